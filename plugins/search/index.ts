import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import * as searchLocalModule from '@easyops-cn/docusaurus-search-local';
import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';
import { JiebaDict } from 'jieba-zh-tw';
import { zhUserDictionary } from '../../src/data/glossary';
import { locales } from '../../src/data/locales';
import { searchPluginOptions, zhStopWords } from '../../src/data/search';
import { synonymGroups } from '../../src/data/searchSynonyms';
import { markdownCopiesOf } from '../markdown-copies';
import { WEIGHT_DECIMALS } from './compact';
import { builderOptions } from './privateBuilder';
import { rebuildIndexes } from './rebuild';

// The package declares only its options; its module exports the plugin and its option validator.
const { default: searchLocal, validateOptions } = searchLocalModule as unknown as {
  default: PluginModule<PluginOptions>;
  validateOptions: NonNullable<PluginModule['validateOptions']>;
};

/**
 * Bump when what this wrapper writes into the index changes, so that the
 * index file names (and therefore every reader's cache) change with it.
 */
const INDEX_FORMAT = 3;

let dictionaryCache: string | undefined;

/**
 * jieba's own dictionary is Simplified Chinese: on Taiwan text it cuts most
 * words (選擇, 連線, 預設) into single characters, which both misses words and
 * bloats the index. The Taiwan dictionary of `jieba-zh-tw` fixes that; our
 * glossary terms and product labels come last, with a high frequency, so they
 * win every tie (閘道器, 韌體, 雙重驗證).
 */
export function zhDictionary(): string {
  dictionaryCache ??= `${Buffer.from(JiebaDict).toString('utf8').trimEnd()}\n${zhUserDictionary()}\n`;
  return dictionaryCache;
}

/**
 * Folders of the site whose files put text into pages besides their Markdown: site pages
 * (`src/pages`), the data the pages and family hubs are drawn from (`src/data`: labels,
 * descriptions, facts), the components and theme code that write text, and the config (site and
 * navbar text comes from `src/data` through it).
 */
export const INDEXED_SOURCE_DIRS = ['src/pages', 'src/data', 'src/components', 'src/theme'] as const;
const INDEXED_SOURCE_FILES = ['docusaurus.config.ts'] as const;

