/**
 * Generates the API reference pages from openapi/*.yaml and openapi/*.graphql
 * (run by `npm start` and `npm run build`). Every spec is linted first (a
 * schema must parse and describe every element, and every string needs its
 * zh-tw translation): an error stops here with the file, the place and the
 * reason, before any page is written.
 *
 * Pages are generated again only when their inputs changed (GENERATOR_INPUTS, a content hash).
 *
 * Usage: tsx scripts/gen-api.ts [--lint-only] [--force] [spec.yaml ...]
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  apiPagesDir,
  docSets,
  GENERATED_DIR,
  locales,
  SIDEBAR_ID,
  type DocSet,
  type Locale,
} from '../src/data/docSets';
import { formatProblem, lintSpec } from '../tooling/openapi/lintOpenapi';
import { finishZhPages, writeZhSpec, zhApiOutput } from '../tooling/openapi/apiTranslations';
import {
  compareTranslation,
  describeProblems,
  extractStrings,
  readSpec,
  readTranslation,
} from '../tooling/openapi/apiStrings';
import { ROOT } from '../tooling/content/files';
import { loadGraphqlSchema, undocumentedElements } from '../tooling/graphql/graphqlSchema';
import {
  graphqlStrings,
  graphqlTranslationFile,
  readGraphqlTranslation,
  translatedSchemaSource,
} from '../tooling/graphql/graphqlStrings';
import { landingPage } from '../tooling/graphql/graphqlReference';
import { zhGraphqlSchemaPath } from '../tooling/openapi/apiTranslations';
import { runMeasured } from '../tooling/testing/processTree';
import { exampleProblems, loadMqttSpec, writeFactsModule, type MqttSpec } from '../tooling/asyncapi/mqttSpec';
import { referencedSpecs, writeReference } from '../tooling/asyncapi/mqttReference';
import { ACCESS_SPEC_FILE, accessProblems, writeAccessFacts } from '../tooling/openapi/apiAccess';

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

/** Specs are also served for download next to their reference (`/openapi/<file>`): a static folder. */
export const downloadDir = path.join(ROOT, GENERATED_DIR, 'static');

