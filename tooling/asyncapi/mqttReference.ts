/**
 * The EdgeHub MQTT protocol reference: static Markdown pages written from the AsyncAPI document by
 * `npm run gen-api`, one folder per locale (`generated/api/<locale>/<set id>/`): a landing page with
 * the broker, the topics, the connection lifecycle, limits and reconnect rules, and one page per
 * channel (topic) with its operations, payload fields, examples, QoS, retain flag and errors. No
 * AsyncAPI runtime reaches the browser: the pages are plain Markdown.
 */
import fs from 'node:fs';
import path from 'node:path';
import { docSets, type Locale, type ReferenceSet } from '../../src/data/docSets';
import {
  brokerFacts,
  connectionFacts,
  exampleTopic,
  hasEdgehubProfile,
  mainServer,
  isObject,
  type Json,
  type JsonObject,
  type MqttChannel,
  type MqttOperation,
  type MqttSpec,
} from './mqttSpec';
import { uiString, uiStrings } from '../i18n/uiStrings';
import { shellQuoted } from '../openapi/codeSamples';
import { EDGEHUB_PROGRAM_ENV, type ProgramSlot } from './programEnv';
import { asyncapiValueFields } from './valueFields';

const PREFIX = 'portal.mqttReference';
/** The English of each label; its zh-tw text is the entry `portal.mqttReference.<key>` of i18n/zh-tw/references.json. */
const labels = {
  topic: 'Topic',
  exampleTopic: 'Example',
  forExample: 'for example',
  direction: 'Direction',
  send: 'Gateway → EdgeHub (the gateway publishes)',
  receive: 'EdgeHub → gateway (the gateway subscribes)',
  sendGeneric: 'Client → broker (the client publishes)',
  receiveGeneric: 'Broker → client (the client subscribes)',
  publish: 'Publish',
  subscribe: 'Subscribe',
  qos: 'QoS',
  retained: 'Retained',
  yes: 'yes',
  no: 'no',
  parameters: 'Topic parameters',
  parameter: 'Parameter',
  description: 'Description',
  operations: 'Operations',
  reply: 'Reply',
  replyText: 'publish one message on',
  messages: 'Messages',
  payload: 'Payload fields',
  field: 'Field',
  type: 'Type',
  required: 'Required',
  anyKey: '`*` stands for any key: a device id or a tag name.',
  example: 'Example',
  errors: 'When something is wrong',
  restNegated: 'REST and GraphQL: the opposite of',
  restSame: 'REST and GraphQL:',
  oneOf: 'one of',
  atMost: 'at most',
  characters: 'characters',
  items: 'items',
  broker: 'Broker',
  bytes: 'bytes',
  setting: 'Setting',
  value: 'Value',
  host: 'Host and port',
  protocol: 'Protocol',
  protocolValue: 'MQTT 3.1.1 or 5.0 over',
  closedPort: 'closed',
  clientId: 'Client ID',
  userName: 'User name',
  password: 'Password',
  passwordValue: "the gateway's credential key",
  keepAlive: 'Keep-alive',
  seconds: 's',
  defaultWord: 'default',
  range: 'range',
  cleanSession: 'Clean session',
  lastWill: 'Last will',
  maxMessage: 'Maximum message size',
  topics: 'Topics',
  lifecycle: 'Connection lifecycle',
  limits: 'Limits',
  limit: 'Limit',
  item: 'Item',
  dataRate: 'Data messages per gateway',
  dataRateValue: '{n} a second sustained, bursts up to {m}',
  configSize: 'Config size',
  tags: 'tags',
  devices: 'devices',
  textValue: 'Text value',
  ackMessage: 'Ack `message`',
  futureTs: 'Time stamps in the future',
  minutesDefault: 'minutes by default',
  writeTimeout: 'Tag write timeout (ack)',
  secondsDefault: 'seconds by default',
  heartbeat: 'Status heartbeat',
  heartbeatValue: 'seconds by default; EdgeHub waits {n} intervals',
  reconnect: 'Reconnect',
  firstDelay: 'First retry delay',
  multiplier: 'Multiplier',
  maxDelay: 'Maximum delay',
  jitter: 'Jitter',
  reset: 'Reset after a stable connection of',
  nullValues: 'Unreadable values',
  programSettings: 'Settings for your programs',
  programSettingsText:
    'The programs of [Write your own MQTT client](/EdgeHub/Edge_SDK/Raw_MQTT_Client) read the connection from these environment variables: set them in the shell or the service definition that starts the program. With **Use your values**, the lines show your broker, tenant, gateway and credential key.',
  download: 'Download and related guides',
  downloadText: 'The protocol as an AsyncAPI 3.1 document, for code generators and AsyncAPI tools:',
  downloadRefs:
    'It takes the SCADA ID rule and the tag values from the REST spec, {file}: keep both files in one folder.',
  guides:
    '[MQTT protocol manual](/EdgeHub/Edge_SDK/MQTT_Protocol_Manual) · [Topics and payloads](/EdgeHub/Edge_SDK/Topics_and_Payloads) · [Connection reliability](/EdgeHub/Edge_SDK/Connection_Reliability) · [Write your own MQTT client](/EdgeHub/Edge_SDK/Raw_MQTT_Client) · [EdgeHub RESTful API](/APIs/EdgeHub/edgehub-restful-apis)',
  channelList: 'Topic',
  messagesColumn: 'Messages',
  colon: ': ',
  comma: ', ',
  listComma: ', ',
  open: ' (',
  close: ')',
} as const;

