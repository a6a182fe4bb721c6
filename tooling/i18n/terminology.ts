/**
 * Terminology lint for Traditional Chinese (Taiwan) text, run by `npm run check-content`: a
 * discouraged variant from the terminology table (src/data/glossary.ts) fails, naming the term to
 * write, and so does a Simplified character. A character is Simplified when OpenCC's Simplified →
 * Taiwan conversion changes it and it is not in Big5: 台, 后 or 里 are valid Traditional characters
 * that OpenCC would also convert, 发 or 这 are not.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as OpenCC from 'opencc-js';
import { apiPagesDir, docSets, isGenerated } from '../../src/data/docSets';
import { conceptPairs, terms, variantGroups, type Variant } from '../../src/data/glossary';
import { ROOT, TRANSLATED_LOCALE, walkFiles } from '../content/files';

export interface TermProblem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

interface Rule {
  readonly text: string;
  readonly except: readonly string[];
  readonly preferred: string;
  readonly en: string;
}

const rules: readonly Rule[] = terms.flatMap((term) =>
  (term.avoid ?? []).map((variant: Variant) =>
    typeof variant === 'string'
      ? { text: variant, except: [], preferred: term.zh, en: term.en }
      : { text: variant.text, except: variant.except, preferred: term.zh, en: term.en },
  ),
);

let big5: Set<string> | undefined;
/** Every character of standard Big5 (lead bytes A1–F9), decoded with the WHATWG Big5 table. */
function big5Characters(): Set<string> {
  if (big5) return big5;
  const decoder = new TextDecoder('big5');
  big5 = new Set<string>();
  for (let lead = 0xa1; lead <= 0xf9; lead += 1) {
    for (const [from, to] of [
      [0x40, 0x7e],
      [0xa1, 0xfe],
    ] as const) {
      for (let trail = from; trail <= to; trail += 1) {
        const char = decoder.decode(new Uint8Array([lead, trail]));
        if (char !== '\ufffd') big5.add(char);
      }
    }
  }
  return big5;
}

let toTaiwan: ((text: string) => string) | undefined;
const simplifiedToTaiwan = (text: string): string => {
  toTaiwan ??= OpenCC.Converter({ from: 'cn', to: 'tw' });
  return toTaiwan(text);
};

/** The Traditional form of each Simplified character of a line, in order. */
export function simplifiedCharacters(line: string): Array<{ char: string; traditional: string; column: number }> {
  const found: Array<{ char: string; traditional: string; column: number }> = [];
  let column = 0;
  for (const char of line) {
    column += 1;
    if (!/\p{Unified_Ideograph}/u.test(char) || big5Characters().has(char)) continue;
    const traditional = simplifiedToTaiwan(char);
    if (traditional !== char) found.push({ char, traditional, column });
  }
  return found;
}

/** Whether a line holds `text` outside every `except` word that contains it. */
function occursIn(line: string, text: string, except: readonly string[]): boolean {
  for (let index = line.indexOf(text); index !== -1; index = line.indexOf(text, index + text.length)) {
    const at = index;
    const allowed = except.some((word) => {
      const offset = word.indexOf(text);
      return offset !== -1 && line.startsWith(word, at - offset);
    });
    if (!allowed) return true;
  }
  return false;
}

/** Discouraged variants on a line (an occurrence inside an `except` word is fine). */
export function discouragedTerms(line: string): Rule[] {
  return rules.filter((rule) => occursIn(line, rule.text, rule.except));
}

const spellingOf = (variant: Variant): { text: string; except: readonly string[] } =>
  typeof variant === 'string' ? { text: variant, except: [] } : variant;

/**
 * Concepts written two ways across a locale's files (src/data/glossary.ts, `variantGroups`): every
 * line that holds a spelling other than the one kept (the group's first, or the most used when the
 * first is not used at all), with where the kept one is used.
 */
