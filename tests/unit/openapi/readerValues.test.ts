/**
 * The reader's own values (issue 42): the browser writes a sample with them from the template the
 * build put beside it, through the same writers. A property test (fast-check, fixed seed) requires
 * the browser's program to be the text the build would write for a spec whose examples were those
 * values, in every language; the guides' marked blocks and the GraphQL samples likewise.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { codeSample, sampleLanguages, shellQuoted } from '../../../tooling/openapi/codeSamples';
import { sampleRequestOf, sampleTemplateOf, type ApiOperation } from '../../../tooling/openapi/apiPageMarkdown';
import { checkedOrigin, fillRequest } from '../../../tooling/openapi/sampleTemplate';
import { graphqlCode } from '../../../tooling/graphql/graphqlCode';
import { fillSamples } from '../../../src/components/ReaderValues/fill';
import { guideTemplate } from '../../../plugins/reader-values/remark';
import { productValueFields } from '../../../plugins/reader-values/fields';
import { EDGEHUB_PROGRAM_ENV } from '../../../tooling/asyncapi/programEnv';
import { programSettingsCode } from '../../../tooling/asyncapi/mqttReference';
import { ROOT } from '../../../tooling/content/files';

const SEED = Number(process.env.SAMPLE_SEED ?? 42);

/** Quotes and escapes of every sample language, template syntax, and text beyond ASCII. */
const HOSTILE = [
  "'",
  '"',
  '`',
  '\\',
  '${x}',
  '$(id)',
  '#{x}',
  '%s',
  '{0}',
  '\n',
  '\u2028',
  '台北',
  '😀',
  '"""',
  "'''",
  '@"',
  '<?php',
];
const hostile = fc
  .array(fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 4 })), { maxLength: 5 })
  .map((parts) => parts.join(''));
/** What HTTP carries in a header: visible ASCII, no space at either end. */
const visibleAscii = fc
  .array(
    fc.oneof(
      fc.constantFrom("'", '"', '`', '\\', '${', '$(', '%'),
      fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 6 }),
    ),
    { minLength: 1, maxLength: 5 },
  )
  .map((parts) => parts.join(''))
  .filter((text) => text.length > 0);
const hostName = fc.domain();

function operation(examples: { scadaId: string; tagName: string }, host: string): ApiOperation {
  return {
    operationId: 'getTag',
    method: 'put',
    path: '/api/v1/gateways/{scadaId}/tags/{tagName}',
    servers: [
      { url: 'https://{host}', description: 'cloud', variables: { host: { default: host } } },
      { url: 'http://{host}', variables: { host: { default: 'edgehub.plant.local:8080' } } },
    ],
    security: [{ bearerAuth: [] }],
    parameters: [
      { name: 'scadaId', in: 'path', required: true, example: examples.scadaId },
      { name: 'tagName', in: 'path', required: true, example: examples.tagName },
      { name: 'from', in: 'query', required: true, example: '2026-11-02T08:00:00Z' },
    ],
    requestBody: { content: { 'application/json': { example: { value: 1 } } } },
  };
}

const SPEC_EXAMPLES = { scadaId: 'SCADA-TPE-0001', tagName: 'Boiler1.Temperature' };

test('a template with no values writes what the pages served before: the examples of the spec', () => {
  const api = operation(SPEC_EXAMPLES, 'edgehub.example.com');
  const template = sampleTemplateOf(api, 'edgehub');
  assert.deepEqual(fillRequest(template, {}), sampleRequestOf(api));
  assert.deepEqual(
    template.fields.map((field) => [field.slot, field.kind, field.example]),
    [
      ['origin', 'origin', 'https://edgehub.example.com'],
      ['scadaId', 'param', 'SCADA-TPE-0001'],
      ['tagName', 'param', 'Boiler1.Temperature'],
      ['accessToken', 'token', '<accessToken>'],
    ],
  );
});

