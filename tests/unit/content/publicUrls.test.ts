import assert from 'node:assert/strict';
import { test } from 'node:test';
import { locales } from '../../../src/data/docSets';
import { checkPublicUrls, readPublicUrls, redirectsInclude } from '../../../tooling/content/publicUrls';

const built = ['/', '/EdgeHub/General/Gateways', '/zh-tw/', '/zh-tw/EdgeHub/General/Gateways'];

test('a build that keeps every published page passes, and new pages are reported', () => {
  const { dropped, added } = checkPublicUrls(built.slice(0, 3), built, []);
  assert.deepEqual(dropped, []);
  assert.deepEqual(added, ['/zh-tw/EdgeHub/General/Gateways']);
});

test('a removed page fails, naming the URL and the fix', () => {
  const listed = [...built, '/EdgeHub/General/Old_Gateways', '/zh-tw/EdgeHub/General/Old_Gateways'];
  const { dropped } = checkPublicUrls(listed, built, []);
  assert.equal(dropped.length, 2);
  assert.match(
    dropped[0] ?? '',
    /^\/EdgeHub\/General\/Old_Gateways: no longer a page\. Add a redirect from "\/EdgeHub\/General\/Old_Gateways".*src\/data\/redirects\.ts/,
  );
  assert.match(
    dropped[1] ?? '',
    /^\/zh-tw\/EdgeHub\/General\/Old_Gateways: .*redirect from "\/EdgeHub\/General\/Old_Gateways"/,
  );
});

test('a redirect keeps a moved page in both locales, but only to a page that exists', () => {
  const listed = [...built, '/EdgeHub/General/Old_Gateways', '/zh-tw/EdgeHub/General/Old_Gateways'];
  const moved = [{ from: '/EdgeHub/General/Old_Gateways', to: '/EdgeHub/General/Gateways' }];
  assert.deepEqual(checkPublicUrls(listed, built, moved).dropped, []);
  const broken = [{ from: '/EdgeHub/General/Old_Gateways', to: '/EdgeHub/General/Nowhere' }];
  assert.match(
    checkPublicUrls(listed, built, broken).dropped[0] ?? '',
    /redirects to \/EdgeHub\/General\/Nowhere, which is not a page/,
  );
});

test('nginx gets every redirect in every locale, with the forms the canonical map would redirect first', () => {
  const include = redirectsInclude([{ from: '/A "q".b', to: '/B' }]);
  const entries = [...include.matchAll(/^ {4}"~(.*)" "(.*)";$/gm)].map(([, key, to]) => [
    new RegExp((key ?? '').replace(/\\(["\\])/g, '$1')),
    to,
  ]);
  assert.deepEqual(
    entries.map(([, to]) => to),
    ['/B', '/zh-tw/B'],
  );
  const [en, zh] = entries.map(([key]) => key as RegExp);
  for (const uri of ['/A "q".b', '/A "q".b/', '/A "q".b//', '/A "q".b.html', '/A "q".b/index.html', '/\\/A "q".b/']) {
    assert.ok(en?.test(uri), uri);
    assert.ok(zh?.test(`/zh-tw${uri.replace(/^[/\\]+/, '/')}`), uri);
  }
  for (const uri of ['/A "q"xb', '/A "q".b/c', '/x/A "q".b', '/A "q".bhtml', '/zh-tw/A "q".b']) {
    assert.ok(!en?.test(uri), uri);
  }
});

test('the committed list is sorted, without duplicates, and holds every locale', () => {
  const listed = readPublicUrls();
  assert.deepEqual(listed, [...new Set(listed)].sort(), 'run npm run urls -- --write to sort it');
  for (const locale of locales.slice(1))
    assert.ok(
      listed.some((url) => url.startsWith(`/${locale}/`)),
      locale,
    );
});
