import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
// The plugin's own file-name hash, called directly so that this test needs no build (the build itself
// uses only the plugin's public docsDir option; see plugins/search/privateBuilder.ts).
import { getIndexHash } from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/getIndexHash';
import { compactLunrIndex, type SerializedIndex } from '../../../plugins/search/compact';
import { indexedSources, indexHashInputs, zhDictionary } from '../../../plugins/search';
import { builderOptions, buildLunrIndex, TESTED_VERSION } from '../../../plugins/search/privateBuilder';
import { indexFileContext, indexFilesByContext, parseIndexUrl } from '../../../tooling/search/searchIndexFiles';
import { searchPluginOptions, zhStopWords } from '../../../src/data/search';
import { ROOT } from '../../../tooling/content/files';
import { manualSets } from '../../../src/data/docSets';
import { scratch } from '../fixtures';

const dictionary = path.join(scratch({ 'zh-tw-dictionary.txt': zhDictionary() }), 'zh-tw-dictionary.txt');
const builder = builderOptions({ language: ['en', 'zh'] }, dictionary);

const documents = [
  { i: 1, t: '在閘道器與韌體之間，請先完成雙重驗證。', u: '/zh-tw/a' },
  { i: 2, t: 'Upgrade the gateway firmware after two-factor authentication.', u: '/b' },
  { i: 3, t: '閘道器的韌體升級需要租戶管理員的權杖。', u: '/zh-tw/c' },
];

type LoadableIndex = {
  search(query: string): Array<{ ref: string; score: number }>;
  toJSON(): unknown;
};

/** lunr.Index.load, the loader of the plugin's lunr (a dependency of the plugin, not ours). */
const lunrIndex = createRequire(require.resolve('@easyops-cn/docusaurus-search-local'))('lunr') as {
  Index: { load(json: SerializedIndex): LoadableIndex };
};

function built(): LoadableIndex {
  return lunrIndex.Index.load(buildLunrIndex(documents, builder).index);
}

test('the Taiwan dictionary keeps glossary terms whole', () => {
  const terms = (built().toJSON() as SerializedIndex).invertedIndex.map(([term]) => term);
  for (const word of ['閘道器', '韌體', '雙重驗證', '租戶', '權杖']) assert.ok(terms.includes(word), word);
  assert.ok(!terms.includes('閘'), 'no single-character leftovers of 閘道器');
});

test('compaction drops the stop words and keeps every other query answering the same', () => {
  const index = built();
  const json = index.toJSON() as SerializedIndex;
  const compacted = compactLunrIndex(json, new Set(zhStopWords));
  const terms = compacted.invertedIndex.map(([term]) => term);
  for (const word of ['與', '請', '需要']) {
    assert.ok((json.invertedIndex.map(([term]) => term) as string[]).includes(word), `${word} indexed before`);
    assert.ok(!terms.includes(word), `${word} dropped`);
  }
  const reloaded = lunrIndex.Index.load(compacted);
  for (const query of ['閘道器', '韌體', 'firmware', 'gateway', '租戶', 'authentication']) {
    const refs = (found: Array<{ ref: string }>): string[] => found.map((hit) => hit.ref);
    assert.deepEqual(refs(reloaded.search(query)), refs(index.search(query)), query);
    assert.ok(reloaded.search(query).length > 0, query);
  }
  const weights = compacted.fieldVectors.flatMap(([, vector]) => vector.filter((_, i) => i % 2 === 1));
  assert.ok(
    weights.every((weight) => Math.round(weight * 10) / 10 === weight && weight >= 0.1),
    'one decimal, at least 0.1',
  );
});

/** The hash the plugin names a site's index files with, given our wrapper's inputs and these options. */
const indexName = (site: string, options: Record<string, unknown> = {}): string | null =>
  getIndexHash({
    hashed: 'filename',
    indexDocs: true,
    indexBlog: false,
    blogDir: [],
    docsDir: indexHashInputs(site, path.join(site, '.docusaurus', 'search'), { docsDir: ['docs'], ...options }),
  });

test('the index file names change when a translation or a search option changes', () => {
  const site = scratch({
    'docs/a.md': '# A\n',
    'i18n/zh-tw/docusaurus-plugin-content-docs/current/a.md': '# 甲\n',
  });
  const hash = (options: Record<string, unknown>): string | null => indexName(site, options);
  const first = hash({ ignoreCssSelectors: ['pre'] });
  assert.match(first ?? '', /^[0-9a-f]{8}$/);
  assert.equal(hash({ ignoreCssSelectors: ['pre'] }), first, 'same inputs, same name');
  fs.writeFileSync(path.join(site, 'i18n/zh-tw/docusaurus-plugin-content-docs/current/a.md'), '# 乙\n');
  const second = hash({ ignoreCssSelectors: ['pre'] });
  assert.notEqual(second, first, 'a changed translation renames the index');
  assert.notEqual(hash({ ignoreCssSelectors: ['pre', 'table'] }), second, 'a changed option renames the index');
});

