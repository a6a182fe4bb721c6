/**
 * Link prefetching when the browser is idle. Docusaurus's `<Link>` prefetches the code of every
 * link that scrolls into view, as soon as it does: each call matches the link against the whole
 * route table and scans every route's chunk names (about 1,500 of them per locale here), a few
 * milliseconds each on a phone. A page that has just loaded shows a dozen links at once, and those
 * calls ran back to back in the same long task as hydration's last steps.
 *
 * `window.docusaurus` is assigned by Docusaurus's client entry after the client modules have been
 * evaluated; the property set here hands the rest of the app a copy whose `prefetch` waits for an
 * idle moment (one callback per link, so none of them makes a long task). `preload`, which runs
 * when the reader points at a link, is left as it is.
 */
type DocusaurusApi = Window['docusaurus'];

const whenIdle: (callback: () => void) => void =
  typeof window !== 'undefined' && 'requestIdleCallback' in window
    ? (callback) => window.requestIdleCallback(callback, { timeout: 5000 })
    : (callback) => setTimeout(callback, 50);

function withIdlePrefetch(api: DocusaurusApi): DocusaurusApi {
  return Object.freeze({
    ...api,
    prefetch: (url: string) =>
      new Promise<void[]>((resolve) => {
        whenIdle(() => {
          const started = api.prefetch(url);
          if (started) started.then(resolve, () => resolve([]));
          else resolve([]);
        });
      }),
  });
}

if (typeof window !== 'undefined' && !Object.getOwnPropertyDescriptor(window, 'docusaurus')) {
  let api: DocusaurusApi | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => api,
    set: (value: DocusaurusApi) => {
      api = withIdlePrefetch(value);
    },
  });
}

export {};
