// Wrapped to translate the accessible names the plugin's page hard-codes in English, and to ignore a `version` this site does not have.
import { useEffect, useRef } from 'react';
import SearchPage from '@theme-original/SearchPage';
import { translate } from '@docusaurus/Translate';
import { useHistory, useLocation } from '@docusaurus/router';
import { useLocalizedLabel } from '@site/src/components/SearchShortcut';

export default function SearchPageWrapper(): JSX.Element | null {
  const container = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const history = useHistory();
  // Every set has one version, indexed at the site root. The plugin would look for the index of any
  // other `version` under that path, find none and spin forever; search the current docs instead.
  const params = new URLSearchParams(location.search);
  const foreignVersion = Boolean(params.get('version'));
  useEffect(() => {
    if (!foreignVersion) return;
    params.delete('version');
    history.replace({ ...location, search: `?${params.toString()}` });
  });
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
      {foreignVersion ? null : <SearchPage />}
    </div>
  );
}
