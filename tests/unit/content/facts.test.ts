import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import YAML from 'yaml';
import { docSets, type DocSet } from '../../../src/data/docSets';
import {
  UNTIL_DELETED,
  closure,
  dataCategories,
  downgradeDeletedDay,
  expiryStages,
  lifecycle,
  retention,
  retentionItem,
  stageDay,
  type LifecycleRow,
  type RetentionItem,
} from '../../../src/data/facts/dataLifecycle';
import { edgehubMqtt } from '../../../src/data/facts/edgehubMqtt';
import {
  applications,
  durationDays,
  features,
  plansWith,
  type AppId,
  type Application,
  type FeatureName,
} from '../../../src/data/facts/plans';
import { wedaQnn } from '../../../src/data/facts/wedaQnn';
import { wiseIServiceFacts, type Fact } from '../../../src/data/facts/wiseIService';
import { ROOT, manualPages, pluginI18nDir } from '../../../tooling/content/files';
import {
  availableInNotes,
  featuresOfPage,
  handWrittenHistory,
  handWrittenRetention,
  unknownFeatures,
  unknownRetentionItems,
  wrongGatewayRates,
  wrongQnnVersions,
} from '../../../tooling/content/factGuards';

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
    const histories = app.plans.map((plan) => (plan.history ? durationDays(plan.history) : 0));
    assert.deepEqual(
      [...histories].sort((a, b) => a - b),
      histories,
      `${id}: a higher plan keeps less history`,
    );
    for (const plan of app.plans) {
      if (plan.history && plan.historyMax)
        assert.ok(durationDays(plan.historyMax) >= durationDays(plan.history), `${id} ${plan.name}`);
      if (plan.historyMin && plan.history)
        assert.ok(durationDays(plan.historyMin) <= durationDays(plan.history), `${id} ${plan.name}`);
    }
  }
});

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

// ---------------------------------------------------------------- one data lifecycle (issue 41)

/** The manuals whose retention periods come from src/data/facts/dataLifecycle.ts. */
const lifecycleSets = setsNamed('iservice', 'iotsensing', 'inspection', 'countingbi', 'visionsense', 'signagebi');

test('the data lifecycle is one timeline: stages in order, a downgrade deletes on the day expiry does, records outlive it', () => {
  const days = expiryStages.map((stage) => stage.fromDay);
  assert.equal(days[0], 0, 'the timeline starts on the end date');
  assert.deepEqual(
    [...days].sort((a, b) => a - b),
    days,
    'dataLifecycle.ts: expiry stages out of order',
  );
  assert.equal(downgradeDeletedDay, stageDay('deleted'), 'a downgrade deletes on another day than expiry');
  assert.ok(durationDays(closure.readOnly) < stageDay('deleted'), 'closing the company waits longer than expiry');
  for (const item of Object.values(retention).flatMap((items) => Object.values(items) as RetentionItem[])) {
    if (item.kind === 'legalRecord')
      assert.ok(durationDays(item.duration) > stageDay('deleted'), `${item.data.en} would die with the subscription`);
    if (item.kind === 'setting') {
      const [min, value, max] = [item.min, item.default, item.max].map(durationDays) as [number, number, number];
      assert.ok(min <= value && value <= max, `${item.data.en}: default outside its range`);
    }
  }
});

test('every WISE-iService application has lifecycle rows for each kind of data, and every row resolves', () => {
  const problems: string[] = [];
  assert.deepEqual(
    Object.keys(lifecycle).sort(),
    Object.keys(applications).sort(),
    'lifecycle rows per application of plans.ts',
  );
  for (const [app, rows] of Object.entries(lifecycle) as Array<[AppId, readonly LifecycleRow[]]>) {
    const categories = rows.map((row) => row.category);
    for (const category of dataCategories)
      if (!categories.includes(category)) problems.push(`${app}: no row of kind ${category}`);
    const order = categories.map((category) => dataCategories.indexOf(category));
    if (order.some((value, index) => index > 0 && value < (order[index - 1] ?? 0)))
      problems.push(`${app}: rows not grouped by kind in the order ${dataCategories.join(', ')}`);
    const lowest: string | undefined = (applications[app] as Application).plans[0]?.name;
    for (const row of rows) {
      const kept = row.kept === UNTIL_DELETED ? undefined : retentionItem(app, row.kept);
      if (row.kept !== UNTIL_DELETED && !kept)
        problems.push(`${app}: kept "${row.kept}" is no retention item of ${app}`);
      if (row.feature && features[row.feature].app !== app)
        problems.push(`${app}: feature ${row.feature} of another app`);
      const feature: { plan: string; app: string } | undefined = row.feature ? features[row.feature] : undefined;
      const needsHigherPlan = feature !== undefined && feature.plan !== lowest;
      if (row.kind === 'legalRecord') {
        if (kept?.kind !== 'legalRecord') problems.push(`${app}: legal record row kept by a ${kept?.kind} item`);
        continue;
      }
      if (kept?.kind === 'legalRecord')
        problems.push(`${app}: a legal record needs its own sentences (kind legalRecord)`);
      if (needsHigherPlan && row.downgrade !== 'featureEnds')
        problems.push(
          `${app}: ${row.data.en} needs ${features[row.feature as FeatureName].plan}, so a downgrade ends it`,
        );
      if (!needsHigherPlan && row.downgrade === 'featureEnds')
        problems.push(`${app}: ${row.data.en} is in every plan, yet a downgrade ends it`);
    }
  }
  assert.deepEqual(problems, []);
});

