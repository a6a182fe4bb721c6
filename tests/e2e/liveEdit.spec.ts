/**
 * Live preview, as a writer uses it: `docusaurus start` (what `npm start` runs after generating the
 * API pages) compiles without an error or warning, the page opens without the bundler's error
 * overlay or a console error, and a saved edit of the page reaches the open browser without a
 * reload. The page is a scratch file of this test (git-ignored, removed afterwards), never a
 * tracked one. Its own Playwright project (playwright.config.ts): `npm test` runs it before the
 * other browser tests, so that the dev server's compilation does not slow them down.
 * `LIVE_EDIT_LOCALE=zh-tw npm run test:live` checks `npm start -- --locale zh-tw` the same way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../tooling/content/files';
import { freePort } from '../../tooling/testing/ports';
import { DEFAULT_DOCS_ID, defaultLocale, docSets, localePrefix, locales } from '../../src/data/docSets';
import { expect, test } from './fixtures';

/** What a compilation with problems prints (Rspack and webpack alike), and what a clean one prints. */
const PROBLEMS = /compiled with (\d+ )?(errors?|warnings?|problems)|\bModule not found\b|Can't resolve/i;
const COMPILED = /compiled successfully/i;
// eslint-disable-next-line no-control-regex -- the escape character starts every colour code
const ANSI_COLOUR = /\u001b\[[0-9;]*m/g;

function stop(server: ChildProcess): void {
  if (server.pid === undefined || server.exitCode !== null) return;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

test('live preview: no compile error or overlay, and a saved edit appears without a reload', async ({ page }) => {
  test.setTimeout(180_000);
  const docsRoot = docSets.find((set) => set.id === DEFAULT_DOCS_ID);
  if (!docsRoot) throw new Error(`src/data/docSets.ts has no "${DEFAULT_DOCS_ID}" row`);
  const name = `live-edit-scratch-${process.pid}`;
  const file = path.join(ROOT, docsRoot.path, `${name}.md`);
  const write = (text: string): void =>
    fs.writeFileSync(
      file,
      `---\ntitle: Live edit check\ndescription: A scratch page of the live preview test.\n---\n\n${text}\n`,
    );
  write('Written before the server started.');

  const locale = locales.find((name) => name === process.env.LIVE_EDIT_LOCALE) ?? defaultLocale;
  const port = await freePort();
  const started = Date.now();
  const args = ['docusaurus', 'start', '--host', '127.0.0.1', '--port', String(port), '--no-open', '--locale', locale];
  const server = spawn('npx', args, {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, BROWSER: 'none', NO_UPDATE_NOTIFIER: '1' },
  });
  let output = '';
  // Without colour codes, which a terminal-less run may still get.
  const collect = (chunk: Buffer): void => void (output += chunk.toString().replace(ANSI_COLOUR, ''));
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);
  try {
    await expect
      .poll(() => (server.exitCode === null ? COMPILED.test(output) || PROBLEMS.test(output) : 'exited'), {
        message: 'the dev server reports its first compilation',
        timeout: 150_000,
        intervals: [500],
      })
      .toBe(true);
    const ready = Date.now();
    expect(output, 'the dev server compiles without errors or warnings').not.toMatch(PROBLEMS);

    // The dev server serves one locale, under its usual prefix.
    const url = `http://127.0.0.1:${port}${localePrefix(locale)}/${docsRoot.routeBasePath}/${name}`;
    await page.goto(url);
    await expect(page.locator('article')).toContainText('Written before the server started.');
    await expect(page.locator('#webpack-dev-server-client-overlay')).toHaveCount(0);
    // A reload would drop this mark: the update must come as a hot update.
    await page.evaluate(() => Object.assign(window, { liveEditMark: true }));

    const edited = Date.now();
    write('Edited while the page is open.');
    await expect(page.locator('article')).toContainText('Edited while the page is open.', { timeout: 60_000 });
    const updated = Date.now();
    expect(await page.evaluate(() => (window as unknown as { liveEditMark?: boolean }).liveEditMark)).toBe(true);
    await expect(page.locator('#webpack-dev-server-client-overlay')).toHaveCount(0);
    expect(output, 'the rebuild compiles without errors or warnings').not.toMatch(PROBLEMS);
    console.log(
      `live preview (${locale}): dev server ready in ${((ready - started) / 1000).toFixed(1)} s, ` +
        `edit shown in ${((updated - edited) / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    console.log(`dev server output:\n${output}`);
    throw error;
  } finally {
    stop(server);
    fs.rmSync(file, { force: true });
  }
});
