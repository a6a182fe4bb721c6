/**
 * Traditional Chinese for the generated API reference pages.
 *
 * Operation pages stay in English (their chrome is translated through
 * i18n/zh-tw/code.json). The landing page and the tag overview pages are
 * translated from `openapi/zh-tw/<spec>.yaml`, which holds the Chinese
 * `info.description` and, per tag, its label and description. This module
 * writes the translated copies and the sidebar `current.json` into
 * i18n/zh-tw/docusaurus-plugin-content-docs-<set id>/ (build products).
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { clean } from 'docusaurus-plugin-openapi-docs/lib/markdown/utils';

interface Spec {
  info: { title: string; version: string; description?: string };
  tags?: Array<{ name: string; description?: string }>;
}

export interface SpecTranslation {
  info: { description: string };
  tags: Record<string, { label: string; description: string }>;
}

export function translationFileFor(specFile: string): string {
  return path.join(path.dirname(specFile), 'zh-tw', path.basename(specFile));
}

/** Reads and checks a translation file against its spec; every problem names the file and what to add. */
export function loadTranslation(specFile: string): SpecTranslation {
  const file = path.relative(process.cwd(), translationFileFor(specFile));
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: it translates ${specFile}'s landing and tag pages`);
  const spec = YAML.parse(fs.readFileSync(specFile, 'utf8')) as Spec;
  const translation = YAML.parse(fs.readFileSync(file, 'utf8')) as Partial<SpecTranslation>;
  const problems: string[] = [];
  if (!translation.info?.description?.trim()) problems.push('info.description is empty');
  for (const tag of spec.tags ?? []) {
    const entry = translation.tags?.[tag.name];
    if (!entry?.label?.trim() || !entry.description?.trim()) {
      problems.push(`tags["${tag.name}"] needs a label and a description`);
    }
  }
  if (problems.length > 0) throw new Error(`${file}: ${problems.join('; ')}`);
  return translation as SpecTranslation;
}

function replaceOnce(text: string, from: string, to: string, file: string): string {
  if (!text.includes(from)) throw new Error(`${file}: generated text to translate not found (${from.slice(0, 60)}…)`);
  return text.replace(from, () => to);
}

const quote = (text: string): string => JSON.stringify(text.replace(/"/g, "'"));
const firstLine = (text: string): string => (text.match(/[^\r\n]+/)?.[0] ?? '').replace(/"/g, "'");

/** Writes the zh-tw copies of the landing and tag pages and the sidebar translations. */
export function writeApiTranslations(opts: {
  setId: string;
  specFile: string;
  outputDir: string;
  i18nDir: string;
}): number {
  const { setId, specFile, outputDir, i18nDir } = opts;
  const spec = YAML.parse(fs.readFileSync(specFile, 'utf8')) as Spec;
  const zh = loadTranslation(specFile);
  const currentDir = path.join(i18nDir, 'current');
  fs.rmSync(currentDir, { recursive: true, force: true });
  fs.mkdirSync(currentDir, { recursive: true });
  let written = 0;

  for (const name of fs.readdirSync(outputDir)) {
    const source = path.join(outputDir, name);
    let text = fs.readFileSync(source, 'utf8');
    if (name.endsWith('.info.mdx')) {
      text = replaceOnce(text, clean(spec.info.description ?? ''), clean(zh.info.description), source);
      text = replaceOnce(
        text,
        `description: ${quote(firstLine(spec.info.description ?? ''))}`,
        `description: ${quote(firstLine(zh.info.description))}`,
        source,
      );
      text = replaceOnce(
        text,
        `children={"Version: ${spec.info.version}"}`,
        `children={"版本：${spec.info.version}"}`,
        source,
      );
      text = replaceOnce(text, 'sidebar_label: Introduction', 'sidebar_label: 簡介', source);
    } else if (name.endsWith('.tag.mdx')) {
      const tag = spec.tags?.find((candidate) => text.includes(`title: ${quote(candidate.name)}`));
      if (!tag) throw new Error(`${source}: no tag of ${specFile} matches this page`);
      const entry = zh.tags[tag.name] as { label: string; description: string };
      text = replaceOnce(text, `title: ${quote(tag.name)}`, `title: ${quote(entry.label)}`, source);
      text = replaceOnce(
        text,
        `description: ${quote(tag.name)}`,
        `description: ${quote(firstLine(entry.description))}`,
        source,
      );
      text = replaceOnce(text, clean(tag.description ?? ''), clean(entry.description), source);
    } else {
      continue;
    }
    fs.writeFileSync(path.join(currentDir, name), text);
    written += 1;
  }

  const messages: Record<string, { message: string; description: string }> = {
    'version.label': { message: '目前版本 V1.0.0', description: 'The label for version current' },
  };
  for (const tag of spec.tags ?? []) {
    messages[`sidebar.${setId}.category.${tag.name}`] = {
      message: (zh.tags[tag.name] as { label: string }).label,
      description: `The label for category ${tag.name} in sidebar ${setId}`,
    };
  }
  fs.writeFileSync(path.join(i18nDir, 'current.json'), `${JSON.stringify(messages, null, 2)}\n`);
  return written;
}
