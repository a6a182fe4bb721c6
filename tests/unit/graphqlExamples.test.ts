import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from '../../tooling/content';
import { checkGraphqlExamples } from '../../tooling/graphqlExamples';
import { GRAPHQL_SCHEMA_FILE, loadGraphqlSchema } from '../../tooling/graphqlSchema';

const schema = loadGraphqlSchema(path.join(ROOT, GRAPHQL_SCHEMA_FILE));
const FENCE = '```';

/** A page with one query, its variables and its answer, each block replaceable. */
function page(query: string, variables: string, response: string): string {
  return [
    '# Page',
    '',
    `${FENCE}graphql`,
    query,
    FENCE,
    '',
    `${FENCE}json graphql=variables`,
    variables,
    FENCE,
    '',
    `${FENCE}json graphql=response`,
    response,
    FENCE,
    '',
  ].join('\n');
}

const QUERY =
  'query Latest($tags: [TagRefInput!]!) {\n  latestData(tags: $tags) {\n    tagName\n    ts\n    value\n  }\n}';
const VARIABLES = '{"tags": [{"scadaId": "SCADA-TPE-0001", "deviceId": "PLC-01", "tagName": "Boiler1.Temperature"}]}';
const RESPONSE =
  '{"data": {"latestData": [{"tagName": "Boiler1.Temperature", "ts": "2026-11-02T08:00:00Z", "value": 78.4}]}}';

const messages = (text: string): string[] =>
  checkGraphqlExamples(text, 'page.md', schema).map((p) => `${p.line}: ${p.message}`);

test('a valid query with its variables and answer passes', () => {
  assert.deepEqual(messages(page(QUERY, VARIABLES, RESPONSE)), []);
});

test('an unknown field, a wrong variable, an unselected or missing field and an unknown error code are caught, with the line', () => {
  const cases: Array<[string, RegExp]> = [
    [
      page(QUERY.replace('tagName\n    ts', 'tagName\n    timestamp'), VARIABLES, RESPONSE),
      /^7: graphql: Cannot query field "timestamp"/,
    ],
    [
      page(QUERY, '{"tags": [{"scadaId": "SCADA-TPE-0001"}]}', RESPONSE),
      /graphql=variables: \$tags\.0: Field "deviceId" of required type "String!" was not provided/,
    ],
    [page(QUERY, '{"tags": [], "limit": 5}', RESPONSE), /graphql=variables: \$limit is not declared/],
    [
      page(QUERY, VARIABLES, RESPONSE.replace('"value": 78.4', '"value": 78.4, "unit": "°C"')),
      /graphql=response: data does not match/,
    ],
    [
      page(QUERY, VARIABLES, RESPONSE.replace(', "ts": "2026-11-02T08:00:00Z"', '')),
      /graphql=response: data\.latestData\.0\.ts: Cannot return null for non-nullable field/,
    ],
    [
      page(
        QUERY,
        VARIABLES,
        '{"data": {"latestData": null}, "errors": [{"message": "x", "extensions": {"code": "NO_SUCH_TAG"}}]}',
      ),
      /extensions\.code "NO_SUCH_TAG" is not a value of ErrorCode/,
    ],
    ['```json graphql=response\n{"data": {}}\n```\n', /no valid graphql block before it/],
  ];
  for (const [text, expected] of cases) {
    const found = messages(text);
    assert.ok(
      found.some((message) => expected.test(message)),
      `${expected}: ${found.join('; ')}`,
    );
  }
});
