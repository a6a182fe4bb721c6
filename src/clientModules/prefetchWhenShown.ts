/**
 * Loaded by ./idlePrefetch.ts when the browser is first idle (not a client module of its own):
 * prefetches the code of a page if a link to it is shown, and otherwise when one of its links comes
 * into view, e.g. when the navigation drawer opens (see idlePrefetch.ts for why).
 */
type DocusaurusApi = Window['docusaurus'];

/** Whether the reader can see `element`: some of it inside the viewport, and neither hidden nor transparent. */
function shown(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return (
    box.width * box.height > 0 &&
    box.right > 0 &&
    box.bottom > 0 &&
    box.left < innerWidth &&
    box.top < innerHeight &&
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
  );
}

/** Watches the links of addresses that were out of sight. */
let watcher: IntersectionObserver | undefined;

/**
 * Prefetches `url` if a link to it is shown (or none is found: another spelling), else waits for one;
 * settles when the prefetch has (with nothing when it waits or the page's code was fetched already).
 * The decision waits for an idle callback of its own: the calls that waited for this chunk all come
 * at once when it arrives, and made together, the page's hundred decisions were one long task
 * (86-156 ms on the WEDA page at 4x CPU throttling).
 */
export function prefetchWhenShown(api: DocusaurusApi, url: string): Promise<void[]> {
  return new Promise((resolve) => {
    const decide = (): void => void decideNow(api, url).then(resolve, () => resolve([]));
    if ('requestIdleCallback' in window) requestIdleCallback(decide, { timeout: 5000 });
    else setTimeout(decide, 50);
  });
}

async function decideNow(api: DocusaurusApi, url: string): Promise<void[]> {
  const links = Array.from(document.querySelectorAll(`a[href="${CSS.escape(url)}"]`));
  if (links.length === 0 || links.some(shown)) return (await api.prefetch(url)) || [];
  // Thresholds above 0: a link that touches the viewport's edge is not in view; the steps up to 1
  // look again while the drawer slides and fades in.
  watcher ??= new IntersectionObserver(
    (entries) => {
      for (const { target } of entries) {
        const address = target.getAttribute('href');
        const visible = target.isConnected && address !== null && shown(target);
        if (visible || !target.isConnected) watcher?.unobserve(target);
        if (visible && address) void decideNow(api, address);
      }
    },
    { threshold: [0.01, 0.5, 1] },
  );
  for (const link of links) watcher.observe(link);
  return [];
}
