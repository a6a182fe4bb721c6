/**
 * The webhook receivers of the product pages (both locales, fences marked `run=webhook-receiver`)
 * run as readers run them: each on a free loopback port with two secrets (a rotation), sent
 * deliveries of its page's example body signed as src/data/facts/webhooks.ts says. Accepted once,
 * refused when altered, stale, from the future or unsigned, and not acted on twice.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import {
  webhookContract,
  webhookHeaders,
  webhookProductIds,
  webhookProducts,
  type WebhookProductId,
} from '../../../src/data/facts/webhooks';
import { freePort, waitForServer } from '../../../tooling/testing/ports';
import { runCommand } from '../../../tooling/openapi/sampleRunners';
import { productWebhook, signDelivery, type ReceiverLanguage } from '../../../tooling/openapi/webhooks';

const SECRETS = ['new-secret-5e1d9a', 'old-secret-c27b40'] as const;
const REQUEST_TIMEOUT_MS = 5_000;
const START_TIMEOUT_MS = 8_000;

/** Each receiver language's file name and the sample runner that starts it (tooling/openapi/sampleRunners). */
const PROGRAMS: Record<ReceiverLanguage, { file: string; runner: string }> = {
  python: { file: 'receiver.py', runner: 'python' },
  node: { file: 'receiver.js', runner: 'javascript' },
};

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-receivers-'));
const children: ChildProcess[] = [];
after(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** A receiver started on its own port, with its stdout lines as they arrive. */
interface Running {
  readonly port: number;
  readonly lines: string[];
  /** Resolves once the receiver has printed `count` lines; rejects when it exits first or takes too long. */
  line(count: number): Promise<string>;
}

async function start(label: string, language: ReceiverLanguage, source: string, product: WebhookProductId) {
  const program = PROGRAMS[language];
  const dir = fs.mkdtempSync(path.join(scratch, `${product}-${language}-`));
  fs.writeFileSync(path.join(dir, program.file), source);
  const port = await freePort();
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    LANG: 'C.UTF-8',
    PORT: String(port),
    [webhookProducts[product].secretEnv]: SECRETS.join(webhookContract.secretSeparator),
  };
  const [command, args] = runCommand(program.runner, program.file);
  const child = spawn(command, args, { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  const lines: string[] = [];
  let pending = '';
  let stderr = '';
  const waiters = new Set<() => void>();
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    const parts = (pending + chunk).split('\n');
    pending = parts.pop() ?? '';
    lines.push(...parts.filter((line) => line.trim() !== ''));
    for (const wake of waiters) wake();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = once(child, 'exit').then(([code, signal]) => {
    for (const wake of waiters) wake();
    throw new Error(`${label} exited (${signal ?? code}) before it was done:\n${stderr.slice(-2000)}`);
  });
  exited.catch(() => undefined);
  await Promise.race([waitForServer(port, { timeoutMs: START_TIMEOUT_MS }), exited]);
  const running: Running = {
    port,
    lines,
    line: (count) =>
      new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => finish(new Error(`${label}: no output line ${count} within 5 s`)), 5_000);
        const finish = (error?: Error): void => {
          clearTimeout(timer);
          waiters.delete(check);
          if (error) reject(error);
          else resolve(lines[count - 1] as string);
        };
        const check = (): void => {
          if (lines.length >= count) finish();
          else if (child.exitCode !== null || child.signalCode !== null)
            finish(new Error(`${label} exited:\n${stderr.slice(-2000)}`));
        };
        waiters.add(check);
        check();
      }),
  };
  return running;
}

/** POSTs a body with some headers; resolves with the status. */
function post(port: number, body: Buffer, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/',
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length), ...headers },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.setTimeout(REQUEST_TIMEOUT_MS, () =>
      request.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)),
    );
    request.on('error', reject);
    request.end(body);
  });
}

const is2xx = (status: number): boolean => status >= 200 && status < 300;
let deliveryCounter = 0;
const newDelivery = (): string => `dlv-test${String((deliveryCounter += 1)).padStart(4, '0')}`;

