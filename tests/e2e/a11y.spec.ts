/**
 * Accessibility: axe-core's WCAG 2.0, 2.1 and 2.2 A and AA rules on every page type, in every
 * locale. A serious or critical violation fails the test, naming the rule, the elements and the
 * rule's help page; minor and moderate ones are listed (test annotations and the test's output).
 * The pages come from the doc-set table and the built sitemap, so a new set or tag is covered.
 */
import type AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { familyHubs, manualSets, type DocSet, type Locale } from '../../src/data/docSets';
import { operationSlug } from '../../tooling/openapi/specs';
import {
  axeBuilder,
  expect,
  landingUrl,
  locales,
  localized,
  nextFrames,
  open,
  productSets,
  test,
  waitForHydration,
} from './fixtures';
import { builtPaths, referencesOfKind, specOperations, uiText } from './site';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING_IMPACTS = ['serious', 'critical'];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describeViolation(violation: Violation): string {
  const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 5);
  const more = violation.nodes.length > targets.length ? ` and ${violation.nodes.length - targets.length} more` : '';
  return `${violation.id} (${violation.impact}): ${violation.help} — ${targets.join(', ')}${more} — ${violation.helpUrl}`;
}

/**
 * A violation in code that another change owns, listed in the output (not failed) until that change
 * lands. Each names the elements it covers and the fix.
 */
interface KnownIssue {
  rule: string;
  target: RegExp;
  fix: string;
}

/** Runs axe on the page (or on `include` only) and fails on serious or critical violations. */
async function expectNoSeriousViolations(
  page: Page,
  state: string,
  { include, known = [] }: { include?: string; known?: readonly KnownIssue[] } = {},
): Promise<void> {
  const builder = axeBuilder(page).withTags(WCAG_TAGS);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const report = (type: string, description: string): void => {
    test.info().annotations.push({ type, description: `${state}: ${description}` });
    console.log(`${type}: ${state}: ${description}`);
  };
  const blocking: Violation[] = [];
  for (const violation of violations) {
    if (!BLOCKING_IMPACTS.includes(violation.impact ?? '')) {
      report(`axe ${violation.impact}`, describeViolation(violation));
      continue;
    }
    const issue = known.find((candidate) => candidate.rule === violation.id);
    const nodes = violation.nodes.filter((node) => !issue?.target.test(node.target.join(' ')));
    if (issue && nodes.length < violation.nodes.length) report('axe known issue', `${violation.id}: ${issue.fix}`);
    if (nodes.length > 0) blocking.push({ ...violation, nodes });
  }
  expect(blocking.map(describeViolation), `serious or critical axe violations (${state}, ${page.url()})`).toEqual([]);
}

/** Opens a not-found URL: nginx answers 404 with the locale's not-found page. */
async function openNotFound(page: Page, url: string, expectedConsoleErrors: RegExp[]): Promise<void> {
  expectedConsoleErrors.push(/status of 404 \(Not Found\)/);
  const response = await page.goto(url);
  expect(response?.status(), `HTTP status of ${url}`).toBe(404);
  await waitForHydration(page);
  await expect(page.locator('main h1')).toBeVisible();
}

/** An API operation page: its parameters and schemas render in the browser only, after hydration. */
async function openApiPage(page: Page, url: string): Promise<void> {
  await open(page, url);
  await expect(page.locator('.openapi-tabs__response-code-item').first()).toBeVisible();
}

/** Opens every collapsed section of the article (schemas, array items, response headers), nested ones too. */
async function expandAll(page: Page): Promise<void> {
  const summaries = page.locator('article details > summary');
  for (let round = 0; round < 10; round++) {
    const collapsed = await summaries.evaluateAll((list) =>
      list.flatMap((summary, index) =>
        summary.parentElement?.dataset.collapsed === 'true' && summary.checkVisibility() ? [index] : [],
      ),
    );
    if (collapsed.length === 0) break;
    // Last first: opening a section may add its nested sections after it, never before.
    for (const index of collapsed.reverse()) {
      await summaries.nth(index).click();
      await expect(summaries.nth(index).locator('..')).toHaveAttribute('data-collapsed', 'false');
    }
  }
  // The opening animations end (the theme leaves the content with overflow: visible, height: auto).
  await expect(page.locator('article details[data-collapsed="false"] > div[style*="overflow: hidden"]')).toHaveCount(0);
}

const searchQuery: Record<Locale, string> = { en: 'gateway', 'zh-tw': '閘道器' };
const apiSets: readonly DocSet[] = referencesOfKind('openapi');