async function main(): Promise<void> {
  const started = Date.now();
  const apiSets = docSets.filter((set: DocSet) => set.openapi !== undefined);
  const files = explicitFiles.length > 0 ? explicitFiles : apiSets.map((set) => set.openapi as string);
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

  let errors = 0;
  for (const file of files) {
    if (!fs.existsSync(path.resolve(ROOT, file))) {
      console.error(`${file}: file not found (listed in src/data/docSets.ts)`);
      errors += 1;
      continue;
    }
    const problems = await lintSpec(path.resolve(ROOT, file));
    for (const problem of problems) {
      const line = formatProblem({ ...problem, file });
      if (problem.severity === 'error') console.error(`error  ${line}`);
      else console.warn(`warn   ${line}`);
    }
    const fileErrors = problems.filter((problem) => problem.severity === 'error').length;
    errors += fileErrors;
    if (fileErrors === 0) console.log(`${file}: valid OpenAPI (${problems.length} warning(s))`);
    if (fileErrors > 0) continue;
    // Every string of the spec needs its Traditional Chinese (openapi/zh-tw/<spec>.yaml).
    errors += checkTranslation(file);
    // Every WEDA operation names the scope and the least role it needs (tooling/openapi/apiAccess.ts).
    if (path.resolve(ROOT, file) === path.resolve(ROOT, ACCESS_SPEC_FILE)) {
      const problems = accessProblems(readSpec(path.resolve(ROOT, file)), file);
      for (const line of problems) console.error(`error  ${line}`);
      errors += problems.length;
      if (problems.length === 0) writeAccessFacts(ROOT);
    }
  }
  // GraphQL schemas: each must parse, describe every element and have every description in zh-tw.
  const graphqlSets = docSets.filter((set: DocSet) => set.graphql !== undefined);
  for (const set of graphqlSets) {
    const file = set.graphql as string;
    try {
      const schema = loadGraphqlSchema(path.join(ROOT, file));
      const undocumented = undocumentedElements(schema);
      for (const name of undocumented)
        console.error(`error  ${file}: ${name} has no description: write one ("…" before it)`);
      errors += undocumented.length;
      if (undocumented.length === 0) console.log(`${file}: valid GraphQL schema`);
    } catch (error) {
      console.error(`error  ${(error as Error).message}`);
      errors += 1;
      continue;
    }
    const schemaFile = path.join(ROOT, file);
    const report = compareTranslation(
      graphqlStrings(fs.readFileSync(schemaFile, 'utf8')),
      readGraphqlTranslation(schemaFile),
    );
    const translation = describeProblems(schemaFile, report, graphqlTranslationFile(schemaFile));
    for (const line of translation.errors) console.error(`error  ${line}`);
    for (const line of translation.warnings) console.warn(`stale  ${line}`);
    errors += translation.errors.length;
    console.log(
      `${file}: ${report.strings.length - report.missing.length} of ${report.strings.length} descriptions translated to zh-tw` +
        (report.stale.length > 0 ? ` (${report.stale.length} stale: see npm run i18n:status)` : ''),
    );
  }
  // AsyncAPI documents: each must parse and validate, its examples must match their payload
  // schemas, and every string needs its zh-tw translation.
  const asyncapiSets = docSets.filter((set: DocSet) => set.asyncapi !== undefined);
  const asyncapiSpecs = new Map<string, MqttSpec>();
  for (const set of asyncapiSets) {
    const file = set.asyncapi as string;
    try {
      const spec = await writeFactsModule(ROOT);
      asyncapiSpecs.set(set.id, spec);
      const problems = exampleProblems(spec);
      for (const line of problems) console.error(`error  ${line}`);
      errors += problems.length;
      if (problems.length === 0) console.log(`${file}: valid AsyncAPI, every example matches its payload schema`);
    } catch (error) {
      console.error(`error  ${(error as Error).message}`);
      errors += 1;
      continue;
    }
    errors += checkTranslation(file);
  }
  if (errors > 0) {
    console.error(`\nAPI spec check failed with ${errors} error(s): fix the files above, then rebuild.`);
    process.exit(1);
  }
  if (lintOnly) return;

  fs.rmSync(path.join(downloadDir, 'openapi'), { recursive: true, force: true });
  fs.mkdirSync(path.join(downloadDir, 'openapi'), { recursive: true });
  fs.rmSync(path.join(ROOT, GENERATED_DIR, 'api'), { recursive: true, force: true });
  for (const set of asyncapiSets) await generateAsyncapi(set, asyncapiSpecs.get(set.id) as MqttSpec);
  // The generators run through their own commands, without Docusaurus (scripts/api-pages.ts): one
  // process per reference and locale, all side by side.
  await Promise.all([
    ...graphqlSets.map(generateGraphql),
    ...apiSets.map(async (set) => {
      const zh = zhApiOutput(set);
      writeZhSpec(path.join(ROOT, set.openapi as string), path.join(ROOT, zh.specPath));
      await Promise.all(locales.map((locale) => generate(set, locale)));
      fs.copyFileSync(path.join(ROOT, set.openapi as string), path.join(downloadDir, set.openapi as string));
      const pages = finishZhPages({
        specFile: path.join(ROOT, set.openapi as string),
        englishDir: path.join(ROOT, apiPagesDir(set, 'en')),
        outputDir: path.join(ROOT, zh.outputDir),
      });
      console.log(`${set.openapi}: ${pages} pages generated in ${apiPagesDir(set, 'en')}/ and in ${zh.outputDir}/`);
    }),
  ]);
  if (explicitFiles.length === 0) fs.writeFileSync(STAMP, stamp);
  console.log(`API pages generated (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

/**
 * The strings of an OpenAPI or AsyncAPI document against their Traditional Chinese
 * (openapi/zh-tw/<file>): missing ones and orphans are errors (their count is returned), stale ones
 * warnings.
 */
function checkTranslation(file: string): number {
  const specFile = path.resolve(ROOT, file);
  const report = compareTranslation(extractStrings(readSpec(specFile)), readTranslation(specFile));
  const translation = describeProblems(specFile, report);
  for (const line of translation.errors) console.error(`error  ${line}`);
  for (const line of translation.warnings) console.warn(`stale  ${line}`);
  console.log(
    `${file}: ${report.strings.length - report.missing.length} of ${report.strings.length} strings translated to zh-tw` +
      (report.stale.length > 0 ? ` (${report.stale.length} stale: see npm run i18n:status)` : ''),
  );
  return translation.errors.length;
}

/** The OpenAPI pages of a reference in one locale, and the docs instance's sidebars file around them. */
async function generate(set: DocSet, locale: Locale): Promise<void> {
  const outputDir = path.join(ROOT, apiPagesDir(set, locale));
  await generatePages(set, locale, path.join(outputDir, 'sidebar.ts'));
  writeSidebars(outputDir, 'items', "import items from './sidebar';\n\n");
}

/**
 * Runs scripts/api-pages.ts for a reference in a locale (the generator's own command, no Docusaurus
 * start) and checks that it wrote `expected`; its output is shown when it did not.
 */
async function generatePages(set: DocSet, locale: Locale, expected: string): Promise<void> {
  const result = await runMeasured(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts/api-pages.ts'), set.id, locale],
    { cwd: ROOT, sampleMemory: false },
  );
  if (result.status !== 0 || !fs.existsSync(expected)) {
    console.error(result.output);
    throw new Error(
      `${set.openapi ?? set.graphql}: page generation failed for ${locale} (no ${path.relative(ROOT, expected)})`,
    );
  }
}

/**
 * A GraphQL reference in every locale: the zh-tw schema (descriptions from the overlay), the pages
 * by @graphql-markdown/docusaurus's `graphql-to-doc` command (scripts/api-pages.ts), our landing
 * page, and the schema for download.
 */
async function generateGraphql(set: DocSet): Promise<void> {
  const file = set.graphql as string;
  const schemaFile = path.join(ROOT, file);
  const source = fs.readFileSync(schemaFile, 'utf8');
  fs.mkdirSync(path.dirname(path.join(ROOT, zhGraphqlSchemaPath(set))), { recursive: true });
  fs.writeFileSync(
    path.join(ROOT, zhGraphqlSchemaPath(set)),
    translatedSchemaSource(source, readGraphqlTranslation(schemaFile)),
  );
  await Promise.all(
    locales.map(async (locale) => {
      const outputDir = path.join(ROOT, apiPagesDir(set, locale));
      await generatePages(set, locale, path.join(outputDir, 'operations'));
      const schema = loadGraphqlSchema(locale === 'en' ? schemaFile : path.join(ROOT, zhGraphqlSchemaPath(set)));
      fs.writeFileSync(path.join(outputDir, `${set.landing}.mdx`), landingPage(schema, set, locale));
    }),
  );
  fs.mkdirSync(path.dirname(path.join(downloadDir, file)), { recursive: true });
  fs.copyFileSync(schemaFile, path.join(downloadDir, file));
  const pages = walkPages(path.join(ROOT, apiPagesDir(set, 'en')));
  console.log(`${file}: ${pages} pages generated in ${apiPagesDir(set, 'en')}/ and in ${apiPagesDir(set, 'zh-tw')}/`);
}

/**
 * A message-protocol reference in every locale: the English pages from the document, the zh-tw
 * pages from a copy with the overlay's strings merged in (next to the zh-tw REST spec its `$ref`s
 * then reach), and the document for download.
 */
async function generateAsyncapi(set: DocSet, english: MqttSpec): Promise<void> {
  const file = set.asyncapi as string;
  const specFile = path.join(ROOT, file);
  const zhDir = path.join(ROOT, GENERATED_DIR, 'asyncapi-zh-tw');
  fs.rmSync(zhDir, { recursive: true, force: true });
  fs.mkdirSync(zhDir, { recursive: true });
  const zhFile = path.join(zhDir, path.basename(file));
  writeZhSpec(specFile, zhFile);
  // The document's `$ref`s into other specs of openapi/ resolve to their zh-tw versions.
  for (const other of referencedSpecs(set, ROOT))
    writeZhSpec(path.join(ROOT, other), path.join(zhDir, path.basename(other)));
  const zh = await loadMqttSpec(zhFile);
  let pages = 0;
  for (const locale of locales) {
    pages = writeReference(locale === 'en' ? english : zh, set, locale, path.join(ROOT, apiPagesDir(set, locale)));
  }
  fs.mkdirSync(path.dirname(path.join(downloadDir, file)), { recursive: true });
  fs.copyFileSync(specFile, path.join(downloadDir, file));
  console.log(`${file}: ${pages} pages generated in ${apiPagesDir(set, 'en')}/ and in ${apiPagesDir(set, 'zh-tw')}/`);
}

function walkPages(dir: string): number {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .reduce(
      (count, entry) =>
        count + (entry.isDirectory() ? walkPages(path.join(dir, entry.name)) : entry.name.endsWith('.mdx') ? 1 : 0),
      0,
    );
}

/** The generator writes the items of one sidebar; the docs plugin reads a sidebars file (docusaurus.config.ts). */
function writeSidebars(dir: string, items: string, preamble = ''): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'sidebars.ts'),
    `// Written by npm run gen-api: the generator's sidebar under the id every set uses.\n${preamble}export default { ${JSON.stringify(SIDEBAR_ID)}: ${items} };\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
