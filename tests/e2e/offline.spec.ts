/**
 * Offline reading (src/data/offline.js): the service worker keeps the shell and every page a reader
 * opens, shows the offline page of the reader's locale for any other page, and a manual saved from
 * its landing page opens and searches with no network. Chromium, with the network cut by
 * `context.setOffline(true)`; both locales.
 */
import type { Page } from '@playwright/test';
import { landingUrl, productManuals } from '../../src/data/docSets';
import { expect, localized, locales, open, test } from './fixtures';
import { builtPaths, uiText } from './site';

// Service workers are blocked in the other specs (playwright.config.ts); these tests are about them.
test.use({ serviceWorkers: 'allow' });

/** What Chromium logs for the requests a page makes while the network is cut, and for the offline page (503). */
const OFFLINE_ERRORS = [/net::ERR_INTERNET_DISCONNECTED/, /status of 503 \(Offline\)/];

/** Waits until the portal's service worker controls the page (it claims open pages when it activates). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

const title = (page: Page) => page.locator('article h1, main h1').first();

for (const locale of locales) {
  test(`${locale}: pages read before open offline, by reload, link and address; any other page shows the offline page`, async ({
    page,
    context,
    expectedConsoleErrors,
  }) => {
    expectedConsoleErrors.push(...OFFLINE_ERRORS);
    const edgeHub = productManuals().find((set) => set.id === 'edgehub');
    if (!edgeHub) throw new Error('src/data/docSets.ts has no edgehub manual');
    const [first, second, unvisited] = builtPaths(locale).filter(
      (url) => url.startsWith(localized(locale, `/${edgeHub.routeBasePath}/`)) && !url.includes('/category/'),
    );
    if (!first || !second || !unvisited) throw new Error('the EdgeHub manual has fewer than three pages');

    await open(page, localized(locale, '/'));
    await controlledByServiceWorker(page);
    await open(page, first);
    const firstTitle = await title(page).innerText();
    await open(page, second);
    const secondTitle = await title(page).innerText();

    await context.setOffline(true);
    await page.reload();
    await expect(title(page)).toHaveText(secondTitle);
    await open(page, first);
    await expect(title(page)).toHaveText(firstTitle);
    // A link inside the site, followed by the router with the scripts the service worker kept.
    await page.locator(`a[href="${second}"]`).first().click();
    await expect(title(page)).toHaveText(secondTitle);
    await expect(page).toHaveURL(new RegExp(`${second}$`));

    const response = await page.goto(unvisited);
    expect(response?.status()).toBe(503);
    await expect(page.locator('h1')).toHaveText(uiText(locale, 'portal.offline.title', 'You are offline'));
    await expect(page.locator('html')).toHaveAttribute('lang', locale === 'en' ? 'en' : 'zh-TW');
    await context.setOffline(false);
  });

  test(`${locale}: a manual saved from its landing page opens and searches offline`, async ({
    page,
    context,
    expectedConsoleErrors,
  }) => {
    test.setTimeout(120_000);
    expectedConsoleErrors.push(...OFFLINE_ERRORS);
    const manual = productManuals().find((set) => set.id === 'signagebi');
    if (!manual) throw new Error('src/data/docSets.ts has no signagebi manual');
    const pages = builtPaths(locale).filter((url) => url.startsWith(localized(locale, `/${manual.routeBasePath}/`)));

    await open(page, localized(locale, landingUrl(manual)));
    await controlledByServiceWorker(page);
    const save = page.getByRole('button', {
      name: uiText(locale, 'portal.offline.save.button', 'Save this manual for offline reading'),
    });
    await save.click();
    const status = page.locator('[role="status"]').filter({ hasText: /\d/ });
    await expect(status).toContainText(locale === 'en' ? 'Saved for offline reading' : '儲存供離線閱讀', {
      timeout: 60_000,
    });
    await expect(
      page.getByRole('button', { name: uiText(locale, 'portal.offline.save.again', 'Update the offline copy') }),
    ).toBeVisible();

    await context.setOffline(true);
    for (const url of pages.filter((url) => !url.includes('/category/'))) {
      await open(page, url);
      await expect(title(page), url).toBeVisible();
    }
    // Search, in the navbar and on the search page, finds the manual's pages.
    await open(page, localized(locale, landingUrl(manual)));
    const landingTitle = (await title(page).innerText()).trim();
    const query = landingTitle.split(/\s+/)[0] ?? landingTitle;
    const box = page.locator('.navbar input.navbar__search-input');
    await box.click();
    await box.fill(query);
    await expect(page.locator('.navbar [role="listbox"] [role="option"]').first()).toBeVisible({ timeout: 20_000 });
    // The search page within the manual, as the suggestions' "See all results" link opens it.
    await open(
      page,
      localized(locale, `/search?q=${encodeURIComponent(query)}&ctx=${encodeURIComponent(manual.routeBasePath)}`),
    );
    await expect(page.locator('[role="main"] article a, main article a').first()).toBeVisible({
      timeout: 20_000,
    });
    await context.setOffline(false);
  });
}
