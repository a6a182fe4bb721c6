/**
 * An MQTT protocol as an AsyncAPI 3 document (EdgeHub's: openapi/edgehub-mqtt.asyncapi.yaml), loaded
 * and validated with @asyncapi/parser and turned into what the site needs: a plain model of channels,
 * operations and messages, a validator per message payload, and the facts module that browser code
 * imports (`generated/facts/<reference>.ts`). Payloads are OpenAPI 3.0 schemas so that they can `$ref`
 * the REST spec. A document that does not parse or validate throws one error before anything is written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Parser, fromFile } from '@asyncapi/parser';
import { OpenAPISchemaParser } from '@asyncapi/openapi-schema-parser';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2019';
import { mergeTranslation, readSpec, readTranslation } from '../openapi/apiStrings';
import { isObject, schemaValidator, type Json, type JsonObject } from '../json';
import type { ReferenceSet } from '../../src/data/docSets';

export { isObject, type Json, type JsonObject } from '../json';

export const MQTT_SPEC_FILE = 'openapi/edgehub-mqtt.asyncapi.yaml';

export interface MqttExample {
  readonly name: string;
  readonly summary: string;
  readonly payload: Json;
}

export interface MqttMessage {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  /** The payload schema as JSON Schema: the parser converts the OpenAPI 3.0 schemas and resolves `$ref`s. */
  readonly schema: JsonObject;
  readonly examples: readonly MqttExample[];
}

export interface MqttOperation {
  readonly id: string;
  readonly action: 'send' | 'receive';
  readonly title: string;
  readonly summary: string;
  readonly description: string;
  readonly qos: number;
  readonly retain: boolean;
  readonly messages: readonly string[];
  /** The channel a receive operation's reply goes to. */
  readonly replyChannel?: string;
}

export interface MqttChannel {
  readonly id: string;
  readonly address: string;
  readonly title: string;
  readonly summary: string;
  readonly description: string;
  readonly parameters: readonly string[];
  readonly messages: readonly MqttMessage[];
  readonly operations: readonly MqttOperation[];
}

export interface MqttSpec {
  readonly file: string;
  /** The whole document, `$ref`s resolved (extensions included). */
  readonly json: JsonObject;
  readonly channels: readonly MqttChannel[];
}

const rel = (file: string): string => path.relative(process.cwd(), file) || file;

const str = (value: Json | undefined): string => (typeof value === 'string' ? value : '');

/** Parses and validates the document; throws one error listing every problem with its place. */
export async function loadMqttSpec(file: string): Promise<MqttSpec> {
  const parser = new Parser();
  parser.registerSchemaParser(OpenAPISchemaParser());
  if (!fs.existsSync(file)) throw new Error(`${rel(file)}: file not found (listed in src/data/docSets.ts)`);
  const { document, diagnostics } = await fromFile(parser, file).parse();
  // Severity 0 is an error; 1 to 3 are warnings and hints (such as "a newer AsyncAPI exists").
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 0);
  if (errors.length > 0 || !document) {
    const lines = errors.map((diagnostic) => {
      const at = diagnostic.range ? `:${diagnostic.range.start.line + 1}:${diagnostic.range.start.character + 1}` : '';
      const where = diagnostic.path.length > 0 ? ` (at ${diagnostic.path.join('.')})` : '';
      return `${rel(file)}${at}: ${diagnostic.message}${where}`;
    });
    throw new Error(
      `${lines.join('\n')}\nFix ${rel(file)} (AsyncAPI 3.1, https://www.asyncapi.com/docs/reference/specification/v3.1.0) and run the command again.`,
    );
  }
  const json = document.json() as unknown as JsonObject;
  return { file, json, channels: modelOf(json, file) };
}

