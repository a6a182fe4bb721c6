/**
 * The reader's checklist: what a reader of any Docusaurus site relies on, walked on each page type
 * in both locales. A performance change that removes one of these is wrong, not the feature:
 *   - a Copy button on every code block, which puts exactly the block's text on the clipboard, and
 *     the word-wrap toggle on a block wider than its box;
 *   - tabs that switch, and a `groupId` choice (the API samples' language) kept across pages;
 *   - the table of contents and its active heading; heading anchors;
 *   - the announcement bar's close; the language switch on the same page;
 *   - the sidebar's collapsed categories kept while reading on; images with their alt text.
 */
import type { Page } from '@playwright/test';
import { landingUrl, productManuals, type Locale } from '../../src/data/docSets';
import { expect, localized, locales, open, test } from './fixtures';
import { builtPaths, uiText } from './site';

/** Pages with code blocks, one of each kind: a manual page, an API operation, a WEDA API operation. */
const CODE_PAGES = ['/EdgeHub/Edge_SDK/Python_SDK', '/APIs/EdgeHub/get-gateways', '/weda/api/get-device'];

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Checks every shown code block of the page: its Copy button copies its text exactly. */
async function checkCodeBlocks(page: Page, locale: Locale): Promise<number> {
  const copyLabel = uiText(locale, 'theme.CodeBlock.copyButtonAriaLabel', 'Copy code to clipboard');
  const wrapLabel = uiText(locale, 'theme.CodeBlock.wordWrapToggle', 'Toggle word wrap');
  const blocks = page.locator('article .theme-code-block:visible');
  const count = await blocks.count();
  for (let i = 0; i < count; i += 1) {
    const block = blocks.nth(i);
    await block.scrollIntoViewIfNeeded();
    await block.hover();
    const copy = block.getByRole('button', { name: copyLabel });
    await expect(copy, `code block ${i + 1} has a Copy button`).toBeVisible();
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await copy.click();
    const shown = (await block.locator('pre code').innerText()).replace(/\n$/, '');
    await expect
      .poll(async () => (await page.evaluate(() => navigator.clipboard.readText())).replace(/\n$/, ''), {
        message: `code block ${i + 1}: the clipboard holds exactly its text`,
      })
      .toBe(shown);
    const scrollable = await block
      .locator('pre')
      .evaluate((pre) => pre.scrollWidth > pre.clientWidth || pre.classList.contains('wordWrap'));
    if (scrollable) await expect(block.getByRole('button', { name: wrapLabel })).toBeVisible();
  }
  return count;
}

