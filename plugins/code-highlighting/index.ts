import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

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
        resolve: { alias: { 'prism-react-renderer$': STAND_IN } },
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
