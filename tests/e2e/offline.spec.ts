/**
 * Offline reading (src/data/offline.js, src/sw/portal-sw.js), cold: each test serves the built site
 * from an nginx of its own on a new port (a new origin, so no worker or cache of another test), and
 * cuts the network the way a reader loses it, by stopping that server (a browser context set
 * offline behaves otherwise under a service worker). Both locales: the first page a reader opens,
 * the home page, a page read before, every page of a saved manual, search in it, and a page never
 * read, which gets the offline page of its own locale, also from the other locale's worker.
 */
import type { Page } from '@playwright/test';
import path from 'node:path';
import { defaultLocale, landingUrl, productManuals, translatedLocales } from '../../src/data/docSets';
import { PAGES_CACHE, savedCacheName } from '../../src/data/offline';
import { ROOT } from '../../tooling/content/files';
import { startNginx, type RunningNginx } from '../../tooling/serving/nginx';
import { freePort } from '../../tooling/testing/ports';
import { expect, localized, locales, test, waitForHydration } from './fixtures';
import { builtPaths, uiText } from './site';

// Service workers are blocked in the other specs (playwright.config.ts); these tests are about them.
// Saving a manual loads its pages' scripts with Docusaurus's route loader, which declines when the
// browser asks to save data (the other specs' default, see fixtures.ts).
test.use({ serviceWorkers: 'allow', dataSaver: false });

/**
 * What Chromium logs once the server is gone: requests that reach no server, the offline page's 503,
 * and the chunks of links Docusaurus prefetches while idle, which the worker has not kept (a page
 * whose own chunks were missing would not render, which the test checks).
 */
const OFFLINE_ERRORS = [
  /net::ERR_CONNECTION_REFUSED/,
  /status of 503 \(Offline\)/,
  /^Failed to load resource: net::ERR_FAILED \(http:\/\/127\.0\.0\.1:\d+(\/zh-tw)?\/assets\/js\/[\w~.-]+\.js\)$/,
];

/** Waits until the portal's service worker controls the page (it claims open pages when it activates). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** The keys of a cache, as paths with their query strings. */
async function cacheKeys(page: Page, name: string): Promise<string[]> {
  return page.evaluate(async (cacheName) => {
    const cache = await caches.open(cacheName);
    return (await cache.keys()).map((request) => {
      const url = new URL(request.url);
      return `${url.pathname}${url.search}`;
    });
  }, name);
}

const title = (page: Page) => page.locator('article h1, main h1').first();

