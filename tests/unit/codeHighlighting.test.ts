import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as original from 'prism-react-renderer';
import remarkCodeHighlighting, {
  grammarImports,
  RUNTIME,
  SERVER_GRAMMARS,
} from '../../plugins/code-highlighting/remark';
import { Highlight, Prism } from '../../plugins/code-highlighting/client/prismHighlight';

test('a language brings its grammar file after the ones it requires; built-in and unknown ones bring none', () => {
  assert.deepEqual(grammarImports('bash'), ['prismjs/components/prism-bash.js']);
  assert.deepEqual(grammarImports('sh'), ['prismjs/components/prism-bash.js']);
  assert.deepEqual(grammarImports('php'), [
    'prismjs/components/prism-markup.js',
    'prismjs/components/prism-markup-templating.js',
    'prismjs/components/prism-php.js',
  ]);
  assert.deepEqual(grammarImports('csharp'), [
    'prismjs/components/prism-clike.js',
    'prismjs/components/prism-csharp.js',
  ]);
  assert.deepEqual(grammarImports('text'), []);
  assert.deepEqual(grammarImports('no-such-language'), []);
});

type Node = { type: string; lang?: string; value?: string; children?: Node[] };
const imports = (tree: Node): string[] =>
  (tree.children ?? []).filter((node) => node.type === 'mdxjsEsm').map((node) => node.value ?? '');

test('a page imports the highlighter and its grammars once, before its content; a page without code imports nothing', () => {
  const page: Node = {
    type: 'root',
    children: [
      { type: 'code', lang: 'bash', value: 'ls' },
      { type: 'blockquote', children: [{ type: 'code', lang: 'shell', value: 'pwd' }] },
      { type: 'code', lang: 'json', value: '{}' },
    ],
  };
  remarkCodeHighlighting()(page);
  assert.deepEqual(imports(page), [
    `import ${JSON.stringify(RUNTIME)};`,
    'import "prismjs/components/prism-bash.js";',
    'import "prismjs/components/prism-json.js";',
  ]);
  assert.equal(page.children?.[0]?.type, 'mdxjsEsm');

  const prose: Node = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'x' }] }] };
  remarkCodeHighlighting()(prose);
  assert.deepEqual(imports(prose), []);

  const apiPage: Node = { type: 'root', children: [] };
  remarkCodeHighlighting({ languages: ['json'] })(apiPage);
  assert.deepEqual(imports(apiPage), [
    `import ${JSON.stringify(RUNTIME)};`,
    'import "prismjs/components/prism-json.js";',
  ]);
});

type Jsx = Node & { name?: string; attributes?: Array<{ type: string; name: string; value?: unknown }> };
const tab = (value: string, lang: string, extra: Jsx['attributes'] = []): Jsx => ({
  type: 'mdxJsxFlowElement',
  name: 'TabItem',
  attributes: [{ type: 'mdxJsxAttribute', name: 'value', value }, ...extra],
  children: [{ type: 'code', lang, value: 'x' }],
});

