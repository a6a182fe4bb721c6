/**
 * `llms.txt` (https://llmstxt.org) of a locale and `llms-full.txt` of a documentation set, from the
 * pages' Markdown copies and the doc-set table.
 */
import { defaultLocale, locales, type DocSet, type Locale } from '../../src/data/docSets';
import { uiStrings } from '../../tooling/i18n/uiStrings';

export interface PageEntry {
  title: string;
  description: string;
  /** Absolute URL of the page's Markdown copy. */
  mdUrl: string;
  markdown: string;
  /** Unlisted pages (`unlisted: true`) get a Markdown copy but are left out of llms.txt and llms-full.txt. */
  listed: boolean;
}

/** The English of the index's text; its zh-tw text is `portal.llms.<key>` of i18n/zh-tw/references.json. */
const messages = {
  about:
    'Every page of the portal is also published as Markdown: add `.md` to its URL. Each documentation set has all its pages in one file, `llms-full.txt` under its base path, listed first in its section.',
  otherLocale: 'This index in Traditional Chinese: ',
  wholeSet: ': all pages in one file',
} as const;

/** One line of text: Markdown link text and descriptions must not break the list item. */
const oneLine = (value: string, max = 300): string => {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
};
const linkText = (value: string): string => oneLine(value).replace(/([[\]\\])/g, '\\$1');

const localeRoot = (siteUrl: string, locale: Locale): string =>
  `${siteUrl}${locale === defaultLocale ? '' : `/${locale}`}/`;

export function llmsIndex(options: {
  locale: Locale;
  siteUrl: string;
  baseUrl: string;
  title: string;
  tagline: string;
  sets: ReadonlyArray<{ set: DocSet; pages: readonly PageEntry[] }>;
}): string {
  const { locale, siteUrl, title, tagline, sets } = options;
  const other = locales.filter((name) => name !== locale);
  const text = uiStrings(locale, 'portal.llms', messages);
  const lines = [
    `# ${title}`,
    '',
    `> ${oneLine(tagline)}`,
    '',
    text.about,
    '',
    ...other.map((name) => `- ${text.otherLocale}${localeRoot(siteUrl, name)}llms.txt`),
  ];
  for (const { set, pages } of sets) {
    lines.push(
      '',
      `## ${set.label[locale]}`,
      '',
      `- [${linkText(`${set.label[locale]}${text.wholeSet}`)}](${localeRoot(siteUrl, locale)}${set.routeBasePath}/llms-full.txt): ${oneLine(set.description[locale])}`,
      ...pages
        .filter((page) => page.listed)
        .map(
          (page) =>
            `- [${linkText(page.title)}](${page.mdUrl})${page.description ? `: ${oneLine(page.description)}` : ''}`,
        ),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** A whole documentation set in one Markdown file, its listed pages in sidebar order. */
export function llmsFull(set: DocSet, locale: Locale, baseUrl: string, pages: readonly PageEntry[]): string {
  const head = `# ${set.label[locale]}\n\n> ${oneLine(set.description[locale])}\n\nSource: ${baseUrl}\n`;
  return [head, ...pages.filter((page) => page.listed).map((page) => page.markdown)].join('\n');
}
