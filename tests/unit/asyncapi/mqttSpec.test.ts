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
import { referenceSets } from '../../../src/data/docSets';
import { asyncapiReference } from '../../../tooling/asyncapi/reference';
import { referenceKind } from '../../../tooling/references/kinds';
import { edgehubMqtt, edgehubTags } from '../../../src/data/facts/edgehubMqtt';
import { configAtLimits } from '../../../tooling/asyncapi/mqttConfigLimits';
import { ROOT } from '../../../tooling/content/files';
import { checkMqttPage } from '../../../tooling/asyncapi/mqttExamples';
import {
  checkReceived,
  connectionFacts,
  exampleProblems,
  loadMqttSpec,
  MQTT_SPEC_FILE,
  PayloadValidator,
  tagFacts,
  type MqttSpec,
} from '../../../tooling/asyncapi/mqttSpec';

let spec: MqttSpec;
let validator: PayloadValidator;
before(async () => {
  spec = await loadMqttSpec(path.join(ROOT, MQTT_SPEC_FILE));
  validator = new PayloadValidator(spec);
});

test('the documentation-set row names the AsyncAPI document the facts come from', () => {
  assert.deepEqual(
    referenceSets.filter((set) => referenceKind(set) === asyncapiReference).map((set) => set.spec),
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
  assert.equal(edgehubMqtt.maxMessageBytes, 16 * 1024 * 1024);
  assert.deepEqual(edgehubMqtt.retainedTopics, ['config', 'status']);
  assert.deepEqual(JSON.parse(JSON.stringify(edgehubTags)), JSON.parse(JSON.stringify(tagFacts(ROOT))));
});

test('one tag contract: the Tag management table is the ConfigTag schema, in both locales', () => {
  const byName = new Map(tagFacts(ROOT).settings.map((setting) => [setting.name, setting]));
  assert.deepEqual(
    [...byName.keys()],
    ['type', 'description', 'unit', 'spanLow', 'spanHigh', 'decimals', 'states', 'readOnly'],
  );
  assert.equal(byName.get('description')?.maxLength, 200, 'EdgeLink publishes description; the APIs return it');
  assert.equal(byName.get('unit')?.maxLength, 16);
  assert.deepEqual([byName.get('decimals')?.minimum, byName.get('decimals')?.maximum], [0, 6]);
  assert.deepEqual([byName.get('states')?.minItems, byName.get('states')?.maxItems], [2, 16]);
  assert.equal(byName.get('readOnly')?.required, true);
  for (const setting of edgehubTags.settings)
    assert.match(setting.description['zh-tw'], /\p{Script=Han}/u, setting.name);
  for (const file of [
    'EdgeHub/Device_Management/Tag_Management.mdx',
    'i18n/zh-tw/docusaurus-plugin-content-docs-edgehub/current/Device_Management/Tag_Management.mdx',
  ]) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    assert.match(text, /<EdgeHubTagSettings \/>/, file);
    assert.doesNotMatch(text, /\| `decimals` \|/, `${file} restates the tag settings by hand`);
  }
});

test('a configuration at every documented limit is valid and fits one message; one step past a limit is refused', () => {
  const config = configAtLimits(edgehubMqtt, edgehubTags);
  assert.deepEqual(validator.check('config', config), []);
  const devices = Object.values(config.devices) as Array<{ tags: Record<string, unknown> }>;
  assert.equal(devices.length, edgehubMqtt.configMaxDevices);
  assert.equal(
    devices.reduce((count, device) => count + Object.keys(device.tags).length, 0),
    edgehubMqtt.configMaxTags,
  );
  const bytes = Buffer.byteLength(JSON.stringify(config));
  assert.ok(bytes > 12 * 1024 * 1024, `the largest configuration is ${bytes} bytes`);
  assert.ok(
    bytes <= edgehubMqtt.maxMessageBytes,
    `${bytes} bytes must fit the ${edgehubMqtt.maxMessageBytes}-byte packet limit`,
  );

  const [deviceId, device] = Object.entries(config.devices)[0] as [
    string,
    { tags: Record<string, Record<string, unknown>> },
  ];
  const [tagName, tag] = Object.entries(device.tags)[0] as [string, Record<string, unknown>];
  const past = (change: (copy: typeof config) => void): number => {
    const copy = structuredClone(config);
    change(copy);
    return validator.check('config', copy).length;
  };
  const firstTag = (copy: typeof config) =>
    (copy.devices[deviceId] as typeof device).tags[tagName] as Record<string, unknown>;
  assert.ok(past((copy) => (firstTag(copy).description = `${String(tag.description)}x`)) > 0, 'description');
  assert.ok(past((copy) => (firstTag(copy).unit = `${String(tag.unit)}x`)) > 0, 'unit');
  assert.ok(past((copy) => (firstTag(copy).decimals = 7)) > 0, 'decimals');
  assert.ok(past((copy) => (firstTag(copy).states = [...(tag.states as string[]), 'x'])) > 0, 'states');
  assert.ok(past((copy) => ((copy.devices[deviceId] as typeof device).tags[`${tagName}x`] = tag)) > 0, 'tag name');
  assert.ok(past((copy) => (copy.devices[`${deviceId}x`] = device)) > 0, 'device id and device count');
  assert.ok(past((copy) => delete firstTag(copy).readOnly) > 0, 'readOnly is required');
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
  assert.deepEqual(
    checkMqttPage(page('json mqtt=data', good), 'x.md', [{ spec, validator, routeBasePath: 'APIs/EdgeHub-MQTT' }]),
    [],
  );
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
    const problems = checkMqttPage(page(fence, json), 'x.md', [
      { spec, validator, routeBasePath: 'APIs/EdgeHub-MQTT' },
    ]);
    assert.ok(problems.length > 0, `${fence} ${json} passed`);
    assert.equal(problems[0].file, 'x.md');
    assert.equal(problems[0].line, 5);
    assert.match(problems.map((problem) => problem.message).join('\n'), pattern);
  }
});

test('topics quoted on a page must be channels of the document', () => {
  const fine =
    'Publish on `edgehub/v1/acme-plant-tpe/SCADA-TPE-0001/data` and `edgehub/v1/{tenantId}/{scadaId}/cmd`; all start with `edgehub/v1/acme-plant-tpe/SCADA-TPE-0001/` or `edgehub/v1/...`; code: f"edgehub/v1/{TENANT_ID}/{SCADA_ID}".';
  assert.deepEqual(checkMqttPage(fine, 'x.md', [{ spec, validator, routeBasePath: 'APIs/EdgeHub-MQTT' }]), []);
  const problems = checkMqttPage('\nSubscribe to `edgehub/v1/{tenantId}/{scadaId}/command`.', 'x.md', [
    { spec, validator, routeBasePath: 'APIs/EdgeHub-MQTT' },
  ]);
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
