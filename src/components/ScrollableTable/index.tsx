import { useEffect, useRef, useState, type ComponentProps } from 'react';

/**
 * A table (Infima makes every table its own horizontal scroll container) that joins the tab order
 * while it is wider than its box, so that keyboard users can scroll it with the arrow keys
 * (WCAG 2.1.1, axe scrollable-region-focusable). Tables that fit add no tab stop.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): JSX.Element {
  const table = useRef<HTMLTableElement>(null);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = table.current;
    if (!element) return undefined;
    const measure = (): void => setScrollable(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <table ref={table} tabIndex={scrollable ? 0 : undefined} {...props} />;
}