test('the index file names change with every indexed input that is not Markdown, and only then', () => {
  const site = scratch({
    'docs/a.md': '# A\n',
    'docs/Section/_category_.json': '{ "label": "Section" }\n',
    'i18n/zh-tw/docusaurus-plugin-content-docs/current.json': '{ "version.label": { "message": "目前" } }\n',
    'src/data/docSets.ts': "export const familyHubs = [{ description: 'Edge products' }];\n",
    'src/pages/training.tsx': 'export default () => null;\n',
  });
  const hash = (): string | null => indexName(site);
  const names = [hash()];
  assert.equal(hash(), names[0], 'nothing changed, same name');
  const edit = (file: string, text: string): void => {
    fs.writeFileSync(path.join(site, file), text);
    const name = hash();
    assert.ok(!names.includes(name), `${file}: a change renames the index`);
    names.push(name);
  };
  edit('docs/Section/_category_.json', '{ "label": "Renamed section" }\n');
  edit('src/data/docSets.ts', "export const familyHubs = [{ description: 'Edge products and gateways' }];\n");
  edit('i18n/zh-tw/docusaurus-plugin-content-docs/current.json', '{ "version.label": { "message": "最新" } }\n');
  edit('src/pages/training.tsx', 'export default () => "Training";\n');
  assert.equal(hash(), names.at(-1), 'nothing changed since, same name');
});

test("the site's sources of indexed text: the doc-set table, site pages, every category label and translation file, no Markdown", () => {
  const sources = indexedSources(ROOT, searchPluginOptions.docsDir);
  for (const file of ['src/data/docSets.ts', 'src/data/site.ts', 'src/pages/training.tsx', 'docusaurus.config.ts']) {
    assert.ok(sources.includes(file), `${file} is not among the index's inputs`);
  }
  const labels = (dir: string): string[] =>
    fs
      .readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /^(_category_|current)\.json$/.test(entry.name))
      .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
  const expected = [...manualSets().flatMap((set) => labels(set.path)), ...labels('i18n')];
  assert.ok(expected.length > 20, 'the manuals have category labels');
  assert.deepEqual(
    expected.filter((file) => !sources.includes(file)),
    [],
    'category and version labels the index name does not follow',
  );
  assert.deepEqual(
    sources.filter((file) => /\.mdx?$/.test(file) && !file.startsWith('src/pages/')),
    [],
    "Markdown is hashed by the plugin itself (but for site pages', outside docsDir), READMEs are no page text",
  );
});

test('the index file names are read in one place', () => {
  assert.equal(indexFileContext('search-index-0123abcd.json'), '');
  assert.equal(indexFileContext('search-index-EdgeHub-0123abcd.json'), 'EdgeHub');
  assert.equal(indexFileContext('search-index-APIs-EdgeHub-0123abcd.json'), 'APIs-EdgeHub');
  assert.equal(indexFileContext('search-index.json'), undefined);
  assert.equal(indexFileContext('search-index-EdgeHub.json'), undefined);
  assert.deepEqual(parseIndexUrl('/zh-tw/search-index-weda-api-0123abcd.json'), {
    prefix: '/zh-tw',
    context: 'weda-api',
  });
  assert.deepEqual(parseIndexUrl('/search-index-0123abcd.json'), { prefix: '', context: '' });
  assert.equal(parseIndexUrl('/assets/js/main.0123abcd.js'), undefined);

  const built = scratch({
    'search-index-0123abcd.json': '[]',
    'search-index-EdgeHub-0123abcd.json': '[]',
    'index.html': '',
  });
  assert.deepEqual([...indexFilesByContext(built).keys()].sort(), ['', 'EdgeHub']);
  fs.writeFileSync(path.join(built, 'search-index-EdgeHub-4567cdef.json'), '[]');
  assert.throws(() => indexFilesByContext(built), /two index files for the context "EdgeHub".*Delete the folder/);
  assert.throws(() => indexFilesByContext(scratch({ 'index.html': '' })), /no global search index/);
});

test('the private builder is used only with the plugin version it was written against', () => {
  const installed = (
    JSON.parse(fs.readFileSync(require.resolve('@easyops-cn/docusaurus-search-local/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  assert.equal(installed, TESTED_VERSION, 'upgrade steps: plugins/search/privateBuilder.ts');
});
