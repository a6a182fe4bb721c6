/** What the tests expect, read from the same sources the site is built from. */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { DocSet, Locale } from '../../src/data/docSets';
import { ROOT, docFileFor, pluginI18nDir, readFrontMatter } from '../../scripts/lib/content';

/** The H1 a set's landing page must show in a locale. */
export function landingTitle(set: DocSet, locale: Locale): string {
  if (set.openapi) {
    const spec = YAML.parse(fs.readFileSync(path.join(ROOT, set.openapi), 'utf8')) as { info: { title: string } };
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
