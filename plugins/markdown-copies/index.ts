import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { Plugin } from '@docusaurus/types';
import { docSets, locales, productSets, SIDEBAR_ID, type DocSet } from '../../src/data/docSets';
import type { Operation } from './api';
import { llmsFull, llmsIndex, type PageEntry } from './llms';

type DocMetadata = LoadedContent['loadedVersions'][number]['docs'][number];

interface SidebarItem {
  type: string;
  id?: string;
  items?: SidebarItem[];
  link?: { type: string; id?: string };
}

/** Doc ids of a sidebar in reading order: a category's own page first, then its items. */
function sidebarOrder(items: readonly SidebarItem[] = [], into: string[] = []): string[] {
  for (const item of items) {
    if ((item.type === 'doc' || item.type === 'ref') && item.id) into.push(item.id);
    if (item.type === 'category') {
      if (item.link?.type === 'doc' && item.link.id) into.push(item.link.id);
      sidebarOrder(item.items, into);
    }
  }
  return into;
}

/** Files the bundler may inline as data: URIs (url-loader's 10 KB limit), by the SHA-1 of their bytes. */
function staticImages(outDir: string): Map<string, string> {
  const images = new Map<string, string>();
  const walk = (dir: string): void => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(svg|png|jpe?g|gif|webp)$/i.test(entry.name) && fs.statSync(full).size <= 10_000) {
        const url = `/${path.relative(outDir, full).split(path.sep).join('/')}`;
        images.set(createHash('sha1').update(fs.readFileSync(full)).digest('hex'), url);
      }
    }
  };
  walk(path.join(outDir, 'img'));
  return images;
}

/** The Markdown copies of one output folder, by page URL path (without a trailing slash), once written. */
const copiesByOutDir = new Map<
  string,
  { promise: Promise<ReadonlyMap<string, string>>; settle: (copies: Error | ReadonlyMap<string, string>) => void }
>();

function copiesOf(outDir: string): NonNullable<ReturnType<typeof copiesByOutDir.get>> {
  let entry = copiesByOutDir.get(outDir);
  if (!entry) {
    let settle: (copies: Error | ReadonlyMap<string, string>) => void = () => undefined;
    const promise = new Promise<ReadonlyMap<string, string>>((resolve, reject) => {
      settle = (copies) => (copies instanceof Error ? reject(copies) : resolve(copies));
    });
    entry = { promise, settle };
    copiesByOutDir.set(outDir, entry);
  }
  return entry;
}

/**
 * The Markdown copies this plugin writes into `outDir`, by page URL path: settles when its
 * `postBuild` for that folder has run (Docusaurus runs the plugins' `postBuild` hooks together). The
 * search index reads them (plugins/search), so that it holds what the HTML shows only in the browser.
 */
export const markdownCopiesOf = (outDir: string): Promise<ReadonlyMap<string, string>> => copiesOf(outDir).promise;

/**
 * Writes the Markdown copies of the portal's pages after each locale's build (see README.md):
 * `<route>.md` beside every doc and API page's HTML, `llms.txt` at the locale's root and
 * `<base path>/llms-full.txt` per documentation set. A page whose Markdown container cannot be
 * found stops the build, naming the file.
 */
export default function markdownCopiesPlugin(): Plugin {
  return {
    name: 'markdown-copies',
    async postBuild(props) {
      try {
        copiesOf(props.outDir).settle(await writeCopies(props));
      } catch (error) {
        copiesOf(props.outDir).settle(error instanceof Error ? error : new Error(String(error)));
        throw error;
      }
    },
  };
}

