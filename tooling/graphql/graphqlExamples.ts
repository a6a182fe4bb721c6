/**
 * GraphQL examples of the manuals are checked against the schema (openapi/edgehub.graphql), as the
 * JSON examples are against the OpenAPI specs (tooling/openapi/apiExamples.ts): a `graphql` block,
 * and the `json graphql=variables` and `json graphql=response` blocks that belong to it, each named
 * in its fence. For writers: WRITING.md, *API examples*; what each fence must hold, answers with a
 * `status=` included: tooling/graphql/README.md, *graphqlExamples.ts*.
 */
import {
  GraphQLError,
  coerceInputValue,
  execute,
  getVariableValues,
  isEnumType,
  isNonNullType,
  parse,
  typeFromAST,
  validate,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { type ExampleProblem } from '../openapi/apiExamples';
import { codeBlocks } from '../content/codeBlocks';
import { GRAPHQL_LIMITS, REQUEST_ERROR_STATUS, isRequestErrorCode, measureOperation } from './graphqlRequest';

/** `variables` or `response` for a `graphql=` JSON block, undefined for any other block. */
export function graphqlExampleRole(meta: string): 'variables' | 'response' | 'invalid' | undefined {
  const word = meta.split(/\s+/).find((w) => w.startsWith('graphql='));
  if (!word) return undefined;
  const role = word.slice('graphql='.length);
  return role === 'variables' || role === 'response' ? role : 'invalid';
}

/** The HTTP status of a `graphql=response` block: `status=NNN` in its meta, 200 without. */
export function graphqlResponseStatus(meta: string): number | 'invalid' {
  const word = meta.split(/\s+/).find((w) => w.startsWith('status='));
  if (!word) return 200;
  const status = Number(word.slice('status='.length));
  return status === 200 || Object.values(REQUEST_ERROR_STATUS).some((s) => s === status) ? status : 'invalid';
}

const codesOf = (status: number): string[] =>
  Object.entries(REQUEST_ERROR_STATUS)
    .filter(([, s]) => s === status)
    .map(([code]) => code);

interface Current {
  readonly document: DocumentNode;
  readonly operation: OperationDefinitionNode;
  readonly line: number;
  variables: Record<string, unknown>;
}

function operationOf(document: DocumentNode): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
  );
  return operations.length === 1 ? operations[0] : undefined;
}

function variableProblems(schema: GraphQLSchema, operation: OperationDefinitionNode, values: unknown): string[] {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return ['variables must be a JSON object'];
  const given = values as Record<string, unknown>;
  const problems: string[] = [];
  const declared = new Set<string>();
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    declared.add(name);
    const type = typeFromAST(schema, definition.type as never) as GraphQLInputType | undefined;
    if (!type) continue;
    if (!(name in given)) {
      if (isNonNullType(type) && !definition.defaultValue) problems.push(`$${name} (${String(type)}) is required`);
      continue;
    }
    coerceInputValue(given[name], type, (pathTo, _invalid, error) => {
      problems.push(`$${name}${pathTo.length > 0 ? `.${pathTo.join('.')}` : ''}: ${error.message}`);
    });
  }
  for (const name of Object.keys(given)) {
    if (!declared.has(name)) problems.push(`$${name} is not declared by the operation`);
  }
  return problems;
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

