/**
 * EdgeHub's GraphQL schema (openapi/edgehub.graphql) and its agreement with the REST spec
 * (openapi/edgehub.yaml): both describe one data hub, so wherever both describe the same object a
 * field has the same name, the same type and the same optionality (`required` in REST, non-null in
 * GraphQL), and a history read takes the REST read's parameters with the same defaults.
 *
 * `GRAPHQL_REST_PAIRS` lists the pairs; nested objects are compared as they are reached. A GraphQL
 * type may have more fields than its REST twin (connections, `latest`, a tag's `scadaId`); a REST
 * field missing from GraphQL is reported, so a renamed field fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  GraphQLError,
  GraphQLInputObjectType,
  GraphQLObjectType,
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import type { Json } from '../json';

export const GRAPHQL_SCHEMA_FILE = 'openapi/edgehub.graphql';

/** The schema, or an error that names the file, the line and what to do. */
export function loadGraphqlSchema(file: string, source = fs.readFileSync(file, 'utf8')): GraphQLSchema {
  const shown = path.relative(process.cwd(), file) || file;
  try {
    return buildSchema(source);
  } catch (error) {
    if (error instanceof GraphQLError) {
      const where = error.locations?.[0];
      const at = where ? `:${where.line}:${where.column}` : '';
      throw new Error(
        `${shown}${at}: ${error.message.replace(/^Syntax Error: /, 'syntax error: ').replace(/\.$/, '')}. Fix the schema (GraphQL SDL, https://spec.graphql.org/October2021/#sec-Type-System) and run the command again.`,
      );
    }
    throw new Error(
      `${shown}: ${(error as Error).message.replace(/\.$/, '')}. Fix the schema (GraphQL SDL) and run the command again.`,
    );
  }
}

interface RestSchema {
  readonly type?: string;
  readonly format?: string;
  readonly enum?: readonly Json[];
  readonly nullable?: boolean;
  readonly default?: Json;
  readonly items?: RestSchema;
  readonly properties?: Readonly<Record<string, RestSchema>>;
  readonly additionalProperties?: RestSchema | boolean;
  readonly required?: readonly string[];
  readonly allOf?: readonly RestSchema[];
  readonly oneOf?: readonly RestSchema[];
  readonly anyOf?: readonly RestSchema[];
}

/** Where a REST object lives: a component schema, or an operation's request or response body. */
export type RestLocator =
  | { readonly schema: string; readonly at?: readonly string[] }
  | { readonly operation: string; readonly body: 'request' | 'response'; readonly at?: readonly string[] };

export interface Pair {
  readonly graphql: string;
  readonly rest: RestLocator;
  /** REST enum values written otherwise in GraphQL (whose enum values cannot hold `.`), with why. */
  readonly enumValues?: { readonly map: (rest: string) => string; readonly why: string };
}

/** A GraphQL field whose arguments are a REST request body. */
export interface ArgumentPair {
  readonly field: string;
  readonly operation: string;
}

const ITEMS = ['items', '[]'];

export const GRAPHQL_REST_PAIRS: readonly Pair[] = [
  { graphql: 'Gateway', rest: { schema: 'GatewayDetail' } },
  { graphql: 'Tag', rest: { schema: 'Tag' } },
  { graphql: 'Group', rest: { schema: 'Group' } },
  { graphql: 'Machine', rest: { schema: 'Machine' } },
  { graphql: 'Parameter', rest: { schema: 'Parameter' } },
  { graphql: 'Value', rest: { schema: 'Value' } },
  { graphql: 'Command', rest: { schema: 'Command' } },
  { graphql: 'LatestValue', rest: { operation: 'latestData', body: 'response', at: ITEMS } },
  { graphql: 'TagSeries', rest: { operation: 'originalRawData', body: 'response', at: ITEMS } },
  { graphql: 'TagSeries', rest: { operation: 'originalCalculatedData', body: 'response', at: ITEMS } },
  { graphql: 'TagSeries', rest: { operation: 'autoscaleData', body: 'response', at: ITEMS } },
  { graphql: 'AnalogStatistics', rest: { operation: 'analogStatistic', body: 'response', at: ITEMS } },
  { graphql: 'DiscreteStatistics', rest: { operation: 'discreteStatistic', body: 'response', at: ITEMS } },
  { graphql: 'TagRefInput', rest: { schema: 'TagRef' } },
  { graphql: 'SetTagDataInput', rest: { operation: 'setTagData', body: 'request' } },
  { graphql: 'SetParameterDataInput', rest: { operation: 'setParameterData', body: 'request' } },
  {
    graphql: 'AlarmEvent',
    rest: { schema: 'AlarmNotification' },
    enumValues: {
      map: (value) => value.replace(/^alarm\./, ''),
      why: 'a GraphQL enum value cannot hold a dot, so alarm.triggered is triggered',
    },
  },
];

