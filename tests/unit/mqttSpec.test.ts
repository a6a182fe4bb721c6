/**
 * The EdgeHub MQTT protocol's AsyncAPI document: it parses, the facts module is derived from it, its
 * REST names exist in the REST spec, and the checks of the manuals' payloads and topics and of the
 * messages on the broker catch what they must.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before, test } from 'node:test';
import YAML from 'yaml';
import { docSets } from '../../src/data/docSets';
import { edgehubMqtt } from '../../src/data/facts/edgehubMqtt';
import { ROOT } from '../../tooling/content';
import { checkMqttPage } from '../../tooling/mqttExamples';
import {
  checkReceived,
  connectionFacts,
  exampleProblems,
  loadMqttSpec,
  MQTT_SPEC_FILE,
  PayloadValidator,
  type MqttSpec,
} from '../../tooling/mqttSpec';

let spec: MqttSpec;
let validator: PayloadValidator;
before(async () => {
  spec = await loadMqttSpec(path.join(ROOT, MQTT_SPEC_FILE));
  validator = new PayloadValidator(spec);
});

test('the documentation-set row names the AsyncAPI document the facts come from', () => {
  assert.deepEqual(
    docSets.filter((set) => set.asyncapi).map((set) => set.asyncapi),
    [MQTT_SPEC_FILE],
  );
});

test('the document has the five channels, and every example matches its payload schema', () => {
  assert.deepEqual(
    spec.channels.map((channel) => channel.id),
    ['config', 'data', 'status', 'cmd', 'ack'],
  );
  assert.deepEqual(exampleProblems(spec), []);
});

test('the facts module the pages import is the one derived from the document', () => {
  assert.deepEqual(JSON.parse(JSON.stringify(edgehubMqtt)), JSON.parse(JSON.stringify(connectionFacts(spec))));
  assert.equal(edgehubMqtt.userNameFormat, '{tenantId}:{scadaId}');
  assert.equal(edgehubMqtt.maxMessageKB, 256);
  assert.deepEqual(edgehubMqtt.retainedTopics, ['config', 'status']);
});

test('every x-rest name of a payload field exists in the REST spec', () => {
  const rest = YAML.parse(fs.readFileSync(path.join(ROOT, 'openapi/edgehub.yaml'), 'utf8')) as {
    components: { schemas: Record<string, unknown> };
  };
  const raw = YAML.parse(fs.readFileSync(path.join(ROOT, MQTT_SPEC_FILE), 'utf8')) as Record<string, unknown>;
  const names: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'x-rest' && typeof value === 'string') names.push(value.replace(/^!/, ''));
        else walk(value);
      }
    }
  };
  walk(raw);
  assert.ok(names.length >= 6, `only ${names.length} x-rest names`);
  /** Finds `a.b.c` through properties, allOf members and object properties of the REST schemas. */
  const has = (schema: unknown, [head, ...rest]: string[]): boolean => {
    if (!schema || typeof schema !== 'object') return false;
    const node = schema as { properties?: Record<string, unknown>; allOf?: unknown[]; $ref?: string };
    if (node.$ref) return has(restSchema(node.$ref), [head, ...rest]);
    if (head === undefined) return true;
    if (node.properties?.[head] !== undefined) return has(node.properties[head], rest) || rest.length === 0;
    return (node.allOf ?? []).some((member) => has(member, [head, ...rest]));
  };
  const restSchema = (ref: string): unknown => rest.components.schemas[ref.split('/').pop() as string];
  for (const name of names) {
    const [schema, ...fields] = name.split('.');
    assert.ok(has(rest.components.schemas[schema], fields), `x-rest "${name}" is not in openapi/edgehub.yaml`);
  }
});

