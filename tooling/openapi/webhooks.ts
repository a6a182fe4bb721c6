/**
 * Webhooks (issue 41): every product page named in src/data/facts/webhooks.ts carries a receiver in
 * Python and in Node.js (fences marked `run=webhook-receiver`, read with `markedPrograms` like the
 * `run=graphql` and `run=mqtt` programs) and one example body (`webhook=body`). This module finds
 * them, and the guards that keep the contract's numbers and each product's names off the pages.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { docSets, type Locale } from '../../src/data/docSets';
import { webhookContract, webhookHeaders, webhookProducts, type WebhookProductId } from '../../src/data/facts/webhooks';
import { codeBlocks, markedPrograms, type MarkedProgram } from '../content/codeBlocks';
import { ROOT, TRANSLATED_LOCALE, pluginI18nDir } from '../content/files';

export const RECEIVER_MARK = 'run=webhook-receiver';
export const BODY_MARK = 'webhook=body';

export type ReceiverLanguage = 'python' | 'node';
const RECEIVER_FENCES = new Map<string, ReceiverLanguage>([
  ['python', 'python'],
  ['js', 'node'],
  ['javascript', 'node'],
]);
const LANGUAGES: readonly ReceiverLanguage[] = ['python', 'node'];

export interface WebhookPage {
  readonly locale: Locale;
  /** As printed in messages: relative to the repository. */
  readonly shown: string;
  readonly text: string;
}

/** The product's webhook page in both locales; `.mdx`, because it renders `<WebhookHeaders />`. */
export function webhookPages(id: WebhookProductId, root = ROOT): WebhookPage[] {
  const product = webhookProducts[id];
  const set = docSets.find((candidate) => candidate.id === product.docSet);
  if (!set)
    throw new Error(`src/data/facts/webhooks.ts: ${id} names the doc set "${product.docSet}", which does not exist`);
  const dirs: Array<[Locale, string]> = [
    ['en', path.join(root, set.path)],
    [TRANSLATED_LOCALE, path.join(pluginI18nDir(set, root), 'current')],
  ];
  return dirs.map(([locale, dir]) => {
    const file = path.join(dir, `${product.page}.mdx`);
    const shown = path.relative(root, file);
    if (!fs.existsSync(file)) {
      throw new Error(`${shown} is missing: the ${id} webhook page must be .mdx in both locales (git mv the .md)`);
    }
    return { locale, shown, text: fs.readFileSync(file, 'utf8') };
  });
}

/** A program's code without its comments, so that a page and its translation can be compared. */
export function withoutComments(source: string, language: ReceiverLanguage): string {
  const comment = language === 'python' ? /(^|\s+)#(\s.*)?$/ : /(^|\s+)\/\/(\s.*)?$/;
  return source
    .split('\n')
    .filter((line) => !comment.test(line) || line.replace(comment, '').trim() !== '' || line.trim() === '')
    .map((line) => line.replace(comment, '').trimEnd())
    .join('\n');
}

export interface ProductWebhook {
  readonly id: WebhookProductId;
  /**
   * The receivers of both locales, once per program: a translation whose code differs only in its
   * comments is the same program (the problems list any other difference), and is not started twice.
   */
  readonly receivers: Array<MarkedProgram<ReceiverLanguage>>;
  /** The example body as the page shows it: the bytes of a delivery. */
  readonly body: string;
  /** The line the page says a receiver prints for the example body under the example delivery id. */
  readonly printed: string;
  readonly problems: string[];
}