/** The deliveries of one receiver, in an order where a wrong output line would show before the last. */
async function exercise(
  label: string,
  receiver: Running,
  product: WebhookProductId,
  exampleBody: string,
  printed: string,
) {
  const names = webhookHeaders(product);
  const body = Buffer.from(exampleBody, 'utf8');
  const now = (): number => Math.floor(Date.now() / 1000);
  const window = webhookContract.windowSeconds;
  const headers = (delivery: string, timestamp: number, signature?: string): Record<string, string> => ({
    [names.delivery]: delivery,
    [names.timestamp]: String(timestamp),
    ...(signature === undefined ? {} : { [names.signature]: signature }),
  });
  const signed = (delivery: string, timestamp: number, secret: string = SECRETS[0]) =>
    headers(delivery, timestamp, signDelivery(secret, String(timestamp), body));

  // The page's example delivery: the receiver prints the line the page shows for it.
  const first = webhookProducts[product].example.delivery;
  const firstTimestamp = now();
  const firstHeaders = signed(first, firstTimestamp);
  const accepted = await post(receiver.port, body, firstHeaders);
  assert.ok(is2xx(accepted), `${label}: a valid delivery got ${accepted}, not 2xx`);
  assert.equal(await receiver.line(1), printed, `${label}: printed another line than its page says`);

  // The digit changed is inside the body: the same JSON shape, other bytes than were signed.
  const tampered = Buffer.from(
    exampleBody.replace(/\d/, (digit) => String((Number(digit) + 1) % 10)),
    'utf8',
  );
  const refused: Array<[string, Promise<number>]> = [
    ['a tampered body', post(receiver.port, tampered, signed(newDelivery(), now()))],
    ['a stale timestamp', post(receiver.port, body, signed(newDelivery(), now() - window - 60))],
    ['a timestamp from the future', post(receiver.port, body, signed(newDelivery(), now() + window + 60))],
    ['a missing signature', post(receiver.port, body, headers(newDelivery(), now()))],
    ['a signature made with another secret', post(receiver.port, body, signed(newDelivery(), now(), 'not-a-secret'))],
  ];
  for (const [what, answer] of refused) assert.equal(await answer, 401, `${label}: ${what} was not refused with 401`);

  const retry = await post(receiver.port, body, signed(first, firstTimestamp + 1));
  assert.ok(is2xx(retry), `${label}: a retry of a handled delivery got ${retry}, not 2xx`);
  const replay = await post(receiver.port, body, { ...firstHeaders, [names.delivery]: newDelivery() });
  assert.ok(is2xx(replay), `${label}: a replayed copy under another delivery id got ${replay}, not 2xx`);

  // Signed with the old secret of the rotation, near the edge of the window: accepted and acted on.
  const last = newDelivery();
  const lastAnswer = await post(receiver.port, body, signed(last, now() - window + 30, SECRETS[1]));
  assert.ok(is2xx(lastAnswer), `${label}: a delivery signed with the second secret got ${lastAnswer}, not 2xx`);
  assert.equal(
    (await receiver.line(2)).split(/\s+/)[0],
    last,
    `${label}: acted on a delivery twice or on a refused one`,
  );
  assert.equal(receiver.lines.length, 2, `${label}: printed ${receiver.lines.join(' | ')}`);
}

const products = webhookProductIds.map((id) => productWebhook(id));

test('every product page has one Python and one Node.js receiver and one example body, the same in both locales', () => {
  assert.deepEqual(
    products.flatMap((product) => product.problems),
    [],
  );
  for (const product of products) {
    for (const job of product.receivers) {
      assert.match(job.source, /["']127\.0\.0\.1["']/, `${job.label}: listen on 127.0.0.1`);
      assert.doesNotMatch(job.source, /0\.0\.0\.0/, `${job.label}: listen on 127.0.0.1 only`);
    }
  }
});

test(
  'the receivers verify, refuse and deduplicate deliveries as the contract says',
  { concurrency: true, timeout: 60_000 },
  async (t) => {
    const jobs = products.flatMap((product) =>
      product.receivers.map((job) => ({ ...job, product: product.id, body: product.body, printed: product.printed })),
    );
    assert.ok(
      jobs.length >= 2 * webhookProductIds.length,
      `only ${jobs.length} receivers: one Python and one Node.js program per product`,
    );
    await Promise.all(
      jobs.map((job) =>
        t.test(`${job.product} ${job.language} (${job.label})`, async () => {
          const receiver = await start(job.label, job.language, job.source, job.product);
          await exercise(job.label, receiver, job.product, job.body, job.printed);
        }),
      ),
    );
  },
);
