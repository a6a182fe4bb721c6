import assert from 'node:assert/strict';
import { test } from 'node:test';
import vm from 'node:vm';
// The renderer Docusaurus builds its pages with (the installed version), so the test sees what the build writes.
import { compileSSGTemplate } from '@docusaurus/core/lib/ssg/ssgTemplate';
import { CHECKED_VERSIONS } from '../../../tooling/upstreamVersions';
import { inlineScriptHashes } from '../../../tooling/serving/csp';
import { mainScriptOf, PAGE_SCRIPTS_ID, ssrTemplate } from '../../../tooling/serving/htmlTemplate';

const SCRIPTS = ['assets/js/runtime~main.6b722aeb.js', 'assets/js/main.2800c933.js'];

async function render(baseUrl: string, scripts = SCRIPTS): Promise<string> {
  const template = await compileSSGTemplate(ssrTemplate);
  return template({
    htmlAttributes: 'lang="zh-TW"',
    bodyAttributes: '',
    metaAttributes: [],
    headTags: '',
    preBodyTags: '',
    postBodyTags: '',
    appHtml: '<main>served</main>',
    baseUrl,
    scripts,
    stylesheets: ['assets/css/styles.677c9de5.css'],
    version: CHECKED_VERSIONS['@docusaurus/core'],
    noIndex: false,
  });
}

/** Runs the page's inline loader against a stand-in document; returns what it appended, and when. */
function runLoader(html: string, visibilityState: 'visible' | 'hidden') {
  const loader = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  assert.ok(loader, 'the page has an inline loader');
  const appended: Array<{ src: string; async: boolean }> = [];
  const frames: Array<() => void> = [];
  const timeouts: Array<() => void> = [];
  const block = new RegExp(`<script type="application/json" id="${PAGE_SCRIPTS_ID}">([^<]*)</script>`).exec(html)?.[1];
  const document = {
    visibilityState,
    getElementById: (id: string) => (id === PAGE_SCRIPTS_ID && block !== undefined ? { textContent: block } : null),
    createElement: () => ({ src: '', async: true }),
    head: { appendChild: (script: { src: string; async: boolean }) => appended.push({ ...script }) },
  };
  vm.runInNewContext(loader, {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timeouts.push(callback),
  });
  return { appended, frames, timeouts };
}

test('pages list their scripts for the loader, and neither fetch nor run them from the markup', async () => {
  const html = await render('/zh-tw/');
  assert.doesNotMatch(html, /<script[^>]+src=/, 'no parser-inserted script: it would run before the first paint');
  assert.doesNotMatch(html, /rel="?preload/, 'no preload: its download would share the line with the style sheet');
  const block = new RegExp(`<script type="application/json" id="${PAGE_SCRIPTS_ID}">([^<]*)</script>`).exec(html);
  assert.ok(block, 'the scripts are listed in a JSON block');
  assert.deepEqual(
    JSON.parse(block[1]),
    SCRIPTS.map((script) => `/zh-tw/${script}`),
  );
  assert.ok(block.index > html.indexOf('<main>served</main>'), 'the list and the loader come after the content');
  assert.ok(html.indexOf('<script>') > block.index, 'the loader comes after the list it reads');
  assert.equal(mainScriptOf(html), '/zh-tw/assets/js/main.2800c933.js');
  assert.equal(mainScriptOf(await render('/')), '/assets/js/main.2800c933.js');
  assert.equal(
    mainScriptOf(`<script type=application/json id=${PAGE_SCRIPTS_ID}>["/a/assets/js/main.0a1b.js"]</script>`),
    '/a/assets/js/main.0a1b.js',
    'minified HTML (unquoted attributes) too',
  );
  assert.equal(mainScriptOf('<script src="/assets/js/main.0a1b.js"></script>'), undefined);
});

test('the loader adds the scripts in order after the next paint, at once in a background tab', async () => {
  const html = await render('/');
  const visible = runLoader(html, 'visible');
  assert.equal(visible.appended.length, 0, 'nothing before the animation frame');
  visible.frames.forEach((frame) => frame());
  assert.equal(visible.appended.length, 0, 'nothing in the frame itself, which precedes the paint');
  visible.timeouts.forEach((callback) => callback());
  assert.deepEqual(visible.appended, [
    { src: `/${SCRIPTS[0]}`, async: false },
    { src: `/${SCRIPTS[1]}`, async: false },
  ]);

  const hidden = runLoader(html, 'hidden');
  assert.equal(hidden.appended.length, 2, 'a background tab paints no frame: the scripts start at once');
  assert.equal(hidden.frames.length, 0);
});

test('the loader is the same text on every page of every release, so its CSP hash is too', async () => {
  const hashesOf = async (baseUrl: string, scripts: string[]) => inlineScriptHashes(await render(baseUrl, scripts));
  const releaseA = await hashesOf('/', SCRIPTS);
  assert.equal(releaseA.length, 1);
  assert.deepEqual(await hashesOf('/zh-tw/', SCRIPTS), releaseA, 'the same in both locales');
  assert.deepEqual(
    await hashesOf('/', ['assets/js/runtime~main.0a1b2c3d.js', 'assets/js/main.4e5f6a7b.js']),
    releaseA,
    'the same after a release renames the scripts: a page of release B must run under the policy of release A',
  );
});