type Label = keyof typeof labels;

/** Escapes text for a Markdown table cell. */
const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ').trim();

/** A schema's type in words: `string (date-time)`, `` `analog` | `discrete` ``, `number, string or null`. */
function typeOf(schema: JsonObject, t: (label: Label) => string): string {
  if (Array.isArray(schema.enum))
    return `${t('oneOf')} ${schema.enum.map((value) => `\`${String(value)}\``).join(', ')}`;
  if (Array.isArray(schema.oneOf)) {
    const types = schema.oneOf.flatMap((member) => (isObject(member) ? [member.type ?? 'any'] : [])).flat();
    return [...new Set(types.map(String))].map((type) => `\`${type}\``).join(' / ');
  }
  const type = Array.isArray(schema.type) ? schema.type.join(' / ') : String(schema.type ?? 'any');
  const parts = [`\`${type}\``];
  if (typeof schema.format === 'string') parts.push(`(${schema.format})`);
  if (typeof schema.maxLength === 'number') parts.push(`, ${t('atMost')} ${schema.maxLength} ${t('characters')}`);
  if (typeof schema.minimum === 'number' && typeof schema.maximum === 'number')
    parts.push(`, ${schema.minimum}–${schema.maximum}`);
  if (typeof schema.maxItems === 'number')
    parts.push(`, ${typeof schema.minItems === 'number' ? schema.minItems : 0}–${schema.maxItems} ${t('items')}`);
  if (isObject(schema.items) && typeof schema.items.maxLength === 'number')
    parts.push(`${t('comma')}${t('atMost')} ${schema.items.maxLength} ${t('characters')}`);
  if (schema.default !== undefined) parts.push(`, ${t('defaultWord')} \`${JSON.stringify(schema.default)}\``);
  return parts.join(' ');
}

interface FieldRow {
  readonly name: string;
  readonly type: string;
  readonly required: boolean;
  readonly description: string;
}

/** Every field of a payload, nested ones by dotted path and map members as `*`. */
function fieldRows(schema: JsonObject, t: (label: Label) => string, prefix = ''): FieldRow[] {
  const rows: FieldRow[] = [];
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const describe = (child: JsonObject): string => {
    const rest = typeof child['x-rest'] === 'string' ? child['x-rest'] : undefined;
    const note = rest
      ? rest.startsWith('!')
        ? ` ${t('restNegated')} \`${rest.slice(1)}\`.`
        : ` ${t('restSame')} \`${rest}\`.`
      : '';
    return `${String(child.description ?? '')}${note}`;
  };
  for (const [name, child] of Object.entries((schema.properties ?? {}) as Record<string, JsonObject>)) {
    const fieldName = `${prefix}${name}`;
    rows.push({ name: fieldName, type: typeOf(child, t), required: required.has(name), description: describe(child) });
    rows.push(...fieldRows(child, t, `${fieldName}.`));
  }
  if (isObject(schema.additionalProperties)) {
    const child = schema.additionalProperties;
    const fieldName = `${prefix}*`;
    rows.push({ name: fieldName, type: typeOf(child, t), required: false, description: describe(child) });
    rows.push(...fieldRows(child, t, `${fieldName}.`));
  }
  if (schema.type === 'array' && isObject(schema.items)) rows.push(...fieldRows(schema.items, t, `${prefix}[].`));
  return rows;
}

