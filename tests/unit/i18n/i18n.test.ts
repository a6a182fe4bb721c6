import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { apiPagesDir, docSets } from '../../../src/data/docSets';
import {
  chineseFiles,
  conceptPairProblems,
  terminologyProblems,
  treeTerminologyProblems,
  variantPairProblems,
} from '../../../tooling/i18n/terminology';
import {
  compareTranslation,
  describeProblems,
  extractStrings,
  mergeTranslation,
  shortHash,
} from '../../../tooling/openapi/apiStrings';
import {
  diagramProblems,
  fileHash,
  pageStatus,
  recordedSourceHash,
  sourceHashProblems,
} from '../../../tooling/i18n/translationStatus';
import { sampleSet as set, scratch } from '../fixtures';

const zhDir = 'i18n/zh-tw/docusaurus-plugin-content-docs-alpha/current';

test('the terminology lint names the file, the line and the term to write', () => {
  const problems = terminologyProblems('x.md', '# 標題\n\n## 先決條件 {#prerequisites}\n請按一下 **Save**。\n');
  assert.deepEqual(
    problems.map((problem) => `${problem.file}:${problem.line} ${problem.message}`),
    [
      'x.md:3 "先決條件" is not the portal\'s term for "prerequisites": write "事前準備" (src/data/glossary.ts)',
      'x.md:4 "按一下" is not the portal\'s term for "click": write "點選" (src/data/glossary.ts)',
    ],
  );
});

test('the terminology lint catches mainland words but not the Taiwan words that contain them', () => {
  const lines = ['預設的網絡設定', '用戶可以登入', 'API 用戶端', '數據機與資料'];
  const found = lines.map((line) => terminologyProblems('x.md', line).map((problem) => problem.message));
  assert.match(found[0]?.join() ?? '', /"網絡" .* write "網路"/);
  assert.match(found[1]?.join() ?? '', /"用戶" .* write "使用者"/);
  assert.deepEqual(found[2], []);
  assert.deepEqual(found[3], []);
});

test('a Simplified character fails with its Traditional form; Taiwan characters that OpenCC would change pass', () => {
  const [problem, ...rest] = terminologyProblems('x.md', '閘道器这台');
  assert.equal(problem?.line, 1);
  assert.equal(problem?.message, '"这" (column 4) is a Simplified character: write "這"');
  assert.deepEqual(rest, []);
  // 台, 后, 裡, 了, 表 and 准 are all in Big5: valid Traditional text.
  assert.deepEqual(terminologyProblems('x.md', '台北門市後台、皇后、裡面、了解電表、准許'), []);
});

test('the terminology and Traditional-character checks read the UI strings and the generated zh-tw reference pages', () => {
  // 默認 is the mainland word for "default" (src/data/glossary.ts: write 預設); 这 is Simplified.
  const apiSet = docSets.find((row) => row.id === 'edgehub-api');
  assert.ok(apiSet, 'the EdgeHub REST reference');
  const page = `${apiPagesDir(apiSet, 'zh-tw')}/list-gateways.api.mdx`;
  const codeJson = {
    'portal.mqttReference.defaultWord': { message: '默認', description: 'A label' },
    'portal.markdownCopy.name': { message: '名稱', description: 'A clean label' },
  };
  const root = scratch({
    'i18n/zh-tw/code.json': `${JSON.stringify(codeJson, null, 2)}\n`,
    [page]: '---\ntitle: 列出閘道器\n---\n\n## 請求\n\n每頁的默認筆數為 50。\n\n这個閘道器\n',
  });
  assert.deepEqual(chineseFiles(root), ['i18n/zh-tw/code.json', page]);
  assert.deepEqual(
    treeTerminologyProblems(root).map(({ file, line, message }) => `${file}:${line} ${message}`),
    [
      'i18n/zh-tw/code.json:3 "默認" is not the portal\'s term for "default": write "預設" (src/data/glossary.ts)',
      `${page}:7 "默認" is not the portal's term for "default": write "預設" (src/data/glossary.ts)`,
      `${page}:9 "这" (column 1) is a Simplified character: write "這"`,
    ],
  );
});

test('a translated page is stale after its English page changes, and says which hash to record', () => {
  const english = '---\ntitle: Intro\ndescription: D\n---\n\nThe gateway sends data.\n';
  const root = scratch({ 'Alpha/Intro.md': english });
  const hash = fileHash(path.join(root, 'Alpha/Intro.md'));
  fs.mkdirSync(path.join(root, zhDir), { recursive: true });
  fs.writeFileSync(
    path.join(root, zhDir, 'Intro.md'),
    `---\ntitle: 簡介\ndescription: 說明\nsource_hash: '${hash}'\n---\n\n閘道器傳送資料。\n`,
  );
  assert.deepEqual(pageStatus(set, root).stale, []);
  assert.deepEqual(sourceHashProblems(set, root), []);

  fs.writeFileSync(path.join(root, 'Alpha/Intro.md'), english.replace('sends data', 'sends data every 60 s'));
  const status = pageStatus(set, root);
  assert.equal(status.translated, 1);
  assert.deepEqual(status.stale, [
    {
      translation: `${zhDir}/Intro.md`,
      source: 'Alpha/Intro.md',
      hash: fileHash(path.join(root, 'Alpha/Intro.md')),
    },
  ]);
  assert.notEqual(status.stale[0]?.hash, hash);
});

