import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import YAML from 'yaml';
import type { Locale } from '../../src/data/docSets';
import { sampleLanguages } from '../../tooling/openapi/codeSamples';
import type { Page } from '@playwright/test';
import { freePort } from '../../tooling/testing/ports';
import { startPrismMock, type PrismMock } from '../../tooling/openapi/prismMock';
import { expect, locales, localized, mockEdgeHubHost, open, test } from './fixtures';
import { chooseServer, openRequestPanel } from './requestPanel';
import { operationSlug } from '../../tooling/openapi/specs';

interface Operation {
  operationId: string;
  summary: string;
  parameters?: unknown[];
  requestBody?: unknown;
  'x-weda-access'?: { scope: string | null };
}
type Spec = { paths: Record<string, Record<string, Operation>> };

function operations(file: string): Array<{ slug: string; method: string; path: string; op: Operation }> {
  const spec = YAML.parse(fs.readFileSync(path.join(__dirname, '../../openapi', file), 'utf8')) as Spec;
  return Object.entries(spec.paths).flatMap(([p, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({ slug: operationSlug(op.operationId), method, path: p, op })),
  );
}

const edgehub = operations('edgehub.yaml');
const weda = operations('weda.yaml');

/** The Chinese of a spec's string (openapi/zh-tw/<file>), by its key (tooling/openapi/apiStrings.ts). */
const translations = new Map<string, { strings: Record<string, { zh: string }> }>();
function zhString(file: string, key: string): string {
  let translation = translations.get(file);
  if (!translation) {
    translation = YAML.parse(fs.readFileSync(path.join(__dirname, '../../openapi/zh-tw', file), 'utf8')) as {
      strings: Record<string, { zh: string }>;
    };
    translations.set(file, translation);
  }
  const text = translation.strings[key]?.zh;
  if (!text) throw new Error(`openapi/zh-tw/${file} has no strings["${key}"]`);
  return text.trim();
}

// SPEC §2 lists 18 pages; get-command was added so that an integrator can learn the outcome of an
// asynchronous write (issue 11: the manuals described the gateway's acknowledgement, the spec had no way to read it).
test('the EdgeHub reference has the 18 operations of SPEC §2 plus get-command', () => {
  expect(edgehub.map((o) => o.slug).sort()).toEqual(
    [
      'analog-statistic',
      'autoscale-data',
      'discrete-statistic',
      'get-command',
      'get-gateway-by-scada-id',
      'get-gateways',
      'get-groups',
      'get-machines-by-group',
      'get-parameters-by-machine',
      'get-tags-by-gateway',
      'latest-data',
      'login',
      'logout',
      'original-calculated-data',
      'original-raw-data',
      'refresh-token',
      'set-my-tenant',
      'set-parameter-data',
      'set-tag-data',
    ].sort(),
  );
});

const pagesToCheck = [
  ...edgehub.map((o) => ({ base: '/APIs/EdgeHub', file: 'edgehub.yaml', ...o })),
  ...weda.map((o) => ({ base: '/weda/api', file: 'weda.yaml', ...o })),
];

/** What an operation page must show: its title, method, path, request and response sections, the sample tabs. */
function expectOperationPage(
  $: cheerio.CheerioAPI,
  url: string,
  locale: Locale,
  page: (typeof pagesToCheck)[number],
): void {
  const article = $('article');
  expect
    .soft(article.find('h1').first().text(), `${url}: title`)
    .toBe(locale === 'en' ? page.op.summary : zhString(page.file, `${page.op.operationId}:/summary`));
  const endpoint = article.find('.openapi__method-endpoint').first().text();
  expect.soft(endpoint, `${url}: method`).toContain(page.method.toUpperCase());
  expect.soft(endpoint, `${url}: path`).toContain(page.path.replace(/\{(\w+)\}/g, ':$1'));
  if (page.op.parameters?.length || page.op.requestBody) {
    expect.soft(article.find('h2#request').length, `${url}: a Request section`).toBe(1);
  }
  expect.soft(article.find('h2#responses.openapi-tabs__response-header').length, `${url}: a Responses section`).toBe(1);
  const tabs = article.find('.code-samples [role="tab"]').map((_, tab) => $(tab).text().trim());
  expect.soft(tabs.get(), `${url}: the sample languages`).toEqual(sampleLanguages.map((language) => language.label));
  // Who may call it (issue 40): the spec's scope, before the Request section, linking the table of scopes.
  const access = page.op['x-weda-access'];
  if (access) {
    const line = article.find('[data-api-access]');
    expect.soft(line.attr('data-api-access'), `${url}: the scope it requires`).toBe(access.scope ?? 'none');
    expect.soft(line.find('a[href$="/API_Access_Tokens#scopes"]').length, `${url}: a link to every scope`).toBe(1);
  }
}

// Every operation page, as served (the title, method, path, sections and sample tabs are in its HTML).
for (const locale of locales) {
  test(`every API operation page shows method, path, request, responses and 8 sample languages (${locale})`, async ({
    request,
  }) => {
    for (const page of pagesToCheck) {
      const url = localized(locale, `${page.base}/${page.slug}`);
      const response = await request.get(url);
      expect.soft(response.status(), `HTTP status of ${url}`).toBe(200);
      expectOperationPage(cheerio.load(await response.text()), url, locale, page);
    }
  });
}

// One page per reference in the browser: the same page once hydrated, and nothing fetched from third parties.
for (const locale of locales) {
  for (const page of [
    pagesToCheck.find((o) => o.file === 'edgehub.yaml'),
    pagesToCheck.find((o) => o.file === 'weda.yaml'),
  ]) {
    if (!page) continue;
    const url = localized(locale, `${page.base}/${page.slug}`);
    test(`${url}, hydrated, shows the same and requests nothing from third parties`, async ({
      page: browser,
      thirdPartyRequests,
    }) => {
      await open(browser, url);
      await expect(browser.locator('article .openapi-tabs__response-code-item').first()).toBeVisible();
      expectOperationPage(cheerio.load(await browser.content()), url, locale, page);
      // The site-wide font stylesheet is the one third-party request SPEC §7 asks for; nothing of the API page itself.
      const fromApiPage = thirdPartyRequests.filter(
        (request) => !/^https:\/\/fonts\.(googleapis|gstatic)\.com\//.test(request),
      );
      expect(fromApiPage, 'requests to third-party hosts').toEqual([]);
    });
  }
}

test('the zh-tw API references are Chinese: title, description, parameters, sidebar; samples as in English', async ({
  page,
}) => {
  for (const [base, file, operationId, parameterKey] of [
    ['/APIs/EdgeHub', 'edgehub.yaml', 'getGateways', 'getGateways:/parameters/online/description'],
    ['/weda/api', 'weda.yaml', 'listDevices', '/components/parameters/DeviceStatusFilter/description'],
  ] as const) {
    const slug = operationSlug(operationId);
    const english = (file === 'edgehub.yaml' ? edgehub : weda).find((o) => o.op.operationId === operationId);
    await open(page, `${base}/${slug}`);
    await expect(page.locator('article h1')).toHaveText(english?.op.summary ?? '');
    // The samples: tab labels and programs (the "Use your values" button above them is in the page's language).
    const samples = page.locator('.code-samples [role="tablist"], .code-samples [role="tabpanel"]');
    const englishSamples = await samples.allInnerTexts();

    await open(page, `/zh-tw${base}/${slug}`);
    const article = page.locator('article');
    await expect(article.locator('h1')).toHaveText(zhString(file, `${operationId}:/summary`));
    await expect(article).toContainText(
      zhString(file, `${operationId}:/description`).split('\n')[0]?.slice(0, 20) ?? '',
    );
    // Parameter descriptions render below a parameter's name in the request section.
    await expect(article).toContainText(zhString(file, parameterKey).replace(/`/g, '').slice(0, 12));
    // Every label of the API sidebar (categories and operations) is Chinese, except the names kept in English.
    const labels = await page.locator('.theme-doc-sidebar-menu .menu__link').allInnerTexts();
    expect(labels.length).toBeGreaterThan(6); // the landing, the categories and the open category's pages
    expect(labels.filter((label) => !/\p{Script=Han}/u.test(label) && !/^(Webhook|JWT)$/.test(label.trim()))).toEqual(
      [],
    );
    // Same samples, character for character.
    expect(await samples.allInnerTexts()).toEqual(englishSamples);
  }
});

test('field constraints read in the page language', async ({ page }) => {
  await open(page, '/weda/api/create-stack');
  await expect(page.locator('article')).toContainText('Possible values: <= 80 characters');
  await open(page, '/zh-tw/weda/api/create-stack');
  const article = page.locator('article');
  await expect(article).toContainText('可能的值： <= 80 個字元');
  await expect(article).toContainText('值須符合規則運算式');
  await expect(article).not.toContainText(/Possible values|characters|Value must match/);
});

test('an operation page carries its curl sample in the static HTML', async ({ request }) => {
  const html = await (await request.get('/APIs/EdgeHub/latest-data')).text();
  const text = html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
  expect(text).toContain("curl --fail-with-body -X POST 'https://edgehub.example.com/api/v1/data/latest'");
  expect(text).toContain("-H 'Authorization: Bearer <accessToken>'");
  for (const language of sampleLanguages) expect(html).toContain(`>${language.label}<`);
});

test('the API landings link their OpenAPI files, which the site serves', async ({ request }) => {
  for (const [url, file] of [
    ['/APIs/EdgeHub/edgehub-restful-apis', '/openapi/edgehub.yaml'],
    ['/weda/api/weda-api', '/openapi/weda.yaml'],
  ]) {
    const landing = await request.get(url);
    expect(landing.status(), `HTTP status of ${url}`).toBe(200);
    expect(cheerio.load(await landing.text())(`a[href="${file}"]`).length, `${url} links ${file}`).toBeGreaterThan(0);
    const response = await request.get(file);
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/^openapi: 3\./);
  }
});

test('the zh-tw API landing is translated and keeps the page chrome in Chinese', async ({ page }) => {
  await open(page, '/zh-tw/APIs/EdgeHub/edgehub-restful-apis');
  await expect(page.locator('article')).toContainText('驗證流程');
  await expect(page.locator('.theme-doc-sidebar-container')).toContainText('資料讀取');
  // The security scheme and contact blocks: their text and the generator's labels.
  await expect(page.locator('article')).toContainText('安全性配置類型');
  await expect(page.locator('article')).toContainText('EdgeHub 技術支援');
  await expect(page.locator('article')).not.toContainText(/Security Scheme Type|Authorization Scheme|Contact/);
  await open(page, '/zh-tw/APIs/EdgeHub/latest-data');
  await expect(page.locator('article')).toContainText('程式碼範例');
});

/** Opens the (lazily loaded) request panel and returns its bearer-token input. */
test('the request panel sends the request with the bearer token the reader entered', async ({ page }) => {
  await open(page, '/APIs/EdgeHub/get-gateways');
  const authorization = await mockEdgeHubHost(page, 'mocked-reply-42');
  const token = await openRequestPanel(page);
  await token.fill('test-token-123');
  await page.getByRole('button', { name: /Send API Request/i }).click();
  await expect.poll(authorization).toBe('Bearer test-token-123');
  await expect(page.getByText('mocked-reply-42')).toBeVisible();
});

test.describe('the request panel against a mock of the EdgeHub API', () => {
  let mock: PrismMock;
  test.beforeAll(async () => {
    mock = await startPrismMock(path.join(__dirname, '../../openapi/edgehub.yaml'));
  });
  test.afterAll(() => mock?.stop());

  /** Opens the panel, picks the plain-HTTP (on-premises) server and points it at `host`. */
  async function panelOnHost(page: Page, route: string, host: string): Promise<void> {
    await open(page, route);
    const token = await openRequestPanel(page);
    await expect(page.locator('.openapi-explorer__response-placeholder-message')).toHaveText(
      'Click Send API Request above to see the response here.',
    );
    await expect(page.locator('.openapi-explorer__server-url')).toHaveText('https://edgehub.example.com');
    await chooseServer(page, 'http://{host}', host);
    await token.fill('test-token-123');
  }

  test('a POST with a JSON body and a bearer token reaches an on-premises http:// host and shows the answer', async ({
    page,
  }) => {
    const host = mock.url.replace('http://', '');
    await panelOnHost(page, '/APIs/EdgeHub/set-tag-data', host);
    const sent = page.waitForRequest(
      (request) => request.url() === `${mock.url}/api/v1/data/tags/write` && request.method() === 'POST',
    );
    await page.getByRole('button', { name: /Send API Request/i }).click();
    const request = await sent;
    expect(request.headers()['authorization']).toBe('Bearer test-token-123');
    expect(request.headers()['content-type']).toMatch(/^application\/json/);
    // The body the panel fills in from the schema, sent as JSON.
    expect(JSON.parse(request.postData() ?? '')).toMatchObject({ scadaId: 'SCADA-TPE-0001', deviceId: 'PLC-01' });
    // Prism answers 202 only to a request that fits the spec.
    await expect(page.locator('.openapi-response__status-code')).toContainText('cmd-7f21c9');
    await expect(page.locator('.openapi-explorer__response-container')).toContainText('202');
  });

  test.describe('with nothing listening on the host', () => {
    test.use({ expectedConsoleErrors: [/ERR_CONNECTION_REFUSED/] });
    test('an unreachable host gives a readable error, not a blank panel', async ({ page }) => {
      const port = await freePort();
      await panelOnHost(page, '/APIs/EdgeHub/set-tag-data', `127.0.0.1:${port}`);
      await page.getByRole('button', { name: /Send API Request/i }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Unable to reach the server' })).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.locator('.openapi-explorer__response-placeholder-message')).toBeHidden();
    });
  });
});

test('a webhook page describes a request the reader receives: no request panel, no code samples', async ({ page }) => {
  await open(page, '/APIs/EdgeHub/alarm-notification');
  await expect(page.locator('article h1')).toHaveText('Alarm notification');
  await expect(page.locator('article')).toContainText('X-EdgeHub-Signature');
  await expect(page.getByText('A request you receive')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open the request panel' })).toHaveCount(0);
  await expect(page.locator('#code-samples')).toHaveCount(0);
  await open(page, '/zh-tw/APIs/EdgeHub/alarm-notification');
  await expect(page.getByText('您會收到的請求')).toBeVisible();
});
