import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { manualSets, referenceSets } from '../../../src/data/docSets';
import { ROOT, manualPages } from '../../../tooling/content/files';
import { quotedApiPaths } from '../../../tooling/openapi/apiExamples';
import { referenceKind } from '../../../tooling/references/kinds';

/** Every `/api/...` path a manual quotes must exist in one of the OpenAPI specs (or be a GraphQL endpoint). */
function specPathPatterns(): Array<{ template: string; pattern: RegExp }> {
  return referenceSets.flatMap((set) =>
    referenceKind(set)
      .apiPaths(set, ROOT)
      .map((template) => ({ template, pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`) })),
  );
}

test('quotedApiPaths finds paths in prose, code and URLs', () => {
  assert.deepEqual(
    quotedApiPaths('Call `POST https://edgehub.example.com/api/v1/data/latest?x=1`, then /api/v1/auth/logout.'),
    ['/api/v1/data/latest', '/api/v1/auth/logout'],
  );
});

test('every /api/... path quoted in the manuals (both locales) exists in an OpenAPI spec', () => {
  const patterns = specPathPatterns();
  const unknown: string[] = [];
  let quoted = 0;
  for (const page of manualPages(manualSets())) {
    for (const apiPath of quotedApiPaths(fs.readFileSync(page.file, 'utf8'))) {
      quoted += 1;
      if (!patterns.some(({ pattern }) => pattern.test(apiPath))) unknown.push(`${page.shown}: ${apiPath}`);
    }
  }
  assert.ok(quoted > 20, `only ${quoted} API paths quoted in the manuals`);
  assert.deepEqual(unknown, [], 'API paths quoted in the manuals but absent from openapi/*.yaml');
});
