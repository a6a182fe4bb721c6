/**
 * Request code samples in the eight languages of the API references (SPEC §9), written into every
 * operation page at build time, so that they are readable without JavaScript. Each is a complete
 * program: a reader who replaces the host and `<accessToken>` can run it as shown, and it exits
 * non-zero when the API answers with an error. Every value is quoted by the rules of its language, so
 * nothing from a spec can break a sample (tests/unit/openapi/codeSamples.test.ts runs hostile values).
 */

export interface SampleRequest {
  /** Names the program where a language needs a name (the Java class); usually the operationId. */
  readonly name?: string;
  readonly method: string;
  readonly url: string;
  readonly headers: ReadonlyArray<readonly [string, string]>;
  /** The JSON body (any JSON value); absent when the request has none. */
  readonly body?: unknown;
}

export interface SampleLanguage {
  readonly id: string;
  readonly label: string;
  /** Prism language used to highlight the sample. */
  readonly highlight: string;
}

export const sampleLanguages: readonly SampleLanguage[] = [
  { id: 'curl', label: 'cURL', highlight: 'bash' },
  { id: 'python', label: 'Python', highlight: 'python' },
  { id: 'csharp', label: 'C#', highlight: 'csharp' },
  { id: 'go', label: 'Go', highlight: 'go' },
  { id: 'php', label: 'PHP', highlight: 'php' },
  { id: 'java', label: 'Java', highlight: 'java' },
  { id: 'powershell', label: 'PowerShell', highlight: 'powershell' },
  { id: 'javascript', label: 'JavaScript', highlight: 'javascript' },
];

// ---------------------------------------------------------------------------
// Quoting, one function per language's string syntax.
// ---------------------------------------------------------------------------

const hex4 = (code: number): string => code.toString(16).padStart(4, '0');

/** POSIX shell: single quotes keep everything literal; a quote is closed, escaped and reopened. */
export const shellQuoted = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

/** JSON string syntax, which is also a valid string literal in JavaScript and Python. */
export const jsonQuoted = (text: string): string => JSON.stringify(text);

const C_FAMILY_ESCAPES: Readonly<Record<string, string>> = {
  '"': '\\"',
  '\\': '\\\\',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};

/**
 * A double-quoted literal of the C family: the escapes all of them share, then `other` for the
 * characters each language must escape in its own way (it returns undefined to keep a character).
 */
function cFamilyQuoted(text: string, other: (codePoint: number) => string | undefined): string {
  let out = '"';
  for (const ch of text) out += C_FAMILY_ESCAPES[ch] ?? other(ch.codePointAt(0) as number) ?? ch;
  return `${out}"`;
}

const isControl = (code: number): boolean => code < 0x20 || code === 0x7f;

/** C# regular string literal; C# also ends a line at U+0085, U+2028 and U+2029. */
export const csharpQuoted = (text: string): string =>
  cFamilyQuoted(text, (code) =>
    isControl(code) || code === 0x85 || code === 0x2028 || code === 0x2029 ? `\\u${hex4(code)}` : undefined,
  );

/** C# verbatim string: only the double quote needs doubling; newlines are allowed. */
export const csharpVerbatim = (text: string): string => `@"${text.replace(/"/g, '""')}"`;

/**
 * Java string literal. Control characters become octal escapes, never `\u000a`: Java turns
 * `\uXXXX` into the character before it reads the string, and a line break would end it. Always
 * three digits: `\1` before a `2` would read as `\12`, a line feed. Non-ASCII characters become
 * `\uXXXX` (UTF-16 units), so the program compiles in any source encoding.
 */
export const javaQuoted = (text: string): string =>
  cFamilyQuoted(text, (code) => {
    if (isControl(code)) return `\\${code.toString(8).padStart(3, '0')}`;
    if (code <= 0x7e) return undefined;
    return String.fromCodePoint(code)
      .split('')
      .map((unit) => `\\u${hex4(unit.charCodeAt(0))}`)
      .join('');
  });

/**
 * Java text block (Java 15+). Backslashes are doubled (a text block reads escapes, so a JSON
 * `\"` would otherwise lose its backslash), `"""` is broken up, and non-ASCII becomes `\uXXXX`.
 */
export function javaTextBlock(text: string, indent: string): string {
  let body = '';
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] as string;
    const code = text.charCodeAt(i);
    if (ch === '\\') body += '\\\\';
    else if (ch === '"' && text.startsWith('"""', i)) {
      body += '\\"';
    } else if (code > 0x7e) body += `\\u${hex4(code)}`;
    else body += ch;
  }
  const lines = body.split('\n').map((line) => (line ? indent + line : line));
  return `"""\n${lines.join('\n')}\n${indent}"""`;
}

