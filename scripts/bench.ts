/**
 * `npm run bench`: cold production builds and what a reader downloads (build time and memory, pages,
 * JS weight, search index sizes and first-search cost, Lighthouse, a short load run, content per
 * manual). Prints tables; nothing here is a pass/fail test. Pages are served by nginx with the
 * production configuration (tooling/serving/nginx.ts). The options (`--compare`, `--skip-build`,
 * `--build-beside`, `--lighthouse-runs`, `--scale`): scripts/README.md, `npm run bench`.
 */
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import os from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../tooling/testing/chromium';
import { GENERATED_DIR, landingUrl, locales, manualSets, productManuals, type Locale } from '../src/data/docSets';
import { searchContextSlug, searchProducts } from '../src/data/search';
import { contentStats, MIN_MEDIAN_WORDS } from '../tooling/content/content';
import { ROOT, listDocs, pluginI18nDir, walkFiles } from '../tooling/content/files';
import { startNginx } from '../tooling/serving/nginx';
import { freePort } from '../tooling/testing/ports';
import { indexFilesByContext } from '../tooling/search/searchIndexFiles';
import { scratchCopy } from '../tooling/testing/scratchCopy';
import { getFileCommitDate } from '@docusaurus/utils';
import { readLastUpdates } from '../tooling/content/lastUpdate';
import { mainScriptOf } from '../tooling/serving/htmlTemplate';
import { runMeasured } from '../tooling/testing/processTree';

const buildDir = path.join(ROOT, 'build');
const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const rows: Array<[string, string]> = [];

interface BuildMeasure {
  seconds: number;
  peakGb: number;
}

/** What a cold build starts without: its output, generated files and bundler cache. */
const COLD_PATHS = ['build', '.docusaurus', 'node_modules/.cache'];

/**
 * A cold build in `root` (by default `npm run build`: API pages, content check, both locales,
 * postbuild), with none of COLD_PATHS nor the generated API pages: time and peak memory of the
 * whole process tree.
 */
async function timedColdBuild(
  label: string,
  command: readonly string[] = ['npm', 'run', 'build'],
  env: Record<string, string> = {},
  root = ROOT,
): Promise<BuildMeasure> {
  const leftovers = fs.readdirSync(root).filter((name) => /^\.(docusaurus|build)-/.test(name));
  for (const dir of [...COLD_PATHS, ...leftovers]) fs.rmSync(path.join(root, dir), { recursive: true, force: true });
  if (command.join(' ') === 'npm run build')
    fs.rmSync(path.join(root, GENERATED_DIR), { recursive: true, force: true });
  const [program, ...programArgs] = command as [string, ...string[]];
  const run = await runMeasured(program, programArgs, {
    cwd: root,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', ...env },
  });
  if (run.status !== 0) {
    console.error(run.output.slice(-8000));
    throw new Error(`build failed: ${label}`);
  }
  return { seconds: run.seconds, peakGb: run.peakBytes / 1024 ** 3 };
}

const minutes = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')} (${seconds.toFixed(0)} s)`;

async function coldBuild(
  label: string,
  command?: readonly string[],
  env: Record<string, string> = {},
  root = ROOT,
): Promise<BuildMeasure> {
  const measure = await timedColdBuild(label, command, env, root);
  rows.push([`${label}: cold build time`, minutes(measure.seconds)]);
  rows.push([`${label}: peak memory (all processes)`, `${measure.peakGb.toFixed(2)} GB`]);
  return measure;
}

