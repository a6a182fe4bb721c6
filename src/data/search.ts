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
  ignoreCssSelectors: ['.openapi-explorer__request-form', '.theme-api-markdown .openapi-tabs__schema-container'],
  zhUserDict: zhUserDictionary(),
};
