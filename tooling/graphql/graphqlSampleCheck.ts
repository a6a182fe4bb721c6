/**
 * The GraphQL programs that `npm run check-samples` runs against a mock server built from the
 * schema (tooling/graphql/graphqlMock.ts): the cURL, Python and JavaScript samples of every query and
 * mutation page of the reference (as generated, read from the pages), and every fence of a manual
 * marked `run=graphql` (the guide's programs), in both locales (identical programs run once).
 */
import fs from 'node:fs';
import path from 'node:path';
import { apiPagesDir, type DocSet } from '../../src/data/docSets';
import { markedPrograms } from '../content/codeBlocks';
import { ROOT, walkFiles } from '../content/files';
import { GRAPHQL_SAMPLE_FENCES, GRAPHQL_SAMPLE_LANGUAGES, type GraphqlSampleLanguage } from './graphqlSamples';

export interface GraphqlJob {
  readonly label: string;
  readonly language: GraphqlSampleLanguage;
  readonly source: string;
}

/**
 * The samples of a generated operation page (REST or GraphQL: both write one `TabItem` per language
 * around one code block), by language id.
 */
export function samplesOfPage(mdx: string): Map<string, string> {
  const samples = new Map<string, string>();
  const pattern = /<TabItem value="([\w-]+)" label="[^"]*">\n\n(`{3,})[\w-]*\n([\s\S]*?)\n\2\n\n<\/TabItem>/g;
  for (const match of mdx.matchAll(pattern)) samples.set(match[1] as string, match[3] as string);
  return samples;
}

const LANGUAGE_OF_FENCE = new Map<string, GraphqlSampleLanguage>(
  GRAPHQL_SAMPLE_LANGUAGES.map((language) => [GRAPHQL_SAMPLE_FENCES[language], language]),
);

/** Jobs of a GraphQL reference's pages; problems for pages that lack a language. */
export function referenceJobs(set: DocSet, root = ROOT): { jobs: GraphqlJob[]; problems: string[] } {
  const jobs: GraphqlJob[] = [];
  const problems: string[] = [];
  const dir = path.join(root, apiPagesDir(set, 'en'), 'operations');
  if (!fs.existsSync(dir)) throw new Error(`${path.relative(root, dir)} is missing: run npm run gen-api first`);
  for (const file of walkFiles(dir, (name) => name.endsWith('.mdx'))) {
    if (!/^(queries|mutations)\//.test(file)) continue;
    const shown = path.relative(root, path.join(dir, file));
    const samples = samplesOfPage(fs.readFileSync(path.join(dir, file), 'utf8'));
    for (const language of GRAPHQL_SAMPLE_LANGUAGES) {
      const source = samples.get(language);
      if (source === undefined) problems.push(`${shown}: no ${language} sample`);
      else jobs.push({ label: `${shown} (${language})`, language, source });
    }
  }
  return { jobs, problems };
}

/** Jobs of the `run=graphql` fences of some pages (identical programs once). */
export function manualJobs(pages: ReadonlyArray<{ readonly shown: string; readonly text: string }>): {
  jobs: GraphqlJob[];
  problems: string[];
} {
  return markedPrograms(pages, 'run=graphql', LANGUAGE_OF_FENCE);
}
