/**
 * Offline reading, in production only (`npm start` registers no worker: a worker would serve the live
 * preview from its caches). Once the page has loaded and the browser is idle, ./offlineSetup.ts (a
 * chunk of its own) registers the service worker `npm run build` wrote for this locale. The first page
 * loads before that worker exists, so once it takes control `cacheWhatThisPageLoaded` asks it to cache
 * that page and what it loaded: the first page, too, opens offline.
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