const frontMatter = (fields: Record<string, string | number | string[]>): string =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n')}\n---\n`;

const descriptions = (items: Json | undefined): string[] =>
  Array.isArray(items) ? items.flatMap((item) => (isObject(item) ? [String(item.description ?? '').trim()] : [])) : [];

function operationSection(operation: MqttOperation, base: string, t: (label: Label) => string): string {
  const verb = operation.action === 'send' ? t('publish') : t('subscribe');
  const flags = `**${verb}** · ${t('qos')} ${operation.qos} · ${t('retained')}${t('colon')}${operation.retain ? t('yes') : t('no')}`;
  const reply = operation.replyChannel
    ? `\n\n${t('reply')}${t('colon')}${t('replyText')} [${operation.replyChannel}](${base}/channels/${operation.replyChannel}).`
    : '';
  return `### ${operation.title} {#${operation.id}}\n\n${flags}\n\n${operation.description.trim()}${reply}\n`;
}

/**
 * A topic's direction: from the gateway's side for EdgeHub's protocol (its extensions), from the
 * client's for any other document.
 */
function direction(spec: MqttSpec, sends: boolean, t: (label: Label) => string): string {
  if (hasEdgehubProfile(spec)) return sends ? t('send') : t('receive');
  return sends ? t('sendGeneric') : t('receiveGeneric');
}

/** The product a reference documents, as keywords name it: `EdgeHub`. */
const productName = (set: ReferenceSet): string => (docSets.find((row) => row.id === set.product) ?? set).label.en;