/** The receivers and example body of a product's page, with what is wrong with them. */
export function productWebhook(id: WebhookProductId, root = ROOT): ProductWebhook {
  const pages = webhookPages(id, root);
  const problems: string[] = [];
  const bodies: string[] = [];
  const codeOf = new Map<ReceiverLanguage, Map<Locale, string>>(LANGUAGES.map((language) => [language, new Map()]));
  for (const page of pages) {
    const { jobs, problems: fenceProblems } = markedPrograms([page], RECEIVER_MARK, RECEIVER_FENCES);
    problems.push(...fenceProblems);
    for (const language of LANGUAGES) {
      const found = jobs.filter((job) => job.language === language);
      const [program] = found;
      if (!program || found.length > 1) {
        problems.push(`${page.shown}: ${found.length} ${language} fences marked ${RECEIVER_MARK} (want exactly 1)`);
      } else codeOf.get(language)?.set(page.locale, withoutComments(program.source, language));
    }
    const marked = codeBlocks(page.text).filter((block) => block.meta.split(/\s+/).includes(BODY_MARK));
    const [body] = marked;
    if (!body || marked.length > 1 || body.language !== 'json') {
      problems.push(`${page.shown}: ${marked.length} fences marked ${BODY_MARK} (want exactly 1, a json block)`);
    } else bodies.push(body.code);
  }
  if (new Set(bodies).size > 1)
    problems.push(`${id}: the ${BODY_MARK} blocks of the two locales differ; keep them identical`);
  const { delivery } = webhookProducts[id].example;
  const printed = pages.map((page) => new RegExp(`\`(${delivery} [^\`]+)\``).exec(page.text)?.[1]);
  if (printed.some((line) => line === undefined) || new Set(printed).size > 1) {
    problems.push(
      `${id}: each locale's page says what the receiver prints for the example, in code starting with ${delivery}: ${JSON.stringify(printed)}`,
    );
  }
  for (const [language, byLocale] of codeOf) {
    if (new Set(byLocale.values()).size > 1) {
      problems.push(
        `${id}: the ${language} receivers of ${pages.map((page) => page.shown).join(' and ')} differ in more than comments; keep the code identical`,
      );
    }
  }
  const programs = new Map<string, MarkedProgram<ReceiverLanguage>>();
  for (const job of markedPrograms(pages, RECEIVER_MARK, RECEIVER_FENCES).jobs) {
    const key = `${job.language}\n${withoutComments(job.source, job.language)}`;
    const seen = programs.get(key);
    programs.set(key, seen ? { ...seen, label: `${seen.label} = ${job.label}` } : job);
  }
  return { id, receivers: [...programs.values()], body: bodies[0] ?? '', printed: printed[0] ?? '', problems };
}

/** `sha256=` and the hex HMAC-SHA256 of `<timestamp>.<body>`: the signature of the contract. */
export function signDelivery(secret: string, timestamp: string, body: Buffer | string): string {
  const hmac = crypto.createHmac('sha256', secret).update(`${timestamp}.`).update(body);
  return `${webhookContract.signaturePrefix}${hmac.digest('hex')}`;
}

/** Prose of a page: its text without fenced code blocks and inline code. */
function proseLines(text: string): Array<[number, string]> {
  const lines = text.split('\n');
  const inCode = new Set<number>();
  for (const block of codeBlocks(text)) {
    const length = block.code === '' ? 0 : block.code.split('\n').length;
    for (let line = block.line; line <= block.line + length + 1; line += 1) inCode.add(line);
  }
  return lines
    .map((line, index): [number, string] => [index + 1, line.replace(/`[^`]*`/g, '``')])
    .filter(([number]) => !inCode.has(number));
}

/** A sentence about delivering webhooks: answers, retries, timestamps. */
const DELIVERY_TOPIC = /retr(?:y|ies|ied)|timestamp|\b2xx\b|\banswer|重試|時間戳記|回應/i;
/** A duration, a count of attempts or a list of intervals typed by hand. */
const TYPED_NUMBER =
  /\b\d+(?:\.\d+)?\s*(?:seconds?|s|minutes?|min|hours?|times)\b|\d+\s*(?:秒|分鐘|小時|次)|\d+(?:\s*(?:,|、|and|和)\s*\d+){2,}/i;

/**
 * Sentences of a product's webhook page that type a number of the contract by hand: the page quotes
 * `{webhookContract.timeoutSeconds}` or `{webhookTiming.…}`, or renders `<RetrySchedule />`.
 */
export function typedContractNumbers(text: string): string[] {
  const problems: string[] = [];
  for (const [line, prose] of proseLines(text)) {
    const typed = DELIVERY_TOPIC.test(prose) ? TYPED_NUMBER.exec(prose) : null;
    if (typed) {
      problems.push(
        `line ${line}: "${typed[0]}" typed by hand about webhook delivery; quote it from src/data/facts/webhooks.ts`,
      );
    }
  }
  return problems;
}

/**
 * Names on any page of a product that the contract does not have: a header with the product's
 * prefix other than its three, and a secret variable other than the one its receivers read.
 */
export function wrongWebhookNames(id: WebhookProductId, text: string): string[] {
  const problems: string[] = [];
  const headers = Object.values(webhookHeaders(id));
  const { headerPrefix, secretEnv } = webhookProducts[id];
  const prefix = headerPrefix.replace(/[-]/g, '\\-');
  for (const match of text.matchAll(new RegExp(`${prefix}-[A-Za-z][A-Za-z-]*`, 'g'))) {
    if (!headers.includes(match[0]))
      problems.push(`"${match[0]}" is no header of the contract (${headers.join(', ')})`);
  }
  for (const match of text.matchAll(/\b[A-Z][A-Z0-9]*_WEBHOOK_SECRETS?\b/g)) {
    if (match[0] !== secretEnv) problems.push(`"${match[0]}": the receivers of ${id} read ${secretEnv}`);
  }
  return problems;
}
