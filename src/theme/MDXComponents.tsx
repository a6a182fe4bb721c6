// Wrapped so that a Markdown table too wide for the screen can be scrolled with the keyboard (see ScrollableTable).
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
