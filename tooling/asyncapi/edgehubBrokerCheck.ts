/**
 * EdgeHub's part of the broker check (`npm run check-mqtt`) for a document with EdgeHub's extensions,
 * beside the check every AsyncAPI reference gets (brokerCheck.ts). The gateway signs in as documented
 * and an observer in EdgeHub's place checks every message against the document. The manuals' `run=mqtt`
 * programs run to a clean stop, then once more to a kill (the broker publishes the last will); the
 * largest configuration the document allows (mqttConfigLimits.ts) reaches EdgeHub in one retained
 * message through a broker with EdgeHub's packet limit, and one message over it closes the connection.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MqttClient } from 'mqtt';
import { manualSets, type ReferenceSet } from '../../src/data/docSets';
import { markedPrograms } from '../content/codeBlocks';
import { ROOT, manualTexts } from '../content/files';
import { runCommand } from '../openapi/sampleRunners';
import { connect, observe } from './brokerCheck';
import { startBroker } from './mqttBroker';
import { configAtLimits } from './mqttConfigLimits';
import {
  checkReceived,
  connectionFacts,
  PayloadValidator,
  tagFacts,
  type MqttSpec,
  type ReceivedMessage,
} from './mqttSpec';
import { EDGEHUB_PROGRAM_ENV } from './programEnv';

const TENANT = 'acme-plant-tpe';
const SCADA_ID = 'SCADA-TPE-0001';
const KEY = 'test-credential-key-3f9a';
const PREFIX = `edgehub/v1/${TENANT}/${SCADA_ID}`;
const WAIT_MS = 15_000;

/** The fence language of a run=mqtt program: its file name and the sample runner that starts it. */
const PROGRAMS: Record<string, { file: string; runner: string }> = {
  python: { file: 'edgehub_gateway.py', runner: 'python' },
  js: { file: 'edgehub-gateway.js', runner: 'javascript' },
};

