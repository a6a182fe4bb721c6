import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { getNamedType, getOperationAST, isEnumType, isNonNullType, isObjectType, parse } from 'graphql';
import { ROOT } from '../../../tooling/content/files';
import {
  GRAPHQL_LIMITS,
  REQUEST_ERROR_STATUS,
  checkRequest,
  measureOperation,
  type OperationMeasure,
} from '../../../tooling/graphql/graphqlRequest';
import { GRAPHQL_SCHEMA_FILE, loadGraphqlSchema } from '../../../tooling/graphql/graphqlSchema';

const schema = loadGraphqlSchema(path.join(ROOT, GRAPHQL_SCHEMA_FILE));

/** The cost example of the guide (## Errors and limits > Compute the cost of a query), verbatim. */
const WORKED_EXAMPLE = `query PlantTags($first: Int) {
  gateways(first: $first) {
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        scadaId
        name
        tags(first: 20) {
          edges {
            node {
              tagName
              latest {
                ts
                value
              }
            }
          }
        }
      }
    }
  }
}`;

const GUIDES = [
  'EdgeHub/APIs/GraphQL_API.md',
  'i18n/zh-tw/docusaurus-plugin-content-docs-edgehub/current/APIs/GraphQL_API.md',
];

const measure = (query: string, variables: Record<string, unknown> = {}): OperationMeasure => {
  const document = parse(query);
  const operation = getOperationAST(document);
  assert.ok(operation);
  return measureOperation(schema, document, operation, variables);
};

test('both guides show the worked cost example this test computes', () => {
  for (const guide of GUIDES) {
    const text = fs.readFileSync(path.join(ROOT, guide), 'utf8');
    assert.ok(text.includes(`\`\`\`graphql\n${WORKED_EXAMPLE}\n\`\`\``), `${guide} no longer shows WORKED_EXAMPLE`);
    assert.match(text, /"cost": 1262, "limit": 1000/, guide);
  }
});

test("the worked example costs the guide's steps: 632 points for 10 gateways, depth 8", () => {
  const result = measure(WORKED_EXAMPLE, { first: 10 });
  const steps = Object.fromEntries(result.steps.map((step) => [step.path, step.cost]));
  assert.deepEqual(steps, {
    'gateways.pageInfo': 1,
    'gateways.edges.node.tags.edges.node.latest': 1, // step 1
    'gateways.edges.node.tags.edges.node': 2, // step 2
    'gateways.edges.node.tags.edges': 60, // step 3: 20 × (1 + 2)
    'gateways.edges.node.tags': 61, // step 4
    'gateways.edges.node': 62, // step 5
    'gateways.edges': 630, // step 6: 10 × (1 + 62)
    gateways: 632, // step 7: 1 + 1 + 630
  });
  assert.equal(result.cost, 632);
  assert.equal(result.depth, GRAPHQL_LIMITS.maxDepth);
});

test('the page size is first as written, from its variable, or the default; null or out of range counts 200', () => {
  assert.equal(measure(WORKED_EXAMPLE, { first: 15 }).cost, 947); // the most gateways that fit
  assert.equal(measure(WORKED_EXAMPLE, { first: 20 }).cost, 1262);
  assert.equal(measure(WORKED_EXAMPLE).cost, 2 + 50 * 63);
  assert.equal(measure(WORKED_EXAMPLE, { first: null }).cost, 2 + 200 * 63);
  assert.equal(measure(WORKED_EXAMPLE, { first: 500 }).cost, 2 + 200 * 63);
  assert.equal(measure(WORKED_EXAMPLE.replace('first: $first', 'first: 10')).cost, 632);
  // Scalars cost nothing; a list that is not a connection counts once.
  assert.equal(measure('{ gateways(online: false) { totalCount } }').cost, 1);
  assert.equal(measure('{ gateway(scadaId: "G") { name devices { deviceId } } }').cost, 2);
});