/** Go refuses a byte order mark anywhere in a source file but at its start, strings included. */
const GO_BOM = 0xfeff;

/** Go interpreted string literal. */
export const goQuoted = (text: string): string =>
  cFamilyQuoted(text, (code) => {
    if (isControl(code)) return `\\x${code.toString(16).padStart(2, '0')}`;
    return code === GO_BOM ? '\\ufeff' : undefined;
  });

/** PHP single-quoted string: only `\` and `'` are special. */
export const phpQuoted = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** PowerShell treats the typographic single quotes like `'`; inside '…' each is doubled. */
const POWERSHELL_SINGLE_QUOTES = /['\u2018\u2019\u201a\u201b]/g;

/** PowerShell single-quoted string: no expansion of `$` or backticks. */
export const powershellQuoted = (text: string): string => `'${text.replace(POWERSHELL_SINGLE_QUOTES, (q) => q + q)}'`;

/** A JSON value as a Python literal (dicts, lists, True/False/None). */
export function pythonLiteral(value: unknown, indent = ''): string {
  const inner = `${indent}    `;
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : 'None';
  if (typeof value === 'string') return jsonQuoted(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${pythonLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, item]) => `${inner}${jsonQuoted(key)}: ${pythonLiteral(item, inner)},`).join('\n')}\n${indent}}`;
}

const prettyJson = (value: unknown): string => JSON.stringify(value, null, 2);

/** A JSON value as a JavaScript literal, laid out as `JSON.stringify(value, null, 2)` lays it out. */
export function javascriptLiteral(value: unknown, indent = ''): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${javascriptLiteral(item, inner)}`).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  // In an object literal, `"__proto__": x` sets the prototype instead of adding a key; a computed
  // key adds the key, and JSON.stringify sends it.
  const key = (name: string): string => (name === '__proto__' ? `[${JSON.stringify(name)}]` : JSON.stringify(name));
  return `{\n${entries.map(([name, item]) => `${inner}${key(name)}: ${javascriptLiteral(item, inner)}`).join(',\n')}\n${indent}}`;
}

/**
 * The names of the Java sample's own code: a class of the same name would hide the one the code
 * means (`public class System` and `System.out` do not compile).
 */
const JAVA_NAMES_USED = new Set(['URI', 'HttpClient', 'HttpRequest', 'HttpResponse', 'String', 'System', 'Exception']);

/** A Java class name from the request name (`setTagData` → `SetTagData`; `system` → `SystemSample`). */
export function javaClassName(name: string | undefined): string {
  const words = (name ?? '').split(/[^A-Za-z0-9]+/).filter(Boolean);
  const joined = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  const named = /^[A-Za-z]/.test(joined) ? joined : `Api${joined}`;
  return JAVA_NAMES_USED.has(named) ? `${named}Sample` : named;
}

/**
 * Why a header cannot travel as written, or undefined. HTTP carries visible ASCII; it trims spaces
 * at both ends, and cURL drops a header with an empty value. A sample must send what it shows, so
 * the generator refuses such a value rather than print one that arrives changed.
 */
export function unsendableHeader(name: string, value: string): string | undefined {
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) return `header name ${JSON.stringify(name)} is not an HTTP token`;
  if (!/^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/.test(value)) {
    return `header ${name}: ${JSON.stringify(value)} cannot travel in HTTP as written (use visible ASCII, no control characters, no spaces at either end, not empty)`;
  }
  return undefined;
}

const withoutContentType = (request: SampleRequest): Array<readonly [string, string]> =>
  request.headers.filter(([name]) => name.toLowerCase() !== 'content-type');

// ---------------------------------------------------------------------------
// The eight programs.
// ---------------------------------------------------------------------------

function curl(request: SampleRequest): string {
  const lines = [`curl --fail-with-body -X ${request.method} ${shellQuoted(request.url)}`];
  for (const [name, value] of request.headers) lines.push(`  -H ${shellQuoted(`${name}: ${value}`)}`);
  if (request.body !== undefined) lines.push(`  --data-raw ${shellQuoted(prettyJson(request.body))}`);
  return lines.join(' \\\n');
}

