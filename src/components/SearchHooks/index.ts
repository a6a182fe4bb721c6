import { useEffect, type RefObject } from 'react';

/**
 * Sets the accessible name of a form control the search plugin renders with a
 * hard-coded English `aria-label`, once it is in the DOM.
 */
export function useLocalizedLabel(container: RefObject<HTMLElement>, selector: string, label: string): void {
  useEffect(() => {
    container.current?.querySelector(selector)?.setAttribute('aria-label', label);
  });
}

/**
 * Ctrl+K and Cmd+K both focus the search box, on every system: the plugin
 * listens for one of them only (Cmd on macOS, Ctrl elsewhere). It handles its
 * own key first and marks the event; this listener, on window, sees the event
 * after it and takes the other modifier.
 */
export function useSearchShortcut(container: RefObject<HTMLElement>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || event.altKey || event.shiftKey) return;
      if (event.key?.toLowerCase() !== 'k' || event.ctrlKey === event.metaKey) return;
      const input = container.current?.querySelector('input');
      if (!input) return;
      event.preventDefault();
      input.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [container]);
}

/** Whether the reader's system is macOS, where the search shortcut is Cmd rather than Ctrl. */
export function isMac(): boolean {
  if (typeof navigator === 'undefined') return false;
  const hinted = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform;
  return /mac/i.test(hinted ?? navigator.userAgent);
}

/**
 * The key hints the search box shows for a keymap of the plugin's form (`mod+k`: Cmd on macOS,
 * Ctrl elsewhere), as the plugin's own box shows them: `⌘ K` or `ctrl K`.
 */
export function shortcutHints(keymap: string, mac = isMac()): string[] {
  const names: Record<string, string> = mac
    ? { mod: '⌘', cmd: '⌘', ctrl: 'ctrl', alt: '⌥', shift: '⇧' }
    : { mod: 'ctrl', cmd: 'cmd', ctrl: 'ctrl', alt: 'alt', shift: 'shift' };
  return keymap
    .toLowerCase()
    .split('+')
    .map((part) => part.trim())
    .map((part) => names[part] ?? part.toUpperCase());
}
