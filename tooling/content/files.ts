/**
 * The repository on disk: its root, and the walkers over folders, manuals and pages that the
 * scripts, checks and tests share (what they find is judged in ./content.ts and elsewhere).
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { isGenerated, TRANSLATED_LOCALE, type DocSet, type Locale } from '../../src/data/docSets';

export const ROOT = path.resolve(__dirname, '..', '..');
export { TRANSLATED_LOCALE };

/** Files below a folder whose name passes the test, as paths relative to it, sorted. */
export function walkFiles(dir: string, keep: (name: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => keep(path.basename(file)) && fs.statSync(path.join(dir, file)).isFile())
    .sort();
}

/** Docs (md and mdx) of a folder, as paths relative to it, sorted. */
export function listDocs(dir: string): string[] {
  return walkFiles(dir, (name) => /\.mdx?$/.test(name) && !name.startsWith('_'));
}

export function pluginI18nDir(set: Pick<DocSet, 'id'>, root = ROOT): string {
  const plugin = set.id === 'default' ? 'docusaurus-plugin-content-docs' : `docusaurus-plugin-content-docs-${set.id}`;
  return path.join(root, 'i18n', TRANSLATED_LOCALE, plugin);
}

/** A page of a hand-written manual, in one locale. */
export interface ManualPage {
  readonly set: DocSet;
  readonly locale: Locale;
  /** Absolute path. */
  readonly file: string;
  /** Path relative to the repository, as messages print it. */
  readonly shown: string;
}

/** Every page of the given manuals (sets without an OpenAPI file), in English and in zh-tw. */
export function manualPages(sets: readonly DocSet[], root = ROOT): ManualPage[] {
  return sets
    .filter((set) => !isGenerated(set))
    .flatMap((set) =>
      (
        [
          ['en', path.join(root, set.path)],
          [TRANSLATED_LOCALE, path.join(pluginI18nDir(set, root), 'current')],
        ] as Array<[Locale, string]>
      ).flatMap(([locale, dir]) =>
        listDocs(dir).map((doc) => ({
          set,
          locale,
          file: path.join(dir, doc),
          shown: path.relative(root, path.join(dir, doc)),
        })),
      ),
    );
}

/** The manuals' pages (both locales) with their text, for the checks that read what a page says. */
export function manualTexts(sets: readonly DocSet[], root = ROOT): Array<ManualPage & { readonly text: string }> {
  return manualPages(sets, root).map((page) => ({ ...page, text: fs.readFileSync(page.file, 'utf8') }));
}

export function readFrontMatter(file: string): Record<string, unknown> | undefined {
  const text = fs.readFileSync(file, 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  if (!match) return undefined;
  const data: unknown = YAML.parse(match[1] ?? '');
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

/** The file that serves a doc slug, following Docusaurus's index conventions. */
export function docFileFor(dir: string, slug: string): string | undefined {
  const last = path.basename(slug);
  const candidates = [
    `${slug}.md`,
    `${slug}.mdx`,
    `${slug}/index.md`,
    `${slug}/index.mdx`,
    `${slug}/README.md`,
    `${slug}/${last}.md`,
    `${slug}/${last}.mdx`,
  ];
  return candidates.find((candidate) => fs.existsSync(path.join(dir, candidate)));
}
