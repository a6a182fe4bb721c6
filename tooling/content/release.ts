import fs from 'node:fs';
import path from 'node:path';
import { translatedLocales } from '../../src/data/docSets';
import { indexFileContext } from '../search/searchIndexFiles';

/**
 * The release layout a host serves, in which a tab opened on an earlier release keeps working:
 *
 *   <dir>/releases/<id>/   one build each (with its .nginx/csp.conf and precompressed files)
 *   <dir>/current          a link to the release being served: nginx's `root`
 *
 * Publishing copies build/ into a new release, adds the content-hashed files (scripts, styles,
 * search indexes) of the previous releases that it lacks, and then switches `current` in one
 * rename. An old tab asks for its own release's scripts by their hashed names and still gets them;
 * its next navigation notices the new release and loads it (src/clientModules/newRelease.ts).
 * Hashed names never collide, so nothing of the new release is overwritten.
 */
export const KEEP_RELEASES = 5;
const MANIFEST = path.join('.nginx', 'own-files.json');

/** The content-hashed files of a build (paths relative to it), the ones old tabs may still ask for. */
export function hashedFiles(dir: string): string[] {
  const assetRoots = ['', ...translatedLocales].map((locale) => path.join(locale, 'assets'));
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => {
      const inAssets = assetRoots.some((root) => name.startsWith(`${root}${path.sep}`));
      const base = path.basename(name).replace(/\.(gz|br)$/, '');
      return inAssets || indexFileContext(base) !== undefined;
    })
    .filter((name) => fs.statSync(path.join(dir, name)).isFile());
}

/** Releases, oldest first (ids sort by time). */
export function releases(dir: string): string[] {
  const folder = path.join(dir, 'releases');
  return fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .filter((name) => !name.endsWith('.tmp'))
        .sort()
    : [];
}

export function newReleaseId(now = new Date()): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/** Publishes a build as the current release of `dir`; returns the new release's folder. */
export function publish(build: string, dir: string, id = newReleaseId()): string {
  if (!fs.existsSync(path.join(build, 'index.html')))
    throw new Error(`${build} holds no built site: run npm run build.`);
  const folder = path.join(dir, 'releases');
  const target = path.join(folder, id);
  if (fs.existsSync(target)) throw new Error(`release ${id} exists already in ${folder}`);
  const previous = releases(dir).slice(-(KEEP_RELEASES - 1));
  const staging = `${target}.tmp`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(build, staging, { recursive: true });

  const own = hashedFiles(staging);
  fs.mkdirSync(path.dirname(path.join(staging, MANIFEST)), { recursive: true });
  fs.writeFileSync(path.join(staging, MANIFEST), JSON.stringify(own));
  let carried = 0;
  for (const release of previous) {
    const from = path.join(folder, release);
    const manifest = path.join(from, MANIFEST);
    const files: string[] = fs.existsSync(manifest) ? JSON.parse(fs.readFileSync(manifest, 'utf8')) : hashedFiles(from);
    for (const file of files) {
      const destination = path.join(staging, file);
      if (fs.existsSync(destination) || !fs.existsSync(path.join(from, file))) continue;
      fs.mkdirSync(path.dirname(destination), { recursive: true });
      fs.linkSync(path.join(from, file), destination); // same file system: a link, not a copy
      carried += 1;
    }
  }
  fs.renameSync(staging, target);

  // Switch in one step: a new link renamed over the old one.
  const link = path.join(dir, 'current');
  const nextLink = `${link}.tmp`;
  fs.rmSync(nextLink, { force: true });
  fs.symlinkSync(path.join('releases', id), nextLink);
  fs.renameSync(nextLink, link);

  for (const old of releases(dir).slice(0, -KEEP_RELEASES)) {
    fs.rmSync(path.join(folder, old), { recursive: true, force: true });
  }
  console.log(
    `published ${id} in ${dir}: ${own.length} hashed files of its own, ${carried} kept from ${previous.length} earlier release(s)`,
  );
  return target;
}
