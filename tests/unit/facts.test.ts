import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import YAML from 'yaml';
import { docSets, type DocSet } from '../../src/data/docSets';
import { edgehubMqtt } from '../../src/data/facts/edgehubMqtt';
import { wiseIServiceFacts, type Fact } from '../../src/data/facts/wiseIService';
import { ROOT, manualPages, pluginI18nDir } from '../../tooling/content';

const edgehubSpec = YAML.parse(fs.readFileSync(path.join(ROOT, 'openapi/edgehub.yaml'), 'utf8')) as {
  components: { schemas: { ScadaId: { pattern: string } } };
};

test('the SCADA ID rule of the MQTT facts is the ScadaId schema of the EdgeHub spec', () => {
  assert.equal(edgehubMqtt.scadaId.pattern, edgehubSpec.components.schemas.ScadaId.pattern);
  const pattern = new RegExp(edgehubMqtt.scadaId.pattern);
  assert.ok(pattern.test('a'.repeat(edgehubMqtt.scadaId.minLength)));
  assert.ok(!pattern.test('a'.repeat(edgehubMqtt.scadaId.minLength - 1)));
  assert.ok(pattern.test('a'.repeat(edgehubMqtt.scadaId.maxLength)));
  assert.ok(!pattern.test('a'.repeat(edgehubMqtt.scadaId.maxLength + 1)));
  assert.ok(pattern.test(edgehubMqtt.scadaId.example));
  assert.equal(edgehubMqtt.brokerUrl, `mqtts://${edgehubMqtt.host}:${edgehubMqtt.port}`);
});

function setsNamed(...ids: string[]): DocSet[] {
  return ids.map((id) => {
    const set = docSets.find((s) => s.id === id);
    assert.ok(set, `no doc set ${id}`);
    return set;
  });
}

/** Both locales of the pages that tell a gateway how to connect. */
function pages(setId: string, file: string): string[] {
  const [set] = setsNamed(setId) as [DocSet];
  return [path.join(ROOT, set.path, file), path.join(pluginI18nDir(set), 'current', file)];
}

test('the EdgeLink connector and the MQTT manual show the connection table from the facts file, in both locales', () => {
  for (const file of [
    ...pages('edgelink', 'Cloud_Connectors/EdgeHub.mdx'),
    ...pages('edgehub', 'Edge_SDK/MQTT_Protocol_Manual.mdx'),
  ]) {
    assert.ok(fs.existsSync(file), `${path.relative(ROOT, file)} is missing`);
    assert.match(fs.readFileSync(file, 'utf8'), /<EdgeHubMqttConnection \/>/, path.relative(ROOT, file));
  }
});

test('no manual restates the retired MQTT values (keep-alive up to 1200 s, SCADA ID from 1 character, a gateway user name and password)', () => {
  const retired = [/10\s*[-–]\s*1200/, /SCADA ID.*\b1\s*[-–]\s*64/, /User Name \/ Password/];
  const found: string[] = [];
  for (const page of manualPages(setsNamed('edgehub', 'edgelink'))) {
    const text = fs.readFileSync(page.file, 'utf8');
    // EdgeLink's generic MQTT driver, which never names EdgeHub, has ranges of its own.
    if (page.set.id === 'edgelink' && !/edgehub/i.test(text)) continue;
    for (const pattern of retired) if (pattern.test(text)) found.push(`${page.shown}: ${pattern}`);
  }
  assert.deepEqual(found, []);
});

const WORD_NUMBERS: Record<string, number> = { five: 5, ten: 10 };

/** Sentences of a text that restate a WISE-iService fact with another value than the data file. */
function restatedWiseIServiceFacts(text: string): string[] {
  const found: string[] = [];
  for (const [name, fact] of Object.entries(wiseIServiceFacts) as Array<[string, Fact]>) {
    for (const pattern of fact.restated) {
      for (const match of text.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))) {
        const raw = (match[1] ?? '').toLowerCase();
        const value = WORD_NUMBERS[raw] ?? Number(raw);
        if (value !== fact.value) found.push(`${name}: "${match[0]}" (the platform says ${fact.text.en})`);
      }
    }
  }
  return found;
}

test('a restated WISE-iService fact with another value is caught', () => {
  assert.deepEqual(
    restatedWiseIServiceFacts('The invitation link is valid for 7 days. Sessions end after 60 minutes.'),
    [],
  );
  assert.ok(restatedWiseIServiceFacts('The invitation link is valid for 72 hours.').length >= 1);
  assert.equal(restatedWiseIServiceFacts('Five failed attempts lock the account for 15 minutes.').length, 2);
  assert.equal(restatedWiseIServiceFacts('邀請連結有效期限為 72 小時。').length, 1);
  assert.equal(restatedWiseIServiceFacts('Store code: 2–20 characters').length, 1);
});

test('the WISE-iService manuals state the platform value of every account and site fact, in both locales', () => {
  const found: string[] = [];
  for (const page of manualPages(setsNamed('iservice', 'iotsensing', 'inspection', 'countingbi'))) {
    for (const problem of restatedWiseIServiceFacts(fs.readFileSync(page.file, 'utf8'))) {
      found.push(`${page.shown}: ${problem}`);
    }
  }
  assert.deepEqual(found, [], 'show the value with <WiseIServiceFact /> or link the platform page instead');
});
