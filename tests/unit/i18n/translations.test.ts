import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, walkFiles } from '../../../tooling/content/files';
import { locales } from '../../../src/data/docSets';

type Messages = Record<string, { message: string; description?: string }>;
const readMessages = (file: string): Messages => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as Messages;
const codeJson = readMessages('i18n/zh-tw/code.json');
/** The labels only Node code writes (tooling/i18n/uiStrings.ts): kept out of the browser bundle. */
const referencesJson = readMessages('i18n/zh-tw/references.json');

/** Translation ids matched by `pattern` in the files of `dir` whose names match `files`. */
function idsUsedBy(dir: string, pattern: RegExp, files = /\.(js|jsx)$/): string[] {
  const ids = new Set<string>();
  for (const file of walkFiles(path.join(ROOT, dir), (name) => files.test(name))) {
    for (const match of fs.readFileSync(path.join(ROOT, dir, file), 'utf8').matchAll(pattern))
      ids.add(match[1] as string);
  }
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

test('code.json and references.json messages are translated (no English left but product words)', () => {
  const allowedAscii = new Set(['theme.openapi.request.accept.title', 'theme.blog.author.pageTitle']);
  const english = Object.entries({ ...codeJson, ...referencesJson })
    .filter(
      ([id, entry]) => !allowedAscii.has(id) && /^[\x20-\x7e]*$/.test(entry.message) && /[a-z]{3}/.test(entry.message),
    )
    .map(([id]) => id);
  assert.deepEqual(english, [], 'these code.json or references.json messages are still in English');
});

test('references.json holds only what Node code writes: no id that code.json or the browser code has too', () => {
  const ids = Object.keys(referencesJson);
  assert.ok(ids.length > 100, `references.json has only ${ids.length} labels`);
  assert.deepEqual(
    ids.filter((id) => id in codeJson),
    [],
    'these ids are in both files: keep each in one (code.json if the browser shows it)',
  );
  const browser = new Set(idsUsedBy('src', /["'](portal\.[\w.]+)["']/g, /\.(ts|tsx|js)$/));
  assert.deepEqual(
    ids.filter((id) => browser.has(id)),
    [],
    'src/ translates these ids in the browser: move them to i18n/zh-tw/code.json',
  );
});

test('every portal UI string id used in src/, tooling/ and plugins/ has a zh-tw translation', () => {
  // tooling/ writes <Translate id=…> into generated pages, plugins/ holds browser stand-ins; the labels
  // Node code reads through tooling/i18n/uiStrings.ts stop gen-api and the build when missing.
  const ids = ['src', 'tooling', 'plugins'].flatMap((dir) =>
    idsUsedBy(dir, /id[=:]\s*["'](portal\.[\w.]+)["']/g, /\.(ts|tsx|js)$/),
  );
  assert.ok(ids.length > 20);
  assert.deepEqual(
    ids.filter((id) => !codeJson[id]),
    [],
    'add these ids to i18n/zh-tw/code.json',
  );
});

test('no UI string holds HTML tags: translate() returns text, and the tags would show literally', () => {
  const tagged: string[] = [];
  for (const locale of locales) {
    for (const name of ['code.json', 'references.json']) {
      const file = path.join('i18n', locale, name);
      if (!fs.existsSync(path.join(ROOT, file))) continue;
      for (const [id, { message }] of Object.entries(readMessages(file)))
        if (/<\/?[a-z][^>]*>/i.test(message)) tagged.push(`${file} ${id}`);
    }
  }
  assert.deepEqual(tagged, [], 'rewrite these messages without tags');
});

test('the request panel placeholder, whose English default holds <code> tags, has a tag-free English text', () => {
  const theme = fs.readFileSync(
    path.join(ROOT, 'node_modules/docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Response/index.js'),
    'utf8',
  );
  assert.match(
    theme,
    /"Click the <code>Send API Request<\/code> button/,
    'the theme changed: check whether the override is still needed',
  );
  const english = JSON.parse(fs.readFileSync(path.join(ROOT, 'i18n/en/code.json'), 'utf8')) as Messages;
  assert.ok(
    english['theme.openapi.response.placeholder']?.message,
    'i18n/en/code.json lacks theme.openapi.response.placeholder',
  );
});
