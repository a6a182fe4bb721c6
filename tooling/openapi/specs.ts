/**
 * The OpenAPI specs as the checks and generators read them: parsed, with every internal `$ref`
 * inlined, named by file; and the page slug the generator gives an operation.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { isObject, type Json, type JsonObject } from '../json';

export interface LoadedSpec {
  readonly name: string;
  /** As printed in messages: relative to the working directory. */
  readonly file: string;
  /** The spec with every internal `$ref` replaced by its target. */
  readonly document: JsonObject;
}

/** The value at a JSON pointer (`#/components/schemas/Gateway`). */
export function resolvePointer(document: JsonObject, ref: string): Json | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: Json | undefined = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) ? node[key] : Array.isArray(node) ? node[Number(key)] : undefined;
  }
  return node;
}

/** A copy of `node` with internal `$ref`s inlined (sibling keys kept, as OpenAPI 3.1 does). */
function dereference(node: Json, document: JsonObject, file: string, seen: readonly string[] = []): Json {
  if (Array.isArray(node)) return node.map((item) => dereference(item, document, file, seen));
  if (!isObject(node)) return node;
  const ref = node.$ref;
  if (typeof ref === 'string') {
    if (seen.includes(ref)) throw new Error(`${file}: ${ref} refers to itself (${seen.join(' → ')})`);
    const target = resolvePointer(document, ref);
    if (target === undefined) throw new Error(`${file}: ${ref} points to nothing`);
    const { $ref: _ref, ...siblings } = node;
    const resolved = dereference(target, document, file, [...seen, ref]);
    return isObject(resolved)
      ? { ...resolved, ...(dereference(siblings, document, file, seen) as JsonObject) }
      : resolved;
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, dereference(value, document, file, seen)]),
  );
}

export function loadSpec(name: string, file: string): LoadedSpec {
  const raw = YAML.parse(fs.readFileSync(file, 'utf8')) as JsonObject;
  const shown = path.relative(process.cwd(), file);
  return { name, file: shown, document: dereference(raw, raw, shown) as JsonObject };
}

/** The page slug the OpenAPI generator gives an operation (`getGatewayByScadaId` → `get-gateway-by-scada-id`). */
export const operationSlug = (operationId: string): string =>
  operationId.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** OpenAPI files, named by file (`openapi/edgehub.yaml` → `edgehub`). */
export function loadSpecs(files: readonly string[], root: string): LoadedSpec[] {
  return files.map((file) => loadSpec(path.basename(file, path.extname(file)), path.join(root, file)));
}