for (const locale of locales) {
  const at = (url: string): string => localized(locale, url);

  test.describe(`axe (${locale})`, () => {
    test('home page', async ({ page }) => {
      await open(page, at('/'));
      await expectNoSeriousViolations(page, 'home');
    });

    test('announcement bar', async ({ page }) => {
      await open(page, at('/'));
      await expect(page.locator('.theme-announcement-bar')).toBeVisible();
      await expectNoSeriousViolations(page, 'announcement bar', { include: '.theme-announcement-bar' });
    });

    for (const hub of familyHubs) {
      test(`family hub ${hub.id}`, async ({ page }) => {
        await open(page, at(`/${hub.id}`));
        await expectNoSeriousViolations(page, `hub ${hub.id}`);
      });
    }

    test('training page', async ({ page }) => {
      await open(page, at('/training'));
      await expectNoSeriousViolations(page, 'training');
    });

    test('search page with results', async ({ page }) => {
      await open(page, at(`/search?q=${encodeURIComponent(searchQuery[locale])}`));
      // The index loads in a worker; on a busy machine the global index takes a few seconds.
      await expect(page.locator('.main-wrapper article h2 a').first()).toBeVisible({ timeout: 30_000 });
      await expectNoSeriousViolations(page, 'search page');
    });

    test('search suggestions open', async ({ page }) => {
      await open(page, at(landingUrl(productSets.find((set) => set.id === 'edgehub') as DocSet)));
      await page.keyboard.press('Control+k');
      await page.keyboard.type(searchQuery[locale]);
      await expect(page.locator('.navbar [role="listbox"] [role="option"]').nth(1)).toBeVisible({ timeout: 30_000 });
      await page.keyboard.press('ArrowDown');
      await expectNoSeriousViolations(page, 'search suggestions');
    });

    test('not-found page, unknown site path', async ({ page, expectedConsoleErrors }) => {
      await openNotFound(page, at('/no/such/page'), expectedConsoleErrors);
      await expectNoSeriousViolations(page, 'not found');
    });

    test('not-found page, unknown path in a documentation set', async ({ page, expectedConsoleErrors }) => {
      const set = manualSets()[1] as DocSet;
      await openNotFound(page, at(`/${set.routeBasePath}/no/such/page`), expectedConsoleErrors);
      await expectNoSeriousViolations(page, 'not found in a set');
    });

    for (const set of manualSets()) {
      test(`doc page: ${set.id} landing`, async ({ page }) => {
        await open(page, at(landingUrl(set)));
        await expect(page.locator('article h1').first()).toBeVisible();
        await expectNoSeriousViolations(page, `${set.id} landing`);
      });
    }

    test('category index page', async ({ page }) => {
      const categoryIndex = builtPaths(locale).find((url) => url.includes('/category/'));
      expect(categoryIndex, 'a generated category index in the sitemap').toBeDefined();
      await open(page, categoryIndex as string);
      await expectNoSeriousViolations(page, 'category index');
    });

    test('tag lists and a tag page of each', async ({ page }) => {
      const sitemap = builtPaths(locale);
      const tagLists = sitemap.filter((url) => url.endsWith('/tags'));
      expect(tagLists.length, 'tag lists in the sitemap').toBeGreaterThan(0);
      for (const tagList of tagLists) {
        await open(page, tagList);
        await expectNoSeriousViolations(page, `tag list ${tagList}`);
        const tagPage = sitemap.find((url) => url.startsWith(`${tagList}/`));
        expect(tagPage, `a tag page below ${tagList}`).toBeDefined();
        await open(page, tagPage as string);
        await expectNoSeriousViolations(page, `tag page ${tagPage}`);
      }
    });

    // GraphQL references: the landing, a query with its samples, an object type.
    for (const set of referencesOfKind('graphql')) {
      for (const url of [
        landingUrl(set),
        `/${set.routeBasePath}/operations/queries/latest-data`,
        `/${set.routeBasePath}/types/objects/gateway`,
      ]) {
        test(`GraphQL reference page: ${url}`, async ({ page }) => {
          await open(page, at(url));
          await expect(page.locator('article h1').first()).toBeVisible();
          await expectNoSeriousViolations(page, url);
        });
      }
    }

    // The MQTT protocol reference: the landing (broker, topics, limits) and a channel with its tables.
    for (const set of referencesOfKind('asyncapi')) {
      for (const url of [landingUrl(set), `/${set.routeBasePath}/channels/data`]) {
        test(`protocol reference page: ${url}`, async ({ page }) => {
          await open(page, at(url));
          await expect(page.locator('article h1').first()).toBeVisible();
          await expectNoSeriousViolations(page, url);
        });
      }
    }

    for (const set of apiSets) {
      test(`API landing: ${set.id}`, async ({ page }) => {
        await open(page, at(landingUrl(set)));
        await expectNoSeriousViolations(page, `${set.id} landing`);
      });
    }

    // Operation pages that show every part of the page and of the panel: parameters, a body, responses.
    const operationPages = apiSets.flatMap((set) => {
      const operations = specOperations(set);
      const withBody =
        operations.find((op) => op.requestBody && op.parameters.length > 0) ?? operations.find((op) => op.requestBody);
      const withParameters = operations.find((op) => op.parameters.length > 0);
      return [...new Set([withBody, withParameters])].flatMap((op) =>
        op ? [at(`/${set.routeBasePath}/${operationSlug(op.operationId)}`)] : [],
      );
    });
    for (const url of operationPages) {
      test(`API operation page with the request panel open: ${url}`, async ({ page }) => {
        await openApiPage(page, url);
        await page
          .getByRole('button', { name: uiText(locale, 'portal.api.tryIt.open', 'Open the request panel') })
          .click();
        await expect(
          page.getByRole('button', { name: uiText(locale, 'theme.openapi.request.sendButton', 'Send API Request') }),
        ).toBeVisible();
        await nextFrames(page);
        await expectNoSeriousViolations(page, 'request panel open');
        await expandAll(page);
        await expectNoSeriousViolations(page, 'request panel and every section open');
      });
    }

    test('mobile menu open, both panels', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, at(landingUrl(manualSets()[1] as DocSet)));
      await page.getByRole('button', { name: /toggle navigation bar|切換導覽列/i }).click();
      const sidebar = page.locator('.navbar-sidebar');
      // On a doc page the secondary panel (the doc sidebar) opens first.
      await expect(sidebar.locator('.navbar-sidebar__item.menu').nth(1)).toBeVisible();
      await expectNoSeriousViolations(page, 'mobile menu, doc sidebar');
      await sidebar.locator('.navbar-sidebar__back').click();
      await expect(sidebar.locator('.navbar-sidebar__item.menu').first()).toBeVisible();
      await expectNoSeriousViolations(page, 'mobile menu, main menu');
    });
  });
}