const countHtml = (dir: string): number => walkFiles(dir, (name) => name.endsWith('.html')).length;

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KB`;

/** JavaScript budgets of issue 16, gzipped: what a cold load of each kind of page fetches. */
const JS_BUDGET_KB = { main: 150, 'doc page': 200, 'API page': 300 } as const;

/**
 * The pages measured for JavaScript weight, and (`lighthouse`) by Lighthouse: home and a doc page per
 * locale, and the operation pages issue 38 names (an EdgeHub, a WEDA and a GraphQL one, each locale).
 */
const measuredPages: ReadonlyArray<{
  locale: Locale;
  kind: 'home' | 'doc page' | 'API page';
  url: string;
  lighthouse?: true;
}> = [
  { locale: 'en', kind: 'home', url: '/', lighthouse: true },
  { locale: 'en', kind: 'doc page', url: '/EdgeHub/Introduction/What_is_EdgeHub', lighthouse: true },
  { locale: 'en', kind: 'API page', url: '/APIs/EdgeHub/get-gateways', lighthouse: true },
  { locale: 'en', kind: 'API page', url: '/weda/api/get-device', lighthouse: true },
  { locale: 'zh-tw', kind: 'home', url: '/zh-tw', lighthouse: true },
  { locale: 'zh-tw', kind: 'doc page', url: '/zh-tw/EdgeLink/protocol/Modbus_TCP', lighthouse: true },
  { locale: 'zh-tw', kind: 'API page', url: '/zh-tw/APIs/EdgeHub/get-gateways', lighthouse: true },
  { locale: 'zh-tw', kind: 'API page', url: '/zh-tw/weda/api/get-device', lighthouse: true },
  // GraphQL reference pages, with their samples (issue 30).
  { locale: 'en', kind: 'API page', url: '/APIs/EdgeHub-GraphQL/operations/queries/latest-data', lighthouse: true },
  {
    locale: 'zh-tw',
    kind: 'API page',
    url: '/zh-tw/APIs/EdgeHub-GraphQL/operations/queries/latest-data',
    lighthouse: true,
  },
  { locale: 'zh-tw', kind: 'API page', url: '/zh-tw/APIs/EdgeHub-GraphQL/types/objects/gateway' },
  // A page of the MQTT protocol reference (issue 31).
  { locale: 'en', kind: 'API page', url: '/APIs/EdgeHub-MQTT/channels/data' },
];

const verdict = (ok: boolean): string => (ok ? 'met' : 'MISSED');

/** main.js of each locale, gzipped at level 6 as nginx's gzip_static files are. */
function mainScriptRows(): void {
  for (const locale of locales) {
    const dir = locale === 'en' ? buildDir : path.join(buildDir, locale);
    const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    // A locale's assets are below its prefix: /zh-tw/assets/js/main.<hash>.js
    const main = mainScriptOf(html);
    if (!main) throw new Error(`${dir}/index.html: no main.js script`);
    const gz = zlib.gzipSync(fs.readFileSync(path.join(buildDir, main)), { level: 6 }).length;
    rows.push([
      `${locale}: main.js, gzipped (budget ${JS_BUDGET_KB.main} KB)`,
      `${kb(gz)}: ${verdict(gz <= JS_BUDGET_KB.main * 1024)}`,
    ]);
  }
}

/** Every script a cold load fetches (hydration, then the route's lazy chunks), gzipped, against its budget. */
async function jsWeight(port: number): Promise<void> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  for (const { kind, url } of measuredPages) {
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
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.waitForLoadState('networkidle');
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    const budget = kind === 'home' ? undefined : JS_BUDGET_KB[kind];
    rows.push([
      `${kind} (${url}): JS of a cold load, gzipped${budget ? ` (budget ${budget} KB)` : ''}`,
      `${kb(total)} in ${scripts.size} files${budget ? `: ${verdict(total <= budget * 1024)}` : ''}`,
    ]);
    await page.close();
  }
  await browser.close();
}

interface LighthouseRow {
  mode: 'mobile' | 'desktop';
  kind: string;
  url: string;
  performance: number[];
  accessibility: number[];
  tbt: number[];
  lcp: number[];
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Lighthouse (the npm package) on Debian's Chromium against nginx: `runs` runs per page in mobile
 * (Lighthouse's default: Moto G Power, slow 4G, 4x CPU slowdown) and desktop modes, one after the
 * other. The font service and the tag manager are blocked, as they are unreachable here anyway.
 */
async function lighthouseBench(base: string, runs: number): Promise<LighthouseRow[]> {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  // Each run in a Chrome of its own, as a first visit: a Chrome that has run a page's scripts keeps
  // their compiled code, and its later runs of any page sharing them score higher (WEDA's operation
  // page: 87 on the first run of a Chrome, 94-95 on the next ones, same build).
  const launch = () =>
    chromeLauncher.launch({
      chromePath: chromiumLaunchOptions.executablePath,
      chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
    });
  const out: LighthouseRow[] = [];
  for (const mode of ['mobile', 'desktop'] as const) {
    for (const { kind, url, locale } of measuredPages.filter((page) => page.lighthouse)) {
      const row: LighthouseRow = {
        mode,
        kind: `${locale} ${kind}`,
        url,
        performance: [],
        accessibility: [],
        tbt: [],
        lcp: [],
      };
      for (let run = 0; run < runs; run += 1) {
        const chrome = await launch();
        const result = await lighthouse(
          `${base}${url}`,
          {
            port: chrome.port,
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            blockedUrlPatterns: ['*fonts.googleapis.com*', '*fonts.gstatic.com*', '*googletagmanager.com*'],
          },
          mode === 'desktop' ? desktopConfig : undefined,
        ).finally(() => chrome.kill());
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message}`);
        row.performance.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
        row.accessibility.push(Math.round((lhr.categories.accessibility?.score ?? 0) * 100));
        row.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? 0);
        row.lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
      }
      out.push(row);
    }
  }
  return out;
}

