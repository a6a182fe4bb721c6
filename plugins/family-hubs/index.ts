import type { LoadContext, Plugin } from '@docusaurus/types';
import { normalizeUrl } from '@docusaurus/utils';
import { familyHubs } from '../../src/data/docSets';

/**
 * Serves one page per family hub of the doc-set table (`/IoTSuite`,
 * `/IoTEdge`): a navbar entry that lists its member documentation sets.
 */
export default function familyHubsPlugin(context: LoadContext): Plugin {
  return {
    name: 'family-hubs',
    async contentLoaded({ actions }) {
      for (const hub of familyHubs) {
        actions.addRoute({
          path: normalizeUrl([context.baseUrl, hub.id]),
          component: '@site/src/components/FamilyHubPage',
          exact: true,
          props: { hubId: hub.id },
        });
      }
    },
  };
}
