/**
 * What a writer must fix in the documentation sets (the files are found by ./files.ts):
 * rows of the doc-set table that point nowhere, bad front matter, pages
 * without a Traditional Chinese translation, missing translation files,
 * pages too thin to help a reader. Every problem names the file (or table
 * row) and what to do.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_DOCS_ID, isGenerated, locales, sidebarCategoryKey, type DocSet } from '../../src/data/docSets';
import { docFileFor, listDocs, pluginI18nDir, readFrontMatter, ROOT, walkFiles } from './files';
import { proseWords } from './wordCount';

export const ALLOWED_FRONT_MATTER = [
  'title',
  'description',
  'sidebar_position',
  'sidebar_label',
  'sidebar_class_name',
  'tags',
  'keywords',
  'unlisted',
  'draft',
  'slug',
  'id',
  'hide_title',
  'hide_table_of_contents',
  'pagination_next',
  'pagination_prev',
  'toc_min_heading_level',
  'toc_max_heading_level',
  // zh-tw only: the hash of the English the translation was made from (see translationStatus.ts)
  'source_hash',
] as const;

export interface Problem {
  readonly file: string;
  readonly message: string;
}

export const formatProblems = (problems: readonly Problem[]): string =>
  problems.map((problem) => `  ${problem.file}: ${problem.message}`).join('\n');

/** Checks of the doc-set table itself (the unit tests run it on the real table and on broken ones). */
export function validateDocSets(sets: readonly DocSet[], root = ROOT): Problem[] {
  const problems: Problem[] = [];
  const row = (set: DocSet, index: number): string => `src/data/docSets.ts row ${index + 1} ("${set.id || '?'}")`;
  const seen = {
    id: new Map<string, number>(),
    routeBasePath: new Map<string, number>(),
    path: new Map<string, number>(),
  };
  sets.forEach((set, index) => {
    const where = row(set, index);
    for (const field of ['id', 'routeBasePath', 'path'] as const) {
      const value = set[field];
      if (!value) {
        problems.push({ file: where, message: `field "${field}" is empty` });
        continue;
      }
      const previous = seen[field].get(value);
      if (previous !== undefined) {
        problems.push({
          file: where,
          message: `field "${field}" ("${value}") repeats row ${previous + 1}; it must be unique`,
        });
      }
      seen[field].set(value, index);
    }
    if (/^\/|\/$/.test(set.routeBasePath)) {
      problems.push({
        file: where,
        message: `field "routeBasePath" must not start or end with "/" (got "${set.routeBasePath}")`,
      });
    }
    for (const locale of locales) {
      if (!set.label?.[locale]?.trim()) problems.push({ file: where, message: `field "label.${locale}" is empty` });
      if (!set.description?.[locale]?.trim()) {
        problems.push({ file: where, message: `field "description.${locale}" is empty` });
      }
    }
    if (set.product !== undefined) {
      const manual = sets.find((candidate) => candidate.id === set.product);
      if (!isGenerated(set)) {
        problems.push({ file: where, message: 'field "product" is for references: a manual is a product of its own' });
      } else if (!manual || isGenerated(manual)) {
        problems.push({
          file: where,
          message: `field "product" ("${set.product}") must name a manual row of the table (the product this reference documents)`,
        });
      }
    }
    if (isGenerated(set)) {
      if (!fs.existsSync(path.join(root, set.spec)))
        problems.push({ file: where, message: `field "spec": ${set.spec} does not exist` });
      return; // API pages are generated; their folder and landing appear at build time.
    }
    const dir = path.join(root, set.path);
    if (!fs.existsSync(dir)) {
      problems.push({
        file: where,
        message: `field "path": folder ${set.path}/ does not exist; create it with the landing page`,
      });
      return;
    }
    if (!docFileFor(dir, set.landing)) {
      problems.push({
        file: where,
        message: `field "landing": no page serves "${set.landing}"; create ${set.path}/${set.landing}.md (or ${set.path}/${set.landing}/${path.basename(set.landing)}.md)`,
      });
    }
    const pages = listDocs(dir).length;
    if (!(set.minPages >= 1)) {
      problems.push({ file: where, message: `field "minPages" must be at least 1 for a manual` });
    } else if (pages < set.minPages) {
      problems.push({
        file: where,
        message: `field "minPages": ${set.path}/ has ${pages} page(s), fewer than ${set.minPages}; write the missing pages (or lower minPages)`,
      });
    }
  });
  return problems;
}

