// Wrapped to translate the accessible names the plugin's search page hard-codes in English (query box, product list).
import { useRef } from 'react';
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
  return (
    <div ref={container} style={{ display: 'contents' }}>
      <SearchPage />
    </div>
  );
}
