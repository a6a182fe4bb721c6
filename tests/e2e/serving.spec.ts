/**
 * The production server as readers and their tools meet it: real HTTP requests to nginx with the
 * configuration of deploy/nginx/ (the e2e server, `npm run serve:prod`), byte for byte as sent
 * (node:http, no URL normalisation), and the preview server fed the same bad URLs.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PORT } from '../../playwright.config';
import { ROOT } from '../../tooling/content/files';
import { mainScriptOf } from '../../tooling/serving/htmlTemplate';
import { apiPathPattern, buildScriptHashes } from '../../tooling/serving/csp';
import { freePort, waitForServer } from '../../tooling/testing/ports';
import { startPreviewServer } from '../../tooling/serving/previewServer';
import { expect, test, waitForHydration } from './fixtures';

const BUILD = path.join(ROOT, 'build');

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request with the path exactly as given, on a connection of its own (`agent: false`): Node's
 * default agent keeps connections alive across tests, and one kept to a server that has since
 * stopped (or to a port now reused by another server) fails the next request with ECONNRESET.
 */
function request(
  pathname: string,
  options: { method?: string; headers?: Record<string, string>; port?: number } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port: options.port ?? PORT,
        path: pathname,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.method === 'POST' ? '{"x":1}' : undefined);
  });
}

const mainScript = (): string => {
  const html = fs.readFileSync(path.join(BUILD, 'index.html'), 'utf8');
  const script = mainScriptOf(html);
  if (!script) throw new Error('build/index.html loads no main.*.js');
  return script;
};
const searchIndex = (): string =>
  `/${fs.readdirSync(BUILD).find((name) => /^search-index-[0-9a-f]{8}\.json$/.test(name))}`;
const firstApiPage = (): string =>
  `/APIs/EdgeHub/${fs
    .readdirSync(path.join(BUILD, 'APIs', 'EdgeHub'))
    .find((name) => name.startsWith('get-') && name.endsWith('.html'))
    ?.replace(/\.html$/, '')}`;

const DOC = '/EdgeHub/Introduction/What_is_EdgeHub';
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Case {
  name: string;
  path: () => string;
  method?: string;
  headers?: Record<string, string>;
  status: number;
  location?: string;
  cacheControl?: string | null;
  type?: RegExp;
  encoding?: string | null;
  body?: RegExp;
  api?: boolean;
}