export const GRAPHQL_REST_ARGUMENTS: readonly ArgumentPair[] = [
  { field: 'latestData', operation: 'latestData' },
  { field: 'rawData', operation: 'originalRawData' },
  { field: 'calculatedData', operation: 'originalCalculatedData' },
  { field: 'autoscaleData', operation: 'autoscaleData' },
  { field: 'analogStatistics', operation: 'analogStatistic' },
  { field: 'discreteStatistics', operation: 'discreteStatistic' },
];

/** Error codes only GraphQL has: an invalid query, one too deep, one too costly. */
export const GRAPHQL_ONLY_ERROR_CODES = ['GRAPHQL_VALIDATION_FAILED', 'QUERY_TOO_DEEP', 'QUERY_TOO_COMPLEX'] as const;

/** REST scalar schemas and the GraphQL scalars that carry them. */
const SCALARS: Record<string, readonly string[]> = {
  'string:date-time': ['DateTime'],
  string: ['String', 'ID'],
  integer: ['Int'],
  number: ['Float'],
  boolean: ['Boolean'],
  tagValue: ['TagValue'],
  map: ['StateDurations'],
};

/** allOf members merged into one object (the dereferenced spec has no `$ref` left). */
function flatten(schema: RestSchema): RestSchema {
  if (!schema.allOf) return schema;
  const members = schema.allOf.map(flatten);
  const properties = Object.assign({}, ...members.map((m) => m.properties ?? {}), schema.properties ?? {});
  const required = [...new Set([...members.flatMap((m) => m.required ?? []), ...(schema.required ?? [])])];
  return { type: 'object', properties, required };
}

function kindOf(schema: RestSchema): string {
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) {
    const types = new Set(variants.map((v) => v.type));
    if (types.has('number') && types.has('string') && types.size === 2) return 'tagValue';
  }
  if (schema.type === 'object' && schema.additionalProperties && !schema.properties) return 'map';
  if (schema.type === 'string' && schema.format === 'date-time') return 'string:date-time';
  if (schema.type === 'array') return 'array';
  if (schema.type === 'object' || schema.properties || schema.allOf) return 'object';
  return schema.type ?? 'unknown';
}

function nullable(schema: RestSchema): boolean {
  return schema.nullable === true || (schema.oneOf ?? schema.anyOf ?? []).some((v) => v.nullable === true);
}

function locate(document: Json, locator: RestLocator): RestSchema {
  const doc = document as unknown as {
    components: { schemas: Record<string, RestSchema> };
    paths: Record<string, Record<string, { operationId?: string; requestBody?: unknown; responses?: unknown }>>;
  };
  let schema: RestSchema | undefined;
  if ('schema' in locator) {
    schema = doc.components.schemas[locator.schema];
  } else {
    for (const methods of Object.values(doc.paths)) {
      for (const operation of Object.values(methods)) {
        if (operation.operationId !== locator.operation) continue;
        const body =
          locator.body === 'request'
            ? (operation.requestBody as { content: Record<string, { schema: RestSchema }> })
            : Object.entries(
                operation.responses as Record<string, { content?: Record<string, { schema: RestSchema }> }>,
              )
                .filter(([status]) => status.startsWith('2'))
                .sort()[0]?.[1];
        schema = body?.content?.['application/json']?.schema;
      }
    }
  }
  if (!schema) throw new Error(`graphqlSchema.ts: ${JSON.stringify(locator)} is not in openapi/edgehub.yaml`);
  for (const step of locator.at ?? []) {
    const flat = flatten(schema);
    const next: RestSchema | undefined = step === '[]' ? flat.items : flat.properties?.[step];
    if (!next) throw new Error(`graphqlSchema.ts: ${JSON.stringify(locator)}: no ${step}`);
    schema = next;
  }
  return schema;
}

