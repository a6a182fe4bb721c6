/**
 * UI strings of what Node code writes (the generated API, GraphQL and MQTT references, the Markdown
 * copies and llms.txt), read from the file translate() reads in the browser: one home for every
 * label, which the terminology checks read. As with `translate({ id, message })`, the English is
 * the message in the code and the zh-tw text is the entry `id` of `i18n/zh-tw/code.json`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { defaultLocale, type Locale } from '../../src/data/docSets';

const ROOT = path.resolve(__dirname, '..', '..');

type Messages = Readonly<Record<string, { readonly message?: unknown }>>;

const files = new Map<string, Messages>();

/** The translation file of a locale, as messages print it: `i18n/zh-tw/code.json`. */
export const codeJsonFile = (locale: Locale): string => `i18n/${locale}/code.json`;

function messagesOf(locale: Locale): Messages {
  const file = codeJsonFile(locale);
  let messages = files.get(file);
  if (!messages) {
    messages = JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as Messages;
    files.set(file, messages);
  }
  return messages;
}

const entry = (locale: Locale, id: string): string =>
  `"${id}": { "message": "<the ${locale} text>", "description": "<where it appears>" }`;

/** A UI string in a locale: `message` (the English) in English, the entry `id` of code.json otherwise. */
export function uiString(locale: Locale, id: string, message: string): string {
  if (locale === defaultLocale) return message;
  const translated = messagesOf(locale)[id]?.message;
  if (typeof translated === 'string') return translated;
  const file = codeJsonFile(locale);
  throw new Error(
    `${file} has no message for "${id}" (English: ${JSON.stringify(message)}): add ${entry(locale, id)} to ${file}`,
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
    const file = codeJsonFile(locale);
    throw new Error(
      `${file} has no message for ${missing.join(', ')}: add an entry for each, ${entry(locale, `${prefix}.<key>`)}, to ${file}`,
    );
  }
  return table;
}
