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

/** Whether the reader can see `element`: some of it inside the viewport, and neither hidden nor transparent. */
function shown(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const inViewport =
    box.width > 0 &&
    box.height > 0 &&
    box.right > 0 &&
    box.bottom > 0 &&
    box.left < innerWidth &&
    box.top < innerHeight;
  return inViewport && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
}

/** The page's links to `url`, as Docusaurus's `<Link>` writes the address it prefetches. */
const linksTo = (url: string): Element[] => Array.from(document.querySelectorAll(`a[href="${CSS.escape(url)}"]`));

function withIdlePrefetch(api: DocusaurusApi): DocusaurusApi {
  // Addresses whose links were all out of sight, and the links watched for them.
  const waiting = new Map<string, Element[]>();
  let watcher: IntersectionObserver | undefined;

  const prefetch = (url: string): Promise<void[]> =>
    new Promise((resolve) => {
      const started = api.prefetch(url);
      if (started) started.then(resolve, () => resolve([]));
      else resolve([]);
    });

  const wait = (url: string, links: Element[]): void => {
    // Thresholds above 0: a link that touches the viewport's edge is not in view; the steps up to
    // 1 look again while the drawer slides and fades in.
    watcher ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const address = entry.target.getAttribute('href');
          if (address === null || !waiting.has(address) || !shown(entry.target)) continue;
          for (const link of waiting.get(address) ?? []) watcher?.unobserve(link);
          waiting.delete(address);
          void prefetch(address);
        }
      },
      { threshold: [0.01, 0.5, 1] },
    );
    for (const link of waiting.get(url) ?? []) watcher.unobserve(link);
    waiting.set(url, links);
    for (const link of links) watcher.observe(link);
  };

  return Object.freeze({
    ...api,
    prefetch: (url: string) =>
      new Promise<void[]>((resolve) => {
        whenIdle(() => {
          const links = linksTo(url);
          // A link this code cannot find (another spelling of the address): prefetched, as before.
          if (links.length === 0 || links.some(shown)) {
            void prefetch(url).then(resolve);
            return;
          }
          wait(url, links);
          resolve([]);
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
