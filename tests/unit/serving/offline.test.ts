import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultLocale, translatedLocales } from '../../../src/data/docSets';
import {
  isHashedAsset,
  isSearchIndex,
  localePrefixOf,
  LOCALE_PREFIXES,
  pageKey,
  savedCacheName,
  shellCacheName,
  shellPages,
} from '../../../src/data/offline';
import { shellOf } from '../../../tooling/serving/serviceWorker';
import { scratch } from '../fixtures';

test('the service worker knows every locale of the site, the default last', () => {
  assert.deepEqual(LOCALE_PREFIXES, [...translatedLocales.map((locale) => `/${locale}`), '']);
  assert.equal(defaultLocale, 'en');
  // Each worker keeps its home page and every locale's offline page.
  assert.deepEqual(shellPages(''), ['/', '/zh-tw/offline', '/offline']);
  assert.deepEqual(shellPages('/zh-tw'), ['/zh-tw/', '/zh-tw/offline', '/offline']);
  assert.equal(localePrefixOf('/zh-tw/EdgeHub/x'), '/zh-tw');
  assert.equal(localePrefixOf('/zh-tw'), '/zh-tw');
  assert.equal(localePrefixOf('/zh-twx/EdgeHub'), '');
  assert.equal(localePrefixOf('/EdgeHub/x'), '');
});

test('hashed files are cached first, the release file and pages are not', () => {
  assert.ok(isHashedAsset('/assets/js/17896441.5e43bb69.js'));
  assert.ok(isHashedAsset('/zh-tw/assets/images/diagram-1a2b3c.svg'));
  assert.ok(isHashedAsset('/search-index-EdgeHub-f4fd63f9.json'));
  assert.ok(!isHashedAsset('/release.json'), 'the release file must always come from the network');
  assert.ok(!isHashedAsset('/EdgeHub/Introduction/What_is_EdgeHub'));
  assert.ok(isSearchIndex('/zh-tw/search-index-weda-docs-f4fd63f9.json'));
  assert.ok(isSearchIndex('/search-index-f4fd63f9.json'));
  assert.ok(!isSearchIndex('/search-index.json'));
});

test('pages are cached under their path: no query string, fragment or trailing slash', () => {
  assert.equal(pageKey('/search?q=gateway'), '/search');
  assert.equal(pageKey('/EdgeHub/FAQ?utm_source=mail#top'), '/EdgeHub/FAQ');
  assert.equal(pageKey('/SignageBI/Dashboard/'), '/SignageBI/Dashboard');
  assert.equal(pageKey('http://127.0.0.1:4173/zh-tw/EdgeHub/FAQ?x=1'), '/zh-tw/EdgeHub/FAQ');
  assert.equal(pageKey('/'), '/');
  assert.equal(pageKey('/zh-tw/'), '/zh-tw/');
  assert.equal(pageKey('/zh-tw/?utm_source=x'), '/zh-tw/');
  // A saved manual's cache is named by locale and base path, so two locales' copies never mix.
  assert.notEqual(savedCacheName('', 'EdgeHub'), savedCacheName('/zh-tw', 'EdgeHub'));
  // Each locale's worker keeps its own shell: a new zh-tw worker must not drop the English home page.
  assert.notEqual(shellCacheName(''), shellCacheName('/zh-tw'));
});

test("a worker's shell is read from the built pages: home with its files, every built locale's offline page", () => {
  const page = (prefix: string, withImage = true): string =>
    `<html><head><link rel=stylesheet href=${prefix}/assets/css/styles.1a2b3c4d.css /></head><body>` +
    (withImage ? `<img src=${prefix}/img/logo.svg alt=Logo>` : '') +
    `<script type="application/json" id="__page-scripts">["${prefix}/assets/js/runtime~main.1a2b.js","${prefix}/assets/js/main.3c4d.js"]</script></body></html>`;
  const both = scratch({
    'index.html': page(''),
    'offline.html': page(''),
    'zh-tw/index.html': page('/zh-tw'),
    'zh-tw/offline.html': page('/zh-tw', false),
  });
  const urls = shellOf(both, '').map((entry) => entry.url);
  assert.deepEqual(urls, [
    '/',
    '/assets/js/runtime~main.1a2b.js',
    '/assets/js/main.3c4d.js',
    '/assets/css/styles.1a2b3c4d.css',
    '/img/logo.svg',
    '/zh-tw/offline',
    '/zh-tw/assets/css/styles.1a2b3c4d.css',
    '/offline',
  ]);
  // Pages are revisioned by content, files whose names carry their hash are not.
  assert.match(shellOf(both, '')[0]?.revision ?? '', /^[0-9a-f]{16}$/);
  assert.equal(shellOf(both, '')[1]?.revision, null);
  // A build of one locale keeps that locale's pages; its own offline page is required.
  const english = scratch({ 'index.html': page(''), 'offline.html': page('') });
  assert.deepEqual(
    shellOf(english, '').map((entry) => entry.url),
    urls.filter((url) => !url.startsWith('/zh-tw')),
  );
  const broken = scratch({ 'index.html': page('') });
  assert.throws(() => shellOf(broken, ''), /offline\.html: missing/);
});