/** Writes every copy, `llms.txt` and the `llms-full.txt` files of one locale; returns the copies by URL path. */
async function writeCopies({
  outDir,
  plugins,
  siteConfig,
  baseUrl,
  i18n,
}: Parameters<NonNullable<Plugin['postBuild']>>[0]): Promise<ReadonlyMap<string, string>> {
  const started = performance.now();
  const copies = new Map<string, string>();
  // ESM-only packages, loaded when needed (the config is loaded as CommonJS).
  const { convertPage, markdownFile, MissingContainerError } = await import('./convert');
  const { addOperation } = await import('./api');
  const locale = locales.find((name) => name === i18n.currentLocale);
  if (!locale) throw new Error(`[markdown-copies] unknown locale ${i18n.currentLocale}`);
  const siteUrl = siteConfig.url.replace(/\/$/, '');
  const inlinedImages = staticImages(outDir);
  const pagesBySet = new Map<DocSet, PageEntry[]>();
  let bytes = 0;

  for (const plugin of plugins) {
    if (plugin.name !== 'docusaurus-plugin-content-docs') continue;
    const id = (plugin.options as { id?: string }).id;
    const set = docSets.find((row) => row.id === id);
    if (!set) continue;
    const version = (plugin.content as LoadedContent).loadedVersions[0];
    if (!version) continue;
    const byId = new Map(version.docs.map((doc: DocMetadata) => [doc.id, doc]));
    const ordered = [
      ...new Set([
        ...sidebarOrder(version.sidebars[SIDEBAR_ID] as SidebarItem[] | undefined),
        ...version.docs.map((doc) => doc.id),
      ]),
    ].flatMap((docId) => byId.get(docId) ?? []);

    const pages: PageEntry[] = [];
    for (const doc of ordered) {
      // An index page's permalink ends with a slash; trailingSlash: false serves it without one.
      const permalink = doc.permalink.length > baseUrl.length ? doc.permalink.replace(/\/$/, '') : doc.permalink;
      const route = decodeURI(permalink.slice(baseUrl.length));
      const htmlFile = [`${route || 'index'}.html`, path.join(route, 'index.html')]
        .map((file) => path.join(outDir, file))
        .find((file) => fs.existsSync(file));
      if (!htmlFile) {
        throw new Error(`[markdown-copies] ${doc.source}: no built page for ${permalink} in ${outDir}`);
      }
      const url = `${siteUrl}${permalink}`;
      const api = (doc.frontMatter as { api?: unknown }).api;
      let converted;
      try {
        converted = convertPage({
          html: fs.readFileSync(htmlFile, 'utf8'),
          url,
          file: path.relative(process.cwd(), htmlFile),
          inlinedImages,
          enrich: api ? (container) => addOperation(container, api as Operation, locale) : undefined,
        });
      } catch (error) {
        if (error instanceof MissingContainerError) throw new Error(`[markdown-copies] ${error.message}`);
        throw error;
      }
      const markdown = markdownFile(converted.title || doc.title, url, converted.body);
      const mdFile = path.join(outDir, `${route || 'index'}.md`);
      fs.writeFileSync(mdFile, markdown);
      copies.set(permalink, markdown);
      bytes += Buffer.byteLength(markdown);
      pages.push({
        title: doc.title,
        description: doc.description,
        mdUrl: `${url}.md`,
        markdown,
        listed: !doc.unlisted,
      });
    }
    pagesBySet.set(set, pages);
  }

  const sets = productSets.filter((set) => pagesBySet.has(set));
  for (const set of sets) {
    const file = path.join(outDir, set.routeBasePath, 'llms-full.txt');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      llmsFull(set, locale, `${siteUrl}${baseUrl}${set.routeBasePath}`, pagesBySet.get(set) ?? []),
    );
  }
  fs.writeFileSync(
    path.join(outDir, 'llms.txt'),
    llmsIndex({
      locale,
      siteUrl,
      baseUrl,
      title: siteConfig.title,
      tagline: siteConfig.tagline,
      sets: sets.map((set) => ({ set, pages: pagesBySet.get(set) ?? [] })),
    }),
  );
  const count = [...pagesBySet.values()].reduce((sum, pages) => sum + pages.length, 0);
  console.log(
    `[markdown-copies] ${path.relative(process.cwd(), outDir) || '.'}: ${count} Markdown pages ` +
      `(${(bytes / 1e6).toFixed(1)} MB), llms.txt and ${sets.length} llms-full.txt in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return copies;
}
