import type { Plugin } from '@docusaurus/types';
import { landingUrl, productManuals } from '../../src/data/docSets';
import { searchContextSlug } from '../../src/data/search';

/**
 * Which pages are manuals' landing pages, for "Save this manual for offline reading"
 * (src/theme/DocItem/Content): written into the one module that reads it as a constant, so that doc
 * and API pages no longer carry the whole doc-set table for it (4 KB gzipped on every page).
 */
export const MANUAL_LANDINGS_CONSTANT = '__PORTAL_MANUAL_LANDINGS__';

/** What a manual's "Save for offline" control needs (src/components/SaveForOffline). */
export interface ManualLanding {
  readonly setId: string;
  readonly searchContext: string;
  readonly indexSlug: string;
}

/** A manual's landing URL (no locale prefix) → its `ManualLanding`. */
export function manualLandings(): Record<string, ManualLanding> {
  return Object.fromEntries(
    productManuals().map((set) => [
      landingUrl(set),
      { setId: set.id, searchContext: set.routeBasePath, indexSlug: searchContextSlug(set) },
    ]),
  );
}

export default function manualLandingsPlugin(): Plugin {
  return {
    name: 'portal-manual-landings',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        plugins: [
          new currentBundler.instance.DefinePlugin({ [MANUAL_LANDINGS_CONSTANT]: JSON.stringify(manualLandings()) }),
        ],
      };
    },
  };
}
