/**
 * The code samples of the API pages send exactly what the operation says, for any value. A
 * property-based test (fast-check, fixed seed) renders operations with arbitrary values as the API
 * pages do and runs them, in every language whose toolchain Debian packages, against an echo server
 * that compares what arrives. PowerShell, which Debian does not package, is read back by a tokenizer
 * of its string syntax. More cases or another seed:
 * `SAMPLE_CASES=40 SAMPLE_SEED=7 node --import tsx --test tests/unit/openapi/codeSamples.test.ts`.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import {
  codeSample,
  goQuoted,
  javaClassName,
  javaQuoted,
  pythonLiteral,
  sampleLanguages,
  unsendableHeader,
  type SampleRequest,
} from '../../../tooling/openapi/codeSamples';
import { fence, sampleRequestOf, type ApiOperation } from '../../../tooling/openapi/apiPageMarkdown';
import { runSample, runSampleBatch, runnableLanguages } from '../../../tooling/openapi/sampleRunners';

const CASES = Number(process.env.SAMPLE_CASES ?? 10);
const SEED = Number(process.env.SAMPLE_SEED ?? 28);

interface Arrival {
  method: string;
  target: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
let baseUrl = '';
/** What arrived, by case id (`/case/<id>/…`). */
const arrivals = new Map<string, Arrival>();

before(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const target = req.url ?? '';
      const id = /^\/case\/([^/?]+)/.exec(target)?.[1] ?? target;
      arrivals.set(id, {
        method: req.method ?? '',
        target,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const status = id.endsWith('-fail') ? 404 : 200;
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

// ---------------------------------------------------------------------------
// Generated operations.
// ---------------------------------------------------------------------------

/** Quotes, escapes and terminators of every language the samples are written in, and a few more. */
const HAZARDS = [
  '',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '"""',
  "'''",
  '\\',
  '\\u0041',
  '\\n',
  '\\',
  '${x}',
  '$(id)',
  '$HOME',
  '%s',
  '%PATH%',
  '%',
  "'@",
  "@'",
  "\n'@\n",
  '\u2028',
  '\u2029',
  '\u0085',
  '\ufeff',
  '\u0000',
  '\u00012',
  '\u007f',
  '\r\n',
  '\t',
  '😀',
  '溫度',
  '`',
  '*/',
  '<?php',
  '?>',
  '</script>',
  '#',
  '&',
  '=',
  '+',
  '?',
  '/',
  '..',
  ' ',
  '«»‹›„“”‘’‚‛「」『』〝〞＂＇',
];

/** Lone surrogates are not Unicode text: no UTF-8 request can carry one. */
const wellFormed = (text: string): string => text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD');

const text = (maxLength: number): fc.Arbitrary<string> =>
  fc
    .oneof(
      { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength }) },
      { weight: 3, arbitrary: fc.array(fc.constantFrom(...HAZARDS), { maxLength: 4 }).map((parts) => parts.join('')) },
    )
    .map(wellFormed);

const longText = fc.string({ unit: 'grapheme', minLength: 2_000, maxLength: 5_000 });

const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    text(16),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(text(8), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Objects and arrays nested 20 to 60 deep, around a hazard. */
const deepValue = fc.tuple(fc.integer({ min: 20, max: 60 }), fc.constantFrom(...HAZARDS)).map(([depth, leaf]) => {
  let value: unknown = leaf;
  for (let level = 0; level < depth; level += 1)
    value = level % 2 ? [value] : { [HAZARDS[level % HAZARDS.length] as string]: value };
  return value;
});

const body = fc.oneof(
  { weight: 4, arbitrary: fc.dictionary(text(8), jsonValue, { maxKeys: 6 }) },
  { weight: 1, arbitrary: jsonValue },
  { weight: 1, arbitrary: deepValue },
  { weight: 1, arbitrary: fc.record({ long: longText, empty: fc.constant(''), __proto__: jsonValue }) },
);

/** A header value HTTP carries as written: visible ASCII, inner spaces, no space at either end. */
const sendableHeaderValue = fc
  .string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    minLength: 1,
    maxLength: 40,
  })
  .map((value) => value.trim())
  .filter((value) => value.length > 0);

interface GeneratedOperation {
  name: string;
  method: string;
  pathValues: string[];
  query: Array<[string, string]>;
  note: string;
  body?: unknown;
}

