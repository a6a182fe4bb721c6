/**
 * The search evaluation's cases (`npm run search:eval`, tooling/search/searchEval.ts): what integrators
 * type, where they type it, and the pages that answer it. Written from tasks, not from headings.
 */

/** What a query exercises; the evaluation reports each class on its own. */
export type QueryClass =
  /** A task in the reader's own words: "add a gateway", "renew my subscription". */
  | 'task'
  /** A field, schema, type, topic or header name as it appears in code: `endCursor`, `X-WEDA-Signature`. */
  | 'identifier'
  /** An error code, a port, a limit or a version: `RESOURCE_IN_USE`, `8883`, `429`, `2.26`. */
  | 'code'
  /** Two or three words that may sit in different sections of the answering page. */
  | 'phrase'
  /** A query with a typing mistake (one letter off). */
  | 'typo'
  /** The reader's word for a concept the pages name otherwise: "sign in" for log in, 命令 for 指令. */
  | 'synonym'
  /** Chinese and English (or an identifier) in one query, on the zh-tw site. */
  | 'mixed';

export const queryClasses: readonly QueryClass[] = ['task', 'identifier', 'code', 'phrase', 'typo', 'synonym', 'mixed'];

/**
 * Where the query is typed: the home page (the all-products index, eight suggestions), the search
 * page without a product (the same index, every result), or a page of the site, as a path without
 * the locale prefix (`/EdgeHub/Introduction/What_is_EdgeHub`): its product's index.
 */
export type QueryOrigin = 'home' | 'search' | `/${string}`;

export interface SearchCase {
  q: string;
  class: QueryClass;
  from: QueryOrigin;
  /** Paths without the locale prefix of pages that answer the query; any one of them counts. */
  answers: readonly string[];
  /** Kept aside while tuning: reported on its own, never looked at query by query. */
  heldOut?: true;
}
