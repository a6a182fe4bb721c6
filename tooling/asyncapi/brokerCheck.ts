/**
 * The broker check every AsyncAPI reference gets (`npm run check-mqtt`): mosquitto on 127.0.0.1
 * with TLS from a throwaway CA, a client and a server user whose rights follow the document (each
 * publishes on the channels its side sends on), and an observer (MQTT 5, retain-as-published) that
 * checks every message it sees against the document: its topic is a channel, its QoS and retain
 * flag are the operation's, its payload matches the message schema. Every example of the document
 * and of the manuals is published by the side that sends it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import { startBroker, type Broker, type BrokerUser } from './mqttBroker';
import type { MqttPayloadExample } from './mqttExamples';
import {
  checkReceived,
  exampleTopic,
  PayloadValidator,
  type MqttChannel,
  type MqttOperation,
  type MqttSpec,
  type ReceivedMessage,
} from './mqttSpec';

const WAIT_MS = 15_000;

/** What the observer saw, and a wait for a message it has yet to see. */
export interface Observer {
  readonly client: MqttClient;
  readonly received: ReceivedMessage[];
  waitFor(
    what: string,
    predicate: (message: ReceivedMessage) => boolean,
    since: number,
    timeoutMs?: number,
  ): Promise<ReceivedMessage>;
}

/** Connects a user over TLS to the broker on 127.0.0.1. */
export const connect = (
  broker: Broker,
  user: Pick<BrokerUser, 'username' | 'password'> & { clientId: string },
  options: mqtt.IClientOptions = {},
): Promise<MqttClient> =>
  mqtt.connectAsync({
    protocol: 'mqtts',
    host: '127.0.0.1',
    port: broker.port,
    ca: fs.readFileSync(broker.caFile),
    reconnectPeriod: 0,
    ...user,
    ...options,
  });

/** Subscribes `user` to `filter` with QoS 2 and retain-as-published: it sees each message's own QoS and retain flag. */
export async function observe(
  broker: Broker,
  user: Pick<BrokerUser, 'username' | 'password'> & { clientId: string },
  filter: string,
): Promise<Observer> {
  const client = await connect(broker, user, { protocolVersion: 5 });
  const received: ReceivedMessage[] = [];
  client.on('message', (topic, payload, packet) =>
    received.push({ topic, qos: packet.qos, retain: packet.retain, payload: payload.toString(), at: Date.now() }),
  );
  await client.subscribeAsync(filter, { qos: 2, rap: true });
  return {
    client,
    received,
    async waitFor(what, predicate, since, timeoutMs = WAIT_MS) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = received.find((message) => message.at >= since && predicate(message));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`${what}: not seen within ${timeoutMs / 1000} s`);
    },
  };
}

/** The operation a payload example of a channel is sent by: the one carrying its message, else the channel's first. */
export function senderOperation(channel: MqttChannel, messageId: string | undefined): MqttOperation {
  return (
    channel.operations.find((candidate) => candidate.messages.includes(messageId ?? '')) ??
    channel.operations.find((candidate) => candidate.id !== 'lastWill') ??
    (channel.operations[0] as MqttOperation)
  );
}

/** A channel's address as a topic filter: each parameter a single level (`plant/v2/+/reading`). */
const filterOf = (channel: MqttChannel): string => channel.address.replace(/\{[^}]+\}/g, '+');

/**
 * Publishes every example of the document and the manuals' `examples` on the channel's example
 * topic, each by the side its operation says (`send`: the client), and checks what the observer saw.
 */
export async function checkDocumentOnBroker(
  spec: MqttSpec,
  examples: readonly MqttPayloadExample[],
): Promise<{ problems: string[]; summary: string }> {
  const started = Date.now();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'asyncapi-broker-'));
  fs.chmodSync(scratch, 0o755); // mosquitto reads its files after dropping root privileges
  const channelsSentBy = (action: MqttOperation['action']) =>
    spec.channels.filter((channel) => channel.operations.some((operation) => operation.action === action));
  const users = {
    client: { username: 'client', password: 'client-key', clientId: 'client' },
    server: { username: 'server', password: 'server-key', clientId: 'server' },
    observer: { username: 'observer', password: 'observer-key', clientId: 'observer' },
  };
  const packet = spec.json.servers as Record<string, { bindings?: { mqtt?: { maximumPacketSize?: number } } }>;
  const maxPacketSize =
    Object.values(packet)
      .map((server) => server.bindings?.mqtt?.maximumPacketSize)
      .find((size) => typeof size === 'number') ?? 268_435_455;
  const broker = await startBroker(
    path.join(scratch, 'broker'),
    [
      {
        ...users.client,
        publish: channelsSentBy('send').map(filterOf),
        subscribe: channelsSentBy('receive').map(filterOf),
      },
      {
        ...users.server,
        publish: channelsSentBy('receive').map(filterOf),
        subscribe: channelsSentBy('send').map(filterOf),
      },
      { ...users.observer, publish: [], subscribe: ['#'] },
    ],
    { maxPacketSize },
  );
  const problems: string[] = [];
  const observer = await observe(broker, users.observer, '#');
  const sides = { send: await connect(broker, users.client), receive: await connect(broker, users.server) };
  const all = [
    ...spec.channels.flatMap((channel) =>
      channel.messages.flatMap((message) =>
        message.examples.map((example) => ({
          what: `${path.basename(spec.file)}: ${message.id} example "${example.name}"`,
          channel,
          message: message.id,
          payload: example.payload,
        })),
      ),
    ),
    ...examples.flatMap((example) => {
      const channel = spec.channels.find((candidate) => candidate.id === example.channel);
      return channel
        ? [{ what: `${example.file}:${example.line}`, channel, message: example.message, payload: example.payload }]
        : [];
    }),
  ];
  try {
    for (const example of all) {
      const operation = senderOperation(example.channel, example.message);
      const topic = exampleTopic(spec, example.channel);
      const payload = JSON.stringify(example.payload);
      const sent = Date.now();
      await sides[operation.action].publishAsync(topic, payload, {
        qos: operation.qos as 0 | 1 | 2,
        retain: operation.retain,
      });
      await observer
        .waitFor(`${example.what} on ${topic}`, (m) => m.topic === topic && m.payload === payload, sent)
        .catch((error: Error) => problems.push(error.message));
    }
  } finally {
    await Promise.all([sides.send.endAsync(), sides.receive.endAsync(), observer.client.endAsync()]).catch(
      () => undefined,
    );
    await broker.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  const validator = new PayloadValidator(spec);
  for (const message of observer.received) problems.push(...checkReceived(spec, validator, message));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return {
    problems,
    summary: `${path.relative(process.cwd(), spec.file)}: ${all.length - examples.length} document examples and ${examples.length} page payloads published by their sides and ${observer.received.length} messages checked on mosquitto (TLS) in ${seconds} s`,
  };
}
