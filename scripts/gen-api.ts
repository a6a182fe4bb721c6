/**
 * Generates the API reference pages from openapi/*.yaml (run by `npm start`
 * and `npm run build`). Every spec is linted first: an error stops here with
 * the file, the JSON pointer and the reason, before any page is written.
 *
 * Usage: tsx scripts/gen-api.ts [--lint-only] [spec.yaml ...]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { docSets, type DocSet } from '../src/data/docSets';
import { formatProblem, lintSpec } from './lib/lintOpenapi';
import { loadTranslation, writeApiTranslations } from './lib/apiTranslations';
import { pluginI18nDir } from './lib/content';

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const lintOnly = args.includes('--lint-only');
const explicitFiles = args.filter((arg) => !arg.startsWith('--'));

/** Specs are also served for download next to their reference (`/openapi/<file>`). */
export const downloadDir = path.join(root, 'generated-static');

async function main(): Promise<void> {
  const apiSets = docSets.filter((set: DocSet) => set.openapi !== undefined);
  const files = explicitFiles.length > 0 ? explicitFiles : apiSets.map((set) => set.openapi as string);

  let errors = 0;
  for (const file of files) {
    if (!fs.existsSync(path.resolve(root, file))) {
      console.error(`${file}: file not found (listed in src/data/docSets.ts)`);
      errors += 1;
      continue;
    }
    const problems = await lintSpec(path.resolve(root, file));
    for (const problem of problems) {
      const line = formatProblem({ ...problem, file });
      if (problem.severity === 'error') console.error(`error  ${line}`);
      else console.warn(`warn   ${line}`);
    }
    const fileErrors = problems.filter((problem) => problem.severity === 'error').length;
    errors += fileErrors;
    try {
      loadTranslation(path.resolve(root, file));
    } catch (error) {
      console.error(`error  ${(error as Error).message}`);
      errors += 1;
    }
    if (fileErrors === 0) console.log(`${file}: valid OpenAPI (${problems.length} warning(s))`);
  }
  if (errors > 0) {
    console.error(`\nOpenAPI lint failed with ${errors} error(s): fix the files above, then rebuild.`);
    process.exit(1);
  }
  if (lintOnly) return;

  fs.rmSync(path.join(downloadDir, 'openapi'), { recursive: true, force: true });
  fs.mkdirSync(path.join(downloadDir, 'openapi'), { recursive: true });
  // Every output folder must exist before the first run: each run loads all docs instances.
  for (const set of apiSets) {
    fs.rmSync(path.join(root, set.path), { recursive: true, force: true });
    fs.mkdirSync(path.join(root, set.path), { recursive: true });
  }
  for (const set of apiSets) {
    const outputDir = path.join(root, set.path);
    const result = spawnSync(
      process.execPath,
      [
        require.resolve('@docusaurus/core/bin/docusaurus.mjs'),
        'gen-api-docs',
        set.id,
        '--plugin-id',
        `openapi-${set.id}`,
      ],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
        encoding: 'utf8',
        env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
      },
    );
    if (result.status !== 0 || !fs.existsSync(path.join(outputDir, 'sidebar.ts'))) {
      console.error(result.stdout);
      console.error(`${set.openapi}: page generation failed for ${set.id}`);
      process.exit(1);
    }
    const pages = fs.readdirSync(outputDir).filter((name) => name.endsWith('.mdx')).length;
    console.log(`${set.openapi}: ${pages} pages generated in ${set.path}/`);
    fs.copyFileSync(path.join(root, set.openapi as string), path.join(downloadDir, set.openapi as string));
    const translated = writeApiTranslations({
      setId: set.id,
      specFile: path.join(root, set.openapi as string),
      outputDir,
      i18nDir: pluginI18nDir(set),
    });
    console.log(`${set.openapi}: ${translated} landing and tag pages translated to zh-tw`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
