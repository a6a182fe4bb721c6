/**
 * The OpenAPI kind of reference (tooling/references/kind.ts): a REST spec linted by Redocly, its
 * pages written by docusaurus-plugin-openapi-docs in both locales, its samples run against a Prism mock.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { apiPagesDir, locales, type Locale, type ReferenceSet } from '../../src/data/docSets';
import remarkCodeHighlighting from '../../plugins/code-highlighting/remark';
import { ROOT } from '../content/files';
import { apiStringStatus } from '../i18n/translationStatus';
import type { ReferenceKind, SampleContext, SampleJob } from '../references/kind';
import { copyForDownload, generateInProcess, reportPages, writeSidebars } from '../references/generation';
import { checkSpecTranslation } from '../references/translation';
import { loadSpec, operationSlug } from './specs';
import { specValueFields } from './valueFields';

interface Operation {
  operationId: string;
  tags?: string[];
  requestBody?: unknown;
}
interface Spec {
  servers?: Array<{ url: string; variables?: Record<string, { default: string }> }>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: { code?: { enum?: string[] } } }> };
}

const readSpecFile = (root: string, set: ReferenceSet): Spec =>
  YAML.parse(fs.readFileSync(path.join(root, set.spec), 'utf8')) as Spec;

/** Operations with a body, plus the first operation of each tag that none of those covers (`--all`: every one). */
function chosenOperations(spec: Spec, everyOperation: boolean): Operation[] {
  const all = Object.values(spec.paths).flatMap((item) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([, op]) => op),
  );
  if (everyOperation) return all;
  const chosen = all.filter((op) => op.requestBody !== undefined);
  const covered = new Set(chosen.flatMap((op) => op.tags ?? []));
  for (const op of all) {
    const tag = op.tags?.[0];
    if (tag && !covered.has(tag)) {
      chosen.push(op);
      covered.add(tag);
    }
  }
  return chosen;
}

function defaultServer(spec: Spec): string {
  const server = spec.servers?.[0];
  if (!server) throw new Error('the spec has no servers entry');
  return server.url.replace(/\{(\w+)\}/g, (_m, name: string) => server.variables?.[name]?.default ?? name);
}

/** The pages of one locale and the docs instance's sidebars file around them. */
async function generateLocale(set: ReferenceSet, locale: Locale): Promise<void> {
  const outputDir = path.join(ROOT, apiPagesDir(set, locale));
  await generateInProcess(set, locale, path.join(outputDir, 'sidebar.ts'));
  writeSidebars(outputDir, 'items', "import items from './sidebar';\n\n");
}

async function checkSamples(
  set: ReferenceSet,
  { languages, everyOperation, runJobs }: SampleContext,
): Promise<{ failures: string[]; total: number }> {
  const [{ javaClassName, sampleLanguages }, { startPrismMock }, { samplesOfPage }] = await Promise.all([
    import('./codeSamples'),
    import('./prismMock'),
    import('../graphql/graphqlSampleCheck'),
  ]);
  const specFile = path.join(ROOT, set.spec);
  const spec = readSpecFile(ROOT, set);
  const server = defaultServer(spec);
  const shipped = sampleLanguages.map((language) => language.id);
  const failures: string[] = [];
  const jobs: SampleJob[] = [];
  for (const op of chosenOperations(spec, everyOperation)) {
    const page = path.join(ROOT, set.path, `${operationSlug(op.operationId)}.api.mdx`);
    if (!fs.existsSync(page)) {
      throw new Error(
        `${path.relative(ROOT, page)} is missing: run npm run gen-api first (operation ${op.operationId})`,
      );
    }
    const samples = samplesOfPage(fs.readFileSync(page, 'utf8'));
    const missing = shipped.filter((id) => !samples.has(id));
    if (missing.length > 0) failures.push(`${path.relative(ROOT, page)}: no ${missing.join(', ')} sample`);
    for (const language of languages) {
      const source = samples.get(language);
      if (source === undefined) continue;
      if (!source.includes(server)) {
        failures.push(
          `${path.relative(ROOT, page)} ${language}: the sample does not call the default server ${server}`,
        );
        continue;
      }
      jobs.push({
        label: `${set.spec} ${op.operationId} (${language})`,
        language,
        source,
        className: javaClassName(op.operationId),
      });
    }
  }
  const mock = await startPrismMock(specFile);
  try {
    console.log(`${set.spec}: ${jobs.length} samples (${languages.join(', ')}) against a Prism mock at ${mock.url}`);
    const setFailures = await runJobs(jobs.map((job) => ({ ...job, source: job.source.split(server).join(mock.url) })));
    if (setFailures.length > 0) {
      const violations = mock.log.filter((line) => /VALIDATOR/.test(line) && /error|warning/.test(line)).slice(-20);
      setFailures.push(`Prism's validator said:\n    ${violations.join('\n    ')}`);
    }
    return { failures: [...failures, ...setFailures], total: jobs.length };
  } finally {
    mock.stop();
  }
}

