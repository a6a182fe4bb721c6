/**
 * The descriptions of a GraphQL schema (SDL), and their Traditional Chinese, in the pattern of the
 * OpenAPI overlays (tooling/openapi/apiStrings.ts): `openapi/zh-tw/<schema file>.yaml` maps each key to its
 * translation and the hash of the English it was made from.
 *
 * Keys name the element a description belongs to: `schema`, a type (`Gateway`), a field
 * (`Gateway.online`), an argument (`Query.gateways(online)`), an input field (`TagRefInput.scadaId`)
 * or an enum value (`TagType.analog`). Type, field, argument and enum value names are not translated:
 * they are the API.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { Kind, parse, print, visit, type ASTNode, type StringValueNode } from 'graphql';
import { joinChineseLines, shortHash, type ApiString, type ApiTranslation } from '../openapi/apiStrings';

const TYPE_KINDS = new Set<string>([
  Kind.OBJECT_TYPE_DEFINITION,
  Kind.INPUT_OBJECT_TYPE_DEFINITION,
  Kind.ENUM_TYPE_DEFINITION,
  Kind.SCALAR_TYPE_DEFINITION,
  Kind.INTERFACE_TYPE_DEFINITION,
  Kind.UNION_TYPE_DEFINITION,
  Kind.DIRECTIVE_DEFINITION,
]);

const nameOf = (node: unknown): string =>
  ((node as { name?: { value?: string } }).name?.value as string | undefined) ?? '';

/** The key of a described node, from the node and its ancestors in the document. */
function keyOf(node: ASTNode, ancestors: ReadonlyArray<ASTNode | readonly ASTNode[]>): string | undefined {
  const nodes = ancestors.filter((a): a is ASTNode => !Array.isArray(a) && typeof (a as ASTNode).kind === 'string');
  const type = [...nodes].reverse().find((a) => TYPE_KINDS.has(a.kind));
  const field = [...nodes].reverse().find((a) => a.kind === Kind.FIELD_DEFINITION);
  switch (node.kind) {
    case Kind.SCHEMA_DEFINITION:
      return 'schema';
    case Kind.FIELD_DEFINITION:
    case Kind.ENUM_VALUE_DEFINITION:
      return type ? `${nameOf(type)}.${nameOf(node)}` : undefined;
    case Kind.INPUT_VALUE_DEFINITION:
      if (!type) return undefined;
      return field ? `${nameOf(type)}.${nameOf(field)}(${nameOf(node)})` : `${nameOf(type)}.${nameOf(node)}`;
    default:
      return TYPE_KINDS.has(node.kind) ? nameOf(node) : undefined;
  }
}

/** Every description of the schema as a translatable string (elements without one have none). */
export function graphqlStrings(source: string): ApiString[] {
  const strings: ApiString[] = [];
  visit(parse(source), {
    enter(node, _key, _parent, _path, ancestors) {
      const description = (node as { description?: StringValueNode }).description;
      const key = keyOf(node, ancestors);
      if (description && key !== undefined) strings.push({ key, at: [], en: description.value });
      return undefined;
    },
  });
  return strings;
}

/** The schema with every translated description written in; names, types and defaults unchanged. */
export function translatedSchemaSource(source: string, translation: ApiTranslation): string {
  return print(
    visit(parse(source), {
      enter(node, _key, _parent, _path, ancestors) {
        const description = (node as { description?: StringValueNode }).description;
        const key = keyOf(node, ancestors);
        const zh = key === undefined ? undefined : translation.strings[key]?.zh;
        if (!description || typeof zh !== 'string' || !zh.trim()) return undefined;
        return { ...node, description: { ...description, value: joinChineseLines(zh.trim()), block: true } };
      },
    }),
  );
}

/** Where a schema's Traditional Chinese lives: `openapi/zh-tw/edgehub.graphql.yaml`. */
export function graphqlTranslationFile(schemaFile: string): string {
  return path.join(path.dirname(schemaFile), 'zh-tw', `${path.basename(schemaFile)}.yaml`);
}

export function readGraphqlTranslation(schemaFile: string): ApiTranslation {
  const file = graphqlTranslationFile(schemaFile);
  if (!fs.existsSync(file)) return { strings: {} };
  const parsed = (YAML.parse(fs.readFileSync(file, 'utf8')) ?? {}) as Partial<ApiTranslation>;
  return { strings: parsed.strings ?? {} };
}

export { shortHash };
