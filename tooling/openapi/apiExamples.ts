/**
 * JSON examples are checked against the OpenAPI specs (issue 11): the specs in openapi/ are the one
 * source of every API fact, and a manual's example that contradicts them stops the build. A block
 * names what it shows in its fence meta (`openapi=edgehub:setTagData request`; every form is in
 * WRITING.md, *API examples*), and every JSON block of a page that quotes a REST path must carry one.
 * Validation is strict: a misspelt or invented field fails as surely as a wrong type. The API itself
 * may add fields; examples may not.
 */
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2019';
import { openapiSchemaToJsonSchema } from '@openapi-contrib/openapi-schema-to-json-schema';
import { isObject, schemaValidator, type Json, type JsonObject } from '../json';
import { codeBlocks } from '../content/codeBlocks';
import { loadSpecs, resolvePointer, type LoadedSpec } from './specs';

export interface ExampleProblem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

const COMPOSITIONS = ['allOf', 'oneOf', 'anyOf'] as const;

/**
 * Object schemas that list their properties reject undeclared ones. A member of allOf/oneOf/anyOf
 * is left open: `unevaluatedProperties` on the composing schema sees the fields of every member.
 */
function strict(schema: Json, member = false): Json {
  if (Array.isArray(schema)) return schema.map((item) => strict(item));
  if (!isObject(schema)) return schema;
  const out: JsonObject = { ...schema };
  if (isObject(out.properties)) {
    out.properties = Object.fromEntries(Object.entries(out.properties).map(([key, value]) => [key, strict(value)]));
  }
  if (out.items !== undefined) out.items = strict(out.items);
  if (isObject(out.additionalProperties)) out.additionalProperties = strict(out.additionalProperties);
  for (const keyword of COMPOSITIONS) {
    const members = out[keyword];
    if (Array.isArray(members)) out[keyword] = members.map((m) => strict(m, true));
  }
  const declares = isObject(out.properties) || COMPOSITIONS.some((k) => Array.isArray(out[k]));
  if (!member && declares && out.additionalProperties === undefined && out.unevaluatedProperties === undefined) {
    out.unevaluatedProperties = false;
  }
  return out;
}

const HELD_REQUIRED = 'x-portal-required';

/** A schema with one keyword renamed throughout (never a property name, never inside an example). */
function renameKeyword(schema: Json, from: string, to: string): Json {
  if (Array.isArray(schema)) return schema.map((item) => renameKeyword(item, from, to));
  if (!isObject(schema)) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => {
      if (key === 'example' || key === 'examples' || key === 'default' || key === 'enum') return [key, value];
      if (key === 'properties' && isObject(value)) {
        return [
          key,
          Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, renameKeyword(sub, from, to)])),
        ];
      }
      return [key === from && Array.isArray(value) ? to : key, renameKeyword(value, from, to)];
    }),
  );
}

export class ExampleValidator {
  private readonly ajv = schemaValidator();
  private readonly cache = new Map<string, ValidateFunction>();
  readonly specs: ReadonlyMap<string, LoadedSpec>;

  constructor(specs: readonly LoadedSpec[]) {
    this.specs = new Map(specs.map((spec) => [spec.name, spec]));
  }

  /** The compiled schema for a target such as `edgehub:setTagData request`; throws a message a writer can act on. */
  validatorFor(target: ExampleTarget): ValidateFunction {
    const key = JSON.stringify(target);
    const cached = this.cache.get(key);
    if (cached) return cached;
    const schema = this.schemaFor(target);
    // The converter drops a `required` name that the same schema does not list under `properties`
    // (one that an allOf sibling declares, for instance); carry the lists past it unchanged.
    const converted = renameKeyword(
      openapiSchemaToJsonSchema(renameKeyword(schema, 'required', HELD_REQUIRED) as object) as Json,
      HELD_REQUIRED,
      'required',
    ) as JsonObject;
    delete converted.$schema;
    const validate = this.ajv.compile(strict(converted) as object);
    this.cache.set(key, validate);
    return validate;
  }

