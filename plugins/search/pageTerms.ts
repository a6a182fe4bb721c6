/**
 * The words of a whole page for its page-terms document (./rebuild.ts): what a reader may search for
 * on the page besides what its sections say. Read from the page's Markdown copy (plugins/markdown-copies),
 * which has what the HTML shows only in the browser (an API operation's parameters, bodies and error
 * codes) and its code blocks as fences.
 */
import { groupWords, type SynonymGroup } from '../../src/data/searchSynonyms';
import type { Locale } from '../../src/data/locales';
import { camelCaseParts, codeIdentifiers, joinedNames } from './identifiers';

/** A page's Markdown split into its prose (tables and inline code included) and its fenced code blocks. */
export function splitFences(markdown: string): { prose: string; fences: Array<{ language: string; code: string }> } {
  const prose: string[] = [];
  const fences: Array<{ language: string; code: string }> = [];
  let fence: { marker: string; language: string; lines: string[] } | undefined;
  for (const line of markdown.split('\n')) {
    if (fence) {
      if (line.trimStart().startsWith(fence.marker) && line.trim().replace(/[`~]/g, '') === '') {
        fences.push({ language: fence.language, code: fence.lines.join('\n') });
        fence = undefined;
      } else {
        fence.lines.push(line);
      }
      continue;
    }
    const opening = /^\s*(`{3,}|~{3,})\s*([\w+#-]*)/.exec(line);
    if (opening) fence = { marker: opening[1], language: opening[2], lines: [] };
    else prose.push(line);
  }
  // An unclosed fence runs to the end of the page, as in CommonMark.
  if (fence) fences.push({ language: fence.language, code: fence.lines.join('\n') });
  return { prose: prose.join('\n'), fences };
}

/** Runs of word characters or of ideographs, as the plugin's tokenizer sees them. */
const WORD_RUNS = /[\p{L}\p{N}_]+/gu;
const URL = /\bhttps?:\/\/[^\s)>\]]+/g;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern of an English synonym as whole words (any case), or null for a Chinese word; made once per word. */
const wordPatterns = new Map<string, RegExp | null>();
function wordPattern(word: string): RegExp | null {
  let pattern = wordPatterns.get(word);
  if (pattern === undefined) {
    const words = escapeRegExp(word.toLowerCase()).replace(/\\?[ -]/g, '[\\s-]+');
    pattern = /\p{Unified_Ideograph}/u.test(word)
      ? null
      : new RegExp(`(?<![\\p{L}\\p{N}_])${words}(?![\\p{L}\\p{N}_])`, 'u');
    wordPatterns.set(word, pattern);
  }
  return pattern;
}

/** Whether `text` holds a synonym: an English phrase as whole words (any case), a Chinese word anywhere. */
function holds(text: string, lowerText: string, word: string): boolean {
  const pattern = wordPattern(word);
  return pattern ? pattern.test(lowerText) : text.includes(word);
}

/** The synonyms a page gets: the words of every group one of whose words the page holds. */
export function synonymsOf(text: string, groups: readonly SynonymGroup[], locale: Locale): string[] {
  const lowerText = text.toLowerCase();
  const added = new Set<string>();
  for (const group of groups) {
    const words = groupWords(group, locale);
    if (words.some((word) => holds(text, lowerText, word))) for (const word of words) added.add(word);
  }
  return [...added];
}

/** Each word of `values` once (the first spelling of each, ignoring case), joined by spaces. */
function distinctWords(values: Iterable<string>): string {
  const words = new Map<string, string>();
  for (const value of values) {
    const key = value.toLowerCase();
    if (!words.has(key)) words.set(key, value);
  }
  return [...words.values()].join(' ');
}

/**
 * The words of a page's sections (what the plugin indexed of them), as often as they occur: a page
 * that names a code or a setting again and again is more about it than one that lists it once.
 */
export function sectionWords(sectionTexts: readonly string[]): string {
  return (sectionTexts.join('\n').match(WORD_RUNS) ?? []).join(' ');
}

/**
 * What a reader may search a page by beyond the words of its sections, as written: the words of its
 * Markdown copy's prose (what the browser renders only; links' addresses left out) and the
 * identifiers of its code blocks (./identifiers.ts), each once.
 */
export function pageExtras(page: { markdown?: string }): string {
  const { prose, fences } = splitFences(page.markdown ?? '');
  return distinctWords([
    ...(prose.replace(URL, ' ').match(WORD_RUNS) ?? []),
    ...fences
      .flatMap((fence) => codeIdentifiers(fence.code, fence.language))
      .flatMap((id) => id.match(WORD_RUNS) ?? []),
  ]);
}

/**
 * Words a page does not write but a reader may type for it: the parts of its CamelCase identifiers
 * (`endCursor`: end cursor), its names of capitalized words joined (`Data Logger`: DataLogger) and
 * its synonyms, each once. A weaker match than a word as written.
 */
export function pageVariants(
  page: { markdown?: string; sectionTexts: readonly string[] },
  locale: Locale,
  synonyms: readonly SynonymGroup[],
): string {
  const { prose, fences } = splitFences(page.markdown ?? '');
  const text = [prose.replace(URL, ' '), ...page.sectionTexts].join('\n');
  const identifiers = fences.flatMap((fence) => codeIdentifiers(fence.code, fence.language));
  return distinctWords([
    ...camelCaseParts([text, ...identifiers].join(' ')),
    ...joinedNames(prose),
    ...synonymsOf([text, ...identifiers].join('\n'), synonyms, locale).flatMap((word) => word.match(WORD_RUNS) ?? []),
  ]);
}
