/**
 * The parts of an API page that the OpenAPI theme renders in the browser only (parameters, request
 * and response bodies: skeletons in the static HTML), written from the operation the page was
 * generated from (its `api` front matter) into the page's container before conversion.
 */
import type { Element, ElementContent } from 'hast';
import type { Locale } from '../../src/data/docSets';
import { uiString, uiStrings } from '../../tooling/i18n/uiStrings';
import { findAll, findElement, h, hasClass, isElement, textOf } from './convert';

/** The English of the copy's own labels; their zh-tw text is `portal.markdownCopy.<key>` of i18n/zh-tw/references.json. */
const copyLabels = {
  'parameters.path': 'Path parameters',
  'parameters.query': 'Query parameters',
  'parameters.header': 'Header parameters',
  'parameters.cookie': 'Cookie parameters',
  requestBody: 'Request body',
  responseBody: 'Response body',
  name: 'Name',
  type: 'Type',
  yes: 'yes',
  no: 'no',
  values: 'Possible values',
  default: 'Default',
  range: 'Range',
  pattern: 'Pattern',
  oneOf: 'One of',
  arrayOf: 'array of',
} as const;

type Labels = Record<keyof typeof copyLabels | 'example' | 'required' | 'requiredColumn' | 'description', string>;
const resolved = new Map<Locale, Labels>();

/** The labels in a locale: ours, and the OpenAPI theme's where the page around the copy says the same. */
function labelsOf(locale: Locale): Labels {
  let labels = resolved.get(locale);
  if (!labels) {
    labels = {
      ...uiStrings(locale, 'portal.markdownCopy', copyLabels),
      example: uiString(locale, 'theme.openapi.responseExamples.example', 'Example'),
      required: uiString(locale, 'theme.openapi.schemaItem.required', 'required'),
      requiredColumn: uiString(locale, 'theme.openapi.schemaItem.required', 'Required'),
      description: uiString(locale, 'theme.openapi.schemaItem.enumDescription', 'Description'),
    };
    resolved.set(locale, labels);
  }
  return labels;
}

export interface Schema {
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  enum?: unknown[];
  default?: unknown;
  example?: unknown;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  additionalProperties?: boolean | Schema;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
  example?: unknown;
}
interface MediaType {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}
export interface Operation {
  parameters?: Parameter[];
  requestBody?: { description?: string; content?: Record<string, MediaType> };
  responses?: Record<string, { content?: Record<string, MediaType> }>;
  jsonRequestBodyExample?: unknown;
}

