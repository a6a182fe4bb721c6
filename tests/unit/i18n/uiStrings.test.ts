import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, walkFiles } from '../../../tooling/content/files';
import { uiString, uiStrings } from '../../../tooling/i18n/uiStrings';

test('a UI string of Node code is its English in en and its references.json or code.json message in zh-tw', () => {
  assert.equal(uiString('en', 'portal.mqttReference.topics', 'Topics'), 'Topics');
  assert.equal(uiString('zh-tw', 'portal.mqttReference.topics', 'Topics'), '主題');
  assert.equal(uiString('zh-tw', 'theme.openapi.schemaItem.required', 'required'), '必填', 'an OpenAPI theme label');
  assert.deepEqual(uiStrings('zh-tw', 'portal.llms', { wholeSet: ': all pages in one file' }), {
    wholeSet: '：所有頁面合併為單一檔案',
  });
});

test('a UI string missing from the translation files stops with the file, the id, its English and the fix', () => {
  assert.equal(uiString('en', 'portal.test.missing', 'Missing'), 'Missing', 'English needs no entry');
  assert.throws(
    () => uiString('zh-tw', 'portal.test.missing', 'Missing'),
    (error: Error) =>
      error.message ===
      'i18n/zh-tw/references.json has no message for "portal.test.missing" (English: "Missing"): add ' +
        '"portal.test.missing": { "message": "<the zh-tw text>", "description": "<where it appears>" } to ' +
        'i18n/zh-tw/references.json (or to i18n/zh-tw/code.json if the browser shows it too)',
  );
  assert.throws(
    () => uiStrings('zh-tw', 'portal.test', { first: 'First', second: 'Second' }),
    /no message for "portal\.test\.first" \(English: "First"\), "portal\.test\.second" \(English: "Second"\): add an entry for each/,
  );
});

/**
 * Node files whose Chinese (outside comments) is no UI text, with the reason. Labels of what Node
 * code writes live in i18n/zh-tw/references.json (tooling/i18n/uiStrings.ts).
 */
const CHINESE_NOT_UI: Readonly<Record<string, string>> = {
  'tooling/content/factGuards.ts': "the fact guards' patterns",
  'tooling/content/releaseCalendar.ts': "the release calendar's patterns",
  'tooling/openapi/webhooks.ts': "the webhook page check's patterns",
  'tooling/asyncapi/mqttConfigLimits.ts': 'a three-byte character that fills a text setting to its limit',
  'tooling/testing/scratchSite.ts': 'the fixture set of tests/newSet',
  'scripts/bench.ts': 'the query the search benchmark types on zh-tw pages',
};

test('Node code holds no Chinese UI text: labels come from the i18n files', () => {
  const withChinese = ['tooling', 'plugins', 'scripts']
    .flatMap((dir) =>
      walkFiles(path.join(ROOT, dir), (name) => /\.(ts|js|mjs)$/.test(name)).map((file) => `${dir}/${file}`),
    )
    .filter((file) => {
      const code = fs
        .readFileSync(path.join(ROOT, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
      return /\p{Unified_Ideograph}/u.test(code);
    });
  assert.deepEqual(
    withChinese.filter((file) => !(file in CHINESE_NOT_UI)),
    [],
    'move the labels of these files to i18n/zh-tw/references.json and read them with uiString() (tooling/i18n/uiStrings.ts)',
  );
  assert.deepEqual(
    Object.keys(CHINESE_NOT_UI).filter((file) => !withChinese.includes(file)),
    [],
    'these files hold no Chinese any more: take them off CHINESE_NOT_UI',
  );
});