const cases: Case[] = [
  { name: 'home', path: () => '/', status: 200, cacheControl: 'no-cache', type: /^text\/html; charset=utf-8$/ },
  { name: 'doc page', path: () => DOC, status: 200, cacheControl: 'no-cache', body: /<h1[^>]*>What is EdgeHub/ },
  { name: '.html form', path: () => `${DOC}.html`, status: 301, location: DOC },
  {
    name: '/index.html form',
    path: () => '/EdgeHub/Introduction/index.html',
    status: 301,
    location: '/EdgeHub/Introduction',
  },
  { name: 'root /index.html', path: () => '/index.html', status: 301, location: '/' },
  { name: 'trailing slash', path: () => `${DOC}/`, status: 301, location: DOC },
  { name: 'query string kept', path: () => `${DOC}.html?q=gateway&x=1`, status: 301, location: `${DOC}?q=gateway&x=1` },
  // A Location of `//evil.com` or `/\evil.com` is another site to a browser: phishing mail could
  // send readers anywhere through the portal's name. tests/e2e/hostileUrls.spec.ts tries thousands more.
  { name: 'no open redirect: //host/', path: () => '//evil.com/', status: 301, location: '/evil.com' },
  { name: 'no open redirect: /\\host/', path: () => '/\\evil.com/', status: 301, location: '/evil.com' },
  {
    name: 'no open redirect: ///host.html',
    path: () => '///evil.com/x.html?a=1',
    status: 301,
    location: '/evil.com/x?a=1',
  },
  { name: 'no open redirect: encoded', path: () => '/%2F%2Fevil.com/', status: 301, location: '/%2F%2Fevil.com' },
  { name: 'short URL with a slash, in one step', path: () => '/EdgeHub/', status: 301, location: DOC },
  { name: 'page with a query string', path: () => `${DOC}?utm_source=print`, status: 200, body: /What is EdgeHub/ },
  {
    name: 'English 404',
    path: () => '/no/such/page',
    status: 404,
    type: /^text\/html/,
    body: /<html[^>]*lang="?en/,
    cacheControl: null,
  },
  {
    name: 'zh-tw 404',
    path: () => '/zh-tw/no/such/page',
    status: 404,
    type: /^text\/html/,
    body: /<html[^>]*lang="?zh-TW/,
    cacheControl: null,
  },
  { name: 'zh-tw home', path: () => '/zh-tw/', status: 200, body: /<html[^>]*lang="?zh-TW/ },
  { name: 'zh-tw home without slash', path: () => '/zh-tw', status: 301, location: '/zh-tw/' },
  { name: 'zh-tw page', path: () => `/zh-tw${DOC}`, status: 200, body: /<html[^>]*lang="?zh-TW/ },
  { name: 'hashed asset', path: mainScript, status: 200, cacheControl: IMMUTABLE, type: /^application\/javascript/ },
  {
    name: 'missing asset',
    path: () => '/assets/js/main.00000000.js',
    status: 404,
    type: /^text\/plain/,
    body: /^Not found\n$/,
    cacheControl: null,
  },
  {
    name: 'missing zh-tw asset',
    path: () => '/zh-tw/assets/css/styles.00000000.css',
    status: 404,
    type: /^text\/plain/,
  },
  { name: 'missing image', path: () => '/img/no-such-image.png', status: 404, type: /^text\/plain/ },
  { name: 'search index', path: searchIndex, status: 200, cacheControl: IMMUTABLE, type: /^application\/json/ },
  { name: 'sitemap', path: () => '/sitemap.xml', status: 200, cacheControl: 'no-cache', type: /xml/ },
  {
    name: 'OpenAPI file',
    path: () => '/openapi/edgehub.yaml',
    status: 200,
    cacheControl: 'no-cache',
    type: /^application\/yaml/,
  },
  { name: 'API page', path: firstApiPage, status: 200, cacheControl: 'no-cache', api: true },
  { name: 'zh-tw API page', path: () => `/zh-tw${firstApiPage()}`, status: 200, api: true },
  { name: 'percent-encoded path', path: () => DOC.replace(/_/g, '%5F'), status: 200, body: /What is EdgeHub/ },
  { name: 'encoded non-ASCII path', path: () => '/zh-tw/%E6%96%87%E4%BB%B6', status: 404, type: /^text\/html/ },
  { name: 'malformed escape', path: () => '/%E0%A4%A', status: 400 },
  { name: 'encoded NUL', path: () => '/a%00b', status: 400 },
  { name: 'path traversal', path: () => '/../../etc/passwd', status: 400 },
  { name: 'HEAD', path: () => DOC, method: 'HEAD', status: 200, cacheControl: 'no-cache', body: /^$/ },
  { name: 'POST', path: () => DOC, method: 'POST', status: 405 },
  { name: 'DELETE', path: () => '/', method: 'DELETE', status: 405 },
  { name: 'dot folder', path: () => '/.nginx/csp.conf', status: 404, body: /<html/ },
  { name: 'directory', path: () => '/assets/js/', status: 301, location: '/assets/js' },
  { name: 'directory without slash', path: () => '/assets/js', status: 404 },
  {
    name: 'brotli',
    path: mainScript,
    headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    status: 200,
    encoding: 'br',
  },
  { name: 'gzip', path: mainScript, headers: { 'Accept-Encoding': 'gzip' }, status: 200, encoding: 'gzip' },
  { name: 'identity', path: () => DOC, headers: { 'Accept-Encoding': 'identity' }, status: 200, encoding: null },
  { name: 'page in brotli', path: () => DOC, headers: { 'Accept-Encoding': 'br' }, status: 200, encoding: 'br' },
  { name: 'range', path: mainScript, headers: { Range: 'bytes=0-99' }, status: 206 },
  {
    name: 'Markdown copy of a page',
    path: () => `${DOC}.md`,
    status: 200,
    cacheControl: 'no-cache',
    type: /^text\/markdown; charset=utf-8$/,
    body: /^# What is EdgeHub\n/,
  },
  {
    name: 'Markdown copy in brotli',
    path: () => `/zh-tw${DOC}.md`,
    headers: { 'Accept-Encoding': 'br' },
    status: 200,
    encoding: 'br',
  },
  {
    name: 'missing Markdown copy',
    path: () => '/zh-tw/no/such/page.md',
    status: 404,
    type: /^text\/plain/,
    body: /^Not found\n$/,
    cacheControl: null,
  },
  {
    name: 'llms.txt',
    path: () => '/llms.txt',
    status: 200,
    cacheControl: 'no-cache',
    type: /^text\/plain; charset=utf-8$/,
  },
];

let scriptHashes: string[];

/**
 * The policy written out directive by directive (not computed by tooling/serving/csp.ts, which writes the
 * header): a change there that opens or closes a source fails here until this list agrees.
 */
function expectedPolicy(api: boolean): string {
  const analytics = 'https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com';
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((hash) => `'${hash}'`).join(' ')} https://www.googletagmanager.com`,
    "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
    "font-src 'self' https://fonts.gstatic.com",
    `img-src 'self' data: ${analytics}`,
    api
      ? "connect-src 'self' https: http://localhost:* http://*.localhost:* http://127.0.0.1:*"
      : `connect-src 'self' ${analytics}`,
    'frame-src https://www.googletagmanager.com',
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
test.beforeAll(() => {
  scriptHashes = buildScriptHashes(BUILD);
});

test.describe('nginx answers', () => {
  for (const item of cases) {
    test(`${item.name}: ${item.method ?? 'GET'} → ${item.status}`, async () => {
      const url = item.path();
      const answer = await request(url, { method: item.method, headers: item.headers });
      expect(answer.status, url).toBe(item.status);
      const header = (name: string): string | undefined => answer.headers[name] as string | undefined;
      if (item.location !== undefined) expect(header('location')).toBe(item.location);
      if (item.cacheControl !== undefined) expect(header('cache-control') ?? null).toBe(item.cacheControl);
      if (item.type) expect(header('content-type')).toMatch(item.type);
      if (item.encoding !== undefined) expect(header('content-encoding') ?? null).toBe(item.encoding);
      if (item.body) expect(answer.body.toString('utf8')).toMatch(item.body);
      if (item.method === 'POST' || item.method === 'DELETE') expect(header('allow')).toBe('GET, HEAD');

      // Security headers on every answer, errors and redirects included.
      const api = item.api ?? new RegExp(apiPathPattern()).test(url);
      expect(header('content-security-policy')).toBe(expectedPolicy(api));
      expect(header('x-content-type-options')).toBe('nosniff');
      expect(header('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(header('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
      expect(header('x-frame-options')).toBe('DENY');
      expect(header('server')).toBe('nginx');
    });
  }

  test('a conditional request answers 304 with the same headers', async () => {
    const first = await request(DOC);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await request(DOC, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  test("the CSP lists the hash of every inline script of every built page, and the API pages' connect-src opens the reader's API hosts", async () => {
    const csp = (await request('/')).headers['content-security-policy'] as string;
    const missing = scriptHashes.filter((hash) => !csp.includes(`'${hash}'`));
    expect(
      missing,
      'inline-script hashes missing from the header: rebuild (npm run build writes build/.nginx/csp.conf)',
    ).toEqual([]);
    expect(scriptHashes.length).toBeGreaterThan(0);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/connect-src[^;]* http:/);
    const apiCsp = (await request(firstApiPage())).headers['content-security-policy'] as string;
    // Plain http:// only on the reader's own computer: an HTTPS page can reach nothing else over it.
    expect(apiCsp).toMatch(
      /connect-src 'self' https: http:\/\/localhost:\* http:\/\/\*\.localhost:\* http:\/\/127\.0\.0\.1:\*(;|$)/,
    );
    expect(apiCsp).not.toMatch(/ http:( |;|$)/);
  });
});

test('npm run serve:prod serves build/ with nginx and stops cleanly on Ctrl+C', async () => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-prod.ts', '--port', String(port)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  await waitForServer(port, { timeoutMs: 30_000 });
  expect((await request('/', { port })).status).toBe(200);
  const prefix = /prefix (\S+)\)/.exec(output)?.[1];
  child.kill('SIGINT');
  expect(await exited, output).toBe(0);
  await expect(request('/', { port })).rejects.toThrow(/ECONNREFUSED/);
  expect(prefix && fs.existsSync(prefix), `temporary prefix ${prefix} removed`).toBe(false);
});

test.describe('the preview server (npm run serve)', () => {
  let server: http.Server;
  let port: number;
  test.beforeAll(async () => {
    server = startPreviewServer({ root: BUILD, port: 0 });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    port = (server.address() as AddressInfo).port;
  });
  test.afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  test('bad URLs get 4xx and the server keeps serving', async () => {
    for (const bad of ['/%E0%A4%A', '/%', '/a%00b', '/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd']) {
      const answer = await request(bad, { port });
      expect(answer.status, bad).toBeGreaterThanOrEqual(400);
      expect(answer.status, bad).toBeLessThan(500);
    }
    expect((await request(DOC, { port })).status).toBe(200);
  });

  test('no redirect leaves the site, and the locale home keeps its slash', async () => {
    for (const [bad, location] of [
      ['//evil.com/', '/evil.com'],
      ['/\\evil.com/', '/evil.com'],
      ['/%2F%2Fevil.com/', '/evil.com'],
      ['//index.html', '/'],
      ['/zh-tw', '/zh-tw/'],
    ]) {
      const answer = await request(bad ?? '', { port });
      expect(answer.status, bad).toBe(301);
      expect(answer.headers.location, bad).toBe(location);
    }
    expect((await request('/zh-tw/', { port })).status).toBe(200);
  });

  test('clean URLs and the not-found page of each locale', async () => {
    const redirect = await request(`${DOC}.html`, { port });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe(DOC);
    const zh = await request('/zh-tw/no/such/page', { port });
    expect(zh.status).toBe(404);
    expect(zh.body.toString('utf8')).toMatch(/<html[^>]*lang="?zh-TW/);
    const en = await request('/no/such/page', { port });
    expect(en.status).toBe(404);
    expect(en.body.toString('utf8')).toMatch(/<html[^>]*lang="?en/);
  });

  test('the Markdown copies and llms.txt, with their types', async () => {
    const markdown = await request(`${DOC}.md`, { port });
    expect(markdown.status).toBe(200);
    expect(markdown.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(markdown.body.toString('utf8')).toMatch(/^# What is EdgeHub\n/);
    const index = await request('/zh-tw/llms.txt', { port });
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toBe('text/plain; charset=utf-8');
  });
});

test.describe('every page type runs under the CSP with no violation', () => {
  const pages: Array<[string, string]> = [
    ['home', '/'],
    ['doc page', DOC],
    ['search page', '/search?q=gateway'],
    ['404 page', '/no/such/page'],
    ['zh-tw home', '/zh-tw/'],
    ['zh-tw doc page', `/zh-tw${DOC}`],
    ['zh-tw 404 page', '/zh-tw/no/such/page'],
  ];
  test.use({ expectedConsoleErrors: [/status of 404/] });

  const violations = async (page: import('@playwright/test').Page): Promise<string[]> =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(
      'window.cspViolations = []; document.addEventListener("securitypolicyviolation", (e) => window.cspViolations.push(e.violatedDirective + " " + e.blockedURI));',
    );
  });

  for (const [name, url] of pages) {
    test(name, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
      await waitForHydration(page);
      expect(await violations(page)).toEqual([]);
    });
  }

  test('API page with the request panel open, sending to the API host', async ({ page }) => {
    await page.route('https://edgehub.example.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"items":[],"note":"csp-reply-7"}' }),
    );
    const response = await page.goto('/APIs/EdgeHub/get-gateways');
    expect(response?.headers()['content-security-policy']).toContain("connect-src 'self' https: http://localhost:*");
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open the request panel' }).click();
    await page
      .getByPlaceholder(/Bearer Token/i)
      .first()
      .fill('csp-token');
    await page.getByRole('button', { name: /Send API Request/i }).click();
    await expect(page.getByText('csp-reply-7')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