/** Text with the spec's inline code (`x`) as code elements. */
function inline(value: string): ElementContent[] {
  return value
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(`[^`]+`)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 2
        ? h('code', {}, [part.slice(1, -1)])
        : { type: 'text', value: part },
    );
}

const json = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** allOf merged into one object schema (the spec's pages, lists and errors are built that way). */
function merged(schema: Schema): Schema {
  if (!schema.allOf) return schema;
  const parts = [...schema.allOf.map(merged), { ...schema, allOf: undefined }];
  return parts.reduce<Schema>(
    (all, part) => ({
      ...all,
      ...part,
      properties: { ...all.properties, ...part.properties },
      required: [...(all.required ?? []), ...(part.required ?? [])],
      // A later part that redefines a property (an array's items) wins, as in the theme.
    }),
    {},
  );
}

/**
 * A schema's type as a reader writes it, with the name the spec gives it (`title`, which the
 * generator sets from a `$ref`): the class name a generated client uses (`Stack: object`).
 */
function typeName(schema: Schema, locale: Locale): string {
  const s = merged(schema);
  const variants = s.oneOf ?? s.anyOf;
  const type =
    s.type === 'array' || s.items
      ? `${labelsOf(locale).arrayOf} ${s.items ? typeName(s.items, locale) : 'any'}`
      : Array.isArray(s.type)
        ? s.type.join(' | ')
        : (s.type ??
          (s.properties ? 'object' : variants ? variants.map((v) => typeName(v, locale)).join(' | ') : 'any'));
  // The named parts of an `allOf` (`BatchCreate: object, RolloutOptions`); a part does not name the whole.
  const parts = (schema.allOf ?? []).flatMap((part) => (part.title ? [part.title] : []));
  const described = [type, s.format, ...parts].filter(Boolean).join(', ');
  return schema.title ? `${schema.title}: ${described}` : described;
}

/** Enum, default, range, pattern and example of a schema, as one line of facts. */
function facts(schema: Schema, locale: Locale): ElementContent[] {
  const out: ElementContent[] = [];
  const add = (label: string, values: unknown[]): void => {
    out.push({ type: 'text', value: `${out.length ? '; ' : ' '}${label}: ` });
    values.forEach((value, index) => {
      if (index) out.push({ type: 'text', value: ', ' });
      out.push(h('code', {}, [json(value)]));
    });
  };
  if (schema.enum) add(labelsOf(locale).values, schema.enum);
  if (schema.default !== undefined) add(labelsOf(locale).default, [schema.default]);
  if (schema.minimum !== undefined || schema.maximum !== undefined)
    add(labelsOf(locale).range, [`${schema.minimum ?? ''}..${schema.maximum ?? ''}`]);
  if (schema.pattern) add(labelsOf(locale).pattern, [schema.pattern]);
  if (schema.example !== undefined && typeof schema.example !== 'object')
    add(labelsOf(locale).example, [schema.example]);
  return out;
}

/** Properties of an object schema (or of an array's items) as a nested list. */
function propertyList(schema: Schema, locale: Locale, depth = 0): Element[] {
  const s = merged(schema);
  if (depth > 8) return [];
  if ((s.type === 'array' || s.items) && s.items) return propertyList(s.items, locale, depth);
  const variants = s.oneOf ?? s.anyOf;
  if (variants) {
    return [
      h('p', {}, [`${labelsOf(locale).oneOf}:`]),
      h(
        'ol',
        {},
        variants.map((variant) =>
          h('li', {}, [variant.title ?? typeName(variant, locale), ...propertyList(variant, locale, depth + 1)]),
        ),
      ),
    ];
  }
  const entries = Object.entries(s.properties ?? {});
  if (entries.length === 0) return [];
  const required = new Set(s.required ?? []);
  return [
    h(
      'ul',
      {},
      entries.map(([name, property]) => {
        const p = merged(property);
        const about = [typeName(p, locale), required.has(name) ? labelsOf(locale).required : ''].filter(Boolean);
        const line: ElementContent[] = [h('code', {}, [name])];
        if (about.length) line.push({ type: 'text', value: ` (${about.join(', ')})` });
        if (p.description) line.push({ type: 'text', value: ': ' }, ...inline(p.description));
        line.push(...facts(p, locale));
        return h('li', {}, [...line, ...propertyList(p, locale, depth + 1)]);
      }),
    ),
  ];
}

function exampleOf(media: MediaType): unknown {
  return media.example ?? Object.values(media.examples ?? {})[0]?.value;
}

function bodyElements(
  content: Record<string, MediaType> | undefined,
  title: string,
  locale: Locale,
  fallbackExample?: unknown,
): Element[] {
  return Object.entries(content ?? {}).flatMap(([mediaType, media]) => {
    const example = exampleOf(media) ?? fallbackExample;
    return [
      h('p', {}, [
        h('strong', {}, [title]),
        ' (',
        h('code', {}, [mediaType]),
        ...(media.schema ? [', ', h('code', {}, [typeName(media.schema, locale)])] : []),
        ')',
      ]),
      ...(media.schema ? propertyList(media.schema, locale) : []),
      ...(example !== undefined
        ? [
            h('p', {}, [`${labelsOf(locale).example}:`]),
            h('pre', {}, [h('code', { className: ['language-json'] }, [JSON.stringify(example, null, 2)])]),
          ]
        : []),
    ];
  });
}

function parameterTables(parameters: readonly Parameter[], locale: Locale): Element[] {
  return (['path', 'query', 'header', 'cookie'] as const).flatMap((place) => {
    const list = parameters.filter((parameter) => parameter.in === place);
    if (list.length === 0) return [];
    const cell = (tag: 'th' | 'td', children: Array<ElementContent | string>): Element => h(tag, {}, children);
    return [
      h('p', {}, [h('strong', {}, [labelsOf(locale)[`parameters.${place}`]])]),
      h('table', {}, [
        h('thead', {}, [
          h(
            'tr',
            {},
            (['name', 'type', 'requiredColumn', 'description'] as const).map((label) =>
              cell('th', [labelsOf(locale)[label]]),
            ),
          ),
        ]),
        h(
          'tbody',
          {},
          list.map((parameter) => {
            const schema = parameter.schema ?? {};
            return h('tr', {}, [
              cell('td', [h('code', {}, [parameter.name])]),
              cell('td', [typeName(schema, locale)]),
              cell('td', [parameter.required ? labelsOf(locale).yes : labelsOf(locale).no]),
              cell('td', [
                ...inline(parameter.description ?? schema.description ?? ''),
                ...facts({ ...schema, example: parameter.example ?? schema.example }, locale),
              ]),
            ]);
          }),
        ),
      ]),
    ];
  });
}

function insertAfter(parent: Element, target: Element, nodes: Element[]): boolean {
  const index = parent.children.indexOf(target);
  if (index >= 0) {
    parent.children.splice(index + 1, 0, ...nodes);
    return true;
  }
  return parent.children.some((child) => isElement(child) && insertAfter(child, target, nodes));
}

/** Adds the operation's parameters, request body and response bodies to an API page's container. */
export function addOperation(container: Element, api: Operation, locale: Locale): void {
  const request = findElement(container, (e) => /^h[2-3]$/.test(e.tagName) && e.properties.id === 'request');
  if (request) {
    insertAfter(container, request, [
      ...parameterTables(api.parameters ?? [], locale),
      ...bodyElements(api.requestBody?.content, labelsOf(locale).requestBody, locale, api.jsonRequestBodyExample),
    ]);
  }
  const responses = findElement(container, (e) => hasClass(e, 'openapi-tabs__container'));
  if (!responses) return;
  const tabList = findElement(responses, (e) => e.properties.role === 'tablist');
  const codes = tabList ? findAll(tabList, (e) => e.properties.role === 'tab').map((tab) => textOf(tab).trim()) : [];
  findAll(responses, (e) => e.properties.role === 'tabpanel').forEach((panel, index) => {
    const response = api.responses?.[codes[index] ?? ''];
    panel.children.push(...bodyElements(response?.content, labelsOf(locale).responseBody, locale));
  });
}
