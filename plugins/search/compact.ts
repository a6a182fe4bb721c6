import fs from 'node:fs';
import { indexFilesByContext } from '../../tooling/searchIndexFiles';
import { buildLunrIndex, type BuilderOptions, type SearchDocument } from './privateBuilder';

/**
 * The pages outside every product (home, training, family hubs, the search
 * page without a context) load the global index: titles, headings,
 * descriptions and keywords of every page of every set, in full. Only the
 * section texts are cut to their opening characters; the full text of a
 * product is in its own index, one click away ('See all results within …' or
 * the search page's context list). Without the cut the global index is
 * 1.6 MB (English) to 2.3 MB (Chinese) gzipped; the budget is 1 MB.
 */
export const GLOBAL_SECTION_CHARS = 60;

/** Term weights keep two decimals: ranking does not change, the index shrinks by about 3 %. */
export const WEIGHT_DECIMALS = 2;

/** Position of each document kind in an index file (the plugin's SearchDocumentType). */
const CONTENT = 4;

/** lunr 2's serialized index, as `lunr.Index#toJSON` writes it. */
export interface SerializedIndex {
  version: string;
  fields: string[];
  /** Per `field/ref`: alternating term index and weight. */
  fieldVectors: Array<[string, number[]]>;
  /** Per term: its index in the vectors and its postings. */
  invertedIndex: Array<[string, { _index: number } & Record<string, unknown>]>;
  pipeline: string[];
}

type IndexFile = Array<{ documents: SearchDocument[]; index: SerializedIndex }>;

export interface CompactOptions {
  stopWords: ReadonlySet<string>;
  /** How the plugin builds its indexes (only needed to cut section texts). */
  builder: BuilderOptions;
  /** Cut section texts to this many characters (the global index only). */
  sectionChars?: number;
}

/** The opening of a section text, cut at a word boundary when there is one nearby. */
export function opening(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${space > limit * 0.6 ? cut.slice(0, space) : cut}…`;
}

/**
 * Drops stop words (their postings and their entries in every document
 * vector) and rounds the weights. Queries for any other term score as before.
 */
export function compactLunrIndex(index: SerializedIndex, stopWords: ReadonlySet<string>): SerializedIndex {
  const dropped = new Set<number>();
  const invertedIndex = index.invertedIndex.filter(([term, posting]) => {
    if (!stopWords.has(term)) return true;
    dropped.add(posting._index);
    return false;
  });
  const scale = 10 ** WEIGHT_DECIMALS;
  const fieldVectors = index.fieldVectors.map(([ref, vector]): [string, number[]] => {
    const kept: number[] = [];
    for (let i = 0; i < vector.length; i += 2) {
      if (!dropped.has(vector[i])) kept.push(vector[i], Math.round(vector[i + 1] * scale) / scale);
    }
    return [ref, kept];
  });
  return { ...index, fieldVectors, invertedIndex };
}

/** Compacts one index file in place; returns its size before and after. */
export function compactIndexFile(file: string, options: CompactOptions): { before: number; after: number } {
  const raw = fs.readFileSync(file, 'utf8');
  const parts = JSON.parse(raw) as IndexFile;
  if (!Array.isArray(parts) || parts.length !== 5 || parts.some((part) => !part.index?.invertedIndex)) {
    throw new Error(
      `[search] ${file}: not an index of @easyops-cn/docusaurus-search-local (five lunr indexes expected)`,
    );
  }
  if (options.sectionChars !== undefined) {
    const limit = options.sectionChars;
    const content = parts[CONTENT].documents.map((doc) => ({ ...doc, t: opening(doc.t, limit) }));
    // The plugin's own builder, so tokenizer, stemmer, stop words and dictionary are the same.
    parts[CONTENT] = buildLunrIndex(content, options.builder);
  }
  const compacted = parts.map((part) => ({ ...part, index: compactLunrIndex(part.index, options.stopWords) }));
  const output = JSON.stringify(compacted);
  fs.writeFileSync(file, output);
  return { before: raw.length, after: output.length };
}

/** Compacts every index of one built locale. */
export function compactIndexes(
  outDir: string,
  options: Omit<CompactOptions, 'sectionChars'>,
): { files: number; before: number; after: number } {
  const files = indexFilesByContext(outDir);
  let before = 0;
  let after = 0;
  for (const [context, file] of files) {
    const sizes = compactIndexFile(file, context === '' ? { ...options, sectionChars: GLOBAL_SECTION_CHARS } : options);
    before += sizes.before;
    after += sizes.after;
  }
  return { files: files.size, before, after };
}