export function variantPairProblems(files: ReadonlyArray<{ file: string; text: string }>): TermProblem[] {
  const problems: TermProblem[] = [];
  for (const group of variantGroups) {
    const uses = group.spellings.map(spellingOf).map((spelling) => ({
      spelling,
      lines: files.flatMap(({ file, text }) =>
        text
          .split('\n')
          .flatMap((line, index) =>
            occursIn(line, spelling.text, spelling.except) ? [{ file, line: index + 1 }] : [],
          ),
      ),
    }));
    const used = uses.filter((use) => use.lines.length > 0);
    if (used.length < 2) continue;
    const kept = uses[0]?.lines.length ? uses[0] : [...used].sort((a, b) => b.lines.length - a.lines.length)[0];
    if (!kept) continue;
    const keptFiles = [...new Set(kept.lines.map((use) => use.file))];
    const where = `${keptFiles.slice(0, 3).join(', ')}${keptFiles.length > 3 ? ` and ${keptFiles.length - 3} more` : ''}`;
    for (const use of used.filter((item) => item !== kept)) {
      for (const { file, line } of use.lines) {
        problems.push({
          file,
          line,
          message: `"${use.spelling.text}" and "${kept.spelling.text}" both name "${group.en}" in zh-tw (${kept.spelling.text}: ${where}): write "${kept.spelling.text}" (src/data/glossary.ts, variantGroups)`,
        });
      }
    }
  }
  return problems;
}

/**
 * A zh-tw page that uses one concept's term where its English source names only the other
 * (src/data/glossary.ts, `conceptPairs`): 警報 (alarm) on a page about alerts.
 */
export function conceptPairProblems(
  pages: ReadonlyArray<{ file: string; text: string; english: string; englishFile: string }>,
): TermProblem[] {
  const problems: TermProblem[] = [];
  for (const page of pages) {
    for (const { concepts } of conceptPairs) {
      for (const [concept, other] of [concepts, [concepts[1], concepts[0]]] as const) {
        if (concept.en.test(page.english) || !other.en.test(page.english)) continue;
        page.text.split('\n').forEach((line, index) => {
          if (!line.includes(concept.zh)) return;
          problems.push({
            file: page.file,
            line: index + 1,
            message: `"${concept.zh}" is ${concept.name}, but ${page.englishFile} speaks of ${other.name}s only: write "${other.zh}" (src/data/glossary.ts)`,
          });
        });
      }
    }
  }
  return problems;
}

/** Every terminology problem of one file's text; `file` is the name printed. */
export function terminologyProblems(file: string, text: string): TermProblem[] {
  const problems: TermProblem[] = [];
  text.split('\n').forEach((line, index) => {
    for (const rule of discouragedTerms(line)) {
      problems.push({
        file,
        line: index + 1,
        message: `"${rule.text}" is not the portal's term for "${rule.en}": write "${rule.preferred}" (src/data/glossary.ts)`,
      });
    }
    for (const { char, traditional, column } of simplifiedCharacters(line)) {
      problems.push({
        file,
        line: index + 1,
        message: `"${char}" (column ${column}) is a Simplified character: write "${traditional}"`,
      });
    }
  });
  return problems;
}

/** Files that list the variants to avoid (readers still type them). */
const VARIANT_LISTS = [path.join('src', 'data', 'glossary.ts'), path.join('src', 'data', 'searchSynonyms.ts')];

/**
 * Node code whose Chinese is what a check looks for, not text a reader sees: the checkers' patterns
 * (a pattern may have to match a discouraged variant, and this file names Simplified characters).
 */
const CHECKER_PATTERNS = [
  path.join('tooling', 'content', 'factGuards.ts'),
  path.join('tooling', 'content', 'releaseCalendar.ts'),
  path.join('tooling', 'openapi', 'webhooks.ts'),
  path.join('tooling', 'i18n', 'terminology.ts'),
];

const HAN = /\p{Unified_Ideograph}/u;

/**
 * The files written in Traditional Chinese: translated pages and UI strings (code.json, and
 * references.json for the labels of the generated references and Markdown copies), the API
 * translations, the zh-tw diagrams, the generated zh-tw reference pages (spec strings and labels, so they
 * are checked as written), the TypeScript of the site that holds Chinese labels (the terminology
 * table and the search synonyms excepted: they list the variants, which readers still type), and
 * any Node code (tooling, plugins, scripts) that holds Chinese, the checkers' patterns excepted.
 */
