/**
 * Adding a documentation set is one row, one folder and its translations (src/data/README.md,
 * "Adding a documentation set"). The scratch site (tooling/testing/scratchSite.ts) is a copy of the
 * repository that does exactly that; this test proves that the unit tests that read the doc-set table
 * pass in it, that its content check reads the new set, and that the build published it. Only the
 * translated locale is built: it is the one that needs every part of the set.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before, test } from 'node:test';
import { landingUrl, localePrefix } from '../../src/data/docSets';
import { pluginI18nDir } from '../../tooling/content/files';
import {
  makeScratchSite,
  newSetCategory as category,
  newSetRow as row,
  SCRATCH_LOCALE,
  SCRATCH_SITE,
  scratchBuild,
} from '../../tooling/testing/scratchSite';
import { indexFilesByContext } from '../../tooling/search/searchIndexFiles';

const copy = SCRATCH_SITE;
// `npm run test:new-set` alone builds the scratch site if `npm run scratch-site` has not.
before(() => makeScratchSite());
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

/** The unit tests that read the doc-set table: the files (in tests/unit and its rooms) that import src/data/docSets. */
const tableTests = (): string[] =>
  (fs.readdirSync(path.join(copy, 'tests/unit'), { recursive: true, encoding: 'utf8' }) as string[])
    .filter((name) => name.endsWith('.test.ts'))
    .filter((name) =>
      /from '(\.\.\/)+src\/data\/docSets'/.test(fs.readFileSync(path.join(copy, 'tests/unit', name), 'utf8')),
    )
    .map((name) => `tests/unit/${name}`);

test('the unit tests that read the doc-set table pass with the new set', () => {
  const files = tableTests();
  assert.ok(files.includes('tests/unit/docSets.test.ts'), `unit tests reading the table: ${files.join(', ')}`);
  // One file per core, as `npm run test:unit` runs them (node's default is one fewer).
  const concurrency = String(os.availableParallelism());
  const { status, output } = run('node', ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, ...files]);
  assert.equal(status, 0, tail(output));
});

test('the content check reads the new set: a missing translation of it stops the check', () => {
  const page = path.join(zhDir, 'current', category.en, 'Reports.md');
  const text = fs.readFileSync(page, 'utf8');
  fs.rmSync(page);
  let missing: ReturnType<typeof run>;
  try {
    missing = run('npm', ['run', 'check-content']);
  } finally {
    fs.writeFileSync(page, text);
  }
  assert.notEqual(missing.status, 0, 'check-content passed without a translated page');
  assert.match(missing.output, new RegExp(`${row.path}/${category.en}/Reports\\.md`), tail(missing.output));
});

test('the build (content check included) publishes the new set in the navbar, home page, sitemap and search', () => {
  // A build of one locale is written where the full build puts it (build/zh-tw/), with its base URL.
  const prefix = localePrefix(SCRATCH_LOCALE);
  const out = path.join(scratchBuild(copy), prefix);
  const landing = `${prefix}${landingUrl(row)}`;
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
