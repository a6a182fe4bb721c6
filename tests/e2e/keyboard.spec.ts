/**
 * Keyboard use without a mouse: every step is a real key press (Tab, Enter, arrows, Ctrl+K); no
 * click, hover, focus() or fill(). Covers the skip link, a visible focus indicator on every
 * interactive element, the navbar menus, the search box and the request panel of API pages.
 */
import type { Page } from '@playwright/test';
import { docSets, landingUrl, menuOrder, type DocSet } from '../../src/data/docSets';
import { navbarText } from '../../src/data/site';
import { operationSlug } from '../../tooling/openapi/specs';
import { expect, locales, localized, mockEdgeHubHost, open, test } from './fixtures';
import { specOperations, uiText } from './site';

declare global {
  interface Window {
    /** The elements a focus walk reached, with their focus indicator and kinds while focused. */
    focusWalk?: Array<{ element: Element; focused: string; kinds: string[] }>;
    /** An element's outline and box-shadow, as the focus walk compares them. */
    focusIndicator?: (element: Element) => string;
  }
}

/** What the active element is: its tag, classes, text or label. */
async function activeElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const name = element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? element.textContent;
    return `${element.tagName.toLowerCase()}.${(element.getAttribute('class') ?? '').split(/\s+/).join('.')} "${(name ?? '').trim().slice(0, 40)}"`;
  });
}

/** Presses Tab until the focused element matches `selector` (at most `limit` presses). */
async function tabTo(page: Page, selector: string, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${limit} presses of Tab did not reach ${selector}; the focus is on ${await activeElement(page)}`);
}

/** Presses Tab until the focused element's text is `text` (at most `limit` presses). */
async function tabToText(page: Page, text: string, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    const current = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (current === text) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${limit} presses of Tab did not reach "${text}"; the focus is on ${await activeElement(page)}`);
}

interface FocusStop {
  description: string;
  kinds: string[];
  focused: string;
  unfocused: string;
}

/** The kinds of interactive element the focus test must meet, by selector. */
const focusKinds: Record<string, string> = {
  'link in text': 'article :is(p, li, td) a',
  'navbar link': '.navbar a',
  'sidebar item': '.theme-doc-sidebar-menu :is(a, button)',
  button: 'button',
  'search input': '.navbar input',
  tab: '[role="tab"]',
  'navbar dropdown item': '.dropdown__link',
};

/**
 * Tabs through the page from where the focus is, recording each element's outline and box-shadow
 * while focused, then (once the focus has moved on) while not focused.
 */
async function focusWalk(page: Page, limit: number): Promise<FocusStop[]> {
  await page.evaluate(() => {
    window.focusWalk = [];
    window.focusIndicator = (element) => {
      const style = getComputedStyle(element);
      const outline =
        style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0
          ? 'none'
          : [style.outlineStyle, style.outlineWidth, style.outlineColor, style.outlineOffset].join(' ');
      return `outline: ${outline}; box-shadow: ${style.boxShadow}`;
    };
  });
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    // The kinds are read while the element has the focus: a stand-in (the search box before the
    // plugin loads) may have left the page by the end of the walk.
    const done = await page.evaluate((kinds) => {
      const element = document.activeElement;
      const stops = window.focusWalk ?? [];
      if (!element || element === document.body || stops[0]?.element === element) return true;
      stops.push({
        element,
        focused: window.focusIndicator?.(element) ?? '',
        kinds: Object.entries(kinds)
          .filter(([, selector]) => element.matches(selector))
          .map(([kind]) => kind),
      });
      return false;
    }, focusKinds);
    if (done) break;
  }
  return page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    return (window.focusWalk ?? []).map(({ element, focused, kinds }) => ({
      description: `${element.tagName.toLowerCase()}.${(element.getAttribute('class') ?? '').split(/\s+/).join('.')} "${(element.textContent ?? '').trim().slice(0, 30)}"`,
      kinds,
      focused,
      unfocused: window.focusIndicator?.(element) ?? '',
    }));
  });
}

/** Stops whose focused look has no outline or box-shadow of its own. */
function withoutIndicator(stops: FocusStop[]): string[] {
  return stops
    .filter((stop) => stop.focused === stop.unfocused || stop.focused === 'outline: none; box-shadow: none')
    .map((stop) => `${stop.description}: ${stop.focused}`);
}

