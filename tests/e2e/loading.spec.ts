/**
 * What a page loads (issue 16): the search plugin's code only once the reader reaches for search
 * (src/theme/SearchBar), the code highlighter and its grammars only with pages that show code
 * (plugins/code-highlighting), highlighted alike in the served HTML and after hydration.
 */
import type { Page, Request } from '@playwright/test';
import * as cheerio from 'cheerio';
import { sampleLanguages } from '../../tooling/openapi/codeSamples';
import { expect, nextFrames, open, test } from './fixtures';

/** A hook name inside prism-react-renderer's Prism: only the highlighter's chunk holds it. */
const HIGHLIGHTER = 'before-tokenize';
/** An event name only the search plugin's search bar holds. */
const SEARCH_CODE = 'autocomplete:selected';

/** Every script the page fetches, as it answers (read with `loaded`). */
function watchScripts(page: Page): Array<Promise<string>> {
  const bodies: Array<Promise<string>> = [];
  page.on('requestfinished', (request: Request) => {
    if (request.resourceType() !== 'script') return;
    bodies.push(
      request
        .response()
        .then((response) => response?.text() ?? '')
        .catch(() => ''),
    );
  });
  return bodies;
}

const loaded = async (bodies: Array<Promise<string>>, marker: string): Promise<boolean> =>
  (await Promise.all(bodies)).some((body) => body.includes(marker));

const searchBox = (page: Page) => page.locator('.navbar input.navbar__search-input');
const suggestions = (page: Page) => page.locator('.navbar [role="listbox"] [role="option"]');

test('a page without code loads neither the highlighter nor the search code until the reader searches', async ({
  page,
}) => {
  const scripts = watchScripts(page);
  await open(page, '/EdgeHub/Introduction/What_is_EdgeHub');
  await page.waitForLoadState('load');
  await nextFrames(page);
  expect(await loaded(scripts, HIGHLIGHTER), 'highlighter loaded by a page without code').toBe(false);
  expect(await loaded(scripts, SEARCH_CODE), 'search code loaded before any search').toBe(false);
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search');

  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('gateway');
  await expect(suggestions(page).first()).toBeVisible({ timeout: 30_000 });
  expect(await loaded(scripts, SEARCH_CODE), 'search code loaded on Ctrl+K').toBe(true);
});