test(`the browser's samples with any values are the build's samples for a spec with those examples, in all eight languages (seed ${SEED})`, () => {
  fc.assert(
    fc.property(hostile, hostile, visibleAscii, hostName, (scadaId, tagName, token, host) => {
      fc.pre(scadaId !== '' && tagName !== '' && !['.', '..'].includes(scadaId) && !['.', '..'].includes(tagName));
      const template = sampleTemplateOf(operation(SPEC_EXAMPLES, 'edgehub.example.com'), 'edgehub');
      const browser = fillSamples(template, { origin: `https://${host}`, accessToken: token, scadaId, tagName });
      const built = sampleRequestOf(operation({ scadaId, tagName }, host));
      const withToken = {
        ...built,
        headers: built.headers.map(
          ([name, value]) => [name, name === 'Authorization' ? `Bearer ${token}` : value] as const,
        ),
      };
      for (const language of sampleLanguages) {
        assert.equal(browser[language.id]?.code, codeSample(language.id, withToken), language.id);
        assert.equal(browser[language.id]?.language, language.highlight);
      }
    }),
    { seed: SEED, numRuns: 60 },
  );
});

test('a value no sample can send gets a reason instead of a program, in every language', () => {
  const template = sampleTemplateOf(operation(SPEC_EXAMPLES, 'edgehub.example.com'), 'edgehub');
  for (const [values, reason, field] of [
    [{ accessToken: 'line\nbreak' }, 'header', 'bearerAuth'],
    [{ accessToken: '台北' }, 'header', 'bearerAuth'],
    [{ accessToken: 'padded ' }, 'header', 'bearerAuth'],
    [{ scadaId: '..' }, 'dotSegment', 'scadaId'],
  ] as const) {
    const filled = fillSamples(template, values);
    for (const language of sampleLanguages) {
      assert.equal(filled[language.id]?.code, undefined);
      assert.deepEqual(filled[language.id]?.problem, { reason, field });
    }
  }
});

test('an origin is a host and a port: Unicode becomes punycode, a path, credentials or a space are refused', () => {
  const server = { url: 'https://{host}', variables: { host: { default: 'edgehub.example.com' } } };
  assert.deepEqual(checkedOrigin(server, { host: 'hub.plant.example:8443' }), {
    origin: 'https://hub.plant.example:8443',
  });
  assert.deepEqual(checkedOrigin(server, { host: '台北.example' }), { origin: 'https://xn--djrpt.example' });
  assert.deepEqual(checkedOrigin(server, { host: 'hub.example:443' }), { origin: 'https://hub.example' });
  for (const bad of ['hub.example/api', 'user@hub.example', 'hub example', 'hub.example?x', 'hub.example:99999']) {
    assert.ok('error' in checkedOrigin(server, { host: bad }), bad);
  }
});

test('GraphQL: the endpoint from the origin, the token only in an export line the shell reads back exactly', () => {
  const sample = {
    kind: 'query' as const,
    field: 'gateways',
    document: 'query Gateways {\n  gateways {\n    scadaId\n  }\n}',
    variables: { first: 2 },
  };
  const template = {
    kind: 'graphql' as const,
    product: 'edgehub',
    sample,
    endpoint: [{ slot: 'origin', encode: 'origin' as const }, '/api/v1/graphql'],
    env: 'ACCESS_TOKEN',
    fields: [
      { slot: 'origin', kind: 'origin' as const, label: 'server', example: 'https://edgehub.example.com' },
      { slot: 'accessToken', kind: 'token' as const, label: 'bearerAuth', example: '$ACCESS_TOKEN' },
    ],
  };
  const token = `a'b"c\\d\${e}$(f)\`g`;
  const filled = fillSamples(template, { origin: 'http://127.0.0.1:8080', accessToken: token });
  assert.equal(
    filled.curl?.code,
    `export ACCESS_TOKEN=${shellQuoted(token)}\n${graphqlCode('curl', sample, 'http://127.0.0.1:8080/api/v1/graphql')}`,
  );
  assert.equal(filled.python?.code, graphqlCode('python', sample, 'http://127.0.0.1:8080/api/v1/graphql'));
  assert.equal(filled.python?.env, `export ACCESS_TOKEN=${shellQuoted(token)}`);
  const readBack = execFileSync('bash', ['-c', `${filled.python?.env}\nprintf %s "$ACCESS_TOKEN"`], {
    encoding: 'utf8',
  });
  assert.equal(readBack, token);
});