function printLighthouseTable(lighthouseRows: LighthouseRow[]): void {
  if (lighthouseRows.length === 0) return;
  const runs = lighthouseRows[0].performance.length;
  console.log(`\nLighthouse on nginx: median of ${runs} runs, each in a Chrome of its own (each run in brackets)`);
  console.log('\n| Mode | Page | Performance | Accessibility | TBT | LCP |\n| --- | --- | --- | --- | --- | --- |');
  for (const row of lighthouseRows) {
    console.log(
      `| ${row.mode} | ${row.kind} \`${row.url}\` | ${median(row.performance)} (${row.performance.join(', ')}) | ` +
        `${median(row.accessibility)} | ${Math.round(median(row.tbt))} ms | ${(median(row.lcp) / 1000).toFixed(1)} s |`,
    );
  }
  const mobile = lighthouseRows.filter((row) => row.mode === 'mobile');
  const slow = mobile.filter((row) => median(row.performance) < 90).map((row) => row.url);
  const inaccessible = lighthouseRows
    .filter((row) => median(row.accessibility) < 100)
    .map((row) => `${row.mode} ${row.url}`);
  console.log(
    `Targets: mobile performance >= 90 on every page: ${slow.length ? `MISSED (${slow.join(', ')})` : 'met'}; ` +
      `accessibility 100 everywhere: ${inaccessible.length ? `MISSED (${inaccessible.join(', ')})` : 'met'}`,
  );
}

/**
 * Search budgets (issue 37): what the first search may move, the product with its references on a
 * product page and every product on the home page, and how soon the first suggestion must show.
 */
const SEARCH_BUDGETS = { productKb: 600, homeKb: 1536, firstSuggestionMs: 1000 };

interface SearchRow {
  locale: Locale;
  page: string;
  indexRaw: number;
  indexGz: number;
  transferGz?: number;
  requests?: number;
  firstSuggestionMs?: number;
}

interface FirstSearch {
  transferGz: number;
  requests: number;
  firstSuggestionMs: number;
}

/** Runs of each first search (a new browser profile each): the table shows their medians. */
const SEARCH_RUNS = 3;

/**
 * One first search in a cold browser context: what it transfers (each response body gzipped at
 * level 6, as a web server sends it) and the time from the first keystroke (Ctrl+K, then the query
 * typed at once) to the first suggestion.
 */
async function firstSearch(browser: Browser, address: string, context: string, locale: Locale): Promise<FirstSearch> {
  const browserContext = await browser.newContext();
  const page = await browserContext.newPage();
  await page.goto(address);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.waitForLoadState('networkidle');
  // The landing page's own title: a query that has hits in every context. On the home page, a common term.
  const query =
    context === ''
      ? locale === 'en'
        ? 'gateway'
        : '閘道器'
      : (await page.locator('article h1').first().textContent())?.trim() || 'gateway';
  // The timing marks; what the search fetched (the page's and its worker's requests) is only listed
  // while measuring and weighed afterwards, from the build folder, so that counting costs no time.
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
  const fetched: string[] = [];
  page.on('requestfinished', (request) => fetched.push(request.url()));
  const before = fetched.length;
  await page.keyboard.press('Control+k');
  await page.keyboard.type(query);
  await page.waitForSelector('.navbar [role="option"]', { timeout: 60_000 });
  const marks = await page.evaluate(
    () => (window as unknown as { __searchBench: Record<string, number> }).__searchBench,
  );
  await browserContext.close();
  // Each file as a web server sends it: gzipped at level 6 (the build folder holds every file).
  const files = fetched.slice(before).map((url) => new URL(url));
  const transfer = files
    .filter((url) => url.origin === new URL(address).origin)
    .map((url) => path.join(buildDir, decodeURIComponent(url.pathname)))
    .filter((file) => fs.existsSync(file) && fs.statSync(file).isFile())
    .reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(file), { level: 6 }).length, 0);
  return { transferGz: transfer, requests: files.length, firstSuggestionMs: marks.hit - marks.key };
}

/**
 * Per locale and search context (each product's landing page, and the home page): the index size,
 * and the medians of `firstSearch` over `SEARCH_RUNS` cold browser contexts.
 */