const operation: fc.Arbitrary<GeneratedOperation> = fc
  .record({
    name: fc.oneof(fc.constantFrom('system', 'String', 'URI', 'getThing', '2fa login', 'http-client'), fc.string()),
    method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
    pathValues: fc.array(
      text(24).filter((value) => value !== '.' && value !== '..'),
      { minLength: 1, maxLength: 3 },
    ),
    query: fc.array(fc.tuple(text(8), text(24)), { maxLength: 3 }),
    note: sendableHeaderValue,
    // (A top-level null is no example in OpenAPI: `example: null` reads as none.)
    body: fc.option(
      body.filter((value) => value !== null),
      { nil: undefined },
    ),
  })
  .map((generated) => ({
    ...generated,
    // Query names are unique in an operation; a GET or DELETE has no body.
    query: generated.query.map(([name, value], i): [string, string] => [`${name}${i}`, value]),
    body: generated.method === 'GET' || generated.method === 'DELETE' ? undefined : generated.body,
  }));

/** The OpenAPI operation the API pages would render for it. */
function apiOperation(id: string, generated: GeneratedOperation, exactName: boolean): ApiOperation {
  return {
    // Generated names get the case id: the Java classes of one program need distinct names.
    operationId: exactName ? generated.name : `${generated.name} ${id}`,
    method: generated.method.toLowerCase(),
    path: `/case/${id}/items/${generated.pathValues.map((_, i) => `{p${i}}`).join('/')}`,
    servers: [{ url: baseUrl }],
    security: [{ bearerAuth: [] }],
    parameters: [
      ...generated.pathValues.map((value, i) => ({ name: `p${i}`, in: 'path', required: true, example: value })),
      ...generated.query.map(([name, value]) => ({ name, in: 'query', required: true, example: value })),
      { name: 'X-Sample-Note', in: 'header', required: true, example: generated.note },
    ],
    ...(generated.body === undefined
      ? {}
      : { requestBody: { content: { 'application/json': { example: generated.body } } } }),
  };
}

interface Case {
  id: string;
  generated: GeneratedOperation;
  request: SampleRequest;
}

const caseOf = (id: string, generated: GeneratedOperation, exactName = false): Case => ({
  id,
  generated,
  request: sampleRequestOf(apiOperation(id, generated, exactName)),
});

/** What each defect found by review needs, kept as fixed cases beside the generated ones. */
const REGRESSIONS: Record<string, GeneratedOperation[]> = {
  // Java: an octal escape before a digit (U+0001 then "2" became \12, a line feed); class names
  // that hide the sample's own System, String and URI.
  java: [
    {
      name: 'system',
      method: 'POST',
      pathValues: ['\u00012'],
      query: [['q', '\u00012\u00073']],
      note: 'x',
      body: { a: '\u00012' },
    },
    { name: 'string', method: 'GET', pathValues: ['s'], query: [], note: 'x' },
    { name: 'URI', method: 'GET', pathValues: ['u'], query: [], note: 'x' },
  ],
  // Go refused a byte order mark inside a string.
  go: [
    {
      name: 'bom',
      method: 'PUT',
      pathValues: ['\ufeff'],
      query: [['b', 'a\ufeff']],
      note: 'x',
      body: { bom: '\ufeff`' },
    },
  ],
  // JavaScript: a "__proto__" key set the payload's prototype and was not sent.
  javascript: [
    {
      name: 'proto',
      method: 'POST',
      pathValues: ['p'],
      query: [],
      note: 'x',
      body: JSON.parse('{"__proto__": {"a": 1}, "constructor": {"b": 2}}'),
    },
  ],
};

const generatedCases = (language: string): Case[] => [
  ...fc.sample(operation, { seed: SEED, numRuns: CASES }).map((generated, i) => caseOf(`${language}-${i}`, generated)),
  ...(REGRESSIONS[language] ?? []).map((generated, i) => caseOf(`${language}-r${i}`, generated, true)),
];

