/**
 * Loaded by ./offlineCache.ts once the page has loaded and the browser is idle: registers the service worker (the module of
 * @docusaurus/plugin-pwa, which registers on import; the plugin's own client module is switched off
 * so that this code stays out of the script every page starts with), and caches the first page the
 * reader opens once the service worker controls it.
 */
import '@docusaurus/plugin-pwa/lib/registerSw.js';
import { cacheWhatThisPageLoaded } from './offlineCache';

if (!navigator.serviceWorker.controller) {
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => void cacheWhatThisPageLoaded().catch(() => undefined),
    { once: true },
  );
}
