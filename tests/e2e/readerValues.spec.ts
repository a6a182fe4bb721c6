/**
 * "Use your values" as a reader meets it (issue 42): values entered once, hostile ones included,
 * fill every language tab of an EdgeHub, a WEDA and a GraphQL operation page and a guide's marked
 * blocks; the Copy button copies what is shown, and the copied cURL, Python, JavaScript and PHP run
 * against echo servers here (WEDA's over TLS with a throwaway certificate, as its spec allows only
 * https), which must receive exactly the values entered. A reload keeps them, the zh-tw page uses
 * them, Clear forgets them, no request of the page carries the token, and the request panel gets
 * its own API's values only.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { sampleLanguages } from '../../tooling/openapi/codeSamples';
import { runSample, runnableLanguages } from '../../tooling/openapi/sampleRunners';
import { axeBuilder, expect, localized, open, test } from './fixtures';
import { openRequestPanel } from './requestPanel';
import { uiText } from './site';
import { throwawayCertificate } from '../../tooling/testing/certificate';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
test.describe.configure({ mode: 'serial' });

/** Quotes of every sample language, template and shell syntax, a backslash: all visible ASCII, as HTTP needs. */
const TOKEN = `t'o"k\`e\\n\${x}$(id)%s{0}#{y}`;
/** A path value: the same, plus a slash, a space and text beyond ASCII. */
const SCADA_ID = `gw '"\`\\\${x}/台北 😀`;
const DEVICE_ID = `dev "\\'\${y}/設備`;

interface Arrival {
  readonly method: string;
  readonly target: string;
  readonly authorization?: string;
}

let work: string;
let plain: http.Server;
let secure: https.Server;
let plainHost = '';
let secureHost = '';
let certificate = '';
const arrivals: Arrival[] = [];

function record(req: http.IncomingMessage, res: http.ServerResponse): void {
  req.resume();
  req.on('end', () => {
    arrivals.push({ method: req.method ?? '', target: req.url ?? '', authorization: req.headers.authorization });
    res.writeHead(200, { 'content-type': 'application/json' });
    // GraphQL samples print `data`; REST samples print the body.
    res.end(JSON.stringify({ data: {}, ok: true }));
  });
}

const listen = async (server: http.Server | https.Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
};

test.beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'reader-values-'));
  const tls = throwawayCertificate(work, '127.0.0.1', 'IP:127.0.0.1');
  certificate = tls.certificate;
  // PHP's curl reads its CA bundle from an ini setting: one more ini file, after the system's (leading `:`).
  fs.mkdirSync(path.join(work, 'php'));
  fs.writeFileSync(path.join(work, 'php', 'ca.ini'), `curl.cainfo="${certificate}"\n`);
  plain = http.createServer(record);
  secure = https.createServer({ cert: fs.readFileSync(tls.certificate), key: fs.readFileSync(tls.key) }, record);
  plainHost = await listen(plain);
  secureHost = await listen(secure);
});

