import fs from 'node:fs';
import path from 'node:path';

/**
 * The names of the search index files, read here and nowhere else.
 *
 * With `hashed: 'filename'` (src/data/search.ts), @easyops-cn/docusaurus-search-local writes
 * one file per search context into each locale's output folder, `search-index-<context>-<hash>.json`:
 * <context> is the set's `searchContextSlug`, and the global index (the pages outside every product)
 * has no context part. Readers: the search plugin's compaction, the bench, the e2e specs and the
 * local server's cache rule.
 */
const INDEX_FILE = /^search-index(?:-(.+))?-[0-9a-f]{8}\.json$/;

/** The search context of an index file name ('' for the global index), or undefined for any other file. */
export function indexFileContext(name: string): string | undefined {
  const match = INDEX_FILE.exec(name);
  return match ? (match[1] ?? '') : undefined;
}

/**
 * An index file's URL path split into the locale prefix ('' or '/zh-tw') and its search
 * context, or undefined when the path is not an index file.
 */
export function parseIndexUrl(pathname: string): { prefix: string; context: string } | undefined {
  const slash = pathname.lastIndexOf('/');
  const context = indexFileContext(pathname.slice(slash + 1));
  return context === undefined ? undefined : { prefix: pathname.slice(0, slash), context };
}

/**
 * The index files of one built locale by search context ('' is the global index).
 * Throws when the global index is missing or a context has two files (a stale build folder).
 */
export function indexFilesByContext(outDir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of fs.readdirSync(outDir)) {
    const context = indexFileContext(name);
    if (context === undefined) continue;
    const previous = files.get(context);
    if (previous) {
      throw new Error(
        `[search] two index files for the context "${context || 'global'}" in ${outDir}: ` +
          `${path.basename(previous)} and ${name}. Delete the folder and build again.`,
      );
    }
    files.set(context, path.join(outDir, name));
  }
  if (!files.has('')) {
    throw new Error(
      `[search] no global search index in ${outDir}. Build the site first; if it was built, check the ` +
        'search options in src/data/search.ts (useAllContextsWithNoSearchContext must stay true).',
    );
  }
  return files;
}
