/**
 * What a production host needs beyond Docusaurus's output, written into build/ after every
 * `npm run build` (npm runs this `postbuild` script by itself; `npm test` calls it after its build
 * step):
 *   - build/.nginx/csp.conf, the Content-Security-Policy with the hashes of this build's inline
 *     scripts (tooling/serving/csp.ts; included by the nginx server block, deploy/nginx/portal.conf);
 *   - build/.nginx/redirects.conf, the 301s of src/data/redirects.ts, after checking that every URL
 *     of src/data/public-urls.txt is still a page or a redirect to one (tooling/content/publicUrls.ts);
 *   - release.json in each locale's folder: the main script of this build, which an open tab
 *     compares with its own to notice a newer release (src/clientModules/newRelease.ts);
 *   - sw.js in each locale's folder: the service worker with that locale's shell (tooling/serving/serviceWorker.ts);
 *   - .gz and .br copies of every text file for gzip_static and brotli_static (tooling/serving/precompress.ts).
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

const outDir = path.resolve(ROOT, process.argv[2] ?? 'build');

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
