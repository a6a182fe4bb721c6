import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from '../../scripts/lib/content';

type Messages = Record<string, { message: string; description?: string }>;
const codeJson = JSON.parse(fs.readFileSync(path.join(ROOT, 'i18n/zh-tw/code.json'), 'utf8')) as Messages;

/** Ids the OpenAPI theme and the search plugin use but `write-translations` does not extract. */
function idsUsedBy(dir: string, pattern: RegExp): string[] {
  const ids = new Set<string>();
  const walk = (current: string): void => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(js|jsx)$/.test(entry.name)) {
        for (const match of fs.readFileSync(full, 'utf8').matchAll(pattern)) ids.add(match[1] as string);
      }
    }
  };
  walk(path.join(ROOT, dir));
  return [...ids].sort();
}

test('every UI label of the OpenAPI theme has a zh-tw translation in code.json', () => {
  const ids = idsUsedBy('node_modules/docusaurus-theme-openapi-docs/lib', /"(theme\.openapi\.[\w.]+)"/g);
  assert.ok(ids.length > 50, `found only ${ids.length} OpenAPI theme ids`);
  assert.deepEqual(
    ids.filter((id) => !codeJson[id]),
    [],
    'add these ids to i18n/zh-tw/code.json',
  );
});

test('every search UI string has a zh-tw translation in code.json', () => {
  const ids = idsUsedBy('node_modules/@easyops-cn/docusaurus-search-local/dist/client', /id: "(theme\.Search[\w.]+)"/g);
  assert.ok(ids.length >= 8, `found only ${ids.length} search ids`);
  assert.deepEqual(
    ids.filter((id) => !codeJson[id]),
    [],
    'add these ids to i18n/zh-tw/code.json',
  );
});

test('code.json messages are translated (no English left but product words)', () => {
  const allowedAscii = new Set(['theme.openapi.request.accept.title', 'theme.blog.author.pageTitle']);
  const english = Object.entries(codeJson)
    .filter(
      ([id, entry]) => !allowedAscii.has(id) && /^[\x20-\x7e]*$/.test(entry.message) && /[a-z]{3}/.test(entry.message),
    )
    .map(([id]) => id);
  assert.deepEqual(english, [], 'these code.json messages are still in English');
});

test('zh-tw UI strings use Taiwan vocabulary', () => {
  const mainland = /软件|軟件|网络|網絡|數據|服務器|默認|信息|用戶(?!端)|登錄|設置|支持|內存|視頻|搜索/;
  const offenders = Object.entries(codeJson)
    .filter(([, entry]) => mainland.test(entry.message))
    .map(([id, entry]) => `${id}: ${entry.message}`);
  assert.deepEqual(offenders, []);
});

test('every portal UI string id used in src/ has a zh-tw translation', () => {
  const ids = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(entry.name)) {
        for (const match of fs.readFileSync(full, 'utf8').matchAll(/id[=:]\s*["'](portal\.[\w.]+)["']/g)) {
          ids.add(match[1] as string);
        }
      }
    }
  };
  walk(path.join(ROOT, 'src'));
  assert.ok(ids.size > 20);
  assert.deepEqual(
    [...ids].filter((id) => !codeJson[id]),
    [],
    'add these ids to i18n/zh-tw/code.json',
  );
});
