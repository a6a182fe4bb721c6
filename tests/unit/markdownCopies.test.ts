import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { docSets, type DocSet } from '../../src/data/docSets';
import { addOperation, type Operation } from '../../plugins/markdown-copies/api';
import { convertPage, h, markdownFile, textOf } from '../../plugins/markdown-copies/convert';
import { llmsFull, llmsIndex, type PageEntry } from '../../plugins/markdown-copies/llms';

const URL_OF_PAGE = 'https://docs.example.com/EdgeHub/Device_Management/Tag_Management';
/** The zero-width space the theme puts in every heading's anchor link. */
const ZWSP = '\u200b';
const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';

/** A page as Docusaurus builds it (minified: unquoted attributes, closing tags left out). */
const page = `<!doctype html><html><body><nav class=navbar><a href=/>Home</a></nav><main><article>
<nav class="theme-doc-breadcrumbs" aria-label=Breadcrumbs><ul class=breadcrumbs><li><a href=/EdgeHub>EdgeHub</a></ul></nav>
<div class="tocCollapsible_ETCw theme-doc-toc-mobile"><button type=button>On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>Tag Management</h1></header>
<p>See <a class="" href=/EdgeHub/Device_Management/Add_a_Gateway#before-you-start>Add a gateway</a>, <a href=#limits>the limits</a> and <a href=https://example.org/x>the vendor</a>.</p>
<h2 class="anchor" id=limits>Limits<a href=#limits class=hash-link aria-label="Direct link to Limits" title="Direct link to Limits">${ZWSP}</a></h2>
<table><thead><tr><th>Item<th>Limit<tbody><tr><td>Tags per gateway<td><code>5,000</code><tr><td>Name<td>letters | digits</table>
<div class="language-python codeBlockContainer_Ckt0 theme-code-block"><div class=codeBlockContent_QJqH><pre tabindex=0 class="prism-code language-python codeBlock_bY9V"><code class=codeBlockLines_e6Vv><span class=token-line><span class="token keyword">import</span><span class="token plain"> requests</span><br/></span><span class=token-line><span class="token plain">print(</span><span class="token string">"&lt;ok&gt;"</span><span class="token plain">)</span><br/></span></code></pre><div class=buttonGroup__atx><button type=button aria-label="Copy code to clipboard">Copy</button></div></div></div>
<div class="theme-admonition theme-admonition-warning admonition_xJq3 alert alert--warning"><div class=admonitionHeading_Gvgb><span class=admonitionIcon_Rf37><svg viewBox="0 0 16 16"><path d="M0"/></svg></span>warning</div><div class=admonitionContent_BuS1><p>Changing a tag's <code>type</code> starts a new history.</div></div>
<div class="theme-tabs-container tabs-container"><ul role=tablist class=tabs><li role=tab aria-selected=true>Windows<li role=tab aria-selected=false>Linux</ul><div class=margin-top--md><div role=tabpanel><p>Run the installer.</div><div role=tabpanel hidden><p>Run <code>install.sh</code>.</div></div></div>
<p><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" alt="Tag list"> <img src=/img/EdgeHub/big.png alt="Big screen"></p>
</div><footer class="theme-doc-footer"><a href=https://github.com/edit>Edit this page</a></footer>
<nav class="pagination-nav"><a href=/EdgeHub/next>Next</a></nav></article></main></body></html>`;

const inlinedImages = new Map([[createHash('sha1').update(svg).digest('hex'), '/img/EdgeHub/tag-list.svg']]);

test('a built page becomes clean Markdown: table, code with its language, admonition, tabs, absolute links', () => {
  const { title, body } = convertPage({ html: page, url: URL_OF_PAGE, file: 'Tag_Management.html', inlinedImages });
  assert.equal(title, 'Tag Management');
  const expected = [
    'See [Add a gateway](https://docs.example.com/EdgeHub/Device_Management/Add_a_Gateway#before-you-start), [the limits](https://docs.example.com/EdgeHub/Device_Management/Tag_Management#limits) and [the vendor](https://example.org/x).',
    '',
    '## Limits',
    '',
    '| Item | Limit |',
    '| - | - |',
    '| Tags per gateway | `5,000` |',
    '| Name | letters \\| digits |',
    '',
    '```python',
    'import requests',
    'print("<ok>")',
    '```',
    '',
    '> **Warning**',
    '>',
    "> Changing a tag's `type` starts a new history.",
    '',
    '**Windows**',
    '',
    'Run the installer.',
    '',
    '**Linux**',
    '',
    'Run `install.sh`.',
    '',
    '![Tag list](https://docs.example.com/img/EdgeHub/tag-list.svg) ![Big screen](https://docs.example.com/img/EdgeHub/big.png)',
  ].join('\n');
  assert.equal(body, expected);
  for (const chrome of ['Breadcrumbs', 'On this page', 'Copy', 'Edit this page', 'Next', 'Direct link', '\u200b']) {
    assert.ok(!body.includes(chrome), `"${chrome}" left in the Markdown`);
  }
});

