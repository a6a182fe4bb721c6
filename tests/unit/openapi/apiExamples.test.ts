import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from '../../../tooling/content/files';
import { ExampleValidator, checkPageExamples, parseExampleMeta } from '../../../tooling/openapi/apiExamples';
import { codeBlocks } from '../../../tooling/content/codeBlocks';
import { loadSpec } from '../../../tooling/openapi/specs';

const validator = new ExampleValidator([
  loadSpec('edgehub', path.join(ROOT, 'openapi/edgehub.yaml')),
  loadSpec('weda', path.join(ROOT, 'openapi/weda.yaml')),
]);

const page = (...lines: string[]): string =>
  ['# Writing tags', '', 'Call `POST /api/v1/data/tags/write`.', '', ...lines].join('\n');

test('a valid request and response pass', () => {
  const text = page(
    '```json openapi=edgehub:setTagData request',
    '{"scadaId": "SCADA-TPE-0001", "deviceId": "PLC-01", "tagName": "Line1.Recipe", "value": "RCP-B07"}',
    '```',
    '',
    '```json openapi=edgehub:setTagData response',
    '{"commandId": "cmd-7f21c9", "status": "queued"}',
    '```',
  );
  assert.deepEqual(checkPageExamples(text, 'Page.md', validator), []);
});

test('a wrong field name is reported with file, line, operation and the field', () => {
  const text = page(
    '```json openapi=edgehub:setTagData request',
    '{"scadaId": "SCADA-TPE-0001", "deviceId": "PLC-01", "tagName": "Line1.Recipe", "value": 1, "tags": []}',
    '```',
  );
  const problems = checkPageExamples(text, 'EdgeHub/APIs/Page.md', validator);
  assert.equal(problems.length, 1, JSON.stringify(problems));
  assert.equal(problems[0]?.file, 'EdgeHub/APIs/Page.md');
  assert.equal(problems[0]?.line, 5);
  assert.match(problems[0]?.message ?? '', /openapi=edgehub:setTagData request/);
  assert.match(problems[0]?.message ?? '', /field "tags" is not in the schema/);
});

test('a wrong type is reported with file, line, operation and the validator message', () => {
  const text = page(
    'Some prose.',
    '',
    '```json openapi=edgehub:getGateways response',
    '{"items": [{"scadaId": "SCADA-TPE-0001", "name": "Boiler house gateway", "online": "yes"}], "page": 1, "pageSize": 50, "total": 1}',
    '```',
  );
  const problems = checkPageExamples(text, 'Browse.md', validator);
  assert.deepEqual(
    problems.map((p) => `${p.file}:${p.line} ${p.message}`),
    ['Browse.md:7 openapi=edgehub:getGateways response: /items/0/online: must be boolean'],
  );
});

test('a field inside a composed schema (allOf) is accepted, an unknown one beside it is not', () => {
  const ok = {
    commandId: 'cmd-1',
    status: 'queued',
    target: { scadaId: 'SCADA-TPE-0001', deviceId: 'PLC-01', tagName: 'T', machineId: 'mch-cnc-07' },
    value: 1,
    createdAt: '2026-11-02T08:00:00Z',
  };
  assert.deepEqual(validator.check({ spec: 'edgehub', kind: 'schema', schema: 'Command' }, ok), []);
  const bad = { ...ok, target: { ...ok.target, machine: 'x' } };
  assert.deepEqual(validator.check({ spec: 'edgehub', kind: 'schema', schema: 'Command' }, bad), [
    '/target: field "machine" is not in the schema',
  ]);
});

test('a response status, missing required fields and enums are checked', () => {
  const messages = validator.check(
    { spec: 'edgehub', kind: 'response', operationId: 'getCommand', status: '404' },
    {
      code: 'NOPE',
      message: 'x',
    },
  );
  assert.equal(messages.length, 2, messages.join('\n'));
  assert.equal(messages[0], "(the whole example): must have required property 'requestId'");
  assert.match(messages[1] ?? '', /^\/code: must be one of "VALIDATION_ERROR", /);
});

test('JSON on an API page without a target, invalid JSON and bad targets are reported', () => {
  const text = page(
    '```json',
    '{}',
    '```',
    '```json openapi=edgehub:noSuchOperation request',
    '{}',
    '```',
    '```json openapi=edgehub:logout response',
    '{}',
    '```',
    '```json openapi=edgehub:latestData request',
    '{"tags": [ ... ]}',
    '```',
    '```json openapi=none',
    '{"ts": "2026-11-02T08:00:00Z"}',
    '```',
  );
  const messages = checkPageExamples(text, 'P.md', validator).map((p) => `${p.line} ${p.message}`);
  assert.equal(messages.length, 4, messages.join('\n'));
  assert.match(messages[0] ?? '', /^5 JSON block on an API page names no operation/);
  assert.match(messages[1] ?? '', /^8 .*no operation with operationId "noSuchOperation"/);
  assert.match(messages[2] ?? '', /^11 .*204 response of logout has no JSON body/);
  assert.match(messages[3] ?? '', /^14 .*not valid JSON/);
});

test('JSON on a page without REST paths needs no target', () => {
  assert.deepEqual(checkPageExamples('# MQTT\n\n```json\n{"ts": 1}\n```\n', 'M.md', validator), []);
});

test('fence meta: the forms of WRITING.md parse, malformed ones explain the syntax', () => {
  assert.deepEqual(parseExampleMeta('openapi=edgehub:setTagData response=409 title="x"'), {
    spec: 'edgehub',
    kind: 'response',
    operationId: 'setTagData',
    status: '409',
  });
  assert.deepEqual(parseExampleMeta('openapi=weda:createAlertRule callback=alertNotification request'), {
    spec: 'weda',
    kind: 'request',
    operationId: 'createAlertRule',
    callback: 'alertNotification',
  });
  assert.deepEqual(parseExampleMeta('openapi=edgehub schema=Gateway'), {
    spec: 'edgehub',
    kind: 'schema',
    schema: 'Gateway',
  });
  assert.equal(parseExampleMeta('openapi=none'), 'none');
  assert.equal(parseExampleMeta('title="x"'), undefined);
  assert.throws(() => parseExampleMeta('openapi=edgehub:setTagData'), /neither request nor response/);
  assert.throws(() => parseExampleMeta('openapi=edgehub:x response=ok'), /status must be a number/);
});

test('code blocks: longer fences and tildes, with the line of the opening fence', () => {
  const blocks = codeBlocks('a\n````md\n```json\n{}\n```\n````\n~~~json openapi=none\n[]\n~~~\n');
  assert.deepEqual(
    blocks.map((b) => [b.language, b.line, b.meta]),
    [
      ['md', 2, ''],
      ['json', 7, 'openapi=none'],
    ],
  );
});

test('a webhook of the spec (x-webhooks) is found by its operationId', () => {
  const body = {
    event: 'alarm.cleared',
    alarmId: 'alm-1',
    ruleId: 'rule-1',
    ruleName: 'R',
    type: 'highLimit',
    severity: 'major',
    tenantId: 'acme-plant-tpe',
    scadaId: 'SCADA-TPE-0001',
    message: 'm',
    ts: '2026-11-02T08:00:30Z',
  };
  const target = { spec: 'edgehub', kind: 'request', operationId: 'alarmNotification' } as const;
  assert.deepEqual(validator.check(target, body), []);
  assert.deepEqual(validator.check(target, { ...body, severity: 'Critical' }), [
    '/severity: must be one of "critical", "major", "minor"',
  ]);
});