async function searchBench(port: number): Promise<SearchRow[]> {
  const rows: SearchRow[] = [];
  const browser = await chromium.launch(chromiumLaunchOptions);
  for (const locale of locales) {
    const files = indexFilesByContext(locale === 'en' ? buildDir : path.join(buildDir, locale));
    const pages: Array<[string, string, string]> = [['home (all sets)', '', '/']];
    for (const product of searchProducts) {
      pages.push([product.label.en, searchContextSlug(product), landingUrl(product)]);
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
      const runs: FirstSearch[] = [];
      for (let run = 0; run < SEARCH_RUNS; run += 1) {
        runs.push(await firstSearch(browser, `http://127.0.0.1:${port}${prefix}${url}`, context, locale));
      }
      row.transferGz = median(runs.map((measured) => measured.transferGz));
      row.requests = median(runs.map((measured) => measured.requests));
      row.firstSuggestionMs = median(runs.map((measured) => measured.firstSuggestionMs));
      rows.push(row);
    }
  }
  await browser.close();
  return rows;
}

function printSearchTable(rows: SearchRow[]): void {
  console.log('\nSearch: index per locale and context, and the first search in a cold browser');
  console.log(
    '\n| Locale | Page (search context) | Index raw | Index gzipped | First search transfer (gzipped, requests) | First keystroke to first suggestion (median of 3) |',
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
      `${locale}: largest first search on a product page ${kb(worst.transferGz ?? 0)} (${worst.page}; budget ${SEARCH_BUDGETS.productKb} KB), ` +
        `home page ${kb(home?.transferGz ?? 0)} (budget ${SEARCH_BUDGETS.homeKb} KB), slowest first suggestion ` +
        `${Math.round(slowest.firstSuggestionMs ?? 0)} ms (${slowest.page}; budget ${SEARCH_BUDGETS.firstSuggestionMs} ms)`,
    );
  }
}

/**
 * Every manual page, and its zh-tw translation, copied `copies` times beside itself (`page.md` ->
 * `page-copy1.md`), without the `id` and `slug` front matter that would clash with the original.
 */
function duplicateManualPages(root: string, copies: number): number {
  let added = 0;
  for (const set of manualSets()) {
    for (const dir of [path.join(root, set.path), path.join(pluginI18nDir(set, root), 'current')]) {
      for (const doc of listDocs(dir)) {
        const source = fs.readFileSync(path.join(dir, doc), 'utf8');
        const copy = source.replace(/^---\n[\s\S]*?\n---\n/, (frontMatter) =>
          frontMatter.replace(/^(id|slug):.*\n/gm, ''),
        );
        for (let n = 1; n <= copies; n += 1) {
          fs.writeFileSync(path.join(dir, doc.replace(/\.(mdx?)$/, `-copy${n}.$1`)), copy);
          added += 1;
        }
      }
    }
  }
  return added;
}

/** Total size of the search index files of both locales of a build, raw and gzipped. */
function searchIndexTotals(build: string): { raw: number; gz: number } {
  let raw = 0;
  let gz = 0;
  for (const locale of locales) {
    for (const file of indexFilesByContext(locale === 'en' ? build : path.join(build, locale)).values()) {
      const body = fs.readFileSync(file);
      raw += body.length;
      gz += zlib.gzipSync(body, { level: 6 }).length;
    }
  }
  return { raw, gz };
}

/** `--scale N`: cold builds of both locales in two scratch copies, as is and with N times the manual pages. */
async function scaleBench(factor: number): Promise<void> {
  if (!Number.isInteger(factor) || factor < 2)
    throw new Error(`--scale takes a whole number of 2 or more, not "${factor}"`);
  const gen = spawnSync('npm', ['run', 'gen-api'], { cwd: ROOT, stdio: 'inherit' });
  if (gen.status !== 0) throw new Error('npm run gen-api failed');
  const results: Array<{
    times: number;
    added: number;
    build: BuildMeasure;
    html: number;
    index: { raw: number; gz: number };
  }> = [];
  for (const times of [1, factor]) {
    const dest = fs.mkdtempSync(path.join(os.tmpdir(), `portal-scale-${times}x-`));
    try {
      scratchCopy(dest, [GENERATED_DIR]);
      const added = duplicateManualPages(dest, times - 1);
      console.log(`${times}x: ${added} pages added in ${dest}; building both locales...`);
      const build = await timedColdBuild(`${times}x content`, ['npx', 'tsx', 'scripts/build.ts'], {}, dest);
      const out = path.join(dest, 'build');
      results.push({ times, added, build, html: countHtml(out), index: searchIndexTotals(out) });
    } finally {
      fs.rmSync(dest, { recursive: true, force: true });
    }
  }
  const [one, many] = results;
  console.log(
    `\nBuild at 1x and ${factor}x content (cold build of both locales in a scratch copy; ${os.cpus().length} cores)`,
  );
  console.log(
    '\n| Content | HTML pages | Build time | Peak memory | Search indexes (both locales) |\n| --- | --- | --- | --- | --- |',
  );
  for (const row of results) {
    console.log(
      `| ${row.times}x (${row.added} pages added) | ${row.html} | ${minutes(row.build.seconds)} | ${row.build.peakGb.toFixed(2)} GB | ` +
        `${(row.index.raw / 1024 / 1024).toFixed(1)} MB, ${(row.index.gz / 1024 / 1024).toFixed(1)} MB gzipped |`,
    );
  }
  const ratio = many.build.seconds / one.build.seconds;
  console.log(
    `Targets: 1x build <= 75 s: ${verdict(one.build.seconds <= 75)} (${one.build.seconds.toFixed(0)} s); ` +
      `${factor}x build <= ${factor} x the 1x time: ${verdict(ratio <= factor)} (${ratio.toFixed(2)} x)`,
  );
}

