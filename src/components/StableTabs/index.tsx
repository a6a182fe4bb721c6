/**
 * Tabs and code blocks that hydrate once. Docusaurus's `Tabs` and `CodeBlock` and the OpenAPI
 * theme's five tab components give their content `key={String(useIsBrowser())}`, so that when
 * hydration ends each of them is thrown away and rendered again from scratch:
 *   - tabs: a workaround for facebook/docusaurus#5653, from before `useTabs` synced the selected
 *     tab in a layout effect, as it does in 3.9;
 *   - code blocks: to apply a dark code theme chosen in the browser; this site is light only
 *     (docusaurus.config.ts, colorMode).
 * On an API page that second render tokenizes every code sample again and builds every panel's DOM
 * anew (eight code samples, every status code's schema and examples); doc pages redo their code.
 *
 * `withoutRemount` hands the component a `useIsBrowser()` that stays false, so its key never
 * changes. Inside each tab panel (`RestoreIsBrowser`, in the `TabItem` wrapper) components see the
 * real value again and update in place when hydration ends; nothing inside a code block reads it.
 * Selection from the URL or storage is unchanged: `useTabs` applies it after hydration either way.
 */
import { createContext, useContext, useState, type ComponentType, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
// The context behind useIsBrowser(); Docusaurus exports no other handle to it (3.9.2, pinned).
import { Context as BrowserContext } from '@docusaurus/core/lib/client/browserContext';

/** The real useIsBrowser() value, for the panels of a tab set whose own value is held at false. */
const PageIsBrowser = createContext<boolean | undefined>(undefined);

export function withoutRemount<P extends object>(Tabs: ComponentType<P>): ComponentType<P> {
  function StableTabs(props: P): JSX.Element {
    const isBrowser = useIsBrowser();
    return (
      <PageIsBrowser.Provider value={isBrowser}>
        <BrowserContext.Provider value={false}>
          <Tabs {...props} />
        </BrowserContext.Provider>
      </PageIsBrowser.Provider>
    );
  }
  StableTabs.displayName = `StableTabs(${Tabs.displayName ?? Tabs.name})`;
  return StableTabs;
}

/** Inside a tab panel: useIsBrowser() tells the truth again. */
export function RestoreIsBrowser({ children }: { children: ReactNode }): JSX.Element {
  const isBrowser = useContext(PageIsBrowser);
  if (isBrowser === undefined) return <>{children}</>;
  return <BrowserContext.Provider value={isBrowser}>{children}</BrowserContext.Provider>;
}

/**
 * Whether a tab panel keeps the content it was served with, unhydrated: true for a panel that is
 * hidden while the page hydrates, until the reader first opens it. An API page serves six status
 * codes' schemas and eight code samples, of which one of each is shown; hydrating the hidden ones
 * was two thirds of the page's elements and of its hydration time on a phone. Their HTML stays in
 * the page (for search, the Markdown copies and readers without scripts); opening a panel renders
 * it live. A panel mounted after hydration (client-side navigation) renders live at once.
 */
export function useServedWhileHidden(hidden: boolean): boolean {
  const pageIsBrowser = useContext(PageIsBrowser);
  const isBrowser = useIsBrowser();
  const [served, setServed] = useState(() => hidden && !(pageIsBrowser ?? isBrowser));
  // Stored during render (React's "adjusting state when a prop changes"), so that the panel
  // never shows empty for a frame when it is opened.
  if (served && !hidden) setServed(false);
  return served;
}

/**
 * The served content of a hidden panel. On the server it is rendered; in the browser React is
 * handed an empty `dangerouslySetInnerHTML`, which it does not compare nor replace at hydration,
 * so the served elements stay as they are without a fiber each. When the panel is opened the
 * caller stops rendering this element and React replaces it with the live content.
 */
export function ServedContent({ children }: { children: ReactNode }): JSX.Element {
  if (typeof window === 'undefined') return <div className="tab-panel-served">{children}</div>;
  return <div className="tab-panel-served" dangerouslySetInnerHTML={SERVED} suppressHydrationWarning />;
}
const SERVED = { __html: '' };
