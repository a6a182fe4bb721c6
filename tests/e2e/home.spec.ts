import { familyHubs } from '../../src/data/docSets';
import { productSets, expect, landingUrl, locales, localized, open, test } from './fixtures';
import { landingTitle, thisYear } from './site';

for (const locale of locales) {
  test(`home page (${locale}) has a card reaching every documentation set`, async ({ page }) => {
    await open(page, localized(locale, '/'));
    await expect(page.locator('h1')).toBeVisible();
    for (const set of productSets) {
      const card = page.locator(`main a[data-doc-set="${set.id}"]`);
      await expect(card).toHaveAttribute('href', localized(locale, landingUrl(set)));
    }
    await expect(page.locator('main a[href$="/training"]')).toBeVisible();
  });

  test(`home cards lead to their landing pages (${locale})`, async ({ page }) => {
    await open(page, localized(locale, '/'));
    const set = productSets[locale === 'en' ? 1 : 3];
    await page.locator(`main a[data-doc-set="${set.id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${localized(locale, landingUrl(set))}$`));
    await expect(page.locator('article h1').first()).toHaveText(landingTitle(set, locale));
  });

  test(`family hubs list their members (${locale})`, async ({ page }) => {
    for (const hub of familyHubs) {
      await open(page, localized(locale, `/${hub.id}`));
      await expect(page.locator('h1')).toHaveText(hub.label[locale]);
      for (const member of hub.members) {
        await expect(page.locator(`main a[data-doc-set="${member}"]`)).toBeVisible();
      }
    }
  });

  test(`training page (${locale}) shows tracks, levels and enrolment`, async ({ page }) => {
    await open(page, localized(locale, '/training'));
    await expect(page.locator('h1')).toHaveText(locale === 'en' ? 'Training & Certification' : '教育訓練與認證');
    await expect(page.locator('main table')).toHaveCount(3);
    await expect(page.locator('#enrol + ol li')).toHaveCount(4);
  });

  test(`footer (${locale}) shows this year, the logo and the privacy policy`, async ({ page }) => {
    await open(page, localized(locale, '/'));
    const footer = page.locator('footer');
    await expect(footer.locator('.footer__copyright')).toContainText(thisYear);
    await expect(footer.locator('img.footer__logo, .footer__logo img').first()).toBeVisible();
    await expect(footer.locator('a[href*="privacy-policy"]')).toHaveText(
      locale === 'en' ? 'Privacy policy' : '隱私權政策',
    );
  });
}
