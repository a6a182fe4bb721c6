/**
 * How far the Traditional Chinese translation is behind the English, for `npm run i18n:status` and
 * `npm run check-content`. Staleness is recorded, not guessed from git history: each translation
 * (page, diagram, API string) stores a short hash of the English it was made from (WRITING.md,
 * *Traditional Chinese*). A hash works in a shallow CI clone, survives renames and changes only when
 * the English does. A missing translation fails the content check; a stale one is reported with the
 * date of the English change, never fatal.
 */
import { graphqlStrings, graphqlTranslationFile, readGraphqlTranslation } from '../graphql/graphqlStrings';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isGenerated, type DocSet, type ReferenceSet } from '../../src/data/docSets';
import {
  compareTranslation,
  extractStrings,
  readSpec,
  readTranslation,
  shortHash,
  translationFileFor,
  type TranslationReport,
} from '../openapi/apiStrings';
import { type Problem } from '../content/content';
import { ROOT, listDocs, pluginI18nDir } from '../content/files';

const normalize = (text: string): string => text.replace(/\r\n/g, '\n');
export const fileHash = (file: string): string => shortHash(normalize(fs.readFileSync(file, 'utf8')));

export interface StaleItem {
  /** The translation (file, or file and key) to update. */
  readonly translation: string;
  /** The English it translates. */
  readonly source: string;
  /** The hash to record once the translation is updated. */
  readonly hash: string;
}

export interface StatusRow {
  readonly name: string;
  readonly english: number;
  readonly translated: number;
  readonly missing: number;
  readonly stale: StaleItem[];
}

const rel = (root: string, file: string): string => path.relative(root, file);

/**
 * The `source_hash` of a translated page, read from the front matter's text: YAML would turn an
 * unquoted all-digit hash into a number (or `1e234567` into Infinity).
 */
