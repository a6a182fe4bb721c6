/**
 * What the search index takes from code, and how it splits identifiers (issue 37). Integrators
 * search for what they see in payloads, logs and code, but a code block's every value would bloat
 * the index with noise, so only keys, codes, topics and paths, header names, type and field names,
 * ports, limits and versions are taken, each also findable by its parts. The six numbered rules
 * (the code cites them by number): plugins/search/README.md, *identifiers.ts*.
 */

const KEY_PATTERNS: readonly RegExp[] = [
  // "key": or 'key': (JSON, Python and JavaScript maps)
  /["']([A-Za-z_][\w.-]*)["']\s*:/g,
  // key: at the start of a line (YAML, GraphQL fields with arguments or aliases), key = or key= (INI, TOML, query strings)
  /^\s*-?\s*([A-Za-z_][\w-]*)\s*(?::(?!\/\/)|=)/gm,
  // ?key=value&key=value
  /[?&]([A-Za-z_][\w-]*)=/g,
];
const UPPER_SNAKE = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;
const QUOTED_UPPER = /["'`]([A-Z][A-Z0-9]{3,})["'`]/g;
const SLASHED = /[\w{}+#.:-]*\/[\w{}+#.-]+(?:\/[\w{}+#.-]+)+/g;
const HEADER = /\b(?:X-[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*|[A-Z][a-z]+(?:-[A-Z][a-z0-9]+)+)\b/g;
const CAMEL = /\b(?=[A-Za-z0-9]*[a-z])[A-Za-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+\b/g;
const SNAKE = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g;
const GRAPHQL_NAME = /\b[_A-Za-z][_0-9A-Za-z]*\b/g;
const GRAPHQL_KEYWORDS = new Set(['query', 'mutation', 'subscription', 'fragment', 'on', 'true', 'false', 'null']);
/** Fence languages of programs (rule 5). */
const PROGRAM_LANGUAGES = new Set(
  'c cpp cs csharp go java javascript js jsx kotlin php powershell ps1 py python ruby rust swift ts tsx typescript'.split(
    ' ',
  ),
);
const PORT =
  /(?:^\s*-\s*["']?(\d{2,5}):\d{2,5}\b|\b[\w.-]*[A-Za-z][\w.-]*:(\d{2,5})\b(?![:.\d])|\bport\b["']?\s*[:=]?\s*(\d{2,5})\b|\s-p\s+(\d{2,5})\b)/gim;
const LIMIT =
  /\b[\w-]*(?:size|max|min|limit|timeout|interval|keepalive|keep_alive|retries|qos|depth|port)[\w-]*["']?\s*[:=]\s*(\d+(?:\.\d+)?)\b/gi;
const LIMIT_FLAG =
  /\s--?[\w-]*(?:size|max|min|limit|timeout|interval|keepalive|retries|qos|depth|port)[\w-]*[\s=]+(\d+)\b/gi;
const VERSION = /(?:(?<=[:@=]|\bversion["']?\s*[:=]\s*["']?)\d+(?:\.\d+)+|\bv\d+(?:\.\d+)*\b|\b\d+\.\d+\.\d+\b)/gi;

function* captures(text: string, pattern: RegExp): Generator<string> {
  for (const match of text.matchAll(pattern)) {
    const value = match.slice(1).find((group) => group !== undefined) ?? match[0];
    if (value) yield value;
  }
}

/** The identifiers of a code block by the rule above, each once, in order of appearance. */
export function codeIdentifiers(code: string, language = ''): string[] {
  const found = new Set<string>();
  const add = (values: Iterable<string>): void => {
    for (const value of values) found.add(value);
  };
  for (const pattern of KEY_PATTERNS) add(captures(code, pattern));
  add(captures(code, UPPER_SNAKE));
  add(captures(code, SNAKE));
  add(captures(code, QUOTED_UPPER));
  add(captures(code, SLASHED));
  add(captures(code, HEADER));
  if (!PROGRAM_LANGUAGES.has(language.toLowerCase())) add(captures(code, CAMEL));
  if (/^(graphql|gql)$/i.test(language)) {
    for (const name of captures(code, GRAPHQL_NAME)) if (!GRAPHQL_KEYWORDS.has(name)) found.add(name);
  }
  add(captures(code, PORT));
  add(captures(code, LIMIT));
  add(captures(code, LIMIT_FLAG));
  add(captures(code, VERSION));
  return [...found];
}

/** The words of a CamelCase identifier (`maximumPacketSize` -> maximum, Packet, Size; `HTTPClient` -> HTTP, Client). */
export function identifierParts(identifier: string): string[] {
  return identifier.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [];
}

/** Every CamelCase identifier of a text (prose, a table cell, inline code) with its parts, as one string of words. */
export function camelCaseParts(text: string): string[] {
  const parts = new Set<string>();
  for (const identifier of captures(text, CAMEL)) {
    const words = identifierParts(identifier);
    if (words.length > 1) for (const word of words) parts.add(word.toLowerCase());
  }
  return [...parts];
}

/**
 * Names written as two or three capitalized words, joined (`Data Logger` -> `DataLogger`): the names
 * of features, screens and settings, which Markdown writes in bold (`**Data Logger**`) or as a
 * heading; elsewhere a pair of capitalized words is mostly the start of a sentence.
 */
export function joinedNames(markdown: string): string[] {
  const names = [
    ...[...markdown.matchAll(/\*\*([^*\n]+)\*\*/g)].map((match) => match[1]),
    ...[...markdown.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => match[1]),
  ];
  const joined = new Set<string>();
  for (const name of names) {
    for (const match of name.matchAll(/\b[A-Z][a-z0-9]+(?:[ \t]+[A-Z][a-z0-9]+){1,2}\b/g)) {
      joined.add(match[0].replace(/\s+/g, ''));
    }
  }
  return [...joined];
}