export function chineseFiles(root = ROOT): string[] {
  const under = (dir: string, keep: (name: string) => boolean): string[] =>
    walkFiles(path.join(root, dir), keep).map((file) => path.join(dir, file));
  const generated = docSets
    .filter(isGenerated)
    .flatMap((set) => under(apiPagesDir(set, TRANSLATED_LOCALE), (name) => /\.(mdx?|json|ya?ml)$/.test(name)));
  const node = ['tooling', 'plugins', 'scripts']
    .flatMap((dir) => under(dir, (name) => /\.(ts|js|mjs)$/.test(name)))
    .filter((file) => !CHECKER_PATTERNS.includes(file) && HAN.test(fs.readFileSync(path.join(root, file), 'utf8')));
  return [
    ...under('i18n/zh-tw', (name) => /\.(mdx?|json)$/.test(name)),
    ...under('openapi/zh-tw', (name) => /\.ya?ml$/.test(name)),
    ...under('static/img', (name) => name.endsWith('.svg')).filter((file) => file.includes('/zh-tw/')),
    ...under('src', (name) => /\.tsx?$/.test(name)).filter((file) => !VARIANT_LISTS.includes(file)),
    ...generated,
    ...node,
  ];
}

export function treeTerminologyProblems(root = ROOT): TermProblem[] {
  return chineseFiles(root).flatMap((file) =>
    terminologyProblems(file, fs.readFileSync(path.join(root, file), 'utf8')),
  );
}

/** The variant pairs of the zh-tw files of the tree. */
export function treeVariantPairProblems(root = ROOT): TermProblem[] {
  return variantPairProblems(
    chineseFiles(root).map((file) => ({ file, text: fs.readFileSync(path.join(root, file), 'utf8') })),
  );
}

// ---------------------------------------------------------------------------
// The table as WRITING.md shows it
// ---------------------------------------------------------------------------

export const GLOSSARY_START = '<!-- glossary:start (generated from src/data/glossary.ts by `npm run glossary`) -->';
export const GLOSSARY_END = '<!-- glossary:end -->';

const cell = (text: string): string => text.replace(/\|/g, '\\|');

/** The terminology table in Markdown. */
export function glossaryMarkdown(): string {
  const variant = (item: Variant): string =>
    typeof item === 'string' ? item : `${item.text} (not in ${item.except.join(', ')})`;
  return [
    '| English | Write | Not | Note |',
    '| --- | --- | --- | --- |',
    ...terms.map(
      (term) =>
        `| ${cell(term.en)} | ${cell(term.zh)} | ${cell((term.avoid ?? []).map(variant).join(', '))} | ${cell(term.note ?? '')} |`,
    ),
    '',
    'One spelling per concept: where a concept has two spellings that are each correct somewhere, a',
    'locale uses the first only (`variantGroups`); and a term that names one of two concepts is',
    "used only where the page's English source names that concept (`conceptPairs`).",
    '',
    '| Concept | Write | Not beside it |',
    '| --- | --- | --- |',
    ...variantGroups.map(
      (group) =>
        `| ${cell(group.en)} | ${cell(variant(group.spellings[0] ?? ''))} | ${cell(group.spellings.slice(1).map(variant).join(', '))} |`,
    ),
    ...conceptPairs.flatMap(({ concepts: [a, b] }) => [
      `| ${cell(a.name)} (English page says ${a.name}) | ${cell(a.zh)} | ${cell(b.zh)}, unless the English also says ${b.name} |`,
      `| ${cell(b.name)} (English page says ${b.name}) | ${cell(b.zh)} | ${cell(a.zh)}, unless the English also says ${a.name} |`,
    ]),
  ].join('\n');
}

/** WRITING.md with its glossary block replaced by the current table. */
export function withGlossary(writing: string): string {
  const start = writing.indexOf(GLOSSARY_START);
  const end = writing.indexOf(GLOSSARY_END);
  if (start === -1 || end === -1 || end < start) {
    throw new Error(`WRITING.md: the glossary markers are missing (${GLOSSARY_START} … ${GLOSSARY_END})`);
  }
  return `${writing.slice(0, start + GLOSSARY_START.length)}\n${glossaryMarkdown()}\n${writing.slice(end)}`;
}

export function glossaryBlockProblems(root = ROOT): Array<{ file: string; message: string }> {
  const file = path.join(root, 'WRITING.md');
  const writing = fs.readFileSync(file, 'utf8');
  try {
    if (withGlossary(writing) === writing) return [];
  } catch (error) {
    return [{ file: 'WRITING.md', message: (error as Error).message }];
  }
  return [
    { file: 'WRITING.md', message: 'the terminology table differs from src/data/glossary.ts: run npm run glossary' },
  ];
}