test('a malformed document stops with the file, the line and the problem', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asyncapi-'));
  const source = fs.readFileSync(path.join(ROOT, MQTT_SPEC_FILE), 'utf8').replace('action: receive', 'action: listen');
  const file = path.join(dir, 'edgehub-mqtt.asyncapi.yaml');
  fs.writeFileSync(file, source);
  fs.copyFileSync(path.join(ROOT, 'openapi/edgehub.yaml'), path.join(dir, 'edgehub.yaml'));
  await assert.rejects(loadMqttSpec(file), (error: Error) => {
    assert.match(error.message, /edgehub-mqtt\.asyncapi\.yaml:\d+:\d+: /);
    assert.match(error.message, /action/);
    assert.match(error.message, /Fix .*AsyncAPI 3\.1/);
    return true;
  });
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = (fence: string, json: string, extra = ''): string =>
  `# Page\n\n${extra}\n\n\`\`\`${fence}\n${json}\n\`\`\`\n`;

test('a page payload with a reintroduced wrong field fails the content check, with file and line', () => {
  const good =
    '{"ts": "2026-11-02T08:00:00Z", "d": {"PLC-01": {"Boiler1.Temperature": 78.4, "Boiler1.Pressure": null}}}';
  assert.deepEqual(checkMqttPage(page('json mqtt=data', good), 'x.md', spec, validator), []);
  const wrong = [
    // the REST name instead of the MQTT one
    [
      'json mqtt=status',
      '{"online": true, "ts": "2026-11-02T08:01:00Z", "agentVersion": "3.5.0"}',
      /unknown field "agentVersion"/,
    ],
    [
      'json mqtt=config',
      '{"ts": "2026-11-02T07:59:30Z", "devices": {"PLC-01": {"tags": {"T": {"type": "analog", "writable": true}}}}}',
      /writable|readOnly/,
    ],
    // local time without Z, a value object instead of the value, a null write
    ['json mqtt=data', '{"ts": "2026-11-02T08:00:00", "d": {"PLC-01": {"T": 1}}}', /\/ts/],
    ['json mqtt=data', '{"ts": "2026-11-02T08:00:00Z", "values": {"PLC-01": {"T": 1}}}', /values|d/],
    [
      'json mqtt=cmd',
      '{"commandId": "c", "ts": "2026-11-02T08:05:00Z", "type": "writeTags", "d": {"PLC-01": {"T": null}}}',
      /\/d\/PLC-01\/T/,
    ],
    ['json mqtt=ack', '{"commandId": "c", "result": "failed"}', /\/result/],
    ['json mqtt=alarm', '{}', /no such channel/],
  ] as const;
  for (const [fence, json, pattern] of wrong) {
    const problems = checkMqttPage(page(fence, json), 'x.md', spec, validator);
    assert.ok(problems.length > 0, `${fence} ${json} passed`);
    assert.equal(problems[0].file, 'x.md');
    assert.equal(problems[0].line, 5);
    assert.match(problems.map((problem) => problem.message).join('\n'), pattern);
  }
});

test('topics quoted on a page must be channels of the document', () => {
  const fine =
    'Publish on `edgehub/v1/acme-plant-tpe/SCADA-TPE-0001/data` and `edgehub/v1/{tenantId}/{scadaId}/cmd`; all start with `edgehub/v1/acme-plant-tpe/SCADA-TPE-0001/` or `edgehub/v1/...`; code: f"edgehub/v1/{TENANT_ID}/{SCADA_ID}".';
  assert.deepEqual(checkMqttPage(fine, 'x.md', spec, validator), []);
  const problems = checkMqttPage('\nSubscribe to `edgehub/v1/{tenantId}/{scadaId}/command`.', 'x.md', spec, validator);
  assert.equal(problems.length, 1);
  assert.equal(problems[0].line, 2);
  assert.match(problems[0].message, /"edgehub\/v1\/\{tenantId\}\/\{scadaId\}\/command" is no channel/);
});

test('a message seen on the broker is checked for its channel, payload, QoS and retain flag', () => {
  const topic = 'edgehub/v1/acme-plant-tpe/SCADA-TPE-0001';
  const seen = (channel: string, payload: unknown, qos: number, retain: boolean) =>
    checkReceived(spec, validator, {
      topic: `${topic}/${channel}`,
      payload: JSON.stringify(payload),
      qos,
      retain,
      at: 0,
    });
  const status = { online: true, ts: '2026-11-02T08:01:00Z' };
  assert.deepEqual(seen('status', status, 1, true), []);
  assert.deepEqual(seen('data', { ts: '2026-11-02T08:00:00.123Z', d: { 'PLC-01': { T: 1 } } }, 1, false), []);
  assert.match(seen('status', status, 1, false).join(), /retain false; .* says QoS 1, retain true/);
  assert.match(seen('data', { ts: '2026-11-02T08:00:00Z', d: {} }, 0, false).join(), /QoS 0/);
  assert.match(seen('data', { ts: '2026-11-02T08:00:00Z', d: {}, extra: 1 }, 1, false).join(), /unknown field "extra"/);
  assert.match(seen('alarms', status, 1, false).join(), /no channel/);
});