function modelOf(json: JsonObject, file: string): MqttChannel[] {
  const channels = (json.channels ?? {}) as Record<string, JsonObject>;
  const operations = (json.operations ?? {}) as Record<string, JsonObject>;
  const channelIdOf = (channel: Json | undefined): string => {
    const found = Object.entries(channels).find(([, candidate]) => candidate === channel);
    if (!found) throw new Error(`${rel(file)}: an operation names a channel that is not under channels`);
    return found[0];
  };
  const messageIdOf = (channel: JsonObject, message: Json): string => {
    const found = Object.entries((channel.messages ?? {}) as JsonObject).find(([, candidate]) => candidate === message);
    if (!found) throw new Error(`${rel(file)}: an operation names a message its channel does not have`);
    return found[0];
  };
  return Object.entries(channels).map(([id, channel]) => {
    const messages = Object.entries((channel.messages ?? {}) as Record<string, JsonObject>).map(
      ([messageId, message]): MqttMessage => {
        const payload = message.payload as JsonObject;
        const schema = (isObject(payload) && 'schemaFormat' in payload ? payload.schema : payload) as JsonObject;
        return {
          id: messageId,
          title: str(message.title),
          summary: str(message.summary),
          schema,
          examples: ((message.examples ?? []) as JsonObject[]).map((example) => ({
            name: str(example.name),
            summary: str(example.summary),
            payload: example.payload ?? null,
          })),
        };
      },
    );
    const channelOperations = Object.entries(operations)
      .filter(([, operation]) => channelIdOf(operation.channel) === id)
      .map(([operationId, operation]): MqttOperation => {
        const mqtt = ((operation.bindings as JsonObject | undefined)?.mqtt ?? {}) as JsonObject;
        const reply = operation.reply as JsonObject | undefined;
        return {
          id: operationId,
          action: operation.action as 'send' | 'receive',
          title: str(operation.title),
          summary: str(operation.summary),
          description: str(operation.description),
          qos: typeof mqtt.qos === 'number' ? mqtt.qos : 0,
          retain: mqtt.retain === true,
          messages: ((operation.messages ?? []) as Json[]).map((message) => messageIdOf(channel, message)),
          ...(reply?.channel ? { replyChannel: channelIdOf(reply.channel) } : {}),
        };
      });
    return {
      id,
      address: str(channel.address),
      title: str(channel.title) || id,
      summary: str(channel.summary),
      description: str(channel.description),
      parameters: Object.keys((channel.parameters ?? {}) as JsonObject),
      messages,
      operations: channelOperations,
    };
  });
}

/** The channel whose address a topic matches: a concrete topic, or the address itself. */
export function channelOfTopic(spec: MqttSpec, topic: string): MqttChannel | undefined {
  return spec.channels.find(
    (channel) =>
      channel.address === topic ||
      new RegExp(`^${channel.address.replace(/\{[^}]+\}/g, '[A-Za-z0-9_-]+')}$`).test(topic),
  );
}

/** The parameters of a channel filled with the document's first example of each. */
export function exampleTopic(spec: MqttSpec, channel: MqttChannel): string {
  const parameters = ((spec.json.components as JsonObject).parameters ?? {}) as Record<string, JsonObject>;
  return channel.address.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const examples = parameters[name]?.examples;
    return Array.isArray(examples) && typeof examples[0] === 'string' ? examples[0] : whole;
  });
}

export interface PayloadProblem {
  readonly path: string;
  readonly message: string;
}

/** Validates payloads against each message's schema (formats checked). */
/**
 * The payload schemas are OpenAPI 3.0 schemas, which have no `propertyNames`: the document states
 * the rule for the keys of a map (device ids, tag names) as `x-propertyNames`, which the validator
 * applies as JSON Schema's `propertyNames`.
 */
function withPropertyNames(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withPropertyNames);
  if (!isObject(schema)) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key === 'x-propertyNames' ? 'propertyNames' : key,
      withPropertyNames(value),
    ]),
  );
}

export class PayloadValidator {
  private readonly ajv = schemaValidator();
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly spec: MqttSpec) {}

  /** The message ids of a channel (a channel may carry more than one, such as status and last will). */
  messagesOf(channelId: string): readonly MqttMessage[] {
    return this.spec.channels.find((channel) => channel.id === channelId)?.messages ?? [];
  }

  /** Problems of `payload` as `messageId` of `channelId`; an empty list when it is valid. */
  check(channelId: string, payload: unknown, messageId?: string): PayloadProblem[] {
    const messages = this.messagesOf(channelId);
    if (messages.length === 0) return [{ path: '', message: `no channel "${channelId}" in ${rel(this.spec.file)}` }];
    const candidates = messageId ? messages.filter((message) => message.id === messageId) : messages;
    if (candidates.length === 0) return [{ path: '', message: `channel "${channelId}" has no message "${messageId}"` }];
    let best: PayloadProblem[] | undefined;
    for (const message of candidates) {
      const problems = this.validate(`${channelId}/${message.id}`, message.schema, payload);
      if (problems.length === 0) return [];
      if (!best || problems.length < best.length) best = problems;
    }
    return best ?? [];
  }

  private validate(key: string, schema: JsonObject, payload: unknown): PayloadProblem[] {
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(withPropertyNames(schema) as JsonObject);
      this.compiled.set(key, validate);
    }
    if (validate(payload)) return [];
    return (validate.errors ?? []).map((error: ErrorObject) => ({
      path: error.instancePath || '/',
      message:
        error.keyword === 'additionalProperties'
          ? `unknown field "${String((error.params as { additionalProperty: string }).additionalProperty)}"`
          : (error.message ?? 'invalid'),
    }));
  }
}

