import assert from 'node:assert/strict';
import { test } from 'node:test';
import vm from 'node:vm';
// The renderer Docusaurus builds its pages with (3.9.2, pinned), so the test sees what the build writes.
import { compileSSGTemplate } from '@docusaurus/core/lib/ssg/ssgTemplate';
import { mainScriptOf, ssrTemplate } from '../../tooling/htmlTemplate';

const SCRIPTS = ['assets/js/runtime~main.6b722aeb.js', 'assets/js/main.2800c933.js'];

async function render(baseUrl: string): Promise<string> {
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
    scripts: SCRIPTS,
    stylesheets: ['assets/css/styles.677c9de5.css'],
    version: '3.9.2',
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
  const document = {
    visibilityState,
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

test('pages preload their scripts at low priority and run none of them from the markup', async () => {
  const html = await render('/zh-tw/');
  assert.doesNotMatch(html, /<script[^>]+src=/, 'no parser-inserted script: it would run before the first paint');
  const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="script" fetchpriority="low">/g)];
  assert.deepEqual(
    preloads.map((match) => match[1]),
    SCRIPTS.map((script) => `/zh-tw/${script}`),
  );
  assert.ok(html.indexOf('rel="preload"') < html.indexOf('<body'), 'preloaded from the head');
  assert.ok(html.indexOf('<script>') > html.indexOf('<main>served</main>'), 'the loader comes after the content');
  assert.equal(mainScriptOf(html), '/zh-tw/assets/js/main.2800c933.js');
  assert.equal(mainScriptOf(await render('/')), '/assets/js/main.2800c933.js');
  assert.equal(mainScriptOf('<script src="/assets/js/other.js"></script>'), undefined);
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
