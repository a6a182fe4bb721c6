import { manualSets } from '../../src/data/docSets';
import { expect, landingUrl, locales, localized, open, test } from './fixtures';
import { builtPagesWithImages, topLevelSections } from './site';

for (const locale of locales) {
  test.describe(`manual sections (${locale})`, () => {
    for (const set of manualSets().filter((s) => s.id !== 'default')) {
      test(`${set.id}: every section is in the sidebar and opens`, async ({ page, request }) => {
        await open(page, localized(locale, landingUrl(set)));
        const sidebar = page.locator('.theme-doc-sidebar-container nav');
        const topLevel = sidebar.locator(':scope > ul > li.theme-doc-sidebar-item-category');
        const labels = await topLevel
          .locator(':scope > div .menu__link')
          .evaluateAll((links) => links.map((link) => link.textContent?.trim() ?? ''));
        expect([...labels].sort()).toEqual(topLevelSections(set, locale));
        const hrefs = await topLevel
          .locator(':scope > div a.menu__link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        for (const href of hrefs.filter((h) => h.startsWith('/'))) {
          expect((await request.get(href)).status(), href).toBe(200);
        }
      });
    }
  });

  test(`every image of the manuals loads (${locale})`, async ({ page }) => {
    test.setTimeout(240_000);
    const pages = builtPagesWithImages(locale);
    expect(pages.length).toBeGreaterThan(10);
    for (const url of pages) {
      await open(page, url);
      const images = page.locator('article img');
      await images
        .first()
        .scrollIntoViewIfNeeded()
        .catch(() => undefined);
      const broken = await images.evaluateAll((imgs) =>
        (imgs as HTMLImageElement[])
          .filter((img) => img.complete && img.naturalWidth === 0)
          .map((img) => img.getAttribute('src')),
      );
      expect(broken, `broken images on ${url}`).toEqual([]);
      for (const alt of await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt') ?? ''))) {
        expect(alt.length, `alt text on ${url}`).toBeGreaterThan(10);
      }
    }
  });
}

const unlisted = '/SignageCMSV2/Product_Updates/Upcoming/Preview_Remote_Screenshot';

test('the unlisted preview page shows the banner and stays out of the sitemap', async ({ page, request }) => {
  await open(page, unlisted);
  await expect(page.locator('.theme-unlisted-banner, .alert--warning').first()).toContainText('Unlisted page');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/SignageCMSV2/Product_Updates/Upcoming/New_Features');
  expect(sitemap).not.toContain(unlisted);
  await open(page, `/zh-tw${unlisted}`);
  await expect(page.locator('.theme-unlisted-banner, .alert--warning').first()).toContainText('未列出的頁面');
});

test('WEDA tag pages list the pages about NVIDIA, Qualcomm and the QNN SDK', async ({ page }) => {
  for (const tag of ['nvidia', 'qualcomm', 'qnn-sdk']) {
    await open(page, `/weda/docs/tags/${tag}`);
    expect(await page.locator('article a, main article h2 a').count()).toBeGreaterThan(0);
  }
  await open(page, '/weda/docs/tags');
  await expect(page.locator('main a[href="/weda/docs/tags/qnn-sdk"]')).toBeVisible();
});
