/**
 * What EdgeHub checks before it runs a GraphQL request, and how it answers one it refuses (the
 * guide's "Errors and limits", the schema's description and `ErrorCode`). The depth and the cost of
 * an operation are computed from the document and its variables alone, so a query over a limit is
 * refused before anything runs. The mock server (graphqlMock.ts) enforces these functions and the
 * guide's examples are checked with them (graphqlExamples.ts): the page and the mock cannot disagree.
 */
import {
  GraphQLError,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  getArgumentValues,
  getNamedType,
  getOperationAST,
  getVariableValues,
  isInterfaceType,
  isLeafType,
  isObjectType,
  parse,
  validate,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

export const GRAPHQL_LIMITS = {
  /** Levels of fields; the root field is level 1. */
  maxDepth: 8,
  /** Points of `measureOperation`'s cost. */
  maxCost: 1000,
  /** A connection's `first` when it is left out. */
  defaultPageSize: 50,
  /** The largest `first`; also what a `first` counts when it is null or out of range. */
  maxPageSize: 200,
} as const;

/**
 * The HTTP status of each code that answers the whole request, with `errors` alone and no `data`
 * (GraphQL over HTTP). Every other code is the error of one field, in an HTTP 200 answer with `data`.
 */
export const REQUEST_ERROR_STATUS = {
  GRAPHQL_VALIDATION_FAILED: 400,
  QUERY_TOO_DEEP: 400,
  QUERY_TOO_COMPLEX: 400,
  INVALID_TOKEN: 401,
  TOKEN_EXPIRED: 401,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Readonly<Record<string, number>>;

export type RequestErrorCode = keyof typeof REQUEST_ERROR_STATUS;

export const isRequestErrorCode = (code: unknown): code is RequestErrorCode =>
  typeof code === 'string' && Object.hasOwn(REQUEST_ERROR_STATUS, code);

/** One error of an answer to the whole request, before the server adds its `requestId`. */
export interface RequestError {
  readonly message: string;
  readonly locations?: ReadonlyArray<{ readonly line: number; readonly column: number }>;
  readonly extensions: { readonly code: RequestErrorCode } & Readonly<Record<string, unknown>>;
}

/** The body of an answer to the whole request: `errors` only, each with the request's id. */
export function requestErrorBody(
  errors: readonly RequestError[],
  requestId: string,
): { errors: Array<RequestError & { extensions: { requestId: string } }> } {
  return { errors: errors.map((error) => ({ ...error, extensions: { ...error.extensions, requestId } })) };
}

// ---------------------------------------------------------------------------
// Depth and cost
// ---------------------------------------------------------------------------

/** One field that returns objects, with what it costs (its own point and those of its selection). */
export interface CostStep {
  /** Response path, such as `gateways.edges.node.tags`. */
  readonly path: string;
  readonly cost: number;
  /** For a connection's `edges`: the page size its cost was multiplied by. */
  readonly pageSize?: number;
}

export interface OperationMeasure {
  /** Levels of fields of the deepest field; the root field is level 1. */
  readonly depth: number;
  /** Points, before anything runs. */
  readonly cost: number;
  /** Every field that costs points, innermost first. */
  readonly steps: readonly CostStep[];
}

/** A connection type: `edges` and `pageInfo` (the Relay connection specification). */
function isConnectionType(type: GraphQLNamedType): boolean {
  if (!isObjectType(type)) return false;
  const fields = type.getFields();
  return 'edges' in fields && 'pageInfo' in fields;
}

function fieldDefinition(
  schema: GraphQLSchema,
  parent: GraphQLNamedType,
  name: string,
): GraphQLField<unknown, unknown> | undefined {
  if (name === TypeNameMetaFieldDef.name) return TypeNameMetaFieldDef;
  if (parent === schema.getQueryType() && name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
  if (parent === schema.getQueryType() && name === TypeMetaFieldDef.name) return TypeMetaFieldDef;
  return isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
}

/**
 * The page size a connection field is counted with: its `first` as the field will run (a literal,
 * the variable's value, or the default when left out); `null` or a value outside 1 to 200 counts as
 * 200, the most a page can hold (the field itself then fails with `VALIDATION_ERROR`).
 */
function pageSize(
  field: GraphQLField<unknown, unknown>,
  node: Parameters<typeof getArgumentValues>[1],
  variables: Readonly<Record<string, unknown>>,
): number {
  if (!field.args.some((arg) => arg.name === 'first')) return GRAPHQL_LIMITS.defaultPageSize;
  let first: unknown;
  try {
    first = getArgumentValues(field, node, variables as Record<string, unknown>).first;
  } catch {
    first = undefined;
  }
  return typeof first === 'number' && Number.isInteger(first) && first >= 1 && first <= GRAPHQL_LIMITS.maxPageSize
    ? first
    : GRAPHQL_LIMITS.maxPageSize;
}

/**
 * The depth and cost of one operation, from its document and (coerced) variables:
 *
 * - a scalar or enum field costs 0;
 * - a field that returns an object or a list of objects costs 1 plus the cost of its selection;
 * - a connection's `edges` costs its page size × (1 + the cost of the selection of one edge), so a
 *   connection inside a connection multiplies;
 * - fragments count where they are spread; `@include` and `@skip` are not applied.
 */
export function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>> = {},
): OperationMeasure {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const steps: CostStep[] = [];
  let depth = 0;
  /** `page` is set for the selection of a connection: the size its `edges` are multiplied by. */
  const selectionCost = (
    parent: GraphQLNamedType,
    selectionSet: SelectionSetNode,
    prefix: string,
    level: number,
    page: number | undefined,
  ): number => {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT || selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
        if (!fragment) continue;
        const condition = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : parent;
        cost += selectionCost(condition ?? parent, fragment.selectionSet, prefix, level, page);
        continue;
      }
      depth = Math.max(depth, level);
      const field = fieldDefinition(schema, parent, selection.name.value);
      const named = field ? getNamedType(field.type) : undefined;
      if (!field || !named || isLeafType(named) || !selection.selectionSet) continue;
      const path = `${prefix}${(selection.alias ?? selection.name).value}`;
      const inner = selectionCost(
        named,
        selection.selectionSet,
        `${path}.`,
        level + 1,
        isConnectionType(named) ? pageSize(field, selection, variables) : undefined,
      );
      if (page !== undefined && selection.name.value === 'edges') {
        steps.push({ path, cost: page * (1 + inner), pageSize: page });
        cost += page * (1 + inner);
      } else {
        steps.push({ path, cost: 1 + inner });
        cost += 1 + inner;
      }
    }
    return cost;
  };
  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  const cost = root ? selectionCost(root, operation.selectionSet, '', 1, undefined) : 0;
  return { depth, cost, steps };
}

