/**
 * The Traditional Chinese API reference.
 *
 * `npm run gen-api` writes a zh-tw copy of each spec with every string of
 * `openapi/zh-tw/<spec>.yaml` merged in (see ./apiStrings.ts), runs the same
 * OpenAPI generator on it into the set's i18n folder, and then translates what
 * the generator takes from ids rather than text: the tag pages' titles (a tag's
 * name is its id), the landing page's version line and sidebar label, and the
 * sidebar (`current.json`). Paths, operation ids, schemas, examples and code
 * samples come from the same spec, so URLs and samples are identical in both
 * locales.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { DocSet } from '../../src/data/docSets';
import { mergeTranslation, readSpec, readTranslation, tagLabels } from './apiStrings';
import { ROOT, pluginI18nDir } from './content';

/** Where the merged zh-tw spec is written and where its pages go (relative to the repository). */
export function zhApiOutput(set: Pick<DocSet, 'id' | 'openapi'>): { specPath: string; outputDir: string } {
  if (!set.openapi) throw new Error(`${set.id} has no OpenAPI file`);
  return {
    specPath: path.join('.docusaurus', 'openapi-zh-tw', path.basename(set.openapi)),
    outputDir: path.relative(ROOT, path.join(pluginI18nDir(set), 'current')),
  };
}

/** Writes the spec with its Chinese strings merged in. */
export function writeZhSpec(specFile: string, outFile: string): void {
  const merged = mergeTranslation(readSpec(specFile), readTranslation(specFile));
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, YAML.stringify(merged, { lineWidth: 0 }));
}

function replaceOnce(text: string, from: string, to: string, file: string): string {
  if (!text.includes(from)) throw new Error(`${file}: generated text to translate not found (${from.slice(0, 60)}…)`);
  return text.replace(from, () => to);
}

const quote = (text: string): string => JSON.stringify(text);

/**
 * Labels that the generator writes in English into the landing page (security schemes, contact).
 * Each is replaced where present; the e2e suite checks that the zh-tw landing shows no English label.
 */
const landingLabels: ReadonlyArray<readonly [string, string]> = [
  ['children={"Authentication"}', 'children={"驗證"}'],
  ['label={"HTTP: Bearer Auth"}', 'label={"HTTP：Bearer 驗證"}'],
  ['Security Scheme Type:', '安全性配置類型：'],
  ['HTTP Authorization Scheme:', 'HTTP 授權配置：'],
  ['Bearer format:', 'Bearer 格式：'],
  ['\n    Contact\n', '\n    聯絡資訊\n'],
];

/**
 * Finishes the generated zh-tw pages in `outputDir` (tag titles, landing labels)
 * and writes the sidebar translations next to it. Returns the number of pages.
 */
export function finishZhPages(opts: {
  setId: string;
  specFile: string;
  englishDir: string;
  outputDir: string;
}): number {
  const { setId, specFile, englishDir, outputDir } = opts;
  const spec = readSpec(specFile) as { info: { version: string } };
  const labels = tagLabels(spec, readTranslation(specFile));
  fs.rmSync(path.join(outputDir, 'sidebar.ts'), { force: true });
  const pages = fs.readdirSync(outputDir).filter((name) => name.endsWith('.mdx'));
  const english = fs.readdirSync(englishDir).filter((name) => name.endsWith('.mdx'));
  if (pages.sort().join() !== english.sort().join()) {
    throw new Error(`${outputDir}: the zh-tw pages differ from ${englishDir}'s (${pages.length} vs ${english.length})`);
  }

  const docLabels: Record<string, string> = {};
  for (const name of pages) {
    const file = path.join(outputDir, name);
    let text = fs.readFileSync(file, 'utf8');
    if (name.endsWith('.info.mdx')) {
      text = replaceOnce(
        text,
        `children={"Version: ${spec.info.version}"}`,
        `children={"版本：${spec.info.version}"}`,
        file,
      );
      text = replaceOnce(text, 'sidebar_label: Introduction', 'sidebar_label: 簡介', file);
      for (const [from, to] of landingLabels) text = text.split(from).join(to);
    } else if (name.endsWith('.tag.mdx')) {
      const tag = [...labels.keys()].find((candidate) => text.includes(`title: ${quote(candidate)}`));
      if (!tag) throw new Error(`${file}: no tag of ${specFile} matches this page`);
      const label = labels.get(tag) as string;
      text = replaceOnce(text, `title: ${quote(tag)}`, `title: ${quote(label)}`, file);
      text = replaceOnce(text, `description: ${quote(tag)}`, `description: ${quote(label)}`, file);
    } else {
      const englishText = fs.readFileSync(path.join(englishDir, name), 'utf8');
      // The generator derives the landing's path from the output folder: link the English route's.
      const infoPath = /^info_path: .*$/m.exec(englishText)?.[0];
      if (infoPath) text = text.replace(/^info_path: .*$/m, () => infoPath);
      // The sidebar item's English label (the summary) → the Chinese page's label.
      const englishLabel = /^sidebar_label: "(.*)"$/m.exec(englishText)?.[1];
      const chineseLabel = /^sidebar_label: "(.*)"$/m.exec(text)?.[1];
      if (englishLabel && chineseLabel) docLabels[JSON.parse(`"${englishLabel}"`)] = JSON.parse(`"${chineseLabel}"`);
    }
    fs.writeFileSync(file, text);
  }

  const messages: Record<string, { message: string; description: string }> = {
    'version.label': { message: '目前版本 V1.0.0', description: 'The label for version current' },
  };
  for (const [tag, label] of labels) {
    messages[`sidebar.${setId}.category.${tag}`] = {
      message: label,
      description: `The label for category ${tag} in sidebar ${setId}`,
    };
  }
  for (const [englishLabel, label] of Object.entries(docLabels)) {
    messages[`sidebar.${setId}.doc.${englishLabel}`] = {
      message: label,
      description: `The label for the doc item ${englishLabel} in sidebar ${setId}`,
    };
  }
  fs.writeFileSync(path.join(path.dirname(outputDir), 'current.json'), `${JSON.stringify(messages, null, 2)}\n`);
  return pages.length;
}