for (const locale of locales) {
  test.describe(`reader's checklist (${locale})`, () => {
    test('every code block has a Copy button that copies exactly its text, and word wrap where it is wide', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      for (const url of CODE_PAGES) {
        await open(page, localized(locale, url));
        expect(await checkCodeBlocks(page, locale), `${url} shows code`).toBeGreaterThan(0);
      }
      // A sample in a tab that was hidden at load: shown, it has its button too.
      await open(page, localized(locale, '/APIs/EdgeHub/get-gateways'));
      await page.locator('.code-samples [role="tab"]', { hasText: 'Go' }).click();
      // It shows as served at once and is rendered, with its button, once its grammar has arrived.
      const copyLabel = uiText(locale, 'theme.CodeBlock.copyButtonAriaLabel', 'Copy code to clipboard');
      await expect(
        page.locator(`.code-samples [role="tabpanel"]:visible button[aria-label="${copyLabel}"]`),
      ).toHaveCount(1);
      expect(await checkCodeBlocks(page, locale)).toBeGreaterThan(0);
      // On a phone code is wider than its box: the word-wrap toggle shows, and wraps. (Docusaurus
      // measures a block when it mounts: one in a tab panel hidden then gets no toggle until resized.)
      await page.setViewportSize({ width: 390, height: 800 });
      await open(page, localized(locale, CODE_PAGES[0]));
      const blocks = page.locator('article .theme-code-block:visible');
      const overflowing = await blocks.evaluateAll((all) =>
        all.findIndex((block) => {
          const pre = block.querySelector('pre');
          return pre !== null && pre.scrollWidth > pre.clientWidth;
        }),
      );
      expect(overflowing, 'a code block wider than a phone').toBeGreaterThanOrEqual(0);
      const wide = blocks.nth(overflowing);
      await wide.scrollIntoViewIfNeeded();
      await wide.hover();
      await wide
        .getByRole('button', { name: uiText(locale, 'theme.CodeBlock.wordWrapToggle', 'Toggle word wrap') })
        .click();
      await expect.poll(() => wide.locator('pre').evaluate((pre) => pre.scrollWidth <= pre.clientWidth)).toBe(true);
    });

    test('tabs switch, and the chosen sample language is kept on the next API page', async ({ page }) => {
      await open(page, localized(locale, '/APIs/EdgeHub/get-gateways'));
      const samples = page.locator('.code-samples').first();
      await samples.locator('[role="tab"]', { hasText: 'Go' }).click();
      await expect(samples.locator('[role="tab"][aria-selected="true"]')).toHaveText('Go');
      await expect(samples.locator('[role="tabpanel"]:not([hidden]) pre.language-go')).toBeVisible();
      // The response tabs of the OpenAPI theme switch too.
      const status = page.locator('.openapi-tabs__response-container [role="tab"]').nth(1);
      await status.click();
      await expect(status).toHaveAttribute('aria-selected', 'true');
      // groupId "code-samples": the choice follows the reader, by link and by address.
      const next = page.locator('.pagination-nav__link--next');
      const nextUrl = await next.getAttribute('href');
      await next.click();
      await expect(page).toHaveURL(new RegExp(`${nextUrl}$`));
      await expect(page.locator('.code-samples [role="tab"][aria-selected="true"]').first()).toHaveText('Go');
      await open(page, localized(locale, '/APIs/EdgeHub/get-machines-by-group'));
      await expect(page.locator('.code-samples [role="tab"][aria-selected="true"]').first()).toHaveText('Go');
    });

    test('the table of contents follows the reading, and headings have anchors', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await open(page, localized(locale, '/EdgeHub/Edge_SDK/Python_SDK'));
      const toc = page.locator('.table-of-contents').first();
      await expect(toc).toBeVisible();
      const headings = page.locator('article h2[id]');
      expect(await headings.count()).toBeGreaterThan(2);
      const target = headings.nth(2);
      const id = await target.getAttribute('id');
      await target.evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
      await expect(toc.locator('.table-of-contents__link--active')).toHaveAttribute('href', `#${id}`);
      // The heading's anchor link points at it and puts it in the address.
      const anchor = target.locator('a.hash-link');
      await expect(anchor).toHaveAttribute('href', `#${id}`);
      await anchor.click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      // A link of the table of contents takes the reader to its heading.
      const first = headings.first();
      await toc.locator(`a[href="#${await first.getAttribute('id')}"]`).click();
      await expect(first).toBeInViewport();
    });

    test('the announcement bar closes and stays closed', async ({ page }) => {
      await open(page, localized(locale, '/'));
      const bar = page.locator('.theme-announcement-bar');
      await expect(bar).toBeVisible();
      await bar.getByRole('button').click();
      await expect(bar).toHaveCount(0);
      await open(page, localized(locale, '/EdgeHub/Introduction/What_is_EdgeHub'));
      await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
    });

    test('the language switch keeps the reader on the same page, on every page type', async ({ page }) => {
      const other = locales.find((name) => name !== locale) as Locale;
      const category = builtPaths('en').find((url) => url.includes('/category/'));
      const pages = ['/', '/EdgeHub/Edge_SDK/Python_SDK', '/APIs/EdgeHub/get-gateways', '/training', '/IoTEdge'];
      for (const url of category ? [...pages, category] : pages) {
        await open(page, localized(locale, url));
        await page
          .locator('.navbar__items--right .dropdown')
          .filter({ hasText: locale === 'en' ? 'English' : '繁體中文' })
          .hover();
        await page.getByRole('link', { name: other === 'en' ? 'English' : '繁體中文' }).click();
        await expect(page, url).toHaveURL(new RegExp(`${localized(other, url).replace(/\/$/, '')}/?$`));
        await expect(page.locator('html')).toHaveAttribute('lang', other === 'en' ? 'en' : 'zh-TW');
      }
    });

    test("the sidebar's collapsed categories stay collapsed while reading on", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const edgeHub = productManuals().find((set) => set.id === 'edgehub');
      if (!edgeHub) throw new Error('src/data/docSets.ts has no edgehub manual');
      await open(page, localized(locale, landingUrl(edgeHub)));
      const sidebar = page.locator('.theme-doc-sidebar-menu');
      // An expanded category other than the one of the page being read.
      const category = sidebar
        .locator('li.theme-doc-sidebar-item-category:not(.menu__list-item--collapsed)')
        .filter({ hasNot: page.locator('a[aria-current="page"]') })
        .first();
      const count = await category.count();
      const collapsible = count > 0 ? category : sidebar.locator('li.theme-doc-sidebar-item-category').nth(1);
      const label = (await collapsible.locator('.menu__link').first().innerText()).trim();
      const toggle = collapsible.locator('.menu__caret, .menu__link--sublist-caret').first();
      if ((await collapsible.getAttribute('class'))?.includes('menu__list-item--collapsed')) await toggle.click();
      await toggle.click();
      const byLabel = sidebar
        .locator('li.theme-doc-sidebar-item-category')
        .filter({ has: page.locator('.menu__link', { hasText: label }) })
        .first();
      await expect(byLabel).toHaveClass(/menu__list-item--collapsed/);
      // Reading on, through a link of the page's own section.
      const next = page.locator('.pagination-nav__link--next');
      await next.click();
      await expect(page.locator('article h1')).toBeVisible();
      await expect(byLabel).toHaveClass(/menu__list-item--collapsed/);
    });

    test('images show with their alt text', async ({ page }) => {
      await open(page, localized(locale, '/EdgeHub/Introduction/What_is_EdgeHub'));
      const images = page.locator('article img');
      expect(await images.count()).toBeGreaterThan(0);
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        expect((await image.getAttribute('alt'))?.trim(), 'alt text').toBeTruthy();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
      }
    });
  });
}