// ---------------------------------------------------------------------------
// The checks before a request runs
// ---------------------------------------------------------------------------

export interface RequestParams {
  readonly query?: unknown;
  readonly variables?: unknown;
  readonly operationName?: unknown;
}

export type CheckedRequest =
  | {
      readonly ok: true;
      readonly document: DocumentNode;
      readonly operation: OperationDefinitionNode;
      /** The variables as given (execution coerces them again). */
      readonly variables: Readonly<Record<string, unknown>>;
      readonly measure: OperationMeasure;
    }
  | { readonly ok: false; readonly errors: readonly RequestError[] };

const invalid = (error: GraphQLError | string): RequestError => {
  const message = typeof error === 'string' ? error : error.message;
  const locations = typeof error === 'string' ? undefined : error.locations;
  return {
    message,
    ...(locations && locations.length > 0 ? { locations } : {}),
    extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
  };
};

/**
 * What EdgeHub checks, in order, before it runs a request: the document parses and validates, names
 * one operation, its variables fit their types; then its depth and its cost (one error for each limit
 * passed). Any error answers the whole request with HTTP 400 and nothing runs.
 */
export function checkRequest(schema: GraphQLSchema, params: RequestParams): CheckedRequest {
  if (typeof params.query !== 'string' || params.query.trim() === '') {
    return { ok: false, errors: [invalid('The body needs a query: a GraphQL document as a string.')] };
  }
  if (params.variables != null && (typeof params.variables !== 'object' || Array.isArray(params.variables))) {
    return { ok: false, errors: [invalid('variables must be a JSON object.')] };
  }
  let document: DocumentNode;
  try {
    document = parse(params.query);
  } catch (error) {
    return { ok: false, errors: [invalid(error as GraphQLError)] };
  }
  const validation = validate(schema, document);
  if (validation.length > 0) return { ok: false, errors: validation.map(invalid) };
  const name = typeof params.operationName === 'string' ? params.operationName : undefined;
  const operation = getOperationAST(document, name);
  if (!operation) {
    return {
      ok: false,
      errors: [
        invalid(
          name
            ? `The document has no operation named ${name}.`
            : 'The document has several operations: name one in operationName.',
        ),
      ],
    };
  }
  const given = (params.variables ?? {}) as Record<string, unknown>;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], given);
  if (coerced.errors) return { ok: false, errors: coerced.errors.map(invalid) };
  const measure = measureOperation(schema, document, operation, coerced.coerced);
  const errors: RequestError[] = [];
  if (measure.depth > GRAPHQL_LIMITS.maxDepth) {
    errors.push({
      message: `The query nests ${measure.depth} levels of fields; the limit is ${GRAPHQL_LIMITS.maxDepth}. Read the inner fields in a second query.`,
      extensions: { code: 'QUERY_TOO_DEEP', depth: measure.depth, limit: GRAPHQL_LIMITS.maxDepth },
    });
  }
  if (measure.cost > GRAPHQL_LIMITS.maxCost) {
    errors.push({
      message: `The query would cost ${measure.cost} points; the limit is ${GRAPHQL_LIMITS.maxCost}. Ask for smaller pages (first), or read inner connections in a second query.`,
      extensions: { code: 'QUERY_TOO_COMPLEX', cost: measure.cost, limit: GRAPHQL_LIMITS.maxCost },
    });
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, document, operation, variables: given, measure };
}
