/**
 * The request panel on an HTTPS portal, as readers meet it in production: nginx with the production
 * configuration and a throwaway self-signed certificate, reached by host name (a browser exempts
 * loopback addresses from the mixed-content rule, so a test on `http://127.0.0.1` proves nothing).
 * A plain-http gateway on the network: the panel warns before sending, and sent anyway, the failure
 * says the same. A plain-http server on localhost: no warning, and the request goes through.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../tooling/content/files';
import { testBrowserLaunchOptions } from '../../tooling/testing/chromium';
import { startNginx, type RunningNginx } from '../../tooling/serving/nginx';
import { freePort } from '../../tooling/testing/ports';
import { throwawayCertificate } from '../../tooling/testing/certificate';
import { expect, test, waitForHydration } from './fixtures';
import { chooseServer, openRequestPanel } from './requestPanel';

const PORTAL = 'docs.portal.test';
const GATEWAY = 'gateway.plant.test';

test.use({
  ignoreHTTPSErrors: true,
  launchOptions: {
    ...testBrowserLaunchOptions,
    args: [...testBrowserLaunchOptions.args, `--host-resolver-rules=MAP ${PORTAL} 127.0.0.1, MAP ${GATEWAY} 127.0.0.1`],
  },
});
test.describe.configure({ mode: 'serial' });

let work: string;
let nginx: RunningNginx;
let portal: string;
let gateway: http.Server;
let gatewayPort: number;
const arrived: string[] = [];

test.beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-https-'));
  const { certificate, key } = throwawayCertificate(work, PORTAL, `DNS:${PORTAL}`);
  const port = await freePort();
  nginx = await startNginx({ root: path.join(ROOT, 'build'), port, tls: { certificate, key } });
  portal = `https://${PORTAL}:${port}`;
  // An API that answers any origin (CORS), as an on-premises gateway configured for the portal would.
  gateway = http.createServer((request, response) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': '*',
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    arrived.push(`${request.method} ${request.url}`);
    response.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end('{"note":"gateway-reply-5"}');
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayPort = (gateway.address() as AddressInfo).port;
});

test.afterAll(async () => {
  await nginx?.stop();
  await new Promise((resolve) => gateway?.close(resolve));
  fs.rmSync(work, { recursive: true, force: true });
});

test.describe('a plain-http gateway on the network', () => {
  // What Chromium logs when it blocks the request (the policy, then mixed content).
  test.use({ expectedConsoleErrors: [/Content Security Policy|Mixed Content|net::ERR_/] });

  test('is explained before sending and after, with the cURL sample one click away', async ({ page }) => {
    await page.goto(`${portal}/APIs/EdgeHub/set-tag-data`);
    await waitForHydration(page);
    expect(await page.evaluate(() => window.isSecureContext && location.protocol)).toBe('https:');
    const token = await openRequestPanel(page);
    await token.fill('test-token-123');
    await chooseServer(page, 'http://{host}', `${GATEWAY}:${gatewayPort}`);
    const note = page.getByRole('note').filter({ hasText: 'Your browser will not send this request' });
    await expect(note).toBeVisible();
    await expect(note).toContainText(`${GATEWAY}:${gatewayPort}`);

    await page.getByRole('button', { name: /Send API Request/i }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Your browser will not send this request' });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Unable to reach the server')).toHaveCount(0);
    expect(arrived, 'the browser sent nothing to the gateway').toEqual([]);

    await alert.getByRole('link', { name: 'cURL sample' }).click();
    await expect(page).toHaveURL(/[?&]lang=curl#code-samples$/);
    const curlTab = page.locator('.code-samples').getByRole('tab', { name: 'cURL' });
    await expect(curlTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.code-samples [role="tabpanel"]:not([hidden]) code')).toContainText(
      'curl --fail-with-body',
    );
  });
});

test('a plain-http server on the reader computer is allowed: no warning, and the answer shows', async ({ page }) => {
  await page.goto(`${portal}/APIs/EdgeHub/set-tag-data`);
  await waitForHydration(page);
  const token = await openRequestPanel(page);
  await token.fill('test-token-123');
  await chooseServer(page, 'http://{host}', `localhost:${gatewayPort}`);
  await page.getByRole('button', { name: /Send API Request/i }).click();
  await expect(page.getByText('gateway-reply-5')).toBeVisible();
  expect(arrived).toEqual(['POST /api/v1/data/tags/write']);
  await expect(page.getByRole('note').filter({ hasText: 'Your browser will not send' })).toHaveCount(0);
});
