// Wrapped to translate the accessible names the plugin's search page hard-codes in English (query box, product list), and to mark its content as the main landmark.
import { useEffect, useRef } from 'react';
import SearchPage from '@theme-original/SearchPage';
import { translate } from '@docusaurus/Translate';
import { useLocalizedLabel } from '@site/src/components/SearchHooks';

export default function SearchPageWrapper(): JSX.Element {
  const container = useRef<HTMLDivElement>(null);
  useLocalizedLabel(
    container,
    'input[name="q"]',
    translate({ id: 'portal.search.queryLabel', message: 'Search the documentation' }),
  );
  useLocalizedLabel(
    container,
    'select[name="search-context"]',
    translate({ id: 'portal.search.contextLabel', message: 'Search in' }),
  );
  // The plugin renders its page without a <main>: its content container is the page's main content.
  useEffect(() => {
    container.current?.querySelector('.main-wrapper > .container')?.setAttribute('role', 'main');
  });
  return (
    <div ref={container} style={{ display: 'contents' }}>
      <SearchPage />
    </div>
  );
}
