import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { docSets, landingUrl, referencesOf, type DocSet, type Locale } from '../../src/data/docSets';
import { SEARCH_RESULT_LIMIT, searchContextSlug, searchProductOf, searchProducts } from '../../src/data/search';
import { ROOT } from '../../tooling/content/files';
import { indexFilesByContext, parseIndexUrl } from '../../tooling/search/searchIndexFiles';
import { productSets, expect, locales, localized, nextFrames, open, test } from './fixtures';

const searchBox = (page: Page): Locator => page.locator('.navbar input.navbar__search-input');
const suggestions = (page: Page): Locator => page.locator('.navbar [role="listbox"] [role="option"]');
/** The dropdown: suggestions (the listbox), or 'No results', and the "See all results" link. */
const dropdown = (page: Page): Locator => page.locator('.navbar .navbar__search [data-portal-dropdown]');
/** Result links on the search page (the plugin's page has no <main>; results are articles). */
const results = (page: Page): Locator => page.locator('.main-wrapper article h2 a');

const setById = (id: string): DocSet => {
  const set = docSets.find((candidate) => candidate.id === id);
  if (!set) throw new Error(`no documentation set "${id}" in src/data/docSets.ts`);
  return set;
};

/** The H1 of a built page: what a suggestion for that page shows as its title or path. */
function builtTitle(url: string): string {
  const file = [`${url}.html`, `${url}/index.html`]
    .map((candidate) => path.join(ROOT, 'build', candidate))
    .find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`${url} was not built`);
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(fs.readFileSync(file, 'utf8'))?.[1];
  if (!h1) throw new Error(`${url} has no <h1>`);
  return h1
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim();
}

/** Index files this page fetched: the locale prefix of each and its search context ('' for the global index). */
function indexRequests(page: Page): Array<{ prefix: string; context: string }> {
  const files: Array<{ prefix: string; context: string }> = [];
  page.on('request', (request) => {
    const file = parseIndexUrl(new URL(request.url()).pathname);
    if (file) files.push(file);
  });
  return files;
}

/** Opens a page, types a query into the navbar search box and waits for the dropdown to settle. */
async function searchFrom(page: Page, url: string, query: string): Promise<void> {
  await open(page, url);
  await searchBox(page).click();
  await searchBox(page).fill(query);
  // The first search downloads and loads the index in a worker; with parallel test workers on two
  // cores the global Chinese index can take several seconds.
  await expect(dropdown(page)).toBeVisible({ timeout: 30_000 });
}

async function suggestionTexts(page: Page): Promise<string[]> {
  await expect(suggestions(page).first()).toBeVisible();
  return suggestions(page).allInnerTexts();
}

/** [set id, query, page the reader is after] — every set, spread over titles, headings and prose. */
const englishQueries: ReadonlyArray<[string, string, string]> = [
  ['weda', 'QNN SDK', '/weda/docs/library/Qualcomm_QNN_SDK'],
  ['weda-api', 'create registry', '/weda/api/create-registry'],
  ['bsp', 'EIB-2800', '/BSP/EIB-2800/Overview'],
  ['edgehub', 'rate limits', '/EdgeHub/APIs/Rate_Limits_and_Errors'],
  ['edgehub-api', 'set my tenant', '/APIs/EdgeHub/set-my-tenant'],
  ['edgelink', 'redundancy', '/EdgeLink/Advance/Redundancy'],
  ['ecowatch', 'carbon reports', '/ECOWatch/Reports'],
  ['signagecms-x', 'Android player', '/SignageCMSX/Web_User_Manual/Android_Player_Setup/Install_Android_Player'],
  ['visionsense', 'face database', '/VisionSense/Face_Vision/Face_Database'],
  ['iservice', 'assign licenses', '/iServiceCloudPlatform/Subscription_-_User_Manual/Assign_Licenses'],
  ['inspection', 'mystery shopper', '/Inspection/Web_-_User_Manual/Mystery_Shopper'],
  ['signagebi', 'dwell time', '/SignageBI/Demographics/Attention_and_Dwell'],
  ['countingbi', 'calibration', '/CountingBI/Quick_Start/Counting_Device_Setup/Counting_Line_Calibration'],
  ['signagecms-v2', 'layouts zones', '/SignageCMSV2/Program/Layouts_and_Zones'],
  ['iotsensing', 'HACCP', '/IoTSensing/Cold_Chain/HACCP_Temperature_Logging'],
  ['agentbuilder', 'knowledge base', '/UserManual/AgentBuilder/Knowledge/Create_a_Knowledge_Base'],
];