test('an unquoted source_hash that YAML would read as a number still counts', () => {
  const root = scratch({ 'Alpha/Intro.md': '---\ntitle: Intro\ndescription: D\n---\n' });
  const hash = fileHash(path.join(root, 'Alpha/Intro.md'));
  fs.mkdirSync(path.join(root, zhDir), { recursive: true });
  fs.writeFileSync(
    path.join(root, zhDir, 'Intro.md'),
    `---\ntitle: 簡介\ndescription: 說明\nsource_hash: ${hash}\n---\n`,
  );
  assert.equal(recordedSourceHash(path.join(root, zhDir, 'Intro.md')), hash);
  fs.writeFileSync(path.join(root, zhDir, 'Intro.md'), '---\ntitle: 簡介\nsource_hash: 1e234567\n---\n');
  assert.equal(recordedSourceHash(path.join(root, zhDir, 'Intro.md')), '1e234567');
});

test('a translated page without source_hash fails with the value to write', () => {
  const root = scratch({
    'Alpha/Intro.md': '---\ntitle: Intro\ndescription: D\n---\n',
    [`${zhDir}/Intro.md`]: '---\ntitle: 簡介\ndescription: 說明\n---\n',
  });
  const [problem] = sourceHashProblems(set, root);
  assert.equal(problem?.file, `${zhDir}/Intro.md`);
  assert.match(
    problem?.message ?? '',
    new RegExp(`add "source_hash: '${fileHash(path.join(root, 'Alpha/Intro.md'))}'"`),
  );
});

test('a diagram needs a zh-tw twin with a source hash, and the zh-tw page must show the twin', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><text>Gateway</text></svg>\n';
  const root = scratch({
    'Alpha/Intro.md': '---\ntitle: Intro\ndescription: D\n---\n\n![Flow](/img/alpha/flow.svg)\n',
    [`${zhDir}/Intro.md`]: '---\ntitle: 簡介\ndescription: 說明\n---\n\n![流程](/img/alpha/flow.svg)\n',
    'static/img/alpha/flow.svg': svg,
  });
  assert.deepEqual(
    diagramProblems([set], root).map((problem) => `${problem.file}: ${problem.message}`),
    [
      'static/img/alpha/zh-tw/flow.svg: is missing: Alpha/Intro.md shows /img/alpha/flow.svg; draw its Traditional Chinese twin (same drawing, translated labels)',
      `${zhDir}/Intro.md:6: shows the English diagram /img/alpha/flow.svg: show /img/alpha/zh-tw/flow.svg instead`,
    ],
  );
  const hash = fileHash(path.join(root, 'static/img/alpha/flow.svg'));
  fs.mkdirSync(path.join(root, 'static/img/alpha/zh-tw'));
  fs.writeFileSync(path.join(root, 'static/img/alpha/zh-tw/flow.svg'), svg.replace('Gateway', '閘道器'));
  assert.match(diagramProblems([set], root)[0]?.message ?? '', new RegExp(`<!-- source-hash: ${hash} -->`));
  fs.writeFileSync(
    path.join(root, 'static/img/alpha/zh-tw/flow.svg'),
    `<!-- source-hash: ${hash} -->\n${svg.replace('Gateway', '閘道器')}`,
  );
  fs.writeFileSync(
    path.join(root, zhDir, 'Intro.md'),
    '---\ntitle: 簡介\ndescription: 說明\n---\n\n![流程](/img/alpha/zh-tw/flow.svg)\n',
  );
  assert.deepEqual(diagramProblems([set], root), []);
});

const spec = {
  openapi: '3.0.3',
  info: { title: 'Demo API', version: '1.0.0', description: 'Reads gateways.' },
  tags: [{ name: 'Gateways', description: 'The gateways.' }],
  paths: {
    '/gateways/{scadaId}': {
      get: {
        operationId: 'getGateway',
        tags: ['Gateways'],
        summary: 'Get gateway',
        parameters: [
          { name: 'scadaId', in: 'path', required: true, description: 'SCADA ID.', schema: { type: 'string' } },
        ],
        responses: {
          '200': {
            description: 'The gateway.',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { state: { type: 'string', description: 'Connection state.', enum: ['ONLINE'] } },
                },
                examples: {
                  online: { summary: 'Online gateway', value: { state: 'ONLINE', description: 'not prose' } },
                },
              },
            },
          },
        },
      },
    },
  },
};

