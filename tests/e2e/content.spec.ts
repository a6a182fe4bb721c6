import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, listDocs, pluginI18nDir, readFrontMatter } from '../../tooling/content/files';
import { indexFilesByContext } from '../../tooling/search/searchIndexFiles';
import { defaultLocale, productManuals } from '../../src/data/docSets';
import { expect, landingUrl, locales, localized, open, test } from './fixtures';
import { servedPage } from './html';
import { builtImages, topLevelSections } from './site';

for (const locale of locales) {
  // Served HTML (tests/e2e/html.ts): the sidebar is in every page as served.
  test(`every manual's sections are in its sidebar and open (${locale})`, async ({ request }) => {
    for (const set of productManuals()) {
      const url = localized(locale, landingUrl(set));
      const $ = await servedPage(request, url);
      const topLevel = $('.theme-doc-sidebar-container nav > ul > li.theme-doc-sidebar-item-category');
      const labels = topLevel.map((_, item) => $(item).children('div').find('.menu__link').first().text().trim()).get();
      expect.soft([...labels].sort(), `${url}: top-level sections`).toEqual(topLevelSections(set, locale));
      const hrefs = topLevel.map((_, item) => $(item).children('div').find('a.menu__link').attr('href') ?? '').get();
      for (const href of hrefs.filter((h) => h.startsWith('/'))) {
        expect.soft((await request.get(href)).status(), href).toBe(200);
      }
    }
  });

  test(`every image of the manuals is served as an image (${locale})`, async ({ request }) => {
    const pages = builtImages(locale);
    expect(pages.size).toBeGreaterThan(20);
    // The bundler inlines small pictures as data: URIs; the others are files the server must return.
    const sources = new Set([...pages.values()].flat());
    expect(sources.size).toBeGreaterThan(20);
    // Every diagram's labels are in the page's language: the zh-tw pages show the zh-tw twins.
    const labelled = (svg: string, src: string): void => {
      const labels = [...svg.matchAll(/<text[^>]*>([\s\S]*?)<\/text>/g)].map((match) => match[1]).join(' ');
      if (locale === 'zh-tw') expect(labels, `Chinese labels in ${src.slice(0, 80)}`).toMatch(/\p{Script=Han}/u);
      else expect(labels, `English labels in ${src.slice(0, 80)}`).not.toMatch(/\p{Script=Han}/u);
    };
    for (const src of sources) {
      if (src.startsWith('data:image/svg+xml;base64,')) {
        const svg = Buffer.from(src.slice('data:image/svg+xml;base64,'.length), 'base64').toString('utf8');
        expect(svg, src.slice(0, 80)).toMatch(/<svg[\s\S]*<\/svg>\s*$/);
        labelled(svg, src);
        continue;
      }
      expect(src, 'image source').toMatch(/^\//);
      const response = await request.get(src);
      expect(response.status(), src).toBe(200);
      expect(response.headers()['content-type'], src).toMatch(/^image\//);
      if (src.endsWith('.svg')) labelled(await response.text(), src);
    }
  });

  test(`images render with alt text on a page of every manual (${locale})`, async ({ page }) => {
    test.setTimeout(180_000);
    const pages = [...builtImages(locale).keys()];
    for (const set of productManuals()) {
      const url = pages.find((p) => p.startsWith(localized(locale, `/${set.routeBasePath}/`)));
      if (!url) throw new Error(`${set.id} has no page with a picture (the content issues ask for one per set)`);
      await open(page, url);
      const images = page.locator('article img');
      for (let i = 0; i < (await images.count()); i += 1) {
        const image = images.nth(i);
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), { message: url })
          .toBeGreaterThan(0);
        expect((await image.getAttribute('alt'))?.length ?? 0, `alt text on ${url}`).toBeGreaterThan(10);
      }
    }
  });
}

const unlisted = '/SignageCMSV2/Product_Updates/Upcoming/Preview_Remote_Screenshot';

test('the unlisted preview page shows the banner and stays out of the sitemap and search', async ({
  page,
  request,
}) => {
  await open(page, unlisted);
  await expect(page.locator('.theme-unlisted-banner, .alert--warning').first()).toContainText('Unlisted page');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/SignageCMSV2/Product_Updates/Upcoming/New_Features');
  expect(sitemap).not.toContain(unlisted);
  for (const dir of ['build', 'build/zh-tw']) {
    for (const file of indexFilesByContext(path.join(ROOT, dir)).values()) {
      expect(fs.readFileSync(file, 'utf8'), path.relative(ROOT, file)).not.toContain('Preview_Remote_Screenshot');
    }
  }
  await open(page, `/zh-tw${unlisted}`);
  await expect(page.locator('.theme-unlisted-banner, .alert--warning').first()).toContainText('未列出的頁面');
});

test('WEDA tag pages list exactly the pages tagged NVIDIA, Qualcomm and QNN SDK', async ({ page }) => {
  const weda = path.join(ROOT, 'weda/docs');
  for (const [tag, slug] of [
    ['NVIDIA', 'nvidia'],
    ['Qualcomm', 'qualcomm'],
    ['QNN SDK', 'qnn-sdk'],
  ] as const) {
    const expected = listDocs(weda)
      .filter((doc) => (readFrontMatter(path.join(weda, doc))?.tags as string[] | undefined)?.includes(tag))
      .map((doc) => `/weda/docs/${doc.replace(/\.mdx?$/, '').replace(/^(.+)\/([^/]+)\/\2$/, '$1/$2')}`)
      .sort();
    expect(expected.length, `pages tagged ${tag}`).toBeGreaterThan(0);
    await open(page, `/weda/docs/tags/${slug}`);
    const listed = await page
      .locator('main article > a:has(h2)')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '').sort());
    expect(listed).toEqual(expected);
  }
  await open(page, '/weda/docs/tags');
  await expect(page.locator('main a[href="/weda/docs/tags/qnn-sdk"]')).toBeVisible();
});

for (const locale of locales) {
  test(`a doc page shows when its own file last changed, in the reader's date format (${locale})`, async ({ page }) => {
    const set = productManuals().find((candidate) => candidate.id === 'edgehub');
    if (!set) throw new Error('src/data/docSets.ts has no edgehub manual');
    const doc = 'Introduction/Getting_Started';
    const source =
      locale === defaultLocale
        ? path.join(ROOT, set.path, `${doc}.md`)
        : path.join(pluginI18nDir(set), 'current', `${doc}.md`);
    const committed = execFileSync('git', ['log', '-1', '--format=%cI', '--', source], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
    expect(committed, `${source} has no commit`).not.toBe('');
    await open(page, localized(locale, `/${set.routeBasePath}/${doc}`));
    const time = page.locator('.theme-last-updated time');
    await expect(time).toHaveAttribute('datetime', new Date(committed).toISOString());
    await expect(time).toHaveText(
      locale === defaultLocale ? /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/ : /^\d{4}年\d{1,2}月\d{1,2}日$/,
    );
    await expect(page.locator('.theme-last-updated')).toContainText(
      locale === defaultLocale ? 'Last updated on' : '最後於',
    );
  });
}
