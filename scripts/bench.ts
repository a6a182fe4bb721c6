/**
 * `npm run bench`: cold production builds and what a reader downloads.
 * Prints a table; nothing here is a pass/fail test.
 *
 *   npm run bench                   cold build per locale, pages, JS weight, search (index sizes,
 *                                   first-search transfer and time to the first suggestion),
 *                                   content per manual (pages, words)
 *   npm run bench -- --compare      also a cold English build without Faster (webpack + Babel
 *                                   + Terser instead of Rspack + SWC), about three times slower
 *   npm run bench -- --skip-build   measure the existing build/ only
 * Pages are served by nginx with the production configuration (tooling/nginx.ts), which also gets
 * a bounded load run: autocannon, 10 s at 50 connections per URL, on loopback.
 */
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tooling/chromium';
import { landingUrl, locales, productManuals, productSets, type Locale } from '../src/data/docSets';
import { searchContextSlug } from '../src/data/search';
import { ROOT, contentStats, MIN_MEDIAN_WORDS, walkFiles } from '../tooling/content';
import { startNginx } from '../tooling/nginx';
import { freePort } from '../tooling/ports';
import { indexFilesByContext } from '../tooling/searchIndexFiles';

const buildDir = path.join(ROOT, 'build');
const args = process.argv.slice(2);
const rows: Array<[string, string]> = [];

function coldBuild(label: string, extraArgs: string[], env: Record<string, string> = {}): void {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
    fs.rmSync(path.join(ROOT, dir), { recursive: true, force: true });
  }
  const started = Date.now();
  const result = spawnSync('/usr/bin/time', ['-v', 'npx', 'docusaurus', 'build', ...extraArgs], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', ...env },
  });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`build failed: ${label}`);
  }
  const seconds = (Date.now() - started) / 1000;
  const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1] ?? 0);
  rows.push([
    `${label}: cold build time`,
    `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')} (${seconds.toFixed(0)} s)`,
  ]);
  rows.push([`${label}: peak memory (largest process)`, `${(peakKb / 1024 / 1024).toFixed(2)} GB`]);
}

const countHtml = (dir: string): number => walkFiles(dir, (name) => name.endsWith('.html')).length;

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KB`;

async function jsWeight(port: number, pages: Array<[string, string]>): Promise<void> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  for (const [label, url] of pages) {
    const page = await browser.newPage();
    await page.route(
      (u) => !u.toString().startsWith(`http://127.0.0.1:${port}`),
      (route) => route.abort(),
    );
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.set(response.url(), zlib.gzipSync(body, { level: 6 }).length);
    });
    await page.goto(`http://127.0.0.1:${port}${url}`);
    // Everything the page loads by itself: hydration, then the route's lazy chunks.
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.waitForTimeout(3000);
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    rows.push([`${label} (${url}): JS loaded, gzipped`, `${kb(total)} in ${scripts.size} files`]);
    await page.close();
  }
  await browser.close();
}

interface SearchRow {
  locale: Locale;
  page: string;
  indexRaw: number;
  indexGz: number;
  transferGz?: number;
  requests?: number;
  firstSuggestionMs?: number;
}

/**
 * Per locale and search context: the index size, and in a cold browser (new
 * profile, empty cache) what the first search transfers (each response body
 * gzipped at level 6, as a web server sends it) and the time from the first
 * keystroke (Ctrl+K, then the query typed at once) to the first suggestion.
 */
