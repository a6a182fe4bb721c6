import { useCallback, useEffect, useMemo, useState } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import { ASSETS_CACHE, pageKey, savedCacheName } from '@site/src/data/offline';
import { filesThisPageLoaded } from '@site/src/clientModules/offlineCache';
import styles from './styles.module.css';

/**
 * "Save this manual for offline reading", on a manual's landing page (src/theme/DocItem/Content):
 * puts every page of the set into a cache of the manual's own (`savedCacheName`, src/data/offline.js),
 * which the service worker reads (src/sw/portal-sw.js) and never expires: the page, the scripts it
 * runs on (loaded as the router loads them), its images, and the set's search index with the search
 * code, so that search works offline. "Remove the offline copy" deletes that cache. What was saved,
 * and when, is kept in localStorage and checked against the cache.
 */
interface Saved {
  savedAt: string;
  pages: number;
}

type State =
  | { kind: 'unsupported' | 'idle' }
  | { kind: 'saving'; done: number; total: number }
  | { kind: 'saved'; saved: Saved }
  | { kind: 'failed'; reason: string };

const storageKey = (baseUrl: string, setId: string): string => `portal.offline.${baseUrl}${setId}`;

function readSaved(key: string): Saved | undefined {
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? 'null') as Saved | null;
    return saved && typeof saved.savedAt === 'string' ? saved : undefined;
  } catch {
    return undefined;
  }
}

/** The service worker that caches what the page loads; resolves once it controls this page. */
async function controllingWorker(): Promise<void> {
  await navigator.serviceWorker.ready;
  if (navigator.serviceWorker.controller) return;
  await new Promise<void>((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
  });
}

/** Same-origin images of a page's HTML. */
function imagesOf(html: string, pageUrl: string): string[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(document.querySelectorAll('article img[src]'))
    .map((image) => new URL(image.getAttribute('src') ?? '', pageUrl))
    .filter((url) => url.origin === window.location.origin)
    .map((url) => url.pathname);
}

const hoverOver = (element: Element): boolean =>
  element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));

/** Resolves once `check` holds, checking every 100 ms for up to 30 s. */
async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * Loads the search exactly as a reader's pointer over the navbar's search box does: the search
 * bar's code (src/theme/SearchBar), then its suggestion list and this set's index (the plugin's
 * search bar loads both on hover), so that the service worker caches every file offline search
 * needs, whatever chunks the bundler split them into.
 */
async function warmUpSearch(saved: Cache, indexSlug: string): Promise<void> {
  const box = (): Element | null => document.querySelector('.navbar .navbar__search-input');
  const first = box();
  if (!first) throw new Error('no search box in the navbar');
  hoverOver(first);
  // The plugin's search bar replaces the stand-in; hovering it loads the suggestion list and the index.
  await until(() => box() !== first, 'the search code');
  const plugin = box();
  if (plugin) hoverOver(plugin);
  const index = `/search-index-${indexSlug}-`;
  // The index is loaded by the search's web worker, and the service worker keeps it with the
  // manual; an index the search loaded before the save began is copied from the read pages' cache.
  const indexKept = async (): Promise<boolean> => {
    if ((await saved.keys()).some((request) => request.url.includes(index))) return true;
    const earlier = (await (await caches.open(ASSETS_CACHE)).keys()).find((request) => request.url.includes(index));
    if (earlier) await saved.add(earlier.url);
    return earlier !== undefined;
  };
  // The suggestion list marks the box up as a combobox once it is set up.
  await until(
    async () => box()?.getAttribute('aria-autocomplete') === 'list' && (await indexKept()),
    'the search index',
  );
}

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