/** Traditional Chinese queries: Taiwan terms that the segmenter must keep whole. */
const chineseQueries: ReadonlyArray<[string, string, string]> = [
  ['edgehub', '雙重驗證', '/EdgeHub/General/Two_Factor_Authentication'],
  ['edgehub', '新增閘道器', '/EdgeHub/Device_Management/Add_a_Gateway'],
  ['edgelink', '韌體升級', '/EdgeLink/systemsetting/Firmware_Upgrade'],
  ['edgehub-api', '閘道器與標籤', '/APIs/EdgeHub/gateways-and-tags'],
  ['inspection', '神秘客', '/Inspection/Web_-_User_Manual/Mystery_Shopper'],
  ['iotsensing', '冷鏈報表', '/IoTSensing/Cold_Chain/Cold_Chain_Reports'],
  ['agentbuilder', '知識庫', '/UserManual/AgentBuilder/Knowledge/Create_a_Knowledge_Base'],
  ['visionsense', '人臉資料庫', '/VisionSense/Face_Vision/Face_Database'],
  ['signagecms-v2', '排程優先順序', '/SignageCMSV2/Schedule/Schedule_Priorities'],
  ['weda', 'QNN', '/weda/docs/library/Qualcomm_QNN_SDK'],
];

/** The URL prefixes of a product's pages: its manual's and its references' base paths. */
const productPaths = (product: DocSet, locale: Locale): string[] =>
  [product, ...referencesOf(product)].map((set) => localized(locale, `/${set.routeBasePath}/`));

const casesOf: Record<Locale, ReadonlyArray<[string, string, string]>> = {
  en: englishQueries,
  'zh-tw': chineseQueries,
};
for (const [setId] of [...englishQueries, ...chineseQueries]) {
  if (!productSets.some((set) => set.id === setId))
    throw new Error(`search.spec.ts: a case names "${setId}", not a product set`);
}

for (const locale of locales) {
  for (const set of productSets) {
    const cases = casesOf[locale].filter(([setId]) => setId === set.id);
    const more = cases.map(([, query]) => `, "${query}"`).join('');
    // One page per set: its title, then the set's suggestion cases, each typed into the same box.
    test(`${set.id} is searchable from its own pages, which load only its product's index: its title${more} (${locale})`, async ({
      page,
    }) => {
      const requested = indexRequests(page);
      const url = localized(locale, landingUrl(set));
      const title = builtTitle(url);
      await searchFrom(page, url, title);
      expect((await suggestionTexts(page)).join('\n'), `searching "${title}" on ${url}`).toContain(title);
      for (const [, query, expected] of cases) {
        await searchBox(page).fill(query);
        const wanted = builtTitle(localized(locale, expected));
        await expect(dropdown(page), `suggestions for "${query}" on ${url} should name "${wanted}"`).toContainText(
          wanted,
        );
        expect(await suggestions(page).count()).toBeLessThanOrEqual(SEARCH_RESULT_LIMIT);
      }
      const context = searchContextSlug(searchProductOf(set));
      expect(requested, `index files fetched on ${url}`).toEqual([{ prefix: localized(locale, ''), context }]);
    });
  }

  test(`what integrators type is found: a code from the home page, a guide from its reference, words across sections (${locale})`, async ({
    page,
  }) => {
    const guide = builtTitle(localized(locale, '/EdgeHub/APIs/GraphQL_API'));
    // An error code of the WEDA spec that a table and the API pages name (once "No results").
    await searchFrom(page, localized(locale, '/'), 'RESOURCE_IN_USE');
    await expect(suggestions(page).first()).toBeVisible({ timeout: 30_000 });
    // The GraphQL guide, whose title says GraphQL and whose limits table says depth (深度 in zh-tw),
    // from the home page and from the GraphQL reference (one product, one index).
    await searchBox(page).fill('graphql depth');
    await expect(dropdown(page)).toContainText(guide);
    await searchFrom(page, localized(locale, landingUrl(setById('edgehub-graphql'))), 'graphql depth');
    await expect(dropdown(page)).toContainText(guide);
    // A field name of a code block, whole and by its parts.
    await searchBox(page).fill('maximumPacketSize');
    await expect(suggestions(page).first()).toBeVisible();
    await searchBox(page).fill('maximum packet size');
    await expect(suggestions(page).first()).toBeVisible();
  });

  test(`the home page searches every set through the global index (${locale})`, async ({ page }) => {
    const requested = indexRequests(page);
    const cases = locale === 'en' ? englishQueries : chineseQueries;
    await open(page, localized(locale, '/'));
    for (const [, query, expected] of cases) {
      await searchBox(page).fill(query);
      await expect(dropdown(page), `"${query}" on the home page`).toContainText(
        builtTitle(localized(locale, expected)),
        {
          timeout: 30_000,
        },
      );
      expect(await suggestions(page).count()).toBeLessThanOrEqual(SEARCH_RESULT_LIMIT);
    }
    expect(requested.length).toBeGreaterThan(0);
    for (const file of requested) expect(file).toEqual({ prefix: localized(locale, ''), context: '' });
  });

  test(`nothing is downloaded before the reader reaches for search (${locale})`, async ({ page }) => {
    const requested = indexRequests(page);
    await open(page, localized(locale, landingUrl(setById('edgehub'))));
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
  });
}