test('API strings are keyed by operationId and pointer, parameters by name; data is not prose', () => {
  const keys = extractStrings(spec).map((item) => `${item.key} = ${item.en}`);
  assert.deepEqual(keys, [
    '/tags/Gateways/name = Gateways',
    '/tags/Gateways/description = The gateways.',
    '/info/description = Reads gateways.',
    'getGateway:/summary = Get gateway',
    'getGateway:/parameters/scadaId/description = SCADA ID.',
    'getGateway:/responses/200/description = The gateway.',
    'getGateway:/responses/200/content/application~1json/schema/properties/state/description = Connection state.',
    'getGateway:/responses/200/content/application~1json/examples/online/summary = Online gateway',
  ]);
});

test('a missing API translation names the key and its English; a changed English makes the entry stale', () => {
  const strings = extractStrings(spec);
  const translation = {
    strings: Object.fromEntries(strings.map((item) => [item.key, { hash: shortHash(item.en), zh: `譯：${item.en}` }])),
  };
  delete translation.strings['getGateway:/parameters/scadaId/description'];
  translation.strings['getGateway:/operationIdGone'] = { hash: '00000000', zh: '孤兒' };
  const changed = structuredClone(spec);
  changed.paths['/gateways/{scadaId}'].get.summary = 'Get one gateway';
  const report = compareTranslation(extractStrings(changed), translation);
  const { errors, warnings } = describeProblems('openapi/demo.yaml', report);
  assert.deepEqual(errors, [
    'openapi/zh-tw/demo.yaml: strings["getGateway:/parameters/scadaId/description"] is missing: translate "SCADA ID." (hash ' +
      `${shortHash('SCADA ID.')})`,
    'openapi/zh-tw/demo.yaml: strings["getGateway:/operationIdGone"] is not in demo.yaml any more: move or delete it',
  ]);
  assert.deepEqual(warnings, [
    `openapi/zh-tw/demo.yaml: strings["getGateway:/summary"] is stale: the English is now "Get one gateway"; update zh and set hash: '${shortHash('Get one gateway')}'`,
  ]);

  const merged = mergeTranslation(spec, translation) as typeof spec;
  const operation = merged.paths['/gateways/{scadaId}'].get;
  assert.equal(operation.summary, '譯：Get gateway');
  assert.equal(merged.tags[0]?.name, 'Gateways', 'a tag name is its id and stays English');
  assert.equal(merged.tags[0]?.description, '譯：The gateways.');
  assert.equal(operation.parameters[0]?.description, 'SCADA ID.', 'untranslated text stays English');
  assert.deepEqual(
    operation.responses['200'].content['application/json'].examples.online.value,
    { state: 'ONLINE', description: 'not prose' },
    'examples are data, identical in both locales',
  );
});

test('a concept written two ways in zh-tw is a variant pair, each other spelling named with where the kept one is', () => {
  const files = [
    { file: 'a.md', text: '設定記錄等級。\n' },
    { file: 'b.md', text: '第一行\n調整記錄層級後重新啟動。\n' },
    { file: 'c.md', text: '在 LINE 頻道中取得頻道存取權杖，並在 EdgeHub 建立通知管道。\n' },
  ];
  const problems = variantPairProblems(files);
  assert.deepEqual(
    problems.map(({ file, line }) => `${file}:${line}`),
    ['b.md:2'],
  );
  assert.match(
    problems[0]?.message ?? '',
    /"記錄層級" and "記錄等級" both name "log level" in zh-tw \(記錄等級: a\.md\): write "記錄等級"/,
  );
  // One spelling alone is no pair; LINE's own channel, with its qualifier, is not the notification channel.
  assert.deepEqual(variantPairProblems([files[1]!, files[2]!]), []);
  // The reintroduced examples of the review: 頻道 for the channel beside 通知管道, 憑證金鑰 beside 認證金鑰.
  const drift = variantPairProblems([
    { file: 'd.md', text: '新增通知管道後，在頻道設定中填入網址。\n' },
    { file: 'e.md', text: '以認證金鑰連線。\n重新產生憑證金鑰。\n' },
    { file: 'f.md', text: '變更紀錄\n' },
    { file: 'g.md', text: '變更記錄\n' },
  ]);
  assert.deepEqual(
    drift.map(({ file, line }) => `${file}:${line}`),
    ['g.md:1', 'd.md:1', 'e.md:2'],
  );
});

test('警報 on a page whose English speaks of alerts only (and 告警 on an alarms page) is a variant pair', () => {
  const page = (text: string, english: string) => ({ file: 'zh.md', text, english, englishFile: 'en.md' });
  const alerts = conceptPairProblems([
    page('# 告警\n收到警報時，開啟告警。\n', 'Open the alert when an alert arrives.'),
  ]);
  assert.deepEqual(
    alerts.map(({ line, message }) => `${line} ${message}`),
    ['2 "警報" is alarm, but en.md speaks of alerts only: write "告警" (src/data/glossary.ts)'],
  );
  assert.equal(conceptPairProblems([page('設定警報。\n', 'Set an alarm.')]).length, 0);
  assert.equal(conceptPairProblems([page('警報與告警\n', 'An alarm raises an alert.')]).length, 0);
  assert.equal(conceptPairProblems([page('發出告警\n', 'The device raises an alarm.')]).length, 1);
});
