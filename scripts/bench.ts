/**
 * `npm run bench`: cold production builds and what a reader downloads.
 * Prints a table; nothing here is a pass/fail test.
 *
 *   npm run bench                   cold build per locale, pages, JS weight, search index
 *   npm run bench -- --skip-build   measure the existing build/ only
 */
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/chromium';

const root = path.resolve(__dirname, '..');
const buildDir = path.join(root, 'build');
const args = process.argv.slice(2);
const rows: Array<[string, string]> = [];

function coldBuild(label: string, extraArgs: string[]): void {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
    fs.rmSync(path.join(root, dir), { recursive: true, force: true });
  }
  const started = Date.now();
  const result = spawnSync('/usr/bin/time', ['-v', 'npx', 'docusaurus', 'build', ...extraArgs], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
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

function countHtml(dir: string): number {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) count += countHtml(full);
    else if (entry.name.endsWith('.html')) count += 1;
  }
  return count;
}

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

function searchIndexSizes(): void {
  for (const [locale, dir] of [
    ['en', buildDir],
    ['zh-tw', path.join(buildDir, 'zh-tw')],
  ] as const) {
    const files = fs.readdirSync(dir).filter((name) => /^search-index.*\.json$/.test(name));
    let raw = 0;
    let gz = 0;
    for (const name of files) {
      const body = fs.readFileSync(path.join(dir, name));
      raw += body.length;
      gz += zlib.gzipSync(body, { level: 6 }).length;
    }
    rows.push([`search index ${locale}: ${files.length} files`, `${kb(raw)} raw, ${kb(gz)} gzipped`]);
  }
}

async function main(): Promise<void> {
  if (!args.includes('--skip-build')) {
    spawnSync('npm', ['run', 'gen-api'], { cwd: root, stdio: 'inherit' });
    coldBuild('en, Faster', ['--locale', 'en']);
    fs.renameSync(buildDir, `${buildDir}-en`);
    coldBuild('zh-tw, Faster', ['--locale', 'zh-tw']);
    fs.renameSync(buildDir, `${buildDir}-zh`);
    coldBuild('both locales, Faster', []);
    fs.rmSync(`${buildDir}-en`, { recursive: true, force: true });
    fs.rmSync(`${buildDir}-zh`, { recursive: true, force: true });
  }
  rows.push(['HTML pages (both locales)', String(countHtml(buildDir))]);
  searchIndexSizes();

  const port = 4199;
  const server = spawn('npx', ['tsx', 'scripts/serve.ts', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (let i = 0; i < 60; i += 1) {
      const ok = await fetch(`http://127.0.0.1:${port}/`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await jsWeight(port, [
      ['home page', '/'],
      ['doc page', '/EdgeHub/Introduction/What_is_EdgeHub'],
      ['API page', '/APIs/EdgeHub/latest-data'],
      ['API page', '/weda/api/get-device'],
    ]);
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
  }

  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(`\n| ${'Measure'.padEnd(width)} | Value |\n| ${'-'.repeat(width)} | --- |`);
  for (const [name, value] of rows) console.log(`| ${name.padEnd(width)} | ${value} |`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
