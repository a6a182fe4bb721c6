import { productSets, expect, landingUrl, locales, localized, open, test } from './fixtures';
import { landingTitle } from './site';

for (const locale of locales) {
  test.describe(`landing pages (${locale})`, () => {
    for (const set of productSets) {
      test(`${set.id} renders its title and sidebar`, async ({ page }) => {
        await open(page, localized(locale, landingUrl(set)));
        await expect(page.locator('article h1').first()).toHaveText(landingTitle(set, locale));
        const sidebar = page.locator('.theme-doc-sidebar-container nav[aria-label]');
        await expect(sidebar).toBeVisible();
        expect(await sidebar.locator('a.menu__link').count()).toBeGreaterThan(0);
        await expect(page.locator('html')).toHaveAttribute('lang', locale === 'en' ? 'en' : 'zh-TW');
      });
    }
  });
}

test('the docs root lists every documentation set', async ({ page }) => {
  await open(page, '/docs/empty');
  for (const set of productSets) {
    await expect(page.locator(`article a[data-doc-set="${set.id}"]`)).toHaveAttribute('href', landingUrl(set));
  }
});