/** One channel's page. */
export function channelPage(
  spec: MqttSpec,
  set: ReferenceSet,
  channel: MqttChannel,
  position: number,
  locale: Locale,
): string {
  const strings = uiStrings(locale, PREFIX, labels);
  const t = (label: Label): string => strings[label];
  const sends = channel.operations.some((operation) => operation.action === 'send');
  const main = channel.operations.find((operation) => operation.messages.includes(channel.messages[0].id));
  const parameters = ((spec.json.components as JsonObject).parameters ?? {}) as Record<string, JsonObject>;
  const lines: string[] = [
    frontMatter({
      title: channel.id,
      sidebar_label: channel.id,
      sidebar_position: position,
      description: `${channel.summary} ${channel.address}`,
      keywords: [productName(set), 'MQTT', channel.id, 'AsyncAPI'],
    }),
    `# ${channel.id}`,
    '',
    channel.summary,
    '',
    `| ${t('setting')} | ${t('value')} |`,
    `| --- | --- |`,
    `| ${t('topic')} | \`${channel.address}\` |`,
    `| ${t('exampleTopic')} | \`${exampleTopic(spec, channel)}\` |`,
    `| ${t('direction')} | ${direction(spec, sends, t)} |`,
    ...(main ? [`| ${t('qos')} | ${main.qos} |`, `| ${t('retained')} | ${main.retain ? t('yes') : t('no')} |`] : []),
    '',
    channel.description.trim(),
    '',
    `## ${t('parameters')} {#parameters}`,
    '',
    `| ${t('parameter')} | ${t('description')} | ${t('example')} |`,
    '| --- | --- | --- |',
    ...channel.parameters.map((name) => {
      const parameter = parameters[name] ?? {};
      const example = Array.isArray(parameter.examples) ? `\`${String(parameter.examples[0])}\`` : '';
      return `| \`${name}\` | ${cell(String(parameter.description ?? ''))} | ${example} |`;
    }),
    '',
    `## ${t('operations')} {#operations}`,
    '',
    ...channel.operations.map((operation) => operationSection(operation, `/${set.routeBasePath}`, t)),
    `## ${t('messages')} {#messages}`,
    '',
  ];
  for (const message of channel.messages) {
    lines.push(`### ${message.title} {#message-${message.id}}`, '', message.summary, '');
    lines.push(`**${t('payload')}**`, '');
    const rows = fieldRows(message.schema, t);
    lines.push(
      `| ${t('field')} | ${t('type')} | ${t('required')} | ${t('description')} |`,
      '| --- | --- | --- | --- |',
    );
    for (const row of rows) {
      lines.push(
        `| \`${row.name}\` | ${cell(row.type)} | ${row.required ? t('yes') : t('no')} | ${cell(row.description)} |`,
      );
    }
    if (rows.some((row) => row.name.includes('*'))) lines.push('', t('anyKey'));
    lines.push('');
    for (const example of message.examples) {
      lines.push(
        `**${t('example')}**${t('colon')}${example.summary}`,
        '',
        `\`\`\`json title="${exampleTopic(spec, channel)}"`,
        JSON.stringify(example.payload, null, 2),
        '```',
        '',
      );
    }
  }
  const errors = descriptions((spec.json.channels as Record<string, JsonObject>)[channel.id]['x-edgehub-errors']);
  if (errors.length > 0) {
    lines.push(`## ${t('errors')} {#errors}`, '', ...errors.map((text) => `- ${text}`), '');
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

/** A broker setting's name in the document's MQTT server binding, which MQTT and AsyncAPI tools show. */
const binding = (name: string): string => ` (\`${name}\`)`;

/** The landing page: broker, topics and download; with EdgeHub's extensions, also its lifecycle, limits and reconnect rules. */
export function landingPage(spec: MqttSpec, set: ReferenceSet, locale: Locale): string {
  const strings = uiStrings(locale, PREFIX, labels);
  const t = (label: Label): string => strings[label];
  const edgehub = hasEdgehubProfile(spec);
  const broker = brokerFacts(spec);
  const info = spec.json.info as JsonObject;
  const server = mainServer(spec);
  const scheme = Object.values(
    ((spec.json.components as JsonObject).securitySchemes ?? {}) as Record<string, JsonObject>,
  )[0];
  const paren = (text: string): string => `${t('open')}${text}${t('close')}`;
  const lines = [
    frontMatter({
      title: set.label[locale],
      sidebar_label: set.label[locale],
      sidebar_position: 1,
      description: set.description[locale],
      keywords: [productName(set), 'MQTT', 'AsyncAPI', 'protocol', 'topics', 'payload', 'QoS', 'last will'],
    }),
    `# ${set.label[locale]}`,
    '',
    String(info.description ?? '').trim(),
    '',
    `## ${t('broker')} {#broker}`,
    '',
    `| ${t('setting')} | ${t('value')} |`,
    '| --- | --- |',
    ...(edgehub
      ? edgehubBrokerRows(spec, set, t)
      : [`| ${t('host')} | \`${broker.host}:${broker.port}\`${paren(`\`${broker.brokerUrl}\``)} |`]),
    ...(broker.maxMessageKB === undefined
      ? []
      : [
          `| ${t('maxMessage')}${binding('maximumPacketSize')} | ${broker.maxMessageKB} KB (${(broker.maxMessageKB * 1024).toLocaleString('en')} ${t('bytes')}) |`,
        ]),
    '',
    String(server.description ?? '').trim(),
    '',
    String(scheme?.description ?? '').trim(),
    '',
    ...(edgehub ? programSettings(spec, set, t) : []),
    `## ${t('topics')} {#topics}`,
    '',
    `| ${t('channelList')} | ${t('direction')} | ${t('qos')} | ${t('retained')} | ${t('messagesColumn')} |`,
    '| --- | --- | --- | --- | --- |',
    ...spec.channels.map((channel) => {
      const main = channel.operations.find((operation) => operation.messages.includes(channel.messages[0].id));
      const sends = channel.operations.some((operation) => operation.action === 'send');
      return `| [\`${channel.address}\`](/${set.routeBasePath}/channels/${channel.id}) | ${direction(spec, sends, t)} | ${main?.qos ?? ''} | ${main?.retain ? t('yes') : t('no')} | ${channel.messages.map((message) => cell(message.title)).join(t('listComma'))} |`;
    }),
    '',
    ...(edgehub ? edgehubSections(spec, t) : []),
    `## ${t('download')} {#download}`,
    '',
    `${t('downloadText')} [${path.basename(set.spec)}](/${set.spec})`,
    ...(edgehub
      ? [
          ...referencedSpecs(set).map((file) =>
            t('downloadRefs').replace('{file}', `[${path.basename(file)}](/${file})`),
          ),
          '',
          t('guides'),
        ]
      : []),
  ];
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

/**
 * The `export` lines of the variables EdgeHub's raw client programs read (./programEnv.ts), with the
 * document's examples; the page marks them for the reader's own values (plugins/reader-values).
 */
export function programSettingsCode(file: string): string {
  return asyncapiValueFields(file)
    .map((field) => {
      const name = EDGEHUB_PROGRAM_ENV[field.slot as ProgramSlot];
      if (!name)
        throw new Error(`${file}: no program variable for the value ${field.slot} (tooling/asyncapi/programEnv.ts)`);
      return `export ${name}=${shellQuoted(field.example)}`;
    })
    .join('\n');
}

function programSettings(spec: MqttSpec, set: ReferenceSet, t: (label: Label) => string): string[] {
  const code = programSettingsCode(spec.file);
  return [
    `## ${t('programSettings')} {#program-settings}`,
    '',
    t('programSettingsText'),
    '',
    `\`\`\`bash values=${set.id}`,
    code,
    '```',
    '',
  ];
}

/** The broker settings EdgeHub's extensions state: host with its closed port, protocol, credentials, keep-alive, last will. */
function edgehubBrokerRows(spec: MqttSpec, set: ReferenceSet, t: (label: Label) => string): string[] {
  const facts = connectionFacts(spec);
  const server = mainServer(spec);
  const connection = server['x-edgehub-connection'] as JsonObject;
  const will = ((server.bindings as JsonObject).mqtt as JsonObject).lastWill as JsonObject;
  const text = (node: Json | undefined): string => (isObject(node) ? String(node.description ?? '').trim() : '');
  const s = t('seconds');
  // Numbers and units: "60 s" and "60 秒", both with a space (as the manuals write them).
  const sep = ' ';
  const paren = (text: string): string => `${t('open')}${text}${t('close')}`;
  return [
    `| ${t('host')} | \`${facts.host}:${facts.port}\` ${paren(`\`${facts.brokerUrl}\``)}${t('comma')}${facts.closedPort} ${t('closedPort')} |`,
    `| ${t('protocol')} | ${t('protocolValue')} ${facts.tlsVersions} |`,
    `| ${t('clientId')}${binding('clientId')} | ${cell(text(connection.clientId))} |`,
    `| ${t('userName')} | \`${facts.userNameFormat}\`${t('comma')}${t('forExample')} \`${facts.userNameExample}\` |`,
    `| ${t('password')} | ${t('passwordValue')} |`,
    `| ${t('keepAlive')}${binding('keepAlive')} | ${facts.keepAlive.defaultSeconds}${sep}${s}${paren(t('defaultWord'))}${t('comma')}${t('range')} ${facts.keepAlive.minSeconds}–${facts.keepAlive.maxSeconds}${sep}${s} |`,
    `| ${t('cleanSession')}${binding('cleanSession')} | ${cell(text(connection.cleanSession))} |`,
    `| ${t('lastWill')}${binding('lastWill')} | [status](/${set.routeBasePath}/channels/status#lastWill): \`${String(will.message)}\`${t('comma')}${t('qos')} ${String(will.qos)}${t('comma')}${t('retained')}${t('colon')}${will.retain ? t('yes') : t('no')} |`,
  ];
}

/** EdgeHub's connection lifecycle, limits, reconnect rules and unreadable values (its extensions). */
function edgehubSections(spec: MqttSpec, t: (label: Label) => string): string[] {
  const facts = connectionFacts(spec);
  const info = spec.json.info as JsonObject;
  const limits = info['x-edgehub-limits'] as JsonObject;
  const reconnect = info['x-edgehub-reconnect'] as Record<string, JsonObject>;
  const text = (node: Json | undefined): string => (isObject(node) ? String(node.description ?? '').trim() : '');
  const s = t('seconds');
  const sep = ' ';
  const paren = (text: string): string => `${t('open')}${text}${t('close')}`;
  const span = (name: string, unit: string): string => {
    const setting = reconnect[name];
    return `${String(setting.default)}${unit}${paren(`${t('range')} ${String(setting.min)}–${String(setting.max)}${unit}`)}`;
  };
  return [
    `## ${t('lifecycle')} {#lifecycle}`,
    '',
    text(info['x-edgehub-lifecycle']),
    '',
    `## ${t('limits')} {#limits}`,
    '',
    `| ${t('item')} | ${t('limit')} |`,
    '| --- | --- |',
    `| ${t('dataRate')} | ${t('dataRateValue').replace('{n}', String(facts.dataRate.perSecond)).replace('{m}', String(facts.dataRate.burst))} |`,
    `| ${t('maxMessage')} | ${facts.maxMessageKB} KB |`,
    `| ${t('configSize')} | ${facts.configMaxTags.toLocaleString('en')}${sep}${t('tags')}${t('listComma')}${facts.configMaxDevices}${sep}${t('devices')} |`,
    `| ${t('textValue')} | ${t('atMost')} ${facts.textValueMaxLength.toLocaleString('en')} ${t('characters')} |`,
    `| ${t('ackMessage')} | ${t('atMost')} ${String(limits.ackMessageMaxLength)} ${t('characters')} |`,
    `| ${t('futureTs')} | ${facts.futureTimestampMinutes}${sep}${t('minutesDefault')} |`,
    `| ${t('writeTimeout')} | ${facts.tagWriteTimeoutSeconds}${sep}${t('secondsDefault')} |`,
    `| ${t('heartbeat')} | ${facts.heartbeat.defaultSeconds}${sep}${t('heartbeatValue').replace('{n}', String(facts.heartbeat.missedIntervals))} |`,
    '',
    text(limits.dataRate),
    '',
    `## ${t('reconnect')} {#reconnect}`,
    '',
    text(reconnect as unknown as JsonObject),
    '',
    `| ${t('setting')} | ${t('value')} |`,
    '| --- | --- |',
    `| ${t('firstDelay')} | ${span('firstDelaySeconds', `${sep}${s}`)} |`,
    `| ${t('multiplier')} | ${span('multiplier', '')} |`,
    `| ${t('maxDelay')} | ${span('maxDelaySeconds', `${sep}${s}`)} |`,
    `| ${t('jitter')} | ±${span('jitterPercent', ' %')} |`,
    `| ${t('reset')} | ${String(reconnect.resetAfterSeconds)}${sep}${s} |`,
    '',
    `## ${t('nullValues')} {#null-values}`,
    '',
    text(info['x-edgehub-null-values']),
    '',
  ];
}

/** The other specs the document `$ref`s (`./edgehub.yaml#/…`), as paths below the repository root. */
export function referencedSpecs(set: ReferenceSet, root = process.cwd()): string[] {
  const file = set.spec;
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  const names = new Set([...source.matchAll(/\$ref:\s*'\.\/([^'#]+)#/g)].map((match) => match[1] as string));
  return [...names].map((name) => path.join(path.dirname(file), name));
}

/** Writes a locale's pages: the landing page and `channels/<id>.md` with its category label. */
export function writeReference(spec: MqttSpec, set: ReferenceSet, locale: Locale, outputDir: string): number {
  fs.rmSync(outputDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(outputDir, 'channels'), { recursive: true });
  fs.writeFileSync(path.join(outputDir, `${set.landing}.md`), landingPage(spec, set, locale));
  fs.writeFileSync(
    path.join(outputDir, 'channels', '_category_.json'),
    `${JSON.stringify({ label: uiString(locale, `${PREFIX}.topics`, labels.topics), position: 2, collapsed: false }, null, 2)}\n`,
  );
  spec.channels.forEach((channel, index) => {
    fs.writeFileSync(
      path.join(outputDir, 'channels', `${channel.id}.md`),
      channelPage(spec, set, channel, index + 1, locale),
    );
  });
  return spec.channels.length + 1;
}
