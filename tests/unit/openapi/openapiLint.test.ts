import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { formatProblem, lintSpec, unsupportedMarkdownIn } from '../../../tooling/openapi/lintOpenapi';
import { scratch } from '../fixtures';

const brokenSpec = `openapi: 3.0.3
info:
  title: Broken API
  version: 1.0.0
servers:
  - url: https://api.example.com
tags:
  - name: Things
    description: Things.
paths:
  /api/v1/things/{thingId}:
    get:
      summary: Get a thing
      description: Returns one thing.
      tags: [Things]
      responses:
        '200':
          description: The thing.
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Missing'
`;

test('a malformed OpenAPI file is reported with the file, the JSON pointer and the reason', async () => {
  const file = path.join(scratch({ 'broken.yaml': brokenSpec }), 'broken.yaml');
  const problems = (await lintSpec(file)).filter((problem) => problem.severity === 'error');
  const lines = problems.map(formatProblem);
  assert.ok(
    lines.some(
      (line) =>
        line ===
        `${file}: #/paths/~1api~1v1~1things~1{thingId}/get/operationId: Operation object should contain \`operationId\` field. (operation-operationId)`,
    ),
    lines.join('\n'),
  );
  assert.ok(
    lines.some(
      (line) => line.includes('/responses/200/content/application~1json/schema') && line.includes("Can't resolve $ref"),
    ),
    lines.join('\n'),
  );
  assert.ok(
    lines.some((line) => /path parameter `\{thingId\}`/.test(line)),
    lines.join('\n'),
  );
});

test('a file that is not YAML is reported with its line and column', async () => {
  const file = path.join(scratch({ 'bad.yaml': 'openapi: 3.0.3\ninfo:\n  title: x: y\n' }), 'bad.yaml');
  const [problem] = await lintSpec(file);
  assert.equal(problem?.severity, 'error');
  assert.match(formatProblem(problem!), /bad\.yaml: line 3, column \d+: not valid YAML/);
});

test('a description with raw HTML, a table or a task list stops the lint (the API pages do not render them)', async () => {
  const spec = brokenSpec
    .replace('operationId', 'x')
    .replace(
      '      description: Returns one thing.',
      '      operationId: getThing\n      description: Returns <b>one</b> thing.',
    );
  const file = path.join(scratch({ 'html.yaml': spec }), 'html.yaml');
  const lines = (await lintSpec(file)).map(formatProblem);
  assert.ok(
    lines.some(
      (line) =>
        line.includes('/get/description: description contains raw HTML') &&
        line.endsWith('(portal/no-html-in-description)'),
    ),
    lines.join('\n'),
  );
  assert.equal(unsupportedMarkdownIn('Send `Authorization: Bearer <token>`.'), undefined);
  assert.equal(unsupportedMarkdownIn('| a | b |\n| - | - |'), 'a table row');
  assert.equal(unsupportedMarkdownIn('- [ ] done'), 'a task-list item');
  assert.equal(unsupportedMarkdownIn('Line one<br/>line two'), 'raw HTML');
});