/** Front matter of one doc: only known fields, with the right types. */
export function frontMatterProblems(file: string, displayName: string): Problem[] {
  let data: Record<string, unknown> | undefined;
  try {
    data = readFrontMatter(file);
  } catch (error) {
    return [
      { file: displayName, message: `front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}` },
    ];
  }
  if (!data) return [{ file: displayName, message: 'no front matter: add a "---" block with title and description' }];
  const problems: Problem[] = [];
  for (const key of Object.keys(data)) {
    if (!(ALLOWED_FRONT_MATTER as readonly string[]).includes(key)) {
      problems.push({
        file: displayName,
        message: `front matter field "${key}" is not allowed (allowed: ${ALLOWED_FRONT_MATTER.join(', ')})`,
      });
    }
  }
  for (const key of ['title', 'description'] as const) {
    if (typeof data[key] !== 'string' || !(data[key] as string).trim()) {
      problems.push({
        file: displayName,
        message: `front matter field "${key}" is required and must be a non-empty string`,
      });
    }
  }
  if (data.sidebar_position !== undefined && typeof data.sidebar_position !== 'number') {
    problems.push({ file: displayName, message: 'front matter field "sidebar_position" must be a number' });
  }
  if (data.tags !== undefined && !(Array.isArray(data.tags) && data.tags.every((tag) => typeof tag === 'string'))) {
    problems.push({ file: displayName, message: 'front matter field "tags" must be a list of strings' });
  }
  for (const key of ['unlisted', 'draft'] as const) {
    if (data[key] !== undefined && typeof data[key] !== 'boolean') {
      problems.push({ file: displayName, message: `front matter field "${key}" must be true or false` });
    }
  }
  return problems;
}