test('the subscription manual and the cold-chain reports render the data lifecycle from the facts file, in both locales', () => {
  for (const file of pages('iservice', 'Subscription_-_User_Manual/Plans_and_Licenses.mdx'))
    assert.match(fs.readFileSync(file, 'utf8'), /<DataLifecycle \/>/, path.relative(ROOT, file));
  for (const file of pages('iservice', 'Subscription_-_User_Manual/Renew_Subscription.mdx')) {
    assert.ok(fs.existsSync(file), `${path.relative(ROOT, file)} is missing`);
    const text = fs.readFileSync(file, 'utf8');
    assert.match(text, /<ExpiryTimeline \/>/, path.relative(ROOT, file));
    assert.match(text, /<DataLifecycle \/>/, path.relative(ROOT, file));
  }
  for (const file of pages('iotsensing', 'Cold_Chain/Cold_Chain_Reports.mdx'))
    assert.match(fs.readFileSync(file, 'utf8'), /<DataLifecycle app="iotsensing" \/>/, path.relative(ROOT, file));
});

test('the manuals state retention periods only through src/components/DataLifecycle, in both locales', () => {
  const found = manualPages(lifecycleSets).flatMap((page) => {
    const text = fs.readFileSync(page.file, 'utf8');
    return [
      ...handWrittenRetention(text),
      ...unknownRetentionItems(text).map(
        (name) => `<Retention> names ${name}, no item of src/data/facts/dataLifecycle.ts`,
      ),
    ].map((problem) => `${page.shown}: ${problem}`);
  });
  assert.deepEqual(found, []);
});

test('the diagrams of those manuals state no retention period either, in both locales', () => {
  const found: string[] = [];
  for (const dir of ['iservice', 'iotsensing', 'inspection', 'countingbi', 'visionsense', 'signagebi']) {
    for (const sub of ['', 'zh-tw']) {
      const folder = path.join(ROOT, 'static/img', dir, sub);
      if (!fs.existsSync(folder)) continue;
      for (const name of fs.readdirSync(folder).filter((file) => file.endsWith('.svg'))) {
        const svg = fs.readFileSync(path.join(folder, name), 'utf8');
        const texts = [...svg.matchAll(/<(?:text|desc|title)\b[^>]*>([^<]*)</g)].map((match) => match[1]).join('\n');
        for (const problem of handWrittenRetention(texts))
          found.push(`${path.relative(ROOT, path.join(folder, name))}: ${problem}`);
      }
    }
  }
  assert.deepEqual(found, []);
});

test('a hand-typed retention period is caught, in both locales, with the fix', () => {
  const planted = [
    'Locked reports are kept for 7 years, even after the readings expire.',
    'After a downgrade, signed reports stay readable for 90 days.',
    'Application data is deleted from day 135 after expiry.',
    '| Days after the end date | State |',
    'Completed inspection reports are kept 5 years.',
    'Larger reports are sent as a link valid for 30 days.',
    'Backups rotate within 7 days.',
    '| **Audience Data Retention** | Months audience data is kept | 25 | 3–25 |',
    '| Data | Kept for | Range |\n| --- | --- | --- |\n| Hourly and daily KPIs | 5 years | 2–10 years |',
    '已鎖定的報表保留 7 年。',
    '試用結束後，若未訂閱，會有 30 天唯讀期。',
    '應用程式資料會在第 135 天刪除。',
    '較大的報表則以連結寄送，有效期限 30 天。',
  ];
  for (const text of planted) {
    const problems = handWrittenRetention(text);
    assert.equal(problems.length, 1, `not caught: ${text}`);
    assert.match(problems[0] ?? '', /^line \d+: ".+": show it with <Retention .*src\/data\/facts\/dataLifecycle\.ts$/);
  }
  const allowed = [
    'Locked reports are kept for <Retention product="iotsensing" item="lockedReports" /> from locking.',
    'The invitation link is valid for 7 days.',
    'The gateway buffers up to 72 hours of readings.',
    '| **Local buffer** | Counts kept on the device while offline | 30 days | fixed |',
    'Choose a range: **Last 7 days** or **Last 30 days**.',
    'Every application offers a 30-day trial.',
    '| **Critical** | 1 day | 0–3 days |',
    '邀請連結的有效期限為 7 天。',
    '```text\nkept for 7 years\n```',
  ];
  for (const text of allowed) assert.deepEqual(handWrittenRetention(text), [], `flagged: ${text}`);
  assert.deepEqual(unknownRetentionItems('<Retention product="iotsensing" item="lockedReport" />'), [
    'iotsensing:lockedReport',
  ]);
  assert.deepEqual(unknownRetentionItems('<Retention product="signagebi" item="downloads" />'), []);
});
