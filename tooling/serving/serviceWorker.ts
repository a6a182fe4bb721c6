/**
 * Builds the portal's service workers (src/sw/portal-sw.js) after both locales are built
 * (scripts/postbuild.ts): bundled once with esbuild, then written for each locale by Workbox's
 * `injectManifest` with that locale's shell, read from the built pages by `pageAssetsOf` as
 * release.json is. Only public APIs: Docusaurus's PWA plugin is not used, because its worker reads
 * its registration's query string, which its own registration module writes and no option exposes.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { localePrefix, locales } from '../../src/data/docSets';
import { localePrefixOf, OFFLINE_PAGE, shellPages } from '../../src/data/offline';
import { ROOT } from '../content/files';
import { pageAssetsOf } from './htmlTemplate';

export const SERVICE_WORKER_FILE = 'sw.js';
const SOURCE = path.join(ROOT, 'src/sw/portal-sw.js');

export interface ShellEntry {
  url: string;
  /** The content hash of a page; null for a file whose name carries its hash. */
  revision: string | null;
}

/** The built file of a page path: `/` -> index.html, `/zh-tw/offline` -> zh-tw/offline.html. */
function builtFile(outDir: string, pagePath: string): string {
  const relative = pagePath.replace(/^\//, '');
  return relative === '' || relative.endsWith('/')
    ? path.join(outDir, relative, 'index.html')
    : path.join(outDir, `${relative}.html`);
}

/** The shell of a locale's worker, read from the built pages; a missing page stops the build. */
export function shellOf(outDir: string, prefix: string): ShellEntry[] {
  const entries = new Map<string, ShellEntry>();
  for (const page of shellPages(prefix)) {
    const file = builtFile(outDir, page);
    // Another locale's offline page, in a build of some locales only (`--locale en`): not there to keep.
    if (localePrefixOf(page) !== prefix && !fs.existsSync(file)) continue;
    if (!fs.existsSync(file)) {
      throw new Error(
        `${path.relative(ROOT, file)}: missing, so the service worker of "${prefix || '/'}" has no shell. ` +
          `Build every locale (the offline page is src/pages${OFFLINE_PAGE}.tsx).`,
      );
    }
    const html = fs.readFileSync(file, 'utf8');
    entries.set(page, { url: page, revision: crypto.createHash('sha256').update(html).digest('hex').slice(0, 16) });
    const { scripts, stylesheets, images } = pageAssetsOf(html);
    if (scripts.length === 0)
      throw new Error(`${path.relative(ROOT, file)} lists no scripts: has the template changed?`);
    // The home page runs; an offline page is served without its scripts (src/sw/portal-sw.js).
    const needed = page === `${prefix}/` ? [...scripts, ...stylesheets, ...images] : [...stylesheets, ...images];
    for (const asset of needed) entries.set(asset, { url: asset, revision: null });
  }
  return [...entries.values()];
}

/** Writes `sw.js` into each built locale; returns each worker's path and shell size. */
export async function buildServiceWorkers(outDir: string): Promise<Array<{ file: string; shell: number }>> {
  const bundled = await build({
    entryPoints: [SOURCE],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const code = bundled.outputFiles[0]?.text;
  if (!code) throw new Error(`${path.relative(ROOT, SOURCE)}: esbuild produced no output`);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-sw-'));
  const source = path.join(scratch, SERVICE_WORKER_FILE);
  fs.writeFileSync(source, code);
  const written: Array<{ file: string; shell: number }> = [];
  try {
    for (const locale of locales) {
      const prefix = localePrefix(locale);
      const dir = path.join(outDir, prefix);
      if (!fs.existsSync(path.join(dir, 'index.html'))) continue; // a single-locale build
      const shell = shellOf(outDir, prefix);
      const swDest = path.join(dir, SERVICE_WORKER_FILE);
      const { warnings } = await injectManifest({
        swSrc: source,
        swDest,
        globDirectory: dir,
        globPatterns: [],
        additionalManifestEntries: shell,
      });
      if (warnings.length > 0) throw new Error(`${path.relative(ROOT, swDest)}: ${warnings.join('; ')}`);
      written.push({ file: swDest, shell: shell.length });
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return written;
}
