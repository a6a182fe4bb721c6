/**
 * The portal's service worker, ours end to end: bundled with its shell list by
 * tooling/serving/serviceWorker.ts after the build (`npm run postbuild`), one per locale (`/sw.js`,
 * `/zh-tw/sw.js`), registered by src/clientModules/offlineCache.ts in production only. What goes
 * where, and the limits of each cache: src/data/offline.js.
 *
 *   - navigations: the network first (a slow one for 6 s), then the reader's copy (read, saved, or
 *     the shell), else the offline page of the page's locale, answered 503;
 *   - hashed files (scripts, style sheets, images below /assets/, search indexes): a kept copy first,
 *     else the network; a search index neither kept nor reachable searches as empty;
 *   - other images of the site: the network first.
 */
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  ASSETS_CACHE,
  ASSETS_LIMITS,
  CACHE_VERSION,
  isHashedAsset,
  isSearchIndex,
  localePrefixOf,
  OFFLINE_PAGE,
  pageKey,
  PAGES_CACHE,
  PAGES_LIMITS,
  SAVED_CACHE_PREFIX,
  SHELL_CACHE_PREFIX,
  shellCacheName,
} from '../data/offline';

/** The service worker's global scope. */
const sw = /** @type {ServiceWorkerGlobalScope & typeof globalThis} */ (/** @type {unknown} */ (self));

/**
 * This worker's shell, listed from the built pages when the worker was bundled (tooling/serving/serviceWorker.ts,
 * with Workbox's injectManifest): its locale's home and offline pages, every locale's offline page,
 * and the scripts and style sheets they start with. A new release's worker differs in this list,
 * so the browser installs it and it caches the new shell.
 */
const SHELL = /** @type {Array<{ url: string; revision: string | null }>} */ (self.__WB_MANIFEST);

const absolute = (/** @type {string} */ path) => new URL(path, sw.location.origin).href;

/** This worker's shell cache: `/sw.js` and `/zh-tw/sw.js` each keep their own. */
const SHELL_CACHE = shellCacheName(localePrefixOf(sw.location.pathname));

/** Pages are cached under their path: `/search?q=…` and `?utm_…` do not each make an entry. */
const byPath = {
  cacheKeyWillBeUsed: async (/** @type {{ request: Request }} */ { request }) => absolute(pageKey(request.url)),
};

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 6,
  plugins: [byPath, new ExpirationPlugin({ ...PAGES_LIMITS, purgeOnQuotaError: true })],
});

const assets = new CacheFirst({
  cacheName: ASSETS_CACHE,
  plugins: [new ExpirationPlugin({ ...ASSETS_LIMITS, purgeOnQuotaError: true })],
});

const images = new NetworkFirst({
  cacheName: ASSETS_CACHE,
  networkTimeoutSeconds: 6,
  plugins: [new ExpirationPlugin({ ...ASSETS_LIMITS, purgeOnQuotaError: true })],
});

/** A copy that is kept whatever the limits: in a saved manual's cache, or in a shell (this worker's first). */
async function kept(/** @type {string} */ url) {
  const others = (await caches.keys()).filter(
    (name) => name !== SHELL_CACHE && (name.startsWith(SAVED_CACHE_PREFIX) || name.startsWith(SHELL_CACHE_PREFIX)),
  );
  const names = [SHELL_CACHE, ...others];
  for (const name of names) {
    const hit = await caches.match(url, { cacheName: name, ignoreSearch: true });
    if (hit) return hit;
  }
  return undefined;
}

/**
 * The offline page of the page's locale, as plain HTML: its scripts would start the site's router on
 * the URL asked for, whose code is not cached either.
 */
