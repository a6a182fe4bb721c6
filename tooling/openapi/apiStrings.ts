/**
 * The human-readable text of an OpenAPI spec and its Traditional Chinese. Every `summary` and
 * `description` (and each tag's name, as its label) is one string with a stable key, translated in
 * `openapi/zh-tw/<spec>.yaml` beside a short hash of the English it was made from: a missing
 * translation stops `npm run gen-api`, a stale one is still used and reported (`gen-api`,
 * `npm run i18n:status`). Keys, file format and what is not translated, by design:
 * tooling/openapi/README.md, *apiStrings.ts*.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

export interface ApiString {
  /** Stable key used in the translation file. */
  key: string;
  /** Real JSON pointer segments into the spec, to write the translation back. */
  at: Array<string | number>;
  en: string;
}

export interface ApiTranslationEntry {
  hash: string;
  zh: string;
}

export interface ApiTranslation {
  strings: Record<string, ApiTranslationEntry>;
}

/**
 * Prose: summaries, descriptions and titles (an AsyncAPI document titles its operations and
 * messages; an OpenAPI schema titles the alternatives of a `oneOf`, shown as tab labels). The
 * document's `info.title` stays the API's name. Example payloads and names are data.
 */
const TEXT_KEYS = new Set(['summary', 'description', 'title']);
const ASYNCAPI_DATA_KEYS = new Set(['payload', 'name']);
/** Values under these keys are data, not prose. */
const DATA_KEYS = new Set(['example', 'default', 'enum', 'const', 'x-weda']);
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

export const shortHash = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 8);

const escapePointer = (segment: string | number): string => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

/** Every translatable string of a parsed spec, in document order. */
export function extractStrings(spec: Record<string, unknown>): ApiString[] {
  const found: ApiString[] = [];
  const asyncapi = 'asyncapi' in spec;

  const walk = (value: unknown, at: Array<string | number>, keyBase: string, keyPath: string[]): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        const named =
          at[at.length - 1] === 'parameters' && item && typeof item === 'object' && 'name' in item
            ? String((item as { name: unknown }).name)
            : String(index);
        walk(item, [...at, index], keyBase, [...keyPath, escapePointer(named)]);
      });
      return;
    }
    if (!value || typeof value !== 'object') return;
    const object = value as Record<string, unknown>;
    const operationId = typeof object.operationId === 'string' ? object.operationId : undefined;
    const isOperation = operationId !== undefined && METHODS.has(String(at[at.length - 1]));
    for (const [name, child] of Object.entries(object)) {
      if (DATA_KEYS.has(name)) continue;
      if (name === 'title' && at.length === 1 && at[0] === 'info') continue;
      if (asyncapi && at[at.length - 1] !== 'properties' && ASYNCAPI_DATA_KEYS.has(name)) continue;
      // `examples` of a media type: only each example's summary and description are prose.
      const childAt = [...at, name];
      const base = isOperation ? `${operationId}:` : keyBase;
      const childPath = isOperation ? [escapePointer(name)] : [...keyPath, escapePointer(name)];
      if (name === 'value' && at[at.length - 2] === 'examples') continue;
      if (TEXT_KEYS.has(name) && typeof child === 'string') {
        found.push({ key: `${base}/${childPath.join('/')}`, at: childAt, en: child });
        continue;
      }
      walk(child, childAt, base, childPath);
    }
  };

  // Tags: the name is the page title and sidebar label, but stays the tag's id in the spec.
  const tags = (spec.tags ?? []) as Array<{ name: string; description?: string }>;
  tags.forEach((tag, index) => {
    found.push({ key: `/tags/${escapePointer(tag.name)}/name`, at: ['tags', index, 'name'], en: tag.name });
    if (tag.description) {
      found.push({
        key: `/tags/${escapePointer(tag.name)}/description`,
        at: ['tags', index, 'description'],
        en: tag.description,
      });
    }
  });
  // The contact's name is shown as prose on the landing page.
  const contact = (spec.info as { contact?: { name?: string } } | undefined)?.contact;
  if (contact?.name) found.push({ key: '/info/contact/name', at: ['info', 'contact', 'name'], en: contact.name });
  for (const [name, child] of Object.entries(spec)) {
    if (name === 'tags') continue;
    walk(child, [name], '', [escapePointer(name)]);
  }
  return found;
}

