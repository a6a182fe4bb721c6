/** What the tests expect, read from the same sources the site is built from. */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {
  productSets,
  sidebarCategoryKey,
  type DocSet,
  type Locale,
  type ReferenceKindId,
  type ReferenceSet,
} from '../../src/data/docSets';
import { ROOT, docFileFor, pluginI18nDir, readFrontMatter, walkFiles } from '../../tooling/content/files';

/** The references of one kind, in table order: the pages the tests of that kind's pages visit. */
export const referencesOfKind = (kind: ReferenceKindId): ReferenceSet[] =>
  productSets.filter((set): set is ReferenceSet => set.kind === kind);

/** The H1 a set's landing page must show in a locale. */
export function landingTitle(set: DocSet, locale: Locale): string {
  if (set.kind === 'graphql' || set.kind === 'asyncapi') return set.label[locale];
  if (set.kind === 'openapi') {
    const spec = YAML.parse(fs.readFileSync(path.join(ROOT, set.spec), 'utf8')) as { info: { title: string } };
    return spec.info.title;
  }
  const dir = locale === 'en' ? path.join(ROOT, set.path) : path.join(pluginI18nDir(set), 'current');
  const file = docFileFor(dir, set.landing);
  if (!file) throw new Error(`${set.id}: no landing page file for "${set.landing}" in ${dir}`);
  const title = readFrontMatter(path.join(dir, file))?.title;
  if (typeof title !== 'string') throw new Error(`${path.join(dir, file)}: no title`);
  return title;
}

/** The current year, as the footer must show it. */
export const thisYear = String(new Date().getFullYear());

/** Top-level sections (folders) of a manual, with their sidebar label in a locale. */
export function topLevelSections(set: DocSet, locale: Locale): string[] {
  const dir = path.join(ROOT, set.path);
  const translations =
    locale === 'en'
      ? {}
      : (JSON.parse(fs.readFileSync(path.join(pluginI18nDir(set), 'current.json'), 'utf8')) as Record<
          string,
          { message: string }
        >);
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, '_category_.json')))
    .map((entry) => {
      const label = (
        JSON.parse(fs.readFileSync(path.join(dir, entry.name, '_category_.json'), 'utf8')) as { label: string }
      ).label;
      return locale === 'en' ? label : (translations[sidebarCategoryKey(label)]?.message ?? label);
    })
    .sort();
}

/** Built pages of a locale (URL paths) mapped to the image sources they contain. */
export function builtImages(locale: Locale): Map<string, string[]> {
  const buildRoot = path.join(ROOT, 'build');
  const localeDir = path.join(buildRoot, locale === 'en' ? '' : locale);
  const pages = new Map<string, string[]>();
  const html = walkFiles(localeDir, (name) => name.endsWith('.html') && name !== '404.html').filter(
    (file) => !file.startsWith(`assets${path.sep}`) && !(locale === 'en' && file.startsWith(`zh-tw${path.sep}`)),
  );
  for (const file of html) {
    const full = path.join(localeDir, file);
    const text = fs.readFileSync(full, 'utf8');
    const article = text.slice(text.indexOf('<article'), text.lastIndexOf('</article>'));
    const sources = [...article.matchAll(/<img [^>]*?src="?([^"\s>]+)/g)].map((m) => m[1] as string);
    if (sources.length > 0) {
      pages.set(
        `/${path
          .relative(buildRoot, full)
          .replace(/\.html$/, '')
          .replace(/\/index$/, '')}`,
        sources,
      );
    }
  }
  return pages;
}

/** Paths of the built pages of a locale, as its sitemap lists them (with the locale prefix). */
export function builtPaths(locale: Locale): string[] {
  const file = path.join(ROOT, 'build', locale === 'en' ? '' : locale, 'sitemap.xml');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the site first (npm run build)`);
  return [...fs.readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] as string).pathname,
  );
}

interface SpecOperation {
  operationId: string;
  description?: string;
  /** The operation's parameters and those of its path. */
  parameters: unknown[];
  requestBody?: unknown;
}

/** The operations of an API reference's spec, in the order of the file. */
export function specOperations(set: DocSet): SpecOperation[] {
  if (set.kind !== 'openapi') throw new Error(`${set.id} is not an OpenAPI reference`);
  const spec = YAML.parse(fs.readFileSync(path.join(ROOT, set.spec), 'utf8')) as {
    paths: Record<string, Record<string, SpecOperation> & { parameters?: unknown[] }>;
  };
  return Object.values(spec.paths).flatMap((item) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([, operation]) => operation as SpecOperation)
      .map((operation) => ({
        ...operation,
        parameters: [...(item.parameters ?? []), ...(operation.parameters ?? [])],
      })),
  );
}

/** A UI string of the theme or our components in a locale: its English, or its translation in `code.json`. */
export function uiText(locale: Locale, id: string, english: string): string {
  if (locale === 'en') return english;
  const file = path.join(ROOT, 'i18n', locale, 'code.json');
  const message = (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { message: string }>)[id]?.message;
  if (!message) throw new Error(`${file} has no "${id}"`);
  return message;
}