function responseProblems(schema: GraphQLSchema, current: Current, value: unknown): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return ['the response must be a JSON object'];
  const response = value as { data?: unknown; errors?: unknown };
  const problems: string[] = [];
  const extra = Object.keys(response).filter((key) => !['data', 'errors', 'extensions'].includes(key));
  if (extra.length > 0)
    problems.push(`a GraphQL response has data, errors and extensions only, not ${extra.join(', ')}`);
  const codes = schema.getType('ErrorCode');
  const known = isEnumType(codes) ? new Set(codes.getValues().map((v) => v.name)) : new Set<string>();
  if (response.errors !== undefined) {
    if (!Array.isArray(response.errors)) problems.push('errors must be a list');
    else {
      response.errors.forEach((error: unknown, index) => {
        const item = error as { message?: unknown; path?: unknown; extensions?: { code?: unknown } };
        if (typeof item?.message !== 'string') problems.push(`errors[${index}] has no message`);
        const code = item?.extensions?.code;
        if (typeof code !== 'string' || !known.has(code)) {
          problems.push(`errors[${index}].extensions.code ${JSON.stringify(code)} is not a value of ErrorCode`);
        } else if (isRequestErrorCode(code)) {
          problems.push(
            `errors[${index}]: ${code} answers the whole request with HTTP ${REQUEST_ERROR_STATUS[code]}, without data: mark the block status=${REQUEST_ERROR_STATUS[code]}`,
          );
        }
        if (!Array.isArray(item?.path))
          problems.push(`errors[${index}] has no path: an error of an HTTP 200 answer names its field`);
      });
    }
  }
  // EdgeHub refuses a document over a limit before it runs: an HTTP 200 answer to it cannot exist.
  const variables = getVariableValues(schema, current.operation.variableDefinitions ?? [], current.variables);
  if (!variables.errors) {
    const { cost, depth } = measureOperation(schema, current.document, current.operation, variables.coerced);
    if (cost > GRAPHQL_LIMITS.maxCost)
      problems.push(
        `the document costs ${cost} points, over ${GRAPHQL_LIMITS.maxCost}: EdgeHub answers 400 QUERY_TOO_COMPLEX`,
      );
    if (depth > GRAPHQL_LIMITS.maxDepth)
      problems.push(
        `the document nests ${depth} levels, over ${GRAPHQL_LIMITS.maxDepth}: EdgeHub answers 400 QUERY_TOO_DEEP`,
      );
  }
  if (response.data === undefined || response.data === null) {
    problems.push(
      'an HTTP 200 answer has data, an object: every root field is nullable, so data is never null (an answer to the whole request is marked status=400, 401, 429 or 503)',
    );
    return problems;
  }
  // The answer run back through the document: the default resolvers read it field by field, so a
  // field that is not selected, a missing one, a wrong type or a null in a non-null field shows.
  const result = execute({
    schema,
    document: current.document,
    rootValue: response.data,
    variableValues: current.variables,
  }) as { data?: unknown; errors?: readonly GraphQLError[] };
  const unexpected = (result.errors ?? []).filter((error) => {
    // A null where the example also reports an error for that path is what GraphQL answers.
    const path = (error.path ?? []).join('.');
    return (
      !Array.isArray(response.errors) ||
      !response.errors.some((e: { path?: unknown[] }) => (e.path ?? []).join('.') === path)
    );
  });
  for (const error of unexpected) problems.push(`data.${(error.path ?? []).join('.')}: ${error.message}`);
  if (unexpected.length === 0 && canonical(result.data) !== canonical(response.data)) {
    problems.push(
      `data does not match what the document selects: it should read ${canonical(result.data).slice(0, 300)}`,
    );
  }
  return problems;
}

