import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lazyRoutes, leanRegistry } from '../../plugins/lean-registry/loader.cjs';

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

const ROUTES = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/EdgeHub',
    component: ComponentCreator('/EdgeHub', '5e9'),
    routes: [
      {
        path: '/EdgeHub/it\\'s',
        component: ComponentCreator('/EdgeHub/it\\'s', 'a1b'),
        exact: true
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

test("the browser route table creates a route's component when it is first read, once", () => {
  const lazy = lazyRoutes(ROUTES);
  const calls: unknown[][] = [];
  // The transformed module, run with a ComponentCreator that records its calls.
  const body = lazy.replace(/^import .*$/gm, '').replace('export default', 'return');
  const routes = new Function('ComponentCreator', body)((...args: unknown[]) => {
    calls.push(args);
    return { created: args };
  }) as Array<{ path: string; component: unknown; routes?: Array<{ path: string; component: unknown }> }>;
  assert.deepEqual(calls, [], 'no component is created while the table is built');
  assert.deepEqual(routes[0]?.routes?.[0]?.component, { created: ["/EdgeHub/it's", 'a1b'] });
  assert.deepEqual(calls, [["/EdgeHub/it's", 'a1b']]);
  const first = routes[0]?.routes?.[0]?.component;
  assert.equal(routes[0]?.routes?.[0]?.component, first, 'created once, then kept');
  assert.deepEqual(routes[1]?.component, { created: ['*'] });
  assert.deepEqual(
    Object.keys(routes[0] ?? {}),
    ['path', 'c', 'routes', 'component'],
    'the arguments stay, the getter is added',
  );
  assert.equal(calls.length, 2);
});

test('a route table of another shape stops the build, naming the file and the fix', () => {
  assert.throws(
    () =>
      lazyRoutes(
        ROUTES.replace("component: ComponentCreator('*')", 'component: ComponentCreator(`*`)'),
        '/site/.docusaurus/routes.js',
      ),
    /\/site\/\.docusaurus\/routes\.js: expected .* of 3 routes .* rewrote 2\. .*plugins\/lean-registry\/loader\.cjs/,
  );
  assert.throws(
    () => lazyRoutes(ROUTES.replace('export default [', 'const routes = ['), 'routes.js'),
    /routes\.js: expected a table/,
  );
});

// The registry Docusaurus generates is checked after the build, by tests/contracts/upstream.test.ts
// (unit tests run before any build, so a check of it here would skip in every run).
