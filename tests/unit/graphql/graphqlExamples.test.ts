import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from '../../../tooling/content/files';
import { checkGraphqlExamples } from '../../../tooling/graphql/graphqlExamples';
import { GRAPHQL_SCHEMA_FILE, loadGraphqlSchema } from '../../../tooling/graphql/graphqlSchema';

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

/** A page with one query, its variables and an answer to the whole request with an HTTP status. */
const refused = (query: string, variables: string, status: number, response: string): string =>
  page(query, variables, '').replace(
    `${FENCE}json graphql=response\n\n${FENCE}`,
    `${FENCE}json graphql=response status=${status}\n${response}\n${FENCE}`,
  );

const PAGES =
  'query Pages($first: Int) {\n  gateways(first: $first) {\n    edges {\n      node {\n        tags(first: 100) {\n          edges {\n            cursor\n          }\n        }\n      }\n    }\n  }\n}';
const TOO_COMPLEX = (cost: number): string =>
  `{"errors": [{"message": "Too costly.", "extensions": {"code": "QUERY_TOO_COMPLEX", "requestId": "req-1", "cost": ${cost}, "limit": 1000}}]}`;

test('an answer to the whole request has errors alone, a code of its status, and the cost the document really has', () => {
  // 20 gateways × (1 + node (1 + tags (1 + 100 × 1))) + 1 = 2,061 points.
  assert.deepEqual(messages(refused(PAGES, '{"first": 20}', 400, TOO_COMPLEX(2061))), []);
  const cases: Array<[string, RegExp]> = [
    [refused(PAGES, '{"first": 20}', 400, TOO_COMPLEX(2000)), /extensions\.cost is 2000; the document's cost is 2061/],
    [refused(PAGES, '{"first": 5}', 400, TOO_COMPLEX(516)), /cost 516 is within the limit of 1000/],
    [
      refused(PAGES, '{"first": 20}', 400, TOO_COMPLEX(2061).replace('{"errors"', '{"data": null, "errors"')),
      /HTTP 400\) has no data: nothing ran/,
    ],
    [
      refused(
        PAGES,
        '{}',
        429,
        '{"errors": [{"message": "Slow down.", "extensions": {"code": "RATE_LIMITED", "requestId": "req-1"}}]}',
      ),
      /retryAfter must be the seconds of the Retry-After header/,
    ],
    [
      refused(
        PAGES,
        '{}',
        401,
        '{"errors": [{"message": "No.", "extensions": {"code": "FORBIDDEN", "requestId": "req-1"}}]}',
      ),
      /code "FORBIDDEN": HTTP 401 answers INVALID_TOKEN, TOKEN_EXPIRED/,
    ],
    [refused(PAGES, '{}', 418, '{"errors": []}'), /status= is 200, or 400/],
    [
      page(PAGES, '{"first": 20}', '{"data": {"gateways": {"edges": []}}}'),
      /the document costs 2061 points, over 1000: EdgeHub answers 400 QUERY_TOO_COMPLEX/,
    ],
    [
      page(
        QUERY,
        VARIABLES,
        '{"errors": [{"message": "x", "path": ["latestData"], "extensions": {"code": "TAG_NOT_FOUND"}}]}',
      ),
      /an HTTP 200 answer has data, an object/,
    ],
    [
      page(
        QUERY,
        VARIABLES,
        '{"data": {"latestData": null}, "errors": [{"message": "x", "extensions": {"code": "TAG_NOT_FOUND"}}]}',
      ),
      /errors\[0\] has no path/,
    ],
    [
      page(
        QUERY,
        VARIABLES,
        '{"data": {"latestData": null}, "errors": [{"message": "x", "path": ["latestData"], "extensions": {"code": "RATE_LIMITED"}}]}',
      ),
      /RATE_LIMITED answers the whole request with HTTP 429, without data: mark the block status=429/,
    ],
  ];
  for (const [text, expected] of cases) {
    const found = messages(text);
    assert.ok(
      found.some((message) => expected.test(message)),
      `${expected}: ${found.join('; ')}`,
    );
  }
});
