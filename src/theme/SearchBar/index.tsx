// Wrapped so that the search plugin's code loads when the reader reaches for search (focus, pointer or Ctrl/Cmd+K), not with every page; both shortcuts work everywhere; the input's accessible name is translated; the suggestion list gets valid combobox markup.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import { translate } from '@docusaurus/Translate';
import { shortcutHints, useLocalizedLabel, useSearchShortcut } from '@site/src/components/SearchHooks';
import { SEARCH_BAR_SHORTCUT_KEYMAP } from '@site/src/data/searchShortcut';
// The plugin's look for an idle box, in rules of our own (the plugin exports no stylesheet).
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType>;

/** What the reader did in the stand-in before the plugin arrived, handed over to the plugin's input. */
interface Typed {
  value: string;
  focused: boolean;
}

/** The plugin's markup for an idle search box: the same size and look, without its code. */
function StandIn({ label, onIntent, typed }: { label: string; onIntent: () => void; typed: Typed }): JSX.Element {
  const isBrowser = useIsBrowser();
  return (
    <div className={clsx('navbar__search', styles.container)} dir="ltr">
      <svg aria-hidden="true" className={styles.icon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input
        placeholder={label}
        aria-label={label}
        className={clsx('navbar__search-input', styles.input)}
        onMouseEnter={onIntent}
        onTouchStart={onIntent}
        onFocus={() => {
          typed.focused = true;
          onIntent();
        }}
        onBlur={() => void (typed.focused = false)}
        onChange={(event) => void (typed.value = event.target.value)}
      />
      {isBrowser && (
        <div className={styles.hints}>
          {shortcutHints(SEARCH_BAR_SHORTCUT_KEYMAP).map((hint) => (
            <kbd key={hint} className={styles.hint}>
              {hint}
            </kbd>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * The plugin's suggestion list as a combobox should be: the input names its list with `aria-controls`
 * (the plugin sets only `aria-owns`), and the `listbox` role sits on the element that holds the
 * options, not on the dropdown that also holds the "See all results" link (axe aria-required-attr
 * and aria-required-children). The plugin re-renders the suggestions on every query, so this runs
 * on every change of the dropdown.
 */
function repairSuggestionList(root: HTMLElement): void {
  const input = root.querySelector('input[role="combobox"]');
  const dropdown = root.querySelector('[role="listbox"]:not([data-portal-options])');
  if (dropdown) {
    dropdown.setAttribute('data-portal-dropdown', dropdown.id);
    dropdown.removeAttribute('role');
  }
  const listId = root.querySelector('[data-portal-dropdown]')?.getAttribute('data-portal-dropdown');
  const options = root.querySelector('[data-portal-dropdown] [role="option"]')?.parentElement;
  if (!input || !listId || !options) return;
  if (options.getAttribute('role') !== 'listbox') {
    options.setAttribute('role', 'listbox');
    options.setAttribute('data-portal-options', '');
    options.id = `${listId}-options`;
  }
  if (input.getAttribute('aria-controls') !== options.id) {
    input.setAttribute('aria-owns', options.id);
    input.setAttribute('aria-controls', options.id);
  }
}

/** Sets an input's value as typing would, so that React's onChange (and the plugin's state) sees it. */
function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export default function SearchBarWrapper(props: Props): JSX.Element {
  const container = useRef<HTMLDivElement>(null);
  const [SearchBar, setSearchBar] = useState<ComponentType<Props> | null>(null);
  // The plugin's search bar first mounts into a detached element: its first effects settle the page's
  // search context (it starts with the global one) while the reader keeps typing into the stand-in;
  // then the element moves into the navbar (a move, not a remount) and the stand-in leaves.
  const [ready, setReady] = useState(false);
  const [offstage] = useState(() => (typeof document === 'undefined' ? null : document.createElement('div')));
  const loading = useRef<Promise<void> | null>(null);
  const typed = useRef<Typed>({ value: '', focused: false });
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });

  const load = useCallback(() => {
    loading.current ??= import('@theme-original/SearchBar').then((module) => setSearchBar(() => module.default));
  }, []);

  useEffect(() => {
    if (!SearchBar) return undefined;
    // Its context effect re-renders it within a task or two; the reader types into the stand-in meanwhile.
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, [SearchBar]);

  // The stand-in leaves and the plugin's input gets what was typed and the focus in the same
  // commit, so no keystroke falls in between; focusing it loads the index and opens the suggestions.
  useLayoutEffect(() => {
    if (!ready || !offstage) return;
    offstage.style.display = 'contents';
    container.current?.append(offstage);
    const input = offstage.querySelector('input');
    if (!input) return;
    const { value, focused } = typed.current;
    if (value) typeInto(input, value);
    if (focused) {
      input.focus();
      input.setSelectionRange(value.length, value.length);
    }
  }, [ready, offstage]);

  useEffect(() => {
    if (!ready || !offstage) return undefined;
    const observer = new MutationObserver(() => repairSuggestionList(offstage));
    observer.observe(offstage, { childList: true, subtree: true, attributes: true, attributeFilter: ['role'] });
    return () => observer.disconnect();
  }, [ready, offstage]);

  useSearchShortcut(container);
  useLocalizedLabel(container, 'input', label);
  return (
    <div ref={container} style={{ display: 'contents' }}>
      {!ready && <StandIn label={label} onIntent={load} typed={typed.current} />}
      {SearchBar && offstage && createPortal(<SearchBar {...props} />, offstage)}
    </div>
  );
}