  private schemaFor(target: ExampleTarget): Json {
    const spec = this.specs.get(target.spec);
    if (!spec) throw new Error(`unknown spec "${target.spec}" (known: ${[...this.specs.keys()].join(', ')})`);
    if (target.kind === 'schema') {
      const schema = resolvePointer(spec.document, `#/components/schemas/${target.schema}`);
      if (schema === undefined) throw new Error(`${spec.file} has no schema "${target.schema}" in components.schemas`);
      return schema;
    }
    let operation = findOperation(spec.document, target.operationId);
    if (!operation) throw new Error(`${spec.file} has no operation with operationId "${target.operationId}"`);
    let where = target.operationId;
    if (target.callback) {
      const callback = isObject(operation.callbacks) ? operation.callbacks[target.callback] : undefined;
      const callbackOperation = isObject(callback) ? firstOperation(callback) : undefined;
      if (!callbackOperation) {
        throw new Error(`operation ${target.operationId} of ${spec.file} has no callback "${target.callback}"`);
      }
      operation = callbackOperation;
      where += ` callback ${target.callback}`;
    }
    if (target.kind === 'request') {
      const schema = jsonSchemaOf(isObject(operation.requestBody) ? operation.requestBody : undefined);
      if (schema === undefined) throw new Error(`${where} has no JSON request body in ${spec.file}`);
      return schema;
    }
    const responses = isObject(operation.responses) ? operation.responses : {};
    const status =
      target.status ??
      Object.keys(responses)
        .filter((code) => /^2\d\d$/.test(code))
        .sort()[0];
    const response = status === undefined ? undefined : responses[status];
    if (!isObject(response)) {
      throw new Error(
        `${where} has no ${status ?? '2xx'} response in ${spec.file} (it has ${Object.keys(responses).join(', ')})`,
      );
    }
    const schema = jsonSchemaOf(response);
    if (schema === undefined) throw new Error(`the ${status} response of ${where} has no JSON body in ${spec.file}`);
    return schema;
  }

  /** Problems of one example, as "what is wrong" sentences. */
  check(target: ExampleTarget, value: unknown): string[] {
    const validate = this.validatorFor(target);
    if (validate(value)) return [];
    return (validate.errors ?? []).map(describeError);
  }
}

function jsonSchemaOf(holder: JsonObject | undefined): Json | undefined {
  const content = holder && isObject(holder.content) ? holder.content : undefined;
  const media = content?.['application/json'];
  return isObject(media) ? media.schema : undefined;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

function firstOperation(items: JsonObject): JsonObject | undefined {
  for (const item of Object.values(items)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) if (isObject(item[method])) return item[method] as JsonObject;
  }
  return undefined;
}

/** Path items of the paths and of the webhooks (`webhooks` of OpenAPI 3.1, `x-webhooks` before it). */
function pathItems(document: JsonObject): Array<[string, Json]> {
  const groups = [document.paths, document.webhooks, document['x-webhooks']];
  return groups.flatMap((group) => (isObject(group) ? Object.entries(group) : []));
}

function findOperation(document: JsonObject, operationId: string): JsonObject | undefined {
  for (const [, item] of pathItems(document)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (isObject(operation) && operation.operationId === operationId) return operation;
    }
  }
  return undefined;
}

function describeError(error: ErrorObject): string {
  const at = error.instancePath || '(the whole example)';
  if (error.keyword === 'unevaluatedProperties' || error.keyword === 'additionalProperties') {
    const params = error.params as { unevaluatedProperty?: string; additionalProperty?: string };
    const field = params.unevaluatedProperty ?? params.additionalProperty;
    return `${at}: field "${field}" is not in the schema`;
  }
  if (error.keyword === 'enum') {
    return `${at}: must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
  }
  return `${at}: ${error.message ?? error.keyword}`;
}

// ---------------------------------------------------------------------------
// Reading the examples out of Markdown.
// ---------------------------------------------------------------------------

export type ExampleTarget =
  | { spec: string; kind: 'request'; operationId: string; callback?: string }
  | { spec: string; kind: 'response'; operationId: string; status?: string; callback?: string }
  | { spec: string; kind: 'schema'; schema: string };

/** `undefined` when the meta names nothing, `'none'` for `openapi=none`, else the target; throws on a malformed meta. */
export function parseExampleMeta(meta: string): ExampleTarget | 'none' | undefined {
  const words = meta.split(/\s+/).filter(Boolean);
  const openapi = words.find((word) => word.startsWith('openapi='));
  if (!openapi) return undefined;
  const value = openapi.slice('openapi='.length);
  if (value === 'none') return 'none';
  const option = (name: string): string | undefined =>
    words.find((word) => word === name || word.startsWith(`${name}=`))?.slice(name.length + 1);
  const usage =
    'write openapi=<spec>:<operationId> request|response[=<status>] [callback=<name>], openapi=<spec> schema=<Name>, or openapi=none';
  const [spec, operationId] = value.split(':');
  if (!spec) throw new Error(`"${openapi}" names no spec: ${usage}`);
  const schema = option('schema');
  if (schema !== undefined) {
    if (operationId !== undefined || !schema) throw new Error(`"${meta}": ${usage}`);
    return { spec, kind: 'schema', schema };
  }
  if (!operationId) throw new Error(`"${openapi}" names no operation: ${usage}`);
  const callback = option('callback') || undefined;
  if (words.includes('request')) return { spec, kind: 'request', operationId, ...(callback ? { callback } : {}) };
  const response = words.find((word) => word === 'response' || word.startsWith('response='));
  if (response !== undefined) {
    const status = response.includes('=') ? response.slice('response='.length) : undefined;
    if (status !== undefined && !/^[1-5]\d\d$/.test(status))
      throw new Error(`"${response}": the status must be a number like 404`);
    return { spec, kind: 'response', operationId, ...(status ? { status } : {}), ...(callback ? { callback } : {}) };
  }
  throw new Error(`"${meta}" says neither request nor response: ${usage}`);
}

/** REST paths (`/api/v1/...`) quoted in a text; a page that quotes one is an API page. */
export function quotedApiPaths(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/\/api\/v\d+\/[A-Za-z0-9_{}\-./]*/g)) {
    found.add(match[0].replace(/[./]+$/, ''));
  }
  return [...found];
}

const JSON_LANGUAGES = new Set(['json', 'json5', 'jsonc']);

/** Every problem of the JSON examples of one page; `file` is the path printed in messages. */
export function checkPageExamples(text: string, file: string, validator: ExampleValidator): ExampleProblem[] {
  const problems: ExampleProblem[] = [];
  const apiPage = quotedApiPaths(text).length > 0;
  for (const block of codeBlocks(text)) {
    const report = (message: string): void => {
      problems.push({ file, line: block.line, message });
    };
    let target: ExampleTarget | 'none' | undefined;
    try {
      target = parseExampleMeta(block.meta);
    } catch (error) {
      report((error as Error).message);
      continue;
    }
    if (target === 'none') continue;
    if (target === undefined) {
      // GraphQL variables and responses are checked against the GraphQL schema (tooling/graphql/graphqlExamples.ts),
      // MQTT payloads against the AsyncAPI document (tooling/asyncapi/mqttExamples.ts).
      if (/(^|\s)(graphql|mqtt)=/.test(block.meta)) continue;
      if (apiPage && JSON_LANGUAGES.has(block.language)) {
        report(
          'JSON block on an API page names no operation: add openapi=<spec>:<operationId> request|response to its fence, or openapi=none if it is no API payload (see WRITING.md)',
        );
      }
      continue;
    }
    const label = block.meta
      .split(/\s+/)
      .filter((w) => w !== 'title' && !w.startsWith('title='))
      .join(' ');
    let value: unknown;
    try {
      value = JSON.parse(block.code);
    } catch (error) {
      report(`${label}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    try {
      for (const message of validator.check(target, value)) report(`${label}: ${message}`);
    } catch (error) {
      report(`${label}: ${(error as Error).message}`);
    }
  }
  return problems;
}

