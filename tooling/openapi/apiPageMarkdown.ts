/**
 * Markdown generator of the OpenAPI plugin for operation pages: the plugin's
 * own page, plus a "Code samples" section rendered at build time (see
 * codeSamples.ts), so that samples are in the static HTML.
 */
import { createApiPageMD as createDefaultApiPageMD } from 'docusaurus-plugin-openapi-docs/lib/markdown';
import { codeSample, sampleLanguages } from './codeSamples';
import { fillRequest } from './sampleTemplate';
import { sampleTemplateOf, type ApiOperation } from './sampleRequest';
import { ACCESS_EXTENSION, ACCESS_TABLE_PAGE, parseAccess } from './apiAccess';

export { queryEncoded } from './sampleTemplate';
export { sampleRequestOf, sampleTemplateOf, type ApiOperation } from './sampleRequest';

export interface ApiPageMetadata {
  api: ApiOperation;
}

/** A code fence longer than any run of backquotes in the code, so no sample can close it early. */
export function fence(language: string, code: string): string {
  const longest = Math.max(0, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(Math.max(3, longest + 1));
  return `${ticks}${language}\n${code}\n${ticks}`;
}

/**
 * The samples of an operation in every language, each written from the template with the spec's
 * examples; the template goes to the tabs too, so a reader's own values rewrite them in the browser.
 */
export function codeSamplesSection(api: ApiOperation, product = ''): string {
  const template = sampleTemplateOf(api, product);
  const request = fillRequest(template, {});
  const tabs = sampleLanguages
    .map(
      (lang) =>
        `<TabItem value="${lang.id}" label="${lang.label}">\n\n${fence(lang.highlight, codeSample(lang.id, request))}\n\n</TabItem>`,
    )
    .join('\n');
  return [
    '\n\n<Heading as="h2" id="code-samples">',
    '  <Translate id="portal.api.codeSamples.title" description="Heading of the static code samples of an API operation page">Code samples</Translate>',
    '</Heading>\n',
    '<div className="code-samples">\n',
    '<SampleTabs',
    '  groupId="code-samples"',
    '  queryString="lang"',
    `  template={${JSON.stringify(template)}}`,
    '>',
    tabs,
    '</SampleTabs>\n',
    '</div>\n',
  ].join('\n');
}

/** Props of at least this many characters are hoisted by `hoistLargeProps`. */
export const HOISTED_PROP_LENGTH = 200;

/**
 * The generator writes an operation's parameters, bodies and responses as JSON inside JSX props,
 * one line each (`responses={{"200":…}}`, up to 12 KB). MDX parses such an expression with acorn at
 * a cost that grows much faster than its length: the 105 English operation pages took 8.5 s to
 * compile, twice per build (once per locale). Each large prop here becomes an identifier, defined
 * at the end of the page as `export const __apiPropN = JSON.parse("…")`: MDX reads one string, the
 * same pages compile in 0.8 s, and browsers parse JSON faster than an object literal. The values
 * are the same; a prop that is not plain JSON stays inline.
 */
export function hoistLargeProps(mdx: string): string {
  const hoisted: string[] = [];
  const body = mdx.replace(/^(\s+[A-Za-z]\w*)=\{(.+)\}$/gm, (line, prop: string, expression: string) => {
    if (expression.length < HOISTED_PROP_LENGTH) return line;
    try {
      JSON.parse(expression);
    } catch {
      return line;
    }
    const name = `__apiProp${hoisted.length}`;
    hoisted.push(`export const ${name} = JSON.parse(${JSON.stringify(expression)});`);
    return `${prop}={${name}}`;
  });
  return hoisted.length > 0 ? `${body.trimEnd()}\n\n${hoisted.join('\n\n')}\n` : body;
}

/**
 * "Requires: scope …, role …" for an operation whose spec says who may call it (tooling/openapi/apiAccess.ts),
 * "no scope or role" for one whose body authenticates it; nothing for a spec without the extension.
 */
export function accessLine(api: ApiOperation): string {
  const access = parseAccess(api[ACCESS_EXTENSION]);
  if (!access) return '';
  const props =
    access.scope === null ? '' : ` scope=${JSON.stringify(access.scope)} role=${JSON.stringify(access.role)}`;
  return `<OperationAccess${props} table=${JSON.stringify(ACCESS_TABLE_PAGE)} />\n\n`;
}

/**
 * Where the access line goes: before the Request heading the plugin writes after the description,
 * or before the responses of an operation that takes no parameters and no body.
 */
const AFTER_DESCRIPTION = /^(<Heading\n {2}id=\{"request"\}|<StatusCodes\b)/m;

/**
 * The theme's request and response sections, imported from src/components/ApiSections instead: the
 * same components, mounted in a transition after hydration rather than in the render that ends it.
 */
const DEFERRED_SECTIONS = /^import (ParamsDetails|RequestSchema|StatusCodes) from "@theme\/\1";$/gm;

export function deferSections(page: string): string {
  return page.replace(DEFERRED_SECTIONS, 'import { $1 } from "@site/src/components/ApiSections";');
}

export function createApiPageMD(pageData: ApiPageMetadata, product = ''): string {
  // A webhook (method "event") is a request EdgeHub sends to the reader: there is nothing to call.
  const samples = pageData.api.method === 'event' ? '' : codeSamplesSection(pageData.api, product);
  const access = accessLine(pageData.api);
  const imports =
    (samples ? `import SampleTabs from "@site/src/components/SampleTabs";\n` : '') +
    (access ? `import OperationAccess from "@site/src/components/OperationAccess";\n` : '');
  let page = deferSections(createDefaultApiPageMD(pageData));
  if (access) {
    if (!AFTER_DESCRIPTION.test(page)) {
      throw new Error(`${pageData.api.operationId}: no Request heading nor responses to put the access line before`);
    }
    page = page.replace(AFTER_DESCRIPTION, (heading) => `${access}${heading}`);
  }
  return hoistLargeProps(`${imports}${page}${samples}`);
}
