// @ts-check
/**
 * Offline reading (issue 17), shared by the service worker (src/sw/portal-sw.js, bundled by
 * tooling/serving/serviceWorker.ts, plain JavaScript like the worker), the config and the pages.
 *
 * What is cached where:
 *   - the shell (`shellCacheName`, one per locale's worker), cached when the worker installs: the
 *     home page of its locale, the offline page of every locale, and the scripts, style sheets and
 *     images they start with, listed in the worker at build time (tooling/serving/serviceWorker.ts);
 *   - every page a reader opens (network first: online readers always get the current page) in
 *     `PAGES_CACHE`, and every hashed script, style sheet, image and search index it loads (cache
 *     first: their names change with their content) in `ASSETS_CACHE`; both bounded in count and age;
 *   - a manual saved from its landing page (src/components/SaveForOffline): its pages, their
 *     scripts and images, its search index and the search code, in a cache of its own
 *     (`savedCacheName`), kept until the reader removes it there.
 */

/** Bump to drop every cache of an earlier scheme when the service worker activates. */
export const CACHE_VERSION = 'v2';
/** The shells, one per locale's worker (`shellCacheName`): replaced by each new worker, never expired. */
export const SHELL_CACHE_PREFIX = `portal-shell-${CACHE_VERSION}:`;
/** Pages the reader opened (not saved): bounded by `PAGES_LIMITS`, keyed by path without query. */
export const PAGES_CACHE = `portal-pages-${CACHE_VERSION}`;
/** Hashed files those pages loaded: bounded by `ASSETS_LIMITS`. */
export const ASSETS_CACHE = `portal-assets-${CACHE_VERSION}`;
/** One cache per saved manual, with everything it needs: kept until the reader removes it. */
export const SAVED_CACHE_PREFIX = `portal-saved-${CACHE_VERSION}:`;

/** Pages read but not saved: the most recent 300, none older than 30 days. */
export const PAGES_LIMITS = { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 };
/** Their scripts, style sheets, images and indexes: the most recent 3,000, none older than 90 days. */
export const ASSETS_LIMITS = { maxEntries: 3000, maxAgeSeconds: 90 * 24 * 3600 };

/** The shell cache of the worker of a locale prefix ('' or '/zh-tw'): each worker keeps its own. */
export function shellCacheName(/** @type {string} */ localePrefix) {
  return `${SHELL_CACHE_PREFIX}${localePrefix}/`;
}

/** The cache of a saved manual: `portal-saved-v2:/zh-tw/EdgeHub` (locale prefix and base path). */
export function savedCacheName(/** @type {string} */ localePrefix, /** @type {string} */ routeBasePath) {
  return `${SAVED_CACHE_PREFIX}${localePrefix}/${routeBasePath}`;
}

/**
 * The key a page is cached under: its path, without query string or fragment (`/search?q=…` and
 * `?utm_…` are one page) and without a trailing slash but for a locale's home (`/`, `/zh-tw/`).
 */
export function pageKey(/** @type {string} */ href) {
  const { pathname } = new URL(href, 'http://portal.invalid');
  if (pathname === '/' || LOCALE_PREFIXES.some((prefix) => prefix !== '' && pathname === `${prefix}/`)) return pathname;
  return pathname.replace(/\/+$/, '') || '/';
}

/** The offline page of each locale prefix ('' is English), shown for a page that is not cached. */
export const OFFLINE_PAGE = '/offline';

/** Locale prefixes of the site, the default ('') last; kept in step with src/data/docSets.ts by a unit test. */
export const LOCALE_PREFIXES = ['/zh-tw', ''];

/**
 * The pages of a locale's shell: its home and offline pages, and the offline page of every other
 * locale (a reader whose worker is the English one still gets the Chinese offline page for a
 * Chinese page it lacks).
 */
export function shellPages(/** @type {string} */ localePrefix) {
  return [`${localePrefix}/`, ...LOCALE_PREFIXES.map((prefix) => `${prefix}${OFFLINE_PAGE}`)];
}

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
