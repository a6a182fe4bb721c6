/**
 * Offline reading, as the page starts: a few seconds after the page has loaded, when the browser is
 * idle, ./offlineSetup.ts (a chunk of its own) registers the service worker.
 *
 * The first page a reader opens is loaded before the service worker exists: once it takes control
 * (it claims open pages when it activates, src/sw/portal-sw.js), `cacheWhatThisPageLoaded` puts
 * that page and every same-origin script, style sheet and image it loaded into the caches the
 * service worker reads, so that the first page, too, opens offline. Later pages are cached by the
 * service worker itself. `SaveForOffline` runs the same step before saving a manual.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { ASSETS_CACHE, isHashedAsset, PAGES_CACHE } from '../data/offline';

/** Caches this page (its canonical URL) and what it has loaded, where the service worker looks for them. */
export async function cacheWhatThisPageLoaded(): Promise<void> {
  const [pages, assets] = await Promise.all([caches.open(PAGES_CACHE), caches.open(ASSETS_CACHE)]);
  const page = window.location.pathname;
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin)
    .filter((url) => isHashedAsset(url.pathname) || /\.(svg|png|jpe?g|gif|webp|ico)$/i.test(url.pathname))
    .map((url) => url.pathname);
  await Promise.all([
    pages.match(page, { ignoreSearch: true }).then((hit) => (hit ? undefined : pages.add(page))),
    ...[...new Set(loaded)].map((url) =>
      assets.match(url).then((hit) => (hit ? undefined : assets.add(url).catch(() => undefined))),
    ),
  ]);
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator && typeof caches !== 'undefined') {
  // Once the page has loaded and the browser is idle: installing the worker fetches the shell, which
  // must not compete with the page's own start.
  const setUp = (): void => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1000));
    setTimeout(() => idle(() => void import('./offlineSetup'), { timeout: 10_000 }), 3000);
  };
  if (document.readyState === 'complete') setUp();
  else window.addEventListener('load', setUp, { once: true });
}
