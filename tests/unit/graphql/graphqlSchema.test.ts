import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parse, print, validate, visit } from 'graphql';
import { loadSpec } from '../../../tooling/openapi/specs';
import { compareTranslation } from '../../../tooling/openapi/apiStrings';
import { ROOT } from '../../../tooling/content/files';
import { allOperationSamples } from '../../../tooling/graphql/graphqlReference';
import {
  graphqlStrings,
  readGraphqlTranslation,
  translatedSchemaSource,
} from '../../../tooling/graphql/graphqlStrings';
import {
  GRAPHQL_SCHEMA_FILE,
  loadGraphqlSchema,
  schemaAgreementProblems,
  undocumentedElements,
} from '../../../tooling/graphql/graphqlSchema';

const file = path.join(ROOT, GRAPHQL_SCHEMA_FILE);
const source = fs.readFileSync(file, 'utf8');
const rest = loadSpec('edgehub', path.join(ROOT, 'openapi/edgehub.yaml')).document as Parameters<
  typeof schemaAgreementProblems
>[1];

/** An SDL without its descriptions, to compare the two locales' schemas. */
function withoutDescriptions(sdl: string): string {
  return print(
    visit(parse(sdl), {
      enter(node) {
        return 'description' in node && node.description ? { ...node, description: undefined } : undefined;
      },
    }),
  );
}

/** The schema with one edit, which must be found in it. */
function edited(from: string, to: string): ReturnType<typeof loadGraphqlSchema> {
  assert.ok(source.includes(from), `the schema no longer contains ${JSON.stringify(from)}`);
  return loadGraphqlSchema(file, source.replace(from, to));
}

test('the GraphQL schema describes every type, field, argument and enum value', () => {
  assert.deepEqual(undocumentedElements(loadGraphqlSchema(file)), []);
});

test('the GraphQL schema agrees with the REST spec wherever both describe the same object', () => {
  assert.deepEqual(schemaAgreementProblems(loadGraphqlSchema(file), rest), []);
});

test('a renamed field, another type, another optionality or another default is a disagreement', () => {
  const cases: Array<[string, string, RegExp]> = [
    ['  online: Boolean!\n', '  isOnline: Boolean!\n', /Gateway: REST field online has no GraphQL field of that name/],
    ['  count: Int!', '  count: Float!', /AnalogBucket\.count: REST integer needs Int, GraphQL has Float/],
    [
      '  lastHeartbeat: DateTime\n',
      '  lastHeartbeat: DateTime!\n',
      /Gateway\.lastHeartbeat: .* REST does not require it/,
    ],
    ['  writable: Boolean!', '  writable: Boolean', /Tag\.writable: .* REST requires it/],
    ['    limit: Int = 1000', '    limit: Int = 100', /Query\.rawData\(limit\): default 100, REST 1000/],
    [
      '  "For information."\n  minor\n',
      '  "For information."\n  minor\n  "Noise."\n  info\n',
      /AlarmSeverity .* not in REST info/,
    ],
    [
      '  "The tag does not accept writes; nothing was queued."\n  TAG_READ_ONLY\n',
      '',
      /ErrorCode: REST's TAG_READ_ONLY is missing/,
    ],
  ];
  for (const [from, to, expected] of cases) {
    const problems = schemaAgreementProblems(edited(from, to), rest);
    assert.ok(
      problems.some((problem) => expected.test(problem)),
      `${from.trim()} -> ${to.trim()}: ${problems.join('; ')}`,
    );
  }
});

test('a schema that does not parse stops with the file, the line and the fix', () => {
  assert.throws(
    () => edited('type Gateway {', 'type Gateway {{'),
    (error: Error) => /openapi\/edgehub\.graphql:\d+:\d+: syntax error: .* Fix the schema/.test(error.message),
  );
  assert.throws(
    () => edited('  scadaId: ID!\n  "Display name."', '  scadaId: Nope!\n  "Display name."'),
    /Unknown type "Nope"/,
  );
});

test('every description of the schema has its zh-tw translation, and no overlay key names a missing element', () => {
  const report = compareTranslation(graphqlStrings(source), readGraphqlTranslation(file));
  assert.deepEqual(
    report.missing.map((item) => item.key),
    [],
  );
  assert.deepEqual(report.orphans, []);
  assert.deepEqual(
    report.stale.map((item) => item.key),
    [],
  );
  const orphan = compareTranslation(graphqlStrings(source), {
    strings: { ...readGraphqlTranslation(file).strings, 'Gateway.isOnline': { hash: '00000000', zh: '…' } },
  });
  assert.deepEqual(orphan.orphans, ['Gateway.isOnline']);
});

test('the zh-tw schema keeps every name, type and default and only changes descriptions', () => {
  const zh = translatedSchemaSource(source, readGraphqlTranslation(file));
  assert.equal(withoutDescriptions(zh), withoutDescriptions(source));
  assert.match(loadGraphqlSchema(file, zh).getType('Gateway')?.description ?? '', /閘道器/);
});

test('every query and mutation has a sample that validates against the schema', () => {
  const schema = loadGraphqlSchema(file);
  const samples = allOperationSamples();
  const roots = [schema.getQueryType(), schema.getMutationType()].flatMap((root) =>
    Object.keys(root?.getFields() ?? {}),
  );
  assert.deepEqual(samples.map((sample) => sample.field).sort(), [...roots].sort());
  for (const sample of samples) {
    assert.deepEqual(
      validate(schema, parse(sample.document)).map((error) => error.message),
      [],
      sample.field,
    );
  }
});