async function searchBench(port: number): Promise<SearchRow[]> {
  const rows: SearchRow[] = [];
  const browser = await chromium.launch(chromiumLaunchOptions);
  for (const locale of locales) {
    const files = indexFilesByContext(locale === 'en' ? buildDir : path.join(buildDir, locale));
    const pages: Array<[string, string, string]> = [['home (all sets)', '', '/']];
    for (const set of productSets) {
      pages.push([set.label.en, searchContextSlug(set), landingUrl(set)]);
    }
    for (const [label, context, url] of pages) {
      const file = files.get(context);
      if (!file) throw new Error(`no search index for context "${context}" (${locale})`);
      const body = fs.readFileSync(file);
      const row: SearchRow = {
        locale,
        page: label,
        indexRaw: body.length,
        indexGz: zlib.gzipSync(body, { level: 6 }).length,
      };
      const prefix = locale === 'en' ? '' : `/${locale}`;
      const browserContext = await browser.newContext();
      const page = await browserContext.newPage();
      await page.route(
        (u) => !u.toString().startsWith(`http://127.0.0.1:${port}`),
        (route) => route.abort(),
      );
      await page.goto(`http://127.0.0.1:${port}${prefix}${url}`);
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      await page.waitForLoadState('networkidle');
      // The landing page's own title: a query that has hits in every context. On the home page, a common term.
      const query =
        context === ''
          ? locale === 'en'
            ? 'gateway'
            : '閘道器'
          : (await page.locator('article h1').first().textContent())?.trim() || 'gateway';
      let transfer = 0;
      let requests = 0;
      let counting = true;
      const pending: Array<Promise<void>> = [];
      page.on('response', (response) => {
        if (!counting) return;
        requests += 1;
        pending.push(
          response
            .body()
            .then((bytes) => void (transfer += zlib.gzipSync(bytes, { level: 6 }).length))
            .catch(() => undefined),
        );
      });
      await page.evaluate(() => {
        const marks: Record<string, number> = {};
        (window as unknown as { __searchBench: Record<string, number> }).__searchBench = marks;
        document.addEventListener('keydown', () => void (marks.key ??= performance.now()), { capture: true });
        new MutationObserver(() => {
          if (marks.hit === undefined && document.querySelector('.navbar [role="option"]')) {
            marks.hit = performance.now();
          }
        }).observe(document.body, { childList: true, subtree: true });
      });
      await page.keyboard.press('Control+k');
      await page.keyboard.type(query);
      await page.waitForSelector('.navbar [role="option"]', { timeout: 60_000 });
      counting = false;
      await Promise.all(pending);
      const marks = await page.evaluate(
        () => (window as unknown as { __searchBench: Record<string, number> }).__searchBench,
      );
      row.transferGz = transfer;
      row.requests = requests;
      row.firstSuggestionMs = marks.hit - marks.key;
      rows.push(row);
      await browserContext.close();
    }
  }
  await browser.close();
  return rows;
}

function printSearchTable(rows: SearchRow[]): void {
  console.log('\nSearch: index per locale and context, and the first search in a cold browser');
  console.log(
    '\n| Locale | Page (search context) | Index raw | Index gzipped | First search transfer (gzipped, requests) | First keystroke to first suggestion |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    console.log(
      `| ${row.locale} | ${row.page} | ${kb(row.indexRaw)} | ${kb(row.indexGz)} | ${kb(row.transferGz ?? 0)} (${row.requests}) | ${Math.round(row.firstSuggestionMs ?? 0)} ms |`,
    );
  }
  for (const locale of locales) {
    const mine = rows.filter((row) => row.locale === locale);
    const products = mine.filter((row) => !row.page.startsWith('home'));
    const home = mine.find((row) => row.page.startsWith('home'));
    const worst = products.reduce((a, b) => ((a.transferGz ?? 0) >= (b.transferGz ?? 0) ? a : b));
    const slowest = mine.reduce((a, b) => ((a.firstSuggestionMs ?? 0) >= (b.firstSuggestionMs ?? 0) ? a : b));
    console.log(
      `${locale}: largest first search on a product page ${kb(worst.transferGz ?? 0)} (${worst.page}; budget 300 KB), ` +
        `home page ${kb(home?.transferGz ?? 0)} (budget 1024 KB), slowest first suggestion ${Math.round(slowest.firstSuggestionMs ?? 0)} ms (${slowest.page})`,
    );
  }
}

