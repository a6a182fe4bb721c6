/**
 * Work that waits for hydration, done as a transition. When a page has hydrated, Docusaurus turns
 * `useIsBrowser()` true and `useWindowSize()` learns the screen's size, both in effects whose
 * updates React renders synchronously, in one task: on an API page the parameters and the shown
 * response's schema (the OpenAPI theme draws them in the browser only), on a phone the mobile menu
 * with the manual's whole sidebar, several hundred elements in one task of 300–400 ms on a phone.
 * Rendered inside `startTransition`, the same work is split by React into slices of a few
 * milliseconds, between which the reader's input is handled; the result is the same.
 *
 * Only these two subtrees are deferred: elsewhere components may rely on the flag turning true in
 * the same render as the rest of the page (the search page reads its query only once it is true).
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
// The context behind useIsBrowser(); Docusaurus exports no other handle to it (3.9.2, pinned).
import { Context as BrowserContext } from '@docusaurus/core/lib/client/browserContext';

/** Below this, useIsBrowser() turns true in a transition after hydration (at once on later pages). */
export function IsBrowserAsTransition({ children }: { children: ReactNode }): JSX.Element {
  const isBrowser = useIsBrowser();
  const [deferred, setDeferred] = useState(isBrowser);
  useEffect(() => {
    if (isBrowser && !deferred) startTransition(() => setDeferred(true));
  }, [isBrowser, deferred]);
  return <BrowserContext.Provider value={deferred}>{children}</BrowserContext.Provider>;
}

/** False at hydration, then true, set in a transition: for content the served page does not have. */
export function useMountedAsTransition(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    startTransition(() => setMounted(true));
  }, []);
  return mounted;
}
