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