test('fragments count where they are spread, and root fields add up', () => {
  const withFragment = `${WORKED_EXAMPLE.replace(
    '            node {\n              tagName\n              latest {\n                ts\n                value\n              }\n            }',
    '            node {\n              ...TagLatest\n            }',
  )}\n\nfragment TagLatest on Tag {\n  tagName\n  latest {\n    ts\n    value\n  }\n}`;
  assert.notEqual(withFragment, WORKED_EXAMPLE);
  assert.equal(measure(withFragment, { first: 10 }).cost, 632);
  assert.equal(measure(withFragment, { first: 10 }).depth, 8);
  assert.equal(
    measure(
      'mutation { setTagData(input: {scadaId: "G", deviceId: "D", tagName: "T", value: 1}) { commandId target { tagName } } }',
    ).cost,
    2,
  );
  assert.equal(
    measure('{ a: gateways(first: 5) { edges { cursor } } b: groups(first: 5) { totalCount } }').cost,
    1 + 5 + 1,
  );
});

test('a query over the cost or the depth limit is refused before it runs, with its cost or depth and the limit', () => {
  const over = checkRequest(schema, { query: WORKED_EXAMPLE, variables: { first: 20 } });
  assert.equal(over.ok, false);
  assert.deepEqual(!over.ok && over.errors.map((error) => error.extensions), [
    { code: 'QUERY_TOO_COMPLEX', cost: 1262, limit: 1000 },
  ]);
  const within = checkRequest(schema, { query: WORKED_EXAMPLE, variables: { first: 10 } });
  assert.equal(within.ok, true);
  const deep = checkRequest(schema, {
    query:
      '{ groups(first: 2) { edges { node { machines(first: 2) { edges { node { parameters { latest { ts } } } } } } } } }',
  });
  assert.deepEqual(!deep.ok && deep.errors.map((error) => error.extensions), [
    { code: 'QUERY_TOO_DEEP', depth: 9, limit: 8 },
  ]);
  const cases: Array<[Parameters<typeof checkRequest>[1], RegExp]> = [
    [{}, /needs a query/],
    [{ query: '{ gateway(scadaId: "G") { firmware } }' }, /Cannot query field "firmware"/],
    [
      { query: 'query Q($id: ID!) { gateway(scadaId: $id) { name } }' },
      /Variable "\$id" of required type "ID!" was not provided/,
    ],
    [{ query: 'query A { groups { totalCount } } query B { groups { totalCount } }' }, /name one in operationName/],
    [{ query: '{ groups { totalCount } }', variables: [1] }, /variables must be a JSON object/],
  ];
  for (const [params, expected] of cases) {
    const checked = checkRequest(schema, params);
    assert.equal(checked.ok, false, String(expected));
    if (checked.ok) continue;
    assert.ok(
      checked.errors.some((error) => expected.test(error.message)),
      checked.errors.map((e) => e.message).join('; '),
    );
    assert.ok(checked.errors.every((error) => error.extensions.code === 'GRAPHQL_VALIDATION_FAILED'));
  }
});

test('the limits and codes agree with the schema', () => {
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  assert.ok(query && mutation);
  assert.match(schema.description ?? '', /at most 8 levels of fields .* cost at most 1,000 points/s);
  const codes = schema.getType('ErrorCode');
  assert.ok(isEnumType(codes));
  for (const code of Object.keys(REQUEST_ERROR_STATUS)) assert.ok(codes.getValue(code), `ErrorCode lacks ${code}`);
  // Every connection field pages with first, defaulting to the size the cost counts when it is left out.
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!getNamedType(field.type).name.endsWith('Connection')) continue;
      const first = field.args.find((arg) => arg.name === 'first');
      assert.equal(first?.defaultValue, GRAPHQL_LIMITS.defaultPageSize, `${type.name}.${field.name}(first)`);
      // A connection fails alone (VALIDATION_ERROR for its first): it is nullable, so its parent stays.
      assert.ok(!isNonNullType(field.type), `${type.name}.${field.name} must be nullable`);
    }
  }
  // Root fields fail alone (FORBIDDEN, TENANT_NOT_SELECTED, ..._NOT_FOUND): none may null the whole data.
  for (const root of [query, mutation]) {
    for (const field of Object.values(root.getFields())) {
      assert.ok(!isNonNullType(field.type), `${root.name}.${field.name} must be nullable`);
    }
  }
});

test('PageInfo has what the Relay connection specification requires', () => {
  const pageInfo = schema.getType('PageInfo');
  assert.ok(isObjectType(pageInfo));
  const fields = pageInfo.getFields();
  assert.equal(String(fields.hasNextPage?.type), 'Boolean!');
  assert.equal(String(fields.hasPreviousPage?.type), 'Boolean!');
  assert.equal(String(fields.startCursor?.type), 'String');
  assert.equal(String(fields.endCursor?.type), 'String');
});