export default function SaveForOffline({
  setId,
  searchContext,
  indexSlug,
}: {
  setId: string;
  /** The manual's base path, which names its cache. */
  searchContext: string;
  /** How its search index file is named (`searchContextSlug` of src/data/search.ts). */
  indexSlug: string;
}): JSX.Element {
  const { siteConfig, i18n } = useDocusaurusContext();
  const allDocs = useAllDocsData();
  const docs = useMemo(() => allDocs[setId]?.versions[0]?.docs ?? [], [allDocs, setId]);
  const key = storageKey(siteConfig.baseUrl, setId);
  const cacheName = savedCacheName(siteConfig.baseUrl.replace(/\/$/, ''), searchContext);
  const [state, setState] = useState<State>({ kind: 'unsupported' });

  useEffect(() => {
    if (!('serviceWorker' in navigator) || typeof caches === 'undefined') return;
    const saved = readSaved(key);
    if (!saved || docs.length === 0) {
      setState({ kind: 'idle' });
      return;
    }
    // Saved once, and still in the cache (the reader may have cleared it since).
    void caches
      .match(pageKey(window.location.pathname), { cacheName })
      .then((page) => setState(page ? { kind: 'saved', saved } : { kind: 'idle' }));
  }, [key, docs, cacheName]);

  const save = useCallback(async () => {
    // Canonical URLs, as readers ask for them: a section's own page is served without its slash.
    const paths = [...new Set(docs.map((doc) => pageKey(doc.path)))];
    const searchPage = `${siteConfig.baseUrl}search`;
    setState({ kind: 'saving', done: 0, total: paths.length + 1 });
    try {
      await controllingWorker();
      const saved = await caches.open(cacheName);
      // Every file served while saving is kept with the manual by the service worker.
      navigator.serviceWorker.controller?.postMessage({ type: 'portal-save', cacheName });
      let done = 0;
      await inParallel([...paths, searchPage], 4, async (path) => {
        const response = await fetch(path, { cache: 'no-cache' });
        if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
        await saved.put(path, response.clone());
        const images = imagesOf(await response.text(), new URL(path, window.location.href).href);
        await Promise.all([
          // Docusaurus's public route loader (typed in @docusaurus/module-type-aliases): loads the
          // route's chunks as following a link would. It declines on a 2g connection or when the
          // browser asks to save data; those pages still open offline from their HTML.
          window.docusaurus.preload(path),
          ...images.map((image) => saved.match(image).then((hit) => (hit ? undefined : saved.add(image)))),
        ]);
        done += 1;
        setState({ kind: 'saving', done, total: paths.length + 1 });
      });
      // The search code and this set's index, loaded as the navbar's search box loads them.
      await warmUpSearch(saved, indexSlug);
      // What this page itself runs on, loaded before the save began.
      await inParallel(filesThisPageLoaded(), 8, async (file) => {
        if (!(await saved.match(file))) await saved.add(file);
      });
      const record = { savedAt: new Date().toISOString(), pages: paths.length };
      localStorage.setItem(key, JSON.stringify(record));
      setState({ kind: 'saved', saved: record });
    } catch (error) {
      setState({ kind: 'failed', reason: error instanceof Error ? error.message : String(error) });
    } finally {
      navigator.serviceWorker.controller?.postMessage({ type: 'portal-save', cacheName: null });
    }
  }, [docs, key, cacheName, indexSlug, siteConfig.baseUrl]);

  const remove = useCallback(async () => {
    await caches.delete(cacheName);
    localStorage.removeItem(key);
    setState({ kind: 'idle' });
  }, [cacheName, key]);

  if (state.kind === 'unsupported') return <></>;
  const label = translate({
    id: 'portal.offline.save.progressLabel',
    message: 'Saving the manual for offline reading',
    description: 'Accessible name of the progress bar while a manual is saved for offline reading',
  });
  return (
    <div className={styles.saveForOffline}>
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={() => void save()}
        disabled={state.kind === 'saving'}>
        {state.kind === 'saved' ? (
          <Translate id="portal.offline.save.again" description="Button that saves a saved manual again, to update it">
            Update the offline copy
          </Translate>
        ) : (
          <Translate id="portal.offline.save.button" description="Button on a manual's landing page">
            Save this manual for offline reading
          </Translate>
        )}
      </button>
      {state.kind === 'saved' && (
        <button type="button" className="button button--link button--sm" onClick={() => void remove()}>
          <Translate
            id="portal.offline.save.remove"
            description="Button that deletes a manual saved for offline reading">
            Remove the offline copy
          </Translate>
        </button>
      )}
      {state.kind === 'saving' && <progress max={state.total} value={state.done} aria-label={label} />}
      <span role="status" className={styles.status}>
        {state.kind === 'saving' && (
          <Translate
            id="portal.offline.save.progress"
            description="Progress while a manual is saved for offline reading"
            values={{ done: state.done, total: state.total }}>
            {'Saving… {done} of {total} pages'}
          </Translate>
        )}
        {state.kind === 'saved' && (
          <Translate
            id="portal.offline.save.done"
            description="Shown once a manual is saved for offline reading"
            values={{
              pages: state.saved.pages,
              date: new Date(state.saved.savedAt).toLocaleDateString(i18n.localeConfigs[i18n.currentLocale]?.htmlLang),
            }}>
            {'Saved for offline reading on {date}: {pages} pages, with search.'}
          </Translate>
        )}
        {state.kind === 'failed' && (
          <Translate
            id="portal.offline.save.failed"
            description="Shown when saving a manual for offline reading failed"
            values={{ reason: state.reason }}>
            {'Could not save the manual ({reason}). Check the connection and try again.'}
          </Translate>
        )}
      </span>
    </div>
  );
}
