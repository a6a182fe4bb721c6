/**
 * A second AsyncAPI reference, from a fixture document without EdgeHub's extensions: it gets its own
 * pages, facts module and broker check, and none of EdgeHub's (tooling/asyncapi/reference.ts).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import type { ReferenceSet } from '../../../src/data/docSets';
import { checkDocumentOnBroker } from '../../../tooling/asyncapi/brokerCheck';
import { writeReference } from '../../../tooling/asyncapi/mqttReference';
import { brokerFacts, factsModuleFile, loadMqttSpec, writeFactsModule } from '../../../tooling/asyncapi/mqttSpec';
import { asyncapiReference } from '../../../tooling/asyncapi/reference';
import { ROOT, walkFiles } from '../../../tooling/content/files';
import { sampleSet, scratch } from '../fixtures';

const SPEC = 'tests/unit/asyncapi/fixture/plant-sensors.asyncapi.yaml';
/** Its row of the table, as a writer would add it (the sample row's description and placement). */
const set: ReferenceSet = {
  ...sampleSet,
  id: 'plant-sensors-mqtt',
  kind: 'asyncapi',
  spec: SPEC,
  family: 'api',
  product: 'iotsensing',
  path: 'generated/api/en/plant-sensors-mqtt',
  minPages: 0,
  routeBasePath: 'APIs/Plant-Sensors-MQTT',
  landing: 'plant-sensors-mqtt-api',
  label: { en: 'Plant Sensor MQTT API', 'zh-tw': '廠區感測器 MQTT API' },
};
const spec = loadMqttSpec(path.join(ROOT, SPEC));

test('a second AsyncAPI reference gets its own pages, with its broker, topics and links, and none of EdgeHub', async () => {
  const dir = scratch({});
  assert.equal(writeReference(await spec, set, 'en', dir), 3, 'the landing page and one page per channel');
  assert.deepEqual(walkFiles(dir, () => true).sort(), [
    'channels/_category_.json',
    'channels/calibrate.md',
    'channels/reading.md',
    'plant-sensors-mqtt-api.md',
  ]);
  const landing = fs.readFileSync(path.join(dir, 'plant-sensors-mqtt-api.md'), 'utf8');
  assert.match(landing, /^# Plant Sensor MQTT API$/m);
  assert.match(
    landing,
    /\| Host and port \| `sensors\.plant\.example\.com:8884` \(`mqtts:\/\/sensors\.plant\.example\.com:8884`\) \|/,
  );
  assert.match(landing, /\| Maximum message size \(`maximumPacketSize`\) \| 64 KB \(65,536 bytes\) \|/);
  assert.match(
    landing,
    /\| \[`plant\/v2\/\{sensorId\}\/reading`\]\(\/APIs\/Plant-Sensors-MQTT\/channels\/reading\) \| Client → broker \(the client publishes\) \| 1 \| no \| Reading \|/,
  );
  assert.match(
    landing,
    /\[plant-sensors\.asyncapi\.yaml\]\(\/tests\/unit\/asyncapi\/fixture\/plant-sensors\.asyncapi\.yaml\)/,
  );
  assert.match(landing, /keywords: \["IoT Sensing","MQTT"/);
  const channel = fs.readFileSync(path.join(dir, 'channels/calibrate.md'), 'utf8');
  assert.match(channel, /\| Example \| `plant\/v2\/TS-0042\/calibrate` \|/);
  assert.match(channel, /\| Direction \| Broker → client \(the client subscribes\) \|/);
  for (const file of walkFiles(dir, () => true)) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    assert.doesNotMatch(
      text,
      /EdgeHub|gateway|Connection lifecycle|Reconnect|Limits/,
      `${file} says what only EdgeHub's document states`,
    );
  }
  const zh = scratch({});
  writeReference(await spec, set, 'zh-tw', zh);
  assert.match(
    fs.readFileSync(path.join(zh, 'plant-sensors-mqtt-api.md'), 'utf8'),
    /用戶端 → 代理伺服器（用戶端發布）/,
  );
});

test('a second AsyncAPI reference gets its own facts module: its broker facts under its own name, no EdgeHub facts', async () => {
  const root = scratch({ [SPEC]: fs.readFileSync(path.join(ROOT, SPEC), 'utf8') });
  await writeFactsModule(root, set);
  assert.equal(factsModuleFile(set), 'generated/facts/plantSensorsMqtt.ts');
  const source = fs.readFileSync(path.join(root, factsModuleFile(set)), 'utf8');
  const facts = /export const plantSensorsMqtt = ([\s\S]*?) as const;/.exec(source)?.[1];
  assert.ok(facts, source);
  assert.deepEqual(JSON.parse(facts), {
    host: 'sensors.plant.example.com',
    port: 8884,
    brokerUrl: 'mqtts://sensors.plant.example.com:8884',
    topics: { reading: 'plant/v2/{sensorId}/reading', calibrate: 'plant/v2/{sensorId}/calibrate' },
    retainedTopics: [],
    maxMessageKB: 64,
    maxMessageBytes: 65536,
  });
  assert.deepEqual(JSON.parse(facts), JSON.parse(JSON.stringify(brokerFacts(await spec))));
  assert.doesNotMatch(source, /edgehub|keepAlive|scadaId/i);
});

test('a second AsyncAPI reference gets its own broker check: its examples and payloads by their sides, each checked', async () => {
  const page = (payload: unknown, line: number) => ({ file: 'x.md', line, channel: 'reading', payload });
  const good = await checkDocumentOnBroker(await spec, [page({ ts: '2026-11-02T09:00:00Z', celsius: -3 }, 4)]);
  assert.deepEqual(good.problems, []);
  assert.match(
    good.summary,
    /: 2 document examples and 1 page payloads published by their sides and 3 messages checked/,
  );
  const bad = await checkDocumentOnBroker(await spec, [page({ ts: '2026-11-02T09:00:00Z', celsius: 'hot' }, 9)]);
  assert.equal(bad.problems.length, 1, bad.problems.join('\n'));
  assert.match(bad.problems[0] as string, /^plant\/v2\/TS-0042\/reading: \/celsius must be number/);
  // Through the kind's module: the document's own check, not EdgeHub's programs or limits.
  const result = await asyncapiReference.checkBroker?.(set);
  assert.deepEqual(result?.problems, []);
  assert.equal(result?.summaries.length, 1);
  assert.match(result?.summaries[0] ?? '', /plant-sensors\.asyncapi\.yaml: 2 document examples and 0 page payloads/);
});
