/**
 * The request of an operation's samples, built from the OpenAPI plugin's page data: required
 * parameters filled with their examples and the values a reader can enter marked as slots
 * (./sampleTemplate.ts). Used by the page generator (./apiPageMarkdown.ts) and the guides' marked
 * code blocks (./valueFields.ts).
 */
import type { SampleRequest } from './codeSamples';
import { ACCESS_EXTENSION } from './apiAccess';
import {
  fillRequest,
  isDotSegment,
  queryEncoded,
  type Part,
  type SampleTemplate,
  type ValueField,
  type ValueServer,
} from './sampleTemplate';

/** The part of the OpenAPI plugin's page data this module reads. */
export interface ApiOperation {
  operationId?: string;
  method: string;
  path: string;
  servers?: unknown;
  security?: unknown;
  parameters?: unknown[];
  requestBody?: unknown;
  jsonRequestBodyExample?: unknown;
  [ACCESS_EXTENSION]?: unknown;
}

interface ServerVariable {
  default: string;
  description?: string;
}
export interface Server {
  url: string;
  description?: string;
  variables?: Record<string, ServerVariable>;
}
interface Parameter {
  name: string;
  in: string;
  description?: string;
  required?: boolean;
  example?: unknown;
  schema?: { example?: unknown; default?: unknown };
}
interface MediaType {
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}

function serverUrl(servers: Server[] | undefined): string {
  const server = servers?.[0];
  if (!server) return '';
  return server.url.replace(/\{(\w+)\}/g, (_m, name: string) => server.variables?.[name]?.default ?? name);
}

function exampleOf(parameter: Parameter): string {
  const value = parameter.example ?? parameter.schema?.example ?? parameter.schema?.default;
  return value === undefined ? `{${parameter.name}}` : String(value);
}

function bodyExample(api: ApiOperation): unknown {
  const content = (api.requestBody as { content?: Record<string, MediaType> } | undefined)?.content;
  const json = content?.['application/json'];
  if (!json) return undefined;
  return json.example ?? Object.values(json.examples ?? {})[0]?.value ?? api.jsonRequestBodyExample;
}

/** A path parameter's example; `.` and `..` would be resolved away by every client. */
function pathExample(api: ApiOperation, parameter: Parameter): string {
  const value = exampleOf(parameter);
  if (isDotSegment(value)) {
    throw new Error(
      `${api.operationId ?? api.path}: path parameter ${parameter.name} is ${JSON.stringify(value)}, which clients resolve as a relative path instead of sending it. Give it another example.`,
    );
  }
  return value;
}

/** A description's first line: the form's hint. */
export const firstLine = (text: string | undefined): string | undefined => text?.trim().split('\n')[0];

/** The field of the reader's server: a spec's servers with their variables, the first one's defaults as the example. */
export function originField(servers: readonly Server[]): ValueField {
  return {
    slot: 'origin',
    kind: 'origin',
    label: 'server',
    example: serverUrl(servers as Server[]),
    servers: servers.map(
      (server): ValueServer => ({
        url: server.url,
        ...(server.description ? { description: server.description } : {}),
        variables: Object.fromEntries(
          Object.entries(server.variables ?? {}).map(([name, variable]) => [
            name,
            {
              default: variable.default,
              ...(variable.description ? { description: firstLine(variable.description) } : {}),
            },
          ]),
        ),
      }),
    ),
  };
}

/**
 * The request an integrator would send first, required parameters filled with their examples, with
 * the values a reader can enter marked (tooling/openapi/sampleTemplate.ts): the server, the token of
 * the operation's security scheme and every path parameter.
 */
export function sampleTemplateOf(api: ApiOperation, product = ''): SampleTemplate {
  const parameters = (api.parameters ?? []) as Parameter[];
  const servers = (api.servers ?? []) as Server[];
  const fields: ValueField[] = [];
  if (servers.length > 0) {
    fields.push(originField(servers));
  }
  const url: Part[] = servers.length > 0 ? [{ slot: 'origin', encode: 'origin' }] : [];
  for (const piece of api.path.split(/(\{[^}]+\})/)) {
    const parameter = parameters.find((p) => p.in === 'path' && piece === `{${p.name}}`);
    if (!parameter) {
      if (piece) url.push(piece);
      continue;
    }
    if (!fields.some((field) => field.slot === parameter.name)) {
      fields.push({
        slot: parameter.name,
        kind: 'param',
        label: parameter.name,
        example: pathExample(api, parameter),
        ...(parameter.description ? { description: firstLine(parameter.description) } : {}),
      });
    }
    url.push({ slot: parameter.name, encode: 'path' });
  }
  const query = parameters
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${queryEncoded(p.name)}=${queryEncoded(exampleOf(p))}`);
  if (query.length) url.push(`?${query.join('&')}`);
  const headers: Array<[string, Part[]]> = [];
  const security = (api.security ?? []) as Array<Record<string, unknown>>;
  const scheme = security.map((requirement) => Object.keys(requirement)[0]).find(Boolean);
  if (scheme) {
    const schemes = (api as { securitySchemes?: Record<string, { description?: string }> }).securitySchemes;
    fields.push({
      slot: 'accessToken',
      kind: 'token',
      label: scheme,
      example: '<accessToken>',
      ...(schemes?.[scheme]?.description ? { description: firstLine(schemes[scheme]?.description) } : {}),
    });
    headers.push(['Authorization', ['Bearer ', { slot: 'accessToken', encode: 'text' }]]);
  }
  for (const p of parameters.filter((p) => p.in === 'header' && p.required)) headers.push([p.name, [exampleOf(p)]]);
  const body = bodyExample(api);
  headers.push(['Accept', ['application/json']]);
  if (body !== undefined) headers.push(['Content-Type', ['application/json']]);
  return {
    kind: 'rest',
    product,
    ...(api.operationId === undefined ? {} : { name: api.operationId }),
    method: api.method.toUpperCase(),
    url,
    headers,
    ...(body === undefined ? {} : { body }),
    fields,
  };
}

/** The request an integrator would send first, with the spec's example values. */
export function sampleRequestOf(api: ApiOperation): SampleRequest {
  return fillRequest(sampleTemplateOf(api), {});
}
