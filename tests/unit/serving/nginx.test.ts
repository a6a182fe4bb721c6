import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { docSets, landingUrl, translatedLocales } from '../../../src/data/docSets';
import { apiPathPattern, cspInclude, CSP_INCLUDE, inlineScriptHashes } from '../../../tooling/serving/csp';
import { DEPLOY_DIR, nginxInstalled, preparePrefix } from '../../../tooling/serving/nginx';
import { redirects } from '../../../src/data/redirects';
import { REDIRECTS_INCLUDE, redirectsInclude } from '../../../tooling/content/publicUrls';
import { scratch } from '../fixtures';

const conf = (name: string): string => fs.readFileSync(path.join(DEPLOY_DIR, name), 'utf8');

test('every translated locale has its not-found page and its home in the nginx configuration', () => {
  for (const locale of translatedLocales) {
    assert.match(conf('portal.conf'), new RegExp(`location /${locale}/ \\{\\s*error_page 404 /${locale}/404\\.html;`));
    assert.ok(conf('http.conf').includes(`"/${locale}/$query"`), `http.conf: no redirect of /${locale} to /${locale}/`);
  }
});

test('the API connect-src applies to the API references of every locale and to no manual', () => {
  const pattern = new RegExp(apiPathPattern());
  for (const set of docSets) {
    for (const prefix of ['', ...translatedLocales.map((locale) => `/${locale}`)]) {
      assert.equal(
        pattern.test(`${prefix}${landingUrl(set)}`),
        ['weda-api', 'edgehub-api'].includes(set.id),
        `${prefix}${landingUrl(set)}`,
      );
    }
  }
});

test('inline-script hashes: executable scripts only, hashed as CSP computes them', () => {
  const html =
    '<script>alert(1)</script><script src="/a.js"></script><script type="application/ld+json">{"a":1}</script>' +
    '<script type="text/javascript">x()</script>';
  // sha256 of "alert(1)" (the example of MDN's CSP page) and of "x()", base64, as browsers compare them.
  assert.deepEqual(inlineScriptHashes(html), [
    'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=',
    'sha256-D6IGS8VMvCoyaR/l0h9tERrBTATY01CoPS7l6xDv0kI=',
  ]);
});

test('nginx accepts the configuration around a build', { skip: !nginxInstalled() && 'nginx is not installed' }, () => {
  const root = scratch({
    'index.html': '<!doctype html><title>x</title>',
    [CSP_INCLUDE]: cspInclude(['sha256-x']),
    [REDIRECTS_INCLUDE]: redirectsInclude(redirects),
  });
  const prefix = preparePrefix({ root, port: 65000 }); // runs nginx -t; throws with nginx's message
  fs.rmSync(prefix, { recursive: true, force: true });
});
