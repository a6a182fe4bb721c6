import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { docSets, familyHubs, isGenerated, landingUrl, type DocSet } from '../../src/data/docSets';
import { validateDocSets } from '../../tooling/content/content';
import { sampleSet, scratch } from './fixtures';

test('every set has its own landing URL, below its own base path', () => {
  const urls = docSets.map((set) => landingUrl(set));
  assert.equal(new Set(urls).size, urls.length, urls.join(', '));
  for (const set of docSets) assert.ok(landingUrl(set).startsWith(`/${set.routeBasePath}/`), set.id);
});

test('family hubs name existing sets and do not collide with set routes', () => {
  const ids = new Set(docSets.map((set) => set.id));
  for (const hub of familyHubs) {
    for (const member of hub.members) assert.ok(ids.has(member), `${hub.id}: unknown member "${member}"`);
    assert.ok(!docSets.some((set) => set.routeBasePath === hub.id), `${hub.id} shadows a documentation set`);
  }
});

test('the site version in the metadata is 1.0.0 (Docusaurus reads it from package.json)', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as { version: string };
  assert.equal(pkg.version, '1.0.0');
});

/** A broken table in a scratch folder: every mistake is reported with its row and field. */
test('a broken table row is reported by row and field, with what to fix', () => {
  const root = scratch({ 'Alpha/Intro.md': '---\ntitle: Alpha\ndescription: A.\n---\n' });
  const good = sampleSet;
  const problems = validateDocSets(
    [
      good,
      { ...good, path: 'Beta', landing: 'Start', label: { en: 'Beta', 'zh-tw': '' } },
      { ...good, id: 'gamma', path: 'Gamma', routeBasePath: '/Gamma' },
    ],
    root,
  );
  const messages = problems.map((p) => `${p.file}: ${p.message}`);
  assert.ok(
    messages.includes('src/data/docSets.ts row 2 ("alpha"): field "id" ("alpha") repeats row 1; it must be unique'),
  );
  assert.ok(messages.includes('src/data/docSets.ts row 2 ("alpha"): field "label.zh-tw" is empty'));
  assert.ok(
    messages.some((m) =>
      m.startsWith('src/data/docSets.ts row 2 ("alpha"): field "path": folder Beta/ does not exist'),
    ),
  );
  assert.ok(
    messages.some((m) => m.startsWith('src/data/docSets.ts row 3 ("gamma"): field "routeBasePath" must not start')),
  );
  assert.ok(messages.some((m) => m.startsWith('src/data/docSets.ts row 3 ("gamma"): field "path": folder Gamma/')));
  fs.rmSync(root, { recursive: true });
});

test("a reference's product names a manual of the table; a manual names none", () => {
  const root = scratch({
    'Alpha/Intro.md': '---\ntitle: Alpha\ndescription: A.\n---\n',
    'spec.yaml': 'openapi: 3.0.3\n',
  });
  const reference: DocSet = {
    ...sampleSet,
    id: 'alpha-api',
    kind: 'openapi',
    routeBasePath: 'APIs/Alpha',
    path: 'generated',
    minPages: 0,
    spec: 'spec.yaml',
  };
  const messages = (sets: Parameters<typeof validateDocSets>[0]): string[] =>
    validateDocSets(sets, root).map((problem) => `${problem.file}: ${problem.message}`);
  assert.deepEqual(messages([sampleSet, { ...reference, product: 'alpha' }]), []);
  assert.deepEqual(messages([sampleSet, { ...reference, product: 'omega' }]), [
    'src/data/docSets.ts row 2 ("alpha-api"): field "product" ("omega") must name a manual row of the table (the product this reference documents)',
  ]);
  assert.deepEqual(messages([{ ...sampleSet, product: 'alpha' }]), [
    'src/data/docSets.ts row 1 ("alpha"): field "product" is for references: a manual is a product of its own',
  ]);
  for (const set of docSets.filter((row) => row.product !== undefined)) {
    assert.ok(
      docSets.some((row) => row.id === set.product && !isGenerated(row)),
      set.id,
    );
  }
});
