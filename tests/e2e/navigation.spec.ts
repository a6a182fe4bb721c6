import { navbarMenus } from '../../src/data/navigation';
import { expect, locales, localized, open, test } from './fixtures';

/** The navbar of src/data/navigation.ts (pinned to SPEC §2 by tests/unit/navigation.test.ts): menu -> [label, href]. */
function expectedMenus(locale: 'en' | 'zh-tw'): Array<{ label: string; entries: string[][] }> {
  return navbarMenus.map((menu) => ({
    label: menu.label[locale],
    entries: menu.items.map((link) => [link.label[locale], 'to' in link ? localized(locale, link.to) : link.href]),
  }));
}

for (const locale of locales) {
  test(`desktop navbar menus (${locale}) hold the table's entries and each target opens`, async ({ page, request }) => {
    await open(page, localized(locale, '/'));
    for (const menu of expectedMenus(locale)) {
      const dropdown = page.locator('.navbar__items .dropdown', {
        has: page.getByRole('button', { name: menu.label, exact: true }),
      });
      await dropdown.hover();
      const links = dropdown.locator('.dropdown__menu a');
      await expect(links).toHaveCount(menu.entries.length);
      const actual = await links.evaluateAll((anchors) =>
        anchors.map((a) => [a.textContent?.trim() ?? '', a.getAttribute('href') ?? '']),
      );
      expect(actual).toEqual(menu.entries);
      for (const [, href] of menu.entries.filter(([, href]) => href.startsWith('/'))) {
        expect((await request.get(href)).status(), href).toBe(200);
      }
    }
    await expect(
      page.locator('.navbar .navbar__search input, .navbar [class*="searchBar"] input').first(),
    ).toBeVisible();
  });

  test(`mobile menu (${locale}) switches between primary and secondary panels`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, localized(locale, '/EdgeHub/Introduction/What_is_EdgeHub'));
    await page.getByRole('button', { name: /toggle navigation bar|切換導覽列/i }).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // On a doc page the secondary panel (the doc sidebar) opens first.
    await expect(sidebar.locator('.navbar-sidebar__item.menu').nth(1)).toBeVisible();
    await sidebar.locator('.navbar-sidebar__back').click();
    const primary = sidebar.locator('.navbar-sidebar__item.menu').first();
    await expect(primary).toBeVisible();
    for (const menu of expectedMenus(locale)) {
      await expect(primary.getByText(menu.label, { exact: true })).toBeVisible();
    }
    await primary.getByText(expectedMenus(locale)[2].label, { exact: true }).click();
    await primary.getByRole('link', { name: expectedMenus(locale)[2].entries[1][0], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${expectedMenus(locale)[2].entries[1][1]}$`));
  });
}

test('the language switch keeps the reader on the same page, and back', async ({ page }) => {
  const path = '/EdgeHub/Introduction/What_is_EdgeHub';
  await open(page, path);
  await page.locator('.navbar__items--right .dropdown').filter({ hasText: 'English' }).hover();
  await page.getByRole('link', { name: '繁體中文' }).click();
  await expect(page).toHaveURL(new RegExp(`/zh-tw${path}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await page.locator('.navbar__items--right .dropdown').filter({ hasText: '繁體中文' }).hover();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`127.0.0.1:\\d+${path}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

for (const locale of locales) {
  test(`unknown paths show the not-found page with a search box (${locale})`, async ({
    page,
    expectedConsoleErrors,
  }) => {
    expectedConsoleErrors.push(/status of 404 \(Not Found\) \(http:\/\/127\.0\.0\.1:\d+(\/zh-tw)?\/no\/such\/page\)/);
    const response = await page.goto(localized(locale, '/no/such/page'));
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText(locale === 'en' ? 'Page Not Found' : '找不到頁面');
    await page.locator('#not-found-q').fill('gateway');
    await page.locator('form[role="search"] button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/search')}\\?q=gateway$`));
  });

  test(`the search page renders (${locale})`, async ({ page }) => {
    await open(page, localized(locale, '/search?q=gateway'));
    await expect(page.locator('h1')).toHaveText(
      locale === 'en' ? 'Search results for "gateway"' : '「gateway」的搜尋結果',
    );
  });
}

for (const suffix of ['.html', '/index.html']) {
  test(`paths ending in ${suffix} reach the clean path`, async ({ page }) => {
    await page.goto(`/training${suffix}`);
    await expect(page).toHaveURL(/\/training$/);
    await expect(page.locator('h1')).toHaveText('Training & Certification');
  });
}
