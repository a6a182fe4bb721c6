import type { Plugin } from '@docusaurus/types';

/**
 * Browser fallbacks for Node built-ins that the OpenAPI theme's dependencies
 * import (`path`, pulled in by the request panel's helpers).
 */
export default function browserPolyfillsPlugin(): Plugin {
  return {
    name: 'browser-polyfills',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { resolve: { fallback: { path: require.resolve('path-browserify') } } };
    },
  };
}