// ---------------------------------------------------------------------------
// The facts module: what browser code and the manuals quote, derived from the document.
// ---------------------------------------------------------------------------

/** The server brokers connect to: `production` if the document has one, its first otherwise. */
export function mainServer(spec: MqttSpec): JsonObject {
  const servers = Object.entries((spec.json.servers ?? {}) as Record<string, JsonObject>);
  const server = (servers.find(([name]) => name === 'production') ?? servers[0])?.[1];
  if (!server) throw new Error(`${rel(spec.file)}: no servers`);
  return server;
}

/** Whether the document carries EdgeHub's extensions (`x-edgehub-limits` and the rest): facts beyond the broker's. */
export const hasEdgehubProfile = (spec: MqttSpec): boolean =>
  isObject((spec.json.info as JsonObject)['x-edgehub-limits']);

/** What every AsyncAPI reference states: its broker, topics, QoS and retained topics, maximum message size. */
export function brokerFacts(spec: MqttSpec) {
  const fail = (what: string): never => {
    throw new Error(`${rel(spec.file)}: ${what}`);
  };
  const server = mainServer(spec);
  const [host, portText] = str(server.host).split(':');
  const port = Number(portText) || fail(`server host "${str(server.host)}" has no port`);
  const mqtt = ((server.bindings as JsonObject | undefined)?.mqtt ?? {}) as JsonObject;
  const operations = spec.channels.flatMap((channel) => channel.operations);
  const retained = operations.filter((operation) => operation.retain && operation.action === 'send');
  const maxMessageBytes = typeof mqtt.maximumPacketSize === 'number' ? mqtt.maximumPacketSize : undefined;
  return {
    host,
    port,
    brokerUrl: `${['secure-mqtt', 'mqtts'].includes(str(server.protocol)) ? 'mqtts' : 'mqtt'}://${host}:${port}`,
    topics: Object.fromEntries(spec.channels.map((channel) => [channel.id, channel.address])),
    retainedTopics: [
      ...new Set(retained.map((operation) => spec.channels.find((c) => c.operations.includes(operation))!.id)),
    ],
    ...(maxMessageBytes === undefined ? {} : { maxMessageKB: maxMessageBytes / 1024, maxMessageBytes }),
  };
}

/**
 * EdgeHub's connection facts as the manuals use them (`{edgehubMqtt.keepAlive.maxSeconds}`): the
 * broker's, and what EdgeHub's extensions state (limits, keep-alive, reconnect, the SCADA ID rule).
 */