test('the Markdown file starts with the title and the page URL', () => {
  assert.equal(markdownFile('T', 'https://x/y', 'Body.'), '# T\n\nSource: https://x/y\n\nBody.\n');
});

test('a page without the Markdown container stops the build, naming the file and the fix', () => {
  assert.throws(
    () => convertPage({ html: '<article><div class=other>x</div></article>', url: URL_OF_PAGE, file: 'build/x.html' }),
    /build\/x\.html: no element with class "theme-doc-markdown".*DocItem\/Content/s,
  );
  assert.throws(
    () => convertPage({ html: '<p>no article</p>', url: URL_OF_PAGE, file: 'build/y.html' }),
    /build\/y\.html: no <article>/,
  );
});

test('llms.txt follows the llms.txt layout: title, summary, one section per set with .md links', () => {
  const set = docSets.find((row) => row.id === 'edgehub') as DocSet;
  const pages: PageEntry[] = [
    {
      title: 'What is [EdgeHub]',
      description: 'What it\ndoes.',
      mdUrl: 'https://d/EdgeHub/a.md',
      markdown: '# A\n',
      listed: true,
    },
    { title: 'Hidden', description: '', mdUrl: 'https://d/EdgeHub/h.md', markdown: '# H\n', listed: false },
  ];
  const index = llmsIndex({
    locale: 'en',
    siteUrl: 'https://d',
    baseUrl: '/',
    title: 'Docs',
    tagline: 'Manuals',
    sets: [{ set, pages }],
  });
  const lines = index.split('\n');
  assert.equal(lines[0], '# Docs');
  assert.equal(lines[2], '> Manuals');
  assert.ok(lines.includes('- This index in Traditional Chinese: https://d/zh-tw/llms.txt'));
  assert.ok(lines.includes('## EdgeHub'));
  assert.ok(
    lines.includes(`- [EdgeHub: all pages in one file](https://d/EdgeHub/llms-full.txt): ${set.description.en}`),
  );
  assert.ok(lines.includes('- [What is \\[EdgeHub\\]](https://d/EdgeHub/a.md): What it does.'));
  assert.ok(!index.includes('Hidden'), 'unlisted pages are left out');
  const full = llmsFull(set, 'zh-tw', 'https://d/zh-tw/EdgeHub', pages);
  assert.ok(!full.includes('# H\n'), 'unlisted pages are left out of llms-full.txt too');
  assert.ok(full.startsWith(`# EdgeHub\n\n> ${set.description['zh-tw']}\n\nSource: https://d/zh-tw/EdgeHub\n\n# A\n`));
});

test('the copy of an API page and llms.txt take their zh-tw labels from the i18n files', () => {
  const operation: Operation = {
    parameters: [{ name: 'scadaId', in: 'path', required: true, schema: { type: 'string', default: 'a' } }],
    requestBody: {
      content: {
        'application/json': {
          schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
          example: { name: 'x' },
        },
      },
    },
  };
  const copy = (locale: 'en' | 'zh-tw'): string => {
    const container = h('div', {}, [h('h2', { id: 'request' }, ['Request'])]);
    addOperation(container, operation, locale);
    return textOf(container);
  };
  const en = copy('en');
  for (const label of [
    'Path parameters',
    'NameTypeRequiredDescription',
    'yes',
    'Default: ',
    'Request body',
    '(string, required)',
    'Example:',
  ])
    assert.ok(en.includes(label), `en: ${label} in ${en}`);
  const zh = copy('zh-tw');
  for (const label of ['路徑參數', '名稱型別必填說明', '是', '預設值: ', '請求本文', '(string, 必填)', '範例:'])
    assert.ok(zh.includes(label), `zh-tw: ${label} in ${zh}`);

  const set = docSets.find((row) => row.id === 'edgehub') as DocSet;
  const pages: PageEntry[] = [
    { title: 'A', description: '', mdUrl: 'https://d/zh-tw/EdgeHub/a.md', markdown: '# A\n', listed: true },
  ];
  const index = llmsIndex({
    locale: 'zh-tw',
    siteUrl: 'https://d',
    baseUrl: '/',
    title: 'T',
    tagline: 't',
    sets: [{ set, pages }],
  });
  const lines = index.split('\n');
  assert.ok(lines.includes('- 此索引的英文版：https://d/llms.txt'));
  assert.ok(index.includes(`[${set.label['zh-tw']}：所有頁面合併為單一檔案](https://d/zh-tw/EdgeHub/llms-full.txt)`));
});
