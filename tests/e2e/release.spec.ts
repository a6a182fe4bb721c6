/**
 * Old tabs survive a release: release A (this build) is published into a release layout and
 * served by nginx; a reader opens a page; release B (a scratch copy with one page changed and a new
 * announcement, built for real) is published over it; the reader's old tab navigates on, with no
 * chunk-load error, and reaches B's content. Until nginx reloads, B's pages go out with A's policy,
 * which must allow every inline script of B: a new announcement changes no script's hash.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../../tooling/content';
import { buildScriptHashes } from '../../tooling/csp';
import { startNginx, type RunningNginx } from '../../tooling/nginx';
import { freePort } from '../../tooling/ports';
import { publish } from '../../tooling/release';
import { scratchCopy } from '../../tooling/scratchCopy';
import { expect, test, waitForHydration } from './fixtures';

const run = promisify(execFile);

const CHANGED_PAGE = 'EdgeHub/Introduction/Key_Concepts.md';
const MARKER = 'Published in release B of the old-tab test.';
const SITE_DATA = 'src/data/site.ts';
const NEW_ANNOUNCEMENT = 'release-b-announcement-2026-11';

test.describe.configure({ mode: 'serial' });

let work: string;
let nginx: RunningNginx;

test.beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-release-'));
  publish(path.join(ROOT, 'build'), path.join(work, 'site'), 'A');
  nginx = await startNginx({ root: path.join(work, 'site', 'current'), port: await freePort() });
});

test.afterAll(async () => {
  await nginx?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

/**
 * Builds release B. The build runs as a child process that this one awaits: a synchronous child
 * would stall this process for minutes, and with it the requests of the reader's open tab, which
 * the fixtures route through it (a link prefetched meanwhile then fails on webpack's timeout).
 */
async function buildReleaseB(): Promise<string> {
  const copy = path.join(work, 'repo');
  scratchCopy(copy, ['generated']);
  const page = path.join(copy, CHANGED_PAGE);
  fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace(/^# Key Concepts\n/m, `# Key Concepts\n\n${MARKER}\n`));
  // A new announcement, as an editor publishes one: a new id and new text.
  const site = path.join(copy, SITE_DATA);
  const announced = fs
    .readFileSync(site, 'utf8')
    .replace(/(export const announcement = \{\n\s*id: )'[^']+'/, `$1'${NEW_ANNOUNCEMENT}'`)
    .replace(/EdgeHub 3\.5 is out:/, 'Release B is out:');
  expect(announced, `${SITE_DATA}: the announcement's id and text`).toContain(NEW_ANNOUNCEMENT);
  expect(announced).toContain('Release B is out:');
  fs.writeFileSync(site, announced);
  const out = path.join(copy, 'build');
  for (const [command, args] of [
    ['npx', ['docusaurus', 'build', '--locale', 'en', '--out-dir', out]],
    ['npx', ['tsx', 'scripts/postbuild.ts', out]],
  ] as const) {
    const result = await run(command, args, { cwd: copy, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }).then(
      ({ stdout, stderr }) => ({ status: 0, output: stdout + stderr }),
      (error: { code?: number | string; stdout?: string; stderr?: string }) => ({
        status: error.code ?? 1,
        output: `${error.stdout ?? ''}${error.stderr ?? ''}`,
      }),
    );
    expect(result.status, `${command} ${args.join(' ')}:\n${result.output}`.slice(-4000)).toBe(0);
  }
  return out;
}

test('a tab opened on release A navigates into release B after B is published', async ({ page }) => {
  test.setTimeout(6 * 60_000);
  await page.goto(`${nginx.url}/EdgeHub/Introduction/What_is_EdgeHub`);
  await waitForHydration(page);
  const scriptA = await page.locator('script[src*="/assets/js/main."]').getAttribute('src');

  const buildB = await buildReleaseB();
  publish(buildB, path.join(work, 'site'), 'B');
  nginx.reload();
  const scriptB = JSON.parse(fs.readFileSync(path.join(buildB, 'release.json'), 'utf8')).script as string;
  expect(scriptB, 'release B starts with another main script').not.toBe(scriptA);
  // Until nginx has reloaded, B's pages are sent with A's policy: it must allow all of B's inline
  // scripts, B's new announcement included.
  const policyA = new Set(buildScriptHashes(path.join(ROOT, 'build')));
  expect(fs.readFileSync(path.join(buildB, 'index.html'), 'utf8')).toContain(NEW_ANNOUNCEMENT);
  expect(buildScriptHashes(buildB).filter((hash) => !policyA.has(hash))).toEqual([]);
  // A's scripts are still there for the tabs that run them.
  expect((await page.request.get(`${nginx.url}${scriptA}`)).status()).toBe(200);

  await page
    .getByRole('navigation', { name: /docs sidebar/i })
    .getByRole('link', { name: 'Key Concepts' })
    .click();
  await expect(page.getByText(MARKER)).toBeVisible();
  await expect(page).toHaveURL(`${nginx.url}/EdgeHub/Introduction/Key_Concepts`);
  expect(await page.locator('script[src*="/assets/js/main."]').getAttribute('src')).toBe(scriptB);
});