async function main(): Promise<void> {
  if (!args.includes('--skip-build')) {
    spawnSync('npm', ['run', 'gen-api'], { cwd: ROOT, stdio: 'inherit' });
    if (args.includes('--compare')) {
      coldBuild('en, without Faster (webpack)', ['--locale', 'en'], { DOCS_WITHOUT_FASTER: '1' });
    }
    coldBuild('en, Faster', ['--locale', 'en']);
    fs.renameSync(buildDir, `${buildDir}-en`);
    coldBuild('zh-tw, Faster', ['--locale', 'zh-tw']);
    fs.renameSync(buildDir, `${buildDir}-zh`);
    coldBuild('both locales, Faster', []);
    const started = Date.now();
    const postbuild = spawnSync('npx', ['tsx', 'scripts/postbuild.ts'], { cwd: ROOT, encoding: 'utf8' });
    if (postbuild.status !== 0) throw new Error(`postbuild failed:\n${postbuild.stderr}`);
    rows.push(['postbuild: CSP hashes, release.json, .gz and .br', `${((Date.now() - started) / 1000).toFixed(0)} s`]);
    fs.rmSync(`${buildDir}-en`, { recursive: true, force: true });
    fs.rmSync(`${buildDir}-zh`, { recursive: true, force: true });
  }
  rows.push(['HTML pages (both locales)', String(countHtml(buildDir))]);
  let searchRows: SearchRow[] = [];
  let loadRows: LoadRow[] = [];

  const nginx = await startNginx({ root: buildDir, port: await freePort() });
  const port = Number(new URL(nginx.url).port);
  try {
    await jsWeight(port, [
      ['home page', '/'],
      ['doc page', '/EdgeHub/Introduction/What_is_EdgeHub'],
      ['API page', '/APIs/EdgeHub/latest-data'],
      ['API page', '/weda/api/get-device'],
    ]);
    searchRows = await searchBench(port);
    loadRows = await loadBench(nginx.url);
  } finally {
    await nginx.stop();
  }

  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(`\n| ${'Measure'.padEnd(width)} | Value |\n| ${'-'.repeat(width)} | --- |`);
  for (const [name, value] of rows) console.log(`| ${name.padEnd(width)} | ${value} |`);
  printSearchTable(searchRows);
  printLoadTable(loadRows);
  printContentTable();
}

interface LoadRow {
  label: string;
  url: string;
  requestsPerSecond: number;
  p99: number;
  errors: number;
  unexpected: number;
}

/** 10 s at 50 connections per URL against nginx: requests per second, p99 latency, errors. */
async function loadBench(base: string): Promise<LoadRow[]> {
  const html = fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8');
  const mainScript = /src="?(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(html)?.[1] ?? '/';
  const targets: Array<[string, string, number]> = [
    ['doc page (br)', '/EdgeHub/Introduction/What_is_EdgeHub', 200],
    ['main script (br)', mainScript, 200],
    ['404 page', '/no/such/page', 404],
  ];
  const rowsOut: LoadRow[] = [];
  for (const [label, url, status] of targets) {
    const result = await autocannon({
      url: `${base}${url}`,
      connections: 50,
      duration: 10,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    const expected = status === 200 ? result['2xx'] : result['4xx'];
    rowsOut.push({
      label,
      url,
      requestsPerSecond: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      unexpected: result.requests.total - expected,
    });
  }
  return rowsOut;
}

function printLoadTable(loadRows: LoadRow[]): void {
  console.log('\nLoad on nginx (loopback, autocannon: 10 s, 50 connections, Accept-Encoding: br, gzip)');
  console.log('\n| URL | Requests/s | p99 latency | Errors | Other status |\n| --- | --- | --- | --- | --- |');
  for (const row of loadRows) {
    console.log(
      `| ${row.label} \`${row.url}\` | ${row.requestsPerSecond.toFixed(0)} | ${row.p99} ms | ${row.errors} | ${row.unexpected} |`,
    );
  }
}

/** Pages and prose words per manual (English source; zh-tw pages counted). */
function printContentTable(): void {
  console.log(`\nContent: pages and words of prose per manual (median budget ${MIN_MEDIAN_WORDS})`);
  console.log('\n| Manual | English pages | zh-tw pages | Median words | Shortest page |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const set of productManuals()) {
    const stats = contentStats(set);
    const shortest = stats.pages.reduce((a, b) => (a.words <= b.words ? a : b));
    console.log(
      `| ${set.label.en} (/${set.routeBasePath}) | ${stats.pages.length} | ${stats.translated} | ${stats.medianWords} | ${shortest.words} (${shortest.doc}) |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
