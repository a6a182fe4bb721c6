/**
 * The search evaluation (`npm run search:eval`, issue 37): the plugin's own query code (its web
 * worker's module, bundled for Node with esbuild, as the site's bundler would for the browser) run
 * over a built site's index files, for the cases of tests/search and for every identifier of the
 * specs. No browser: the worker's code is plain JavaScript over `fetch`ed JSON.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { docSets, landingUrl, localePrefix, referenceSets, type DocSet, type Locale } from '../../src/data/docSets';
import type { SearchIdentifiers } from '../references/kind';
import { referenceKind } from '../references/kinds';
import type { QueryOrigin, SearchCase } from '../../tests/search/cases';

const PLUGIN = '@easyops-cn/docusaurus-search-local';
/** What the search page asks the worker for (the plugin's SearchPage). */
export const SEARCH_PAGE_LIMIT = 100;
/** Suggestions in the search box (src/data/search.ts). */
export const SUGGESTIONS = 8;

interface WorkerResult {
  document: { i: number; u: string; h?: string };
  type: number;
}
interface Worker {
  search(baseUrl: string, searchContext: string, input: string, limit: number): Promise<WorkerResult[]>;
}
type ContextEntry = string | { path: string; subPaths?: string[] };

/** A site as the evaluation reads it: where its code, its build and its generated files are. */
export interface EvalSite {
  /** The folder with `node_modules` (the plugin's query code) and `.docusaurus` (its generated options). */
  root: string;
  /** The built site (`build/`). */
  buildDir: string;
  /** Where the plugin's generated modules are, if not in `<root>/.docusaurus` (a test's fixture). */
  generatedDir?: string;
}

export interface SearchEngine {
  /** The pages of the results, in order, as paths without the locale prefix. */
  search(locale: Locale, from: QueryOrigin, query: string): Promise<string[]>;
  /** The search context a page of the site searches ('' for the all-products index). */
  contextOf(pagePath: string): string;
}

/**
 * Bundles the plugin's worker module for Node: `@generated/...` from the site's `.docusaurus`,
 * Comlink (the worker's message channel) left out, and `fetch`/`location` read from the build folder.
 */
async function bundleWorker(site: EvalSite): Promise<{
  SearchWorker: new () => Worker;
  contexts: ContextEntry[];
  matchSearchContext?: MatchSearchContext;
}> {
  const esbuild = await import('esbuild');
  const client = path.join(site.root, 'node_modules', PLUGIN, 'dist/client/client');
  // The search bar's own matching of a page to its context, where the plugin has it (as patched).
  const matcher = path.join(client, 'utils/matchSearchContext.js');
  const entry = [
    `export { SearchWorker } from ${JSON.stringify(path.join(client, 'theme/worker.js'))};`,
    `export { searchContextByPaths } from ${JSON.stringify(path.join(client, 'utils/proxiedGenerated.js'))};`,
    ...(fs.existsSync(matcher) ? [`export { matchSearchContext } from ${JSON.stringify(matcher)};`] : []),
  ].join('\n');
  const result = await esbuild.build({
    stdin: { contents: entry, resolveDir: site.root, loader: 'js' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    write: false,
    logLevel: 'silent',
    define: { fetch: 'globalThis.__searchEvalFetch', location: 'globalThis.__searchEvalLocation' },
    plugins: [
      {
        name: 'search-eval',
        setup(build) {
          build.onResolve({ filter: /^@generated\// }, (args) => ({
            path: path.join(
              site.generatedDir ?? path.join(site.root, '.docusaurus'),
              args.path.slice('@generated/'.length),
            ),
          }));
          build.onResolve({ filter: /^comlink$/ }, () => ({ path: 'comlink', namespace: 'search-eval' }));
          build.onLoad({ filter: /.*/, namespace: 'search-eval' }, () => ({
            contents: 'export const expose = () => undefined;',
            loader: 'js',
          }));
        },
      },
    ],
  });
  const code = result.outputFiles[0].text;
  const file = path.join(
    os.tmpdir(),
    `search-eval-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.cjs`,
  );
  if (!fs.existsSync(file)) fs.writeFileSync(file, code);
  const origin = 'http://search-eval.invalid';
  Object.assign(globalThis, {
    __searchEvalLocation: { origin },
    __searchEvalFetch: async (url: string) => {
      const file = path.join(site.buildDir, decodeURIComponent(new URL(url, origin).pathname));
      const body = fs.readFileSync(file, 'utf8');
      return { json: async () => JSON.parse(body) as unknown };
    },
  });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require(file) as {
    SearchWorker: new () => Worker;
    searchContextByPaths: ContextEntry[] | null;
    matchSearchContext?: MatchSearchContext;
  };
  return {
    SearchWorker: loaded.SearchWorker,
    contexts: loaded.searchContextByPaths ?? [],
    matchSearchContext: loaded.matchSearchContext,
  };
}

type MatchSearchContext = (uri: string, contexts: readonly ContextEntry[]) => string | undefined;

/** The context of a page as the plugin's unpatched search bar picks it: the first whose path holds it. */
const firstMatchingPath: MatchSearchContext = (uri, contexts) =>
  contexts
    .map((context) => (typeof context === 'string' ? context : context.path))
    .find((item) => uri === item || uri.startsWith(`${item}/`));

