/**
 * The Traditional Chinese API reference. `npm run gen-api` writes a zh-tw copy of each spec with the
 * strings of `openapi/zh-tw/<spec>.yaml` merged in (./apiStrings.ts), runs the same OpenAPI generator
 * on it, and then translates what the generator writes in English whatever the spec says (landing
 * page's version line, sidebar label, security and contact labels). Paths, ids, schemas, examples and
 * code samples come from the same spec, so URLs and samples are identical in both locales.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { apiPagesDir, GENERATED_DIR, type ReferenceSet } from '../../src/data/docSets';
import { uiString } from '../i18n/uiStrings';
import { mergeTranslation, readSpec, readTranslation } from './apiStrings';

/** Where the merged zh-tw spec is written and where its pages go (relative to the repository). */
export function zhApiOutput(set: Pick<ReferenceSet, 'id' | 'spec'>): { specPath: string; outputDir: string } {
  return {
    specPath: path.join(GENERATED_DIR, 'openapi-zh-tw', path.basename(set.spec)),
    outputDir: apiPagesDir(set, 'zh-tw'),
  };
}

/** Where `npm run gen-api` writes a GraphQL schema with its zh-tw descriptions merged in. */
export function zhGraphqlSchemaPath(set: Pick<ReferenceSet, 'spec'>): string {
  return path.join(GENERATED_DIR, 'graphql-zh-tw', path.basename(set.spec));
}

/** The id of a GraphQL reference's @graphql-markdown/docusaurus instance (its command: `graphql-to-doc:<id>`). */
export const graphqlPluginId = (set: Pick<ReferenceSet, 'id'>): string => `graphql-${set.id}`;

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

/**
 * A label that the generator writes in English, as written (`wrap` puts it in its markup) and as the
 * zh-tw page says it: the entry `id` of i18n/zh-tw/code.json.
 */
function zhLabel(id: string, english: string, wrap = (text: string): string => text): readonly [string, string] {
  return [wrap(english), wrap(uiString('zh-tw', id, english))];
}

/**
 * Labels that the generator writes in English into the landing page (security schemes, contact):
 * `portal.api.landing.<key>`, and the theme's own word for the authentication heading. Each is
 * replaced where present; the e2e suite checks that the zh-tw landing shows no English label.
 */
const landingLabels = (): ReadonlyArray<readonly [string, string]> => [
  zhLabel('theme.openapi.request.auth.title', 'Authentication', (text) => `children={"${text}"}`),
  zhLabel('portal.api.landing.bearerAuth', 'HTTP: Bearer Auth', (text) => `label={"${text}"}`),
  zhLabel('portal.api.landing.securitySchemeType', 'Security Scheme Type:'),
  zhLabel('portal.api.landing.authorizationScheme', 'HTTP Authorization Scheme:'),
  zhLabel('portal.api.landing.bearerFormat', 'Bearer format:'),
  zhLabel('portal.api.landing.contact', 'Contact', (text) => `\n    ${text}\n`),
];

/** Finishes the generated zh-tw landing page in `outputDir` (its English labels). Returns the number of pages. */
export function finishZhPages(opts: { specFile: string; englishDir: string; outputDir: string }): number {
  const { specFile, englishDir, outputDir } = opts;
  const spec = readSpec(specFile) as { info: { version: string } };
  const pages = fs.readdirSync(outputDir).filter((name) => name.endsWith('.mdx'));
  const english = fs.readdirSync(englishDir).filter((name) => name.endsWith('.mdx'));
  if (pages.sort().join() !== english.sort().join()) {
    throw new Error(`${outputDir}: the zh-tw pages differ from ${englishDir}'s (${pages.length} vs ${english.length})`);
  }

  for (const name of pages.filter((page) => page.endsWith('.info.mdx'))) {
    const file = path.join(outputDir, name);
    let text = fs.readFileSync(file, 'utf8');
    const version = zhLabel(
      'portal.api.landing.version',
      'Version: {version}',
      (label) => `children={"${label.replace('{version}', spec.info.version)}"}`,
    );
    text = replaceOnce(text, ...version, file);
    text = replaceOnce(
      text,
      ...zhLabel('portal.api.landing.introduction', 'Introduction', (label) => `sidebar_label: ${label}`),
      file,
    );
    for (const [from, to] of landingLabels()) text = text.split(from).join(to);
    fs.writeFileSync(file, text);
  }
  return pages.length;
}
