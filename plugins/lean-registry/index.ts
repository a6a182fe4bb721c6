import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * A lighter route registry in the browser. Docusaurus generates `.docusaurus/registry.js`, which
 * `main.js` carries: for each of the ~620 route chunks of a locale, its loader, its module's path
 * (`"@site/i18n/zh-tw/…/Create_a_User_Group.md"`) and its module id. The path is for server
 * rendering only: react-loadable reports it to `Loadable.Capture`, which exists only there, to list
 * the chunks a page needs. In the browser it is dead weight: 38–55 KB of `main.js`, 7.5–8 KB
 * gzipped, parsed and kept in memory on every page.
 *
 * The browser bundle reads the file through `loader.cjs`, which empties those strings; the server
 * bundle keeps them. The same loader makes the browser's route table (`.docusaurus/routes.js`) create
 * each route's loadable component when it is first read, not all ~730 of them as `main.js` starts
 * (72 of the 367 ms of `main.js`'s start on an API page, Chromium at 4x CPU slowdown, a first visit).
 * The loader fails the build, naming the file, if either format ever changes.
 */
export default function leanRegistryPlugin(context: { generatedFilesDir: string }): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  const routes = path.join(context.generatedFilesDir, 'routes.js');
  return {
    name: 'portal-lean-registry',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              include: [registry, routes],
              enforce: 'pre' as const,
              use: [{ loader: path.join(__dirname, 'loader.cjs') }],
            },
          ],
        },
      };
    },
  };
}