/** The examples written in the specs themselves must fit their own schemas too. */
export function checkSpecExamples(spec: LoadedSpec, validator: ExampleValidator): ExampleProblem[] {
  const problems: ExampleProblem[] = [];
  const file = spec.file;
  const examplesOf = (holder: JsonObject | undefined): Array<[string, Json]> => {
    const media = holder && isObject(holder.content) ? holder.content['application/json'] : undefined;
    if (!isObject(media)) return [];
    const out: Array<[string, Json]> = [];
    if (media.example !== undefined) out.push(['example', media.example]);
    if (isObject(media.examples)) {
      for (const [name, example] of Object.entries(media.examples)) {
        if (isObject(example) && example.value !== undefined) out.push([`examples.${name}`, example.value]);
      }
    }
    return out;
  };
  const checkOne = (target: ExampleTarget, where: string, example: Json): void => {
    try {
      for (const message of validator.check(target, example))
        problems.push({ file, line: 0, message: `${where}: ${message}` });
    } catch (error) {
      problems.push({ file, line: 0, message: `${where}: ${(error as Error).message}` });
    }
  };
  for (const [route, item] of pathItems(spec.document)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation) || typeof operation.operationId !== 'string') continue;
      const operationId = operation.operationId;
      const body = isObject(operation.requestBody) ? operation.requestBody : undefined;
      for (const [name, example] of examplesOf(body)) {
        checkOne(
          { spec: spec.name, kind: 'request', operationId },
          `${method.toUpperCase()} ${route} request ${name}`,
          example,
        );
      }
      for (const [status, response] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
        for (const [name, example] of examplesOf(isObject(response) ? response : undefined)) {
          checkOne(
            { spec: spec.name, kind: 'response', operationId, status },
            `${method.toUpperCase()} ${route} response ${status} ${name}`,
            example,
          );
        }
      }
    }
  }
  const schemas =
    isObject(spec.document.components) && isObject(spec.document.components.schemas)
      ? spec.document.components.schemas
      : {};
  for (const [name, schema] of Object.entries(schemas)) {
    if (
      isObject(schema) &&
      schema.example !== undefined &&
      (schema.type === 'object' || schema.properties || schema.allOf)
    ) {
      checkOne({ spec: spec.name, kind: 'schema', schema: name }, `components.schemas.${name}.example`, schema.example);
    }
  }
  return problems;
}

/** Every JSON example of the given pages and of the given OpenAPI files, checked. */
export function exampleProblems(
  specFiles: readonly string[],
  pages: ReadonlyArray<{ readonly shown: string; readonly text: string }>,
  root: string,
): ExampleProblem[] {
  const specs = loadSpecs(specFiles, root);
  const validator = new ExampleValidator(specs);
  return [
    ...specs.flatMap((spec) => checkSpecExamples(spec, validator)),
    ...pages.flatMap((page) => checkPageExamples(page.text, page.shown, validator)),
  ];
}
