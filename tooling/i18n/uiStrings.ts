/**
 * UI strings of what Node code writes (the generated API, GraphQL and MQTT references, the Markdown
 * copies and llms.txt). As with `translate({ id, message })`, the English is the message in the code
 * and the zh-tw text is the entry `id` of a translation file: `i18n/zh-tw/references.json` for
 * labels only Node code writes (kept out of the browser bundle), `code.json` for those the browser
 * shows too (the OpenAPI theme's). The terminology checks read both.
 */
import fs from 'node:fs';
import path from 'node:path';
import { defaultLocale, type Locale } from '../../src/data/docSets';

const ROOT = path.resolve(__dirname, '..', '..');

type Messages = Readonly<Record<string, { readonly message?: unknown }>>;

const files = new Map<string, Messages>();

/** The file of the labels only Node code writes, as messages print it: `i18n/zh-tw/references.json`. */
export const referencesJsonFile = (locale: Locale): string => `i18n/${locale}/references.json`;
/** The file translate() reads in the browser: `i18n/zh-tw/code.json`. */
export const codeJsonFile = (locale: Locale): string => `i18n/${locale}/code.json`;

function read(file: string): Messages {
  let messages = files.get(file);
  if (!messages) {
    messages = JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as Messages;
    files.set(file, messages);
  }
  return messages;
}

const entry = (locale: Locale, id: string): string =>
  `"${id}": { "message": "<the ${locale} text>", "description": "<where it appears>" }`;

const fix = (locale: Locale, what: string): string =>
  `add ${what} to ${referencesJsonFile(locale)} (or to ${codeJsonFile(locale)} if the browser shows it too)`;

function lookup(locale: Locale, id: string): string | undefined {
  for (const file of [referencesJsonFile(locale), codeJsonFile(locale)]) {
    const translated = read(file)[id]?.message;
    if (typeof translated === 'string') return translated;
  }
  return undefined;
}

/** A UI string in a locale: `message` (the English) in English, the entry `id` of the locale's files otherwise. */
export function uiString(locale: Locale, id: string, message: string): string {
  if (locale === defaultLocale) return message;
  const translated = lookup(locale, id);
  if (translated !== undefined) return translated;
  throw new Error(
    `${referencesJsonFile(locale)} has no message for "${id}" (English: ${JSON.stringify(message)}): ${fix(locale, entry(locale, id))}`,
  );
}

/**
 * A table of UI strings in a locale, the id of each key `<prefix>.<key>`. Every id is looked up at
 * once, so one error names all the missing ones.
 */
export function uiStrings<Key extends string>(
  locale: Locale,
  prefix: string,
  messages: Readonly<Record<Key, string>>,
): Record<Key, string> {
  const table = {} as Record<Key, string>;
  const missing: string[] = [];
  for (const [key, message] of Object.entries<string>(messages)) {
    try {
      table[key as Key] = uiString(locale, `${prefix}.${key}`, message);
    } catch {
      missing.push(`"${prefix}.${key}" (English: ${JSON.stringify(message)})`);
    }
  }
  if (missing.length > 0) {
    throw new Error(
      `${referencesJsonFile(locale)} has no message for ${missing.join(', ')}: ${fix(locale, `an entry for each, ${entry(locale, `${prefix}.<key>`)},`)}`,
    );
  }
  return table;
}