export function connectionFacts(spec: MqttSpec) {
  const { json } = spec;
  const fail = (what: string): never => {
    throw new Error(`${rel(spec.file)}: ${what}`);
  };
  const servers = (json.servers ?? {}) as Record<string, JsonObject>;
  const server = servers.production ?? fail('no servers.production');
  const onPremises = servers.onPremises ?? fail('no servers.onPremises');
  const onPremisesHost = ((onPremises.variables as JsonObject | undefined)?.host ?? {}) as JsonObject;
  const onPremisesPort =
    Number(/:(\d+)$/.exec(str(onPremises.host))?.[1]) ||
    fail(`servers.onPremises.host "${str(onPremises.host)}" has no port`);
  const { host, port, brokerUrl, topics, retainedTopics } = brokerFacts(spec);
  const mqtt = ((server.bindings as JsonObject | undefined)?.mqtt ?? {}) as JsonObject;
  const connection = (server['x-edgehub-connection'] ?? {}) as JsonObject;
  const keepAlive = (connection.keepAlive ?? {}) as JsonObject;
  const info = json.info as JsonObject;
  const limits = (info['x-edgehub-limits'] ?? {}) as JsonObject;
  const dataRate = (limits.dataRate ?? {}) as JsonObject;
  const heartbeat = (limits.heartbeat ?? {}) as JsonObject;
  const reconnect = (info['x-edgehub-reconnect'] ?? {}) as JsonObject;
  const scheme = Object.values(
    ((json.components as JsonObject).securitySchemes ?? {}) as Record<string, JsonObject>,
  )[0];
  const scadaIdSchema = (((json.components as JsonObject).parameters as Record<string, JsonObject>).scadaId[
    'x-schema'
  ] ?? {}) as JsonObject;
  const pattern = str(scadaIdSchema.pattern);
  const lengths = /\{(\d+),(\d+)\}\$$/.exec(pattern) ?? fail(`the SCADA ID pattern "${pattern}" has no {min,max}`);
  const operations = spec.channels.flatMap((channel) => channel.operations);
  const qos = [...new Set(operations.map((operation) => operation.qos))];
  if (qos.length !== 1) fail(`operations use QoS ${qos.join(' and ')}: the manuals say every topic uses one QoS`);
  const addresses = spec.channels.map((channel) => channel.address);
  const topicPrefix = addresses[0].slice(0, addresses[0].lastIndexOf('/'));
  if (!addresses.every((address) => address.startsWith(`${topicPrefix}/`)))
    fail('the channels do not share one topic prefix');
  const number = (value: Json | undefined, what: string): number =>
    typeof value === 'number' ? value : fail(`${what} is missing or not a number`);
  const unreadable = { ts: '2026-11-02T08:00:00Z', d: { 'PLC-01': { 'Boiler1.Pressure': null } } };
  return {
    host,
    port,
    brokerUrl,
    /** An on-premises EdgeHub's broker: same protocol, its own host and certificate authority. */
    onPremises: {
      hostExample: str(onPremisesHost.default),
      port: onPremisesPort,
      brokerUrlExample: `mqtts://${str(onPremisesHost.default)}:${onPremisesPort}`,
    },
    closedPort: number(connection.closedPort, 'x-edgehub-connection.closedPort'),
    tlsVersions: ((connection.tlsVersions ?? []) as string[]).join(', '),
    userNameFormat: str(scheme['x-userNameFormat']),
    userNameExample: str(connection.userNameExample),
    keepAlive: {
      defaultSeconds: number(mqtt.keepAlive, 'bindings.mqtt.keepAlive'),
      minSeconds: number(keepAlive.minSeconds, 'keepAlive.minSeconds'),
      maxSeconds: number(keepAlive.maxSeconds, 'keepAlive.maxSeconds'),
      brokerTimeoutFactor: number(keepAlive.brokerTimeoutFactor, 'keepAlive.brokerTimeoutFactor'),
    },
    scadaId: {
      minLength: Number(lengths[1]),
      maxLength: Number(lengths[2]),
      pattern,
      example: str(scadaIdSchema.example),
    },
    qos: qos[0],
    topicPrefix,
    topics,
    retainedTopics,
    dataRate: {
      perSecond: number(dataRate.perSecond, 'x-edgehub-limits.dataRate.perSecond'),
      burst: number(dataRate.burst, 'x-edgehub-limits.dataRate.burst'),
    },
    maxMessageKB: number(mqtt.maximumPacketSize, 'bindings.mqtt.maximumPacketSize') / 1024,
    maxMessageBytes: number(mqtt.maximumPacketSize, 'bindings.mqtt.maximumPacketSize'),
    configMaxTags: number(limits.configMaxTags, 'x-edgehub-limits.configMaxTags'),
    configMaxDevices: number(limits.configMaxDevices, 'x-edgehub-limits.configMaxDevices'),
    textValueMaxLength: number(limits.textValueMaxLength, 'x-edgehub-limits.textValueMaxLength'),
    futureTimestampMinutes: number(limits.futureTimestampMinutes, 'x-edgehub-limits.futureTimestampMinutes'),
    tagWriteTimeoutSeconds: number(limits.tagWriteTimeoutSeconds, 'x-edgehub-limits.tagWriteTimeoutSeconds'),
    heartbeat: {
      defaultSeconds: number(heartbeat.defaultSeconds, 'heartbeat.defaultSeconds'),
      missedIntervals: number(heartbeat.missedIntervals, 'heartbeat.missedIntervals'),
    },
    /** Reconnect with backoff: each setting's default and the range an SDK accepts. */
    reconnect: Object.fromEntries(
      ['firstDelaySeconds', 'multiplier', 'maxDelaySeconds', 'jitterPercent'].map((name) => {
        const setting = (reconnect[name] ?? {}) as JsonObject;
        const at = `x-edgehub-reconnect.${name}`;
        return [
          name,
          {
            default: number(setting.default, `${at}.default`),
            min: number(setting.min, `${at}.min`),
            max: number(setting.max, `${at}.max`),
          },
        ];
      }),
    ) as Record<
      'firstDelaySeconds' | 'multiplier' | 'maxDelaySeconds' | 'jitterPercent',
      { default: number; min: number; max: number }
    >,
    reconnectResetSeconds: number(reconnect.resetAfterSeconds, 'x-edgehub-reconnect.resetAfterSeconds'),
    /** A `null` value in `data` records an unreadable tag (the payload schema admits it). */
    nullValueMeansUnreadable:
      new PayloadValidator(spec).check('data', unreadable).length === 0 && isObject(info['x-edgehub-null-values']),
  };
}

