import { productSets, expect, landingUrl, locales, localized, test } from './fixtures';
import { servedPage } from './html';
import { landingTitle } from './site';

// Served HTML (tests/e2e/html.ts); a11y.spec.ts opens every landing page hydrated.
for (const locale of locales) {
  test(`every landing page renders its title and sidebar (${locale})`, async ({ request }) => {
    for (const set of productSets) {
      const url = localized(locale, landingUrl(set));
      const $ = await servedPage(request, url);
      expect.soft($('article h1').first().text(), `${url}: title`).toBe(landingTitle(set, locale));
      expect
        .soft($('.theme-doc-sidebar-container nav[aria-label] a.menu__link').length, `${url}: sidebar links`)
        .toBeGreaterThan(0);
      expect.soft($('html').attr('lang'), `${url}: lang`).toBe(locale === 'en' ? 'en' : 'zh-TW');
    }
  });
}

test('the docs root lists every documentation set', async ({ request }) => {
  const $ = await servedPage(request, '/docs/empty');
  for (const set of productSets) {
    expect.soft($(`article a[data-doc-set="${set.id}"]`).attr('href'), set.id).toBe(landingUrl(set));
  }
});
