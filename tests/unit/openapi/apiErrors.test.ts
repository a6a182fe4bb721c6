/**
 * The two APIs report errors alike: WEDA's `Error.code` is an enum named like EdgeHub's where the
 * meaning is the same, every 404 names the resource that is missing, and every operation declares
 * the statuses it can answer with (403, 429 and 503 always; 404 with an id in the path).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import YAML from 'yaml';
import { ROOT } from '../../../tooling/content/files';

type Json = Record<string, unknown>;
const spec = (name: string): Json => YAML.parse(fs.readFileSync(path.join(ROOT, 'openapi', name), 'utf8')) as Json;
const weda = spec('weda.yaml');
const edgehub = spec('edgehub.yaml');

const at = (root: Json, pointer: string): unknown =>
  pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], root);
const resolve = (root: Json, node: unknown): Json => {
  const ref = (node as Json | undefined)?.$ref;
  return (typeof ref === 'string' ? at(root, ref.slice(1)) : node) as Json;
};
const codes = (root: Json): string[] => (at(root, '/components/schemas/Error/properties/code/enum') as string[]) ?? [];

/** Every operation of a spec with its path, method and responses. */
function operations(root: Json): Array<{ id: string; path: string; responses: Json }> {
  return Object.entries(root.paths as Json).flatMap(([route, item]) =>
    Object.entries(item as Json)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        id: ((operation as Json).operationId as string) ?? `${method} ${route}`,
        path: route,
        responses: ((operation as Json).responses as Json) ?? {},
      })),
  );
}

/** The `code` of every example of a response. */
function exampleCodes(root: Json, response: unknown): string[] {
  const media = (resolve(root, response).content as Json | undefined)?.['application/json'] as Json | undefined;
  if (!media) return [];
  const examples = [media.example, ...Object.values((media.examples as Json) ?? {}).map((e) => (e as Json).value)];
  return examples.filter(Boolean).map((example) => (example as Json).code as string);
}

test('WEDA error codes are an enum named like EdgeHub where the meaning is the same', () => {
  const shared = [
    'VALIDATION_ERROR',
    'INVALID_CREDENTIALS',
    'TOKEN_EXPIRED',
    'INVALID_TOKEN',
    'FORBIDDEN',
    'DEVICE_NOT_FOUND',
    'RATE_LIMITED',
    'INTERNAL_ERROR',
    'SERVICE_UNAVAILABLE',
  ];
  for (const code of shared.filter((item) => item !== 'DEVICE_NOT_FOUND')) {
    assert.ok(codes(edgehub).includes(code), `EdgeHub: ${code}`);
  }
  for (const code of shared) assert.ok(codes(weda).includes(code), `WEDA: ${code}`);
  for (const drifted of ['VALIDATION_FAILED', 'PERMISSION_DENIED', 'NOT_FOUND', 'UNAUTHORIZED']) {
    assert.ok(!codes(weda).includes(drifted), `WEDA writes ${drifted}; EdgeHub's name is used instead`);
  }
});

for (const [name, root] of [
  ['WEDA', weda],
  ['EdgeHub', edgehub],
] as const) {
  test(`${name}: every error example uses a code of the enum, and a 404 names the missing resource`, () => {
    const known = new Set(codes(root));
    for (const { id, responses } of operations(root)) {
      for (const [status, response] of Object.entries(responses)) {
        if (!/^[45]/.test(status)) continue;
        for (const code of exampleCodes(root, response)) {
          assert.ok(known.has(code), `${id} ${status}: ${code} is not in Error.code's enum`);
          if (status === '404') assert.match(code, /_NOT_FOUND$/, `${id} 404`);
        }
      }
    }
  });
}

test('WEDA: every operation declares 403, 429 and 503, and 404 when an id is in its path', () => {
  const secured = (at(weda, '/security') as unknown[] | undefined)?.length ?? 0;
  assert.ok(secured > 0);
  for (const { id, path: route, responses } of operations(weda)) {
    assert.ok(responses['503'], `${id}: no 503`);
    assert.ok(responses['429'], `${id}: no 429`);
    if (/\{\w+\}/.test(route)) assert.ok(responses['404'], `${id}: ${route} has an id but no 404`);
  }
  const unsecured = new Set(
    operations(weda)
      .filter(({ responses }) => !responses['403'])
      .map(({ id }) => id),
  );
  for (const id of unsecured) {
    const operation = Object.values(weda.paths as Json)
      .flatMap((item) => Object.values(item as Json))
      .find((candidate) => (candidate as Json).operationId === id) as Json;
    assert.deepEqual(operation.security, [], `${id}: no 403, yet it needs a token`);
  }
});

test('WEDA: every 409 names its conflict, and its description names the code of each example', () => {
  const generic = new Set(['CONFLICT', 'INVALID_STATE']);
  for (const { id, responses } of operations(weda)) {
    const conflict = responses['409'];
    if (!conflict) continue;
    const description = (resolve(weda, conflict).description as string | undefined) ?? '';
    const found = exampleCodes(weda, conflict);
    assert.ok(found.length > 0, `${id} 409: no example`);
    for (const code of found) {
      assert.ok(!generic.has(code), `${id} 409: ${code} does not say what the conflict is`);
      assert.ok(description.includes(`\`${code}\``), `${id} 409: the description does not name ${code}`);
    }
  }
});
