import path from 'node:path';

/**
 * Remark plugin (see index.ts): a page with code blocks imports the highlighter runtime and the
 * Prism grammars its code blocks name, each after the grammars it requires (from prismjs's own
 * components.json: `php` needs `markup-templating`, `csharp` needs `clike`...). A language Prism
 * does not know stays plain text, as before.
 */
interface PrismComponent {
  alias?: string | string[];
  require?: string | string[];
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const components = require('prismjs/components.json') as { languages: Record<string, PrismComponent> };

const list = (value: string | string[] | undefined): string[] => (value === undefined ? [] : [value].flat());

/** Language id by name or alias, as a code fence may write it (`sh`, `shell`, `cs`...). */
const idByName = new Map<string, string>();
for (const [id, component] of Object.entries(components.languages)) {
  if (id === 'meta') continue;
  idByName.set(id, id);
  for (const alias of list(component.alias)) idByName.set(alias, id);
}

/** What Prism's core knows without a grammar file (plain text under its names). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const bundled = new Set(Object.keys((require('prismjs/components/prism-core') as { languages: object }).languages));

/** The grammar files a language needs, dependencies first; none when built in or unknown. */
export function grammarImports(language: string): string[] {
  const id = idByName.get(language.toLowerCase());
  if (!id || bundled.has(id) || bundled.has(language)) return [];
  return [...list(components.languages[id]?.require).flatMap(grammarImports), `prismjs/components/prism-${id}.js`];
}

export const RUNTIME = path.join(__dirname, 'client', 'runtime.ts');

interface Attribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface Node {
  type: string;
  name?: string | null;
  lang?: string | null;
  attributes?: Attribute[];
  children?: Node[];
}

/** The code languages under `node`; whether it holds code at all (a block of no language is code too). */
function codeLanguages(node: Node, found: Set<string>): boolean {
  let hasCode = node.type === 'code';
  if (node.type === 'code' && node.lang) found.add(node.lang);
  for (const child of node.children ?? []) hasCode = codeLanguages(child, found) || hasCode;
  return hasCode;
}

const isJsx = (node: Node, name: string): boolean =>
  (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name;
const attribute = (node: Node, name: string): Attribute | undefined =>
  node.attributes?.find((item) => item.type === 'mdxJsxAttribute' && item.name === name);

/** A `SampleTabs` of the page and the languages of each of its panels but the one served shown. */
interface SampleSet {
  element: Node;
  later: Map<string, Set<string>>;
}

/**
 * Walks the page: the languages of code the browser renders as it starts (`now`), and for each
 * `SampleTabs` (src/components/SampleTabs) the languages of the panels it renders only when the
 * reader first shows them: every panel but the default one (`default`, else the first).
 */
function walk(node: Node, now: Set<string>, sets: SampleSet[]): boolean {
  if (!isJsx(node, 'SampleTabs')) {
    let hasCode = node.type === 'code';
    if (node.type === 'code' && node.lang) now.add(node.lang);
    for (const child of node.children ?? []) hasCode = walk(child, now, sets) || hasCode;
    return hasCode;
  }
  const panels = (node.children ?? []).filter((child) => isJsx(child, 'TabItem'));
  const shown = panels.find((panel) => attribute(panel, 'default')) ?? panels[0];
  const later = new Map<string, Set<string>>();
  let hasCode = false;
  for (const child of node.children ?? []) {
    const value = attribute(child, 'value')?.value;
    if (child === shown || !panels.includes(child) || typeof value !== 'string') {
      hasCode = codeLanguages(child, now) || hasCode;
      continue;
    }
    const languages = new Set<string>();
    hasCode = codeLanguages(child, languages) || hasCode;
    later.set(value, languages);
  }
  // The reader's values add an `export` line (bash) to whichever panel is shown.
  if (attribute(node, 'template')) now.add('bash');
  sets.push({ element: node, later });
  return hasCode;
}

/**
 * Where the server bundle finds the grammars of the panels the browser loads later (index.ts):
 * Prism's own files. In the browser bundle the same specifier is an empty module.
 */
export const SERVER_GRAMMARS = 'portal-server-grammars';
const serverOnly = (source: string): string => source.replace(/^prismjs\/components\//, `${SERVER_GRAMMARS}/`);

const literal = (value: string) => ({ type: 'Literal', value, raw: JSON.stringify(value) });
const arrow = (body: unknown) => ({
  type: 'ArrowFunctionExpression',
  id: null,
  params: [],
  body,
  expression: true,
  async: false,
  generator: false,
});
const importCall = (source: string) => ({ type: 'ImportExpression', source: literal(source) });

/** `() => import(a).then(() => import(b))`: the grammars in order, each after the ones it extends. */
function loaderExpression(sources: string[]): { source: string; estree: unknown } {
  const [first, ...rest] = sources as [string, ...string[]];
  let source = `import(${JSON.stringify(first)})`;
  let estree: unknown = importCall(first);
  for (const next of rest) {
    source += `.then(() => import(${JSON.stringify(next)}))`;
    estree = {
      type: 'CallExpression',
      callee: {
        type: 'MemberExpression',
        object: estree,
        property: { type: 'Identifier', name: 'then' },
        computed: false,
        optional: false,
      },
      arguments: [arrow(importCall(next))],
      optional: false,
    };
  }
  return { source: `() => ${source}`, estree: arrow(estree) };
}

/** The `grammars` prop of a `SampleTabs`: for each panel whose grammars the page does not import, their loader. */
function grammarsAttribute(loaders: Array<[string, string[]]>): Attribute {
  const entries = loaders.map(([value, sources]) => [value, loaderExpression(sources)] as const);
  const source = `{${entries.map(([value, loader]) => `${JSON.stringify(value)}: ${loader.source}`).join(', ')}}`;
  const object = {
    type: 'ObjectExpression',
    properties: entries.map(([value, loader]) => ({
      type: 'Property',
      key: literal(value),
      value: loader.estree,
      kind: 'init',
      method: false,
      shorthand: false,
      computed: false,
    })),
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'grammars',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: source,
      data: {
        estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: object }] },
      },
    },
  };
}

