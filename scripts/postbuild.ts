/**
 * What a production host needs beyond Docusaurus's output, written into build/ after every
 * `npm run build` (npm runs this `postbuild` script by itself; `npm test` calls it after its build
 * step): nginx's CSP and redirect includes (after checking that every published URL still works),
 * each locale's release.json (so an open tab notices a newer release) and service worker, and .gz and
 * .br copies of every text file.
 * Usage: tsx scripts/postbuild.ts [<build folder>] [--no-precompress]
 */
import fs from 'node:fs';
import path from 'node:path';
import { localePrefix, locales, translatedLocales } from '../src/data/docSets';
import { RELEASE_FILE, type ReleaseFile } from '../src/data/release';
import { ROOT } from '../tooling/content/files';
import { buildScriptHashes, CSP_INCLUDE, cspInclude } from '../tooling/serving/csp';
import { precompress } from '../tooling/serving/precompress';
import { redirects } from '../src/data/redirects';
import { mainScriptOf } from '../tooling/serving/htmlTemplate';
import { buildServiceWorkers } from '../tooling/serving/serviceWorker';
import {
  builtUrls,
  checkPublicUrls,
  PUBLIC_URLS_FILE,
  readPublicUrls,
  REDIRECTS_INCLUDE,
  redirectsInclude,
} from '../tooling/content/publicUrls';

const args = process.argv.slice(2);
const outDir = path.resolve(ROOT, args.find((arg) => !arg.startsWith('--')) ?? 'build');
// The scratch site (tooling/testing/scratchSite.ts) is served by the tests only: nginx compresses
// what it sends on the fly (gzip on), so its build skips the .gz and .br copies.
const withCopies = !args.includes('--no-precompress');

async function main(): Promise<void> {
  // A build of every locale, or of one (`--locale zh-tw` writes build/zh-tw/ only).
  if (!locales.some((locale) => fs.existsSync(path.join(outDir, localePrefix(locale), 'index.html')))) {
    throw new Error(`${outDir} holds no built site: run npm run build first.`);
  }
  const started = Date.now();
  const hashes = buildScriptHashes(outDir);
  const include = path.join(outDir, CSP_INCLUDE);
  fs.mkdirSync(path.dirname(include), { recursive: true });
  fs.writeFileSync(include, cspInclude(hashes));
  console.log(`${path.relative(ROOT, include)}: ${hashes.length} inline-script hashes`);

  checkUrls();
  fs.writeFileSync(path.join(outDir, REDIRECTS_INCLUDE), redirectsInclude(redirects));

  for (const dir of [outDir, ...translatedLocales.map((locale) => path.join(outDir, locale))]) {
    const home = path.join(dir, 'index.html');
    if (!fs.existsSync(home)) continue; // a single-locale build
    const script = mainScriptOf(fs.readFileSync(home, 'utf8'));
    if (!script) throw new Error(`${home} loads no main.<hash>.js: has Docusaurus changed its output?`);
    const release: ReleaseFile = { script };
    fs.writeFileSync(path.join(dir, RELEASE_FILE), `${JSON.stringify(release)}\n`);
  }

  for (const worker of await buildServiceWorkers(outDir)) {
    console.log(`${path.relative(ROOT, worker.file)}: service worker with a shell of ${worker.shell} files`);
  }

  if (!withCopies) {
    console.log(`no .gz and .br copies (--no-precompress) (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    return;
  }
  const totals = await precompress(outDir);
  const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(1)} MB`;
  console.log(
    `precompressed ${totals.files} files: ${mb(totals.bytes)} -> gzip ${mb(totals.gzipBytes)}, brotli ${mb(totals.brotliBytes)} ` +
      `(${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
}

/** Every published URL is still a page or a redirect to one (single-locale builds are not checked). */
function checkUrls(): void {
  if (!locales.every((locale) => fs.existsSync(path.join(outDir, localePrefix(locale), 'sitemap.xml')))) {
    console.log(`${PUBLIC_URLS_FILE}: not checked (this build lacks a locale)`);
    return;
  }
  const listed = readPublicUrls();
  const { dropped, added } = checkPublicUrls(listed, builtUrls(outDir), redirects);
  if (dropped.length > 0) {
    throw new Error(
      `${PUBLIC_URLS_FILE}: ${dropped.length} published URL(s) would stop working:\n  ${dropped.join('\n  ')}`,
    );
  }
  console.log(
    `${PUBLIC_URLS_FILE}: all ${listed.length} published URLs still work` +
      (added.length > 0 ? `; ${added.length} new page(s) to add with npm run urls -- --write` : ''),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