async function main(): Promise<void> {
  const scale = option('--scale');
  if (scale !== undefined) return scaleBench(Number(scale));
  const other = option('--build-beside');
  if (other !== undefined) {
    // Another checkout's cold `npm run build` first, then this one's, in one sitting.
    await coldBuild(`${path.basename(other)}: npm run build`, undefined, {}, path.resolve(other));
  }
  if (!args.includes('--skip-build')) {
    if (args.includes('--compare')) {
      spawnSync('npm', ['run', 'gen-api'], { cwd: ROOT, stdio: 'inherit' });
      await coldBuild('en, without Faster (webpack)', ['npx', 'docusaurus', 'build', '--locale', 'en'], {
        DOCS_WITHOUT_FASTER: '1',
      });
    }
    await coldBuild('npm run build (API pages, content check, both locales side by side, postbuild)');
  }
  rows.push(['HTML pages (both locales)', String(countHtml(buildDir))]);
  await lastUpdateBench();
  let searchRows: SearchRow[] = [];
  let loadRows: LoadRow[] = [];

  const nginx = await startNginx({ root: buildDir, port: await freePort() });
  const port = Number(new URL(nginx.url).port);
  const lighthouseRuns = Number(option('--lighthouse-runs') ?? 3);
  let lighthouseRows: LighthouseRow[] = [];
  try {
    mainScriptRows();
    await jsWeight(port);
    // Lighthouse first, on a machine no other measurement is loading.
    if (lighthouseRuns > 0) lighthouseRows = await lighthouseBench(nginx.url, lighthouseRuns);
    searchRows = await searchBench(port);
    loadRows = await loadBench(nginx.url);
  } finally {
    await nginx.stop();
  }

  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(`\n| ${'Measure'.padEnd(width)} | Value |\n| ${'-'.repeat(width)} | --- |`);
  for (const [name, value] of rows) console.log(`| ${name.padEnd(width)} | ${value} |`);
  printLighthouseTable(lighthouseRows);
  printSearchTable(searchRows);
  printLoadTable(loadRows);
  printContentTable();
}

/**
 * What the "Last updated" dates cost the build: the one `git log` of tooling/content/lastUpdate.ts, and
 * Docusaurus's own way (a `git log -1` per page, run in its queue), timed over the same pages.
 */
async function lastUpdateBench(): Promise<void> {
  const { byFile, millis } = readLastUpdates(ROOT);
  const manualRoots = [
    ...manualSets().map((set) => path.join(ROOT, set.path) + path.sep),
    path.join(ROOT, 'i18n') + path.sep,
  ];
  const pages = [...byFile.keys()].filter(
    (file) => /\.mdx?$/.test(file) && manualRoots.some((dir) => file.startsWith(dir)) && fs.existsSync(file),
  );
  rows.push([`last-updated dates: one git log for the whole site (${pages.length} pages)`, `${millis} ms`]);
  const started = Date.now();
  await Promise.all(pages.map((file) => getFileCommitDate(file, { age: 'newest' })));
  rows.push(['last-updated dates: a git log per page (Docusaurus default, avoided)', `${Date.now() - started} ms`]);
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
  const mainScript = mainScriptOf(html) ?? '/';
  const targets: Array<[string, string, number]> = [
    ['doc page (br)', measuredPages.find((page) => page.kind === 'doc page')?.url ?? '/', 200],
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
