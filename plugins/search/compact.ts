/** Term weights keep two decimals: ranking does not change, the index shrinks by about 3 %. */
export const WEIGHT_DECIMALS = 2;
/**
 * A page-terms document's weights keep one (at least 0.1): they only break ties between pages that
 * hold as many words in as good places (plugins/search/rebuild.ts); the global index shrinks by 12 %
 * gzipped and loads faster.
 */
export const PAGE_TERMS_WEIGHT_DECIMALS = 1;

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
  const fieldVectors = index.fieldVectors.map(([ref, vector]): [string, number[]] => {
    // A page-terms document's ref is negative (`t/-12`).
    const scale = 10 ** (ref.includes('/-') ? PAGE_TERMS_WEIGHT_DECIMALS : WEIGHT_DECIMALS);
    const kept: number[] = [];
    for (let i = 0; i < vector.length; i += 2) {
      if (!dropped.has(vector[i])) kept.push(vector[i], Math.max(1 / scale, Math.round(vector[i + 1] * scale) / scale));
    }
    return [ref, kept];
  });
  return { ...index, fieldVectors, invertedIndex };
}
