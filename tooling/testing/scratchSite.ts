import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TRANSLATED_LOCALE, type DocSet } from '../../src/data/docSets';
import { ROOT, pluginI18nDir } from '../content/files';
import { runMeasured } from './processTree';
import { scratchCopy, scratchFiles } from './scratchCopy';

/**
 * The scratch site: one copy of the repository changed as writers and editors change it between
 * two releases, built once, in the translated locale (the one that needs every part of a set: its
 * row, its English folder as the translation's source, its translations), by `npm run
 * scratch-site` (a step of `npm test`). Two tests read it:
 *   - tests/newSet: a new documentation set is one row, one folder and its translations;
 *   - tests/e2e/release.spec.ts: it is release B, published over this build while a tab is open.
 * The build goes to `<copy>/build/zh-tw/` (the locale's base URL is stated in docusaurus.config.ts).
 */
export const SCRATCH_SITE = path.join(
  os.tmpdir(),
  `portal-scratch-site-${crypto.createHash('sha256').update(ROOT).digest('hex').slice(0, 8)}`,
);
export const SCRATCH_LOCALE = TRANSLATED_LOCALE;
/** What the copy's build wrote: the translated locale's folder, as in a full build. */
export const scratchBuild = (copy = SCRATCH_SITE): string => path.join(copy, 'build');

/** The set a writer adds: its row, as it goes into src/data/docSets.ts. */
export const newSetRow = {
  id: 'scratchset',
  kind: 'manual',
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
export const newSetSource = { id: 'ecowatch', path: 'ECOWatch' } as const;
export const newSetCategory = { en: 'Guide', 'zh-tw': '指南' } as const;

/** The editor's changes of release B: one page (in the built locale) and a new announcement. */
export const releaseB = {
  page: path.join(pluginI18nDir({ id: 'edgehub' }, ''), 'current', 'Introduction', 'Key_Concepts.md'),
  marker: '本句由版本 B 發布，供舊分頁測試使用。',
  announcementId: 'release-b-announcement-2026-11',
  announcementText: { en: 'Release B is out:', 'zh-tw': '版本 B 已發布：' },
} as const;

const TABLE = 'src/data/docSets.ts';
/** The table's rows up to the line that closes them, whatever the row types that line names. */
const TABLE_ROWS = /(\nconst docSetRows = \[[\s\S]*?\n)(\] as const satisfies [^\n]+)/;
const SITE_DATA = 'src/data/site.ts';
const STAMP = '.scratch-site.json';

/** Fails with the file and the fix when a text to replace is gone. */
function replaceIn(copy: string, file: string, edits: Array<[RegExp | string, string]>): void {
  let text = fs.readFileSync(path.join(copy, file), 'utf8');
  for (const [from, to] of edits) {
    const next = text.replace(from, to);
    if (next === text) throw new Error(`${file}: "${String(from)}" is gone; update tooling/testing/scratchSite.ts`);
    text = next;
  }
  fs.writeFileSync(path.join(copy, file), text);
}

/** Adds the new set: one row, one folder, its translations (pages and labels). */
export function addNewSet(copy: string): void {
  // The new row goes last; a `$` of it is written `$$` in the replacement.
  replaceIn(copy, TABLE, [[TABLE_ROWS, `$1  ${JSON.stringify(newSetRow).replace(/\$/g, '$$$$')},\n$2`]]);
  const folder = path.join(copy, newSetRow.path, newSetCategory.en);
  fs.cpSync(path.join(ROOT, newSetSource.path), folder, { recursive: true });
  fs.writeFileSync(path.join(folder, '_category_.json'), JSON.stringify({ label: newSetCategory.en, position: 1 }));
  const zhDir = pluginI18nDir(newSetRow, copy);
  fs.cpSync(path.join(pluginI18nDir(newSetSource), 'current'), path.join(zhDir, 'current', newSetCategory.en), {
    recursive: true,
  });
  const labels = JSON.parse(fs.readFileSync(path.join(pluginI18nDir(newSetSource), 'current.json'), 'utf8')) as object;
  fs.writeFileSync(
    path.join(zhDir, 'current.json'),
    JSON.stringify(
      { ...labels, [`sidebar.defaultSidebar.category.${newSetCategory.en}`]: { message: newSetCategory['zh-tw'] } },
      null,
      2,
    ),
  );
}

/** Release B's edits: a sentence below the H1 of one page, a new announcement (new id, new text). */
export function editForReleaseB(copy: string): void {
  replaceIn(copy, releaseB.page, [[/^(# .+\n)/m, `$1\n${releaseB.marker}\n`]]);
  replaceIn(copy, SITE_DATA, [
    [/(export const announcement = \{\n\s*id: )'[^']+'/, `$1'${releaseB.announcementId}'`],
    ['EdgeHub 3.5 is out:', releaseB.announcementText.en],
    ['EdgeHub 3.5 已發布：', releaseB.announcementText['zh-tw']],
  ]);
}

/** A hash of the files the copy starts from: a scratch site built from other sources is rebuilt. */
function sourceStamp(): string {
  const hash = crypto.createHash('sha256');
  for (const file of [...scratchFiles(), 'tooling/testing/scratchSite.ts']) {
    hash.update(file).update('\0');
    const full = path.join(ROOT, file);
    if (fs.existsSync(full)) hash.update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}

/** Runs a command in the copy; its output is shown (last 60 lines) if it fails. */
async function run(copy: string, command: string, args: string[]): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0' };
  // Not the parent's: a nested `node --test` would report to this runner instead of running its files.
  delete env.NODE_TEST_CONTEXT;
  const { status, output } = await runMeasured(command, args, { cwd: copy, env, sampleMemory: false });
  if (status !== 0) {
    const tail = output.split('\n').slice(-60).join('\n');
    throw new Error(`${command} ${args.join(' ')} failed in ${copy} (exit ${status}):\n${tail}`);
  }
}

/**
 * Makes the scratch site: a copy (with the generated API pages, so the build need not regenerate
 * them), the new set, release B's edits, the content check, the build and its postbuild. Returns
 * the copy. Reuses a copy built from the same sources unless `fresh`.
 */
export async function makeScratchSite({ fresh = false, log = console.log } = {}): Promise<string> {
  const stamp = sourceStamp();
  const stampFile = path.join(SCRATCH_SITE, STAMP);
  if (!fresh && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) {
    log(`${SCRATCH_SITE}: built from the same sources, reused`);
    return SCRATCH_SITE;
  }
  fs.rmSync(SCRATCH_SITE, { recursive: true, force: true });
  const started = Date.now();
  scratchCopy(SCRATCH_SITE, ['generated']);
  addNewSet(SCRATCH_SITE);
  editForReleaseB(SCRATCH_SITE);
  log(`${SCRATCH_SITE}: a copy with a new set and release B's edits`);
  await run(SCRATCH_SITE, 'npx', ['tsx', 'scripts/check-content.ts']);
  log(`content check passed (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  await run(SCRATCH_SITE, 'npx', ['docusaurus', 'build', '--locale', SCRATCH_LOCALE]);
  // Release B's pages, announcement, release.json and service worker; not the .gz and .br copies
  // (nginx compresses on the fly what the tests fetch from it): 7-8 s less of a busy core.
  await run(SCRATCH_SITE, 'npx', ['tsx', 'scripts/postbuild.ts', 'build', '--no-precompress']);
  log(`built ${SCRATCH_LOCALE} into ${scratchBuild()} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  fs.writeFileSync(stampFile, stamp);
  return SCRATCH_SITE;
}
