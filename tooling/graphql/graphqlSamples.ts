/**
 * Code samples of the GraphQL reference: for each query and mutation, an operation document that
 * asks for the fields an integrator usually wants, its variables (taken from the REST spec's
 * examples of the same objects, so both references show the same gateway, tags and values), and the
 * request in cURL, Python and JavaScript. `scripts/gen-api.ts` writes them into the operation pages;
 * the sample check runs them against a mock server built from the schema.
 */
import {
  getNamedType,
  isEnumType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import type { OperationSample } from './graphqlCode';

export * from './graphqlCode';

/** Object fields are followed this deep below the root field; nested connections are left out. */
const MAX_DEPTH = 4;
const INDENT = '  ';

function isConnection(name: string): boolean {
  return name.endsWith('Connection');
}

function selectionSet(type: ReturnType<typeof getNamedType>, depth: number): string | undefined {
  if (!isObjectType(type)) return undefined;
  const pad = INDENT.repeat(depth + 1);
  const lines: string[] = [];
  for (const field of Object.values(type.getFields())) {
    if (field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)) continue;
    const named = getNamedType(field.type);
    if (isScalarType(named) || isEnumType(named)) {
      lines.push(`${pad}${field.name}`);
      continue;
    }
    if (depth + 1 >= MAX_DEPTH || isConnection(named.name)) continue;
    const inner = selectionSet(named, depth + 1);
    if (inner) lines.push(`${pad}${field.name} {\n${inner}\n${pad}}`);
  }
  return lines.length > 0 ? lines.join('\n') : undefined;
}

const pascal = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * The sample of one root field. `examples` gives a value per argument name (the REST request
 * example of the same read, or single values such as `scadaId`); required arguments must have one.
 */
export function operationSample(
  schema: GraphQLSchema,
  kind: 'query' | 'mutation',
  fieldName: string,
  examples: Readonly<Record<string, unknown>>,
): OperationSample {
  const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  const field: GraphQLField<unknown, unknown> | undefined = root?.getFields()[fieldName];
  if (!field) throw new Error(`graphqlSamples: ${kind} ${fieldName} is not in the schema`);
  const variables: Record<string, unknown> = {};
  const declared: string[] = [];
  const passed: string[] = [];
  for (const arg of field.args) {
    const required = isNonNullType(arg.type) && arg.defaultValue === undefined;
    const value = examples[arg.name];
    if (value === undefined) {
      if (required) throw new Error(`graphqlSamples: ${kind} ${fieldName}: no example value for ${arg.name}`);
      continue;
    }
    variables[arg.name] = value;
    declared.push(`$${arg.name}: ${String(arg.type)}`);
    passed.push(`${arg.name}: $${arg.name}`);
  }
  const named = getNamedType(field.type);
  const inner = selectionSet(named, 1);
  const call = `${fieldName}${passed.length > 0 ? `(${passed.join(', ')})` : ''}`;
  const body = inner ? `${INDENT}${call} {\n${inner}\n${INDENT}}` : `${INDENT}${call}`;
  const header = `${kind} ${pascal(fieldName)}${declared.length > 0 ? `(${declared.join(', ')})` : ''}`;
  return { kind, field: fieldName, document: `${header} {\n${body}\n}`, variables };
}