test('sample panels not shown at first: the browser loads their grammars when shown, the server imports them', () => {
  const samples: Jsx = {
    type: 'mdxJsxFlowElement',
    name: 'SampleTabs',
    attributes: [{ type: 'mdxJsxAttribute', name: 'groupId', value: 'code-samples' }],
    children: [
      tab('curl', 'bash'),
      tab('python', 'python'),
      tab('csharp', 'csharp'),
      tab('go', 'go'),
      tab('json', 'json'),
    ],
  };
  const page: Node = { type: 'root', children: [samples] };
  remarkCodeHighlighting({ languages: ['json'] })(page);
  // The shown panel's grammar and the page's own (json) as before; the others only as the server's.
  assert.deepEqual(imports(page), [
    `import ${JSON.stringify(RUNTIME)};`,
    'import "prismjs/components/prism-json.js";',
    'import "prismjs/components/prism-bash.js";',
    `import "${SERVER_GRAMMARS}/prism-python.js";`,
    `import "${SERVER_GRAMMARS}/prism-clike.js";`,
    `import "${SERVER_GRAMMARS}/prism-csharp.js";`,
    `import "${SERVER_GRAMMARS}/prism-go.js";`,
  ]);
  const grammars = samples.attributes?.find((attribute) => attribute.name === 'grammars');
  const value = grammars?.value as {
    value: string;
    data: { estree: { body: Array<{ expression: { properties: unknown[] } }> } };
  };
  // Each panel's grammars in order, after the ones they extend; a panel whose grammar the page has gets none.
  assert.equal(
    value.value,
    '{"python": () => import("prismjs/components/prism-python.js"), ' +
      '"csharp": () => import("prismjs/components/prism-clike.js").then(() => import("prismjs/components/prism-csharp.js")), ' +
      '"go": () => import("prismjs/components/prism-clike.js").then(() => import("prismjs/components/prism-go.js"))}',
  );
  assert.equal(value.data.estree.body[0]?.expression.properties.length, 3);

  // The default panel is the one marked `default`; the reader's values (`template`) add bash to every panel.
  const chosen: Jsx = {
    type: 'mdxJsxFlowElement',
    name: 'SampleTabs',
    attributes: [{ type: 'mdxJsxAttribute', name: 'template', value: {} }],
    children: [tab('curl', 'bash'), tab('go', 'go', [{ type: 'mdxJsxAttribute', name: 'default' }])],
  };
  const other: Node = { type: 'root', children: [chosen] };
  remarkCodeHighlighting()(other);
  assert.deepEqual(imports(other), [
    `import ${JSON.stringify(RUNTIME)};`,
    'import "prismjs/components/prism-clike.js";',
    'import "prismjs/components/prism-go.js";',
    'import "prismjs/components/prism-bash.js";',
  ]);
  assert.equal(
    chosen.attributes?.some((attribute) => attribute.name === 'grammars'),
    false,
  );
});

// The grammars, as the pages' imports load them (prism-core has set the global Prism in Node).
for (const grammar of ['markup', 'clike', 'markup-templating', 'php', 'bash', 'json', 'csharp', 'powershell']) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(`prismjs/components/prism-${grammar}.js`);
}

const samples: Array<[string, string]> = [
  ['bash', 'TOKEN=$(curl -s -X POST "$URL/login" -d \'{"a": 1}\' | jq -r .token)\n\necho "$TOKEN"\n'],
  ['php', '<?php\n$ch = curl_init("https://x.example/api");\n// comment\necho json_decode($body, true)["id"];'],
  ['json', '{\n  "gatewayId": "gw-01",\n  "online": true,\n  "tags": [1, 2.5, null]\n}'],
  ['csharp', 'var client = new HttpClient();\nawait client.GetAsync($"{baseUrl}/gateways");'],
  ['powershell', '$r = Invoke-RestMethod -Uri "$base/gateways" -Headers @{ Authorization = "Bearer $t" }'],
  ['unknown', 'plain text\n\nstays plain'],
];

/** What the theme's code block does with the render props: lines of tokens. */
const highlightElement = (component: typeof Highlight, language: string, code: string, prism?: unknown) =>
  createElement(component as never, {
    code,
    language,
    theme: original.themes.github,
    ...(prism ? { prism } : {}),
    children: ({
      className,
      style,
      tokens,
      getLineProps,
      getTokenProps,
    }: Parameters<Parameters<typeof Highlight>[0]['children']>[0]) =>
      createElement(
        'pre',
        { className, style },
        tokens.map((line, i) =>
          createElement(
            'span',
            { key: i, ...getLineProps({ line }) },
            line.map((token, j) => createElement('span', { key: j, ...getTokenProps({ token }) })),
          ),
        ),
      ),
  });

const render = (component: typeof Highlight, language: string, code: string, prism?: unknown): string =>
  renderToStaticMarkup(highlightElement(component, language, code, prism));

test('the highlighter renders what prism-react-renderer renders, token for token, with the same Prism', () => {
  for (const [language, code] of samples) {
    const ours = render(Highlight, language, code);
    assert.equal(ours, render(original.Highlight as never, language, code, Prism), language);
    if (language !== 'unknown') assert.match(ours, /class="token [^"]+"/, `${language} is highlighted`);
  }
});

test('JSON comes out as it did with the Prism bundled in prism-react-renderer', () => {
  const [, code] = samples.find(([language]) => language === 'json')!;
  assert.equal(render(Highlight, 'json', code), render(original.Highlight as never, 'json', code));
});
