/**
 * Link prefetching when the browser is idle, for links the reader can see. Docusaurus's `<Link>`
 * prefetches the code of every link as soon as an IntersectionObserver reports it in view, and each
 * call scans the whole route table: on a page that has just loaded, those calls ran in the same long
 * task as hydration's last steps. Its test also passes for links that only touch the viewport's
 * edge: on a phone, every link of the closed navigation drawer (it waits just left of the screen),
 * so an API page fetched the code of all 112 WEDA operations, 357 requests, while it started.
 * Docusaurus assigns `window.docusaurus` after the client modules run, so the property set here
 * hands the app a copy whose `prefetch` waits for an idle moment (one callback per link) and then
 * prefetches only if a link to that address is shown (in the viewport, not hidden or transparent);
 * the others are prefetched when one of their links comes into view (the drawer opens). `preload`
 * (pointing at or touching a link) is left as it is.
 */
type DocusaurusApi = Window['docusaurus'];

const whenIdle: (callback: () => void) => void =
  typeof window !== 'undefined' && 'requestIdleCallback' in window
    ? (callback) => window.requestIdleCallback(callback, { timeout: 5000 })
    : (callback) => setTimeout(callback, 50);

function withIdlePrefetch(api: DocusaurusApi): DocusaurusApi {
  return {
    ...api,
    // Which links are shown is decided by ./prefetchWhenShown, a chunk of its own fetched at the
    // first idle prefetch: main.js, which every page loads before it starts, stays within its budget.
    prefetch: (url: string) =>
      new Promise<void[]>((resolve) => {
        whenIdle(() => {
          import('./prefetchWhenShown')
            .then(({ prefetchWhenShown }) => prefetchWhenShown(api, url))
            .then(resolve, () => resolve([]));
        });
      }),
  };
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