/** Every file below `dir`, relative to `root`, sorted. */
function filesBelow(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * The files of indexed text that are not Markdown, which the plugin's own hash skips: the folders
 * above, and every other file of the Markdown folders and of `i18n/` (`_category_.json` labels,
 * `current.json`, `code.json`), as paths relative to the site, sorted.
 */
export function indexedSources(siteDir: string, markdownDirs: readonly string[]): string[] {
  const markdown = /\.mdx?$/;
  const files = [
    // Their READMEs are notes for maintainers, not text of a page.
    ...INDEXED_SOURCE_DIRS.flatMap((dir) => filesBelow(siteDir, dir)).filter(
      (file) => path.basename(file) !== 'README.md',
    ),
    ...INDEXED_SOURCE_FILES.filter((file) => fs.existsSync(path.join(siteDir, file))),
    ...[...markdownDirs, 'i18n'].flatMap((dir) =>
      filesBelow(siteDir, path.relative(siteDir, path.resolve(siteDir, dir))).filter((file) => !markdown.test(file)),
    ),
  ];
  return [...new Set(files)].sort();
}

/** The digest of `indexedSources`: their paths and contents. */
export function indexedSourcesDigest(siteDir: string, markdownDirs: readonly string[]): string {
  const digest = createHash('sha256');
  for (const file of indexedSources(siteDir, markdownDirs)) {
    digest
      .update(`${file}\0`)
      .update(fs.readFileSync(path.join(siteDir, file)))
      .update('\0');
  }
  return digest.digest('hex');
}

/**
 * What the index is built from, besides the HTML: the Markdown of every
 * locale, the other sources of indexed text (`indexedSourcesDigest`), the
 * options and the dictionary. The search plugin names its index files after a
 * hash of the Markdown files in `docsDir`; this function returns the folders to
 * hash, one of them holding a Markdown file of those other inputs, so that a
 * change to any of them also yields new file names (a redeploy never serves a
 * stale index).
 */
export function indexHashInputs(
  siteDir: string,
  workDir: string,
  options: Pick<PluginOptions, 'docsDir'> & Record<string, unknown>,
): string[] {
  const fingerprintDir = path.join(workDir, 'index-inputs');
  fs.mkdirSync(fingerprintDir, { recursive: true });
  const fingerprint = {
    format: INDEX_FORMAT,
    synonyms: synonymGroups(),
    weightDecimals: WEIGHT_DECIMALS,
    stopWords: zhStopWords,
    options: { ...options, docsDir: undefined },
    dictionary: createHash('sha256').update(zhDictionary()).digest('hex'),
    sources: indexedSourcesDigest(siteDir, ([] as string[]).concat(options.docsDir ?? [])),
  };
  // A Markdown file, because the plugin hashes only .md and .mdx files.
  fs.writeFileSync(
    path.join(fingerprintDir, 'search-index-inputs.md'),
    `<!-- generated by plugins/search: the inputs of the search index besides the pages -->\n${JSON.stringify(fingerprint, null, 2)}\n`,
  );
  const docsDirs = ([] as string[]).concat(options.docsDir ?? []);
  return [...docsDirs.map((dir) => path.resolve(siteDir, dir)), path.join(siteDir, 'i18n'), fingerprintDir];
}

/**
 * @easyops-cn/docusaurus-search-local with four additions, all without touching
 * its code: the Taiwan word dictionary (kept out of the site config, which the
 * browser bundle carries), index file names that change with every input, a
 * page-terms document per page that holds what its sections do not (what the
 * browser renders only, code identifiers, synonyms; ./rebuild.ts), and smaller
 * indexes: Traditional Chinese stop words, rounded weights and a global index of
 * titles, headings and page terms (./compact.ts, ./rebuild.ts).
 */
function searchPlugin(context: LoadContext, validatedOptions: unknown): Plugin {
  const options = validatedOptions as PluginOptions;
  const workDir = path.join(context.generatedFilesDir, 'search');
  fs.mkdirSync(workDir, { recursive: true });
  const dictionaryPath = path.join(workDir, 'zh-tw-dictionary.txt');
  const dictionary = zhDictionary();
  if (!fs.existsSync(dictionaryPath) || fs.readFileSync(dictionaryPath, 'utf8') !== dictionary) {
    fs.writeFileSync(dictionaryPath, dictionary);
  }
  if (options.zhUserDict !== undefined || options.zhUserDictPath !== undefined) {
    throw new Error(
      '[search] zhUserDict and zhUserDictPath are set by plugins/search (the Taiwan dictionary plus our glossary). ' +
        'Remove them from src/data/search.ts and add Taiwan terms to glossaryTerms in src/data/glossary.ts instead.',
    );
  }
  const plugin = searchLocal(context, {
    ...options,
    zhUserDictPath: dictionaryPath,
    docsDir: indexHashInputs(context.siteDir, workDir, options as PluginOptions & Record<string, unknown>),
  } as PluginOptions) as Plugin;

  return {
    ...plugin,
    async postBuild(props) {
      if (!props.plugins.some((loaded) => loaded.name === 'markdown-copies')) {
        throw new Error(
          '[search] the index reads the Markdown copies of the pages: register plugins/markdown-copies in docusaurus.config.ts.',
        );
      }
      const locale = locales.find((name) => name === props.i18n.currentLocale);
      if (!locale) throw new Error(`[search] unknown locale ${props.i18n.currentLocale}`);
      await plugin.postBuild?.(props);
      const started = performance.now();
      const report = rebuildIndexes(props.outDir, {
        locale,
        stopWords: new Set(zhStopWords),
        builder: builderOptions(options, dictionaryPath),
        markdown: await markdownCopiesOf(props.outDir),
        synonyms: synonymGroups(),
      });
      console.log(
        `[search] ${path.relative(context.siteDir, props.outDir) || '.'}: ${report.files} index files rebuilt, ` +
          `${(report.before / 1e6).toFixed(1)} MB -> ${(report.after / 1e6).toFixed(1)} MB before gzip, ` +
          `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}

/**
 * The options are src/data/search.ts's, merged in here rather than written in docusaurus.config.ts:
 * Docusaurus ships the config's plugin options to the browser in main.js (0.5 KB gzipped for these),
 * and the search box reads the copy that the plugin generates for it anyway. Options given in the
 * config still win.
 */
const validateWithOurOptions: typeof validateOptions = (args) =>
  validateOptions({ ...args, options: { ...searchPluginOptions, ...(args.options as object) } as typeof args.options });
searchPlugin.validateOptions = validateWithOurOptions;

export default searchPlugin;
