/**
 * Remark plugin of the docs (issue 42): a code block whose meta says `values=<product>` (or a
 * reference's id) gets the reader's own values in the browser. At build time its text is cut into
 * parts: the spec's example origin, path values and shell words (`NAME='example'`) become typed
 * slots, and a secret the program reads from the environment is named, so the browser can show its
 * `export` line (src/components/ReaderValues/fill.ts). The block
 * is wrapped in `<ValuesCode>`, which renders it unchanged on the server: the served HTML, the
 * Markdown copies and the search index keep the placeholders. A marked block with nothing to fill,
 * or an unknown product, stops the build naming the file.
 */
import path from 'node:path';
import type { Part, ValueField, GuideTemplate } from '../../tooling/openapi/sampleTemplate';
import { shellQuoted } from '../../tooling/openapi/codeSamples';
import { importNode } from '../code-highlighting/remark';
import { productValueFields } from './fields';

interface Node {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: Node[];
  [key: string]: unknown;
}

export const VALUES_CODE = path.join(__dirname, '..', '..', 'src', 'components', 'ReaderValues', 'ValuesCode.tsx');

/** The environment variable that carries each product's token in the guides' programs. */
export const TOKEN_ENV: Readonly<Record<string, string>> = { edgehub: 'ACCESS_TOKEN', weda: 'WEDA_TOKEN' };

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where a program reads the variable: `$X`, `${X}`, `os.environ["X"]`, `os.getenv("X")`, `process.env.X`. */
const readsEnv = (code: string, name: string): boolean =>
  new RegExp(
    `\\$\\{?${name}\\b|environ\\[["']${name}["']\\]|getenv\\(["']${name}["']\\)|process\\.env\\.${name}\\b`,
  ).test(code);

/** The block's text as parts: the spec's example origins, path values and shell words as slots. */
export function guideTemplate(
  product: string,
  language: string,
  code: string,
  fields: readonly ValueField[],
): GuideTemplate {
  const used = new Set<string>();
  const patterns: Array<{ regex: string; field: ValueField }> = [];
  for (const field of fields) {
    if (field.kind === 'origin') {
      for (const server of field.servers ?? []) {
        const origin = server.url.replace(/\{(\w+)\}/g, (_m, name: string) => server.variables[name]?.default ?? name);
        patterns.push({ regex: `${escapeRegExp(origin)}(?![\\w.-])`, field });
      }
    } else if (field.kind === 'text') {
      // A shell word after `NAME=`: the example as written, quoted as the shell writes it.
      patterns.push({
        regex: `(?<=\\b[A-Za-z_][A-Za-z0-9_]*=)${escapeRegExp(shellQuoted(field.example))}(?=\\s|$)`,
        field,
      });
    } else if (field.kind === 'param') {
      // A path segment only: after a `/`, before a `/`, `?`, quote, space or the end.
      patterns.push({ regex: `(?<=/)${escapeRegExp(field.example)}(?=[/?#"'\\s\\\\]|$)`, field });
    }
  }
  const parts: Part[] = [];
  if (patterns.length > 0) {
    const all = new RegExp(patterns.map((p) => `(${p.regex})`).join('|'), 'gm');
    let last = 0;
    for (const match of code.matchAll(all)) {
      const index = match.index ?? 0;
      const group = match.slice(1).findIndex((value) => value !== undefined);
      const field = patterns[group]?.field;
      if (!field) continue;
      if (index > last) parts.push(code.slice(last, index));
      parts.push({
        slot: field.slot,
        encode: field.kind === 'origin' ? 'origin' : field.kind === 'text' ? 'shell' : 'segment',
      });
      used.add(field.slot);
      last = index + match[0].length;
    }
    if (last < code.length) parts.push(code.slice(last));
  } else {
    parts.push(code);
  }
  const env = TOKEN_ENV[product];
  const token = env && readsEnv(code, env) ? fields.find((field) => field.kind === 'token') : undefined;
  if (token) used.add(token.slot);
  return {
    kind: 'guide',
    product,
    language,
    parts,
    ...(token && env ? { env } : {}),
    fields: fields
      .filter((field) => used.has(field.slot))
      .map((field) => (field.kind === 'token' && env ? { ...field, example: `$${env}` } : field)),
  };
}

const VALUES_META = /(?:^|\s)values=([\w-]+)(?=\s|$)/;

export default function remarkReaderValues() {
  return (tree: Node, file: { path?: string }): void => {
    const where = path.relative(process.cwd(), file.path ?? '(unknown file)');
    let found = false;
    const visit = (node: Node): void => {
      if (!node.children) return;
      node.children = node.children.map((child) => {
        if (child.type !== 'code' || !child.meta) {
          visit(child);
          return child;
        }
        const key = VALUES_META.exec(child.meta)?.[1];
        if (!key) return child;
        const resolved = productValueFields(key);
        if (!resolved) {
          throw new Error(
            `${where}: a code block is marked values=${key}, but no reference with values has that id or product. Use a product or a reference id of src/data/docSets.ts.`,
          );
        }
        const template = guideTemplate(resolved.product, child.lang ?? 'text', child.value ?? '', resolved.fields);
        if (template.fields.length === 0) {
          throw new Error(
            `${where}: the code block marked values=${key} has none of the spec's example values (its servers' hosts, path values, the token read from $${TOKEN_ENV[resolved.product] ?? 'TOKEN'}, or an export line of an example). Write the spec's examples in it, or remove the mark.`,
          );
        }
        found = true;
        return {
          type: 'mdxJsxFlowElement',
          name: 'ValuesCode',
          attributes: [{ type: 'mdxJsxAttribute', name: 'template', value: JSON.stringify(template) }],
          children: [child],
        } as Node;
      });
    };
    visit(tree);
    if (found) tree.children = [importNode(VALUES_CODE, 'ValuesCode') as Node, ...(tree.children ?? [])];
  };
}
