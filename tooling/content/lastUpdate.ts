/**
 * When each page last changed, for the "Last updated on …" line of the doc pages. Docusaurus would
 * ask git once per page (a shell and a git process each); here one `git log` over the whole history
 * answers for every file, and the config's `markdown.parseFrontMatter` hands each page its date as
 * `last_update` front matter. A translated page shows when its translation changed. A shallow clone
 * does not know older dates: the build warns and names the fix (CI fetches the whole history, .ci/run).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface LastUpdates {
  /** The site is in a git repository: without one (a copy, an archive) pages show no date. */
  readonly available: boolean;
  /** Newest commit time (ms since the epoch) of every file git has seen, by absolute path. */
  readonly byFile: ReadonlyMap<string, number>;
  /** The clone lacks older history: dates of files unchanged since its oldest commit are too new. */
  readonly shallow: boolean;
  /** How long the one `git log` took (the bench prints it). */
  readonly millis: number;
}

const git = (cwd: string, args: string[]): string =>
  execFileSync('git', ['-c', 'log.showSignature=false', '-c', 'core.quotePath=false', ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });

/**
 * Parses `git log --format=%x00%ct --name-only` (newest commit first): each commit is a NUL, its
 * committer time in seconds, and the paths it touched, one per line, relative to the top level.
 * The first time a path appears is its newest change.
 */
export function parseGitLog(output: string, topLevel: string): Map<string, number> {
  const byFile = new Map<string, number>();
  for (const commit of output.split('\0').slice(1)) {
    const [time = '', ...files] = commit.split('\n');
    const millis = Number(time.trim()) * 1000;
    if (!Number.isFinite(millis) || millis <= 0) throw new Error(`git log: unexpected commit line "${time}"`);
    for (const file of files) {
      if (file === '') continue;
      const absolute = path.join(topLevel, file);
      if (!byFile.has(absolute)) byFile.set(absolute, millis);
    }
  }
  return byFile;
}

/** Every file's last change in the repository holding `dir`; empty outside a git repository. */
export function readLastUpdates(dir: string): LastUpdates {
  const started = Date.now();
  let topLevel: string;
  try {
    topLevel = git(dir, ['rev-parse', '--show-toplevel']).trim();
  } catch {
    return { available: false, byFile: new Map(), shallow: false, millis: Date.now() - started };
  }
  const shallow = git(topLevel, ['rev-parse', '--is-shallow-repository']).trim() === 'true';
  // No rename detection: a moved file's date is the move, as with Docusaurus's own `git log -- <file>`.
  const output = git(topLevel, ['log', '--format=%x00%ct', '--name-only', '--no-renames', 'HEAD']);
  // git prints paths relative to the real top level; the build may see the repository through a link.
  return {
    available: true,
    byFile: parseGitLog(output, fs.realpathSync(topLevel)),
    shallow,
    millis: Date.now() - started,
  };
}

let cached: LastUpdates | undefined;
let warned = false;

/** The site's last updates, read once per process (the config is evaluated once per locale). */
export function siteLastUpdates(siteDir: string): LastUpdates {
  if (!cached) {
    cached = readLastUpdates(siteDir);
    if (!cached.available) console.warn(`[last updated] ${siteDir} is not in a git repository: pages show no date.`);
  }
  return cached;
}

/**
 * The `last_update` front matter for a page: its last commit date, or nothing for a file git does
 * not know yet (a new page before its first commit), which Docusaurus then shows without a date.
 */
export function lastUpdateFrontMatter(filePath: string): { date: string } | undefined {
  cached ??= readLastUpdates(path.dirname(filePath));
  if (cached.shallow && !warned) {
    warned = true;
    console.warn(
      "[last updated] This clone is shallow: pages unchanged since its oldest commit show that commit's date. " +
        'Run `git fetch --unshallow` for the real dates.',
    );
  }
  const millis = cached.byFile.get(fs.realpathSync(filePath));
  return millis === undefined ? undefined : { date: new Date(millis).toISOString() };
}
