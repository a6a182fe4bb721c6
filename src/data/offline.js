// @ts-check
/**
 * Offline reading (issue 17), shared by the service worker (src/sw/portal-sw.js, bundled by
 * @docusaurus/plugin-pwa without TypeScript, hence plain JavaScript), the config and the pages.
 *
 * What is cached where:
 *   - the shell, cached when the service worker installs: the home and offline pages of its
 *     locale (`SHELL_PAGES`) and the main and runtime scripts and the style sheet they start with;
 *   - every page a reader opens (network first: online readers always get the current page) in
 *     `PAGES_CACHE`, and every hashed script, style sheet, image and search index it loads (cache
 *     first: their names change with their content) in `ASSETS_CACHE`;
 *   - a manual saved from its landing page (src/components/SaveForOffline): its pages, their
 *     scripts and images, its search index and the search code, in the same two caches.
 */

/** Bump to drop every cache of an earlier scheme when the service worker activates. */
export const CACHE_VERSION = 'v1';
export const PAGES_CACHE = `portal-pages-${CACHE_VERSION}`;
export const ASSETS_CACHE = `portal-assets-${CACHE_VERSION}`;

/** The offline page of each locale prefix ('' is English), shown for a page that is not cached. */
export const OFFLINE_PAGE = '/offline';

/** Locale prefixes of the site, the default ('') last; kept in step with src/data/docSets.ts by a unit test. */
export const LOCALE_PREFIXES = ['/zh-tw', ''];

/** The page paths of the shell, every locale's; each locale's service worker caches its own. */
export const SHELL_PAGES = LOCALE_PREFIXES.flatMap((prefix) => [`${prefix}/`, `${prefix}${OFFLINE_PAGE}`]);

/** The locale prefix of a path: '/zh-tw' for its pages, '' for English. */
export function localePrefixOf(/** @type {string} */ pathname) {
  return (
    LOCALE_PREFIXES.find((prefix) => prefix !== '' && (pathname === prefix || pathname.startsWith(`${prefix}/`))) ?? ''
  );
}

/** A search index of the site (`search-index-<set>-<hash>.json`, or the index of every set). */
export function isSearchIndex(/** @type {string} */ pathname) {
  return /\/search-index(-[^/]+)?-[0-9a-f]{8}\.json$/.test(pathname);
}

/** A file whose name changes with its content: scripts, style sheets and images below /assets/, search indexes. */
export function isHashedAsset(/** @type {string} */ pathname) {
  return /^(\/[a-z]{2}(-[a-z]{2,4})?)?\/assets\//.test(pathname) || isSearchIndex(pathname);
}
