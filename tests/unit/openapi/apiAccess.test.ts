/**
 * Who may call what (issue 40): every WEDA operation names its scope and least role, every scope is
 * needed by an operation, the operation pages say it, and the "exactly one of" rules of the prose are
 * in the schemas, where the example validator holds them.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import {
  ACCESS_SPEC_FILE,
  accessProblems,
  accessRows,
  declaredScopes,
  operationsOf,
} from '../../../tooling/openapi/apiAccess';
import { ExampleValidator } from '../../../tooling/openapi/apiExamples';
import { loadSpec } from '../../../tooling/openapi/specs';
import { accessLine, createApiPageMD } from '../../../tooling/openapi/apiPageMarkdown';
import { readSpec } from '../../../tooling/openapi/apiStrings';
import { ROOT } from '../../../tooling/content/files';

const spec = (): Record<string, unknown> => readSpec(path.join(ROOT, ACCESS_SPEC_FILE));

test('every WEDA operation names its scope and least role, and every scope is needed', () => {
  assert.deepEqual(accessProblems(spec()), []);
  assert.ok(operationsOf(spec()).length >= 100);
});

test('an operation without scope or role, an unknown scope and an unneeded scope are each reported', () => {
  const broken = spec() as { paths: Record<string, Record<string, Record<string, unknown>>> };
  delete broken.paths['/api/v1/devices/{deviceId}'].get['x-weda-access'];
  broken.paths['/api/v1/devices'].get['x-weda-access'] = { scope: 'devices:list', role: 'Viewer' };
  broken.paths['/api/v1/devices'].post['x-weda-access'] = { scope: null, role: null };
  const problems = accessProblems(broken).join('\n');
  assert.match(
    problems,
    /getDevice \(GET \/api\/v1\/devices\/\{deviceId\}\) needs x-weda-access with a scope and a role/,
  );
  assert.match(problems, /listDevices needs scope "devices:list", which TokenScope does not list/);
  assert.match(problems, /createDevice names no scope or role, but only an operation whose body authenticates it/);
  const unneeded = spec() as { components: { schemas: { TokenScope: { enum: string[] } } } };
  unneeded.components.schemas.TokenScope.enum.push('coffee:write');
  assert.match(accessProblems(unneeded).join('\n'), /scope "coffee:write" is needed by no operation/);
});

test('the table of scopes lists every operation that needs one, in both languages', () => {
  const rows = accessRows(ROOT);
  const listed = rows.flatMap((row) => row.operations.map((op) => op.href));
  const scoped = operationsOf(spec()).filter((op) => (op.access as { scope: unknown }).scope !== null);
  assert.equal(listed.length, scoped.length);
  assert.deepEqual([...new Set(rows.map((row) => row.scope))], declaredScopes(spec()));
  const deviceAuth = rows.find((row) => row.operations.some((op) => op.href === '/weda/api/get-device-auth-info'));
  assert.deepEqual([deviceAuth?.scope, deviceAuth?.role], ['devices:read', 'Operator']);
  for (const op of rows.flatMap((row) => row.operations)) assert.match(op.summary['zh-tw'], /\p{Script=Han}/u, op.href);
});

test('the operation page says what it requires before the Request section', () => {
  const api = {
    operationId: 'getDevice',
    method: 'get',
    path: '/api/v1/devices/{deviceId}',
    'x-weda-access': { scope: 'devices:read', role: 'Viewer' },
  };
  assert.equal(
    accessLine(api),
    '<OperationAccess scope="devices:read" role="Viewer" table="/weda/docs/WEDA_Cloud/API_Access_Tokens#scopes" />\n\n',
  );
  assert.match(accessLine({ ...api, 'x-weda-access': { scope: null, role: null } }), /^<OperationAccess table=/);
  assert.equal(accessLine({ ...api, 'x-weda-access': undefined }), '');
  const page = createApiPageMD({ api: { ...api, parameters: [] }, frontMatter: {} } as Parameters<
    typeof createApiPageMD
  >[0]);
  assert.match(page, /import OperationAccess from "@site\/src\/components\/OperationAccess";/);
  assert.ok(page.indexOf('<OperationAccess') < page.indexOf('id={"request"}'), 'the access line comes before Request');
});

test('"exactly one of" rules are in the schemas: targets and token credentials', () => {
  const validator = new ExampleValidator([loadSpec('weda', path.join(ROOT, ACCESS_SPEC_FILE))]);
  const valid = (schema: string, value: unknown): boolean =>
    validator.validatorFor({ kind: 'schema', spec: 'weda', schema })(value) as boolean;
  assert.equal(valid('Targets', { deviceIds: ['dev-eib5200-0042'] }), true);
  assert.equal(valid('Targets', { organizationId: 'org-acme-tpe-line1' }), true);
  assert.equal(valid('Targets', { deviceIds: ['dev-eib5200-0042'], organizationId: 'org-acme-tpe-line1' }), false);
  assert.equal(valid('Targets', {}), false);
  const client = { clientId: 'cli-line1-deploy-pipeline', clientSecret: 'wcs_x' };
  assert.equal(valid('TokenRequest', client), true);
  assert.equal(valid('TokenRequest', { accessKey: 'wpk_x' }), true);
  assert.equal(
    valid('TokenRequest', { ttlSeconds: 600 }),
    true,
    'a bearer token in the header, no credentials in the body',
  );
  assert.equal(valid('TokenRequest', { ...client, accessKey: 'wpk_x' }), false);
  assert.equal(valid('TokenRequest', { clientId: client.clientId }), false, 'a client id without its secret');
  assert.equal(valid('TokenRequest', { clientSecret: 'wcs_x', accessKey: 'wpk_x' }), false);
});
