/**
 * Request code samples in the eight languages of the API references (SPEC §9).
 *
 * The OpenAPI page generator calls this at build time, so every operation page
 * carries its samples in the static HTML (readable without JavaScript and
 * indexed by search). It replaces the theme's in-browser generator, which
 * shipped ~35 languages and several megabytes of JavaScript to every API page.
 */

export interface SampleRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: ReadonlyArray<readonly [string, string]>;
  /** A JSON document, already pretty-printed. */
  readonly body?: string;
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

const indent = (text: string, prefix: string): string =>
  text
    .split('\n')
    .map((line) => (line ? prefix + line : line))
    .join('\n');

const singleQuoted = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;
const doubleQuoted = (text: string): string => JSON.stringify(text);
const phpQuoted = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function headersWithoutContentType(request: SampleRequest): Array<readonly [string, string]> {
  return request.headers.filter(([name]) => name.toLowerCase() !== 'content-type');
}

function curl(request: SampleRequest): string {
  const lines = [`curl -X ${request.method} ${singleQuoted(request.url)}`];
  for (const [name, value] of request.headers) lines.push(`  -H ${singleQuoted(`${name}: ${value}`)}`);
  if (request.body !== undefined) lines.push(`  --data-raw ${singleQuoted(request.body)}`);
  return lines.join(' \\\n');
}

function python(request: SampleRequest): string {
  const headerLines = request.headers.map(([n, v]) => `    ${doubleQuoted(n)}: ${doubleQuoted(v)},`);
  const out = ['import requests', '', `url = ${doubleQuoted(request.url)}`, 'headers = {', ...headerLines, '}'];
  if (request.body !== undefined) out.push(`payload = """${request.body}"""`);
  out.push(
    '',
    `response = requests.request(${doubleQuoted(request.method)}, url, headers=headers${
      request.body !== undefined ? ', data=payload' : ''
    }, timeout=30)`,
    'response.raise_for_status()',
    'print(response.status_code, response.text)',
  );
  return out.join('\n');
}

function csharp(request: SampleRequest): string {
  const method = request.method.charAt(0) + request.method.slice(1).toLowerCase();
  const out = [
    'using var client = new HttpClient();',
    `var request = new HttpRequestMessage(HttpMethod.${method}, ${doubleQuoted(request.url)});`,
  ];
  for (const [n, v] of headersWithoutContentType(request)) {
    out.push(`request.Headers.Add(${doubleQuoted(n)}, ${doubleQuoted(v)});`);
  }
  if (request.body !== undefined) {
    out.push(
      'request.Content = new StringContent("""',
      request.body,
      '""", System.Text.Encoding.UTF8, "application/json");',
    );
  }
  out.push(
    'var response = await client.SendAsync(request);',
    'response.EnsureSuccessStatusCode();',
    'Console.WriteLine(await response.Content.ReadAsStringAsync());',
  );
  return out.join('\n');
}

function go(request: SampleRequest): string {
  const hasBody = request.body !== undefined;
  const imports = ['"fmt"', '"io"', '"net/http"', ...(hasBody ? ['"strings"'] : [])];
  const out = ['package main', '', 'import (', ...imports.map((i) => `\t${i}`), ')', '', 'func main() {'];
  if (hasBody) out.push(`\tpayload := strings.NewReader(\`${request.body}\`)`);
  out.push(
    `\treq, err := http.NewRequest(${doubleQuoted(request.method)}, ${doubleQuoted(request.url)}, ${
      hasBody ? 'payload' : 'nil'
    })`,
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
  );
  for (const [n, v] of request.headers) out.push(`\treq.Header.Add(${doubleQuoted(n)}, ${doubleQuoted(v)})`);
  out.push(
    '\tres, err := http.DefaultClient.Do(req)',
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    '\tdefer res.Body.Close()',
    '\tbody, _ := io.ReadAll(res.Body)',
    '\tfmt.Println(res.Status, string(body))',
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
  if (request.body !== undefined) out.push(`    CURLOPT_POSTFIELDS => ${phpQuoted(request.body)},`);
  out.push(
    ']);',
    '$response = curl_exec($curl);',
    '$status = curl_getinfo($curl, CURLINFO_HTTP_CODE);',
    'curl_close($curl);',
    'echo $status . " " . $response;',
  );
  return out.join('\n');
}

function java(request: SampleRequest): string {
  const publisher =
    request.body !== undefined
      ? `HttpRequest.BodyPublishers.ofString("""\n${indent(request.body, '        ')}\n        """)`
      : 'HttpRequest.BodyPublishers.noBody()';
  const out = [
    'HttpClient client = HttpClient.newHttpClient();',
    'HttpRequest request = HttpRequest.newBuilder()',
    `    .uri(URI.create(${doubleQuoted(request.url)}))`,
    ...request.headers.map(([n, v]) => `    .header(${doubleQuoted(n)}, ${doubleQuoted(v)})`),
    `    .method(${doubleQuoted(request.method)}, ${publisher})`,
    '    .build();',
    'HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());',
    'System.out.println(response.statusCode() + " " + response.body());',
  ];
  return out.join('\n');
}

function powershell(request: SampleRequest): string {
  const method = request.method.charAt(0) + request.method.slice(1).toLowerCase();
  const out = [
    '$headers = @{',
    ...headersWithoutContentType(request).map(([n, v]) => `    ${doubleQuoted(n)} = ${doubleQuoted(v)}`),
    '}',
  ];
  let args = `-Uri ${singleQuoted(request.url)} -Method ${method} -Headers $headers`;
  if (request.body !== undefined) {
    out.push("$body = @'", request.body, "'@");
    args += " -ContentType 'application/json' -Body $body";
  }
  out.push(`$response = Invoke-RestMethod ${args}`, '$response | ConvertTo-Json -Depth 10');
  return out.join('\n');
}

function javascript(request: SampleRequest): string {
  const out = [
    `const response = await fetch(${singleQuoted(request.url)}, {`,
    `  method: '${request.method}',`,
    '  headers: {',
    ...request.headers.map(([n, v]) => `    ${singleQuoted(n)}: ${singleQuoted(v)},`),
    '  },',
  ];
  if (request.body !== undefined) out.push(`  body: JSON.stringify(${indent(request.body, '  ').trimStart()}),`);
  out.push(
    '});',
    'if (!response.ok) throw new Error(`HTTP ${response.status}`);',
    'console.log(await response.text());',
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

/** The sample of one language; throws on a language the portal does not ship. */
export function codeSample(languageId: string, request: SampleRequest): string {
  const generate = generators[languageId];
  if (!generate) throw new Error(`codeSample: unknown language "${languageId}"`);
  return generate(request);
}
