import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import YAML from 'yaml';
import { docSets, type DocSet } from '../../src/data/docSets';
import { edgehubMqtt } from '../../src/data/facts/edgehubMqtt';
import {
  applications,
  features,
  plansWith,
  type Application,
  type Duration,
  type FeatureName,
} from '../../src/data/facts/plans';
import { wedaQnn } from '../../src/data/facts/wedaQnn';
import { wiseIServiceFacts, type Fact } from '../../src/data/facts/wiseIService';
import { ROOT, manualPages, pluginI18nDir } from '../../tooling/content';
import {
  availableInNotes,
  featuresOfPage,
  handWrittenHistory,
  unknownFeatures,
  wrongGatewayRates,
  wrongQnnVersions,
} from '../../tooling/factGuards';

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

// ---------------------------------------------------------------- cross-product facts (issue 29)

function relativePage(page: { set: DocSet; locale: string; file: string }): string {
  const base = page.locale === 'en' ? path.join(ROOT, page.set.path) : path.join(pluginI18nDir(page.set), 'current');
  return path.relative(base, page.file).replace(/\.mdx?$/, '');
}

const planApps = setsNamed('iotsensing', 'inspection', 'countingbi');

test('the subscription manual renders the plans from the data file, in both locales', () => {
  for (const file of pages('iservice', 'Subscription_-_User_Manual/Plans_and_Licenses.mdx')) {
    assert.ok(fs.existsSync(file), `${path.relative(ROOT, file)} is missing`);
    const text = fs.readFileSync(file, 'utf8');
    assert.match(text, /<PlanTable \/>/, path.relative(ROOT, file));
    assert.doesNotMatch(text, /\| \*\*IoT Sensing\*\* \| \*\*Basic\*\*/, 'the plan table is written by hand again');
  }
});

test('every page of a plan feature says where it is available, in both locales, and no note names an unknown feature', () => {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const page of manualPages(planApps)) {
    const text = fs.readFileSync(page.file, 'utf8');
    const expected = featuresOfPage(page.set.id, relativePage(page));
    const notes = availableInNotes(text);
    for (const name of expected) {
      seen.add(`${page.locale}:${name}:${relativePage(page)}`);
      if (!notes.includes(name)) problems.push(`${page.shown}: no <AvailableIn feature="${name}" />`);
    }
    for (const name of unknownFeatures(text))
      problems.push(`${page.shown}: <AvailableIn feature="${name}" /> names no feature of src/data/facts/plans.ts`);
    for (const name of notes) {
      if (!expected.includes(name as FeatureName))
        problems.push(
          `${page.shown}: <AvailableIn feature="${name}" /> on a page the feature does not list in plans.ts`,
        );
    }
  }
  for (const [name, feature] of Object.entries(features)) {
    for (const locale of ['en', 'zh-tw']) {
      for (const page of feature.pages) {
        if (!seen.has(`${locale}:${name}:${page}`))
          problems.push(`plans.ts: ${name} lists ${page}, which has no ${locale} page`);
      }
    }
  }
  assert.deepEqual(problems, []);
});

test('every plan a feature needs exists, and plans grow in history', () => {
  for (const name of Object.keys(features) as FeatureName[]) assert.ok(plansWith(name).length >= 1, name);
  for (const [id, app] of Object.entries(applications) as Array<[string, Application]>) {
    const histories = app.plans.map((plan) => (plan.history ? toDays(plan.history) : 0));
    assert.deepEqual(
      [...histories].sort((a, b) => a - b),
      histories,
      `${id}: a higher plan keeps less history`,
    );
    for (const plan of app.plans) {
      if (plan.history && plan.historyMax)
        assert.ok(toDays(plan.historyMax) >= toDays(plan.history), `${id} ${plan.name}`);
      if (plan.historyMin && plan.history)
        assert.ok(toDays(plan.historyMin) <= toDays(plan.history), `${id} ${plan.name}`);
    }
  }
});

function toDays(duration: Duration): number {
  return duration.unit === 'days' ? duration.amount : duration.amount * 30;
}

test('the application manuals state plan histories only through <PlanHistory />, in both locales', () => {
  const found = manualPages(planApps).flatMap((page) =>
    handWrittenHistory(page.set.id, fs.readFileSync(page.file, 'utf8')).map((problem) => `${page.shown}: ${problem}`),
  );
  assert.deepEqual(found, []);
});

test('WEDA states the QNN SDK versions of the facts file, in both locales', () => {
  const found = manualPages(setsNamed('weda')).flatMap((page) =>
    wrongQnnVersions(fs.readFileSync(page.file, 'utf8')).map((problem) => `${page.shown}: ${problem}`),
  );
  assert.deepEqual(found, []);
});

test('EdgeHub and EdgeLink state the per-gateway message rate of the facts file, in both locales', () => {
  const found = manualPages(setsNamed('edgehub', 'edgelink')).flatMap((page) =>
    wrongGatewayRates(fs.readFileSync(page.file, 'utf8')).map((problem) => `${page.shown}: ${problem}`),
  );
  assert.deepEqual(found, []);
});

test('an MQTT null value is a value REST reads can carry', () => {
  const readValue = (
    edgehubSpec.components.schemas as unknown as Record<string, { oneOf?: Array<{ nullable?: boolean }> }>
  ).ReadValue;
  assert.ok(
    readValue?.oneOf?.some((branch) => branch.nullable === true),
    'ReadValue has no nullable branch',
  );
  assert.equal(edgehubMqtt.nullValueMeansUnreadable, true);
});

test('a reintroduced contradiction of each kind is caught', () => {
  // Plans: a history written by hand, a note for a feature that does not exist.
  assert.ok(handWrittenHistory('iotsensing', 'Readings are kept online for 24 months.').length >= 1);
  assert.ok(handWrittenHistory('iotsensing', '讀值在線上保存 24 個月。').length >= 1);
  assert.ok(handWrittenHistory('countingbi', '| One-minute counts | 13 months | 3–25 months |').length >= 1);
  assert.deepEqual(handWrittenHistory('iotsensing', 'Readings stay online for <PlanHistory app="iotsensing" />.'), []);
  assert.deepEqual(unknownFeatures('<AvailableIn feature="apiAccess" />'), ['apiAccess']);
  // Versions.
  assert.ok(wrongQnnVersions('the supported range is QNN SDK 2.22 to 2.28').length >= 1);
  assert.ok(wrongQnnVersions('支援範圍為 QNN SDK 2.22 至 2.28').length >= 1);
  assert.ok(wrongQnnVersions('built with a QNN SDK newer than 2.28').length >= 1);
  assert.deepEqual(
    wrongQnnVersions(`QNN SDK ${wedaQnn.oldestBinary} to ${wedaQnn.runtime}, image QNN SDK ${wedaQnn.runtime}`),
    [],
  );
  // Rates.
  assert.ok(wrongGatewayRates('EdgeHub accepts 10 batches per second per gateway without throttling.').length >= 1);
  assert.ok(wrongGatewayRates('EdgeHub 每台閘道器每秒可接受 10 個批次而不限流。').length >= 1);
  assert.ok(wrongGatewayRates('| **Replay Rate** | Buffered batches | `10` | 1-100 |').length >= 1);
  assert.ok(wrongGatewayRates('| Data messages per gateway | 50 a second sustained, bursts up to 300 |').length >= 1);
  assert.deepEqual(wrongGatewayRates('within the broker limit of 50 messages a second sustained per gateway'), []);
});