function python(request: SampleRequest): string {
  const hasBody = request.body !== undefined;
  const out = [
    'import requests',
    '',
    `url = ${jsonQuoted(request.url)}`,
    'headers = {',
    // requests sets Content-Type itself for json=.
    ...withoutContentType(request).map(([n, v]) => `    ${jsonQuoted(n)}: ${jsonQuoted(v)},`),
    '}',
  ];
  if (hasBody) out.push(`payload = ${pythonLiteral(request.body)}`);
  out.push(
    '',
    `response = requests.request(${jsonQuoted(request.method)}, url, headers=headers${hasBody ? ', json=payload' : ''}, timeout=30)`,
    'print(response.status_code, response.text)',
    'response.raise_for_status()',
  );
  return out.join('\n');
}

/** Classic C# (a class with Main, no top-level statements): compiles from C# 6 and Mono to .NET 8. */
function csharp(request: SampleRequest): string {
  const out = [
    'using System;',
    'using System.Net.Http;',
    'using System.Text;',
    'using System.Threading.Tasks;',
    '',
    'public static class Program',
    '{',
    '    public static int Main()',
    '    {',
    '        return SendAsync().GetAwaiter().GetResult();',
    '    }',
    '',
    '    private static async Task<int> SendAsync()',
    '    {',
    '        using (var client = new HttpClient())',
    `        using (var request = new HttpRequestMessage(new HttpMethod(${csharpQuoted(request.method)}), ${csharpQuoted(request.url)}))`,
    '        {',
  ];
  for (const [n, v] of withoutContentType(request)) {
    out.push(`            request.Headers.TryAddWithoutValidation(${csharpQuoted(n)}, ${csharpQuoted(v)});`);
  }
  if (request.body !== undefined) {
    out.push(`            var payload = ${csharpVerbatim(prettyJson(request.body))};`);
    out.push('            request.Content = new StringContent(payload, Encoding.UTF8, "application/json");');
  }
  out.push(
    '            using (var response = await client.SendAsync(request))',
    '            {',
    '                var body = await response.Content.ReadAsStringAsync();',
    '                Console.WriteLine((int)response.StatusCode + " " + body);',
    '                return response.IsSuccessStatusCode ? 0 : 1;',
    '            }',
    '        }',
    '    }',
    '}',
  );
  return out.join('\n');
}

