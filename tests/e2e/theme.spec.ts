import { announcement } from '../../src/data/site';
import { CHECKED_VERSIONS } from '../../tooling/upstreamVersions';
import { expect, nextFrames, open, test } from './fixtures';

test('light theme by default and no colour-mode switch', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await open(page, '/EdgeHub/Introduction/What_is_EdgeHub');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('button[class*="toggleButton"], [class*="colorModeToggle"]')).toHaveCount(0);
});

test('a dismissed announcement stays dismissed after a reload', async ({ page }) => {
  await open(page, '/');
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toBeVisible();
  await bar.getByRole('button').click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', 'true');
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
});

test('a new announcement id resets an older dismissal', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await open(page, '/');
  await expect(page.locator('.theme-announcement-bar')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(announcement.id);
});

test('the navbar hides when scrolling down and returns when scrolling up', async ({ page }) => {
  await open(page, '/EdgeHub/Introduction/What_is_EdgeHub');
  const navbar = page.locator('nav.navbar');
  // The navbar reacts to the direction between two scroll positions below its own height.
  await page.evaluate(() => window.scrollTo(0, 400));
  await nextFrames(page);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect(navbar).toHaveClass(/navbarHidden/);
  await page.evaluate(() => window.scrollTo(0, 800));
  await expect(navbar).not.toHaveClass(/navbarHidden/);
});

test('pages render with the third-party font service unreachable', async ({ page, thirdPartyRequests }) => {
  await open(page, '/');
  await expect(page.locator('h1')).toBeVisible();
  expect(thirdPartyRequests.some((url) => url.includes('fonts.googleapis.com'))).toBe(true);
  const fontFamily = await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily);
  expect(fontFamily).toContain('system-ui');
});

test('the table of contents lists every h2 and h3 of the page, and nothing else', async ({ page }) => {
  await open(page, '/BSP/FAQ'); // a page with both h2 and h3 headings
  const headingIds = await page
    .locator('article .markdown :is(h2, h3)[id]')
    .evaluateAll((headings) => headings.map((h) => h.id));
  expect(headingIds.length).toBeGreaterThan(3);
  expect(await page.locator('article .markdown h3[id]').count()).toBeGreaterThan(0);
  const tocIds = await page
    .locator('.table-of-contents a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')?.slice(1) ?? ''));
  expect(tocIds).toEqual(headingIds);
  const generator = await page.locator('meta[name="generator"]').getAttribute('content');
  expect(generator).toContain(`Docusaurus v${CHECKED_VERSIONS['@docusaurus/core']}`);
});

test('no tag manager loads when no container id is set (the CI build sets none)', async ({
  page,
  thirdPartyRequests,
}) => {
  await open(page, '/');
  await expect(page.locator('h1')).toBeVisible();
  expect(await page.locator('script[src*="googletagmanager"], iframe[src*="googletagmanager"]').count()).toBe(0);
  expect(thirdPartyRequests.filter((url) => url.includes('googletagmanager'))).toEqual([]);
});

test('C# code blocks are highlighted (Prism csharp)', async ({ page }) => {
  await open(page, '/EdgeHub/Edge_SDK/CSharp_SDK');
  const block = page.locator('pre.language-csharp').first();
  await expect(block).toBeVisible();
  // Prism marks C# keywords; without the csharp grammar the block is plain text.
  await expect(block.locator('.token.keyword').first()).toBeVisible();
});
