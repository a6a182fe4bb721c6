/**
 * Lints OpenAPI files with Redocly's rule engine before any page is generated.
 * A problem is reported as `file: #/json/pointer: message (rule)`, so a writer
 * knows exactly which file and which node to fix.
 */
import { createConfig, lint } from '@redocly/openapi-core';

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
} as const;

export async function lintSpec(file: string): Promise<SpecProblem[]> {
  const config = await createConfig({ extends: ['recommended'], rules: portalRules });
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
