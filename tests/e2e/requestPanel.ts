import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the request panel of an API page (once hydrated) and returns its bearer-token field. */
export async function openRequestPanel(page: Page): Promise<Locator> {
  const token = page.getByPlaceholder(/Bearer Token/i).first();
  await expect(async () => {
    const openButton = page.getByRole('button', { name: 'Open the request panel' });
    if (await openButton.isVisible()) await openButton.click();
    await expect(token).toBeVisible({ timeout: 2000 });
  }).toPass();
  return token;
}

/** In an open panel: picks the server `url` of the spec and fills its `{host}` variable. */
export async function chooseServer(page: Page, url: string, host: string): Promise<void> {
  // The theme shows the Edit button while the pointer is over the server (or it has the focus).
  const serverBox = page
    .locator('.openapi-explorer__floating-btn')
    .filter({ has: page.locator('.openapi-explorer__server-url') });
  await serverBox.hover();
  await serverBox.getByRole('button', { name: 'Edit' }).click();
  await page.locator('.openapi-explorer__server-container select').first().selectOption(url);
  await page.locator('.openapi-explorer__server-container input').first().fill(host);
}