export function recordedSourceHash(file: string): string | undefined {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
  return /^source_hash:\s*(['"]?)([0-9a-f]{8})\1\s*$/m.exec(frontMatter)?.[2];
}

// ---------------------------------------------------------------------------
// Pages
// ---------------------------------------------------------------------------

/** Translation status of one manual's pages. */
export function pageStatus(set: DocSet, root = ROOT): StatusRow {
  const englishDir = path.join(root, set.path);
  const zhDir = path.join(pluginI18nDir(set, root), 'current');
  const english = listDocs(englishDir);
  const stale: StaleItem[] = [];
  let translated = 0;
  for (const doc of english) {
    const zhFile = path.join(zhDir, doc);
    if (!fs.existsSync(zhFile)) continue;
    translated += 1;
    const hash = fileHash(path.join(englishDir, doc));
    const recorded = recordedSourceHash(zhFile);
    if (recorded !== undefined && recorded !== hash) {
      stale.push({ translation: rel(root, zhFile), source: rel(root, path.join(englishDir, doc)), hash });
    }
  }
  return { name: set.id, english: english.length, translated, missing: english.length - translated, stale };
}

/** zh-tw pages without a well-formed `source_hash` (a missing page is reported by translationProblems). */
export function sourceHashProblems(set: DocSet, root = ROOT): Problem[] {
  if (isGenerated(set)) return []; // generated pages: their strings carry hashes in openapi/zh-tw
  const englishDir = path.join(root, set.path);
  const zhDir = path.join(pluginI18nDir(set, root), 'current');
  return listDocs(englishDir).flatMap((doc) => {
    const zhFile = path.join(zhDir, doc);
    if (!fs.existsSync(zhFile)) return [];
    if (recordedSourceHash(zhFile) !== undefined) return [];
    return [
      {
        file: rel(root, zhFile),
        message: `front matter needs source_hash, the hash of the English it translates: add "source_hash: '${fileHash(path.join(englishDir, doc))}'" once it matches ${set.path}/${doc}`,
      },
    ];
  });
}

// ---------------------------------------------------------------------------
// Diagrams
// ---------------------------------------------------------------------------

const IMAGE = /\/img\/([\w./-]+?\.svg)\b/g;
const SOURCE_HASH = /<!--\s*source-hash:\s*([0-9a-f]{8})\b[^>]*-->/;

/** The zh-tw twin of a diagram path below static/img (`edgehub/auth-flow.svg` → `edgehub/zh-tw/auth-flow.svg`). */
export const twinOf = (image: string): string =>
  path.posix.join(path.posix.dirname(image), 'zh-tw', path.posix.basename(image));
const isTwin = (image: string): boolean => image.split('/').includes('zh-tw');

const imagesOf = (text: string): Array<{ image: string; line: number }> =>
  normalize(text)
    .split('\n')
    .flatMap((content, index) =>
      [...content.matchAll(IMAGE)].map((match) => ({ image: match[1] as string, line: index + 1 })),
    );

/** Diagrams shown by the manuals' English pages, each with the pages that show it. */
export function englishDiagrams(sets: readonly DocSet[], root = ROOT): Map<string, string[]> {
  const diagrams = new Map<string, string[]>();
  for (const set of sets.filter((candidate) => !isGenerated(candidate))) {
    for (const doc of listDocs(path.join(root, set.path))) {
      const file = path.join(root, set.path, doc);
      for (const { image } of imagesOf(fs.readFileSync(file, 'utf8'))) {
        if (isTwin(image)) continue;
        diagrams.set(image, [...(diagrams.get(image) ?? []), rel(root, file)]);
      }
    }
  }
  return diagrams;
}

/**
 * Every diagram of an English page has a zh-tw twin with a source hash, and the
 * page's translation shows the twins, never an English diagram.
 */
export function diagramProblems(sets: readonly DocSet[], root = ROOT): Problem[] {
  const problems: Problem[] = [];
  for (const [image, pages] of englishDiagrams(sets, root)) {
    const twin = path.join(root, 'static', 'img', twinOf(image));
    if (!fs.existsSync(twin)) {
      problems.push({
        file: rel(root, twin),
        message: `is missing: ${pages[0]} shows /img/${image}; draw its Traditional Chinese twin (same drawing, translated labels)`,
      });
    } else if (!SOURCE_HASH.test(fs.readFileSync(twin, 'utf8'))) {
      problems.push({
        file: rel(root, twin),
        message: `needs "<!-- source-hash: ${fileHash(path.join(root, 'static', 'img', image))} -->" after the XML declaration (the hash of the English diagram it translates)`,
      });
    }
  }
  for (const set of sets.filter((candidate) => !isGenerated(candidate))) {
    const zhDir = path.join(pluginI18nDir(set, root), 'current');
    for (const doc of listDocs(zhDir)) {
      const file = path.join(zhDir, doc);
      for (const { image, line } of imagesOf(fs.readFileSync(file, 'utf8'))) {
        if (isTwin(image)) {
          if (!fs.existsSync(path.join(root, 'static', 'img', image))) {
            problems.push({ file: `${rel(root, file)}:${line}`, message: `/img/${image} does not exist` });
          }
          continue;
        }
        problems.push({
          file: `${rel(root, file)}:${line}`,
          message: `shows the English diagram /img/${image}: show /img/${twinOf(image)} instead`,
        });
      }
    }
  }
  return problems;
}

/** Translation status of the diagrams, one row per image folder. */
export function diagramStatus(sets: readonly DocSet[], root = ROOT): StatusRow[] {
  const rows = new Map<string, StatusRow & { stale: StaleItem[] }>();
  for (const image of [...englishDiagrams(sets, root).keys()].sort()) {
    const folder = path.posix.dirname(image);
    const row = rows.get(folder) ?? { name: `img/${folder}`, english: 0, translated: 0, missing: 0, stale: [] };
    const english = path.join(root, 'static', 'img', image);
    const twin = path.join(root, 'static', 'img', twinOf(image));
    const counts = { english: row.english + 1, translated: row.translated, missing: row.missing };
    if (fs.existsSync(twin)) {
      counts.translated += 1;
      const recorded = SOURCE_HASH.exec(fs.readFileSync(twin, 'utf8'))?.[1];
      const hash = fileHash(english);
      if (recorded !== undefined && recorded !== hash) {
        row.stale.push({ translation: rel(root, twin), source: rel(root, english), hash });
      }
    } else counts.missing += 1;
    rows.set(folder, { ...row, ...counts });
  }
  return [...rows.values()];
}

// ---------------------------------------------------------------------------
// API strings
// ---------------------------------------------------------------------------

/** A status row of an API's strings: the set, its source file and where the translations are. */
function stringStatusRow(set: DocSet, source: string, report: TranslationReport, translationFile: string): StatusRow {
  return {
    name: `${set.id} (${source})`,
    english: report.strings.length,
    translated: report.strings.length - report.missing.length,
    missing: report.missing.length,
    stale: report.stale.map((item) => ({
      translation: `${translationFile} strings["${item.key}"]`,
      source,
      hash: shortHash(item.en),
    })),
  };
}

/** The strings of an OpenAPI spec or an AsyncAPI document against its overlay (openapi/zh-tw/). */
export function apiStringStatus(set: ReferenceSet, root = ROOT): StatusRow {
  const specFile = path.join(root, set.spec);
  const report = compareTranslation(extractStrings(readSpec(specFile)), readTranslation(specFile));
  return stringStatusRow(set, set.spec, report, rel(root, translationFileFor(specFile)));
}

/** The descriptions of a GraphQL schema against its overlay (openapi/zh-tw/<schema>.yaml). */
export function graphqlStringStatus(set: ReferenceSet, root = ROOT): StatusRow {
  const schemaFile = path.join(root, set.spec);
  const report = compareTranslation(
    graphqlStrings(fs.readFileSync(schemaFile, 'utf8')),
    readGraphqlTranslation(schemaFile),
  );
  return stringStatusRow(set, set.spec, report, rel(root, graphqlTranslationFile(schemaFile)));
}

// ---------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------

/** When the English file last changed: its last commit, or "uncommitted" when the working copy differs. */
export function englishChangeDate(file: string, root = ROOT): string {
  try {
    const dirty = execFileSync('git', ['status', '--porcelain', '--', file], { cwd: root, encoding: 'utf8' }).trim();
    if (dirty) return 'uncommitted';
    const date = execFileSync('git', ['log', '-1', '--format=%cs', '--', file], { cwd: root, encoding: 'utf8' }).trim();
    return date || 'unknown';
  } catch {
    return 'unknown';
  }
}