/** Fails with every difference between what the operation sends and what arrived. */
function assertArrived(language: string, item: Case): void {
  const arrival = arrivals.get(item.id);
  const shown = JSON.stringify(item.generated).slice(0, 400);
  assert.ok(arrival, `${language}: case ${item.id} never arrived: ${shown}`);
  const where = `${language}, case ${item.id} ${shown}`;
  assert.equal(arrival.method, item.generated.method, where);
  // Byte for byte as the page shows it: no client re-encodes what the generator encoded. One
  // exception, of the test's toolchain and not of the sample: Mono's System.Uri decodes `%27` to
  // `'` in a query (.NET, which readers run, keeps it), while fetch needs that `'` encoded.
  const sent =
    language === 'csharp' ? arrival.target.replace(/\?.*$/, (query) => query.replace(/'/g, '%27')) : arrival.target;
  assert.equal(sent, item.request.url.slice(baseUrl.length), where);
  // And the page shows the operation's values: each segment and parameter decodes to its value.
  const [path = '', search] = arrival.target.split('?');
  assert.deepEqual(path.split('/').slice(4).map(decodeURIComponent), item.generated.pathValues, where);
  const query = search === undefined ? [] : search.split('&').map((pair) => pair.split('=').map(decodeURIComponent));
  assert.deepEqual(query, item.generated.query, where);
  assert.equal(arrival.headers['x-sample-note'], item.generated.note, where);
  assert.equal(arrival.headers.authorization, 'Bearer <accessToken>', where);
  assert.equal(arrival.headers.accept, 'application/json', where);
  if (item.generated.body === undefined) {
    assert.equal(arrival.body, '', where);
  } else {
    assert.match(String(arrival.headers['content-type']), /^application\/json/, where);
    assert.deepEqual(JSON.parse(arrival.body), JSON.parse(JSON.stringify(item.generated.body)), where);
  }
}

describe(`every language sends ${CASES} generated operations exactly (seed ${SEED})`, { concurrency: 2 }, () => {
  for (const language of runnableLanguages) {
    test(`${language}: method, path, query, headers and body arrive as the operation says; an error status fails the program`, async () => {
      const cases = generatedCases(language);
      // Last, a request the server answers with 404: the program must end with an error.
      const failing = caseOf(`${language}-fail`, {
        name: 'fails',
        method: 'DELETE',
        pathValues: ['x'],
        query: [],
        note: 'x',
      });
      const run = await runSampleBatch(
        language,
        [...cases, failing].map(({ request }) => ({
          source: codeSample(language, request),
          className: javaClassName(request.name),
        })),
      );
      for (const item of cases) assertArrived(language, item);
      assert.ok(arrivals.has(failing.id), `${language}: the failing request never arrived:\n${run.stderr}`);
      assert.notEqual(run.code, 0, `${language}: a 404 answer must end the program with an error`);
    });
  }
});

test('PowerShell: every generated value reads back from its literals, and nothing expands', () => {
  for (const item of generatedCases('powershell')) {
    const strings = powershellStrings(codeSample('powershell', item.request));
    // The headers (Content-Type is PowerShell's -ContentType), then the body, the URL and the method.
    const head = [
      'Stop',
      'Authorization',
      'Bearer <accessToken>',
      'X-Sample-Note',
      item.generated.note,
      'Accept',
      'application/json',
    ];
    assert.deepEqual(strings.slice(0, head.length), head, item.id);
    let rest = strings.slice(head.length);
    if (item.generated.body !== undefined) {
      assert.deepEqual(JSON.parse(rest[0] as string), JSON.parse(JSON.stringify(item.generated.body)), item.id);
      rest = rest.slice(1);
    }
    assert.deepEqual(rest.slice(0, 2), [item.request.url, item.generated.method], item.id);
  }
});

test('pythonLiteral (the REST and GraphQL samples) writes any JSON value as Python reads it; a non-finite number is None, as JSON sends it', () => {
  const nonFinite = fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY);
  const values = fc.sample(
    fc.oneof(jsonValue, deepValue, nonFinite, fc.dictionary(text(8), fc.oneof(nonFinite, jsonValue), { maxKeys: 3 })),
    { seed: SEED, numRuns: 300 },
  );
  // One Python process for every value: a list literal of them, printed back as JSON.
  const program = [
    'import json, sys',
    `values = ${pythonLiteral(values)}`,
    'sys.stdout.write(json.dumps(values, ensure_ascii=True))',
  ].join('\n');
  const run = spawnSync('python3', ['-'], { input: program, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  assert.equal(run.status, 0, run.stderr);
  assert.deepEqual(JSON.parse(run.stdout), JSON.parse(JSON.stringify(values)));
});

test('a header value HTTP cannot carry as written is refused, naming the operation and the header', () => {
  const unsendable = fc.oneof(
    fc.constantFrom('', ' lead', 'trail ', '\tx', 'a\u0001b', 'line\nbreak', 'cr\r', 'caf\u00e9', '溫度', 'x\u007f'),
    fc
      .tuple(sendableHeaderValue, fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }), sendableHeaderValue)
      .filter(([, bad]) => /[^\x20-\x7e]/.test(bad))
      .map(([a, bad, b]) => `${a}${bad}${b}`),
  );
  fc.assert(
    fc.property(unsendable, (value) => {
      const request: SampleRequest = {
        name: 'sendNote',
        method: 'GET',
        url: 'http://127.0.0.1/x',
        headers: [['X-Note', value]],
      };
      for (const language of sampleLanguages) {
        assert.throws(
          () => codeSample(language.id, request),
          /sendNote: header X-Note: .* cannot travel in HTTP as written/,
        );
      }
    }),
    { seed: SEED, numRuns: 200 },
  );
  fc.assert(
    fc.property(sendableHeaderValue, (value) => unsendableHeader('X-Note', value) === undefined),
    { seed: SEED, numRuns: 200 },
  );
  assert.match(unsendableHeader('Bad Name', 'x') ?? '', /not an HTTP token/);
});

test('a path parameter "." or ".." is refused: every client would resolve it away', () => {
  for (const value of ['.', '..']) {
    assert.throws(
      () =>
        sampleRequestOf({
          operationId: 'getItem',
          method: 'get',
          path: '/items/{id}',
          parameters: [{ name: 'id', in: 'path', required: true, example: value }],
        }),
      /getItem: path parameter id is "\.{1,2}", which clients resolve/,
    );
  }
});

test('Java and Go string literals keep every code point: controls before digits, quotes, backslashes, CJK, emoji, U+2028, U+FEFF', async () => {
  const value = `a"b\\c\n\r\t\u0001\u00012\u00077\u007f 溫度 😀 \u2028 \ufeff \\u000a $%'`;
  assert.equal(javaQuoted('\u00012'), '"\\0012"');
  assert.equal(goQuoted('\ufeff'), '"\\ufeff"');
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

test('every language: complete programs (imports, class or using lines) and no browser-only code', () => {
  const request: SampleRequest = {
    name: 'createThing',
    method: 'POST',
    url: 'https://api.example.com/things',
    headers: [['Content-Type', 'application/json']],
    body: { a: 1 },
  };
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
  // A class that would hide what the sample's code uses.
  assert.equal(javaClassName('system'), 'SystemSample');
  assert.equal(javaClassName('string'), 'StringSample');
  assert.equal(javaClassName('URI'), 'URISample');
});

test('a sample with backquotes gets a longer code fence', () => {
  assert.equal(fence('go', 'x := `a`'), '```go\nx := `a`\n```');
  assert.equal(fence('bash', 'echo ```'), '````bash\necho ```\n````');
});

test('the request of an operation: path, required query and header parameters from examples, token, body', () => {
  const request = sampleRequestOf({
    operationId: 'getThing',
    method: 'post',
    path: '/api/v1/things/{thingId}',
    servers: [{ url: 'https://{host}', variables: { host: { default: 'api.example.com' } } }],
    security: [{ bearerAuth: [] }],
    parameters: [
      { name: 'thingId', in: 'path', required: true, schema: { example: 'a b/c' } },
      { name: 'q', in: 'query', required: true, example: "50%'s" },
      { name: 'optional', in: 'query', schema: { example: 'x' } },
      { name: 'X-Request-Id', in: 'header', required: true, example: 'r-1' },
      { name: 'X-Optional', in: 'header', example: 'x' },
    ],
    requestBody: { content: { 'application/json': { example: { a: 1 } } } },
  });
  assert.deepEqual(request, {
    name: 'getThing',
    method: 'POST',
    // `'` encoded too: fetch would encode it in a query by itself, and the sample must send what it shows.
    url: 'https://api.example.com/api/v1/things/a%20b%2Fc?q=50%25%27s',
    headers: [
      ['Authorization', 'Bearer <accessToken>'],
      ['X-Request-Id', 'r-1'],
      ['Accept', 'application/json'],
      ['Content-Type', 'application/json'],
    ],
    body: { a: 1 },
  });
});
