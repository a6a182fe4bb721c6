import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { buildIndex } from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex';
import { getIndexHash } from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/getIndexHash';
import { compactIndexFile, compactLunrIndex, opening, type SerializedIndex } from '../../plugins/search/compact';
import { indexHashInputs, zhDictionary } from '../../plugins/search';
import { zhStopWords } from '../../src/data/search';
import { scratch } from './fixtures';

const config = {
  language: ['en', 'zh'],
  removeDefaultStopWordFilter: [],
  removeDefaultStemmer: false,
  zhUserDict: zhDictionary(),
};

const documents = [
  { i: 1, t: '在閘道器與韌體之間，請先完成雙重驗證。', u: '/zh-tw/a' },
  { i: 2, t: 'Upgrade the gateway firmware after two-factor authentication.', u: '/b' },
  { i: 3, t: '閘道器的韌體升級需要租戶管理員的權杖。', u: '/zh-tw/c' },
];

type LoadableIndex = {
  search(query: string): Array<{ ref: string; score: number }>;
  toJSON(): unknown;
};

function built(): LoadableIndex {
  const [, , , , content] = buildIndex([[], [], [], [], documents], config);
  return content.index as unknown as LoadableIndex;
}

/** lunr.Index.load, reached through an index instance (lunr is the plugin's dependency, not ours). */
function load(index: LoadableIndex, json: SerializedIndex): LoadableIndex {
  return (index.constructor as unknown as { load(json: SerializedIndex): LoadableIndex }).load(json);
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
  const reloaded = load(index, compacted);
  for (const query of ['閘道器', '韌體', 'firmware', 'gateway', '租戶', 'authentication']) {
    const refs = (found: Array<{ ref: string }>): string[] => found.map((hit) => hit.ref);
    assert.deepEqual(refs(reloaded.search(query)), refs(index.search(query)), query);
    assert.ok(reloaded.search(query).length > 0, query);
  }
  const weights = compacted.fieldVectors.flatMap(([, vector]) => vector.filter((_, i) => i % 2 === 1));
  assert.ok(
    weights.every((weight) => Math.round(weight * 100) === weight * 100),
    'two decimals',
  );
});

test('the global index keeps the opening of each section, cut at a word', () => {
  assert.equal(opening('short text', 60), 'short text');
  assert.equal(
    opening('Upgrade the gateway firmware after two-factor authentication has been enabled', 40),
    'Upgrade the gateway firmware after…',
  );
  assert.equal(opening('閘道器的韌體升級需要租戶管理員的權杖。', 8), '閘道器的韌體升級…');
});

test('a file that is not a search index is refused with its name', () => {
  const root = scratch({ 'search-index-x.json': '{"documents": []}' });
  assert.throws(
    () => compactIndexFile(path.join(root, 'search-index-x.json'), { stopWords: new Set(), language: ['en'] }),
    /search-index-x\.json: not an index of @easyops-cn\/docusaurus-search-local/,
  );
});

test('the index file names change when a translation or a search option changes', () => {
  const site = scratch({
    'docs/a.md': '# A\n',
    'i18n/zh-tw/docusaurus-plugin-content-docs/current/a.md': '# 甲\n',
  });
  const work = path.join(site, '.docusaurus', 'search');
  const hash = (options: Record<string, unknown>): string | null =>
    getIndexHash({
      hashed: 'filename',
      indexDocs: true,
      indexBlog: false,
      blogDir: [],
      docsDir: indexHashInputs(site, work, { docsDir: ['docs'], ...options }),
    });
  const first = hash({ ignoreCssSelectors: ['pre'] });
  assert.match(first ?? '', /^[0-9a-f]{8}$/);
  assert.equal(hash({ ignoreCssSelectors: ['pre'] }), first, 'same inputs, same name');
  fs.writeFileSync(path.join(site, 'i18n/zh-tw/docusaurus-plugin-content-docs/current/a.md'), '# 乙\n');
  const second = hash({ ignoreCssSelectors: ['pre'] });
  assert.notEqual(second, first, 'a changed translation renames the index');
  assert.notEqual(hash({ ignoreCssSelectors: ['pre', 'table'] }), second, 'a changed option renames the index');
});
