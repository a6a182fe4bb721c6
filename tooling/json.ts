/**
 * JSON values as the spec readers see them, and the one JSON Schema validator factory (ajv, draft
 * 2019-09) of the OpenAPI example checks and the MQTT payload checks.
 */
import Ajv2019 from 'ajv/dist/2019';
import addFormats from 'ajv-formats';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The OpenAPI formats JSON Schema does not know; their values are any string or number. */
const OPENAPI_FORMATS = ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'password'];

/**
 * A validator for schemas converted from OpenAPI 3.0 (the REST specs and the AsyncAPI payloads):
 * every error reported, JSON Schema's formats checked, OpenAPI's own formats accepted, and unknown
 * keywords (`example`, `x-…`) ignored.
 */
export function schemaValidator(): Ajv2019 {
  const ajv = new Ajv2019({ allErrors: true, strict: false });
  addFormats(ajv);
  for (const format of OPENAPI_FORMATS) ajv.addFormat(format, true);
  return ajv;
}