const edgehubApi = docSets.find((set) => set.id === 'edgehub-api') as DocSet;
/** An EdgeHub operation whose description links to another page (a link in running text). */
const operationWithLink = specOperations(edgehubApi).find((operation) => /\]\(\//.test(operation.description ?? ''));

for (const locale of locales) {
  const at = (url: string): string => localized(locale, url);

  test.describe(`keyboard (${locale})`, () => {
    for (const [name, url] of [
      ['home page', '/'],
      ['doc page', landingUrl(docSets.find((set) => set.id === 'edgehub') as DocSet)],
      ['API operation page', `/${edgehubApi.routeBasePath}/${operationSlug(operationWithLink?.operationId ?? '')}`],
    ] as const) {
      test(`the skip link comes first and moves the focus to the main content (${name})`, async ({ page }) => {
        await open(page, at(url));
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', {
          name: uiText(locale, 'theme.common.skipToMainContent', 'Skip to main content'),
        });
        await expect(skip).toBeFocused();
        await expect(skip).toBeVisible();
        await page.keyboard.press('Enter');
        const inMain = (): Promise<boolean> =>
          page.evaluate(() => {
            const element = document.activeElement;
            const main = document.querySelector('main, [role="main"]');
            return !!element && !!main && (main === element || main.contains(element) || element.contains(main));
          });
        expect(await inMain(), `focus after Enter on the skip link: ${await activeElement(page)}`).toBe(true);
        // The next Tab stays in the content: the navbar and the sidebar are skipped.
        await page.keyboard.press('Tab');
        expect(await inMain(), `focus after the next Tab: ${await activeElement(page)}`).toBe(true);
      });
    }

    for (const [menu, menuLabel] of [
      ['documentations', navbarText.documentations[locale]],
      ['apiHubs', navbarText.apiHubs[locale]],
    ] as const) {
      test(`the ${menuLabel} menu opens with Enter and its links are reached and followed with the keyboard`, async ({
        page,
      }) => {
        const entries = docSets
          .filter((set) => menuOrder(set, menu) !== undefined)
          .sort((a, b) => (menuOrder(a, menu) ?? 0) - (menuOrder(b, menu) ?? 0));
        const target = entries[entries.length - 1] as DocSet;
        await open(page, at('/'));
        await tabToText(page, menuLabel);
        const toggle = page.locator('.navbar__items .dropdown > .navbar__link', { hasText: menuLabel });
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await page.keyboard.press('Enter');
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        const menuItems = page.locator('.navbar__items .dropdown--show .dropdown__link');
        await expect(menuItems.first()).toBeVisible();
        // Tab walks the menu's links in order; each shows a focus indicator.
        await page.keyboard.press('Tab');
        await expect(menuItems.first()).toBeFocused();
        await tabToText(page, target.label[locale], 30);
        await expect(page.locator('.dropdown__link:focus')).toHaveAttribute('href', at(landingUrl(target)));
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`${at(landingUrl(target))}$`));
        await expect(page.locator('article h1').first()).toBeVisible();
      });
    }

    test('Ctrl+K opens search, the arrow keys choose a suggestion and Enter opens it', async ({ page }) => {
      const query = locale === 'en' ? 'two-factor authentication' : '雙重驗證';
      await open(page, at(landingUrl(docSets.find((set) => set.id === 'edgehub') as DocSet)));
      const startUrl = page.url();
      await page.keyboard.press('Control+k');
      const box = page.locator('.navbar input[role="combobox"], .navbar input.navbar__search-input').first();
      await expect(box).toBeFocused();
      await page.keyboard.type(query);
      const options = page.locator('.navbar [role="listbox"] [role="option"]');
      // The first search loads the index in a worker; each keystroke re-renders the list.
      await expect(options.nth(1)).toBeVisible({ timeout: 30_000 });
      await expect(box).toHaveValue(query);
      // Each keystroke's search answers in turn, and each answer re-renders the list with new option ids:
      // wait until the answer to the whole query is the one shown (the ids hold still for a moment).
      const optionIds = () => options.evaluateAll((items) => items.map((item) => item.id).join(' '));
      await expect
        .poll(async () => {
          const before = await optionIds();
          await page.waitForTimeout(500);
          return before === (await optionIds());
        })
        .toBe(true);
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowDown');
      const chosen = options.nth(1);
      await expect(chosen).toHaveAttribute('aria-selected', 'true');
      // The box names the chosen option, read together so that both come from the same rendering.
      await expect
        .poll(async () => {
          const [active, id] = [await box.getAttribute('aria-activedescendant'), await chosen.getAttribute('id')];
          return active !== null && active === id;
        })
        .toBe(true);
      // A page title, a heading or a passage of text ("… text …") of the page it opens.
      const text = (await chosen.locator('[class*="hitTitle"]').innerText()).replace(/^…\s*|\s*…$/g, '').trim();
      await page.keyboard.press('Enter');
      await expect(page).not.toHaveURL(startUrl);
      await expect(page.locator('article')).toContainText(text);
    });

    test('the request panel opens, takes a token and sends the request with the keyboard alone', async ({ page }) => {
      const operation = specOperations(edgehubApi).find((candidate) => candidate.operationId === 'getGateways');
      expect(operation, 'getGateways in openapi/edgehub.yaml').toBeDefined();
      const authorization = await mockEdgeHubHost(page, 'keyboard-42');
      await open(page, at(`/${edgehubApi.routeBasePath}/${operationSlug(operation?.operationId ?? '')}`));
      // Past the navbar and the sidebar with the skip link, then on through the page to the panel's button.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await tabToText(page, uiText(locale, 'portal.api.tryIt.open', 'Open the request panel'));
      await page.keyboard.press('Enter');
      // The panel loads lazily and then takes the focus, so that Tab walks its fields.
      const panel = page.getByRole('region', { name: uiText(locale, 'portal.api.tryIt.panel', 'Request panel') });
      await expect(panel).toBeFocused();
      await tabTo(page, '.api-request-panel input[placeholder*="Bearer"]', 20);
      await page.keyboard.type('keyboard-token');
      await tabToText(page, uiText(locale, 'theme.openapi.request.sendButton', 'Send API Request'), 20);
      await page.keyboard.press('Enter');
      await expect.poll(authorization).toBe('Bearer keyboard-token');
      await expect(page.getByText('keyboard-42')).toBeVisible();
    });
  });
}

