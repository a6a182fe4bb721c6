// The search plugin declares only its options; these are the parts of its build code we reuse.
declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex' {
  /** One searchable unit: a page title, heading, description, keywords or section text. */
  export interface SearchDocument {
    i: number;
    t: string;
    u: string;
    s?: string;
    h?: string;
    p?: number;
    b?: string[];
  }
  /** Builds the lunr index of each of the five document kinds, with the plugin's language pipeline. */
  export function buildIndex(
    allDocuments: SearchDocument[][],
    config: {
      language: string[];
      removeDefaultStopWordFilter: string[];
      removeDefaultStemmer: boolean;
      zhUserDict?: string;
      zhUserDictPath?: string;
    },
  ): Array<{ documents: SearchDocument[]; index: { toJSON(): unknown } }>;
}

// jieba-zh-tw ships types its package.json "exports" does not point at.
declare module 'jieba-zh-tw' {
  /** jieba's dictionary built from Taiwan usage, in its `word frequency tag` line format (UTF-8). */
  export const JiebaDict: Uint8Array;
}

declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/getIndexHash' {
  /** The hash the plugin puts in its index file names: the plugin version and every .md/.mdx file in `docsDir`. */
  export function getIndexHash(config: {
    hashed: boolean | 'filename' | 'query';
    indexDocs: boolean;
    docsDir: string[];
    indexBlog: boolean;
    blogDir: string[];
  }): string | null;
}

// The plugin's client pieces the search-box stand-in (src/theme/SearchBar) reuses to look and hint the same.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated' {
  export const searchBarShortcutKeymap: string;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap' {
  export function getKeymapHints(keymap: string, isMac: boolean): string[];
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform' {
  export function isMacPlatform(): boolean;
}

declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/generate' {
  /** Writes the plugin's generated browser modules (`generated.js`, `generated-constants.js`) into `dir`. */
  export function generate(config: Record<string, unknown>, dir: string): string;
}
