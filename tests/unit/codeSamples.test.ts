/**
 * The code samples of the API pages, fed hostile values (quotes, backslashes, newlines, `$`, `%`,
 * backquotes, non-ASCII, here-string terminators). The seven languages whose toolchains Debian
 * packages (cURL/bash, Python, Node.js, Go, PHP, Java, C# with Mono) run against a local echo server
 * that records what arrives. PowerShell, which Debian does not package, is read back by a tokenizer
 * of its string syntax that must find exactly the values that were put in.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import {
  codeSample,
  goQuoted,
  javaClassName,
  javaQuoted,
  sampleLanguages,
  type SampleRequest,
} from '../../tooling/codeSamples';
import { fence, sampleRequestOf } from '../../tooling/apiPageMarkdown';
import { runSample, runnableLanguages, type SampleRun } from '../../tooling/sampleRunners';

const hostileText = `it's "quoted" \\ back\\slash \\" $HOME \${x} $(id) %PATH% %s \`tick\` ''' """ '@ @' \n second line\ttab`;
const hostileBody = {
  "quote's": hostileText,
  'non-ASCII': '溫度 ‘smart’ ’@ ü 😀 \u2028',
  empty: '',
  number: -1.5e-7,
  nested: [null, true, false, { '"""': '"""\'\'\'', 'back\\': '\\u0041 \\n' }],
  line: "'@\n@'",
};
/** Header values travel as ASCII in HTTP; they get every ASCII hazard. */
const hostileHeader = `Bearer x'y"z\\w $HOME %PATH% \`t\` '@ ’`.replace('’', "'");
const hostileSegment = `a b/'"\\$%溫`;

let server: http.Server;
let baseUrl = '';
const received: Array<{ method: string; url: string; headers: http.IncomingHttpHeaders; body: string }> = [];

