/**
 * Loaded by ./offlineCache.ts once the page has loaded and the browser is idle: registers this
 * locale's service worker (`/sw.js`, `/zh-tw/sw.js`, scoped to the locale) with the browser's own
 * API. Once the worker controls the page, it caches the first page the reader opened, and the home
 * page's scripts are loaded through it (the shell holds the home page's HTML and main scripts, not
 * the chunks of its route), so that the home page, too, works offline.
 */
import { localePrefixOf } from '../data/offline';
import { cacheWhatThisPageLoaded } from './offlineCache';

const prefix = localePrefixOf(window.location.pathname);
navigator.serviceWorker.register(`${prefix}/sw.js`, { scope: `${prefix}/` }).then(
  () => {
    if (navigator.serviceWorker.controller) return;
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        cacheWhatThisPageLoaded();
        // Docusaurus's public route loader; it declines on 2g or when the browser asks to save data.
        void window.docusaurus.preload(`${prefix}/`);
      },
      { once: true },
    );
  },
  // A browser that refuses service workers (private modes, policies) reads online as before.
  (error: unknown) => console.warn('Offline reading is not available in this browser:', error),
);
