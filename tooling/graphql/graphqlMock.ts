/**
 * A GraphQL server built from a schema with mocked data, on 127.0.0.1, to run the GraphQL samples
 * against (`npm run check-samples`): `@graphql-tools/schema` + `@graphql-tools/mock` behind
 * `graphql-http`, at the real endpoint's path. It answers as EdgeHub does (graphqlRequest.ts):
 * a request without a bearer token gets 401 `INVALID_TOKEN`; a document that does not parse or
 * validate, whose variables do not fit, or that passes the depth or cost limit gets 400 with nothing
 * run; those answers hold `errors` alone, without `data`. A field that fails (an unknown SCADA ID, a
 * write with a Viewer's token) is `null` beside its error in a 200 answer.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { addMocksToSchema, type IMocks } from '@graphql-tools/mock';
import { GraphQLError } from 'graphql';
import { createHandler } from 'graphql-http';
import { checkRequest, requestErrorBody, type RequestError } from './graphqlRequest';
import { GRAPHQL_PATH } from './graphqlSamples';

export interface GraphqlMockOptions {
  /** Refuse every request with a token as an overloaded EdgeHub does: 429 or 503, with `Retry-After`. */
  readonly refuse?: 429 | 503;
}

export interface GraphqlMock {
  /** Origin of the server, e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  /** Requests answered so far, by status. */
  readonly statuses: number[];
  stop(): Promise<void>;
}

/** The gateway the examples and the REST spec show; any other SCADA ID is GATEWAY_NOT_FOUND. */
export const MOCK_SCADA_ID = 'SCADA-TPE-0001';
/** Bearer tokens that start with this belong to a Viewer: every write is FORBIDDEN. */
export const MOCK_VIEWER_TOKEN_PREFIX = 'viewer-';
/** Seconds of `Retry-After` in a refused answer. */
const RETRY_AFTER = { 429: 12, 503: 60 } as const;

/** Values of the schema's own scalars, as a real answer would hold them, and of PageInfo. */
const MOCKS: IMocks = {
  DateTime: () => '2026-11-02T08:00:00Z',
  TagValue: () => 78.4,
  StateDurations: () => ({ '0': 1200, '1': 2400 }),
  ID: () => MOCK_SCADA_ID,
  String: () => 'Boiler house gateway',
  Int: () => 42,
  Float: () => 77.6,
  // Every connection answers its last page; pages are read forward only, so never a previous one.
  PageInfo: () => ({ hasNextPage: false, endCursor: 'Z3c6MQ==', hasPreviousPage: false, startCursor: 'Z3c6MQ==' }),
};

/** A type, not an interface: graphql-http takes a context that is a record. */
type MockContext = {
  readonly requestId: string;
  readonly viewer: boolean;
  /** Content-Type of the answer. */
  readonly answerType: string;
};

const fieldError = (context: MockContext, code: string, message: string): GraphQLError =>
  new GraphQLError(message, { extensions: { code, requestId: context.requestId } });

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** The media type of the answer: GraphQL over HTTP's own when the client accepts it. */
const mediaType = (accept: string | undefined): string =>
  /application\/graphql-response\+json/i.test(accept ?? '')
    ? 'application/graphql-response+json; charset=utf-8'
    : 'application/json; charset=utf-8';

export async function startGraphqlMock(schemaSource: string, options: GraphqlMockOptions = {}): Promise<GraphqlMock> {
  const schema = addMocksToSchema({
    schema: makeExecutableSchema({ typeDefs: schemaSource }),
    mocks: MOCKS,
    resolvers: (store) => ({
      Query: {
        gateway: (_root: unknown, args: { scadaId: string }, context: MockContext) => {
          if (args.scadaId !== MOCK_SCADA_ID) {
            throw fieldError(
              context,
              'GATEWAY_NOT_FOUND',
              `Gateway ${args.scadaId} does not exist or is outside your groups.`,
            );
          }
          return store.get('Query', 'ROOT', 'gateway');
        },
      },
      Mutation: Object.fromEntries(
        ['setTagData', 'setParameterData'].map((name) => [
          name,
          (_root: unknown, _args: unknown, context: MockContext) => {
            if (context.viewer) {
              throw fieldError(context, 'FORBIDDEN', 'The Viewer role does not allow writes; nothing was queued.');
            }
            return store.get('Mutation', 'ROOT', name);
          },
        ]),
      ),
    }),
  });
  let requests = 0;
  const handler = createHandler<http.IncomingMessage, MockContext, MockContext>({
    schema,
    // EdgeHub's checks replace graphql-http's parse and validate: one 400 answer for every refusal,
    // whatever the client accepts.
    onSubscribe: (request, params) => {
      const context = request.context as MockContext;
      const checked = checkRequest(schema, params);
      if (!checked.ok) {
        return [
          JSON.stringify(requestErrorBody(checked.errors, context.requestId)),
          { status: 400, statusText: 'Bad Request', headers: { 'content-type': context.answerType } },
        ];
      }
      return {
        schema,
        document: checked.document,
        operationName: typeof params.operationName === 'string' ? params.operationName : undefined,
        variableValues: checked.variables as Record<string, unknown>,
        contextValue: context,
      };
    },
  });
  const statuses: number[] = [];
  const answer = async (request: http.IncomingMessage, response: http.ServerResponse): Promise<void> => {
    requests += 1;
    const requestId = `req-mock-${requests.toString(16).padStart(4, '0')}`;
    const type = mediaType(request.headers.accept);
    const refuse = (status: number, errors: RequestError[], headers: Record<string, string> = {}): void => {
      response
        .writeHead(status, { 'content-type': type, ...headers })
        .end(JSON.stringify(requestErrorBody(errors, requestId)));
    };
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== GRAPHQL_PATH) {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'not found' }));
      return;
    }
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token) {
      return refuse(401, [
        {
          message: 'No access token: send Authorization: Bearer <accessToken>.',
          extensions: { code: 'INVALID_TOKEN' },
        },
      ]);
    }
    if (options.refuse === 429) {
      return refuse(
        429,
        [
          {
            message: `Too many requests. Retry after ${RETRY_AFTER[429]} seconds.`,
            extensions: { code: 'RATE_LIMITED', retryAfter: RETRY_AFTER[429] },
          },
        ],
        { 'retry-after': String(RETRY_AFTER[429]) },
      );
    }
    if (options.refuse === 503) {
      return refuse(
        503,
        [
          {
            message: `EdgeHub is in maintenance. Retry after ${RETRY_AFTER[503]} seconds.`,
            extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: RETRY_AFTER[503] },
          },
        ],
        { 'retry-after': String(RETRY_AFTER[503]) },
      );
    }
    let body: unknown;
    try {
      body = JSON.parse(await readBody(request));
    } catch {
      body = undefined;
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      return refuse(400, [
        {
          message: 'The body must be a JSON object: {"query": "...", "variables": {...}, "operationName": "..."}.',
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        },
      ]);
    }
    const context: MockContext = { requestId, viewer: token.startsWith(MOCK_VIEWER_TOKEN_PREFIX), answerType: type };
    const [result, init] = await handler({
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      headers: request.headers as Record<string, string>,
      body: body as Record<string, unknown>,
      raw: request,
      context,
    });
    response.writeHead(init.status, init.headers ?? {}).end(result ?? '');
  };
  const server = http.createServer((request, response) => {
    response.on('finish', () => statuses.push(response.statusCode));
    answer(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    statuses,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
