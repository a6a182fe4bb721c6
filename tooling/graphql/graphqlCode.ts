/**
 * The GraphQL samples' programs (cURL, Python, JavaScript) for an operation document, written at
 * build time into the reference pages and again in the browser with the reader's endpoint
 * (src/components/ReaderValues). No Node imports and no `graphql` import: this module ships to the browser.
 */
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
