/**
 * A sample's request with the reader's values marked as typed slots. The build writes every sample
 * from `fillRequest(template, {})` (the spec's example values); the browser writes the same sample
 * from the reader's values through the same function and the same writers (codeSamples.ts), so the
 * two cannot disagree on quoting or URL encoding. No Node imports: this module ships to the browser.
 */
import { shellQuoted, type SampleRequest } from './codeSamples';

/**
 * How a slot's value enters the request: as an origin, a path segment, a query value or a header's
 * text; `segment` is a path segment in a guide's hand-written code, where the value may stand
 * unquoted: everything but letters, digits and `-._~` is percent-encoded; `shell` is a word of a
 * POSIX shell (`export NAME=<value>`), single-quoted.
 */
export type SlotEncoding = 'origin' | 'path' | 'segment' | 'query' | 'text' | 'shell';
export interface Slot {
  readonly slot: string;
  readonly encode: SlotEncoding;
}
export type Part = string | Slot;

/** A server of the spec, as the form offers it (`url` with `{variables}`). */
export interface ValueServer {
  readonly url: string;
  readonly description?: string;
  readonly variables: Readonly<Record<string, { readonly default: string; readonly description?: string }>>;
}

/** A value the reader can enter, named as the spec names it. */
export interface ValueField {
  readonly slot: string;
  /** `text`: a value the programs read from the environment (an MQTT broker's host, a topic level). */
  readonly kind: 'origin' | 'token' | 'param' | 'text';
  /** What a `text` value must be: a host name, a port, a level of an MQTT topic (no `/`, `+`, `#`). */
  readonly check?: 'host' | 'port' | 'topicLevel';
  /** The spec's name: a parameter's name, the security scheme's name. */
  readonly label: string;
  readonly description?: string;
  /** The placeholder the served page shows. */
  readonly example: string;
  /** For the origin: the spec's servers. */
  readonly servers?: readonly ValueServer[];
}

/** A REST operation's request (tooling/openapi/apiPageMarkdown.ts), written in the eight languages. */
export interface SampleTemplate {
  readonly kind: 'rest';
  /** Whose values fill it: the product of the reference (`edgehub`, `weda`), one store per product. */
  readonly product: string;
  readonly name?: string;
  readonly method: string;
  readonly url: readonly Part[];
  readonly headers: ReadonlyArray<readonly [string, readonly Part[]]>;
  readonly body?: unknown;
  readonly fields: readonly ValueField[];
}

/** A GraphQL operation (tooling/graphql/graphqlCode.ts): its endpoint, and the token read from `env`. */
export interface GraphqlTemplate {
  readonly kind: 'graphql';
  readonly product: string;
  readonly sample: {
    readonly kind: 'query' | 'mutation';
    readonly field: string;
    readonly document: string;
    readonly variables: Record<string, unknown>;
  };
  readonly endpoint: readonly Part[];
  /** The environment variable the programs read the token from. */
  readonly env: string;
  readonly fields: readonly ValueField[];
}

/**
 * A guide's code block marked with `values` (plugins/reader-values): its text with the spec's
 * example values as slots, and the environment variable it reads the token from, if any.
 */
export interface GuideTemplate {
  readonly kind: 'guide';
  readonly product: string;
  /** The code block's language. */
  readonly language: string;
  readonly parts: readonly Part[];
  readonly env?: string;
  readonly fields: readonly ValueField[];
}

export type ValuesTemplate = SampleTemplate | GraphqlTemplate | GuideTemplate;

/** The reader's values by slot; a missing or empty value keeps the placeholder. */
export type ReaderValues = Readonly<Record<string, string | undefined>>;

/**
 * A query name or value percent-encoded so that every client sends it as written: a WHATWG URL
 * parser (fetch) encodes a `'` in a query by itself, so the sample shows it encoded. (`!()*` stay
 * as encodeURIComponent leaves them: .NET's Uri would decode `%28` back to `(`.)
 */