test.describe('visible focus', () => {
  test('every element Tab reaches on an API page shows a focus indicator: links, buttons, sidebar, search, tabs', async ({
    page,
  }) => {
    // Up to 250 Tab presses, each read back from the page: about 30 s on an idle two-core machine.
    test.slow();
    expect(operationWithLink, 'an EdgeHub operation whose description links to a page').toBeDefined();
    await open(page, `/${edgehubApi.routeBasePath}/${operationSlug(operationWithLink?.operationId ?? '')}`);
    const stops = await focusWalk(page, 250);
    const kindsMet = new Set(stops.flatMap((stop) => stop.kinds));
    for (const kind of Object.keys(focusKinds).filter((candidate) => candidate !== 'navbar dropdown item')) {
      expect(kindsMet.has(kind), `the walk reaches a ${kind}`).toBe(true);
    }
    expect(stops.length).toBeGreaterThan(30);
    expect(withoutIndicator(stops), 'focused elements that look as when not focused').toEqual([]);
  });

  test('the home page and an open navbar menu: cards, buttons and menu links show a focus indicator', async ({
    page,
  }) => {
    await open(page, '/');
    await tabToText(page, navbarText.documentations.en);
    await page.keyboard.press('Enter');
    // The menu fades in: its links become visible, and so reachable with Tab, once the fade starts.
    await expect(page.locator('.navbar__items .dropdown--show .dropdown__link').first()).toBeVisible();
    const stops = await focusWalk(page, 200);
    expect(stops.some((stop) => stop.kinds.includes('navbar dropdown item'))).toBe(true);
    expect(stops.some((stop) => stop.description.includes('card'))).toBe(true);
    expect(withoutIndicator(stops), 'focused elements that look as when not focused').toEqual([]);
  });
});
