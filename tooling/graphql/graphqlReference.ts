/**
 * What the GraphQL reference adds to the pages @graphql-markdown/docusaurus writes: localized
 * labels, the samples of each query and mutation, and the landing page. Used by the generator's
 * formatter (plugins/graphql-reference/formatter.ts) and by `npm run gen-api`.
 */
import path from 'node:path';
import { isObjectType, type GraphQLSchema } from 'graphql';
import type { Locale, Localized } from '../../src/data/docSets';
import { loadSpec } from '../openapi/specs';
import { ROOT } from '../content/files';
import { uiString, uiStrings } from '../i18n/uiStrings';
import { GRAPHQL_REST_ARGUMENTS, GRAPHQL_SCHEMA_FILE, loadGraphqlSchema } from './graphqlSchema';
import type { GraphqlTemplate } from '../openapi/sampleTemplate';
import { firstLine, originField } from '../openapi/sampleRequest';
import {
  GRAPHQL_PATH,
  GRAPHQL_SAMPLE_FENCES,
  GRAPHQL_SAMPLE_LABELS,
  GRAPHQL_SAMPLE_LANGUAGES,
  graphqlCode,
  operationSample,
  type OperationSample,
} from './graphqlSamples';

const PREFIX = 'portal.graphqlReference';

/**
 * The English of the sidebar categories (`Queries`); their zh-tw text is the entry
 * `portal.graphqlReference.category.<key>` of i18n/zh-tw/references.json, as for every label below.
 */
const CATEGORIES: Readonly<Record<string, string>> = {
  operations: 'Operations',
  queries: 'Queries',
  mutations: 'Mutations',
  types: 'Types',
  objects: 'Objects',
  inputs: 'Inputs',
  enums: 'Enums',
  scalars: 'Scalars',
  directives: 'Directives',
};

/** The label of a generator folder (`queries`) in a locale, or undefined for a folder we do not label. */
export function graphqlCategoryLabel(key: string, locale: Locale): string | undefined {
  const message = CATEGORIES[key];
  return message === undefined ? undefined : uiString(locale, `${PREFIX}.category.${key}`, message);
}

/** Sidebar order of the generator's folders. */
export const GRAPHQL_CATEGORY_ORDER = [
  'operations',
  'queries',
  'mutations',
  'types',
  'objects',
  'inputs',
  'enums',
  'scalars',
];

/**
 * The generator's section headings (`### Fields`), which it writes below the title with no level 2
 * between: as level-2 headings with stable ids in every locale (`## 欄位 {#fields}`), their entries (and
 * the arguments of a field) a level up too. Each maps to the key of its text,
 * `portal.graphqlReference.section.<key>`.
 */
const GENERATOR_SECTIONS: Readonly<Record<string, string>> = {
  Arguments: 'arguments',
  Fields: 'fields',
  Type: 'type',
  Values: 'values',
  'Member Of': 'memberOf',
  'Returned By': 'returnedBy',
  'Implemented By': 'implementedBy',
  'Possible Types': 'possibleTypes',
};

/** The generator's badges (`text="non-null"`), by the key of their zh-tw text (`badge.nonNull`). */
const BADGES: Readonly<Record<string, string>> = {
  'non-null': 'nonNull',
  list: 'list',
  object: 'object',
  scalar: 'scalar',
  input: 'input',
  enum: 'enum',
  query: 'query',
  mutation: 'mutation',
  directive: 'directive',
  deprecated: 'deprecated',
};

