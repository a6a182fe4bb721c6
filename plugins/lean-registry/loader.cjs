/**
 * Loader of `.docusaurus/registry.js` in the browser bundle (see ./index.ts): drops each entry's
 * module path, which only server rendering reads. Plain CommonJS: the bundler runs loaders in Node
 * as they are, without compiling TypeScript.
 */
'use strict';

const ENTRY = /(\), )"((?:[^"\\]|\\.)*)"(, require\.resolveWeak\()/g;

/**
 * `"<chunk>": [() => import(…), "<module path>", require.resolveWeak(…)]` becomes
 * `"<chunk>": [() => import(…), "", require.resolveWeak(…)]`. Throws, naming the file, when an entry
 * is not of that shape: a Docusaurus upgrade that changes the file must not pass unnoticed.
 */
function leanRegistry(source, file = 'registry.js') {
  const entries = source.split('require.resolveWeak(').length - 1;
  let replaced = 0;
  const lean = source.replace(ENTRY, (_match, before, _path, after) => {
    replaced += 1;
    return `${before}""${after}`;
  });
  if (entries === 0 || replaced !== entries) {
    throw new Error(
      `${file}: expected ${entries} registry entries of the form [() => import(…), "<path>", ` +
        `require.resolveWeak(…)], rewrote ${replaced}. Docusaurus has changed this generated file: ` +
        'update plugins/lean-registry/loader.cjs, or remove the plugin from docusaurus.config.ts.',
    );
  }
  return lean;
}

const TABLE = /export default \[([\s\S]*)\];\s*$/;
const CREATOR = /\bcomponent: ComponentCreator\(('(?:[^'\\]|\\.)*')((?:, '(?:[^'\\]|\\.)*')?)\)/g;

/**
 * `.docusaurus/routes.js` in the browser bundle: each `component: ComponentCreator('<path>', '<hash>')`
 * (the not-found route has no hash) becomes `c: ['<path>', '<hash>']` (shorter than `component:`
 * after gzip: zh-tw `main.js` 153,528 against 153,629 bytes, budget 153,600), and the table, once built,
 * gets a `component` getter per route that calls `ComponentCreator` with them the first time it is
 * read and keeps what it returns. `c` stays (deleting it would change every route object's shape). Docusaurus calls it for all ~730 routes of a locale while `main.js` starts
 * (a loadable component each, with its map of chunks), yet reads the component only of the routes a
 * page renders, preloads or prefetches. The arguments are shorter than the call they replace, so
 * `main.js` does not grow. Throws, naming the file, when the table is not of that shape.
 */
function lazyRoutes(source, file = 'routes.js') {
  const routes = source.split('ComponentCreator(').length - 1;
  let replaced = 0;
  const lazy = source
    .replace(CREATOR, (_match, routePath, hash) => {
      replaced += 1;
      return `c: [${routePath}${hash}]`;
    })
    .replace(TABLE, (_match, rows) => `export default createdWhenRead([${rows}]);`);
  if (routes === 0 || replaced !== routes || !lazy.includes('export default createdWhenRead([')) {
    throw new Error(
      `${file}: expected a table \`export default [ … ];\` of ${routes} routes of the form ` +
        `component: ComponentCreator('<path>'[, '<hash>']), rewrote ${replaced}. Docusaurus has changed ` +
        'this generated file: update plugins/lean-registry/loader.cjs, or remove the plugin from docusaurus.config.ts.',
    );
  }
  return `${lazy}
/** Each route's component, created on first read and kept (plugins/lean-registry). */
function createdWhenRead(routes) {
  for (const route of routes) {
    const args = route.c;
    Object.defineProperty(route, 'component', {
      configurable: true,
      enumerable: true,
      get() {
        const component = ComponentCreator(...args);
        Object.defineProperty(route, 'component', { value: component, writable: true, enumerable: true, configurable: true });
        return component;
      },
    });
    if (route.routes) createdWhenRead(route.routes);
  }
  return routes;
}
`;
}

module.exports = function leanRegistryLoader(source) {
  return /[\\/]routes\.js$/.test(this.resourcePath)
    ? lazyRoutes(source, this.resourcePath)
    : leanRegistry(source, this.resourcePath);
};
module.exports.leanRegistry = leanRegistry;
module.exports.lazyRoutes = lazyRoutes;
