/**
 * What this wrapper does to the indexes the plugin wrote (issue 37): every page gets page-terms
 * documents in the keywords index (negative ids; ./pageTerms.ts), so that a page is found by words
 * spread over its sections, by its code identifiers and by their variants; the patched worker counts
 * them for whole pages only and never shows them. The global index keeps no section texts (the
 * page-terms documents hold their words), so every word of the portal is findable from the home page
 * at a fraction of the size. More: plugins/search/README.md, *Scope* and *What is indexed*.
 */
import fs from 'node:fs';
import type { Locale } from '../../src/data/locales';
import type { SynonymGroup } from '../../src/data/searchSynonyms';
import { indexFilesByContext } from '../../tooling/search/searchIndexFiles';
import { compactLunrIndex, type SerializedIndex } from './compact';
import { pageExtras, pageVariants, sectionWords } from './pageTerms';
import { buildLunrIndex, type BuilderOptions, type SearchDocument } from './privateBuilder';

/** Position of each document kind in an index file (the plugin's SearchDocumentType). */
export const TITLE = 0;
export const KEYWORDS = 3;
export const CONTENT = 4;

type IndexFile = Array<{ documents: SearchDocument[]; index: SerializedIndex }>;

export interface RebuildOptions {
  locale: Locale;
  stopWords: ReadonlySet<string>;
  /** How the plugin builds its indexes (its own builder, so that tokens match the browser's). */
  builder: BuilderOptions;
  /** The Markdown copy of each page, by URL path (without a trailing slash). */
  markdown: ReadonlyMap<string, string>;
  synonyms: readonly SynonymGroup[];
}

/**
 * How much a word found in each page-terms document says about its page: a word of its sections as
 * much as a section's (the worker's place weight of content), a word the page writes elsewhere
 * (what the browser renders only, code) 1, a word the page does not write (a part, a join, a
 * synonym) half as much.
 */
export const PAGE_TERMS_WEIGHTS = { sections: 2, extras: 1, variants: 0.5 } as const;

/** A URL path as the Markdown copies are keyed: without a trailing slash (but `/`). */
export const pageKey = (url: string): string => (url.length > 1 ? url.replace(/\/$/, '') : url);

function readIndexFile(file: string): IndexFile {
  const parts = JSON.parse(fs.readFileSync(file, 'utf8')) as IndexFile;
  if (!Array.isArray(parts) || parts.length !== 5 || parts.some((part) => !part.index?.invertedIndex)) {
    throw new Error(
      `[search] ${file}: not an index of @easyops-cn/docusaurus-search-local (five lunr indexes expected)`,
    );
  }
  return parts;
}

/** A page-terms document as stored: its id, its page and, unless 1, the weight of a word found in it. */
export interface PageTermsDocument {
  i: number;
  p: number;
  w?: number;
}

/** The page a document belongs to: a title is its page, every other document names it in `p`. */
const pageOf = (doc: SearchDocument, part: number): number => (part === TITLE ? doc.i : (doc.p ?? doc.i));

const isPageTerms = (ref: string): boolean => ref.startsWith('-');

/** lunr's BM25 saturation of term frequency (its builder's default `k1`). */
const K1 = 1.2;

/**
 * The weights of the page-terms documents, BM25 without its length normalization (`b` = 0): a long
 * page that names a code as often as a short one is as much about it. lunr's builder normalizes by
 * length, which made every short API page outrank the guide that explains an error code. Reads
 * each term's frequency from its positions, so it runs before `dropHeldTerms` removes them.
 */
export function weighPageTerms(part: { documents: SearchDocument[]; index: SerializedIndex }): void {
  const documentCount = part.index.fieldVectors.length;
  const weights = new Map<string, number>();
  part.index.invertedIndex.forEach(([, posting]) => {
    const refs = (posting as { t?: Record<string, { position?: unknown[] }> }).t ?? {};
    const withTerm = Object.keys(refs).length;
    const idf = Math.log(1 + Math.abs((documentCount - withTerm + 0.5) / (withTerm + 0.5)));
    for (const [ref, metadata] of Object.entries(refs)) {
      if (!isPageTerms(ref)) continue;
      const tf = Math.max(1, metadata.position?.length ?? 1);
      weights.set(`${ref}\0${posting._index}`, Math.round(((idf * (K1 + 1) * tf) / (K1 + tf)) * 1000) / 1000);
    }
  });
  part.index.fieldVectors = part.index.fieldVectors.map(([fieldRef, vector]): [string, number[]] => {
    const ref = fieldRef.slice(fieldRef.indexOf('/') + 1);
    if (!isPageTerms(ref)) return [fieldRef, vector];
    const weighed = [...vector];
    for (let i = 0; i < weighed.length; i += 2) weighed[i + 1] = weights.get(`${ref}\0${weighed[i]}`) ?? weighed[i + 1];
    return [fieldRef, weighed];
  });
}

/**
 * Removes from the page-terms documents (negative refs) every term that another document of the
 * same page holds (a heavier page-terms document first), the documents left without a term, and
 * their positions: the query side unites a page's documents anyway.
 */
