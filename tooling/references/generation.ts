/**
 * What generating any kind of reference shares: the outside generators' process per locale, the
 * sidebars file the docs instance reads, the download copy of the spec and the log line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { apiPagesDir, GENERATED_DIR, SIDEBAR_ID, type Locale, type ReferenceSet } from '../../src/data/docSets';
import { ROOT, walkFiles } from '../content/files';
import { runMeasured } from '../testing/processTree';

/** Specs are also served for download next to their reference (`/openapi/<file>`): a static folder. */
export const downloadDir = path.join(ROOT, GENERATED_DIR, 'static');

/** Serves the spec for download at `/<spec>`. */
export function copyForDownload(set: ReferenceSet): void {
  const target = path.join(downloadDir, set.spec);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(path.join(ROOT, set.spec), target);
}

/**
 * Runs scripts/api-pages.ts for a reference in a locale (the generator's own command, no Docusaurus
 * start) and checks that it wrote `expected`; its output is shown when it did not.
 */
export async function generateInProcess(set: ReferenceSet, locale: Locale, expected: string): Promise<void> {
  const result = await runMeasured(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts/api-pages.ts'), set.id, locale],
    { cwd: ROOT, sampleMemory: false },
  );
  if (result.status !== 0 || !fs.existsSync(expected)) {
    console.error(result.output);
    throw new Error(`${set.spec}: page generation failed for ${locale} (no ${path.relative(ROOT, expected)})`);
  }
}

/** The generator writes the items of one sidebar; the docs plugin reads a sidebars file (docusaurus.config.ts). */
export function writeSidebars(dir: string, items: string, preamble = ''): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'sidebars.ts'),
    `// Written by npm run gen-api: the generator's sidebar under the id every set uses.\n${preamble}export default { ${JSON.stringify(SIDEBAR_ID)}: ${items} };\n`,
  );
}

/** The log line of a generated reference: its pages in the English folder and where the zh-tw ones went. */
export function reportPages(set: ReferenceSet, zhDir = apiPagesDir(set, 'zh-tw')): void {
  const pages = walkFiles(path.join(ROOT, apiPagesDir(set, 'en')), (name) => /\.mdx?$/.test(name)).length;
  console.log(`${set.spec}: ${pages} pages generated in ${apiPagesDir(set, 'en')}/ and in ${zhDir}/`);
}
