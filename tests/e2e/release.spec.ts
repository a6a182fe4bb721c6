/**
 * Old tabs survive a release: release A (this build) is published into a release layout and
 * served by nginx; a reader opens a page; release B is published over it; the reader's old tab
 * navigates on, with no chunk-load error, and reaches B's content. Release B is this build with its
 * zh-tw site replaced by the scratch site's (tooling/testing/scratchSite.ts: one page changed and a new
 * announcement, built for real by `npm run scratch-site`). Until nginx reloads, B's pages go out
 * with A's policy, which must allow every inline script of B: a new announcement changes no
 * script's hash.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localePrefix } from '../../src/data/docSets';
import { ROOT, readFrontMatter } from '../../tooling/content/files';
import { buildScriptHashes, CSP_INCLUDE, cspInclude } from '../../tooling/serving/csp';
import { startNginx, type RunningNginx } from '../../tooling/serving/nginx';
import { freePort } from '../../tooling/testing/ports';
import { publish } from '../../tooling/content/release';
import { makeScratchSite, releaseB, SCRATCH_LOCALE, scratchBuild } from '../../tooling/testing/scratchSite';
import { expect, test, waitForHydration } from './fixtures';

const prefix = localePrefix(SCRATCH_LOCALE);

test.describe.configure({ mode: 'serial' });

let work: string;
let nginx: RunningNginx;
let buildB: string;

test.beforeAll(async () => {
  // Built by `npm test`'s scratch-site step; a run of this file alone builds it (minutes).
  test.setTimeout(10 * 60_000);
  const copy = await makeScratchSite();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-release-'));
  // Release B: A's other locales, the scratch site's locale, the policy of the whole.
  buildB = path.join(work, 'build-b');
  fs.cpSync(path.join(ROOT, 'build'), buildB, {
    recursive: true,
    filter: (source) => path.relative(path.join(ROOT, 'build'), source) !== prefix.slice(1),
  });
  fs.cpSync(path.join(scratchBuild(copy), prefix), path.join(buildB, prefix), { recursive: true });
  fs.writeFileSync(path.join(buildB, CSP_INCLUDE), cspInclude(buildScriptHashes(buildB)));
  publish(path.join(ROOT, 'build'), path.join(work, 'site'), 'A');
  nginx = await startNginx({ root: path.join(work, 'site', 'current'), port: await freePort() });
});

test.afterAll(async () => {
  await nginx?.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

test('a tab opened on release A navigates into release B after B is published', async ({ page }) => {
  const changed = readFrontMatter(path.join(ROOT, releaseB.page))?.title;
  expect(typeof changed, `${releaseB.page}: a title`).toBe('string');
  await page.goto(`${nginx.url}${prefix}/EdgeHub/Introduction/What_is_EdgeHub`);
  await waitForHydration(page);
  const scriptA = await page.locator('script[src*="/assets/js/main."]').getAttribute('src');

  publish(buildB, path.join(work, 'site'), 'B');
  nginx.reload();
  const scriptB = JSON.parse(fs.readFileSync(path.join(buildB, prefix, 'release.json'), 'utf8')).script as string;
  expect(scriptB, 'release B starts with another main script').not.toBe(scriptA);
  // Until nginx has reloaded, B's pages are sent with A's policy: it must allow all of B's inline
  // scripts, B's new announcement included.
  const policyA = new Set(buildScriptHashes(path.join(ROOT, 'build')));
  expect(fs.readFileSync(path.join(buildB, prefix, 'index.html'), 'utf8')).toContain(releaseB.announcementId);
  expect(buildScriptHashes(buildB).filter((hash) => !policyA.has(hash))).toEqual([]);
  // A's scripts are still there for the tabs that run them.
  expect((await page.request.get(`${nginx.url}${scriptA}`)).status()).toBe(200);

  await page
    .locator('.theme-doc-sidebar-container')
    .getByRole('link', { name: changed as string, exact: true })
    .click();
  await expect(page.getByText(releaseB.marker)).toBeVisible();
  await expect(page).toHaveURL(`${nginx.url}${prefix}/EdgeHub/Introduction/Key_Concepts`);
  expect(await page.locator('script[src*="/assets/js/main."]').getAttribute('src')).toBe(scriptB);
});
