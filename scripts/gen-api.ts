/**
 * Generates the reference pages of every row of src/data/docSets.ts with a spec, each by its kind's
 * module (tooling/references/kinds.ts); run by `npm start` and `npm run build`. Every spec is checked
 * first (it must parse and describe every element, and every string needs its zh-tw translation): an
 * error stops here with the file, the place and the reason, before any page is written.
 *
 * Pages are generated again only when their inputs changed (GENERATOR_INPUTS, a content hash).
 *
 * Usage: tsx scripts/gen-api.ts [--lint-only] [--force] [spec.yaml ...]
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { GENERATED_DIR, referenceSets } from '../src/data/docSets';
import { ROOT } from '../tooling/content/files';
import { downloadDir } from '../tooling/references/generation';
import { referenceKind } from '../tooling/references/kinds';

const args = process.argv.slice(2);
const lintOnly = args.includes('--lint-only');
const force = args.includes('--force');

/**
 * What the pages are generated from: the specs and their translations, the generators' code and
 * configuration, the installed packages. If none changed since the last generation (the stamp in
 * generated/), there is nothing to do.
 */
const GENERATOR_INPUTS = [
  'openapi',
  'tooling',
  'plugins',
  'src/data',
  'scripts/gen-api.ts',
  'docusaurus.config.ts',
  'i18n/zh-tw/code.json',
  'i18n/zh-tw/references.json',
  'package-lock.json',
  'patches',
];
const STAMP = path.join(ROOT, GENERATED_DIR, 'gen-api.stamp');

function inputsHash(): string {
  const hash = crypto.createHash('sha256');
  const add = (relative: string): void => {
    const full = path.join(ROOT, relative);
    if (!fs.existsSync(full)) return;
    if (fs.statSync(full).isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) add(path.join(relative, name));
      return;
    }
    hash.update(relative).update('\0').update(fs.readFileSync(full)).update('\0');
  };
  for (const input of GENERATOR_INPUTS) add(input);
  return hash.digest('hex');
}
const explicitFiles = args.filter((arg) => !arg.startsWith('--'));

async function main(): Promise<void> {
  const started = Date.now();
  const unknown = explicitFiles.filter((file) => !referenceSets.some((set) => set.spec === file));
  if (unknown.length > 0) {
    console.error(`${unknown.join(', ')}: no reference of src/data/docSets.ts is generated from it`);
    process.exit(2);
  }
  const sets =
    explicitFiles.length > 0 ? referenceSets.filter((set) => explicitFiles.includes(set.spec)) : referenceSets;
  const stamp = inputsHash();
  if (
    !lintOnly &&
    !force &&
    explicitFiles.length === 0 &&
    fs.existsSync(STAMP) &&
    fs.readFileSync(STAMP, 'utf8') === stamp
  ) {
    console.log(
      `API pages: the specs, their translations and the generators are unchanged since the last generation ` +
        `(${path.relative(ROOT, STAMP)}); nothing to do (--force regenerates).`,
    );
    return;
  }
  fs.rmSync(STAMP, { force: true });

  // Every spec is checked (parse, lint, examples, zh-tw strings) before any page is written.
  let errors = 0;
  for (const set of sets) {
    if (!fs.existsSync(path.join(ROOT, set.spec))) {
      console.error(`${set.spec}: file not found (listed in src/data/docSets.ts)`);
      errors += 1;
      continue;
    }
    errors += await referenceKind(set).validate(set);
  }
  if (errors > 0) {
    console.error(`\nAPI spec check failed with ${errors} error(s): fix the files above, then rebuild.`);
    process.exit(1);
  }
  if (lintOnly) return;

  fs.rmSync(path.join(downloadDir, 'openapi'), { recursive: true, force: true });
  fs.mkdirSync(path.join(downloadDir, 'openapi'), { recursive: true });
  fs.rmSync(path.join(ROOT, GENERATED_DIR, 'api'), { recursive: true, force: true });
  // Every reference side by side; the outside generators run a process per locale (scripts/api-pages.ts).
  await Promise.all(sets.map((set) => referenceKind(set).generate(set)));
  if (explicitFiles.length === 0) fs.writeFileSync(STAMP, stamp);
  console.log(`API pages generated (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