test('what a reader types while the search code is still loading is kept and searched', async ({ page }) => {
  await open(page, '/zh-tw/EdgeHub/Introduction/What_is_EdgeHub');
  // From now on every script answers late, as on a slow network.
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.keyboard.press('Control+k');
  await page.keyboard.type('閘道器');
  await expect(suggestions(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(searchBox(page)).toHaveValue('閘道器');
  await expect(searchBox(page)).toBeFocused();
});

test('code blocks are highlighted in the served HTML and after hydration, with the grammar of their language', async ({
  page,
  request,
}) => {
  const url = '/EdgeHub/APIs/Authentication';
  const html = await (await request.get(url)).text();
  const served = /<pre[^>]*language-bash[\s\S]*?<\/pre>/.exec(html)?.[0] ?? '';
  const servedTokens = served.match(/class="token /g)?.length ?? 0;
  // `curl` is a function only for Prism's bash grammar (the bundled ones leave shell text plain).
  expect(served).toMatch(/class="token [^"]*\bfunction\b/);

  const scripts = watchScripts(page);
  await open(page, url);
  const block = page.locator('pre.language-bash').first();
  await expect(block.locator('.token.function').first()).toBeVisible();
  expect(await block.locator('span.token').count()).toBe(servedTokens);
  expect(await loaded(scripts, HIGHLIGHTER), 'highlighter loaded by a page with code').toBe(true);
});

test('API pages highlight the code of every sample language and response example', async ({ page }) => {
  await open(page, '/APIs/EdgeHub/get-gateways');
  const samples = page.locator('.code-samples');
  // Every language's sample is in the page (the Markdown copy and search read them), one shown.
  await expect(samples.locator('[role="tabpanel"][hidden] pre')).toHaveCount(sampleLanguages.length - 1);
  for (const language of sampleLanguages) {
    await samples.getByRole('tab', { name: language.label, exact: true }).click();
    await expect(
      samples
        .locator(`[role="tabpanel"]:not([hidden]) pre.language-${language.highlight} span.token:not(.plain)`)
        .first(),
      `highlighted ${language.label} tokens once shown`,
    ).toBeVisible();
  }
  // A response example, behind its tab in the theme's own tab sets.
  await page
    .locator('article')
    .getByRole('tab', { name: /^Example/ })
    .first()
    .click();
  await expect(
    page.locator('[role="tabpanel"]:not([hidden]) pre.language-json span.token:not(.plain)').first(),
  ).toBeVisible();
});

test('hydration leaves the hidden samples as served; a sample is rendered, with its Copy button and its grammar, when first shown', async ({
  page,
  request,
}) => {
  const url = '/weda/api/get-device';
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const $ = cheerio.load(await (await request.get(url)).text());
  const served = $('.code-samples [role="tabpanel"] pre')
    .map((_, pre) => $(pre).text())
    .get();
  expect(served, 'the eight samples in the served HTML').toHaveLength(sampleLanguages.length);
  await open(page, url);
  await nextFrames(page);
  const panels = page.locator('.code-samples [role="tabpanel"]');
  // A CSS query, which counts the buttons of hidden panels too (a role query leaves them out).
  const copyButtons = (index: number) => panels.nth(index).locator('button[aria-label="Copy code to clipboard"]');
  await expect(copyButtons(0), 'the shown sample is rendered').toHaveCount(1);
  for (let index = 1; index < sampleLanguages.length; index += 1) {
    // Still the served DOM: its text, and none of the buttons React mounts in a rendered code block.
    await expect(panels.nth(index).locator('pre')).toHaveText(served[index] as string, { useInnerText: false });
    await expect(copyButtons(index), `${sampleLanguages[index]?.label}: left as served`).toHaveCount(0);
  }
  const go = sampleLanguages.findIndex((language) => language.id === 'go');
  const keywords = panels.nth(go).locator('pre .token.keyword');
  const servedKeywords = await keywords.count();
  expect(servedKeywords, 'the served Go sample is highlighted').toBeGreaterThan(0);
  // The page started without the Go grammar (plugins/code-highlighting/remark.ts): showing the panel fetches it.
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  await page.locator('.code-samples').getByRole('tab', { name: 'Go', exact: true }).click();
  await expect(copyButtons(go), 'Go, once shown, is rendered').toHaveCount(1);
  expect(scripts.length, 'showing Go fetched its grammar').toBeGreaterThan(before);
  await expect(panels.nth(go).locator('pre')).toHaveText(served[go] as string, { useInnerText: false });
  await expect(keywords, 'and highlights it as served').toHaveCount(servedKeywords);
});

test.describe('prefetching', () => {
  test.use({ dataSaver: false });

  test('links in view still have their pages prefetched, once the browser is idle', async ({ page }) => {
    // src/clientModules/idlePrefetch.ts defers Docusaurus's prefetch of each link in view to an idle
    // callback; the sidebar's links of a doc page must still get their chunks prefetched.
    await open(page, '/EdgeHub/Introduction/What_is_EdgeHub');
    await expect.poll(() => page.locator('link[rel="prefetch"]').count(), { timeout: 15_000 }).toBeGreaterThan(10);
    // Pointing at a link preloads its page as before, and the link opens it.
    const link = page.locator('.theme-doc-sidebar-menu a[href$="/EdgeHub/Introduction/Key_Concepts"]').first();
    await link.hover();
    await link.click();
    await expect(page).toHaveURL(/\/EdgeHub\/Introduction\/Key_Concepts$/);
  });

  test('on a phone, the links of the closed navigation drawer are prefetched when it opens, not before', async ({
    page,
  }) => {
    // Docusaurus counts a link that touches the viewport's edge as in view: the closed drawer waits
    // just left of the screen, and an API page used to fetch the code of every operation it lists.
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/weda/api/get-device');
    const prefetched = (): Promise<number> =>
      page.evaluate(
        () =>
          new Set(Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.href))
            .size,
      );
    // The deferred prefetches have run: the chunk that decides them has loaded and decided the first
    // ones (the breadcrumbs' links are shown), then two more idle callbacks for the rest.
    await expect.poll(prefetched, { timeout: 15_000 }).toBeGreaterThan(0);
    for (let round = 0; round < 2; round++) {
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
    }
    const closed = await prefetched();
    await page.getByRole('button', { name: /toggle navigation bar/i }).click();
    await expect(page.locator('.navbar-sidebar a[href="/weda/api/list-devices"]').first()).toBeVisible();
    await expect.poll(prefetched, { timeout: 15_000 }).toBeGreaterThan(closed);
  });
});