export const openapiReference: ReferenceKind = {
  requestPanel: true,
  docsOptions: (dir) => ({
    sidebarPath: `./${dir}/sidebars.ts`,
    docItemComponent: '@theme/ApiItem',
    // The API item shows no last-updated line: no need to date its pages.
    showLastUpdateTime: false,
    // The API item renders request and response examples as JSON code blocks.
    remarkPlugins: [[remarkCodeHighlighting, { languages: ['json'] }]],
  }),

  async validate(set) {
    const [{ formatProblem, lintSpec }, { ACCESS_SPEC_FILE, accessProblems, writeAccessFacts }, { readSpec }] =
      await Promise.all([import('./lintOpenapi'), import('./apiAccess'), import('./apiStrings')]);
    const problems = await lintSpec(path.join(ROOT, set.spec));
    for (const problem of problems) {
      const line = formatProblem({ ...problem, file: set.spec });
      if (problem.severity === 'error') console.error(`error  ${line}`);
      else console.warn(`warn   ${line}`);
    }
    const errors = problems.filter((problem) => problem.severity === 'error').length;
    if (errors > 0) return errors;
    console.log(`${set.spec}: valid OpenAPI (${problems.length} warning(s))`);
    // Every string of the spec needs its Traditional Chinese (openapi/zh-tw/<spec>.yaml).
    let contractErrors = checkSpecTranslation(set.spec);
    // Every WEDA operation names the scope and the least role it needs (tooling/openapi/apiAccess.ts).
    if (set.spec === ACCESS_SPEC_FILE) {
      const access = accessProblems(readSpec(path.join(ROOT, set.spec)), set.spec);
      for (const line of access) console.error(`error  ${line}`);
      contractErrors += access.length;
      if (access.length === 0) writeAccessFacts(ROOT);
    }
    return contractErrors;
  },

  async generate(set) {
    const { finishZhPages, writeZhSpec, zhApiOutput } = await import('./apiTranslations');
    const zh = zhApiOutput(set);
    writeZhSpec(path.join(ROOT, set.spec), path.join(ROOT, zh.specPath));
    await Promise.all(locales.map((locale) => generateLocale(set, locale)));
    copyForDownload(set);
    finishZhPages({
      specFile: path.join(ROOT, set.spec),
      englishDir: path.join(ROOT, apiPagesDir(set, 'en')),
      outputDir: path.join(ROOT, zh.outputDir),
    });
    reportPages(set, zh.outputDir);
  },

  async generateLocale(set, locale) {
    const { generateOpenapiPages } = await import('./pageGenerator');
    await generateOpenapiPages(set, locale);
  },

  // WEDA's spec states who may call what (tooling/openapi/apiAccess.ts), which its pages show.
  async writeFacts(set) {
    const { ACCESS_FACTS_MODULE, ACCESS_SPEC_FILE, writeAccessFacts } = await import('./apiAccess');
    if (set.spec !== ACCESS_SPEC_FILE) return undefined;
    writeAccessFacts(ROOT);
    return ACCESS_FACTS_MODULE;
  },

  translationStatus: (set, root) => apiStringStatus(set, root),

  contentCheck: {
    title: 'API examples (JSON validated against openapi/*.yaml)',
    async problems(sets, pages) {
      const { exampleProblems } = await import('./apiExamples');
      return exampleProblems(
        sets.map((set) => set.spec),
        pages,
        ROOT,
      ).map(({ file, line, message }) => ({ file: line > 0 ? `${file}:${line}` : file, message }));
    },
  },

  checkSamples,

  valueFields: (set, root) => specValueFields(loadSpec(set.id, path.join(root, set.spec)).document),

  apiPaths: (set, root) => Object.keys(readSpecFile(root, set).paths),

  searchIdentifiers(set, root) {
    const { schemas } = readSpecFile(root, set).components;
    return [
      { kind: 'error code', names: schemas.Error?.properties?.code?.enum ?? [] },
      { kind: 'schema', names: Object.keys(schemas) },
    ];
  },
};
