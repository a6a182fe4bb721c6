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

interface Node {
  type: string;
  lang?: string | null;
  children?: Node[];
}

function codeLanguages(node: Node, found: Set<string>): boolean {
  let hasCode = node.type === 'code';
  if (node.type === 'code' && node.lang) found.add(node.lang);
  for (const child of node.children ?? []) hasCode = codeLanguages(child, found) || hasCode;
  return hasCode;
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
    const languages = new Set<string>(options.languages);
    if (!codeLanguages(tree, languages) && languages.size === 0) return;
    const sources = [RUNTIME, ...new Set([...languages].flatMap(grammarImports))];
    tree.children = [...sources.map((source) => importNode(source)), ...(tree.children ?? [])] as Node[];
  };
}