function go(request: SampleRequest): string {
  const hasBody = request.body !== undefined;
  const imports = ['"fmt"', '"io"', '"net/http"', '"os"', ...(hasBody ? ['"strings"'] : [])];
  const out = ['package main', '', 'import (', ...imports.map((i) => `\t${i}`), ')', '', 'func main() {'];
  if (hasBody) {
    const json = prettyJson(request.body);
    // A raw string reads best; it cannot hold a backquote or a carriage return.
    const literal = /[`\r\ufeff]/.test(json) ? goQuoted(json) : `\`${json}\``;
    out.push(`\tpayload := strings.NewReader(${literal})`);
  }
  out.push(
    `\treq, err := http.NewRequest(${goQuoted(request.method)}, ${goQuoted(request.url)}, ${hasBody ? 'payload' : 'nil'})`,
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
  );
  for (const [n, v] of request.headers) out.push(`\treq.Header.Set(${goQuoted(n)}, ${goQuoted(v)})`);
  out.push(
    '\tres, err := http.DefaultClient.Do(req)',
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    '\tdefer res.Body.Close()',
    '\tbody, err := io.ReadAll(res.Body)',
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    '\tfmt.Println(res.StatusCode, string(body))',
    '\tif res.StatusCode >= 400 {',
    '\t\tos.Exit(1)',
    '\t}',
    '}',
  );
  return out.join('\n');
}

function php(request: SampleRequest): string {
  const out = [
    '<?php',
    '$curl = curl_init();',
    'curl_setopt_array($curl, [',
    `    CURLOPT_URL => ${phpQuoted(request.url)},`,
    '    CURLOPT_RETURNTRANSFER => true,',
    `    CURLOPT_CUSTOMREQUEST => ${phpQuoted(request.method)},`,
    '    CURLOPT_HTTPHEADER => [',
    ...request.headers.map(([n, v]) => `        ${phpQuoted(`${n}: ${v}`)},`),
    '    ],',
  ];
  if (request.body !== undefined) out.push(`    CURLOPT_POSTFIELDS => ${phpQuoted(prettyJson(request.body))},`);
  out.push(
    ']);',
    '$response = curl_exec($curl);',
    'if ($response === false) {',
    '    fwrite(STDERR, curl_error($curl) . PHP_EOL);',
    '    exit(1);',
    '}',
    '$status = curl_getinfo($curl, CURLINFO_RESPONSE_CODE);',
    'curl_close($curl);',
    "echo $status . ' ' . $response . PHP_EOL;",
    'exit($status >= 400 ? 1 : 0);',
  );
  return out.join('\n');
}

function java(request: SampleRequest): string {
  const name = javaClassName(request.name);
  const body = request.body !== undefined;
  const out = [
    'import java.net.URI;',
    'import java.net.http.HttpClient;',
    'import java.net.http.HttpRequest;',
    'import java.net.http.HttpResponse;',
    '',
    `public class ${name} {`,
    '    public static void main(String[] args) throws Exception {',
  ];
  if (body) out.push(`        String payload = ${javaTextBlock(prettyJson(request.body), '            ')};`);
  out.push(
    '        HttpRequest request = HttpRequest.newBuilder()',
    `            .uri(URI.create(${javaQuoted(request.url)}))`,
    ...request.headers.map(([n, v]) => `            .header(${javaQuoted(n)}, ${javaQuoted(v)})`),
    `            .method(${javaQuoted(request.method)}, ${
      body ? 'HttpRequest.BodyPublishers.ofString(payload)' : 'HttpRequest.BodyPublishers.noBody()'
    })`,
    '            .build();',
    '        HttpResponse<String> response = HttpClient.newHttpClient()',
    '            .send(request, HttpResponse.BodyHandlers.ofString());',
    '        System.out.println(response.statusCode() + " " + response.body());',
    '        if (response.statusCode() >= 400) {',
    '            System.exit(1);',
    '        }',
    '    }',
    '}',
  );
  return out.join('\n');
}

function powershell(request: SampleRequest): string {
  const out = [
    "$ErrorActionPreference = 'Stop'",
    '$headers = @{',
    ...withoutContentType(request).map(([n, v]) => `    ${powershellQuoted(n)} = ${powershellQuoted(v)}`),
    '}',
  ];
  let args = `-Uri ${powershellQuoted(request.url)} -Method ${powershellQuoted(request.method)} -Headers $headers`;
  if (request.body !== undefined) {
    // A here-string keeps the JSON as written; it ends only at a line starting with '@, which
    // pretty-printed JSON never has. Sent as UTF-8 bytes on every PowerShell version.
    out.push("$body = @'", prettyJson(request.body), "'@");
    args += " -ContentType 'application/json; charset=utf-8' -Body ([System.Text.Encoding]::UTF8.GetBytes($body))";
  }
  out.push(
    '# Invoke-RestMethod stops the script with an error when the API answers 4xx or 5xx.',
    `$response = Invoke-RestMethod ${args}`,
    '$response | ConvertTo-Json -Depth 10',
  );
  return out.join('\n');
}

/** How a Node.js sample runs its `async main()`: a failure prints and sets a non-zero exit code. */
export const NODE_RUN_MAIN: readonly string[] = [
  'main().catch((error) => {',
  '  console.error(error);',
  '  process.exitCode = 1;',
  '});',
];

function javascript(request: SampleRequest): string {
  const out = ['// Node.js 18 or later (built-in fetch): node sample.js', `const url = ${jsonQuoted(request.url)};`];
  if (request.body !== undefined) out.push(`const payload = ${javascriptLiteral(request.body)};`);
  out.push(
    '',
    'async function main() {',
    '  const response = await fetch(url, {',
    `    method: ${jsonQuoted(request.method)},`,
    '    headers: {',
    ...request.headers.map(([n, v]) => `      ${jsonQuoted(n)}: ${jsonQuoted(v)},`),
    '    },',
    ...(request.body !== undefined ? ['    body: JSON.stringify(payload),'] : []),
    '  });',
    '  const text = await response.text();',
    '  if (!response.ok) throw new Error(`HTTP ${response.status}: ${text}`);',
    '  console.log(response.status, text);',
    '}',
    '',
    ...NODE_RUN_MAIN,
  );
  return out.join('\n');
}

const generators: Record<string, (request: SampleRequest) => string> = {
  curl,
  python,
  csharp,
  go,
  php,
  java,
  powershell,
  javascript,
};

/**
 * The sample of one language; throws on a language the portal does not ship, and on a header that
 * no sample could send as written (the message names the request and the header).
 */
export function codeSample(languageId: string, request: SampleRequest): string {
  const generate = generators[languageId];
  if (!generate) throw new Error(`codeSample: unknown language "${languageId}"`);
  for (const [name, value] of request.headers) {
    const problem = unsendableHeader(name, value);
    if (problem)
      throw new Error(`codeSample: ${request.name ?? request.url}: ${problem}. Fix the example in the spec.`);
  }
  return generate(request);
}
