// Wrapped to put the "Copy page as Markdown" button above every doc and API page, outside the Markdown container its copy is made from, and "Save this manual for offline reading" on each manual's landing page.
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ManualLanding } from '@site/plugins/manual-landings';

type Props = WrapperProps<typeof ContentType>;

/** The manuals' landing pages, from the doc-set table (plugins/manual-landings), not the table itself. */
declare const __PORTAL_MANUAL_LANDINGS__: Readonly<Record<string, ManualLanding>>;

// Only landing pages offer to save their manual, and only in a browser that can: its code loads there.
const SaveForOffline = lazy(() => import('@site/src/components/SaveForOffline'));

export default function ContentWrapper(props: Props): JSX.Element {
  const { metadata } = useDoc();
  const { siteConfig } = useDocusaurusContext();
  const prefix = siteConfig.baseUrl.replace(/\/$/, '');
  // A section's own page has a permalink ending in a slash (`/SignageBI/Dashboard/`).
  const permalink = metadata.permalink.replace(/(.)\/$/, '$1');
  const manual = permalink.startsWith(prefix) ? __PORTAL_MANUAL_LANDINGS__[permalink.slice(prefix.length)] : undefined;
  const [canSave, setCanSave] = useState(false);
  useEffect(() => setCanSave('serviceWorker' in navigator && typeof caches !== 'undefined'), []);
  return (
    <>
      <CopyPageMarkdown permalink={metadata.permalink} />
      {manual && canSave && (
        <Suspense fallback={null}>
          <SaveForOffline {...manual} />
        </Suspense>
      )}
      <Content {...props} />
    </>
  );
}