async function offlinePage(/** @type {URL} */ url) {
  const cached = await kept(absolute(`${localePrefixOf(url.pathname)}${OFFLINE_PAGE}`));
  const html = cached ? await cached.text() : '<!doctype html><title>Offline</title><h1>Offline</h1>';
  return new Response(html.replace(/<script\b[\s\S]*?<\/script>/gi, ''), {
    status: 503,
    statusText: 'Offline',
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL_CACHE);
      await Promise.all(
        SHELL.map(async ({ url }) => {
          const response = await fetch(url, { cache: 'no-cache' });
          if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
          await shell.put(absolute(url), response);
        }),
      );
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Caches of an earlier scheme (another CACHE_VERSION) go.
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('portal-') && !name.includes(`-${CACHE_VERSION}`))
          .map((name) => caches.delete(name)),
      );
      // The previous release's shell: its pages go, its scripts and style sheets join the bounded
      // assets cache (pages read under that release may still need them).
      const shell = await caches.open(SHELL_CACHE);
      const current = new Set(SHELL.map(({ url }) => absolute(url)));
      const assetCache = await caches.open(ASSETS_CACHE);
      for (const request of await shell.keys()) {
        if (current.has(request.url)) continue;
        if (isHashedAsset(new URL(request.url).pathname)) {
          const response = await shell.match(request);
          if (response) await assetCache.put(request, response);
        }
        await shell.delete(request);
      }
      // Open pages are served by this worker from now on, not from their next load.
      await sw.clients.claim();
    })(),
  );
});

/**
 * While a manual is being saved (src/components/SaveForOffline), the name of its cache: every file
 * served meanwhile is also put there, including what the search's web worker loads, which the page
 * cannot see. Cleared when the save ends.
 */
let savingInto = /** @type {string | null} */ (null);

/** Serves a hashed file or an image and, while a manual is saved, keeps a copy with it. */
async function keepingWhileSaving(/** @type {Request} */ request, /** @type {Response} */ response) {
  if (savingInto && response.ok) {
    const cache = await caches.open(savingInto);
    await cache.put(request.url, response.clone());
  }
  return response;
}

/**
 * Messages of the pages: `portal-cache`, what a page loaded before this worker controlled it
 * (src/clientModules/offlineCache.ts), cached by the same strategies, so the same limits apply;
 * `portal-save` with a saved manual's cache name, or null when the save ends.
 */
sw.addEventListener('message', (event) => {
  const data = /** @type {{ type?: string; pages?: unknown; assets?: unknown; cacheName?: unknown }} */ (
    event.data ?? {}
  );
  if (data.type === 'portal-save') {
    savingInto =
      typeof data.cacheName === 'string' && data.cacheName.startsWith(SAVED_CACHE_PREFIX) ? data.cacheName : null;
    return;
  }
  if (data.type !== 'portal-cache') return;
  const list = (/** @type {unknown} */ value) =>
    Array.isArray(value) ? value.filter((item) => typeof item === 'string' && item.startsWith('/')) : [];
  event.waitUntil(
    Promise.all([
      ...list(data.pages).map((path) => pages.handle({ event, request: new Request(path) }).catch(() => undefined)),
      ...list(data.assets).map((path) =>
        (isHashedAsset(path) ? assets : images).handle({ event, request: new Request(path) }).catch(() => undefined),
      ),
    ]),
  );
});

const sameOrigin = (/** @type {URL} */ url) => url.origin === sw.location.origin;

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url),
  async ({ request, url, event }) => {
    try {
      return await pages.handle({ request, event });
    } catch {
      return (await kept(absolute(pageKey(url.href)))) ?? offlinePage(url);
    }
  },
);

// A search index that is not kept (the index of every set, or of a manual not saved) is empty
// offline: the search finds nothing there instead of failing.
registerRoute(
  ({ url }) => sameOrigin(url) && isSearchIndex(url.pathname),
  async ({ request, url, event }) => {
    const hit = await kept(url.href);
    if (hit) return keepingWhileSaving(request, hit);
    try {
      return await keepingWhileSaving(request, await assets.handle({ request, event }));
    } catch {
      return new Response('[]', { headers: { 'Content-Type': 'application/json' } });
    }
  },
);

registerRoute(
  ({ url }) => sameOrigin(url) && isHashedAsset(url.pathname),
  async ({ request, url, event }) =>
    keepingWhileSaving(request, (await kept(url.href)) ?? (await assets.handle({ request, event }))),
);

// Images outside /assets/ (the logo, product pictures in static/img): the network first.
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.destination === 'image',
  async ({ request, url, event }) => {
    try {
      return await keepingWhileSaving(request, await images.handle({ request, event }));
    } catch (error) {
      const hit = await kept(url.href);
      if (hit) return hit;
      throw error;
    }
  },
);
