/**
 * Tabs for the generated code samples (API, GraphQL and MQTT references): the markup, classes and
 * behaviour of the theme's `Tabs` (a `groupId` choice kept in the browser and shared by every tab
 * set of that group, a `queryString` that selects a tab by address, arrow keys and Enter), without
 * the theme's remount of the whole set when hydration ends. The served page shows the default tab;
 * the reader's choice is applied after hydration by changing which panel is hidden, so the eight
 * highlighted programs of a page are rendered once, not twice; and a hidden panel is left as served
 * until the reader first shows it (`PanelContent`), so hydration renders one program, not eight, and
 * the page starts with the grammar of that one program: the others arrive when the reader points at,
 * focuses or chooses their tab (`grammars`, written by plugins/code-highlighting/remark.ts).
 * Every panel stays in the HTML.
 */
import React, {
  Children,
  cloneElement,
  isValidElement,
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { ThemeClassNames, useStorageSlot } from '@docusaurus/theme-common';
import type { Props as TabItemProps } from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import type { ValuesTemplate } from '@site/tooling/openapi/sampleTemplate';
import { ValuesBar, ValuesNote } from '../ReaderValues/ValuesBar';
import { useFilledSamples } from '../ReaderValues/useFilledSamples';
import type { FilledSample } from '../ReaderValues/fill';
import styles from './styles.module.css';

export interface Props {
  /** Tab sets with the same group show the same choice, kept in the browser's storage. */
  readonly groupId: string;
  /** The address parameter that selects a tab (`?lang=go`) and that a choice writes. */
  readonly queryString?: string;
  readonly className?: string;
  /** The samples' request with the reader's values marked (issue 42): "Use your values" rewrites every panel. */
  readonly template?: ValuesTemplate;
  /**
   * Written by plugins/code-highlighting/remark.ts: for a panel whose code needs a grammar the page
   * does not load as it starts, its loader. The panel is rendered once it has loaded.
   */
  readonly grammars?: Readonly<Record<string, () => Promise<unknown>>>;
  readonly children: ReactNode;
}

/** A sample with the reader's values: the note, the `export` line of a secret read from the environment, the program. */
export function FilledSampleView({
  product,
  sample,
  fallback,
}: {
  product: string;
  sample: FilledSample;
  fallback: ReactNode;
}): ReactNode {
  return (
    <>
      <ValuesNote product={product} sample={sample} />
      {sample.env ? <CodeBlock language="bash">{sample.env}</CodeBlock> : null}
      {sample.code === undefined ? fallback : <CodeBlock language={sample.language}>{sample.code}</CodeBlock>}
    </>
  );
}

/**
 * A panel's content. A panel the reader has not shown yet keeps, in the browser, the DOM it was
 * served with (React adopts an element with `dangerouslySetInnerHTML` without hydrating or touching
 * its children), so hydration does not highlight and build the seven hidden programs of a page
 * (after a navigation inside the site, which hydrates nothing, a hidden panel stays empty); the
 * first time the panel is shown, React replaces that DOM with the rendered content. The server
 * renders every panel's content, so the HTML, its Markdown copy and the search index keep all eight.
 */
function PanelContent({ live, children }: { live: boolean; children: ReactNode }): ReactNode {
  return live ? (
    <div className={styles.panel}>{children}</div>
  ) : (
    <div className={styles.panel} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
  );
}

/** The theme's storage key for a group's choice: a choice made in a theme `Tabs` of the group holds here too. */
const storageKey = (groupId: string): string => `docusaurus.tab.${groupId}`;

function tabItems(children: ReactNode): Array<ReactElement<TabItemProps>> {
  return Children.toArray(children).filter(
    (child): child is ReactElement<TabItemProps> =>
      isValidElement(child) && typeof (child.props as Partial<TabItemProps>).value === 'string',
  );
}

/** The panels whose grammars have loaded, and a way to ask for a panel's (at most once). */
function useGrammars(
  grammars: Props['grammars'],
): readonly [ready: (value: string) => boolean, load: (value: string) => void] {
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(() => new Set());
  const asked = useRef(new Set<string>());
  const load = useCallback(
    (value: string) => {
      const loader = grammars?.[value];
      if (!loader || asked.current.has(value)) return;
      asked.current.add(value);
      // A grammar that cannot load (offline, a new release) leaves the program unhighlighted, not hidden.
      const done = (): void => setLoaded((previous) => new Set(previous).add(value));
      loader().then(done, done);
    },
    [grammars],
  );
  return [(value) => !grammars?.[value] || loaded.has(value), load];
}

export default function SampleTabs({
  groupId,
  queryString,
  className,
  template,
  grammars,
  children,
}: Props): ReactNode {
  const items = tabItems(children);
  const { state, filled } = useFilledSamples(template);
  // The control appears with the browser: the served HTML, its Markdown copy and the search index stay as they were.
  const isBrowser = useIsBrowser();
  const values = items.map((item) => item.props.value);
  const [selected, setSelected] = useState(() => items.find((item) => item.props.default)?.props.value ?? values[0]);
  // The panels rendered in this browser: the one shown at hydration, then each the reader shows, once
  // its grammars have loaded (until then a page that was served shows the panel as served).
  const [grammarReady, loadGrammar] = useGrammars(grammars);
  const [rendered, setRendered] = useState<ReadonlySet<string>>(() => new Set([selected]));
  if (!rendered.has(selected) && grammarReady(selected)) setRendered(new Set(rendered).add(selected));
  useEffect(() => {
    if (!rendered.has(selected)) loadGrammar(selected);
  }, [rendered, selected, loadGrammar]);
  const [stored, slot] = useStorageSlot(storageKey(groupId));
  const history = useHistory();
  const location = useLocation();
  const fromAddress = queryString ? new URLSearchParams(location.search).get(queryString) : null;
  const wanted = [fromAddress, stored].find((value) => value && values.includes(value));

  // After hydration and whenever the address or the group's choice changes: the same tree, one
  // panel shown instead of another. A layout effect, so that the page never paints the default
  // tab once the reader's choice is known.
  useIsomorphicLayoutEffect(() => {
    if (wanted) setSelected(wanted);
  }, [wanted]);

  const tabs = useRef<Array<HTMLLIElement | null>>([]);
  // The chosen tab stays where the reader sees it while panels of other heights swap (below it, or
  // in another tab set of the group above it).
  const anchor = useRef<{ element: HTMLElement; top: number } | null>(null);
  useIsomorphicLayoutEffect(() => {
    if (!anchor.current) return;
    const { element, top } = anchor.current;
    anchor.current = null;
    window.scrollBy(0, element.getBoundingClientRect().top - top);
  }, [selected]);

  const select = useCallback(
    (value: string, tab: HTMLElement | null) => {
      if (tab) anchor.current = { element: tab, top: tab.getBoundingClientRect().top };
      setSelected(value);
      slot.set(value);
      if (queryString) {
        const search = new URLSearchParams(history.location.search);
        search.set(queryString, value);
        history.replace({ ...history.location, search: search.toString() });
      }
    },
    [slot, queryString, history],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number): void => {
    const last = values.length - 1;
    if (event.key === 'Enter') select(values[index] as string, event.currentTarget);
    else if (event.key === 'ArrowRight') tabs.current[index === last ? 0 : index + 1]?.focus();
    else if (event.key === 'ArrowLeft') tabs.current[index === 0 ? last : index - 1]?.focus();
  };

  return (
    <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList, className)}>
      {template && isBrowser ? <ValuesBar template={template} state={state} /> : null}
      <ul role="tablist" aria-orientation="horizontal" className="tabs">
        {items.map(({ props: { value, label } }, index) => (
          <li
            key={value}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            role="tab"
            tabIndex={selected === value ? 0 : -1}
            aria-selected={selected === value}
            className={clsx('tabs__item', styles.tabItem, selected === value && 'tabs__item--active')}
            // Pointing at or focusing a tab loads its grammars before the click.
            onPointerEnter={() => loadGrammar(value)}
            onFocus={() => loadGrammar(value)}
            onClick={(event) => select(value, event.currentTarget)}
            onKeyDown={(event) => onKeyDown(event, index)}>
            {label ?? value}
          </li>
        ))}
      </ul>
      <div className="margin-top--md">
        {items.map((item) => {
          const { value } = item.props;
          const sample = template && filled?.[value];
          return cloneElement(item, {
            key: value,
            hidden: value !== selected,
            children: (
              <PanelContent live={!ExecutionEnvironment.canUseDOM || rendered.has(value)}>
                {sample ? (
                  <FilledSampleView product={template.product} sample={sample} fallback={item.props.children} />
                ) : (
                  item.props.children
                )}
              </PanelContent>
            ),
          });
        })}
      </div>
    </div>
  );
}