before(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const status = req.url?.includes('fail') ? 404 : 200;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: status === 200 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(() => {
  server.close();
});

function hostileRequest(method = 'POST', name = 'createThing', tail = ''): SampleRequest {
  return {
    name,
    method,
    url: `${baseUrl}/api/v1/things/${encodeURIComponent(hostileSegment)}${tail}?q=${encodeURIComponent(hostileText)}`,
    headers: [
      ['Authorization', hostileHeader],
      ['Accept', 'application/json'],
      ['Content-Type', 'application/json'],
    ],
    body: hostileBody,
  };
}

async function runRequest(language: string, request: SampleRequest): Promise<SampleRun> {
  return runSample(language, codeSample(language, request), javaClassName(request.name));
}

for (const language of runnableLanguages) {
  test(`${language}: the hostile request arrives exactly as specified`, async () => {
    received.length = 0;
    const request = hostileRequest();
    const result = await runRequest(language, request);
    assert.equal(result.code, 0, `${language} sample failed:\n${result.stderr}\n${result.stdout}`);
    assert.equal(received.length, 1, `${language}: expected one request`);
    const got = received[0]!;
    assert.equal(got.method, 'POST');
    // Equal once decoded: a WHATWG URL parser (fetch) may percent-encode ' in the query.
    const sent = new URL(request.url);
    const arrived = new URL(got.url, baseUrl);
    assert.equal(decodeURIComponent(arrived.pathname), decodeURIComponent(sent.pathname));
    assert.equal(arrived.pathname.split('/').length, 5, 'the encoded / stays inside its segment');
    assert.equal(arrived.searchParams.get('q'), hostileText);
    assert.equal(got.headers.authorization, hostileHeader);
    assert.match(String(got.headers['content-type']), /^application\/json/);
    assert.deepEqual(JSON.parse(got.body), hostileBody);
  });

  test(`${language}: a GET without body works and an error status fails the program`, async () => {
    received.length = 0;
    const ok = await runRequest(language, { ...hostileRequest('GET', 'get-things'), body: undefined });
    assert.equal(ok.code, 0, `${language} GET failed:\n${ok.stderr}\n${ok.stdout}`);
    assert.equal(received[0]?.method, 'GET');
    assert.equal(received[0]?.body, '');
    const failed = await runRequest(language, {
      ...hostileRequest('DELETE', 'delete thing', '/fail'),
      body: undefined,
    });
    assert.notEqual(failed.code, 0, `${language}: a 404 answer must end the program with an error`);
  });
}

test('Java and Go string literals keep every code point: controls, quotes, backslashes, CJK, emoji, U+2028', async () => {
  const value = `a"b\\c\n\r\t\u0001\u007f 溫度 😀 \u2028 \\u000a $%'`;
  const expected = [...value].map((ch) => ch.codePointAt(0)).join(',');
  const java = [
    'public class Literal {',
    '    public static void main(String[] args) {',
    `        String s = ${javaQuoted(value)};`,
    '        StringBuilder out = new StringBuilder();',
    '        s.codePoints().forEach(c -> out.append(out.length() == 0 ? "" : ",").append(c));',
    '        System.out.print(out);',
    '    }',
    '}',
  ].join('\n');
  const go = [
    'package main',
    '',
    'import "fmt"',
    '',
    'func main() {',
    `\ts := ${goQuoted(value)}`,
    '\tfor i, r := range []rune(s) {',
    '\t\tif i > 0 {',
    '\t\t\tfmt.Print(",")',
    '\t\t}',
    '\t\tfmt.Print(r)',
    '\t}',
    '}',
  ].join('\n');
  for (const [language, source] of [
    ['java', java],
    ['go', go],
  ] as const) {
    const result = await runSample(language, source, 'Literal');
    assert.equal(result.code, 0, `${language}: ${result.stderr}`);
    assert.equal(result.stdout, expected, language);
  }
});

// ---------------------------------------------------------------------------
// PowerShell has no Debian toolchain, so its literals are read back with its own rules.
// ---------------------------------------------------------------------------

const SINGLE_QUOTES = new Set(["'", '\u2018', '\u2019', '\u201a', '\u201b']);

/** The single-quoted strings and here-strings of a PowerShell script, decoded. */
function powershellStrings(source: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i] as string;
    if (ch === '#') {
      i = source.indexOf('\n', i);
      if (i < 0) break;
      continue;
    }
    if (ch === '@' && SINGLE_QUOTES.has(source[i + 1] as string) && source[i + 2] === '\n') {
      const start = i + 3;
      let end = start;
      // The here-string ends at a line that starts with a single quote followed by @.
      for (;;) {
        const lineEnd = source.indexOf('\n', end);
        if (lineEnd < 0) throw new Error('unterminated here-string');
        if (SINGLE_QUOTES.has(source[lineEnd + 1] as string) && source[lineEnd + 2] === '@') {
          out.push(source.slice(start, lineEnd));
          i = lineEnd + 3;
          break;
        }
        end = lineEnd + 1;
      }
      continue;
    }
    if (SINGLE_QUOTES.has(ch)) {
      let value = '';
      i += 1;
      for (;;) {
        const c = source[i];
        if (c === undefined) throw new Error('unterminated string');
        if (SINGLE_QUOTES.has(c)) {
          if (SINGLE_QUOTES.has(source[i + 1] as string)) {
            value += source[i + 1];
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        value += c;
        i += 1;
      }
      out.push(value);
      continue;
    }
    i += 1;
  }
  return out;
}

const bodyText = JSON.stringify(hostileBody, null, 2);

test('PowerShell: every literal reads back as the value put in, and nothing expands', () => {
  const request = hostileRequest();
  const source = codeSample('powershell', request);
  const strings = powershellStrings(source);
  assert.deepEqual(strings, [
    'Stop',
    'Authorization',
    hostileHeader,
    'Accept',
    'application/json',
    bodyText,
    request.url,
    'POST',
    'application/json; charset=utf-8',
  ]);
  assert.deepEqual(JSON.parse(strings[5] as string), hostileBody);
  // Typographic quotes in a single-quoted value are doubled, as PowerShell reads them as quotes.
  const smart = codeSample('powershell', { ...request, headers: [['X-Note', 'it’s ‘x’']], body: undefined });
  assert.deepEqual(powershellStrings(smart).slice(1, 3), ['X-Note', 'it’s ‘x’']);
});

test('every language: complete programs (imports, class or using lines) and no browser-only code', () => {
  const request = hostileRequest();
  const heads: Record<string, RegExp> = {
    curl: /^curl --fail-with-body -X POST /,
    python: /^import requests\n/,
    csharp: /^using System;\n/,
    go: /^package main\n\nimport \(/,
    php: /^<\?php\n/,
    java: /^import java\.net\.URI;[\s\S]*public class CreateThing \{/,
    powershell: /^\$ErrorActionPreference = 'Stop'\n/,
    javascript: /^\/\/ Node\.js 18/,
  };
  assert.deepEqual(Object.keys(heads).sort(), sampleLanguages.map((l) => l.id).sort());
  for (const language of sampleLanguages) {
    assert.match(codeSample(language.id, request), heads[language.id] as RegExp, language.id);
  }
  assert.throws(() => codeSample('cobol', request), /unknown language "cobol"/);
});

test('Java class names are identifiers', () => {
  assert.equal(javaClassName('setTagData'), 'SetTagData');
  assert.equal(javaClassName('get-gateway-by-scada-id'), 'GetGatewayByScadaId');
  assert.equal(javaClassName('2fa login'), 'Api2faLogin');
  assert.equal(javaClassName(undefined), 'Api');
});

test('a sample with backquotes gets a longer code fence', () => {
  assert.equal(fence('go', 'x := `a`'), '```go\nx := `a`\n```');
  assert.equal(fence('bash', 'echo ```'), '````bash\necho ```\n````');
});

test('the request of an operation: path and required query parameters from examples, token, body', () => {
  const request = sampleRequestOf({
    operationId: 'getThing',
    method: 'post',
    path: '/api/v1/things/{thingId}',
    servers: [{ url: 'https://{host}', variables: { host: { default: 'api.example.com' } } }],
    security: [{ bearerAuth: [] }],
    parameters: [
      { name: 'thingId', in: 'path', required: true, schema: { example: 'a b/c' } },
      { name: 'q', in: 'query', required: true, example: '50%' },
      { name: 'optional', in: 'query', schema: { example: 'x' } },
    ],
    requestBody: { content: { 'application/json': { example: { a: 1 } } } },
  });
  assert.deepEqual(request, {
    name: 'getThing',
    method: 'POST',
    url: 'https://api.example.com/api/v1/things/a%20b%2Fc?q=50%25',
    headers: [
      ['Authorization', 'Bearer <accessToken>'],
      ['Accept', 'application/json'],
      ['Content-Type', 'application/json'],
    ],
    body: { a: 1 },
  });
});
