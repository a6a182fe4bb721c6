/**
 * A GraphQL server built from a schema with mocked data, on 127.0.0.1, to run the GraphQL samples
 * against (`npm run check-samples`): `@graphql-tools/schema` + `@graphql-tools/mock` behind
 * `graphql-http`. It answers at the real endpoint's path, validates every query against the schema
 * (an invalid one gets HTTP 400, as EdgeHub answers it, so the sample fails), and refuses a request without a bearer token
 * with 401 `INVALID_TOKEN`, as EdgeHub does.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { addMocksToSchema } from '@graphql-tools/mock';
import { parse, validate } from 'graphql';
import { createHandler } from 'graphql-http';
import { GRAPHQL_PATH } from './graphqlSamples';

export interface GraphqlMock {
  /** Origin of the server, e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  /** Requests answered so far, by status. */
  readonly statuses: number[];
  stop(): Promise<void>;
}

/** Values of the schema's own scalars, as a real answer would hold them. */
const SCALAR_MOCKS = {
  DateTime: () => '2026-11-02T08:00:00Z',
  TagValue: () => 78.4,
  StateDurations: () => ({ '0': 1200, '1': 2400 }),
  ID: () => 'SCADA-TPE-0001',
  String: () => 'Boiler house gateway',
  Int: () => 42,
  Float: () => 77.6,
};

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const json = (response: http.ServerResponse, status: number, body: unknown): void => {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

export async function startGraphqlMock(schemaSource: string): Promise<GraphqlMock> {
  const schema = addMocksToSchema({
    schema: makeExecutableSchema({ typeDefs: schemaSource }),
    mocks: SCALAR_MOCKS,
  });
  const handler = createHandler({ schema });
  const statuses: number[] = [];
  const answer = async (request: http.IncomingMessage, response: http.ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== GRAPHQL_PATH) return json(response, 404, { message: 'not found' });
    if (!/^Bearer \S+$/.test(request.headers.authorization ?? '')) {
      return json(response, 401, { errors: [{ message: 'No access token.', extensions: { code: 'INVALID_TOKEN' } }] });
    }
    const body = await readBody(request);
    // EdgeHub answers a query that does not parse or validate with 400, whatever the client accepts.
    try {
      const { query } = JSON.parse(body) as { query?: unknown };
      const errors = typeof query === 'string' ? validate(schema, parse(query)) : [];
      if (errors.length > 0) {
        return json(response, 400, {
          errors: errors.map((error) => ({
            message: error.message,
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          })),
        });
      }
    } catch (error) {
      return json(response, 400, {
        errors: [{ message: (error as Error).message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }],
      });
    }
    const [result, init] = await handler({
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      headers: request.headers as Record<string, string>,
      body,
      raw: request,
      context: undefined,
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