for (const locale of locales) {
  test.describe(`${locale}, cold`, () => {
    let nginx: RunningNginx;
    test.beforeEach(async () => {
      nginx = await startNginx({ root: path.join(ROOT, 'build'), port: await freePort() });
    });
    test.afterEach(async () => {
      await nginx.stop();
    });

    test(`${locale}: the first page, home, a page read, a saved manual and search open with the server gone; any other page gets its locale's offline page`, async ({
      page,
      expectedConsoleErrors,
    }) => {
      test.setTimeout(150_000);
      expectedConsoleErrors.push(...OFFLINE_ERRORS);
      const at = (url: string): string => `${nginx.url}${url}`;
      const goto = async (url: string): Promise<void> => {
        await page.goto(at(url));
        await waitForHydration(page);
      };
      const edgeHub = productManuals().find((set) => set.id === 'edgehub');
      const manual = productManuals().find((set) => set.id === 'signagebi');
      if (!edgeHub || !manual) throw new Error('src/data/docSets.ts has no edgehub or signagebi manual');
      const [first, second, unvisited] = builtPaths(locale).filter(
        (url) => url.startsWith(localized(locale, `/${edgeHub.routeBasePath}/`)) && !url.includes('/category/'),
      );
      if (!first || !second || !unvisited) throw new Error('the EdgeHub manual has fewer than three pages');
      const manualPages = builtPaths(locale).filter(
        (url) => url.startsWith(localized(locale, `/${manual.routeBasePath}/`)) && !url.includes('/category/'),
      );

      // First visit: the page a reader opens before any worker exists.
      await goto(`${first}?utm_source=newsletter`);
      const firstTitle = await title(page).innerText();
      await controlledByServiceWorker(page);
      // Cached under its path, without the query string, once the worker has it.
      await expect.poll(() => cacheKeys(page, PAGES_CACHE), { timeout: 20_000 }).toContain(first);

      await goto(second);
      const secondTitle = await title(page).innerText();
      await goto(`${localized(locale, '/search')}?q=gateway`);
      await goto(`${localized(locale, '/search')}?q=tag`);

      await goto(localized(locale, landingUrl(manual)));
      const landingTitle = (await title(page).innerText()).trim();
      await page
        .getByRole('button', {
          name: uiText(locale, 'portal.offline.save.button', 'Save this manual for offline reading'),
        })
        .click();
      await expect(page.locator('[role="status"]').filter({ hasText: /\d/ })).toContainText(
        locale === 'en' ? 'Saved for offline reading' : '儲存供離線閱讀',
        { timeout: 60_000 },
      );

      // The page cache holds paths only: two searches are one entry.
      const pageKeys = await cacheKeys(page, PAGES_CACHE);
      expect(
        pageKeys.filter((key) => key.includes('?')),
        'page cache keys with a query string',
      ).toEqual([]);
      expect(pageKeys.filter((key) => key === localized(locale, '/search'))).toHaveLength(1);
      // Every page in that cache is tracked by Workbox's expiration (its IndexedDB), so the count and
      // age limits of src/data/offline.js apply to each.
      const tracked = await page.evaluate(
        (cacheName) =>
          new Promise<string[]>((resolve, reject) => {
            const open = indexedDB.open('workbox-expiration');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const store = open.result.transaction('cache-entries').objectStore('cache-entries');
              const all = store.getAll();
              all.onsuccess = () =>
                resolve(
                  (all.result as Array<{ cacheName: string; url: string }>)
                    .filter((entry) => entry.cacheName === cacheName)
                    .map((entry) => new URL(entry.url).pathname),
                );
            };
          }),
        PAGES_CACHE,
      );
      expect(tracked.sort()).toEqual([...pageKeys].sort());
      // Saved pages live in the manual's own cache, which no limit expires.
      const saved = await cacheKeys(page, savedCacheName(locale === 'en' ? '' : `/${locale}`, manual.routeBasePath));
      expect(saved).toEqual(expect.arrayContaining(manualPages));

      // The reader also opens the home page of every other locale, whose worker then takes over
      // there: each worker keeps its own shell.
      if (locale === defaultLocale) {
        for (const other of translatedLocales) {
          await goto(localized(other, '/'));
          await page.waitForFunction(
            (worker) => navigator.serviceWorker.controller?.scriptURL.endsWith(worker) === true,
            `${localized(other, '/')}sw.js`,
            { timeout: 30_000 },
          );
        }
      }

      await nginx.stop();

      await goto(localized(locale, '/'));
      await expect(page.locator('main h1, header h1').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'en' ? 'en' : 'zh-TW');
      await goto(first);
      await expect(title(page)).toHaveText(firstTitle);
      await goto(second);
      await expect(title(page)).toHaveText(secondTitle);
      // A link inside the site, followed by the router with the scripts the worker kept.
      await page.locator(`a[href="${first}"]`).first().click();
      await expect(title(page)).toHaveText(firstTitle);
      await expect(page).toHaveURL(at(first));
      for (const url of manualPages) {
        await goto(url);
        await expect(title(page), url).toBeVisible();
      }

      // Search in the saved manual, in the navbar.
      await goto(localized(locale, landingUrl(manual)));
      const query = landingTitle.split(/\s+/)[0] ?? landingTitle;
      const box = page.locator('.navbar input.navbar__search-input');
      await box.click();
      await box.fill(query);
      await expect(page.locator('.navbar [role="listbox"] [role="option"]').first()).toBeVisible({ timeout: 20_000 });

      // A page never read: the offline page of its locale, from this worker; and a page of every other
      // locale, which this worker's scope covers or not, gets that locale's offline page too.
      const offlineTitle = (other: typeof locale): string => uiText(other, 'portal.offline.title', 'You are offline');
      const response = await page.goto(at(unvisited));
      expect(response?.status()).toBe(503);
      await expect(page.locator('h1')).toHaveText(offlineTitle(locale));
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'en' ? 'en' : 'zh-TW');
      if (locale === 'en') {
        for (const other of translatedLocales) {
          const [otherPage] = builtPaths(other).filter((url) => url.includes(`/${edgeHub.routeBasePath}/`));
          if (!otherPage) throw new Error(`no ${other} EdgeHub page`);
          const elsewhere = await page.goto(at(otherPage));
          expect(elsewhere?.status()).toBe(503);
          await expect(page.locator('h1')).toHaveText(offlineTitle(other));
          await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
        }
      }
    });

    test(`${locale}: a saved manual can be removed`, async ({ page }) => {
      const manual = productManuals().find((set) => set.id === 'signagebi');
      if (!manual) throw new Error('src/data/docSets.ts has no signagebi manual');
      await page.goto(`${nginx.url}${localized(locale, landingUrl(manual))}`);
      await waitForHydration(page);
      await controlledByServiceWorker(page);
      await page
        .getByRole('button', {
          name: uiText(locale, 'portal.offline.save.button', 'Save this manual for offline reading'),
        })
        .click();
      const remove = page.getByRole('button', {
        name: uiText(locale, 'portal.offline.save.remove', 'Remove the offline copy'),
      });
      await expect(remove).toBeVisible({ timeout: 60_000 });
      const name = savedCacheName(locale === 'en' ? '' : `/${locale}`, manual.routeBasePath);
      expect(await page.evaluate((cacheName) => caches.has(cacheName), name)).toBe(true);
      await remove.click();
      await expect(
        page.getByRole('button', {
          name: uiText(locale, 'portal.offline.save.button', 'Save this manual for offline reading'),
        }),
      ).toBeVisible();
      expect(await page.evaluate((cacheName) => caches.has(cacheName), name)).toBe(false);
      await page.reload();
      await waitForHydration(page);
      await expect(remove).toHaveCount(0);
    });
  });
}
