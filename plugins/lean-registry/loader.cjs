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

module.exports = function leanRegistryLoader(source) {
  return leanRegistry(source, this.resourcePath);
};
module.exports.leanRegistry = leanRegistry;
