/**
 * Adding a documentation set is one row, one folder and its translations
 * (README.md, "Adding a documentation set"). This test does exactly that in a
 * scratch copy of the repository, as a writer would, and proves that the unit
 * tests, the content check and a build pick the new set up with no other edit.
 *
 * It builds a site, so it is not part of the unit suite: `npm test` runs it as
 * its own step (`npm run test:new-set`). The build is of the translated locale
 * only (`npm run build -- --locale zh-tw`), the one that needs every part of
 * the set: the row, the English folder (the translation's source) and the
 * translations; the English pages are covered by the unit tests and the
 * content check of the copy.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { TRANSLATED_LOCALE, landingUrl, type DocSet } from '../../src/data/docSets';
import { ROOT, pluginI18nDir } from '../../tooling/content';
import { scratchCopy } from '../../tooling/scratchCopy';
import { indexFilesByContext } from '../../tooling/searchIndexFiles';
import { scratch } from '../unit/fixtures';

/** The set a writer adds: its row, as it goes into src/data/docSets.ts. */
const row = {
  id: 'scratchset',
  path: 'ScratchSet',
  minPages: 5,
  routeBasePath: 'ScratchSet',
  landing: 'Guide/Introduction',
  label: { en: 'Scratch Manual', 'zh-tw': '練習手冊' },
  description: { en: 'A set added by tests/newSet for one run.', 'zh-tw': '測試時暫時加入的文件集。' },
  family: 'vision-iot',
  placement: { menu: 'documentations', order: 99 },
} as const satisfies DocSet;

/** Its pages and their translations: a copy of ECOWatch's, in a category folder (a label to translate). */
const source = { id: 'ecowatch', path: 'ECOWatch' };
const category = { en: 'Guide', 'zh-tw': '指南' };

const copy = scratch({});
const zhDir = pluginI18nDir(row, copy);

const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0' };
// Not the parent's: a nested `node --test` would report to this runner instead of running its files.
delete env.NODE_TEST_CONTEXT;
delete env.SKIP_BUILD;

function run(command: string, args: string[]): { status: number | null; output: string } {
  const result = spawnSync(command, args, {
    cwd: copy,
    encoding: 'utf8',
    env,
    maxBuffer: 256 * 1024 * 1024,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const tail = (output: string): string => output.split('\n').slice(-40).join('\n');

test('a scratch copy of the repository with one new row, folder and translations', () => {
  scratchCopy(copy);

  // 1. One row.
  const table = path.join(copy, 'src/data/docSets.ts');
  const end = '] as const satisfies ReadonlyArray<ManualRow | ApiRow | GraphqlRow | AsyncapiRow>;';
  const text = fs.readFileSync(table, 'utf8');
  assert.ok(text.includes(end), `src/data/docSets.ts: the end of the table ("${end}") moved; update this test`);
  fs.writeFileSync(table, text.replace(end, `  ${JSON.stringify(row)},\n${end}`));

  // 2. One folder.
  const folder = path.join(copy, row.path, category.en);
  fs.cpSync(path.join(ROOT, source.path), folder, { recursive: true });
  fs.writeFileSync(path.join(folder, '_category_.json'), JSON.stringify({ label: category.en, position: 1 }));

  // 3. Its translations: the pages, and the version and category labels.
  fs.cpSync(path.join(pluginI18nDir(source), 'current'), path.join(zhDir, 'current', category.en), {
    recursive: true,
  });
  const labels = JSON.parse(fs.readFileSync(path.join(pluginI18nDir(source), 'current.json'), 'utf8')) as object;
  fs.writeFileSync(
    path.join(zhDir, 'current.json'),
    JSON.stringify(
      { ...labels, [`sidebar.defaultSidebar.category.${category.en}`]: { message: category['zh-tw'] } },
      null,
      2,
    ),
  );
});

test('the unit tests pass with the new set', () => {
  const { status, output } = run('npm', ['run', 'test:unit']);
  assert.equal(status, 0, tail(output));
});

test('the content check reads the new set: a missing translation of it stops the check', () => {
  const page = path.join(zhDir, 'current', category.en, 'Reports.md');
  const text = fs.readFileSync(page, 'utf8');
  fs.rmSync(page);
  const missing = run('npm', ['run', 'check-content']);
  fs.writeFileSync(page, text);
  assert.notEqual(missing.status, 0, 'check-content passed without a translated page');
  assert.match(missing.output, new RegExp(`${row.path}/${category.en}/Reports\\.md`), tail(missing.output));
});

test('the build (content check included) publishes the new set in the navbar, home page, sitemap and search', () => {
  const { status, output } = run('npm', ['run', 'build', '--', '--locale', TRANSLATED_LOCALE]);
  assert.equal(status, 0, tail(output));
  // A build of one locale is a site of its own: written to build/, served from / (no locale prefix).
  const out = path.join(copy, 'build');
  const landing = landingUrl(row);
  const read = (file: string): string => {
    assert.ok(
      fs.existsSync(path.join(out, file)),
      `${file} is not in ${path.relative(copy, out)}/ (${fs.readdirSync(out).join(', ')})`,
    );
    return fs.readFileSync(path.join(out, file), 'utf8');
  };

  const title = /^title:\s*(.+)$/m.exec(
    fs.readFileSync(path.join(zhDir, 'current', category.en, 'Introduction.md'), 'utf8'),
  )?.[1];
  assert.ok(title, 'the translated landing page has a title');
  const page = read(`${landingUrl(row).slice(1)}.html`);
  assert.match(page, new RegExp(`<h1[^>]*>${title}</h1>`), 'the landing page, translated');
  assert.ok(page.includes(`>${category['zh-tw']}<`), 'the sidebar category, translated');

  // The build minifies HTML: attribute values are quoted only where they must be.
  const link = new RegExp(`href="?${landing}[">\\s]`);
  const home = read('index.html');
  assert.match(home, link, 'a home page card');
  assert.ok(home.includes(row.description['zh-tw']), 'the card describes the set');
  assert.match(read('EdgeHub/Introduction/What_is_EdgeHub.html'), link, 'a navbar entry');
  assert.ok(read('sitemap.xml').includes(`/${row.routeBasePath}/${category.en}/Concepts`));
  const index = indexFilesByContext(out).get(row.routeBasePath);
  assert.ok(index, 'a search context of its own');
  assert.ok(fs.readFileSync(index, 'utf8').includes(title), 'its pages in its search index');
});
