/**
 * The Markdown copies of the pages (plugins/markdown-copies): `<page>.md` sampled across every
 * documentation set and both API references in every locale, each locale's `llms.txt`, every set's
 * `llms-full.txt`, and the "Copy page as Markdown" button. The samples come from the doc-set table
 * and the built sitemap, so a new set is covered.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { defaultLocale, type DocSet, type Locale } from '../../src/data/docSets';
import { vendor } from '../../src/data/site';
import { ROOT } from '../../tooling/content/files';
import { axeBuilder, expect, landingUrl, locales, localePrefix, localized, open, productSets, test } from './fixtures';
import { builtPaths, landingTitle, uiText } from './site';

const BUILD = path.join(ROOT, 'build');
const SITE = vendor.docsUrl;
const CJK = /[\u4e00-\u9fff]/g;

const builtFile = (pathname: string, extension: string): string =>
  path.join(BUILD, `${decodeURI(pathname).replace(/^\//, '')}${extension}`);

/** Pages of a set in a locale that have a Markdown copy (doc and API pages, not category lists). */
function pagesOf(set: DocSet, locale: Locale): string[] {
  const base = localized(locale, `/${set.routeBasePath}`);
  return builtPaths(locale).filter(
    (pathname) => (pathname === base || pathname.startsWith(`${base}/`)) && fs.existsSync(builtFile(pathname, '.md')),
  );
}

/** The landing page, the first page and one from the middle of each set. */
function samples(set: DocSet, locale: Locale): string[] {
  const pages = pagesOf(set, locale);
  return [...new Set([localized(locale, landingUrl(set)), pages[0], pages[Math.floor(pages.length / 2)]])].filter(
    (page): page is string => page !== undefined,
  );
}

/** Markdown without its fenced code (code may show tags and relative paths on purpose). */
const withoutCode = (markdown: string): string => markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');

const HTML_TAG =
  /<\/?(div|span|p|a|table|thead|tbody|tr|td|th|pre|code|button|svg|path|details|summary|h[1-6]|ul|ol|li|img|br|header|footer|nav|article|strong|em)\b[^>]*>/i;

async function get(request: APIRequestContext, url: string): Promise<{ status: number; type: string; body: string }> {
  const response = await request.get(url);
  return { status: response.status(), type: response.headers()['content-type'] ?? '', body: await response.text() };
}