/** An `import` of the page's MDX (with its ESTree, which MDX compiles): of a module, or of its default export as `name`. */
export const importNode = (source: string, name?: string) => ({
  type: 'mdxjsEsm',
  value: name ? `import ${name} from ${JSON.stringify(source)};` : `import ${JSON.stringify(source)};`,
  data: {
    estree: {
      type: 'Program',
      sourceType: 'module',
      body: [
        {
          type: 'ImportDeclaration',
          specifiers: name ? [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }] : [],
          attributes: [],
          source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
        },
      ],
    },
  },
});

export interface Options {
  /** Languages the page's components render as code whatever its Markdown holds (API pages: JSON examples). */
  languages?: readonly string[];
}

export default function remarkCodeHighlighting(options: Options = {}) {
  return (tree: Node): void => {
    const now = new Set<string>(options.languages);
    const sets: SampleSet[] = [];
    if (!walk(tree, now, sets) && now.size === 0) return;
    const eager = new Set([...now].flatMap(grammarImports));
    // A sample panel the reader has not shown is left as served (SampleTabs): the browser loads its
    // grammars when the reader first shows it; the server bundle, which renders every panel, imports them.
    const serverGrammars = new Set<string>();
    for (const { element, later } of sets) {
      const loaders: Array<[string, string[]]> = [];
      for (const [value, languages] of later) {
        const sources = [...new Set([...languages].flatMap(grammarImports))].filter((source) => !eager.has(source));
        if (sources.length === 0) continue;
        loaders.push([value, sources]);
        for (const source of sources) serverGrammars.add(source);
      }
      if (loaders.length > 0) element.attributes = [...(element.attributes ?? []), grammarsAttribute(loaders)];
    }
    const sources = [RUNTIME, ...eager, ...[...serverGrammars].map(serverOnly)];
    tree.children = [...sources.map((source) => importNode(source)), ...(tree.children ?? [])] as Node[];
  };
}
