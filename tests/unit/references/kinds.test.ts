import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docSets, referenceSets, type ReferenceKindId } from '../../../src/data/docSets';
import { asyncapiReference } from '../../../tooling/asyncapi/reference';
import { graphqlReference } from '../../../tooling/graphql/reference';
import { openapiReference } from '../../../tooling/openapi/reference';
import { byKind, kindModule, referenceKind } from '../../../tooling/references/kinds';

test('every row says what it is, and every reference kind has its module', () => {
  assert.deepEqual(
    docSets.filter((set) => set.kind !== 'manual').map((set) => `${set.id} ${set.kind}`),
    ['weda-api openapi', 'edgehub-api openapi', 'edgehub-graphql graphql', 'edgehub-mqtt asyncapi'],
  );
  const modules: Record<ReferenceKindId, unknown> = {
    openapi: openapiReference,
    graphql: graphqlReference,
    asyncapi: asyncapiReference,
  };
  for (const [kind, module] of Object.entries(modules)) assert.equal(kindModule(kind as ReferenceKindId), module, kind);
  assert.throws(
    () => kindModule('soap' as ReferenceKindId),
    /src\/data\/docSets\.ts: no module for reference kind "soap"/,
  );
});

test('the references group by kind in table order, and each module gives its docs options', () => {
  assert.deepEqual(
    [...byKind(referenceSets)].map(([module, sets]) => [module, sets.map((set) => set.id)]),
    [
      [openapiReference, ['weda-api', 'edgehub-api']],
      [graphqlReference, ['edgehub-graphql']],
      [asyncapiReference, ['edgehub-mqtt']],
    ],
  );
  const options = (id: string) => {
    const set = referenceSets.find((candidate) => candidate.id === id);
    assert.ok(set, id);
    return referenceKind(set).docsOptions(`generated/api/en/${id}`);
  };
  assert.equal(options('edgehub-api').docItemComponent, '@theme/ApiItem');
  assert.equal(options('edgehub-api').sidebarPath, './generated/api/en/edgehub-api/sidebars.ts');
  assert.deepEqual(options('edgehub-graphql'), { showLastUpdateTime: false });
  assert.deepEqual(options('edgehub-mqtt'), { showLastUpdateTime: false });
});

test('only OpenAPI pages carry the request panel; each kind names what a manual may quote', () => {
  assert.deepEqual(
    referenceSets.filter((set) => referenceKind(set).requestPanel).map((set) => set.id),
    ['weda-api', 'edgehub-api'],
  );
  const edgehub = referenceSets.find((set) => set.id === 'edgehub-api');
  const graphql = referenceSets.find((set) => set.id === 'edgehub-graphql');
  const mqtt = referenceSets.find((set) => set.id === 'edgehub-mqtt');
  assert.ok(edgehub && graphql && mqtt);
  assert.ok(openapiReference.apiPaths(edgehub, process.cwd()).includes('/api/v1/gateways/{scadaId}'));
  assert.deepEqual(graphqlReference.apiPaths(graphql, process.cwd()), ['/api/v1/graphql']);
  assert.deepEqual(asyncapiReference.apiPaths(mqtt, process.cwd()), []);
});
