/**
 * MQTT examples and topics of the manuals, checked against the AsyncAPI documents of the table by
 * `npm run check-content`, in both locales: a `json mqtt=<channel>` block (or `mqtt=<channel>:<message>`,
 * e.g. `mqtt=status:lastWill`) must match its message's payload schema, and every topic a page quotes
 * must be a channel of the document (a bare prefix ending in `/` or `...` is fine). The broker test
 * (scripts/check-mqtt.ts) publishes the same payloads on a real broker.
 */
import { codeBlocks } from '../content/codeBlocks';
import { channelOfTopic, type MqttSpec, type PayloadValidator } from './mqttSpec';

export interface MqttProblem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

export interface MqttPayloadExample {
  readonly file: string;
  readonly line: number;
  readonly channel: string;
  readonly message?: string;
  readonly payload: unknown;
}

const lineOf = (text: string, index: number): number => text.slice(0, index).split('\n').length;

/** The marked payload blocks of one page, and the problems of the marks and the JSON. */
export function mqttPayloadExamples(
  text: string,
  file: string,
): { examples: MqttPayloadExample[]; problems: MqttProblem[] } {
  const examples: MqttPayloadExample[] = [];
  const problems: MqttProblem[] = [];
  for (const block of codeBlocks(text)) {
    const mark = block.meta.split(/\s+/).find((word) => word.startsWith('mqtt='));
    if (!mark) continue;
    const [channel, message] = mark.slice('mqtt='.length).split(':');
    if (!channel) {
      problems.push({
        file,
        line: block.line,
        message: `"${mark}" names no channel: write mqtt=<channel>[:<message>]`,
      });
      continue;
    }
    try {
      examples.push({
        file,
        line: block.line,
        channel,
        ...(message ? { message } : {}),
        payload: JSON.parse(block.code),
      });
    } catch (error) {
      problems.push({ file, line: block.line, message: `not JSON: ${(error as Error).message}` });
    }
  }
  return { examples, problems };
}

/** An AsyncAPI reference as the page check reads it: its document, its validator, its pages' base path. */
export interface CheckedMqttReference {
  readonly spec: MqttSpec;
  readonly validator: PayloadValidator;
  readonly routeBasePath: string;
}

/**
 * Problems of a page's MQTT payloads (against the message schemas of the first reference with that
 * channel) and of the topics it quotes (against each reference, by its topic prefix).
 */
export function checkMqttPage(text: string, file: string, references: readonly CheckedMqttReference[]): MqttProblem[] {
  const { examples, problems } = mqttPayloadExamples(text, file);
  for (const example of examples) {
    const owner = references.find(({ spec }) => spec.channels.some((channel) => channel.id === example.channel));
    if (!owner) {
      const files = references.map(({ spec }) => spec.file.replace(/^.*\/openapi\//, 'openapi/')).join(' or ');
      const channels = references.flatMap(({ spec }) => spec.channels.map((channel) => channel.id)).join(', ');
      problems.push({
        file,
        line: example.line,
        message: `mqtt=${example.channel}: no such channel in ${files} (channels: ${channels})`,
      });
      continue;
    }
    for (const problem of owner.validator.check(example.channel, example.payload, example.message)) {
      problems.push({
        file,
        line: example.line,
        message: `the ${example.channel} payload does not match its schema: ${problem.path} ${problem.message} (see /${owner.routeBasePath}/channels/${example.channel})`,
      });
    }
  }
  for (const { spec } of references) problems.push(...topicProblems(text, file, spec));
  return problems;
}

/** Every topic a page quotes under the document's prefix (EdgeHub's: `edgehub/v1/...`) must be one of its channels. */
export function topicProblems(text: string, file: string, spec: MqttSpec): MqttProblem[] {
  const problems: MqttProblem[] = [];
  const prefix = spec.channels[0]?.address.split('/').slice(0, 2).join('/') ?? 'edgehub/v1';
  const pattern = new RegExp(`${prefix.replace(/\//g, '\\/')}\\/[^\\s\`'"),|<>*]*`, 'g');
  for (const match of text.matchAll(pattern)) {
    const quoted = match[0].replace(/[.:;]+$/, '');
    // A prefix: `edgehub/v1/...`, `edgehub/v1/acme-plant-tpe/SCADA-TPE-0001/`, `…/{scadaId}/`.
    if (quoted.endsWith('/') || quoted.endsWith('…') || match[0].endsWith('...')) continue;
    // Program code builds topics from variables (`${TENANT_ID}`, `{SCADA_ID}`): they stand for ids.
    const topic = quoted.replace(/\$?\{[^}]+\}/g, 'ID');
    if (channelOfTopic(spec, topic)) continue;
    if (channelOfTopic(spec, `${topic}/${spec.channels[0]?.id ?? ''}`)) continue; // the prefix of every topic
    problems.push({
      file,
      line: lineOf(text, match.index ?? 0),
      message: `topic "${quoted}" is no channel of the ${String((spec.json.info as { title?: unknown }).title)} (${spec.channels.map((channel) => channel.address).join(', ')})`,
    });
  }
  return problems;
}
