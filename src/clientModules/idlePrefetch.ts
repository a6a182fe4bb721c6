/**
 * Link prefetching when the browser is idle. Docusaurus's `<Link>` prefetches the code of every link
 * as soon as it scrolls into view, and each call scans the whole route table: on a page that has just
 * loaded, those calls ran in the same long task as hydration's last steps. Docusaurus assigns
 * `window.docusaurus` after the client modules run, so the property set here hands the app a copy
 * whose `prefetch` waits for an idle moment (one callback per link); `preload` is left as it is.
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
