/**
 * Options of @easyops-cn/docusaurus-search-local, derived from the
 * documentation-set table: every set is indexed and is its own search context.
 */
import { docSets, GENERATED_DIR, manualSets, productSets, referencesOf, type DocSet } from './docSets';
import { SEARCH_BAR_SHORTCUT_KEYMAP } from './searchShortcut';

export const SEARCH_RESULT_LIMIT = 8;

/** How the plugin names a set's search context in its index file: `search-index-<slug>-<hash>.json`. */
export const searchContextSlug = (set: Pick<DocSet, 'routeBasePath'>): string => set.routeBasePath.replace(/\//g, '-');

/**
 * The search contexts: one per product, a manual with the references of its product (`product` in
 * the doc-set table) or a reference of no manual. A reader on the EdgeHub manual, its REST, GraphQL
 * or MQTT reference searches all four; the search page lists products.
 */
export const searchProducts: readonly DocSet[] = productSets.filter((set: DocSet) => set.product === undefined);

/** The product whose search context holds a set's pages. */
export const searchProductOf = (set: DocSet): DocSet =>
  searchProducts.find((product) => product.id === set.product) ?? set;

export const searchPluginOptions = {
  hashed: 'filename',
  language: ['en', 'zh'],
  indexDocs: true,
  indexBlog: false,
  // Site pages too (training, the family hubs); the plugin itself skips the home and search pages.
  indexPages: true,
  docsRouteBasePath: docSets.map((set: DocSet) => set.routeBasePath),
  // Only hashed, to name the index files: the manuals, and the API pages of every locale.
  docsDir: [...manualSets().map((set: DocSet) => set.path), `${GENERATED_DIR}/api`],
  searchContextByPaths: searchProducts.map((set: DocSet) => {
    const subPaths = referencesOf(set).map((reference) => reference.routeBasePath);
    // `subPaths` is carried by patches/@easyops-cn+docusaurus-search-local+*.patch (src/theme/README.md).
    return { label: { ...set.label }, path: set.routeBasePath, ...(subPaths.length > 0 ? { subPaths } : {}) };
  }),
  useAllContextsWithNoSearchContext: true,
  searchResultLimits: SEARCH_RESULT_LIMIT,
  searchResultContextMaxLength: 60,
  explicitSearchResultPath: true,
  // What the service worker shows offline for a page it lacks (src/pages/offline.tsx).
  ignoreFiles: ['offline'],
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarShortcutKeymap: SEARCH_BAR_SHORTCUT_KEYMAP,
  highlightSearchTermsOnTargetPage: false,
  // What readers search for: titles, headings, descriptions, prose, lists, admonitions, tables and
  // inline code, in the sections of the page. Code blocks are left out of the sections (a payload's
  // every value would become a search term): their identifiers, by the rule of
  // plugins/search/identifiers.ts, are in each page's page-terms document (plugins/search/rebuild.ts).
  ignoreCssSelectors: [
    // the eight generated code samples of each API operation (one URL in eight languages)
    '.code-samples',
    // the API request panel (form labels, not documentation)
    '.openapi-explorer__request-form',
    'pre',
  ],
  // The Chinese word dictionary is added by plugins/search (it is too big for the site config).
};

/**
 * Traditional Chinese function words left out of every index. The search
 * plugin's Chinese stop-word list is written in Simplified characters, so on
 * Taiwan text their Traditional forms were indexed thousands of times: about
 * 7 % of a product index, for words nobody searches by. A query that holds one simply skips it.
 */
export const zhStopWords: readonly string[] = [
  ...'的 一 不 在 有 是 為 以 於 上 下 而 後 之 來 及 了 因 可 到 由 這 那 與 也 此 但 並 個 其 已 無 我 你 您 它 他 她 們 起 再 又 或 很 亦 某 把 被 比 從 當 得 該 各 給 跟 和 何 還 即 既 另 每 哪 讓 仍 若 如 使 雖 隨 同 所 些 向 則 怎 曾 至 致 著 自 將 請 會 時 都 就 對 中'.split(
    ' ',
  ),
  ...'以及 例如 如果 因此 所以 因為 然後 可以 需要 已經 我們 其他 一個 這個 這些 那些 如何 什麼 是否 並且 或是 以便'.split(
    ' ',
  ),
];