function typeText(type: GraphQLOutputType | GraphQLInputType): string {
  return String(type);
}

/** Problems of one field: its type against the REST property, recursively for objects. */
function compareType(
  where: string,
  rest: RestSchema,
  required: boolean,
  type: GraphQLOutputType | GraphQLInputType,
  pair: Pair | undefined,
  seen: Set<string>,
): string[] {
  const problems: string[] = [];
  const mustBeNonNull = required && !nullable(rest);
  if (isNonNullType(type) !== mustBeNonNull) {
    problems.push(
      `${where}: ${typeText(type)} is ${isNonNullType(type) ? 'non-null' : 'nullable'}, but REST ${mustBeNonNull ? 'requires it' : nullable(rest) ? 'allows null' : 'does not require it'} - make it ${mustBeNonNull ? 'non-null (!)' : 'nullable'} or change the REST spec`,
    );
  }
  const inner = isNonNullType(type) ? type.ofType : type;
  const kind = kindOf(rest);
  if (kind === 'array') {
    if (!isListType(inner)) return [...problems, `${where}: REST has a list, GraphQL ${typeText(type)}`];
    return [...problems, ...compareType(`${where}[]`, rest.items ?? {}, true, inner.ofType, pair, seen)];
  }
  if (isListType(inner)) return [...problems, `${where}: GraphQL has a list (${typeText(type)}), REST a ${kind}`];
  if (kind === 'object') {
    if (!isObjectType(inner) && !isInputObjectType(inner)) {
      return [...problems, `${where}: REST has an object, GraphQL ${typeText(type)}`];
    }
    return [...problems, ...compareObject(inner, flatten(rest), pair, seen)];
  }
  if (rest.enum) {
    if (!isEnumType(inner)) return [...problems, `${where}: REST has an enum, GraphQL ${typeText(type)}`];
    const expected = rest.enum.map((value) => (pair?.enumValues ? pair.enumValues.map(String(value)) : String(value)));
    const actual = inner.getValues().map((value) => value.name);
    const missing = expected.filter((value) => !actual.includes(value));
    const extra = actual.filter((value) => !expected.includes(value));
    if (missing.length || extra.length) {
      problems.push(
        `${where}: enum ${inner.name} has [${actual.join(', ')}], REST [${expected.join(', ')}]${missing.length ? `; missing ${missing.join(', ')}` : ''}${extra.length ? `; not in REST ${extra.join(', ')}` : ''}`,
      );
    }
    return problems;
  }
  const allowed = SCALARS[kind];
  const named = getNamedType(inner);
  if (!allowed || !isScalarType(named) || !allowed.includes(named.name)) {
    problems.push(
      `${where}: REST ${kind}${rest.format ? ` (${rest.format})` : ''} needs ${allowed?.join(' or ') ?? '?'}, GraphQL has ${named.name}`,
    );
  }
  return problems;
}

function compareObject(
  type: GraphQLObjectType | GraphQLInputObjectType,
  rest: RestSchema,
  pair: Pair | undefined,
  seen: Set<string>,
): string[] {
  const key = `${type.name}:${JSON.stringify(Object.keys(rest.properties ?? {}))}`;
  if (seen.has(key)) return [];
  seen.add(key);
  const fields = type.getFields() as Record<string, GraphQLField<unknown, unknown> | GraphQLInputField>;
  const problems: string[] = [];
  const required = new Set(rest.required ?? []);
  for (const [name, property] of Object.entries(rest.properties ?? {})) {
    const field = fields[name];
    if (!field) {
      problems.push(
        `${type.name}: REST field ${name} has no GraphQL field of that name (renamed? the same object has the same field names in both APIs)`,
      );
      continue;
    }
    problems.push(...compareType(`${type.name}.${name}`, property, required.has(name), field.type, pair, seen));
  }
  if (isInputObjectType(type)) {
    for (const name of Object.keys(fields)) {
      if (!(name in (rest.properties ?? {}))) problems.push(`${type.name}.${name}: an input field REST does not take`);
    }
  }
  return problems;
}