/** A page's path without the locale prefix, the hash and a trailing slash. */
export function pagePath(url: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  const withoutPrefix = prefix && url.startsWith(`${prefix}/`) ? url.slice(prefix.length) : url;
  const bare = withoutPrefix.split('#')[0];
  return bare.length > 1 ? bare.replace(/\/$/, '') : bare;
}

export async function loadSearchEngine(site: EvalSite): Promise<SearchEngine> {
  const { SearchWorker, contexts, matchSearchContext = firstMatchingPath } = await bundleWorker(site);
  const worker = new SearchWorker();
  const contextOf = (page: string): string => matchSearchContext(page.replace(/^\//, ''), contexts) ?? '';
  return {
    contextOf,
    async search(locale, from, query) {
      const baseUrl = `${localePrefix(locale)}/`;
      const context = from === 'home' || from === 'search' ? '' : contextOf(from);
      const limit = from === 'search' ? SEARCH_PAGE_LIMIT : SUGGESTIONS;
      const results = await worker.search(baseUrl, context, query, limit);
      return results.map((result) => pagePath(result.document.u, locale));
    },
  };
}

export interface CaseOutcome {
  searchCase: SearchCase;
  pages: string[];
  /** Rank (0-based) of the first answer among the first eight results, or -1. */
  rank: number;
}

export async function runCases(
  engine: SearchEngine,
  locale: Locale,
  cases: readonly SearchCase[],
): Promise<CaseOutcome[]> {
  const outcomes: CaseOutcome[] = [];
  for (const searchCase of cases) {
    const pages = await engine.search(locale, searchCase.from, searchCase.q);
    const rank = pages.slice(0, SUGGESTIONS).findIndex((page) => searchCase.answers.includes(page));
    outcomes.push({ searchCase, pages, rank });
  }
  return outcomes;
}

export interface Scores {
  count: number;
  recallAt8: number;
  mrr: number;
  emptyRate: number;
}

export function scores(outcomes: readonly CaseOutcome[]): Scores {
  const count = outcomes.length;
  if (count === 0) return { count, recallAt8: 0, mrr: 0, emptyRate: 0 };
  return {
    count,
    recallAt8: outcomes.filter((outcome) => outcome.rank >= 0).length / count,
    mrr: outcomes.reduce((sum, outcome) => sum + (outcome.rank >= 0 ? 1 / (outcome.rank + 1) : 0), 0) / count,
    emptyRate: outcomes.filter((outcome) => outcome.pages.length === 0).length / count,
  };
}

/** One identifier of a spec, with the sets of its product (where it is searched from besides home and search). */
export interface SpecIdentifier {
  kind: SearchIdentifiers['kind'];
  name: string;
  /** The landing pages of the sets of the identifier's product. */
  productPages: string[];
}

/** The landing pages of a set's product: the manual and its references (`product` in the doc-set table). */
function productPages(set: DocSet): string[] {
  const productId = set.product ?? set.id;
  return docSets.filter((row) => row.id === productId || row.product === productId).map(landingUrl);
}

/** Every error code, schema name, GraphQL type and MQTT topic of the specs of the doc-set table. */
export function specIdentifiers(root: string): SpecIdentifier[] {
  return referenceSets.flatMap((set) => {
    const pages = productPages(set);
    return referenceKind(set)
      .searchIdentifiers(set, root)
      .flatMap(({ kind, names }) => names.map((name) => ({ kind, name, productPages: pages })));
  });
}

/** The text of a built page: its Markdown copy, or its HTML without tags where it has none. */
export function pageText(buildDir: string, locale: Locale, page: string): string {
  const base = path.join(buildDir, localePrefix(locale), page === '/' ? 'index' : page);
  for (const file of [`${base}.md`, `${base}.html`, path.join(base, 'index.html')]) {
    if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').replace(/<[^>]+>/g, ' ');
  }
  return '';
}

export interface SweepMiss {
  identifier: SpecIdentifier;
  locale: Locale;
  origin: string;
  pages: string[];
}

/**
 * Searches every identifier alone from the home page, the search page and its product's pages (one
 * search per search context), and expects among the first eight results a page that contains it.
 */
export async function identifierSweep(
  engine: SearchEngine,
  site: EvalSite,
  locale: Locale,
  identifiers: readonly SpecIdentifier[],
): Promise<{ searches: number; misses: SweepMiss[] }> {
  const texts = new Map<string, string>();
  const contains = (page: string, name: string): boolean => {
    if (!texts.has(page)) texts.set(page, pageText(site.buildDir, locale, page).toLowerCase());
    return texts.get(page)!.includes(name.toLowerCase());
  };
  const misses: SweepMiss[] = [];
  let searches = 0;
  for (const identifier of identifiers) {
    const byContext = new Map<string, string>();
    for (const page of identifier.productPages) byContext.set(engine.contextOf(page), page);
    const origins: QueryOrigin[] = ['home', 'search', ...(byContext.values() as Iterable<QueryOrigin>)];
    for (const origin of origins) {
      searches += 1;
      const pages = (await engine.search(locale, origin, identifier.name)).slice(0, SUGGESTIONS);
      if (!pages.some((page) => contains(page, identifier.name))) {
        misses.push({ identifier, locale, origin, pages });
      }
    }
  }
  return { searches, misses };
}
