import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * One replaced import: `request`, as written in each of the `callers` (files
 * of the OpenAPI theme, its generator or postman-collection), resolves to
 * `stubs/<stub>` in the bundles listed. README.md says why each is safe.
 */
export interface StandIn {
  readonly request: string;
  readonly stub: string;
  /** Files below node_modules/ that import `request`; only their imports are replaced. */
  readonly callers: readonly string[];
  /** 'both': the server bundle too, so that the server-rendered HTML matches what the browser hydrates. */
  readonly bundles: 'both' | 'client';
}

const theme = 'docusaurus-theme-openapi-docs/lib/theme';
const postman = 'postman-collection/lib';

export const standIns: readonly StandIn[] = [
  { request: 'crypto-js', stub: 'crypto-js.js', callers: [`${theme}/ApiExplorer/storage-utils.js`], bundles: 'both' },
  { request: 'react-markdown', stub: 'react-markdown.js', callers: [`${theme}/Markdown/index.js`], bundles: 'both' },
  { request: 'rehype-raw', stub: 'rehype-raw.js', callers: [`${theme}/Markdown/index.js`], bundles: 'both' },
  { request: 'remark-gfm', stub: 'remark-gfm.js', callers: [`${theme}/Markdown/index.js`], bundles: 'both' },
  { request: 'pako', stub: 'pako.js', callers: [`${theme}/ApiItem/index.js`], bundles: 'both' },
  {
    request: 'xml-formatter',
    stub: 'xml-formatter.js',
    callers: [`${theme}/ApiExplorer/Body/index.js`, `${theme}/ResponseExamples/index.js`],
    bundles: 'both',
  },
  {
    request: 'docusaurus-plugin-openapi-docs/lib/markdown/schema',
    stub: 'openapi-qualifiers.js',
    callers: [`${theme}/Schema/index.js`],
    bundles: 'both',
  },
  {
    request: '../../markdown/schema',
    stub: 'openapi-qualifiers.js',
    callers: [`${theme}/ParamsItem/index.js`, `${theme}/ResponseHeaders/index.js`],
    bundles: 'both',
  },
  {
    request: '@faker-js/faker/locale/en',
    stub: 'faker-en.js',
    callers: [`${postman}/superstring/dynamic-variables.js`],
    bundles: 'client',
  },
  { request: 'iconv-lite', stub: 'iconv-lite.js', callers: [`${postman}/util.js`], bundles: 'client' },
  { request: 'mime', stub: 'mime.js', callers: [`${postman}/content-info/index.js`], bundles: 'client' },
  { request: 'file-type', stub: 'file-type.js', callers: [`${postman}/content-info/index.js`], bundles: 'client' },
  { request: 'tslib', stub: 'tslib.js', callers: ['@docusaurus/utils-common/lib/index.js'], bundles: 'client' },
  {
    request: 'chalk',
    stub: 'chalk.js',
    callers: ['docusaurus-plugin-openapi-docs/lib/openapi/createSchemaExample.js'],
    bundles: 'client',
  },
];

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Checks that every caller still imports what its stand-in replaces. A
 * dependency upgrade that moves or drops an import stops the build here,
 * instead of leaving a stand-in that silently no longer applies (or a real
 * library that silently comes back).
 */
export function standInProblems(nodeModules: string, entries: readonly StandIn[] = standIns): string[] {
  const problems: string[] = [];
  for (const entry of entries) {
    if (!fs.existsSync(path.join(__dirname, 'stubs', entry.stub))) {
      problems.push(`plugins/browser-stand-ins/stubs/${entry.stub} is missing`);
    }
    for (const caller of entry.callers) {
      const file = path.join(nodeModules, caller);
      const source = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
      const imports = new RegExp(`(require\\(|from )["']${escape(entry.request)}["']`);
      if (source === undefined) problems.push(`node_modules/${caller} no longer exists`);
      else if (!imports.test(source)) problems.push(`node_modules/${caller} no longer imports "${entry.request}"`);
    }
  }
  return problems;
}

/** A package request matches exactly; a relative one by the file it resolves to (as the resolver sees it). */
function aliasKey(nodeModules: string, entry: StandIn): string {
  if (!entry.request.startsWith('.')) return `${entry.request}$`;
  return require.resolve(path.resolve(nodeModules, path.dirname(entry.callers[0] as string), entry.request));
}

/**
 * Light stand-ins for what the OpenAPI theme's request panel and Markdown
 * renderer import but never need, plus translated field constraints (see
 * README.md). Each replacement applies only to imports made by its listed
 * callers, never to the rest of the bundle; the browser also gets a fallback
 * for Node's `path`, which the theme imports.
 */
export default function browserStandInsPlugin(): Plugin {
  const nodeModules = path.dirname(path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json')));
  const problems = standInProblems(nodeModules);
  if (problems.length > 0) {
    throw new Error(
      `[browser-stand-ins] a dependency changed under a stand-in:\n  ${problems.join('\n  ')}\n` +
        'Check what the new version imports, then update the table in plugins/browser-stand-ins/index.ts and its README.',
    );
  }
  return {
    name: 'browser-stand-ins',
    configureWebpack(_config, isServer) {
      const rules = standIns
        .filter((entry) => entry.bundles === 'both' || !isServer)
        .map((entry) => ({
          test: new RegExp(entry.callers.map((caller) => `${escape(path.join('node_modules', caller))}$`).join('|')),
          resolve: { alias: { [aliasKey(nodeModules, entry)]: path.join(__dirname, 'stubs', entry.stub) } },
        }));
      return {
        module: { rules },
        ...(isServer ? {} : { resolve: { fallback: { path: require.resolve('path-browserify') } } }),
      };
    },
  };
}
