import assert from 'node:assert/strict';
import { test } from 'node:test';
import { locales } from '../../src/data/docSets';
import { checkPublicUrls, readPublicUrls, redirectsInclude } from '../../tooling/publicUrls';

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

test('nginx gets every redirect in every locale as an exact-match map entry', () => {
  const include = redirectsInclude([{ from: '/A "quoted"', to: '/B' }]);
  assert.match(
    include,
    /^map \$uri \$portal_moved \{\n {4}default "";\n {4}"\/A \\"quoted\\"" "\/B";\n {4}"\/zh-tw\/A \\"quoted\\"" "\/zh-tw\/B";\n\}$/m,
  );
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
