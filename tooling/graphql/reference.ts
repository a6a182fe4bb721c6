/**
 * The GraphQL kind of reference (tooling/references/kind.ts): an SDL schema whose every element is
 * described, its pages written by @graphql-markdown/docusaurus in both locales, its programs and the
 * manuals' `run=graphql` ones run against a mock built from the schema.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, isIntrospectionType, isSpecifiedScalarType } from 'graphql';
import { apiPagesDir, locales, manualSets, type ReferenceSet } from '../../src/data/docSets';
import { manualTexts, ROOT } from '../content/files';
import { graphqlStringStatus } from '../i18n/translationStatus';
import type { ReferenceKind } from '../references/kind';
import { copyForDownload, generateInProcess, reportPages } from '../references/generation';
import { printTranslationReport } from '../references/translation';
import { GRAPHQL_PATH } from './graphqlSamples';

const schemaFile = (set: ReferenceSet): string => path.join(ROOT, set.spec);

export const graphqlReference: ReferenceKind = {
  requestPanel: false,
  // Generated pages: no last-updated line; the sidebar comes from the generator's folders.
  docsOptions: () => ({ showLastUpdateTime: false }),

  async validate(set) {
    const [{ loadGraphqlSchema, undocumentedElements }, strings, { compareTranslation, describeProblems }] =
      await Promise.all([import('./graphqlSchema'), import('./graphqlStrings'), import('../openapi/apiStrings')]);
    try {
      const undocumented = undocumentedElements(loadGraphqlSchema(schemaFile(set)));
      for (const name of undocumented)
        console.error(`error  ${set.spec}: ${name} has no description: write one ("…" before it)`);
      if (undocumented.length > 0) return undocumented.length;
      console.log(`${set.spec}: valid GraphQL schema`);
    } catch (error) {
      console.error(`error  ${(error as Error).message}`);
      return 1;
    }
    // Every description needs its Traditional Chinese (openapi/zh-tw/<schema>.yaml).
    const report = compareTranslation(
      strings.graphqlStrings(fs.readFileSync(schemaFile(set), 'utf8')),
      strings.readGraphqlTranslation(schemaFile(set)),
    );
    const translation = describeProblems(schemaFile(set), report, strings.graphqlTranslationFile(schemaFile(set)));
    return printTranslationReport(set.spec, report, translation, 'descriptions');
  },

  /**
   * Both locales: the zh-tw schema (descriptions from the overlay), the pages by the generator's
   * `graphql-to-doc` command (scripts/api-pages.ts), our landing page, and the schema for download.
   */
  async generate(set) {
    const [
      { readGraphqlTranslation, translatedSchemaSource },
      { zhGraphqlSchemaPath },
      { loadGraphqlSchema },
      { landingPage },
    ] = await Promise.all([
      import('./graphqlStrings'),
      import('../openapi/apiTranslations'),
      import('./graphqlSchema'),
      import('./graphqlReference'),
    ]);
    const zhSchema = path.join(ROOT, zhGraphqlSchemaPath(set));
    fs.mkdirSync(path.dirname(zhSchema), { recursive: true });
    fs.writeFileSync(
      zhSchema,
      translatedSchemaSource(fs.readFileSync(schemaFile(set), 'utf8'), readGraphqlTranslation(schemaFile(set))),
    );
    await Promise.all(
      locales.map(async (locale) => {
        const outputDir = path.join(ROOT, apiPagesDir(set, locale));
        await generateInProcess(set, locale, path.join(outputDir, 'operations'));
        const schema = loadGraphqlSchema(locale === 'en' ? schemaFile(set) : zhSchema);
        fs.writeFileSync(path.join(outputDir, `${set.landing}.mdx`), landingPage(schema, set, locale));
      }),
    );
    copyForDownload(set);
    reportPages(set);
  },

  async generateLocale(set, locale) {
    const { generateGraphqlPages } = await import('./pageGenerator');
    await generateGraphqlPages(set, locale);
  },

  translationStatus: (set, root) => graphqlStringStatus(set, root),

  contentCheck: {
    title: 'GraphQL examples (validated against the GraphQL schemas)',
    async problems(sets, pages) {
      const [{ loadGraphqlSchema }, { checkGraphqlExamples }] = await Promise.all([
        import('./graphqlSchema'),
        import('./graphqlExamples'),
      ]);
      return sets.flatMap((set) => {
        const schema = loadGraphqlSchema(schemaFile(set));
        return pages
          .flatMap((page) => checkGraphqlExamples(page.text, page.shown, schema))
          .map(({ file, line, message }) => ({ file: `${file}:${line}`, message }));
      });
    },
  },

  async checkSamples(set, { languages, runJobs }) {
    const [{ manualJobs, referenceJobs }, { graphqlEndpoint }, { startGraphqlMock }] = await Promise.all([
      import('./graphqlSampleCheck'),
      import('./graphqlReference'),
      import('./graphqlMock'),
    ]);
    const reference = referenceJobs(set);
    const guide = manualJobs(manualTexts(manualSets()));
    const failures = [...reference.problems, ...guide.problems];
    const jobs = [...reference.jobs, ...guide.jobs].filter((job) => languages.includes(job.language));
    const endpoint = graphqlEndpoint();
    const origin = new URL(endpoint).origin;
    const mock = await startGraphqlMock(fs.readFileSync(schemaFile(set), 'utf8'));
    try {
      for (const job of jobs.filter((candidate) => !candidate.source.includes(endpoint)))
        failures.push(`${job.label}: the program does not call ${endpoint}`);
      console.log(
        `${set.spec}: ${jobs.length} programs (${[...new Set(jobs.map((j) => j.language))].join(', ')}) against a mock GraphQL server at ${mock.url}`,
      );
      process.env.ACCESS_TOKEN = 'mock-access-token';
      failures.push(
        ...(await runJobs(
          jobs.map((job) => ({ ...job, source: job.source.split(origin).join(mock.url), className: 'Sample' })),
        )),
      );
      return { failures, total: jobs.length };
    } finally {
      await mock.stop();
    }
  },

  // One endpoint for every query and mutation.
  apiPaths: () => [GRAPHQL_PATH],

  searchIdentifiers(set, root) {
    const types = Object.values(buildSchema(fs.readFileSync(path.join(root, set.spec), 'utf8')).getTypeMap());
    return [
      {
        kind: 'GraphQL type',
        names: types
          .filter((type) => !isIntrospectionType(type) && !isSpecifiedScalarType(type))
          .map((type) => type.name),
      },
    ];
  },
};
