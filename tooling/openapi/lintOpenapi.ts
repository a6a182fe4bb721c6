/**
 * Lints OpenAPI files with Redocly's rule engine before any page is generated.
 * A problem is reported as `file: #/json/pointer: message (rule)`, so a writer
 * knows exactly which file and which node to fix.
 */
import { createConfig, lint, type LocationObject, type RawUniversalConfig } from '@redocly/openapi-core';

/** Redocly's plugin and rule-context types are not exported from the package root. */
type RedoclyPlugin = Exclude<NonNullable<RawUniversalConfig['plugins']>[number], string>;
interface RuleContext {
  report(problem: { message: string; location: LocationObject }): void;
  location: { child(path: string[]): LocationObject };
}

export interface SpecProblem {
  readonly file: string;
  readonly pointer: string;
  readonly message: string;
  readonly rule: string;
  readonly severity: 'error' | 'warn';
}

/** Rules on top of Redocly's `recommended` set: what this portal's pages rely on. */
const portalRules = {
  'operation-operationId': 'error',
  'operation-summary': 'error',
  'operation-description': 'error',
  'operation-tag-defined': 'error',
  'operation-4xx-response': 'error',
  'tag-description': 'error',
  'info-contact': 'off',
  'info-license': 'off',
  'no-server-example.com': 'off',
  'security-defined': 'error',
  'no-unused-components': 'warn',
  'portal/no-html-in-description': 'error',
} as const;

/** HTML tags, GFM table rows and task-list items, outside code spans. */
const unsupportedMarkdown: ReadonlyArray<[RegExp, string]> = [
  [/<\/?[a-zA-Z][^>]*>|<!--/, 'raw HTML'],
  [/^\s*\|.*\|\s*$/m, 'a table row'],
  [/^\s*[-*] \[[ xX]\] /m, 'a task-list item'],
];

/**
 * The API pages render descriptions without raw HTML and without GitHub's
 * Markdown extensions (plugins/browser-stand-ins: rehype-raw and remark-gfm are
 * stand-ins), so a description that needs them would show as literal text.
 */
export function unsupportedMarkdownIn(text: string): string | undefined {
  const outsideCode = text.replace(/(`+)[^`]*?\1/g, '');
  return unsupportedMarkdown.find(([pattern]) => pattern.test(outsideCode))?.[1];
}

const portalPlugin: RedoclyPlugin = {
  id: 'portal',
  rules: {
    oas3: {
      'no-html-in-description': () => ({
        any(node: unknown, ctx: RuleContext) {
          if (typeof node !== 'object' || node === null) return;
          for (const field of ['description', 'summary'] as const) {
            const text = (node as Record<string, unknown>)[field];
            const found = typeof text === 'string' ? unsupportedMarkdownIn(text) : undefined;
            if (found) {
              ctx.report({
                message: `${field} contains ${found}, which the API pages do not render: use plain Markdown (code spans, emphasis, links, lists)`,
                location: ctx.location.child([field]),
              });
            }
          }
        },
      }),
    },
  },
};

export async function lintSpec(file: string): Promise<SpecProblem[]> {
  const config = await createConfig({ extends: ['recommended'], plugins: [portalPlugin], rules: portalRules });
  let problems: Awaited<ReturnType<typeof lint>>;
  try {
    problems = await lint({ ref: file, config });
  } catch (error: unknown) {
    // A file that is not even YAML: report the line and column instead of a stack trace.
    const yamlError = error as { originalError?: { reason?: string; mark?: { line: number; column: number } } };
    const mark = yamlError.originalError?.mark;
    if (!mark) throw error;
    return [
      {
        file,
        pointer: `line ${mark.line + 1}, column ${mark.column + 1}`,
        message: `not valid YAML: ${yamlError.originalError?.reason ?? 'parse error'}`,
        rule: 'yaml',
        severity: 'error',
      },
    ];
  }
  return problems.map((problem) => ({
    file,
    pointer: problem.location[0]?.pointer ?? '#/',
    message: problem.message,
    rule: problem.ruleId,
    severity: problem.severity === 'error' ? 'error' : 'warn',
  }));
}

export function formatProblem(problem: SpecProblem): string {
  return `${problem.file}: ${problem.pointer}: ${problem.message} (${problem.rule})`;
}