test.describe('keyboard', () => {
  for (const [name, chord] of [
    ['Ctrl+K', 'Control+k'],
    ['Cmd+K', 'Meta+k'],
  ] as const) {
    test(`${name} focuses the search box from anywhere on the page`, async ({ page }) => {
      await open(page, '/EdgeHub/Introduction/What_is_EdgeHub');
      await page.locator('article').click();
      await expect(searchBox(page)).not.toBeFocused();
      await page.keyboard.press(chord);
      await expect(searchBox(page)).toBeFocused();
      await page.keyboard.type('two-factor');
      // The first search of the page loads the product's index in a worker (see searchFrom).
      await expect(suggestions(page).first()).toBeVisible({ timeout: 30_000 });
    });
  }

  test('arrow keys move through suggestions, Enter opens one, Escape closes the list', async ({ page }) => {
    await open(page, '/EdgeHub/Introduction/What_is_EdgeHub');
    await page.keyboard.press('Control+k');
    await searchBox(page).fill('Two-Factor Authentication');
    // Wait for the list of the whole query: each keystroke re-renders it and resets the cursor.
    await expect(suggestions(page).first()).toContainText('Two-Factor Authentication', { timeout: 30_000 });
    await expect(suggestions(page).nth(1)).toBeVisible();
    // A combobox that names its list (src/theme/SearchBar repairs the plugin's markup).
    const listId = await page.locator('.navbar [role="listbox"]').getAttribute('id');
    expect(listId).toBeTruthy();
    await expect(searchBox(page)).toHaveAttribute('aria-controls', listId as string);
    await expect(searchBox(page)).toHaveAttribute('aria-owns', listId as string);
    await expect(suggestions(page).first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(suggestions(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(suggestions(page).first()).not.toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(dropdown(page)).toBeHidden();
    // The query stays; coming back to the box reopens the list where the reader left it.
    await page.keyboard.press('Control+k');
    await expect(dropdown(page)).toBeVisible();
    await expect(searchBox(page)).toHaveValue('Two-Factor Authentication');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(suggestions(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(suggestions(page).first()).toContainText('Two-Factor Authentication');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/EdgeHub\/General\/Two_Factor_Authentication$/);
    await expect(page.locator('article h1')).toHaveText('Two-Factor Authentication');
  });

  test('the box goes through the states unfocused, loading index, ready', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => parseIndexUrl(url.pathname)?.context === 'EdgeHub',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await open(page, '/EdgeHub/Introduction/What_is_EdgeHub');
    const bar = page.locator('.navbar .navbar__search');
    await expect(bar).not.toHaveClass(/focused/);
    await searchBox(page).click();
    await searchBox(page).pressSequentially('gateway');
    await expect(bar).toHaveClass(/searchIndexLoading/);
    await expect(bar).toHaveClass(/focused/);
    release();
    // The index now loads in the worker (see searchFrom): seconds on a busy machine.
    await expect(suggestions(page).first()).toBeVisible({ timeout: 30_000 });
    await expect(bar).not.toHaveClass(/searchIndexLoading/);
  });
});

for (const locale of locales) {
  const t = (en: string, zh: string): string => (locale === 'en' ? en : zh);

  test(`at most ${SEARCH_RESULT_LIMIT} suggestions, while the search page lists them all (${locale})`, async ({
    page,
  }) => {
    const query = t('gateway', '閘道器');
    await searchFrom(page, localized(locale, landingUrl(setById('edgehub'))), query);
    expect(await suggestionTexts(page)).toHaveLength(SEARCH_RESULT_LIMIT);
    await open(page, localized(locale, `/search?q=${encodeURIComponent(query)}&ctx=EdgeHub`));
    await expect(results(page).nth(SEARCH_RESULT_LIMIT)).toBeVisible({ timeout: 30_000 });
  });

  test(`the search page ignores a version this site does not have (${locale})`, async ({ page }) => {
    await open(page, localized(locale, '/search?q=gateway&ctx=EdgeHub&version=2.0.0'));
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/search')}\\?q=gateway&ctx=EdgeHub$`));
    await expect(results(page).first()).toBeVisible({ timeout: 30_000 });
  });

  test(`the suggestion footer leads to the search page within the product (${locale})`, async ({ page }) => {
    const query = t('gateway', '閘道器');
    await searchFrom(page, localized(locale, landingUrl(setById('edgehub'))), query);
    const footer = page.locator('.navbar .navbar__search a[href*="search"]');
    await expect(footer).toHaveText(t('See all results within "EdgeHub"', '查看「EdgeHub」內的所有結果'));
    await footer.click();
    await expect(page).toHaveURL(
      new RegExp(`${localized(locale, '/search')}/?\\?q=${encodeURIComponent(query)}&ctx=EdgeHub$`),
    );
    await expect(page.locator('.main-wrapper h1')).toHaveText(
      t(`Search results for "${query}"`, `「${query}」的搜尋結果`),
    );
    await expect(page.locator('select[name="search-context"]')).toHaveValue('EdgeHub');
    const links = results(page);
    await expect(links.first()).toBeVisible({ timeout: 30_000 });
    const paths = productPaths(setById('edgehub'), locale);
    for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))) {
      expect(
        paths.some((prefix) => href.startsWith(prefix)),
        `${href} is a page of EdgeHub or its references`,
      ).toBe(true);
    }
    await expect(page.locator('select[name="search-context"] option')).toHaveText([
      t('Everywhere', '所有產品'),
      ...searchProducts.map((product) => product.label[locale]),
    ]);
  });

  test(`a product search with no hits offers the rest of the portal; the home page offers all results (${locale})`, async ({
    page,
  }) => {
    await searchFrom(page, localized(locale, landingUrl(setById('signagebi'))), 'qnn');
    await expect(page.locator('.navbar .navbar__search')).toContainText(t('No results', '沒有結果'));
    const outside = page.locator('.navbar .navbar__search a[href*="search"]');
    await expect(outside).toHaveText(t('See all results outside "SignageBI"', '查看「SignageBI」以外的所有結果'));
    await outside.click();
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/search')}/?\\?q=qnn$`));
    await expect(results(page).first()).toBeVisible({ timeout: 30_000 });

    await searchFrom(page, localized(locale, '/'), 'redundancy');
    await expect(page.locator('.navbar .navbar__search a[href*="search"]')).toHaveText(
      t('See all results', '查看所有結果'),
    );
  });

  test(`the site pages outside the sets are found from the home page (${locale})`, async ({ page }) => {
    await searchFrom(page, localized(locale, '/'), t('certification', '認證'));
    await expect(dropdown(page)).toContainText(builtTitle(localized(locale, '/training')));
    await searchBox(page).fill('IoTSuite');
    await expect(dropdown(page)).toContainText(builtTitle(localized(locale, '/IoTSuite')));
  });

  test(`a query with no hits says 'No results' (${locale})`, async ({ page }) => {
    await searchFrom(page, localized(locale, '/'), 'zqxwvk');
    await expect(dropdown(page)).toContainText(t('No results', '沒有結果'));
    await expect(suggestions(page)).toHaveCount(0);
    await open(page, localized(locale, '/search?q=zqxwvk&ctx=ECOWatch'));
    await expect(page.locator('.main-wrapper')).toContainText(t('No results', '沒有結果'), { timeout: 30_000 });
    await expect(results(page)).toHaveCount(0);
  });

  test(`the search page and its controls are labelled in the reader's language (${locale})`, async ({ page }) => {
    await open(page, localized(locale, '/search?q=gateway&ctx=ECOWatch'));
    await expect(page.locator('input[name="q"]')).toHaveAttribute(
      'aria-label',
      t('Search the documentation', '搜尋文件'),
    );
    await expect(page.locator('select[name="search-context"]')).toHaveAttribute(
      'aria-label',
      t('Search in', '搜尋範圍'),
    );
    await expect(page.locator('select[name="search-context"] option').first()).toHaveText(t('Everywhere', '所有產品'));
    await expect(searchBox(page)).toHaveAttribute('aria-label', t('Search', '搜尋'));
    await expect(searchBox(page)).toHaveAttribute('placeholder', t('Search', '搜尋'));
  });
}

