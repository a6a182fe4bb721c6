/**
 * Code samples of the GraphQL reference: for each query and mutation, an operation document that
 * asks for the fields an integrator usually wants, its variables (taken from the REST spec's
 * examples of the same objects, so both references show the same gateway, tags and values), and the
 * request in cURL, Python and JavaScript. `scripts/gen-api.ts` writes them into the operation pages;
 * the sample check runs them against a mock server built from the schema.
 */
import {
  getNamedType,
  isEnumType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import { NODE_RUN_MAIN, pythonLiteral } from '../openapi/codeSamples';

export type GraphqlSampleLanguage = 'curl' | 'python' | 'javascript';
export const GRAPHQL_SAMPLE_LANGUAGES: readonly GraphqlSampleLanguage[] = ['curl', 'python', 'javascript'];
export const GRAPHQL_SAMPLE_LABELS: Readonly<Record<GraphqlSampleLanguage, string>> = {
  curl: 'cURL',
  python: 'Python',
  javascript: 'JavaScript',
};
/** The code-fence language of each sample. */
export const GRAPHQL_SAMPLE_FENCES: Readonly<Record<GraphqlSampleLanguage, string>> = {
  curl: 'bash',
  python: 'python',
  javascript: 'javascript',
};

export const GRAPHQL_PATH = '/api/v1/graphql';

export interface OperationSample {
  readonly kind: 'query' | 'mutation';
  readonly field: string;
  /** The GraphQL document, named after the field (`query Gateways(...) { ... }`). */
  readonly document: string;
  readonly variables: Record<string, unknown>;
}

/** Object fields are followed this deep below the root field; nested connections are left out. */
const MAX_DEPTH = 4;
const INDENT = '  ';

function isConnection(name: string): boolean {
  return name.endsWith('Connection');
}

function selectionSet(type: ReturnType<typeof getNamedType>, depth: number): string | undefined {
  if (!isObjectType(type)) return undefined;
  const pad = INDENT.repeat(depth + 1);
  const lines: string[] = [];
  for (const field of Object.values(type.getFields())) {
    if (field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)) continue;
    const named = getNamedType(field.type);
    if (isScalarType(named) || isEnumType(named)) {
      lines.push(`${pad}${field.name}`);
      continue;
    }
    if (depth + 1 >= MAX_DEPTH || isConnection(named.name)) continue;
    const inner = selectionSet(named, depth + 1);
    if (inner) lines.push(`${pad}${field.name} {\n${inner}\n${pad}}`);
  }
  return lines.length > 0 ? lines.join('\n') : undefined;
}

const pascal = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * The sample of one root field. `examples` gives a value per argument name (the REST request
 * example of the same read, or single values such as `scadaId`); required arguments must have one.
 */
export function operationSample(
  schema: GraphQLSchema,
  kind: 'query' | 'mutation',
  fieldName: string,
  examples: Readonly<Record<string, unknown>>,
): OperationSample {
  const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  const field: GraphQLField<unknown, unknown> | undefined = root?.getFields()[fieldName];
  if (!field) throw new Error(`graphqlSamples: ${kind} ${fieldName} is not in the schema`);
  const variables: Record<string, unknown> = {};
  const declared: string[] = [];
  const passed: string[] = [];
  for (const arg of field.args) {
    const required = isNonNullType(arg.type) && arg.defaultValue === undefined;
    const value = examples[arg.name];
    if (value === undefined) {
      if (required) throw new Error(`graphqlSamples: ${kind} ${fieldName}: no example value for ${arg.name}`);
      continue;
    }
    variables[arg.name] = value;
    declared.push(`$${arg.name}: ${String(arg.type)}`);
    passed.push(`${arg.name}: $${arg.name}`);
  }
  const named = getNamedType(field.type);
  const inner = selectionSet(named, 1);
  const call = `${fieldName}${passed.length > 0 ? `(${passed.join(', ')})` : ''}`;
  const body = inner ? `${INDENT}${call} {\n${inner}\n${INDENT}}` : `${INDENT}${call}`;
  const header = `${kind} ${pascal(fieldName)}${declared.length > 0 ? `(${declared.join(', ')})` : ''}`;
  return { kind, field: fieldName, document: `${header} {\n${body}\n}`, variables };
}

/** The request of a sample in one language, sent to `endpoint` with the token in `ACCESS_TOKEN`. */
export function graphqlCode(language: GraphqlSampleLanguage, sample: OperationSample, endpoint: string): string {
  const variables = JSON.stringify(sample.variables, null, 2);
  switch (language) {
    case 'curl': {
      const payload = JSON.stringify({ query: sample.document, variables: sample.variables }, null, 2);
      return [
        `curl -sS --fail-with-body -X POST ${endpoint} \\`,
        `  -H "Authorization: Bearer $ACCESS_TOKEN" \\`,
        `  -H "Content-Type: application/json" \\`,
        `  --data-binary @- <<'JSON'`,
        payload,
        'JSON',
      ].join('\n');
    }
    case 'python':
      return [
        'import json',
        'import os',
        '',
        'import requests',
        '',
        `QUERY = """`,
        sample.document,
        `"""`,
        `VARIABLES = ${pythonLiteral(sample.variables)}`,
        '',
        'response = requests.post(',
        `    "${endpoint}",`,
        `    headers={"Authorization": f"Bearer {os.environ['ACCESS_TOKEN']}"},`,
        '    json={"query": QUERY, "variables": VARIABLES},',
        '    timeout=30,',
        ')',
        'response.raise_for_status()',
        'body = response.json()',
        'if body.get("errors"):',
        '    raise SystemExit(json.dumps(body["errors"], indent=2))',
        'print(json.dumps(body["data"], indent=2))',
      ].join('\n');
    case 'javascript':
      return [
        'const query = `',
        sample.document.replace(/[`\\]|\$\{/g, (text) => `\\${text}`),
        '`;',
        `const variables = ${variables};`,
        '',
        'async function main() {',
        `  const response = await fetch('${endpoint}', {`,
        "    method: 'POST',",
        '    headers: {',
        '      Authorization: `Bearer ${process.env.ACCESS_TOKEN}`,',
        "      'Content-Type': 'application/json',",
        '    },',
        '    body: JSON.stringify({ query, variables }),',
        '  });',
        '  if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);',
        '  const body = await response.json();',
        '  if (body.errors) throw new Error(JSON.stringify(body.errors, null, 2));',
        '  console.log(JSON.stringify(body.data, null, 2));',
        '}',
        '',
        ...NODE_RUN_MAIN,
      ].join('\n');
  }
}
