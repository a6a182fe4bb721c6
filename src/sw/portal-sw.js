/**
 * The portal's own service-worker code (`swCustom` of @docusaurus/plugin-pwa, see
 * docusaurus.config.ts): it caches the shell when it installs, takes over at once, and answers every
 * request of the portal's origin (the plugin's precache list is left empty, so that the plugin
 * answers none and removes nothing a saved page still needs). What goes where: src/data/offline.js.
 */
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  ASSETS_CACHE,
  CACHE_VERSION,
  isHashedAsset,
  isSearchIndex,
  localePrefixOf,
  OFFLINE_PAGE,
  PAGES_CACHE,
  SHELL_PAGES,
} from '../data/offline';

/** The service worker's global scope. */
const sw = self;

/** Pages: the network first (a slow one for 6 s), then the copy the reader has, else the offline page. */
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 6,
  matchOptions: { ignoreSearch: true },
});

/**
 * The offline page of the reader's locale, as plain HTML: its scripts would start the site's
 * router on the URL asked for, whose code is not cached either.
 */
async function offlinePage(/** @type {URL} */ url) {
  const cached = await caches.match(`${localePrefixOf(url.pathname)}${OFFLINE_PAGE}`, { cacheName: PAGES_CACHE });
  const html = cached ? await cached.text() : '<!doctype html><title>Offline</title><h1>Offline</h1>';
  return new Response(html.replace(/<script\b[\s\S]*?<\/script>/gi, ''), {
    status: 503,
    statusText: 'Offline',
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

export default function portalServiceWorker(/** @type {{ offlineMode: boolean }} */ params) {
  if (!params.offlineMode) return;

  sw.addEventListener('install', (event) => {
    // The shell: the home and offline pages of the locale, and the scripts and style sheet they
    // start with (read from the pages), kept with every other hashed file so that a page saved
    // under this release still finds them after the next one.
    event.waitUntil(
      Promise.all(
        // This locale's worker (`/sw.js` or `/zh-tw/sw.js`) keeps this locale's shell.
        SHELL_PAGES.filter((path) => localePrefixOf(path) === localePrefixOf(sw.location.pathname)).map((path) =>
          cacheShellPage(path).catch(() => undefined),
        ),
      ).then(() => sw.skipWaiting()),
    );
  });

  sw.addEventListener('activate', (event) => {
    event.waitUntil(
      Promise.all([
        // Caches of an earlier scheme (another CACHE_VERSION) go; the plugin cleans its own precache.
        caches
          .keys()
          .then((names) =>
            Promise.all(
              names
                .filter((name) => name.startsWith('portal-') && !name.endsWith(`-${CACHE_VERSION}`))
                .map((name) => caches.delete(name)),
            ),
          ),
        // Open pages are served by this worker from now on, not from their next load: what the
        // reader opens or saves next is cached.
        sw.clients.claim(),
      ]),
    );
  });

  const sameOrigin = (/** @type {URL} */ url) => url.origin === sw.location.origin;

  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && sameOrigin(url),
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return offlinePage(options.url);
      }
    },
  );

  const assets = new CacheFirst({
    cacheName: ASSETS_CACHE,
    // Earlier releases' files leave once many newer ones have come in.
    plugins: [new ExpirationPlugin({ maxEntries: 6000, purgeOnQuotaError: true })],
  });

  // A search index that is not saved (the index of every set, or of a manual not saved) is empty
  // offline: the search finds nothing there instead of failing.
  registerRoute(
    ({ url }) => sameOrigin(url) && isSearchIndex(url.pathname),
    async (options) => {
      try {
        return await assets.handle(options);
      } catch {
        return new Response('[]', { headers: { 'Content-Type': 'application/json' } });
      }
    },
  );

  registerRoute(({ url }) => sameOrigin(url) && isHashedAsset(url.pathname), assets);

  // Images outside /assets/ (the logo, product pictures in static/img): the network first.
  registerRoute(
    ({ url, request }) => sameOrigin(url) && request.destination === 'image',
    new NetworkFirst({ cacheName: ASSETS_CACHE, networkTimeoutSeconds: 6 }),
  );
}

/** Caches a page of the shell and the scripts and style sheet it starts with. */
async function cacheShellPage(/** @type {string} */ path) {
  const [pages, assets] = await Promise.all([caches.open(PAGES_CACHE), caches.open(ASSETS_CACHE)]);
  const response = await fetch(path, { cache: 'no-cache' });
  if (!response.ok) return;
  await pages.put(path, response.clone());
  const html = await response.text();
  const files = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="?([^"\s>]+)/g)]
    .map((match) => match[1])
    .filter((file) => file.startsWith('/') && !file.startsWith('//') && isHashedAsset(file));
  await Promise.all(
    [...new Set(files)].map((file) => assets.match(file).then((hit) => (hit ? undefined : assets.add(file)))),
  );
}
