import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HOISTED_PROP_LENGTH, deferSections, hoistLargeProps } from '../../../tooling/openapi/apiPageMarkdown';

const responses = {
  '200': { description: 'The device.', content: { 'application/json': { example: { name: 'Line 3 "east"', n: 1 } } } },
  '404': { description: 'No such device: `dev-x` {braces} and \\ backslash.'.repeat(4) },
};

const page = [
  'import StatusCodes from "@theme/StatusCodes";',
  '',
  '<StatusCodes',
  '  id={undefined}',
  '  label={"Responses"}',
  `  responses={${JSON.stringify(responses)}}`,
  '>',
  '</StatusCodes>',
  '',
].join('\n');

test('large JSON props of an API page become JSON.parse exports with the same value', () => {
  const out = hoistLargeProps(page);
  assert.match(out, /^ {2}responses=\{__apiProp0\}$/m);
  assert.match(out, /^ {2}id=\{undefined\}$/m, 'a short prop stays inline');
  assert.match(out, /^ {2}label=\{"Responses"\}$/m);
  const exported = /^export const __apiProp0 = JSON\.parse\((".*")\);$/m.exec(out)?.[1];
  assert.ok(exported, 'the value is exported at the end of the page');
  assert.deepEqual(JSON.parse(JSON.parse(exported) as string), responses);
  assert.ok(out.indexOf('export const') > out.indexOf('</StatusCodes>'));
});

test('a prop that is short or not plain JSON stays as the generator wrote it', () => {
  const expression = `{...base, note: "${'x'.repeat(HOISTED_PROP_LENGTH)}"}`;
  const notJson = `<Schema\n  schema={${expression}}\n/>\n`;
  assert.equal(hoistLargeProps(notJson), notJson);
  assert.equal(hoistLargeProps('<A\n  b={{"c":1}}\n/>\n'), '<A\n  b={{"c":1}}\n/>\n');
});

test('the page still compiles as MDX and reads the value from its export', async () => {
  const { compile } = await import('@mdx-js/mdx');
  const code = String(await compile(hoistLargeProps(page)));
  assert.match(code, /export const __apiProp0 = JSON\.parse\(/);
  assert.match(code, /responses: __apiProp0/);
});

test('the request and response sections come from ApiSections, every other theme import stays', () => {
  const generated = [
    'import MethodEndpoint from "@theme/ApiExplorer/MethodEndpoint";',
    'import ParamsDetails from "@theme/ParamsDetails";',
    'import RequestSchema from "@theme/RequestSchema";',
    'import StatusCodes from "@theme/StatusCodes";',
    'import Heading from "@theme/Heading";',
    '',
    '<StatusCodes id={undefined} label={undefined} responses={{}}>',
    '</StatusCodes>',
  ].join('\n');
  const out = deferSections(generated);
  for (const name of ['ParamsDetails', 'RequestSchema', 'StatusCodes']) {
    assert.ok(out.includes(`import { ${name} } from "@site/src/components/ApiSections";`), name);
    assert.ok(!out.includes(`from "@theme/${name}"`), name);
  }
  assert.ok(out.includes('import MethodEndpoint from "@theme/ApiExplorer/MethodEndpoint";'));
  assert.ok(out.includes('import Heading from "@theme/Heading";'));
  assert.ok(out.includes('<StatusCodes id={undefined}'), 'the JSX is unchanged');
});
