/**
 * `npm run build:site` (the last part of `npm run build`): the production build of every locale, the
 * locales side by side. `docusaurus build` builds them one after another in one process, and long
 * parts of each keep one core busy; here each locale is its own `docusaurus build --locale` process
 * with its own generated-files and output folders, the translated ones then moved into build/<locale>/.
 * The locales' base URLs are stated in docusaurus.config.ts, so a one-locale build links as the full one.
 * Usage: tsx scripts/build.ts [--locale <locale> ...]   (default: every locale)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { defaultLocale, localePrefix, locales, type Locale } from '../src/data/docSets';
import { ROOT } from '../tooling/content/files';

const OUT = path.join(ROOT, 'build');

/** Where a locale's process writes: the default locale into build/ itself, the others beside it. */
const localeBuild = (locale: Locale): { outDir: string; generatedDir: string } =>
  locale === defaultLocale
    ? { outDir: 'build', generatedDir: '.docusaurus' }
    : { outDir: `.build-${locale}`, generatedDir: `.docusaurus-${locale}` };

function requestedLocales(args: string[]): Locale[] {
  const chosen = args.flatMap((arg, i) => (args[i - 1] === '--locale' ? [arg] : []));
  const unknown = chosen.filter((locale) => !(locales as readonly string[]).includes(locale));
  if (unknown.length > 0)
    throw new Error(`--locale ${unknown.join(', ')}: not a locale of the site (${locales.join(', ')})`);
  return chosen.length > 0 ? (chosen as Locale[]) : [...locales];
}

/** Runs one locale's build; its output lines are prefixed with the locale. */
function buildLocale(locale: Locale): Promise<void> {
  const { outDir, generatedDir } = localeBuild(locale);
  const args = [
    require.resolve('@docusaurus/core/bin/docusaurus.mjs'),
    'build',
    '--locale',
    locale,
    '--out-dir',
    outDir,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DOCUSAURUS_GENERATED_FILES_DIR_NAME: generatedDir },
    });
    const relay = (stream: NodeJS.WritableStream) => {
      let pending = '';
      return (chunk: Buffer): void => {
        const lines = (pending + chunk.toString()).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) stream.write(`[${locale}] ${line}\n`);
      };
    };
    child.stdout.on('data', relay(process.stdout));
    child.stderr.on('data', relay(process.stderr));
    child.on('error', reject);
    child.on('close', (status) =>
      status === 0
        ? resolve()
        : reject(new Error(`the ${locale} build failed (exit ${status}): see its [${locale}] lines above`)),
    );
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  const chosen = requestedLocales(process.argv.slice(2));
  // The default locale's build empties build/ when it starts; without it, build/ keeps the other
  // locales of an earlier build until this one replaces them.
  const results = await Promise.allSettled(chosen.map(buildLocale));
  const failed = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as Error] : []));
  if (failed.length > 0) {
    for (const error of failed) console.error(error.message);
    process.exit(1);
  }
  for (const locale of chosen.filter((candidate) => candidate !== defaultLocale)) {
    const from = path.join(ROOT, localeBuild(locale).outDir, localePrefix(locale));
    const to = path.join(OUT, localePrefix(locale));
    fs.rmSync(to, { recursive: true, force: true });
    fs.mkdirSync(OUT, { recursive: true });
    fs.renameSync(from, to);
    fs.rmSync(path.join(ROOT, localeBuild(locale).outDir), { recursive: true, force: true });
  }
  console.log(`Built ${chosen.join(' and ')} into build/ (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
