/**
 * Offline reading, as the page starts, in production only (`npm start` registers no worker: a
 * worker would serve the live preview from its caches): a few seconds after the page has loaded,
 * when the browser is idle, ./offlineSetup.ts (a chunk of its own) registers the service worker
 * that `npm run build` wrote for this locale (tooling/serving/serviceWorker.ts).
 *
 * The first page a reader opens is loaded before the service worker exists: once it takes control
 * (it claims open pages when it activates, src/sw/portal-sw.js), `cacheWhatThisPageLoaded` asks it
 * to cache that page and every same-origin script, style sheet and image it loaded, with the same
 * strategies and limits as every later page, so that the first page, too, opens offline.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { isHashedAsset } from '../data/offline';

/** Same-origin files this page has loaded that the service worker keeps: hashed files and images. */
export function filesThisPageLoaded(): string[] {
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin)
    .filter((url) => isHashedAsset(url.pathname) || /\.(svg|png|jpe?g|gif|webp|ico)$/i.test(url.pathname))
    .map((url) => url.pathname);
  return [...new Set(files)];
}

/** Asks the controlling service worker to cache this page and what it has loaded. */
export function cacheWhatThisPageLoaded(): void {
  navigator.serviceWorker.controller?.postMessage({
    type: 'portal-cache',
    pages: [window.location.pathname],
    assets: filesThisPageLoaded(),
  });
}

if (
  process.env.NODE_ENV === 'production' &&
  ExecutionEnvironment.canUseDOM &&
  'serviceWorker' in navigator &&
  typeof caches !== 'undefined'
) {
  // Once the page has loaded and the browser is idle: installing the worker fetches the shell, which
  // must not compete with the page's own start.
  const setUp = (): void => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1000));
    setTimeout(() => idle(() => void import('./offlineSetup'), { timeout: 10_000 }), 3000);
  };
  if (document.readyState === 'complete') setUp();
  else window.addEventListener('load', setUp, { once: true });
}
