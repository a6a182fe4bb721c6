/**
 * The query side of search as patched (patches/@easyops-cn+docusaurus-search-local+*.patch): the
 * plugin's own worker code, bundled as the eval bundles it, over a small site indexed by the
 * plugin's builder and plugins/search/rebuild.ts.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
// The plugin's own writer of its generated modules, so that the fixture has the shape the browser gets.
import { generate } from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/generate';
import { zhDictionary } from '../../../plugins/search';
import { builderOptions, buildLunrIndex, type SearchDocument } from '../../../plugins/search/privateBuilder';
import { rebuildIndexFile } from '../../../plugins/search/rebuild';
import { synonymGroups } from '../../../src/data/searchSynonyms';
import { zhStopWords } from '../../../src/data/search';
import { ROOT } from '../../../tooling/content/files';
import { loadSearchEngine, type SearchEngine } from '../../../tooling/search/searchEval';
import { scratch } from '../fixtures';

const HASH = '0123abcd';
const contexts = [
  { label: 'Alpha', path: 'Alpha', subPaths: ['APIs/Alpha'] },
  { label: 'Beta', path: 'Beta' },
];

/** Five parts of an index file (title, heading, description, keywords, content), built by the plugin's builder. */
function indexFile(parts: SearchDocument[][], dictionary: string): string {
  const builder = builderOptions({ language: ['en', 'zh'] }, dictionary);
  return JSON.stringify(parts.map((documents) => buildLunrIndex(documents, builder)));
}

const title = (i: number, t: string, u: string): SearchDocument & { b: string[] } => ({ i, t, u, b: [] });
const content = (i: number, p: number, u: string, h: string, t: string): SearchDocument => ({ i, p, u, h, t, s: h });

async function fixture(): Promise<SearchEngine> {
  const root = scratch({});
  const dictionary = path.join(root, 'dictionary.txt');
  fs.writeFileSync(dictionary, zhDictionary());
  const generatedDir = path.join(root, 'generated');
  const pluginDir = path.join(generatedDir, '@easyops-cn/docusaurus-search-local/default');
  fs.mkdirSync(pluginDir, { recursive: true });
  generate(
    {
      language: ['en', 'zh'],
      removeDefaultStopWordFilter: [],
      removeDefaultStemmer: false,
      searchResultLimits: 8,
      searchResultContextMaxLength: 60,
      fuzzyMatchingDistance: 1,
      hashed: 'filename',
      docsDir: [],
      blogDir: [],
      indexDocs: true,
      indexBlog: false,
      searchContextByPaths: contexts,
      useAllContextsWithNoSearchContext: true,
    },
    pluginDir,
  );
  // The plugin names its files after a hash of the Markdown it was given (none here): give ours.
  const constants = path.join(pluginDir, 'generated-constants.js');
  fs.writeFileSync(
    constants,
    fs.readFileSync(constants, 'utf8').replace(/search-index\{dir\}[^"]*\.json/, `search-index{dir}-${HASH}.json`),
  );

  const buildDir = path.join(root, 'build');
  fs.mkdirSync(buildDir);
  const pages = [
    title(1, 'Gateway status', '/Alpha/status'),
    title(2, 'Read tag values', '/Alpha/read'),
    title(3, 'Tokens', '/APIs/Alpha/tokens'),
    title(4, 'Offline buffer', '/Alpha/buffer'),
  ];
  const sections = [
    content(11, 1, '/Alpha/status', '#heartbeat', 'The gateway sends a heartbeat every minute.'),
    content(12, 1, '/Alpha/status', '#alarms', 'An alarm fires when it goes offline.'),
    content(21, 2, '/Alpha/read', '#rest', 'Use the REST API to read values.'),
    content(31, 3, '/APIs/Alpha/tokens', '#refresh', 'Refresh the access token before it expires.'),
    content(41, 4, '/Alpha/buffer', '#buffer', 'The gateway keeps messages while it is offline.'),
  ];
  const markdown = new Map([
    ['/Alpha/read', '# Read tag values\n\n```json\n{"maximumPacketSize": 262144, "code": "TOKEN_EXPIRED"}\n```\n'],
  ]);
  const files: Array<[string, boolean, SearchDocument[][]]> = [
    [`search-index-${HASH}.json`, true, [pages, [], [], [], sections]],
    [`search-index-Alpha-${HASH}.json`, false, [pages, [], [], [], sections]],
  ];
  for (const [name, global, parts] of files) {
    const file = path.join(buildDir, name);
    fs.writeFileSync(file, indexFile(parts, dictionary));
    rebuildIndexFile(file, global, {
      locale: 'en',
      stopWords: new Set(zhStopWords),
      builder: builderOptions({ language: ['en', 'zh'] }, dictionary),
      markdown,
      synonyms: synonymGroups(),
    });
  }
  return loadSearchEngine({ root: ROOT, buildDir, generatedDir });
}

const engine = fixture();

test('a product context takes its sub-paths: a reference page searches with its manual', async () => {
  const search = await engine;
  assert.equal(search.contextOf('/APIs/Alpha/tokens'), 'Alpha');
  assert.equal(search.contextOf('/Alpha/status'), 'Alpha');
  assert.equal(search.contextOf('/Gamma/x'), '');
  assert.deepEqual((await search.search('en', '/APIs/Alpha/tokens', 'heartbeat'))[0], '/Alpha/status');
});

test('a section that holds every word comes first; a page that holds them across sections comes back', async () => {
  const search = await engine;
  assert.equal((await search.search('en', 'home', 'gateway heartbeat'))[0], '/Alpha/status');
  // "heartbeat" and "offline" are in two sections of one page and in no one section.
  const across = await search.search('en', '/Alpha/status', 'heartbeat offline');
  assert.equal(across[0], '/Alpha/status', across.join(', '));
  // The page that holds both words comes before the page that holds one.
  assert.ok(across.indexOf('/Alpha/buffer') > 0, across.join(', '));
  assert.equal((await search.search('en', 'home', 'heartbeat offline'))[0], '/Alpha/status');
});

test('identifiers of code blocks are found whole and by their parts, from the product and from home', async () => {
  const search = await engine;
  for (const origin of ['home', '/Alpha/status'] as const) {
    for (const query of ['maximumPacketSize', 'maximum packet size', 'TOKEN_EXPIRED', 'token expired', '262144']) {
      assert.ok((await search.search('en', origin, query)).includes('/Alpha/read'), `${query} from ${origin}`);
    }
  }
});

test("'No results' only when no page holds any of the words", async () => {
  const search = await engine;
  assert.deepEqual(await search.search('en', 'home', 'zqxwvk'), []);
  assert.deepEqual(await search.search('en', '/Alpha/status', 'zqxwvk qjxv'), []);
  assert.deepEqual((await search.search('en', '/Alpha/status', 'zqxwvk heartbeat'))[0], '/Alpha/status');
});
