import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from '../../../tooling/content/files';
import { allOperationSamples, graphqlEndpoint } from '../../../tooling/graphql/graphqlReference';
import { startGraphqlMock } from '../../../tooling/graphql/graphqlMock';
import { GRAPHQL_SAMPLE_LANGUAGES, graphqlCode } from '../../../tooling/graphql/graphqlSamples';
import { GRAPHQL_SCHEMA_FILE } from '../../../tooling/graphql/graphqlSchema';
import { runSample } from '../../../tooling/openapi/sampleRunners';

test('a GraphQL sample succeeds against the mock, and fails on an invalid query or without a token', async () => {
  const mock = await startGraphqlMock(fs.readFileSync(path.join(ROOT, GRAPHQL_SCHEMA_FILE), 'utf8'));
  const origin = new URL(graphqlEndpoint()).origin;
  const sample = allOperationSamples().find((candidate) => candidate.field === 'gateway');
  assert.ok(sample);
  const broken = { ...sample, document: sample.document.replace('agentVersion', 'firmwareVersion') };
  try {
    for (const language of GRAPHQL_SAMPLE_LANGUAGES) {
      const run = async (program: typeof sample, token: string | undefined): Promise<number> => {
        const previous = process.env.ACCESS_TOKEN;
        if (token === undefined) delete process.env.ACCESS_TOKEN;
        else process.env.ACCESS_TOKEN = token;
        try {
          const source = graphqlCode(language, program, graphqlEndpoint()).split(origin).join(mock.url);
          return (await runSample(language, source)).code;
        } finally {
          if (previous === undefined) delete process.env.ACCESS_TOKEN;
          else process.env.ACCESS_TOKEN = previous;
        }
      };
      assert.equal(await run(sample, 'mock-access-token'), 0, `${language}: a valid query`);
      assert.notEqual(await run(broken, 'mock-access-token'), 0, `${language}: a field the schema lacks`);
      assert.notEqual(await run(sample, ''), 0, `${language}: no token`);
    }
    assert.ok(
      mock.statuses.includes(400) && mock.statuses.includes(401) && mock.statuses.includes(200),
      String(mock.statuses),
    );
  } finally {
    await mock.stop();
  }
});