export type ConnectionFacts = ReturnType<typeof connectionFacts>;

/** One setting of a tag in the gateway's `config` (ConfigTag), as the Tag management page shows it. */
export interface TagSetting {
  readonly name: string;
  readonly required: boolean;
  readonly type: string;
  readonly enum?: readonly string[];
  readonly default?: unknown;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly maxLength?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly itemMaxLength?: number;
  readonly description: Readonly<Record<'en' | 'zh-tw', string>>;
}

/** The `{min,max}` of a key rule's pattern (`^[A-Za-z0-9._-]{1,128}$`). */
function keyRule(rule: Json | undefined, what: string): { pattern: string; minLength: number; maxLength: number } {
  const pattern = isObject(rule) ? str(rule.pattern) : '';
  const lengths = /\{(\d+),(\d+)\}\$$/.exec(pattern);
  if (!lengths) throw new Error(`${what} has no x-propertyNames pattern with {min,max}`);
  return { pattern, minLength: Number(lengths[1]), maxLength: Number(lengths[2]) };
}

/**
 * The tag settings and the rules for device ids and tag names, from the document's schemas, with
 * each description in English and in Chinese (the document's zh-tw overlay): the one source of the
 * Tag management page's table.
 */
export function tagFacts(root: string, spec = MQTT_SPEC_FILE) {
  const file = path.join(root, spec);
  const english = readSpec(file);
  const chinese = mergeTranslation(english, readTranslation(file));
  const schemas = (doc: Record<string, unknown>): Record<string, JsonObject> =>
    (doc.components as { schemas: Record<string, JsonObject> }).schemas;
  const tag = schemas(english).ConfigTag;
  const zhProperties = schemas(chinese).ConfigTag.properties as Record<string, JsonObject>;
  const required = new Set((tag.required ?? []) as string[]);
  const settings: TagSetting[] = Object.entries(tag.properties as Record<string, JsonObject>).map(([name, schema]) => {
    const items = isObject(schema.items) ? schema.items : undefined;
    const bounds = ['minimum', 'maximum', 'maxLength', 'minItems', 'maxItems'].filter(
      (key) => typeof schema[key] === 'number',
    );
    return {
      name,
      required: required.has(name),
      type: str(schema.type),
      description: { en: str(schema.description).trim(), 'zh-tw': str(zhProperties[name].description).trim() },
      ...(Array.isArray(schema.enum) ? { enum: schema.enum.map(String) } : {}),
      ...(schema.default !== undefined ? { default: schema.default } : {}),
      ...Object.fromEntries(bounds.map((key) => [key, schema[key] as number])),
      ...(typeof items?.maxLength === 'number' ? { itemMaxLength: items.maxLength } : {}),
    };
  });
  const payload = schemas(english).ConfigPayload.properties as Record<string, JsonObject>;
  const device = schemas(english).ConfigDevice.properties as Record<string, JsonObject>;
  return {
    settings,
    deviceId: keyRule(payload.devices['x-propertyNames'], `${spec}: ConfigPayload.devices`),
    deviceNameMaxLength: Number(device.name.maxLength),
    tagName: keyRule(device.tags['x-propertyNames'], `${spec}: ConfigDevice.tags`),
  };
}

