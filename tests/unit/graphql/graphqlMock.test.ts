import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT } from '../../../tooling/content/files';
import { MOCK_VIEWER_TOKEN_PREFIX, startGraphqlMock, type GraphqlMock } from '../../../tooling/graphql/graphqlMock';
import { GRAPHQL_PATH } from '../../../tooling/graphql/graphqlSamples';
import { GRAPHQL_SCHEMA_FILE } from '../../../tooling/graphql/graphqlSchema';

const schemaSource = fs.readFileSync(path.join(ROOT, GRAPHQL_SCHEMA_FILE), 'utf8');
const guide = fs.readFileSync(path.join(ROOT, 'EdgeHub/APIs/GraphQL_API.md'), 'utf8');

/** The first ```graphql block after a heading id of the guide. */
function guideQuery(id: string): string {
  const from = guide.indexOf(`{#${id}}`);
  assert.ok(from >= 0, `the guide has no heading {#${id}}`);
  const match = /```graphql\n([\s\S]*?)\n```/.exec(guide.slice(from));
  assert.ok(match?.[1], `no graphql block after {#${id}}`);
  return match[1];
}

interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: {
    data?: Record<string, unknown> | null;
    errors?: Array<{ message: string; path?: unknown[]; extensions: Record<string, unknown> }>;
  };
}

let mock: GraphqlMock;
before(async () => {
  mock = await startGraphqlMock(schemaSource);
});
after(() => mock.stop());

async function post(
  body: unknown,
  { token = 'mock-access-token', accept, origin }: { token?: string | null; accept?: string; origin?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  if (accept) headers.accept = accept;
  const response = await fetch(`${origin ?? mock.url}${GRAPHQL_PATH}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer['body'] };
}

/** An answer to the whole request: errors alone, each with a code and the request's id. */
function assertRequestError(answer: Answer, status: number, code: string): Record<string, unknown> {
  assert.equal(answer.status, status, JSON.stringify(answer.body));
  assert.ok(!('data' in answer.body), 'an answer to the whole request has no data key');
  assert.equal(answer.body.errors?.length, 1, JSON.stringify(answer.body));
  const [error] = answer.body.errors ?? [];
  assert.equal(error?.extensions.code, code);
  assert.match(String(error?.extensions.requestId), /^req-/);
  assert.ok(!error?.path, 'nothing ran: no path');
  return error?.extensions ?? {};
}

test("the mock refuses the guide's worked example with 20 gateways (1,262 points) and runs it with 10 (632)", async () => {
  const query = guideQuery('query-cost');
  const over = await post({ query, variables: { first: 20 } });
  assert.deepEqual(
    { ...assertRequestError(over, 400, 'QUERY_TOO_COMPLEX'), requestId: undefined },
    { code: 'QUERY_TOO_COMPLEX', cost: 1262, limit: 1000, requestId: undefined },
  );
  assert.match(over.headers.get('content-type') ?? '', /^application\/json/);
  const within = await post({ query, variables: { first: 10 } });
  assert.equal(within.status, 200, JSON.stringify(within.body));
  assert.equal(within.body.errors, undefined);
  assert.ok(within.body.data?.gateways);
});

test('an invalid, too deep or unreadable request gets 400 with errors alone, in the media type the client accepts', async () => {
  const invalid = await post(
    { query: '{ gateway(scadaId: "SCADA-TPE-0001") { firmwareVersion } }' },
    { accept: 'application/graphql-response+json, application/json' },
  );
  assertRequestError(invalid, 400, 'GRAPHQL_VALIDATION_FAILED');
  assert.match(invalid.headers.get('content-type') ?? '', /^application\/graphql-response\+json/);
  const deep = await post({
    query:
      '{ groups(first: 2) { edges { node { machines(first: 2) { edges { node { parameters { latest { ts } } } } } } } } }',
  });
  assert.deepEqual(
    { ...assertRequestError(deep, 400, 'QUERY_TOO_DEEP'), requestId: undefined },
    { code: 'QUERY_TOO_DEEP', depth: 9, limit: 8, requestId: undefined },
  );
  assertRequestError(await post('{"query": '), 400, 'GRAPHQL_VALIDATION_FAILED');
  assertRequestError(
    await post({ query: 'query G($scadaId: ID!) { gateway(scadaId: $scadaId) { name } }' }),
    400,
    'GRAPHQL_VALIDATION_FAILED',
  );
});

test('a request without a token gets 401 INVALID_TOKEN with errors alone', async () => {
  assertRequestError(await post({ query: '{ groups { totalCount } }' }, { token: null }), 401, 'INVALID_TOKEN');
});

test('a rate-limited or unavailable EdgeHub answers 429 or 503 with Retry-After, errors alone', async () => {
  for (const [status, code, seconds] of [
    [429, 'RATE_LIMITED', 12],
    [503, 'SERVICE_UNAVAILABLE', 60],
  ] as const) {
    const refusing = await startGraphqlMock(schemaSource, { refuse: status });
    try {
      const answer = await post({ query: '{ groups { totalCount } }' }, { origin: refusing.url });
      assert.equal(assertRequestError(answer, status, code).retryAfter, seconds);
      assert.equal(answer.headers.get('retry-after'), String(seconds));
    } finally {
      await refusing.stop();
    }
  }
});

test("a failing root field is null beside its error and the other root fields' data (the guide's PlantStatus)", async () => {
  const answer = await post({ query: guideQuery('errors-and-limits'), variables: { scadaId: 'SCADA-TPE-001' } });
  assert.equal(answer.status, 200);
  assert.equal(typeof (answer.body.data?.gateways as { totalCount?: unknown })?.totalCount, 'number');
  assert.equal(answer.body.data?.gateway, null);
  assert.deepEqual(answer.body.errors?.[0]?.path, ['gateway']);
  assert.equal(answer.body.errors?.[0]?.extensions.code, 'GATEWAY_NOT_FOUND');
});

test("each of a Viewer's writes is null with FORBIDDEN in an HTTP 200 answer; an Operator's is queued", async () => {
  const answer = await post(
    {
      query:
        'mutation Two($input: SetTagDataInput!) { first: setTagData(input: $input) { commandId } second: setTagData(input: $input) { status } }',
      variables: {
        input: { scadaId: 'SCADA-TPE-0001', deviceId: 'PLC-01', tagName: 'Line1.Recipe', value: 'RCP-2026-07' },
      },
    },
    { token: `${MOCK_VIEWER_TOKEN_PREFIX}token` },
  );
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.body.data, { first: null, second: null });
  assert.deepEqual(
    answer.body.errors?.map((error) => [error.path, error.extensions.code]),
    [
      [['first'], 'FORBIDDEN'],
      [['second'], 'FORBIDDEN'],
    ],
  );
  const operator = await post({
    query:
      'mutation { setTagData(input: {scadaId: "SCADA-TPE-0001", deviceId: "PLC-01", tagName: "Line1.Recipe", value: 1}) { commandId } }',
  });
  assert.equal(typeof (operator.body.data?.setTagData as { commandId?: unknown })?.commandId, 'string');
});

test('PageInfo pages forward only: hasPreviousPage is false, startCursor a cursor', async () => {
  const answer = await post({
    query: '{ gateways(first: 3) { pageInfo { hasNextPage endCursor hasPreviousPage startCursor } } }',
  });
  assert.equal(answer.status, 200);
  const pageInfo = (answer.body.data?.gateways as { pageInfo: Record<string, unknown> }).pageInfo;
  assert.equal(pageInfo.hasPreviousPage, false);
  assert.equal(typeof pageInfo.startCursor, 'string');
});