test("a guide's marked block: the spec's origin and path values become slots, percent-encoded so they stand unquoted; the token goes to an export line", () => {
  const fields = productValueFields('edgehub-api')?.fields;
  assert.ok(fields, 'the EdgeHub reference gives the fields');
  const code =
    'curl -s "https://edgehub.example.com/api/v1/gateways/SCADA-TPE-0001/tags?deviceId=PLC-01" \\\n  -H "Authorization: Bearer $ACCESS_TOKEN"';
  const template = guideTemplate('edgehub', 'bash', code, fields);
  assert.deepEqual(
    template.fields.map((field) => field.slot),
    ['origin', 'accessToken', 'scadaId'],
  );
  assert.equal(template.env, 'ACCESS_TOKEN');
  const token = 'it\'s "$HOME"';
  const filled = fillSamples(template, {
    origin: 'https://hub.example:8443',
    scadaId: "a b/c'(台)",
    accessToken: token,
  }).code;
  assert.equal(
    filled?.code,
    `export ACCESS_TOKEN=${shellQuoted(token)}\ncurl -s "https://hub.example:8443/api/v1/gateways/a%20b%2Fc%27%28%E5%8F%B0%29/tags?deviceId=PLC-01" \\\n  -H "Authorization: Bearer $ACCESS_TOKEN"`,
  );
  // An IPv6 host would need quoting this hand-written code does not have: a reason, not a program.
  assert.deepEqual(fillSamples(template, { origin: 'https://[::1]:8443' }).code?.problem, {
    reason: 'unquotable',
    field: 'server',
  });
  // Without values, the served text.
  assert.equal(fillSamples(template, {}).code?.code, code);
});

test("the MQTT reference's export lines: every value shell-quoted, read back exactly; a topic level with / + # is refused", () => {
  const found = productValueFields('edgehub-mqtt');
  assert.ok(found, 'the EdgeHub MQTT reference gives the fields');
  assert.equal(found.product, 'edgehub', 'its values are the product: the REST pages and the MQTT pages share them');
  const code = programSettingsCode(path.join(ROOT, 'openapi/edgehub-mqtt.asyncapi.yaml'));
  const template = guideTemplate(found.product, 'bash', code, found.fields);
  assert.deepEqual(
    template.fields.map((field) => field.slot),
    Object.keys(EDGEHUB_PROGRAM_ENV),
  );
  const values = {
    mqttHost: 'broker.plant.example',
    mqttPort: '18883',
    tenantId: `t'e"n\\$x台`,
    scadaId: 'gw-${x}`id`',
    credentialKey: `k'e"y\\ $(id) 😀`,
  };
  const filled = fillSamples(template, values).code?.code;
  assert.ok(filled);
  const names = Object.values(EDGEHUB_PROGRAM_ENV);
  const readBack = execFileSync(
    'bash',
    ['-c', `${filled}\nprintf '%s\\0' ${names.map((name) => `"$${name}"`).join(' ')}`],
    {
      encoding: 'utf8',
    },
  );
  assert.deepEqual(
    readBack.split('\0').slice(0, -1),
    Object.keys(EDGEHUB_PROGRAM_ENV).map((slot) => values[slot as keyof typeof values]),
  );
  for (const bad of ['a/b', 'a+b', '#']) {
    assert.deepEqual(fillSamples(template, { scadaId: bad }).code?.problem, { reason: 'topicLevel', field: 'scadaId' });
  }
  assert.deepEqual(fillSamples(template, { mqttPort: '70000' }).code?.problem, { reason: 'port', field: 'port' });
});

test("EdgeHub's raw client programs read every variable of the reference's export lines", () => {
  const guide = fs.readFileSync(path.join(ROOT, 'EdgeHub/Edge_SDK/Raw_MQTT_Client.mdx'), 'utf8');
  const programs = [...guide.matchAll(/```(\w+) run=mqtt[^\n]*\n([\s\S]*?)\n```/g)].map((match) => match[2] ?? '');
  assert.equal(programs.length, 2);
  for (const program of programs)
    for (const name of Object.values(EDGEHUB_PROGRAM_ENV)) assert.ok(program.includes(name), name);
});
