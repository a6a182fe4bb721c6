import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultLocale, translatedLocales } from '../../src/data/docSets';
import { isHashedAsset, isSearchIndex, localePrefixOf, LOCALE_PREFIXES, SHELL_PAGES } from '../../src/data/offline';

test('the service worker knows every locale of the site, the default last', () => {
  assert.deepEqual(LOCALE_PREFIXES, [...translatedLocales.map((locale) => `/${locale}`), '']);
  assert.equal(defaultLocale, 'en');
  assert.deepEqual(SHELL_PAGES, ['/zh-tw/', '/zh-tw/offline', '/', '/offline']);
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