export function translationFileFor(specFile: string): string {
  return path.join(path.dirname(specFile), 'zh-tw', path.basename(specFile));
}

export function readSpec(specFile: string): Record<string, unknown> {
  return YAML.parse(fs.readFileSync(specFile, 'utf8')) as Record<string, unknown>;
}

export function readTranslation(specFile: string): ApiTranslation {
  const file = translationFileFor(specFile);
  if (!fs.existsSync(file)) return { strings: {} };
  const parsed = (YAML.parse(fs.readFileSync(file, 'utf8')) ?? {}) as Partial<ApiTranslation>;
  return { strings: parsed.strings ?? {} };
}

export interface TranslationReport {
  strings: ApiString[];
  missing: ApiString[];
  stale: ApiString[];
  /** Keys in the translation file that the spec no longer has. */
  orphans: string[];
}

export function compareTranslation(strings: ApiString[], translation: ApiTranslation): TranslationReport {
  const missing: ApiString[] = [];
  const stale: ApiString[] = [];
  const keys = new Set<string>();
  for (const item of strings) {
    keys.add(item.key);
    const entry = translation.strings[item.key];
    if (!entry || typeof entry.zh !== 'string' || entry.zh.trim() === '') missing.push(item);
    else if (String(entry.hash) !== shortHash(item.en)) stale.push(item);
  }
  const orphans = Object.keys(translation.strings).filter((key) => !keys.has(key));
  return { strings, missing, stale, orphans };
}

/** Human-readable lines for a report, each naming the translation file and the key. */
export function describeProblems(
  specFile: string,
  report: TranslationReport,
  translationFile = translationFileFor(specFile),
): { errors: string[]; warnings: string[] } {
  const file = path.relative(process.cwd(), translationFile);
  const clip = (text: string): string => JSON.stringify(text.length > 80 ? `${text.slice(0, 77)}...` : text);
  return {
    errors: [
      ...report.missing.map(
        (item) => `${file}: strings["${item.key}"] is missing: translate ${clip(item.en)} (hash ${shortHash(item.en)})`,
      ),
      ...report.orphans.map(
        (key) => `${file}: strings["${key}"] is not in ${path.basename(specFile)} any more: move or delete it`,
      ),
    ],
    warnings: report.stale.map(
      (item) =>
        `${file}: strings["${item.key}"] is stale: the English is now ${clip(item.en)}; update zh and set hash: '${shortHash(item.en)}'`,
    ),
  };
}

/**
 * Joins the lines of a wrapped Chinese paragraph: Markdown turns a line break into a space, which
 * between two Chinese characters shows as a gap. List items and paragraphs keep their breaks.
 */
export const joinChineseLines = (text: string): string =>
  text.replace(/([\p{Script=Han}，。、；：！？」』）])\n(?=[\p{Script=Han}「『（])/gu, '$1');

/** A deep copy of the spec with every translated string written in. */
export function mergeTranslation(spec: Record<string, unknown>, translation: ApiTranslation): Record<string, unknown> {
  const merged = structuredClone(spec);
  for (const item of extractStrings(spec)) {
    const entry = translation.strings[item.key];
    if (!entry?.zh?.trim()) continue;
    let parent = merged as Record<string | number, unknown>;
    for (const segment of item.at.slice(0, -1)) parent = parent[segment] as Record<string | number, unknown>;
    // A tag's name stays its id (page ids and URLs); its label is the generator's `x-displayName`,
    // which titles the tag page and its sidebar category.
    const field =
      item.at[0] === 'tags' && item.at[2] === 'name' ? 'x-displayName' : (item.at[item.at.length - 1] as string);
    parent[field] = joinChineseLines(entry.zh);
  }
  return merged;
}

/** Tag name → Chinese label. */
export function tagLabels(spec: Record<string, unknown>, translation: ApiTranslation): Map<string, string> {
  const labels = new Map<string, string>();
  for (const tag of (spec.tags ?? []) as Array<{ name: string }>) {
    labels.set(tag.name, translation.strings[`/tags/${escapePointer(tag.name)}/name`]?.zh ?? tag.name);
  }
  return labels;
}
