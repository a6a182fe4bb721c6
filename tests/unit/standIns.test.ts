import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { standInProblems, standIns } from '../../plugins/browser-stand-ins';
import { scratch } from './fixtures';

const pluginDir = path.join(__dirname, '../../plugins/browser-stand-ins');

test('every stand-in is in the table and in the README, with its call site', () => {
  const stubs = fs.readdirSync(path.join(pluginDir, 'stubs')).sort();
  assert.deepEqual([...new Set(standIns.map((entry) => entry.stub))].sort(), stubs);
  const readme = fs.readFileSync(path.join(pluginDir, 'README.md'), 'utf8');
  for (const entry of standIns) {
    const row = readme.split('\n').find((line) => line.startsWith(`| \`stubs/${entry.stub}\``));
    assert.ok(row, `README.md has no row for stubs/${entry.stub}`);
    assert.ok(row.split('|').length >= 5 && row.split('|')[3]!.trim().length > 20, `${entry.stub}: say why it is safe`);
  }
});

test('every listed caller of the installed packages still imports what its stand-in replaces', () => {
  assert.deepEqual(standInProblems(path.join(__dirname, '../../node_modules')), []);
});

test('an upgrade that moves an import is reported by file and import, not ignored', () => {
  const root = scratch({
    'pkg/a.js': 'const x = require("left-pad");',
    'pkg/b.js': 'const y = require("other");',
  });
  const problems = standInProblems(root, [
    { request: 'left-pad', stub: 'chalk.js', callers: ['pkg/a.js', 'pkg/b.js', 'pkg/gone.js'], bundles: 'client' },
  ]);
  assert.deepEqual(problems, [
    'node_modules/pkg/b.js no longer imports "left-pad"',
    'node_modules/pkg/gone.js no longer exists',
  ]);
});

test("the crypto-js stand-in: the request panel's name for the chosen scheme is never the entry of a scheme's credentials", () => {
  // The theme's own storage-utils.js, run with the stand-in as its crypto-js.
  const file = require.resolve('docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/storage-utils.js');
  const module = { exports: {} as { hashArray?: (items: string[]) => string } };
  const load = createRequire(file);
  const stub = createRequire(__filename)(path.join(pluginDir, 'stubs', 'crypto-js.js')) as unknown;
  const requireWithStub = (id: string): unknown => (id === 'crypto-js' ? stub : load(id));
  new Function('exports', 'require', 'module', fs.readFileSync(file, 'utf8'))(module.exports, requireWithStub, module);
  const { hashArray } = module.exports;
  assert.ok(hashArray, 'storage-utils.js exports hashArray');
  for (const schemes of [['bearerAuth'], ['bearerAuth', 'apiKey'], ['a and b']]) {
    const name = hashArray(schemes);
    assert.ok(!schemes.includes(name), `${JSON.stringify(schemes)} → ${name}`);
    assert.equal(hashArray([...schemes].reverse()), name, 'stable whatever the order');
  }
  assert.notEqual(hashArray(['a', 'b']), hashArray(['a,b']));
});