/** EdgeHub's programs and configuration limits on a broker set up as EdgeHub's; the problems and a summary line. */
export async function checkEdgehubBroker(
  set: ReferenceSet,
  spec: MqttSpec,
): Promise<{ problems: string[]; summary: string }> {
  const started = Date.now();
  const validator = new PayloadValidator(spec);
  const pages = manualTexts(manualSets());
  const { jobs, problems } = markedPrograms(
    pages,
    'run=mqtt',
    new Map(Object.keys(PROGRAMS).map((language) => [language, language])),
  );
  if (jobs.length === 0) problems.push('no run=mqtt program in the manuals');

  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'edgehub-mqtt-'));
  fs.chmodSync(scratch, 0o755); // mosquitto reads its files after dropping root privileges
  const facts = connectionFacts(spec);
  const broker = await startBroker(
    path.join(scratch, 'broker'),
    [
      {
        username: `${TENANT}:${SCADA_ID}`,
        password: KEY,
        clientId: SCADA_ID,
        publish: ['config', 'data', 'status', 'ack'].map((topic) => `${PREFIX}/${topic}`),
        subscribe: [`${PREFIX}/cmd`],
      },
      { username: 'edgehub-cloud', password: 'observer', publish: ['edgehub/v1/+/+/cmd'], subscribe: ['edgehub/#'] },
    ],
    { maxPacketSize: facts.maxMessageBytes },
  );
  const observer = await observe(
    broker,
    { username: 'edgehub-cloud', password: 'observer', clientId: 'edgehub-cloud' },
    'edgehub/#',
  );
  const { received, waitFor } = observer;
  const json = (message: ReceivedMessage): Record<string, unknown> =>
    JSON.parse(message.payload) as Record<string, unknown>;
  const on = (channel: string) => (message: ReceivedMessage) => message.topic === `${PREFIX}/${channel}`;

  let checkedPrograms = 0;
  let largestMiB = '';
  try {
    for (const job of jobs) {
      const program = PROGRAMS[job.language] as (typeof PROGRAMS)[string];
      const dir = path.join(scratch, `program-${checkedPrograms}`);
      fs.mkdirSync(dir);
      const file = path.join(dir, program.file);
      fs.writeFileSync(file, job.source);
      for (const ending of ['SIGTERM', 'SIGKILL'] as const) {
        const since = Date.now();
        const [command, args] = runCommand(program.runner, file);
        let output = '';
        const child: ChildProcess = spawn(command, args, {
          cwd: dir,
          stdio: ['ignore', 'pipe', 'pipe'],
          env: {
            ...process.env,
            NODE_PATH: path.join(ROOT, 'node_modules'),
            [EDGEHUB_PROGRAM_ENV.mqttHost]: '127.0.0.1',
            [EDGEHUB_PROGRAM_ENV.mqttPort]: String(broker.port),
            [EDGEHUB_PROGRAM_ENV.tenantId]: TENANT,
            [EDGEHUB_PROGRAM_ENV.scadaId]: SCADA_ID,
            [EDGEHUB_PROGRAM_ENV.credentialKey]: KEY,
            EDGEHUB_CA_FILE: broker.caFile,
            EDGEHUB_DATA_SECONDS: '0.2',
            EDGEHUB_HEARTBEAT_SECONDS: '0.5',
          },
        });
        child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
        const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
        const step = async <T>(run: () => Promise<T>): Promise<T> => {
          try {
            return await run();
          } catch (error) {
            child.kill('SIGKILL');
            throw new Error(
              `${job.label} (${job.language}): ${(error as Error).message}\n--- program output ---\n${output}`,
            );
          }
        };
        await step(() => waitFor('status online', (m) => on('status')(m) && json(m).online === true, since));
        await step(() => waitFor('config', on('config'), since));
        await step(() => waitFor('data', on('data'), since));
        if (ending === 'SIGTERM') {
          const commands = [
            { id: `cmd-${checkedPrograms}-ok`, tag: 'Pump2.Running', value: 1, result: 'ok' },
            { id: `cmd-${checkedPrograms}-ro`, tag: 'Boiler1.Temperature', value: 80, result: 'error' },
          ];
          for (const command of commands) {
            const sent = Date.now();
            const isAck = (m: ReceivedMessage) => on('ack')(m) && json(m).commandId === command.id;
            // Sent again each second until acknowledged: the program subscribes to cmd right after
            // connecting, but nothing tells the observer when the subscription is in place.
            const ack = await step(async () => {
              for (;;) {
                const payload = {
                  commandId: command.id,
                  ts: new Date().toISOString(),
                  type: 'writeTags',
                  d: { 'PLC-01': { [command.tag]: command.value } },
                };
                await observer.client.publishAsync(`${PREFIX}/cmd`, JSON.stringify(payload), { qos: 1 });
                try {
                  return await waitFor(`ack of ${command.id}`, isAck, sent, 1000);
                } catch (error) {
                  if (Date.now() - sent > WAIT_MS) throw error;
                }
              }
            });
            if (json(ack).result !== command.result)
              problems.push(
                `${job.label}: ${command.id} answered "${String(json(ack).result)}", expected "${command.result}"`,
              );
          }
          await step(() =>
            waitFor(
              'data with the written value',
              (m) =>
                on('data')(m) &&
                (json(m).d as Record<string, Record<string, unknown>>)['PLC-01']?.['Pump2.Running'] === 1,
              Date.now(),
            ),
          );
          const beat = Date.now();
          await step(() => waitFor('a status heartbeat', (m) => on('status')(m) && json(m).online === true, beat));
        }
        const stopAt = Date.now();
        child.kill(ending);
        const offline = await step(() =>
          waitFor(
            ending === 'SIGTERM' ? 'status online: false after SIGTERM' : 'the last will after SIGKILL',
            (m) => on('status')(m) && json(m).online === false,
            stopAt,
          ),
        );
        if (!offline.retain) problems.push(`${job.label}: the offline status after ${ending} was not retained`);
        const code = await exited;
        if (ending === 'SIGTERM' && code !== 0)
          problems.push(`${job.label}: exited with ${String(code)} after SIGTERM\n${output}`);
      }
      checkedPrograms += 1;
    }

    const gateway: MqttClient = await connect(broker, {
      username: `${TENANT}:${SCADA_ID}`,
      password: KEY,
      clientId: SCADA_ID,
    });

    // The largest configuration at every limit, in one retained message; then one over the limit.
    const largest = JSON.stringify(configAtLimits(facts, tagFacts(ROOT, set.spec)));
    largestMiB = (Buffer.byteLength(largest) / 1048576).toFixed(1);
    const sentLargest = Date.now();
    await gateway.publishAsync(`${PREFIX}/config`, largest, { qos: 1, retain: true });
    await waitFor(
      `the configuration at every limit (${largestMiB} MiB)`,
      (m) => on('config')(m) && m.payload === largest,
      sentLargest,
    );
    const closed = new Promise<void>((resolve) => gateway.once('close', () => resolve()));
    gateway.publish(`${PREFIX}/config`, Buffer.alloc(facts.maxMessageBytes, ' '), { qos: 1 });
    // The timer is cleared once the broker closes the connection: left running, it kept the
    // process alive for its whole 15 s after the check had passed.
    let timer: NodeJS.Timeout | undefined;
    const refused = await Promise.race([
      closed.then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), WAIT_MS))),
    ]).finally(() => clearTimeout(timer));
    if (!refused) problems.push(`a config message over ${facts.maxMessageBytes} bytes did not close the connection`);
    await gateway.endAsync(true);
  } finally {
    await observer.client.endAsync().catch(() => undefined);
    await broker.stop();
  }

  // Every message seen, against the document.
  for (const message of received) problems.push(...checkReceived(spec, validator, message));
  fs.rmSync(scratch, { recursive: true, force: true });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return {
    problems,
    summary: `${set.spec}: ${checkedPrograms} programs (clean stop and killed), the configuration at every limit (${largestMiB} MiB; one over ${facts.maxMessageBytes} bytes refused) and ${received.length} messages checked on mosquitto (TLS, 127.0.0.1:${broker.port}) in ${seconds} s`,
  };
}
