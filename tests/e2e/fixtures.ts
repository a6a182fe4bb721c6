/**
 * Shared test fixtures: every page runs offline (third-party hosts are cut
 * off, as on a machine without internet) and fails its test on any console
 * error, except the allow-listed ones below.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { landingUrl, localePrefix, locales, productSets, type Locale } from '../../src/data/docSets';

export { expect, locales };

export { localePrefix };
export const localized = (locale: Locale, url: string): string => `${localePrefix(locale)}${url}`;

export { landingUrl, productSets };

/** This machine: loopback, and the `.test` names (RFC 2606) a test maps to it with --host-resolver-rules. */
const LOCAL = /^(https?:\/\/(127\.0\.0\.1|localhost|[a-z0-9.-]+\.test)(:\d+)?\/|data:|blob:|about:)/;
const isLocal = (url: string): boolean => LOCAL.test(url);
/**
 * Every other URL, as a pattern: Playwright intercepts only the requests a RegExp or glob matches
 * (a function would route every request of the page through this process first).
 */
const NOT_LOCAL = new RegExp(`^(?!${LOCAL.source.slice(1)})`);

/** Console errors we accept, each with the reason. */
const allowedConsoleErrors: ReadonlyArray<{ pattern: RegExp; reason: string }> = [
  {
    pattern: /^Failed to load resource: net::ERR_FAILED$/,
    reason: 'third-party fonts are unreachable offline by design; only reported when the failing URL is third-party',
  },
];

export const test = base.extend<{
  consoleErrors: string[];
  thirdPartyRequests: string[];
  expectedConsoleErrors: RegExp[];
  dataSaver: boolean;
  saveData: void;
}>({
  /**
   * Docusaurus prefetches the page of every link that scrolls into view (about 80 sidebar
   * chunks per doc page) unless the reader's browser asks to save data. Every test says so, since
   * none is about prefetching: pages still load their own chunks when opened. A test about
   * prefetching sets `test.use({ dataSaver: false })`.
   */
  dataSaver: [true, { option: true }],
  saveData: [
    async ({ page, dataSaver }, use) => {
      if (dataSaver) {
        await page.addInitScript(() => {
          Object.defineProperty(Navigator.prototype, 'connection', {
            configurable: true,
            get: () => ({ effectiveType: '4g', saveData: true }),
          });
        });
      }
      await use();
    },
    { auto: true },
  ],
  /** A test that provokes an error on purpose (a 404) lists its message here. */
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a pattern
  expectedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  thirdPartyRequests: async ({ page }, use) => {
    const requests: string[] = [];
    await page.route(NOT_LOCAL, async (route) => {
      requests.push(route.request().url());
      await route.abort('failed');
    });
    await use(requests);
  },
  consoleErrors: [
    async ({ page, thirdPartyRequests: _thirdParty, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const source = message.location().url ?? '';
        const allowed = allowedConsoleErrors.some((entry) => entry.pattern.test(message.text())) && !isLocal(source);
        if (!allowed) errors.push(`${message.text()} (${source})`);
      });
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      await use(errors);
      const unexpected = errors.filter((error) => !expectedConsoleErrors.some((pattern) => pattern.test(error)));
      expect(unexpected, 'console errors on the pages this test visited').toEqual([]);
    },
    { auto: true },
  ],
});

/** Navigates and waits until React has hydrated the page. */
export async function open(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), `HTTP status of ${url}`).toBeLessThan(400);
  await waitForHydration(page);
}

/**
 * axe-core for the page as it is now. When every frame is of the page's origin (every page of this
 * site: it embeds no third-party frame), axe runs in the page itself (`setLegacyMode`, same-origin
 * frames included); the default mode would also open a blank page for each analysis to combine the
 * frames' results, which cost 0.7 s of the 1.35 s an analysis took on a doc page, for the same
 * results (checked on the landings of every manual: violations, incomplete and passes identical).
 * A page with a frame of another origin is analysed in the default mode, which reaches into it.
 */
export function axeBuilder(page: Page): AxeBuilder {
  const { origin } = new URL(page.url());
  const crossOrigin = page.frames().some((frame) => {
    const url = frame.url();
    return /^https?:/.test(url) && new URL(url).origin !== origin;
  });
  return new AxeBuilder({ page }).setLegacyMode(!crossOrigin);
}

/** Lets the page paint twice: what a scroll or an input triggers has run (no fixed sleep). */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

/**
 * Answers every request to the EdgeHub API's cloud host with a JSON body holding `note`, as the
 * request panel's target; returns what the last request sent as its Authorization header.
 */
export async function mockEdgeHubHost(page: Page, note: string): Promise<() => string | undefined> {
  let authorization: string | undefined;
  await page.route('https://edgehub.example.com/**', async (route) => {
    authorization = route.request().headers()['authorization'];
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ items: [], note }) });
  });
  return () => authorization;
}
