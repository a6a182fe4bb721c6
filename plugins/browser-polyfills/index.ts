import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

const stubs = path.resolve(__dirname, '../../src/lib/browser-stubs');

/**
 * Browser bundle adjustments for the OpenAPI theme's dependencies: a fallback
 * for Node's `path`, light stand-ins for heavy libraries that the request panel
 * loads but never needs, and translated field constraints (see the comment in
 * each stub).
 */
export default function browserPolyfillsPlugin(): Plugin {
  return {
    name: 'browser-polyfills',
    configureWebpack(_config, isServer) {
      // Both bundles: the server-rendered HTML must match what the browser hydrates.
      const shared = {
        'crypto-js$': path.join(stubs, 'crypto-js.js'),
        'rehype-raw$': path.join(stubs, 'rehype-raw.js'),
        'remark-gfm$': path.join(stubs, 'remark-gfm.js'),
        pako$: path.join(stubs, 'pako.js'),
        'xml-formatter$': path.join(stubs, 'xml-formatter.js'),
        // Field constraints in the reader's language (see the stand-in's comment): the generator's
        // helpers, imported by the theme's Schema component, and the theme's own copy.
        'docusaurus-plugin-openapi-docs/lib/markdown/schema$': path.join(stubs, 'openapi-qualifiers.js'),
        [require.resolve('docusaurus-theme-openapi-docs/lib/markdown/schema')]: path.join(
          stubs,
          'openapi-qualifiers.js',
        ),
      };
      if (isServer) return { resolve: { alias: shared } };
      return {
        resolve: {
          fallback: { path: require.resolve('path-browserify') },
          alias: {
            ...shared,
            '@faker-js/faker/locale/en': path.join(stubs, 'faker-en.js'),
            'iconv-lite$': path.join(stubs, 'iconv-lite.js'),
            mime$: path.join(stubs, 'mime.js'),
            'file-type$': path.join(stubs, 'file-type.js'),
            chalk$: path.join(stubs, 'chalk.js'),
          },
        },
      };
    },
  };
}