/** Problems of an answer to the whole request (`status` 400, 401, 429 or 503). */
function requestErrorProblems(
  schema: GraphQLSchema,
  current: Current | undefined,
  value: unknown,
  status: number,
): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return ['the response must be a JSON object'];
  const response = value as { data?: unknown; errors?: unknown };
  const problems: string[] = [];
  if ('data' in response) problems.push(`an answer to the whole request (HTTP ${status}) has no data: nothing ran`);
  const extra = Object.keys(response).filter((key) => !['data', 'errors', 'extensions'].includes(key));
  if (extra.length > 0) problems.push(`a GraphQL response has errors and extensions only, not ${extra.join(', ')}`);
  if (!Array.isArray(response.errors) || response.errors.length === 0) {
    return [...problems, 'an answer to the whole request has errors, a list of at least one'];
  }
  response.errors.forEach((error: unknown, index) => {
    const item = (error ?? {}) as { message?: unknown; path?: unknown; extensions?: Record<string, unknown> };
    const extensions = item.extensions ?? {};
    const code = extensions.code;
    if (typeof item.message !== 'string') problems.push(`errors[${index}] has no message`);
    if ('path' in item) problems.push(`errors[${index}] has a path, but nothing ran`);
    if (!isRequestErrorCode(code) || REQUEST_ERROR_STATUS[code] !== status) {
      problems.push(
        `errors[${index}].extensions.code ${JSON.stringify(code)}: HTTP ${status} answers ${codesOf(status).join(', ')}`,
      );
    }
    if (typeof extensions.requestId !== 'string') problems.push(`errors[${index}].extensions.requestId is missing`);
    if (
      (status === 429 || status === 503) &&
      !(Number.isInteger(extensions.retryAfter) && Number(extensions.retryAfter) > 0)
    ) {
      problems.push(`errors[${index}].extensions.retryAfter must be the seconds of the Retry-After header`);
    }
    if (code !== 'QUERY_TOO_COMPLEX' && code !== 'QUERY_TOO_DEEP') return;
    if (!current) {
      problems.push(`errors[${index}]: ${code} needs the graphql block it refuses before it on the page`);
      return;
    }
    const variables = getVariableValues(schema, current.operation.variableDefinitions ?? [], current.variables);
    if (variables.errors) return; // reported on the variables block
    const measure = measureOperation(schema, current.document, current.operation, variables.coerced);
    const [key, actual, limit]: [string, number, number] =
      code === 'QUERY_TOO_COMPLEX'
        ? ['cost', measure.cost, GRAPHQL_LIMITS.maxCost]
        : ['depth', measure.depth, GRAPHQL_LIMITS.maxDepth];
    if (extensions[key] !== actual) {
      problems.push(
        `errors[${index}].extensions.${key} is ${JSON.stringify(extensions[key])}; the document's ${key} is ${actual}`,
      );
    }
    if (extensions.limit !== limit) problems.push(`errors[${index}].extensions.limit must be ${limit}`);
    if (actual <= limit)
      problems.push(`errors[${index}]: the document's ${key} ${actual} is within the limit of ${limit}`);
  });
  return problems;
}

/** Every problem of the GraphQL examples of one page; `file` is the path printed in messages. */
export function checkGraphqlExamples(text: string, file: string, schema: GraphQLSchema): ExampleProblem[] {
  const problems: ExampleProblem[] = [];
  let current: Current | undefined;
  for (const block of codeBlocks(text)) {
    const report = (message: string, line = block.line): void => {
      problems.push({ file, line, message });
    };
    if (block.language === 'graphql') {
      current = undefined;
      if (block.meta.split(/\s+/).includes('sdl')) {
        try {
          parse(block.code);
        } catch (error) {
          report(`graphql sdl: ${(error as Error).message}`);
        }
        continue;
      }
      let document: DocumentNode;
      try {
        document = parse(block.code);
      } catch (error) {
        const where = (error as GraphQLError).locations?.[0];
        report(`graphql: ${(error as Error).message}`, block.line + (where?.line ?? 0));
        continue;
      }
      const errors = validate(schema, document);
      for (const error of errors) {
        report(
          `graphql: ${error.message} (fix the query, or the schema)`,
          block.line + (error.locations?.[0]?.line ?? 0),
        );
      }
      const operation = operationOf(document);
      if (!operation) {
        report('graphql: a block holds exactly one operation (write SDL as ```graphql sdl)');
        continue;
      }
      if (errors.length === 0) current = { document, operation, line: block.line, variables: {} };
      continue;
    }
    const role = graphqlExampleRole(block.meta);
    if (role === undefined) continue;
    if (role === 'invalid') {
      report('write graphql=variables or graphql=response');
      continue;
    }
    const status = role === 'response' ? graphqlResponseStatus(block.meta) : 200;
    if (status === 'invalid') {
      report(
        `graphql=response: status= is 200, or ${Object.values(REQUEST_ERROR_STATUS).join(', ')} for an answer to the whole request`,
      );
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(block.code);
    } catch (error) {
      report(`graphql=${role}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    if (status !== 200) {
      for (const message of requestErrorProblems(schema, current, value, status))
        report(`graphql=response status=${status}: ${message}`);
      continue;
    }
    if (!current) {
      report(`graphql=${role}: no valid graphql block before it on the page`);
      continue;
    }
    if (role === 'variables') {
      for (const message of variableProblems(schema, current.operation, value)) report(`graphql=variables: ${message}`);
      if (value && typeof value === 'object') current.variables = value as Record<string, unknown>;
    } else {
      for (const message of responseProblems(schema, current, value)) report(`graphql=response: ${message}`);
    }
  }
  return problems;
}