export const queryEncoded = (value: string): string => encodeURIComponent(value).replace(/'/g, '%27');

/** `.` and `..` as a path segment: every client would resolve them away instead of sending them. */
export const isDotSegment = (value: string): boolean => value === '.' || value === '..';

function encoded(value: string, encoding: SlotEncoding): string {
  switch (encoding) {
    case 'path':
      return encodeURIComponent(value);
    case 'query':
      return queryEncoded(value);
    case 'shell':
      return shellQuoted(value);
    case 'segment':
      return encodeURIComponent(value).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
    default:
      return value;
  }
}

/** The value a slot takes: the reader's, or the example of its field. */
export function slotValue(template: Pick<ValuesTemplate, 'fields'>, values: ReaderValues, slot: string): string {
  const given = values[slot];
  if (given) return given;
  const field = template.fields.find((candidate) => candidate.slot === slot);
  if (!field) throw new Error(`sample template: no field for slot ${slot}`);
  return field.example;
}

/** The text of parts with the values in their slots. */
export function fillParts(
  template: Pick<ValuesTemplate, 'fields'>,
  parts: readonly Part[],
  values: ReaderValues,
): string {
  return parts
    .map((part) => (typeof part === 'string' ? part : encoded(slotValue(template, values, part.slot), part.encode)))
    .join('');
}

/** The request of a sample with the reader's values (`{}`: the spec's examples, as served). */
export function fillRequest(template: SampleTemplate, values: ReaderValues): SampleRequest {
  for (const field of template.fields) {
    const value = values[field.slot];
    if (field.kind === 'param' && value && isDotSegment(value)) {
      throw new Error(`${field.label} "${value}" would be resolved away by every client as a relative path`);
    }
  }
  return {
    ...(template.name === undefined ? {} : { name: template.name }),
    method: template.method,
    url: fillParts(template, template.url, values),
    headers: template.headers.map(([name, parts]) => [name, fillParts(template, parts, values)] as const),
    ...(template.body === undefined ? {} : { body: template.body }),
  };
}

/** Why a `text` value fails its field's check, or undefined. */
export function textProblem(field: ValueField, value: string): 'host' | 'port' | 'topicLevel' | undefined {
  switch (field.check) {
    case 'host':
      return /^[A-Za-z0-9.-]+$|^\[[0-9A-Fa-f:.]+\]$/.test(value) ? undefined : 'host';
    case 'port':
      return /^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= 65535 ? undefined : 'port';
    case 'topicLevel':
      return /[/+#]/.test(value) || value.includes(String.fromCharCode(0)) || value === '' ? 'topicLevel' : undefined;
    default:
      return undefined;
  }
}

/** The origin a server gives with the variables' values (`https://{host}` with host → `https://h`). */
export function serverOrigin(server: ValueServer, variables: ReaderValues): string {
  return server.url.replace(
    /\{(\w+)\}/g,
    (_m, name: string) => variables[name] || server.variables[name]?.default || name,
  );
}

/**
 * The origin the reader's server choice and variables make, or why they make none. A variable holds
 * a host and an optional port only: a path, a query, credentials or a space are refused; a host in
 * Unicode becomes its ASCII (punycode) form, as every client would send it.
 */
export function checkedOrigin(server: ValueServer, variables: ReaderValues): { origin: string } | { error: string } {
  for (const [name, value] of Object.entries(variables)) {
    if (value && /[\s/?#@\\]/.test(value))
      return { error: `${name}: "${value}" must be a host name with an optional :port, nothing else` };
  }
  const written = serverOrigin(server, variables);
  let url: URL;
  try {
    url = new URL(written);
  } catch {
    return { error: `"${written}" is not a valid address` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { error: `"${written}" is not an http(s) address` };
  return { origin: url.pathname === '/' && !written.endsWith('/') ? url.origin : `${url.origin}${url.pathname}` };
}
