import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { SERVER_GRAMMARS } from './remark';

/**
 * Code highlighting that loads with the pages that show code.
 *
 * The classic theme highlights code blocks with `prism-react-renderer`, a copy of Prism with some 30
 * grammars bundled (25 KB gzipped), plus `themeConfig.prism.additionalLanguages`, all imported by a
 * client module: every page's `main.js` carried them, code or not. Here:
 * - `prism-react-renderer` resolves to `client/highlight.tsx`, a stand-in whose `Highlight` uses the
 *   highlighter once a page has registered it: `client/prismHighlight.tsx`, the same component over
 *   Prism's core (3 KB gzipped). Both bundles use it, so the pre-rendered HTML is what the browser
 *   renders;
 * - `remark.ts` (a remark plugin of every docs instance and of the pages) makes each page that has a
 *   code block import `client/runtime.ts` (which registers the highlighter) and the Prism grammars its
 *   code blocks name, so they arrive with the page's own chunks, before it renders. The theme's
 *   `prism-include-languages` is replaced by a no-op (src/theme) and `additionalLanguages` is empty;
 * - a code sample panel the reader has not shown yet is left as served (src/components/SampleTabs), so
 *   the grammars only such panels need are not imported by the page in the browser: the remark plugin
 *   hands `SampleTabs` a loader per panel (`grammars`), and the page imports them as
 *   `portal-server-grammars/…`, Prism's files in the server bundle and an empty module in the browser's;
 * - Prism's grammar files add themselves to a global `Prism`: ProvidePlugin hands them Prism's core
 *   instead, whatever the load order, and they get chunks of their own, shared by the pages using them.
 */
export const STAND_IN = path.join(__dirname, 'client', 'highlight.tsx');
export const PRISM_CORE = require.resolve('prismjs/components/prism-core');

export default function codeHighlightingPlugin(): Plugin {
  return {
    name: 'portal-code-highlighting',
    configureWebpack(_config, isServer, { currentBundler }) {
      return {
        plugins: [new currentBundler.instance.ProvidePlugin({ Prism: PRISM_CORE })],
        resolve: {
          alias: {
            'prism-react-renderer$': STAND_IN,
            // The grammars of sample panels not shown at first (remark.ts): the server renders them, the
            // browser loads them when the reader first shows such a panel (src/components/SampleTabs).
            [SERVER_GRAMMARS]: isServer ? path.dirname(PRISM_CORE) : false,
          },
        },
        ...(isServer
          ? {}
          : {
              optimization: {
                splitChunks: {
                  cacheGroups: {
                    prism: {
                      test: /[\\/]node_modules[\\/]prismjs[\\/]components[\\/]/,
                      chunks: 'async',
                      enforce: true,
                      priority: 45,
                      reuseExistingChunk: true,
                    },
                  },
                },
              },
            }),
      };
    },
  };
}
