// Wrapped so that both Ctrl+K and Cmd+K focus search on every system, and the input's accessible name is translated.
import { useRef } from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import { translate } from '@docusaurus/Translate';
import { useLocalizedLabel, useSearchShortcut } from '@site/src/components/SearchHooks';

export default function SearchBarWrapper(props: WrapperProps<typeof SearchBarType>): JSX.Element {
  const container = useRef<HTMLDivElement>(null);
  useSearchShortcut(container);
  useLocalizedLabel(
    container,
    'input',
    translate({
      id: 'theme.SearchBar.label',
      message: 'Search',
      description: 'The ARIA label and placeholder for search button',
    }),
  );
  return (
    <div ref={container} style={{ display: 'contents' }}>
      <SearchBar {...props} />
    </div>
  );
}