/** The explicit heading ids of a page, in order (code blocks ignored). */
export function headingIds(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '');
  return [...prose.matchAll(/^#{2,6} .*\{#([\w-]+)\}\s*$/gm)].map((match) => match[1] as string);
}

/** Headings (h2 and below) without an explicit id: their anchors would differ between locales. */
export function headingsWithoutId(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '');
  return [...prose.matchAll(/^#{2,6} (?!.*\{#[\w-]+\}\s*$).*$/gm)].map((match) => match[0].trim());
}

/** English docs without a zh-tw twin, and zh-tw files without an English source. */
export function translationProblems(set: DocSet, root = ROOT): Problem[] {
  if (isGenerated(set)) return [];
  const english = listDocs(path.join(root, set.path));
  const i18nDir = pluginI18nDir(set, root);
  const translated = new Set(listDocs(path.join(i18nDir, 'current')));
  const rel = (file: string): string => path.relative(root, file);
  const problems: Problem[] = [];
  for (const doc of english) {
    const source = fs.readFileSync(path.join(root, set.path, doc), 'utf8');
    for (const heading of headingsWithoutId(source)) {
      problems.push({ file: `${set.path}/${doc}`, message: `heading "${heading}" has no explicit id: add {#some-id}` });
    }
    if (translated.has(doc)) {
      const target = fs.readFileSync(path.join(i18nDir, 'current', doc), 'utf8');
      if (headingIds(source).join() !== headingIds(target).join()) {
        problems.push({
          file: rel(path.join(i18nDir, 'current', doc)),
          message: `heading ids differ from ${set.path}/${doc} (English: ${headingIds(source).join(', ')}): the translation drifted`,
        });
      }
    }
    if (!translated.has(doc)) {
      problems.push({
        file: `${set.path}/${doc}`,
        message: `has no Traditional Chinese translation: create ${rel(path.join(i18nDir, 'current', doc))}`,
      });
    }
  }
  for (const doc of translated) {
    if (!english.includes(doc)) {
      problems.push({
        file: rel(path.join(i18nDir, 'current', doc)),
        message: `translates a page that does not exist (${set.path}/${doc}); move or delete it`,
      });
    }
  }
  if (!fs.existsSync(path.join(i18nDir, 'current.json'))) {
    problems.push({
      file: rel(path.join(i18nDir, 'current.json')),
      message: 'is missing: it translates the version label and sidebar categories (run npm run write-translations)',
    });
  }
  return problems;
}

/** Sidebar category labels of a manual (from `_category_.json`) without a zh-tw label in current.json. */
export function categoryTranslationProblems(set: DocSet, root = ROOT): Problem[] {
  if (isGenerated(set)) return [];
  const file = path.join(pluginI18nDir(set, root), 'current.json');
  if (!fs.existsSync(file)) return [];
  const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { message: string }>;
  const problems: Problem[] = [];
  const manual = path.join(root, set.path);
  for (const relative of walkFiles(manual, (name) => name === '_category_.json')) {
    const full = path.join(manual, relative);
    const category = JSON.parse(fs.readFileSync(full, 'utf8')) as { label?: string };
    const key = sidebarCategoryKey(category.label ?? path.basename(path.dirname(full)));
    if (!messages[key]) {
      problems.push({ file: path.relative(root, file), message: `has no "${key}" (for ${path.relative(root, full)})` });
    }
  }
  return problems;
}

/** No manual page may be shorter than this many words of prose (English source). */
export const MIN_PAGE_WORDS = 80;
/** The median page of every manual carries at least this many words of prose. */
export const MIN_MEDIAN_WORDS = 300;

export interface ContentStats {
  /** English pages with their prose word counts, sorted by path. */
  readonly pages: ReadonlyArray<{ readonly doc: string; readonly words: number }>;
  readonly translated: number;
  readonly medianWords: number;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Page count and prose words of a manual (English), and how many pages are translated. */
export function contentStats(set: DocSet, root = ROOT): ContentStats {
  const dir = path.join(root, set.path);
  const pages = listDocs(dir).map((doc) => ({ doc, words: proseWords(fs.readFileSync(path.join(dir, doc), 'utf8')) }));
  return {
    pages,
    translated: listDocs(path.join(pluginI18nDir(set, root), 'current')).length,
    medianWords: median(pages.map((page) => page.words)),
  };
}

/**
 * Manuals too thin to help a reader: a page under MIN_PAGE_WORDS, or a set whose
 * median page is under MIN_MEDIAN_WORDS. The `/docs` root page and generated API
 * references are not manuals and are not measured.
 */
export function depthProblems(set: DocSet, root = ROOT): Problem[] {
  if (isGenerated(set) || set.id === DEFAULT_DOCS_ID) return [];
  const stats = contentStats(set, root);
  const problems: Problem[] = stats.pages
    .filter((page) => page.words < MIN_PAGE_WORDS)
    .map((page) => ({
      file: `${set.path}/${page.doc}`,
      message: `has ${page.words} words of prose; a page needs at least ${MIN_PAGE_WORDS}: say what it achieves, the steps and the expected result, or merge it into a related page`,
    }));
  if (stats.pages.length > 0 && stats.medianWords < MIN_MEDIAN_WORDS) {
    problems.push({
      file: `${set.path}/`,
      message: `the median page has ${stats.medianWords} words of prose; the manual needs a median of at least ${MIN_MEDIAN_WORDS}: expand its shortest pages`,
    });
  }
  return problems;
}

/**
 * A link to another page of the portal: a Markdown link to a site path or a relative file (not a
 * web address, not an anchor of the same page), a `<Link to>`, an `href="/…"`, or a component that
 * lists pages (a doc-card list, the set cards).
 */
const PAGE_LINK =
  /\]\((?!https?:|mailto:|#)[^)\s]+\)|<Link\b[^>]*\bto=|href=["']\/(?!\/)|<DocCardList\b|<DocSetCards\b/;

/**
 * Hand-written pages that link to no other page: a reader who finishes one has nowhere to go.
 * Code blocks do not count (a URL in a sample is no link).
 */
export function deadEndProblems(pages: ReadonlyArray<{ shown: string; text: string }>): Problem[] {
  return pages
    .filter((page) => !PAGE_LINK.test(page.text.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')))
    .map((page) => ({
      file: page.shown,
      message:
        'links to no other page: link the prerequisite, the next task or the page that explains what it mentions (both locales)',
    }));
}