test.afterAll(() => {
  plain?.close();
  secure?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/** The throwaway certificate, trusted by each client the way it reads a CA bundle. */
const trustEnv = (): NodeJS.ProcessEnv => ({
  CURL_CA_BUNDLE: certificate,
  REQUESTS_CA_BUNDLE: certificate,
  NODE_EXTRA_CA_CERTS: certificate,
  SSL_CERT_FILE: certificate,
  PHP_INI_SCAN_DIR: `:${path.join(work, 'php')}`,
});

/** Runs a copied program (with the `export` line a program that reads its token needs) and returns what arrived. */
async function runCopied(language: string, program: string, env?: string): Promise<Arrival> {
  arrivals.length = 0;
  const source = env && language === 'curl' ? `${env}\n${program}` : program;
  const run =
    env && language !== 'curl'
      ? await runWithEnv(language, source, env)
      : await runSample(language, source, 'GetGatewayByScadaId', trustEnv());
  expect(run.code, `${language}: ${run.stderr}`).toBe(0);
  expect(arrivals, `${language}: one request arrived`).toHaveLength(1);
  return arrivals[0] as Arrival;
}

/** A Python or JavaScript program that reads the token from the environment, given it by the shown `export` line. */
async function runWithEnv(language: string, source: string, env: string) {
  const token = execFileSync('bash', ['-c', `${env}\nprintf %s "$ACCESS_TOKEN"`], { encoding: 'utf8' });
  return runSample(language, source, 'Sample', { ...trustEnv(), ACCESS_TOKEN: token });
}

/** Opens "Use your values" above the samples and enters the values. */
async function enterValues(
  page: Page,
  values: { server?: string; host: string; token: string; params: Record<string, string>; remember?: boolean },
  locale: 'en' | 'zh-tw' = 'en',
): Promise<void> {
  await page
    .getByRole('button', { name: uiText(locale, 'portal.values.use', 'Use your values') })
    .first()
    .click();
  const form = page.getByRole('form', {
    name: uiText(locale, 'portal.values.formLabel', 'Your values for the samples'),
  });
  await expect(form).toBeVisible();
  if (values.server) {
    const select = form.getByLabel(uiText(locale, 'portal.values.server', 'Server'));
    const options = await select.locator('option').allTextContents();
    await select.selectOption({ index: options.findIndex((text) => text.startsWith(values.server as string)) });
  }
  await form.getByLabel('host', { exact: true }).fill(values.host);
  await form.getByLabel(/bearerAuth/).fill(values.token);
  for (const [name, value] of Object.entries(values.params)) await form.getByLabel(name, { exact: true }).fill(value);
  if (values.remember)
    await form.getByLabel(uiText(locale, 'portal.values.remember', 'Remember on this device')).check();
  await form.getByRole('button', { name: uiText(locale, 'portal.values.save', 'Use these values') }).click();
  await expect(form.getByRole('status')).toHaveText(
    uiText(locale, 'portal.values.saved', 'The samples now show your values.'),
  );
}

/** A code block's text, copied with its Copy button; the clipboard must hold exactly what is shown. */
async function copyBlock(page: Page, block: Locator): Promise<string> {
  await block.hover();
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  const shown = (await block.locator('pre code').innerText()).replace(/\n$/, '');
  await expect
    .poll(async () => (await page.evaluate(() => navigator.clipboard.readText())).replace(/\n$/, ''))
    .toBe(shown);
  return shown;
}

/** The shown tab's program and, when it reads a secret from the environment, its `export` line. */
async function copyShown(page: Page): Promise<{ code: string; env?: string }> {
  const blocks = page.locator('.code-samples [role="tabpanel"]:not([hidden]) .theme-code-block');
  const copied: string[] = [];
  for (let i = 0; i < (await blocks.count()); i += 1) copied.push(await copyBlock(page, blocks.nth(i)));
  return copied.length === 2 ? { env: copied[0], code: copied[1] as string } : { code: copied[0] as string };
}

async function showTab(page: Page, label: string): Promise<void> {
  await page
    .locator('.code-samples [role="tab"]', { hasText: new RegExp(`^${label.replace(/[+#]/g, '\\$&')}$`) })
    .first()
    .click();
}

/** What each page asked for, with its headers and body, to prove the token never leaves the browser. */
function watchRequests(page: Page): string[] {
  const leaks: string[] = [];
  page.on('request', (request) => {
    const carried = `${request.url()} ${JSON.stringify(request.headers())} ${request.postData() ?? ''}`;
    if (carried.includes(TOKEN) || carried.includes(encodeURIComponent(TOKEN))) leaks.push(request.url());
  });
  return leaks;
}

const runnable = (language: string): boolean =>
  ['curl', 'python', 'javascript', 'php'].includes(language) && runnableLanguages.includes(language);

test('EdgeHub: every language of a REST page, a GraphQL page and a guide with the values entered; Copy copies them; the programs send exactly them; reload, zh-tw, panel and Clear', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const leaks = watchRequests(page);
  await open(page, '/APIs/EdgeHub/get-gateway-by-scada-id');
  await expect(page.locator('.code-samples [role="tabpanel"]:not([hidden]) code')).toContainText(
    'https://edgehub.example.com',
  );
  await enterValues(page, { server: 'http://{host}', host: plainHost, token: TOKEN, params: { scadaId: SCADA_ID } });
  // The open form, its notes and the filled samples: no serious or critical axe violation.
  const { violations } = await axeBuilder(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .include('.code-samples')
    .analyze();
  expect(
    violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
      .map((violation) => violation.id),
  ).toEqual([]);
  const origin = `http://${plainHost}`;
  const target = `/api/v1/gateways/${encodeURIComponent(SCADA_ID)}`;
  for (const language of sampleLanguages) {
    await showTab(page, language.label);
    const panel = page.locator('.code-samples [role="tabpanel"]:not([hidden])');
    await expect(panel.getByText(/This sample shows your values/)).toBeVisible();
    await expect(panel.locator('code').last()).toContainText(plainHost);
    const { code } = await copyShown(page);
    expect(code, language.id).not.toContain('edgehub.example.com');
    expect(code, language.id).not.toContain('<accessToken>');
    if (!runnable(language.id)) continue;
    const arrival = await runCopied(language.id, code);
    expect(arrival, language.id).toEqual({ method: 'GET', target, authorization: `Bearer ${TOKEN}` });
  }

  // A reload keeps them; the zh-tw page (same browser) uses them.
  await page.reload();
  await expect(page.locator('.code-samples [role="tabpanel"]:not([hidden]) code').last()).toContainText(origin, {
    timeout: 20_000,
  });
  await open(page, localized('zh-tw', '/APIs/EdgeHub/get-gateway-by-scada-id'));
  await expect(page.locator('.code-samples [role="tabpanel"]:not([hidden]) code').last()).toContainText(origin);
  const zhNote = uiText('zh-tw', 'portal.values.shown', '').split('{fields}')[0] as string;
  await expect(page.locator('.code-samples [role="tabpanel"]:not([hidden])').getByText(zhNote)).toBeVisible();

  // The same values on a GraphQL page: the endpoint filled, the token in an export line; the copies run.
  await open(page, '/APIs/EdgeHub-GraphQL/operations/queries/gateway');
  for (const [label, id] of [
    ['cURL', 'curl'],
    ['Python', 'python'],
    ['JavaScript', 'javascript'],
  ] as const) {
    await showTab(page, label);
    const { code, env } = await copyShown(page);
    expect(id === 'curl' ? code.split('\n')[0] : env).toMatch(/^export ACCESS_TOKEN='/);
    if (!runnable(id)) continue;
    const arrival = await runCopied(id, code, env);
    expect(arrival, id).toEqual({ method: 'POST', target: '/api/v1/graphql', authorization: `Bearer ${TOKEN}` });
  }

  // And in a guide's marked block: the SCADA ID percent-encoded to stand unquoted, the token exported.
  await open(page, '/EdgeHub/APIs/Browse_Gateways_and_Tags');
  const block = page.locator('article .theme-code-block').first();
  await expect(block).toContainText(`export ACCESS_TOKEN=`);
  const strict = encodeURIComponent(SCADA_ID).replace(
    /[!'()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  await expect(block).toContainText(`http://${plainHost}/api/v1/gateways/${strict}`);
  const guideArrival = await runCopied('curl', await copyBlock(page, block));
  expect(guideArrival).toEqual({
    method: 'GET',
    target: `/api/v1/gateways/${strict}`,
    authorization: `Bearer ${TOKEN}`,
  });

  // The request panel takes this API's host and token.
  await open(page, '/APIs/EdgeHub/get-gateways');
  const token = await openRequestPanel(page);
  await expect(token).toHaveValue(TOKEN);
  await expect(page.locator('.openapi-explorer__server-url')).toContainText(plainHost);

  // One click back to the placeholders, one to the values again.
  await page.getByRole('button', { name: 'Show placeholders' }).first().click();
  await expect(page.locator('.code-samples [role="tabpanel"]:not([hidden]) code').last()).toContainText(
    'https://edgehub.example.com',
  );
  await page.getByRole('button', { name: 'Show your values' }).click();
  await expect(page.locator('.code-samples [role="tabpanel"]:not([hidden]) code').last()).toContainText(origin);

  // Clear forgets them: placeholders, and nothing kept.
  await page.getByRole('button', { name: 'Use your values' }).click();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.locator('.code-samples [role="tabpanel"]:not([hidden]) code').last()).toContainText(
    'https://edgehub.example.com',
  );
  expect(
    await page.evaluate(() => [
      sessionStorage.getItem('portal.values.edgehub'),
      localStorage.getItem('portal.values.edgehub'),
    ]),
  ).toEqual([null, null]);
  expect(leaks, 'no request of the page carried the token').toEqual([]);
});

test("WEDA over TLS: the values fill WEDA's samples only; EdgeHub's pages and panel never show them", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const leaks = watchRequests(page);
  await open(page, '/weda/api/get-device');
  await enterValues(page, { host: secureHost, token: TOKEN, params: { deviceId: DEVICE_ID }, remember: true });
  for (const language of ['cURL', 'Python', 'JavaScript', 'PHP']) {
    await showTab(page, language);
    const { code } = await copyShown(page);
    const id = sampleLanguages.find((candidate) => candidate.label === language)?.id as string;
    if (!runnable(id)) continue;
    const arrival = await runCopied(id, code);
    expect(arrival, id).toEqual({
      method: 'GET',
      target: `/api/v1/devices/${encodeURIComponent(DEVICE_ID)}`,
      authorization: `Bearer ${TOKEN}`,
    });
  }
  // "Remember on this device": local storage, not session storage.
  expect(
    await page.evaluate(() => [
      sessionStorage.getItem('portal.values.weda'),
      localStorage.getItem('portal.values.weda'),
    ]),
  ).toEqual([null, expect.stringContaining('accessToken')]);
  // EdgeHub's samples and panel: placeholders, none of WEDA's host or token.
  await open(page, '/APIs/EdgeHub/get-gateways');
  await expect(page.locator('.code-samples [role="tabpanel"]:not([hidden]) code').last()).toContainText(
    'https://edgehub.example.com',
  );
  const token = await openRequestPanel(page);
  await expect(token).toHaveValue('');
  // The server line is there, showing the spec's server, not WEDA's host.
  const serverUrl = page.locator('.openapi-explorer__server-url');
  await expect(serverUrl).toContainText('edgehub.example.com');
  await expect(serverUrl).not.toContainText(secureHost);
  expect(leaks).toEqual([]);
});

test('MQTT: the export lines of the programs with the values entered, each read back exactly by the shell; the REST pages share the SCADA ID', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await open(page, '/APIs/EdgeHub-MQTT/edgehub-mqtt-api');
  await page.getByRole('button', { name: 'Use your values' }).click();
  const form = page.getByRole('form', { name: 'Your values for the samples' });
  const values: Record<string, string> = {
    host: 'broker.plant.example',
    port: '18883',
    tenantId: `t'e"n\\$x 台北`,
    scadaId: 'gw-${x}`id`',
    gatewayCredential: `k'e"y\\ $(id) 😀`,
  };
  // A topic level with a slash is refused in the form, naming the rule.
  await form.getByLabel('scadaId', { exact: true }).fill('a/b');
  await form.getByRole('button', { name: 'Use these values' }).click();
  await expect(form.getByText('A topic level cannot be empty or contain "/", "+" or "#".')).toBeVisible();
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
  // Enter in a field submits the form, as a keyboard user expects.
  await form.getByLabel('gatewayCredential', { exact: true }).press('Enter');
  await expect(form.getByRole('status')).toHaveText('The samples now show your values.');
  const block = page.locator('article .theme-code-block', { hasText: 'EDGEHUB_MQTT_HOST' });
  const code = await copyBlock(page, block);
  const names = [
    'EDGEHUB_MQTT_HOST',
    'EDGEHUB_MQTT_PORT',
    'EDGEHUB_TENANT_ID',
    'EDGEHUB_SCADA_ID',
    'EDGEHUB_CREDENTIAL_KEY',
  ];
  const readBack = execFileSync(
    'bash',
    ['-c', `${code}\nprintf '%s\\0' ${names.map((name) => `"$${name}"`).join(' ')}`],
    {
      encoding: 'utf8',
    },
  );
  expect(readBack.split('\0').slice(0, -1)).toEqual(Object.values(values));
  // One store per product: the REST page's samples use the SCADA ID entered here.
  await open(page, '/APIs/EdgeHub/get-gateway-by-scada-id');
  await expect(page.locator('.code-samples [role="tabpanel"]:not([hidden]) code').last()).toContainText(
    `/api/v1/gateways/${encodeURIComponent(values.scadaId as string)}`,
  );
});
