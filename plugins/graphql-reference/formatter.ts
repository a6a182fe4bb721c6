/**
 * The MDX formatter of the GraphQL reference, given to @graphql-markdown/docusaurus as its documented
 * `formatter` option. It keeps the plugin's Docusaurus formatter but writes links as routes (so they
 * work from both locales' folders), labels and orders sidebar categories in the locale being
 * generated, adds each query's and mutation's samples (tooling/graphql/graphqlSamples.ts) and puts
 * the generator's own labels in Chinese on zh-tw pages. `npm run gen-api` runs the generator once per
 * locale, with `DOCUSAURUS_CURRENT_LOCALE` set to it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { defaultLocale, locales, type Locale } from '../../src/data/docSets';
import {
  firstSentence,
  graphqlCategoryLabel,
  GRAPHQL_CATEGORY_ORDER,
  graphqlSamplesSection,
  translateGeneratorLabels,
} from '../../tooling/graphql/graphqlReference';

export {
  formatMDXAdmonition,
  formatMDXBadge,
  formatMDXBullet,
  formatMDXDetails,
  formatMDXFrontmatter,
  formatMDXNameEntity,
  formatMDXSpecifiedByLink,
  mdxDeclaration,
} from '@graphql-markdown/docusaurus/mdx';

/** The locale being generated: tooling/graphql/pageGenerator.ts sets it for each generator run, in this process. */
const locale = (): Locale => locales.find((name) => name === process.env.DOCUSAURUS_CURRENT_LOCALE) ?? defaultLocale;

/** A link to another page of the reference, as a route. */
export const formatMDXLink = ({ text, url }: { text: string; url: string }): { text: string; url: string } => ({
  text,
  url,
});

interface CategoryEvent {
  readonly data: { readonly dirPath: string; readonly category: string };
}

/** `_category_.yml` of a folder: its label in the locale, its place in the sidebar. */
export const beforeGenerateIndexMetafileHook = async (event: CategoryEvent): Promise<void> => {
  const { dirPath, category } = event.data;
  const key = category.toLowerCase();
  const label = graphqlCategoryLabel(key, locale()) ?? category;
  const position = GRAPHQL_CATEGORY_ORDER.indexOf(key) + 1 || GRAPHQL_CATEGORY_ORDER.length + 1;
  fs.mkdirSync(dirPath, { recursive: true });
  fs.writeFileSync(
    path.join(dirPath, '_category_.yml'),
    `label: ${JSON.stringify(label)}\nkey: ${JSON.stringify(`${path.basename(path.dirname(dirPath))}-${key}`)}\nposition: ${position}\nlink: null\ncollapsible: true\ncollapsed: ${key === 'queries' || key === 'mutations' ? 'false' : 'true'}\n`,
  );
};

interface ComposeEvent {
  readonly data: {
    readonly type: unknown;
    readonly name: string;
    readonly sections: Record<string, { content?: unknown; title?: string } | undefined>;
  };
  output: string[];
}

/** Query and mutation pages: the samples, after the code block that shows the operation's signature. */
export const beforeComposePageTypeHook = async (event: ComposeEvent): Promise<void> => {
  // The page's front matter gets the first sentence of its description: search and llms.txt show it.
  const header = event.data.sections.header;
  const described = firstSentence((event.data.type as { description?: string | null } | null)?.description);
  if (header && typeof header.content === 'string' && described && !/^description:/m.test(header.content)) {
    header.content = header.content.replace(/\n---\s*$/, `\ndescription: ${JSON.stringify(described)}\n---`);
  }
  const section = graphqlSamplesSection(event.data.type, locale());
  if (!section) return;
  event.data.sections.samples = { content: section };
  const at = event.output.indexOf('code');
  event.output.splice(at < 0 ? event.output.length : at + 1, 0, 'samples');
};

interface PrintEvent {
  output: string;
}

/** The generator's sections as the page's second-level headings, with its labels in the locale. */
export const afterPrintTypeHook = async (event: PrintEvent): Promise<void> => {
  if (typeof event.output === 'string') event.output = translateGeneratorLabels(event.output, locale());
};