function compareArguments(field: GraphQLField<unknown, unknown>, rest: RestSchema): string[] {
  const flat = flatten(rest);
  const required = new Set(flat.required ?? []);
  const args = new Map<string, GraphQLArgument>(field.args.map((arg) => [arg.name, arg]));
  const problems: string[] = [];
  for (const [name, property] of Object.entries(flat.properties ?? {})) {
    const arg = args.get(name);
    const where = `Query.${field.name}(${name})`;
    if (!arg) {
      problems.push(`${where}: REST takes ${name}, the GraphQL field has no argument of that name`);
      continue;
    }
    const hasDefault = arg.defaultValue !== undefined;
    const isRequired = isNonNullType(arg.type) && !hasDefault;
    if (required.has(name) !== isRequired) {
      problems.push(
        `${where}: ${required.has(name) ? 'REST requires it; make it non-null without a default' : 'REST does not require it; make it nullable'}`,
      );
    }
    if (property.default !== undefined && arg.defaultValue !== property.default) {
      problems.push(`${where}: default ${JSON.stringify(arg.defaultValue)}, REST ${JSON.stringify(property.default)}`);
    }
    // Optionality is checked above (a default makes a non-null argument optional); here the type.
    problems.push(...compareType(where, property, isNonNullType(arg.type), arg.type, undefined, new Set()));
  }
  for (const name of args.keys()) {
    if (!(name in (flat.properties ?? {})))
      problems.push(`Query.${field.name}(${name}): an argument REST does not take`);
  }
  return problems;
}

/** Every disagreement between the GraphQL schema and the REST spec, as messages that say what to change. */
export function schemaAgreementProblems(schema: GraphQLSchema, restDocument: Json): string[] {
  const problems: string[] = [];
  for (const pair of GRAPHQL_REST_PAIRS) {
    const type = schema.getType(pair.graphql);
    if (!type || !(isObjectType(type) || isInputObjectType(type))) {
      problems.push(`${pair.graphql}: not an object or input type of the GraphQL schema`);
      continue;
    }
    problems.push(...compareObject(type, flatten(locate(restDocument, pair.rest)), pair, new Set()));
  }
  const query = schema.getQueryType();
  for (const { field: name, operation } of GRAPHQL_REST_ARGUMENTS) {
    const field = query?.getFields()[name];
    if (!field) {
      problems.push(`Query.${name}: missing (it mirrors ${operation})`);
      continue;
    }
    problems.push(...compareArguments(field, locate(restDocument, { operation, body: 'request' })));
  }
  const errorCode = schema.getType('ErrorCode');
  const restCodes = (
    (restDocument as { components: { schemas: { Error: { properties: { code: { enum: string[] } } } } } }).components
      .schemas.Error.properties.code.enum ?? []
  ).map(String);
  if (!errorCode || !isEnumType(errorCode)) {
    problems.push('ErrorCode: the enum of extensions.code is missing');
  } else {
    const codes = errorCode.getValues().map((value) => value.name);
    for (const code of restCodes) if (!codes.includes(code)) problems.push(`ErrorCode: REST's ${code} is missing`);
    for (const code of codes) {
      if (!restCodes.includes(code) && !(GRAPHQL_ONLY_ERROR_CODES as readonly string[]).includes(code)) {
        problems.push(`ErrorCode: ${code} is neither a REST code nor one of GRAPHQL_ONLY_ERROR_CODES`);
      }
    }
  }
  return problems;
}

/** Types, fields, arguments and enum values of the schema's own types that have no description. */
export function undocumentedElements(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const described = (text: string | null | undefined): boolean => typeof text === 'string' && text.trim().length > 0;
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || (isScalarType(type) && !type.astNode)) continue;
    if (!described(type.description)) missing.push(type.name);
    if (isEnumType(type)) {
      for (const value of type.getValues())
        if (!described(value.description)) missing.push(`${type.name}.${value.name}`);
    }
    if (isObjectType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!described(field.description)) missing.push(`${type.name}.${field.name}`);
        for (const arg of 'args' in field ? field.args : []) {
          if (!described(arg.description)) missing.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
    }
  }
  return missing;
}