export type TagFacts = ReturnType<typeof tagFacts>;

/** A reference's name in code: `edgehub-mqtt` → `edgehubMqtt`. */
export const factsName = (set: Pick<ReferenceSet, 'id'>): string =>
  set.id.replace(/-([a-z0-9])/g, (_whole, letter: string) => letter.toUpperCase());

/** Where a reference's facts module goes: `generated/facts/<factsName>.ts`, imported by pages and components. */
export const factsModuleFile = (set: Pick<ReferenceSet, 'id'>): string => `generated/facts/${factsName(set)}.ts`;

/**
 * The TypeScript module of a reference's facts: `export const <factsName>` with the broker's facts;
 * with EdgeHub's extensions, EdgeHub's connection facts and its tag settings (`edgehubTags`).
 */
export function factsModule(spec: MqttSpec, set: Pick<ReferenceSet, 'id' | 'spec'>, root: string): string {
  const edgehub = hasEdgehubProfile(spec);
  return [
    `// Written by npm run gen-api from ${set.spec}: edit the document, not this file.`,
    `export const ${factsName(set)} = ${JSON.stringify(edgehub ? connectionFacts(spec) : brokerFacts(spec), null, 2)} as const;`,
    '',
    ...(edgehub
      ? [
          '/** The tag settings of a gateway configuration (ConfigTag) and the rules for device ids and tag names. */',
          `export const edgehubTags = ${JSON.stringify(tagFacts(root, set.spec), null, 2)} as const;`,
          '',
        ]
      : []),
  ].join('\n');
}

/** Loads a reference's document and writes its facts module (gen-api, and before typecheck and unit tests). */
export async function writeFactsModule(root: string, set: Pick<ReferenceSet, 'id' | 'spec'>): Promise<MqttSpec> {
  const spec = await loadMqttSpec(path.join(root, set.spec));
  const target = path.join(root, factsModuleFile(set));
  const source = factsModule(spec, set, root);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  if (!fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== source) fs.writeFileSync(target, source);
  return spec;
}

/** Every example of the document that does not match its message's payload schema, one line each. */
export function exampleProblems(spec: MqttSpec): string[] {
  const validator = new PayloadValidator(spec);
  return spec.channels.flatMap((channel) =>
    channel.messages.flatMap((message) =>
      message.examples.flatMap((example) =>
        validator
          .check(channel.id, example.payload, message.id)
          .map(
            (problem) =>
              `${rel(spec.file)}: components.messages.${message.id}.examples "${example.name}": ${problem.path} ${problem.message}. Fix the example or the payload schema.`,
          ),
      ),
    ),
  );
}

/** A message as a subscriber saw it (with MQTT 5's retain-as-published, so `retain` is the sender's). */
export interface ReceivedMessage {
  readonly topic: string;
  readonly qos: number;
  readonly retain: boolean;
  readonly payload: string;
  readonly at: number;
}

/** Problems of one message seen on the broker: its topic, payload, QoS and retain flag against the document. */
export function checkReceived(spec: MqttSpec, validator: PayloadValidator, message: ReceivedMessage): string[] {
  const channel = channelOfTopic(spec, message.topic);
  if (!channel) return [`${message.topic}: no channel of ${rel(spec.file)} has this topic`];
  let payload: unknown;
  try {
    payload = JSON.parse(message.payload);
  } catch {
    return [`${message.topic}: the payload is not JSON: ${message.payload.slice(0, 80)}`];
  }
  const matching = channel.messages.filter(
    (candidate) => validator.check(channel.id, payload, candidate.id).length === 0,
  );
  if (matching.length === 0) {
    return validator
      .check(channel.id, payload)
      .map((problem) => `${message.topic}: ${problem.path} ${problem.message} in ${message.payload.slice(0, 120)}`);
  }
  const operations = channel.operations.filter((operation) =>
    operation.messages.some((id) => matching.some((candidate) => candidate.id === id)),
  );
  if (operations.some((operation) => operation.qos === message.qos && operation.retain === message.retain)) return [];
  const expected = [...new Set(operations.map((operation) => `QoS ${operation.qos}, retain ${operation.retain}`))].join(
    ' or ',
  );
  return [
    `${message.topic}: sent with QoS ${message.qos}, retain ${message.retain}; ${rel(spec.file)} says ${expected}`,
  ];
}