export function translateGeneratorLabels(page: string, locale: Locale): string {
  const headings = page
    .replace(/^#### /gm, '### ')
    .replace(/^##### /gm, '#### ')
    .replace(/^### (.+)$/gm, (line, title: string) => {
      const section = GENERATOR_SECTIONS[title.trim()];
      if (!section) return line;
      const id = title.trim().toLowerCase().replace(/\s+/g, '-');
      return `## ${uiString(locale, `${PREFIX}.section.${section}`, title.trim())} {#${id}}`;
    });
  if (locale === 'en') return headings;
  return headings.replace(/text="([\w-]+)"/g, (match, text: string) => {
    const badge = BADGES[text];
    return badge ? `text="${uiString(locale, `${PREFIX}.badge.${badge}`, text)}"` : match;
  });
}

// ---------------------------------------------------------------------------
// Samples
// ---------------------------------------------------------------------------

interface RestOperation {
  operationId?: string;
  parameters?: Array<{ name: string; example?: unknown; schema?: { example?: unknown } }>;
  requestBody?: { content?: Record<string, { example?: unknown }> };
}

/** Argument values of every root field, from the REST spec's examples of the same objects. */
export function sampleArguments(restDocument: unknown): Record<string, Record<string, unknown>> {
  const doc = restDocument as {
    paths: Record<string, Record<string, RestOperation>>;
    components: { schemas: Record<string, { example?: unknown }> };
  };
  const operations = new Map<string, RestOperation>();
  for (const methods of Object.values(doc.paths)) {
    for (const operation of Object.values(methods))
      if (operation.operationId) operations.set(operation.operationId, operation);
  }
  const body = (id: string): Record<string, unknown> => {
    const example = operations.get(id)?.requestBody?.content?.['application/json']?.example;
    if (!example || typeof example !== 'object')
      throw new Error(`graphqlReference: ${id} has no request example in the REST spec`);
    return example as Record<string, unknown>;
  };
  const parameter = (id: string, name: string): unknown => {
    const found = operations.get(id)?.parameters?.find((p) => p.name === name);
    const value = found?.example ?? found?.schema?.example;
    if (value === undefined) throw new Error(`graphqlReference: ${id} has no example for ${name} in the REST spec`);
    return value;
  };
  const args: Record<string, Record<string, unknown>> = {
    gateways: { first: 10 },
    gateway: { scadaId: parameter('getGatewayByScadaId', 'scadaId') },
    groups: { first: 10 },
    group: { groupId: parameter('getMachinesByGroup', 'groupId') },
    machine: { machineId: parameter('getParametersByMachine', 'machineId') },
    command: { commandId: parameter('getCommand', 'commandId') },
    alarmEvents: { scadaId: parameter('getGatewayByScadaId', 'scadaId'), first: 10 },
    setTagData: { input: body('setTagData') },
    setParameterData: { input: body('setParameterData') },
  };
  for (const { field, operation } of GRAPHQL_REST_ARGUMENTS) args[field] = body(operation);
  return args;
}

interface RestServer {
  url: string;
  description?: string;
  variables?: Record<string, { default: string; description?: string }>;
}

let cache:
  | {
      schema: GraphQLSchema;
      args: Record<string, Record<string, unknown>>;
      endpoint: string;
      servers: RestServer[];
      tokenDescription?: string;
    }
  | undefined;

function context(): NonNullable<typeof cache> {
  if (!cache) {
    const schema = loadGraphqlSchema(path.join(ROOT, GRAPHQL_SCHEMA_FILE));
    const rest = loadSpec('edgehub', path.join(ROOT, 'openapi/edgehub.yaml')).document as unknown as {
      servers: RestServer[];
      components?: { securitySchemes?: Record<string, { description?: string }> };
    };
    const server = rest.servers[0];
    const base = (server?.url ?? '').replace(
      /\{(\w+)\}/g,
      (_, name: string) => server?.variables?.[name]?.default ?? name,
    );
    cache = {
      schema,
      args: sampleArguments(rest),
      endpoint: `${base}${GRAPHQL_PATH}`,
      servers: rest.servers,
      tokenDescription: rest.components?.securitySchemes?.[TOKEN_SCHEME]?.description,
    };
  }
  return cache;
}

/** Every query and mutation of the schema with its sample. */
export function allOperationSamples(): OperationSample[] {
  const { schema, args } = context();
  const samples: OperationSample[] = [];
  for (const [kind, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    if (!root || !isObjectType(root)) continue;
    for (const field of Object.keys(root.getFields())) {
      const values = args[field];
      if (!values)
        throw new Error(`graphqlReference: ${kind} ${field} has no sample arguments: add it to sampleArguments()`);
      samples.push(operationSample(schema, kind, field, values));
    }
  }
  return samples;
}

export function graphqlEndpoint(): string {
  return context().endpoint;
}

/** The REST API's security scheme: the GraphQL API takes the same token. */
const TOKEN_SCHEME = 'bearerAuth';
/** The environment variable the samples read the token from. */
const TOKEN_ENV = 'ACCESS_TOKEN';

/** The sample with the values a reader can enter marked: the REST API's servers and token (the same instance). */
function graphqlTemplate(sample: OperationSample): GraphqlTemplate {
  const { servers, tokenDescription } = context();
  return {
    kind: 'graphql',
    product: 'edgehub',
    sample,
    endpoint: [{ slot: 'origin', encode: 'origin' }, GRAPHQL_PATH],
    env: TOKEN_ENV,
    fields: [
      originField(servers),
      {
        slot: 'accessToken',
        kind: 'token',
        label: TOKEN_SCHEME,
        example: `$${TOKEN_ENV}`,
        ...(tokenDescription ? { description: firstLine(tokenDescription) } : {}),
      },
    ],
  };
}

/** The samples section of a page, or undefined when the page is not a query or mutation. */
export function graphqlSamplesSection(type: unknown, locale: Locale): string | undefined {
  if (!type || typeof type !== 'object' || !('args' in type) || !('name' in type)) return undefined;
  const sample = allOperationSamples().find((candidate) => candidate.field === type.name);
  if (!sample) return undefined;
  const { endpoint } = context();
  const tabs = GRAPHQL_SAMPLE_LANGUAGES.map((language) =>
    [
      `<TabItem value="${language}" label="${GRAPHQL_SAMPLE_LABELS[language]}">`,
      '',
      `\`\`\`${GRAPHQL_SAMPLE_FENCES[language]}`,
      graphqlCode(language, sample, endpoint),
      '```',
      '',
      '</TabItem>',
    ].join('\n'),
  );
  return [
    // The heading of the REST pages' samples (tooling/openapi/apiPageMarkdown.ts), the same words.
    `## ${uiString(locale, 'portal.api.codeSamples.title', 'Samples')} {#samples}`,
    '',
    "import SampleTabs from '@site/src/components/SampleTabs';",
    "import TabItem from '@theme/TabItem';",
    '',
    uiString(
      locale,
      `${PREFIX}.samplesIntro`,
      'Set `ACCESS_TOKEN` to an access token from Login, as for the REST API. The variables show the gateway and tags of the REST reference.',
    ),
    '',
    `<SampleTabs groupId="graphql-sample-language" className="code-samples" template={${JSON.stringify(graphqlTemplate(sample))}}>`,
    ...tabs,
    '</SampleTabs>',
  ].join('\n');
}

// ---------------------------------------------------------------------------
// Landing page
// ---------------------------------------------------------------------------

/** The English of the landing page's labels; their zh-tw text is `portal.graphqlReference.landing.<key>`. */
const LANDING_TEXT = {
  overview: 'Overview',
  operation: 'Operation',
  what: 'What it does',
  guide:
    'The [GraphQL guide](/EdgeHub/APIs/GraphQL_API) in the EdgeHub manual shows a first query, pagination, history reads, writes, errors and limits step by step, and when to choose GraphQL or the [REST API](/APIs/EdgeHub/edgehub-restful-apis).',
  types:
    'Every object, input, enum and scalar has its own page under **Types** in the sidebar. The schema itself can be downloaded as [edgehub.graphql](/openapi/edgehub.graphql).',
} as const;

/** The first sentence of a description, on one line. */
export function firstSentence(text: string | null | undefined): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  const match = /^(.+?[.。])(\s|$)/u.exec(flat);
  return match?.[1] ?? flat;
}

const slug = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * The reference's landing page in one locale, from the schema of that locale (its descriptions
 * translated): what the API is, its endpoint and limits (the schema's description), and a table of
 * the queries and mutations with the first sentence of each.
 */
export function landingPage(
  schema: GraphQLSchema,
  set: {
    readonly landing: string;
    readonly routeBasePath: string;
    readonly label: Localized;
    readonly description: Localized;
  },
  locale: Locale,
): string {
  const text = uiStrings(locale, `${PREFIX}.landing`, LANDING_TEXT);
  const rows = (kind: 'queries' | 'mutations'): string[] => {
    const root = kind === 'queries' ? schema.getQueryType() : schema.getMutationType();
    if (!root) return [];
    return [
      `## ${graphqlCategoryLabel(kind, locale) ?? kind} {#${kind}}`,
      '',
      `| ${text.operation} | ${text.what} |`,
      '| --- | --- |',
      ...Object.values(root.getFields()).map(
        (field) =>
          `| [\`${field.name}\`](/${set.routeBasePath}/operations/${kind}/${slug(field.name)}) | ${firstSentence(field.description).replace(/\|/g, '\\|')} |`,
      ),
      '',
    ];
  };
  const description = (schema.description ?? '').trim();
  return [
    '---',
    `id: ${set.landing}`,
    `title: ${JSON.stringify(set.label[locale])}`,
    `description: ${JSON.stringify(set.description[locale])}`,
    'sidebar_position: 0',
    `sidebar_label: ${JSON.stringify(text.overview)}`,
    '---',
    '',
    `# ${set.label[locale]}`,
    '',
    description,
    '',
    text.guide,
    '',
    ...rows('queries'),
    ...rows('mutations'),
    text.types,
    '',
  ].join('\n');
}
