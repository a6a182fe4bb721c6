import { createRequire } from 'node:module';
import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';
import { CHECKED_VERSIONS } from '../../tooling/upstreamVersions';
import type { SerializedIndex } from './compact';

/**
 * The one place where this wrapper reaches past the public surface of
 * @easyops-cn/docusaurus-search-local, and why.
 *
 * The global index is cut to section openings (./compact.ts), which means
 * rebuilding one of its five lunr indexes. No option or hook of the plugin
 * does that, and an index built by any other code would risk tokenizing
 * differently from the browser that queries it (the plugin's Chinese
 * tokenizer, stemmers and stop-word filters live in its dist/ folder). So the
 * rebuild calls the plugin's own builder, with the same options the plugin
 * received, so that it does not depend on which of the two loads the
 * dictionary first. Everything else is public: the plugin's options (`docsDir`
 * names the folders its file-name hash covers), its exported validator and the
 * Docusaurus plugin lifecycle.
 *
 * On an upgrade: check that `dist/server/server/utils/buildIndex` still exports
 * `buildIndex(allDocuments, options)` and that an index file is still five lunr
 * indexes of `{ documents, index }`, run `npm run test:unit` and the search
 * e2e specs, then update its version in tooling/upstreamVersions.ts.
 */
const PACKAGE = '@easyops-cn/docusaurus-search-local';
export const TESTED_VERSION: string = CHECKED_VERSIONS[PACKAGE];
const BUILDER = `${PACKAGE}/dist/server/server/utils/buildIndex`;
const load = createRequire(__filename);

/** A document of the plugin's index: id, title or text, and the page, section and parent it belongs to. */
export interface SearchDocument {
  i: number;
  t: string;
  u: string;
  h?: string;
  p?: number;
  s?: string;
}

/** The builder's options, as the plugin normalizes them (processPluginOptions). */
export interface BuilderOptions {
  language: string[];
  removeDefaultStopWordFilter: string[];
  removeDefaultStemmer: boolean;
  zhUserDictPath?: string;
}

/** The builder options for the options the plugin was given. */
export function builderOptions(
  options: Pick<PluginOptions, 'language' | 'removeDefaultStopWordFilter' | 'removeDefaultStemmer'>,
  zhUserDictPath?: string,
): BuilderOptions {
  const stopWordFilter = options.removeDefaultStopWordFilter;
  return {
    language: ([] as string[]).concat(options.language ?? ['en']),
    removeDefaultStopWordFilter: Array.isArray(stopWordFilter) ? stopWordFilter : stopWordFilter ? ['en'] : [],
    removeDefaultStemmer: options.removeDefaultStemmer ?? false,
    zhUserDictPath,
  };
}

type Build = (
  allDocuments: SearchDocument[][],
  options: BuilderOptions,
) => Array<{ documents: SearchDocument[]; index: { toJSON(): unknown } }>;

let build: Build | undefined;

/** The plugin's builder, after checking that the installed plugin is the version this code was written against. */
function builder(): Build {
  if (build) return build;
  const { version } = load(`${PACKAGE}/package.json`) as { version: string };
  if (version !== TESTED_VERSION) {
    throw new Error(
      `[search] plugins/search/privateBuilder.ts was written against ${PACKAGE} ${TESTED_VERSION}, ` +
        `but ${version} is installed. Read the upgrade steps at the top of that file, then update tooling/upstreamVersions.ts.`,
    );
  }
  const loaded = load(BUILDER) as { buildIndex?: Build };
  if (typeof loaded.buildIndex !== 'function') {
    throw new Error(`[search] ${BUILDER} no longer exports buildIndex: see plugins/search/privateBuilder.ts.`);
  }
  build = loaded.buildIndex;
  return build;
}

/** One lunr index over `documents`, tokenized exactly as the plugin tokenizes (and as the browser queries). */
export function buildLunrIndex(
  documents: SearchDocument[],
  options: BuilderOptions,
): { documents: SearchDocument[]; index: SerializedIndex } {
  const [built] = builder()([documents], options);
  return { documents: built.documents, index: built.index.toJSON() as SerializedIndex };
}