/** Queries that would run script if any part of the search UI echoed them as HTML. */
const hostileQueries = [
  '<script>window.__pwned = 1</script>',
  '<img src=x onerror="window.__pwned = 2; alert(2)">',
  '"><svg onload=alert(3)>',
  "'><body onload=alert(4)>",
  'javascript:alert(5)',
  '<a href="javascript:alert(6)">gateway</a>',
  '&lt;script&gt;alert(7)&lt;/script&gt;',
  '&#x3C;img src=x onerror=alert(8)&#x3E;',
  '</title><script>alert(9)</script>',
  '<iframe srcdoc="<script>parent.alert(10)</script>"></iframe>',
  '<details open ontoggle=alert(11)>',
  'gateway <img src=x onerror=alert(12)>',
  '%3Cscript%3Ealert(13)%3C/script%3E',
  '&amp;&#0;&#xZZ;&unknown; gateway',
];

/** Records every dialog a page opens (and dismisses it), so a test can assert there was none. */
function dialogsOf(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

const pwned = (page: Page): Promise<unknown> =>
  page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned);

test.describe('hostile queries', () => {
  for (const [index, query] of hostileQueries.entries()) {
    test(`query ${index + 1} is shown as text on the search page: ${query}`, async ({ page }) => {
      const dialogs = dialogsOf(page);
      await open(page, `/search?q=${encodeURIComponent(query)}&ctx=EdgeHub`);
      await expect(page.locator('.main-wrapper h1')).toHaveText(`Search results for "${query}"`);
      await expect(page.locator('input[name="q"]')).toHaveValue(query);
      await expect(page.locator('img[src="x"], svg[onload], iframe, details[ontoggle], body[onload]')).toHaveCount(0);
      await nextFrames(page);
      expect(await pwned(page)).toBeUndefined();
      expect(dialogs).toEqual([]);
    });
  }

  test('hostile queries typed into the search box stay text (zh-tw)', async ({ page }) => {
    const dialogs = dialogsOf(page);
    await open(page, '/zh-tw/EdgeHub/Introduction/What_is_EdgeHub');
    for (const query of hostileQueries) {
      await searchBox(page).fill(query);
      await expect(dropdown(page)).toBeVisible();
      await expect(page.locator('.navbar img[src="x"], .navbar svg[onload], .navbar iframe')).toHaveCount(0);
      // The footer link carries the query as a URL parameter, never as markup.
      const footer = page.locator('.navbar .navbar__search a[href*="search"]');
      await expect
        .poll(async () => new URL((await footer.getAttribute('href')) ?? '', 'http://x').searchParams.get('q'))
        .toBe(query);
    }
    expect(await pwned(page)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});

test.describe('the index', () => {
  const indexFile = (locale: Locale, context: string): string => {
    const dir = path.join(ROOT, 'build', locale === 'en' ? '' : locale);
    const file = indexFilesByContext(dir).get(context);
    if (!file) throw new Error(`no search index for "${context || 'global'}" in ${dir}`);
    return file;
  };
  const terms = (file: string): Set<string> =>
    new Set(
      (
        JSON.parse(fs.readFileSync(file, 'utf8')) as Array<{ index: { invertedIndex: Array<[string, unknown]> } }>
      ).flatMap((part) => part.index.invertedIndex.map(([term]) => term)),
    );

  test('Taiwan terms are whole words in the Chinese index, and function words are left out', () => {
    const edgehub = terms(indexFile('zh-tw', 'EdgeHub'));
    for (const word of ['閘道器', '雙重驗證', '租戶', '權杖', '儀表板']) expect(edgehub, word).toContain(word);
    expect(terms(indexFile('zh-tw', 'EdgeLink'))).toContain('韌體');
    for (const word of ['的', '與', '請', '並']) expect(edgehub, word).not.toContain(word);
  });

  test('every product (a manual with its references) has its own index in both locales, named with a content hash', () => {
    for (const locale of locales) {
      const hashes = new Set<string>();
      for (const product of searchProducts) {
        const file = indexFile(locale, searchContextSlug(product));
        hashes.add(/-([0-9a-f]{8})\.json$/.exec(file)![1]);
        const urls = (
          JSON.parse(fs.readFileSync(file, 'utf8')) as Array<{ documents: Array<{ u: string }> }>
        )[0].documents.map((doc) => doc.u);
        for (const set of [product, ...referencesOf(product)]) {
          expect(urls, `${file} lists ${set.id}'s landing page`).toContain(localized(locale, landingUrl(set)));
        }
        const paths = productPaths(product, locale);
        expect(urls.filter((url) => !paths.some((prefix) => url.startsWith(prefix)))).toEqual([]);
      }
      expect(hashes.size, 'one build, one hash').toBe(1);
    }
  });
});
