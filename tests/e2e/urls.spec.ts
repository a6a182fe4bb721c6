/**
 * Stable URLs: every URL the portal has published (src/data/public-urls.txt) still answers, as a
 * page or as a permanent redirect to one, from the production server; the list keeps up with the
 * build; a set's base path leads to its landing page in both locales.
 */
import path from 'node:path';
import { landingUrl, productSets } from '../../src/data/docSets';
import { redirects } from '../../src/data/redirects';
import { ROOT } from '../../tooling/content/files';
import { builtUrls, localizedRedirects, PUBLIC_URLS_FILE, readPublicUrls } from '../../tooling/content/publicUrls';
import { expect, localized, locales, test, waitForHydration } from './fixtures';

const listed = readPublicUrls();
const moved = new Map(localizedRedirects(redirects).map((redirect) => [redirect.from, redirect.to]));

test('the list of public URLs holds every page of the build', () => {
  const unlisted = builtUrls(path.join(ROOT, 'build')).filter((url) => !listed.includes(url));
  expect(unlisted, `pages missing from ${PUBLIC_URLS_FILE}: run npm run urls -- --write`).toEqual([]);
});

test('every published URL answers with its page or a permanent redirect to one', async ({ request }) => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  for (const url of listed) {
    const response = await request.head(encodeURI(url), { maxRedirects: 0 });
    const to = moved.get(url);
    const expected = to === undefined ? 200 : 301;
    if (response.status() !== expected) failures.push(`${url}: ${response.status()} (expected ${expected})`);
    else if (to !== undefined && response.headers().location !== encodeURI(to)) {
      failures.push(`${url}: redirects to ${response.headers().location} instead of ${to}`);
    }
  }
  expect(failures).toEqual([]);
});

for (const locale of locales) {
  test(`${locale}: a set's base path leads to its landing page, query string kept`, async ({ page, request }) => {
    for (const set of productSets) {
      const response = await request.head(localized(locale, `/${set.routeBasePath}?utm_source=label`), {
        maxRedirects: 0,
      });
      expect(response.status(), set.routeBasePath).toBe(301);
      expect(response.headers().location).toBe(`${localized(locale, landingUrl(set))}?utm_source=label`);
    }
    const [edgeHub] = productSets.filter((set) => set.id === 'edgehub');
    if (!edgeHub) throw new Error('src/data/docSets.ts has no edgehub set');
    await page.goto(localized(locale, `/${edgeHub.routeBasePath}/`));
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe(localized(locale, landingUrl(edgeHub)));
    await expect(page.locator('article h1')).toBeVisible();
  });
}
