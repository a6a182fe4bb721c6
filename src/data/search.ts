/**
 * Options of @easyops-cn/docusaurus-search-local, derived from the
 * documentation-set table: every set is indexed and is its own search context.
 */
import { docSets, type DocSet } from './docSets';
import { zhUserDictionary } from './glossary';

export const SEARCH_RESULT_LIMIT = 8;

export const searchPluginOptions = {
  hashed: 'filename',
  language: ['en', 'zh'],
  indexDocs: true,
  indexBlog: false,
  indexPages: false,
  docsRouteBasePath: docSets.map((set: DocSet) => set.routeBasePath),
  docsDir: docSets.map((set: DocSet) => set.path),
  searchContextByPaths: docSets
    .filter((set: DocSet) => set.routeBasePath !== 'docs')
    .map((set: DocSet) => ({ label: { ...set.label }, path: set.routeBasePath })),
  useAllContextsWithNoSearchContext: true,
  searchResultLimits: SEARCH_RESULT_LIMIT,
  searchResultContextMaxLength: 60,
  explicitSearchResultPath: true,
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarShortcutKeymap: 'mod+k',
  highlightSearchTermsOnTargetPage: false,
  // Indexed: titles, headings and prose, and the code blocks of the manuals (readers search for
  // commands, settings and error codes). Not indexed: the eight generated code samples of each API
  // operation (the same URL in eight languages) and the request panel.
  ignoreCssSelectors: ['.code-samples', '.openapi-explorer__request-form'],
  zhUserDict: zhUserDictionary(),
};