export function dropHeldTerms(parts: IndexFile): void {
  const held = new Map<number, Set<string>>();
  const hold = (page: number, term: string): void => {
    let terms = held.get(page);
    if (!terms) held.set(page, (terms = new Set()));
    terms.add(term);
  };
  const keywordDocs = new Map(parts[KEYWORDS].documents.map((doc) => [String(doc.i), doc]));
  parts.forEach((part, position) => {
    const docs = new Map(part.documents.map((doc) => [String(doc.i), doc]));
    for (const [term, posting] of part.index.invertedIndex) {
      for (const ref of Object.keys((posting as { t?: object }).t ?? {})) {
        const doc = docs.get(ref);
        if (doc && !isPageTerms(ref)) hold(pageOf(doc, position), term);
      }
    }
  });
  const weight = (ref: string): number => (keywordDocs.get(ref) as PageTermsDocument | undefined)?.w ?? 1;
  const index = parts[KEYWORDS].index;
  const removed = new Set<string>();
  const postings = index.invertedIndex.map(([term, posting]): [string, Record<string, unknown>] => [
    term,
    { ...((posting as { t?: Record<string, unknown> }).t ?? {}) },
  ]);
  // Heavier documents first, so that a word of a page's sections stays in its section-words document.
  const refs = [...keywordDocs.keys()].filter(isPageTerms).sort((a, b) => weight(b) - weight(a));
  const termsOf = new Map<string, number[]>();
  postings.forEach(([, refsOfTerm], termPosition) => {
    for (const ref of Object.keys(refsOfTerm)) {
      if (!isPageTerms(ref)) continue;
      const terms = termsOf.get(ref);
      if (terms) terms.push(termPosition);
      else termsOf.set(ref, [termPosition]);
    }
  });
  for (const ref of refs) {
    const page = keywordDocs.get(ref)!.p!;
    for (const termPosition of termsOf.get(ref) ?? []) {
      const [term, refsOfTerm] = postings[termPosition];
      if (held.get(page)?.has(term)) {
        delete refsOfTerm[ref];
        removed.add(`${ref}\0${index.invertedIndex[termPosition][1]._index}`);
      } else {
        refsOfTerm[ref] = {};
        hold(page, term);
      }
    }
  }
  const invertedIndex: SerializedIndex['invertedIndex'] = [];
  postings.forEach(([term, refsOfTerm], termPosition) => {
    if (Object.keys(refsOfTerm).length > 0)
      invertedIndex.push([term, { ...index.invertedIndex[termPosition][1], t: refsOfTerm }]);
  });
  const emptied = new Set<string>();
  const fieldVectors = index.fieldVectors.flatMap(([fieldRef, vector]): Array<[string, number[]]> => {
    const ref = fieldRef.slice(fieldRef.indexOf('/') + 1);
    if (!isPageTerms(ref)) return [[fieldRef, vector]];
    const kept: number[] = [];
    for (let i = 0; i < vector.length; i += 2) {
      if (!removed.has(`${ref}\0${vector[i]}`)) kept.push(vector[i], vector[i + 1]);
    }
    if (kept.length === 0) emptied.add(ref);
    return kept.length === 0 ? [] : [[fieldRef, kept]];
  });
  parts[KEYWORDS] = {
    documents: parts[KEYWORDS].documents.filter((doc) => !emptied.has(String(doc.i))),
    index: { ...index, invertedIndex, fieldVectors },
  };
}

/** Rebuilds one index file in place (see the top of this file); returns its size before and after. */
export function rebuildIndexFile(
  file: string,
  global: boolean,
  options: RebuildOptions,
): { before: number; after: number } {
  const before = fs.statSync(file).size;
  const parts = readIndexFile(file);
  const sections = new Map<number, string[]>();
  for (const doc of parts[CONTENT].documents) {
    const page = pageOf(doc, CONTENT);
    const texts = sections.get(page);
    if (texts) texts.push(doc.t);
    else sections.set(page, [doc.t]);
  }
  let nextId = 0;
  const pageTerms = parts[TITLE].documents.flatMap((title): Array<SearchDocument & { w?: number }> => {
    const page = { markdown: options.markdown.get(pageKey(title.u)), sectionTexts: sections.get(title.i) ?? [] };
    return [
      { i: (nextId -= 1), p: title.i, w: PAGE_TERMS_WEIGHTS.sections, t: sectionWords(page.sectionTexts), u: title.u },
      { i: (nextId -= 1), p: title.i, t: pageExtras(page), u: title.u },
      {
        i: (nextId -= 1),
        p: title.i,
        w: PAGE_TERMS_WEIGHTS.variants,
        t: pageVariants(page, options.locale, options.synonyms),
        u: title.u,
      },
    ];
  });
  if (global) parts[CONTENT] = buildLunrIndex([], options.builder);
  const keywords = buildLunrIndex([...parts[KEYWORDS].documents, ...pageTerms], options.builder);
  // A page-terms document is never shown: its page and weight are all the query side needs.
  const weights = new Map(pageTerms.map((doc) => [doc.i, doc.w]));
  keywords.documents = keywords.documents.map((doc): SearchDocument => {
    if (doc.i >= 0) return doc;
    const stored: PageTermsDocument = { i: doc.i, p: doc.p! };
    if (weights.get(doc.i) !== undefined) stored.w = weights.get(doc.i);
    return stored as SearchDocument;
  });
  weighPageTerms(keywords);
  parts[KEYWORDS] = keywords;
  dropHeldTerms(parts);
  const compacted = parts.map((part) => ({ ...part, index: compactLunrIndex(part.index, options.stopWords) }));
  const output = JSON.stringify(compacted);
  fs.writeFileSync(file, output);
  return { before, after: Buffer.byteLength(output) };
}

/** Rebuilds every index of one built locale. */
export function rebuildIndexes(
  outDir: string,
  options: RebuildOptions,
): { files: number; before: number; after: number } {
  const files = indexFilesByContext(outDir);
  let before = 0;
  let after = 0;
  for (const [context, file] of files) {
    const sizes = rebuildIndexFile(file, context === '', options);
    before += sizes.before;
    after += sizes.after;
  }
  return { files: files.size, before, after };
}
