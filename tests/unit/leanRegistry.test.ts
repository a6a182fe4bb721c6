import assert from 'node:assert/strict';
import { test } from 'node:test';
import { leanRegistry } from '../../plugins/lean-registry/loader.cjs';

const ENTRY = (chunk: string, file: string): string =>
  `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${file}"), "${file}", require.resolveWeak("${file}")],`;

test('the browser registry keeps every loader and module id and drops the module paths', () => {
  const source = [
    'export default {',
    ENTRY('00443826', '@site/generated/api/zh-tw/edgehub-api/login.api.mdx'),
    ENTRY('0058b4c6', '@generated/docusaurus-plugin-content-docs/default/p/docs-175.json'),
    ENTRY('01acd2d6', '@site/EdgeLink/Advance/Scripts "quoted".md'.replace(/"/g, '\\"')),
    '};',
  ].join('\n');
  const lean = leanRegistry(source);
  assert.equal(lean.split('""').length - 1, 3, 'one emptied path per entry');
  assert.match(
    lean,
    /\[\(\) => import\(\/\* webpackChunkName: "00443826" \*\/ "@site\/generated\/api\/zh-tw\/edgehub-api\/login\.api\.mdx"\), "", require\.resolveWeak\("@site\/generated\/api\/zh-tw\/edgehub-api\/login\.api\.mdx"\)\]/,
  );
  assert.equal(lean.split('require.resolveWeak(').length - 1, 3);
  assert.equal(lean.split('import(').length - 1, 3);
});

test('a registry of another shape stops the build, naming the file and the fix', () => {
  const changed =
    'export default {\n  "00443826": [() => import("@site/a.md"), require.resolveWeak("@site/a.md"), "@site/a.md"],\n};';
  assert.throws(
    () => leanRegistry(changed, '/site/.docusaurus/registry.js'),
    /\/site\/\.docusaurus\/registry\.js: expected 1 registry entries .* rewrote 0\. .*plugins\/lean-registry\/loader\.cjs/,
  );
  assert.throws(() => leanRegistry('export default {};', 'registry.js'), /expected 0 registry entries/);
});

// The registry Docusaurus generates is checked after the build, by tests/contracts/upstream.test.ts
// (unit tests run before any build, so a check of it here would skip in every run).
