import { expect, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from './fixtures';

/**
 * Opens the request panel of a freshly loaded API page and returns its bearer-token field. One click,
 * after hydration (before it, the button has no handler): a click that does not open the panel fails.
 */
export async function openRequestPanel(page: Page): Promise<Locator> {
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open the request panel' }).click();
  // The panel loads lazily: its chunk may take a while on a busy machine.
  const token = page.getByPlaceholder(/Bearer Token/i).first();
  await expect(token).toBeVisible({ timeout: 20_000 });
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