for (const locale of locales) {
  test.describe(`Markdown copies (${locale})`, () => {
    for (const set of productSets) {
      test(`${set.id}: sampled pages as Markdown`, async ({ request }) => {
        const pages = samples(set, locale);
        expect(pages.length, `${set.id} has pages with a Markdown copy in ${locale}`).toBeGreaterThan(0);
        for (const pathname of pages) {
          const { status, type, body } = await get(request, `${pathname}.md`);
          expect(status, `${pathname}.md`).toBe(200);
          expect(type, `${pathname}.md`).toBe('text/markdown; charset=utf-8');
          expect(body, `${pathname}.md starts with its title, no front matter`).toMatch(/^# \S/);
          expect(body).not.toMatch(/^---\n/);
          expect(body.split('\n')[2], `${pathname}.md names its page`).toBe(`Source: ${SITE}${pathname}`);
          const prose = withoutCode(body);
          expect(prose.match(HTML_TAG)?.[0], `${pathname}.md: an HTML tag outside code`).toBeUndefined();
          // Links and images; an escaped `\](` is text that only looks like one.
          const relative = [...prose.matchAll(/(?<!\\)\]\(([^)\s]+)/g)]
            .map((match) => match[1] as string)
            .filter((href) => !/^(https?:|mailto:)/.test(href));
          expect(relative, `${pathname}.md: links must be absolute`).toEqual([]);

          // What the page shows, its Markdown keeps.
          const html = fs.readFileSync(builtFile(pathname, '.html'), 'utf8');
          const article = html.slice(html.indexOf('theme-doc-markdown'), html.lastIndexOf('</article>'));
          if (/<h2[ >]/.test(article)) expect(body, `${pathname}.md: its sections`).toMatch(/^## \S/m);
          if (/<table[ >]/.test(article)) expect(body, `${pathname}.md: its tables`).toMatch(/^\| ?-+ ?\|/m);
          const language = /class="?[^">]*\blanguage-([\w+#-]+)[^>]*codeBlockContainer/.exec(article)?.[1];
          if (language) expect(body, `${pathname}.md: its code, with the language`).toContain(`\`\`\`${language}\n`);
          if (locale !== defaultLocale) {
            expect((prose.match(CJK) ?? []).length, `${pathname}.md is in Chinese`).toBeGreaterThan(20);
          }
        }
      });
    }

    test('the API pages carry their parameters, bodies and code samples', async ({ request }) => {
      const prefix = localePrefix(locale);
      const { body } = await get(request, `${prefix}/APIs/EdgeHub/latest-data.md`);
      expect(body).toContain('**POST** `/api/v1/data/latest`');
      expect(body).toMatch(/^- `tags` \(/m);
      expect(body).toContain('"scadaId": "SCADA-TPE-0001"');
      for (const fence of ['```bash', '```python', '```go', '```java']) expect(body).toContain(fence);
      const query = await get(request, `${prefix}/APIs/EdgeHub/get-gateways.md`);
      expect(query.body).toMatch(/^\| `pageSize` \| integer \|/m);
    });

    test('llms.txt lists every set and its pages as absolute .md links', async ({ request }) => {
      const { status, type, body } = await get(request, localized(locale, '/llms.txt'));
      expect(status).toBe(200);
      expect(type).toBe('text/plain; charset=utf-8');
      const lines = body.split('\n');
      expect(lines[0]).toMatch(/^# \S/);
      expect(lines[2]).toMatch(/^> \S/);
      for (const set of productSets) {
        expect(lines, `a section for ${set.id}`).toContain(`## ${set.label[locale]}`);
        expect(body).toContain(`](${SITE}${localized(locale, `/${set.routeBasePath}`)}/llms-full.txt): `);
      }
      const links = lines.filter((line) => line.startsWith('- ['));
      for (const line of links) expect(line).toMatch(/^- \[.+\]\(https:\/\/\S+\.(md|txt)\)(: \S.*)?$/);
      const pages = links.flatMap((line) => /\]\((\S+\.md)\)/.exec(line)?.[1] ?? []);
      expect(pages.length).toBeGreaterThan(200);
      // Every page it lists is there.
      for (let i = 0; i < pages.length; i += 25) {
        const statuses = await Promise.all(
          pages.slice(i, i + 25).map(async (url) => (await request.head(url.replace(SITE, ''))).status()),
        );
        statuses.forEach((code, j) => expect(code, pages[i + j]).toBe(200));
      }
      if (locale !== defaultLocale) expect((body.match(CJK) ?? []).length).toBeGreaterThan(1000);
    });

    for (const set of productSets) {
      test(`${set.id}: llms-full.txt holds the whole set in sidebar order`, async ({ request }) => {
        const url = localized(locale, `/${set.routeBasePath}/llms-full.txt`);
        const { status, type, body } = await get(request, url);
        expect(status, url).toBe(200);
        expect(type).toBe('text/plain; charset=utf-8');
        expect(body.startsWith(`# ${set.label[locale]}\n`)).toBe(true);
        expect(body).toContain(`\n# ${landingTitle(set, locale)}\n`);
        const sources = [...body.matchAll(/^Source: (\S+)$/gm)].map((match) => (match[1] as string).replace(SITE, ''));
        // The sitemap leaves unlisted pages out, as llms-full.txt does.
        expect(sources.length - 1, 'every listed page with a Markdown copy').toBe(pagesOf(set, locale).length);
        // The sidebar of the landing page, as rendered, lists pages in the same order.
        const landing = fs.readFileSync(builtFile(localized(locale, landingUrl(set)), '.html'), 'utf8');
        const sidebar = landing.slice(landing.indexOf('theme-doc-sidebar-menu'));
        const order = [...sidebar.matchAll(/class="?menu__link[^>]*href=("?)([^"\s>]+)\1/g)]
          .map((match) => decodeURI(match[2] as string))
          .filter((href) => sources.includes(href));
        const positions = order.map((href) => sources.indexOf(href));
        expect(positions, 'pages in sidebar order').toEqual([...positions].sort((a, b) => a - b));
      });
    }
  });
}

test.describe('Copy page as Markdown', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  });

  const cases: Array<[Locale, string]> = [
    ['en', '/EdgeHub/Introduction/What_is_EdgeHub'],
    ['zh-tw', '/zh-tw/EdgeHub/Introduction/What_is_EdgeHub'],
    ['en', '/APIs/EdgeHub/latest-data'],
  ];
  for (const [locale, url] of cases) {
    test(`copies ${url} from the keyboard and says so`, async ({ page, request }) => {
      await open(page, url);
      const button = page.getByRole('button', {
        name: uiText(locale, 'portal.copyPage.button', 'Copy page as Markdown'),
        exact: true,
      });
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText(
        uiText(locale, 'portal.copyPage.copied', 'Copied the page as Markdown'),
      );
      const clipboard = await page.evaluate(() => navigator.clipboard.readText());
      expect(clipboard).toBe((await get(request, `${url}.md`)).body);
      const { violations } = await axeBuilder(page).include('.copy-page-markdown').analyze();
      expect(violations.map((violation) => violation.id)).toEqual([]);
    });
  }
});
