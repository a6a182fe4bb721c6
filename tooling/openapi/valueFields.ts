/**
 * The values a reader can enter for an OpenAPI reference (issue 42): the servers, the token of its
 * security scheme and every path parameter with an example, as the operation pages mark them
 * (apiPageMarkdown.ts sampleTemplateOf), merged over all operations. The guides' marked code
 * blocks use them (plugins/reader-values).
 */
import { isObject, type JsonObject } from '../json';
import { sampleTemplateOf, type ApiOperation } from './sampleRequest';
import type { ValueField } from './sampleTemplate';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** Every value a reader can enter into the samples of a spec (its document with `$ref`s inlined). */
export function specValueFields(document: JsonObject): ValueField[] {
  const fields = new Map<string, ValueField>();
  const schemes = (document.components as JsonObject | undefined)?.securitySchemes;
  for (const [route, item] of Object.entries((document.paths ?? {}) as JsonObject)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const api = {
        ...operation,
        method,
        path: route,
        servers: operation.servers ?? document.servers,
        security: operation.security ?? document.security,
        securitySchemes: schemes,
        parameters: [...((item.parameters as unknown[]) ?? []), ...((operation.parameters as unknown[]) ?? [])],
      } as unknown as ApiOperation;
      for (const field of sampleTemplateOf(api).fields) if (!fields.has(field.slot)) fields.set(field.slot, field);
    }
  }
  // The origin and the token first, then the path values by name.
  const rank = { origin: 0, token: 1, param: 2, text: 3 } as const;
  return [...fields.values()].sort((a, b) => rank[a.kind] - rank[b.kind] || a.label.localeCompare(b.label));
}
