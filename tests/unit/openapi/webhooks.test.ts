/**
 * The webhook facts (src/data/facts/webhooks.ts) against what states them elsewhere: the worked
 * example signatures against the pages' example bodies, the OpenAPI specs' webhook headers and
 * descriptions, and the pages' prose (no contract number typed by hand, no other header or
 * variable name). The receivers themselves run in webhookReceivers.test.ts.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import YAML from 'yaml';
import { docSets } from '../../../src/data/docSets';
import {
  signatureCheckCommand,
  webhookContract,
  webhookHeaders,
  webhookProductIds,
  webhookProducts,
  webhookTiming,
  type WebhookProductId,
} from '../../../src/data/facts/webhooks';
import { ROOT, manualPages } from '../../../tooling/content/files';
import {
  productWebhook,
  signDelivery,
  typedContractNumbers,
  webhookPages,
  withoutComments,
  wrongWebhookNames,
} from '../../../tooling/openapi/webhooks';

test('each worked example is the real signature of its page’s example body', () => {
  for (const id of webhookProductIds) {
    const { example } = webhookProducts[id];
    const { body } = productWebhook(id);
    const signature = signDelivery(webhookContract.exampleSecret, example.timestamp, body);
    assert.equal(
      example.signature,
      signature,
      `src/data/facts/webhooks.ts: set ${id}.example.signature to '${signature}' (the example body of its page changed)`,
    );
    assert.match(example.signature, new RegExp(`^${webhookContract.signaturePrefix}[0-9a-f]{64}$`));
    assert.match(example.timestamp, new RegExp(webhookContract.timestampPattern));
    assert.match(example.delivery, new RegExp(webhookContract.deliveryIdPattern));
  }
});

test('the OpenSSL command shown under the header table gives the example signature', (t) => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
  } catch {
    t.skip('openssl is not installed');
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-openssl-'));
  try {
    for (const id of webhookProductIds) {
      // An editor saves the copied body with a final line break; the command must not sign it.
      fs.writeFileSync(path.join(dir, 'body.json'), `${productWebhook(id).body}\n`);
      const output = execFileSync('sh', ['-c', signatureCheckCommand(id)], { cwd: dir, encoding: 'utf8' });
      const digits = webhookProducts[id].example.signature.slice(webhookContract.signaturePrefix.length);
      assert.match(output.trim(), new RegExp(`= ${digits}$`), `${id}: ${signatureCheckCommand(id)} printed ${output}`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

type Operation = {
  description: string;
  parameters: Array<{ name: string; in: string; required?: boolean; schema: { pattern?: string; example?: string } }>;
  responses: Record<string, { description: string }>;
};

function specWebhooks(): Array<[WebhookProductId, Operation]> {
  const edgehub = YAML.parse(fs.readFileSync(path.join(ROOT, 'openapi/edgehub.yaml'), 'utf8')) as {
    'x-webhooks': { alarmNotification: { post: Operation } };
  };
  const weda = YAML.parse(fs.readFileSync(path.join(ROOT, 'openapi/weda.yaml'), 'utf8')) as {
    paths: Record<
      string,
      { post?: { operationId?: string; callbacks?: Record<string, Record<string, { post: Operation }>> } }
    >;
  };
  const createAlertRule = Object.values(weda.paths).find((item) => item.post?.operationId === 'createAlertRule');
  const callback = createAlertRule?.post?.callbacks?.alertNotification;
  assert.ok(callback, 'openapi/weda.yaml: createAlertRule has no alertNotification callback');
  return [
    ['edgehub', edgehub['x-webhooks'].alarmNotification.post],
    ['weda', (Object.values(callback)[0] as { post: Operation }).post],
  ];
}

test('the webhooks of the OpenAPI specs have the headers, examples and numbers of the facts', () => {
  for (const [id, operation] of specWebhooks()) {
    const names = webhookHeaders(id);
    const { example } = webhookProducts[id];
    const header = (name: string) => {
      const found = operation.parameters.find((parameter) => parameter.in === 'header' && parameter.name === name);
      assert.ok(found, `${id}: the spec's webhook has no ${name} header parameter`);
      assert.equal(found.required, true, `${id}: ${name} must be required: every delivery carries it`);
      return found.schema;
    };
    assert.deepEqual(header(names.signature), {
      type: 'string',
      pattern: `^${webhookContract.signaturePrefix}[0-9a-f]{${webhookContract.signatureHexDigits}}$`,
      example: example.signature,
    });
    assert.deepEqual(header(names.timestamp), {
      type: 'string',
      pattern: webhookContract.timestampPattern,
      example: example.timestamp,
    });
    assert.deepEqual(header(names.delivery), {
      type: 'string',
      pattern: webhookContract.deliveryIdPattern,
      example: example.delivery,
    });
    const text = [operation.description, ...Object.values(operation.responses).map((r) => r.description)].join(' ');
    const flat = text.replace(/\s+/g, ' ');
    const minutes = webhookContract.retryMinutes;
    for (const phrase of [
      `within ${webhookContract.timeoutSeconds} seconds`,
      `more than ${webhookTiming.windowMinutes} minutes away`,
      `up to ${webhookTiming.retries} times`,
      `${minutes.slice(0, -1).join(', ')} and ${minutes[minutes.length - 1]} minutes`,
      `of the \`${names.timestamp}\` value, a dot and the raw request body`,
    ]) {
      assert.ok(flat.includes(phrase), `${id}: the spec's webhook description should say "${phrase}"`);
    }
  }
});

test('the receivers of a page are the same program in both locales', () => {
  assert.equal(withoutComments('x = 1  # one\n# alone\n\ny = "a#b"', 'python'), 'x = 1\n\ny = "a#b"');
  assert.equal(withoutComments("const a = 'http://h'; // note\n// alone", 'node'), "const a = 'http://h';");
  for (const id of webhookProductIds) assert.deepEqual(productWebhook(id).problems, [], id);
});

test('no webhook page types a number of the contract by hand, in either locale', () => {
  const found = webhookProductIds.flatMap((id) =>
    webhookPages(id).flatMap((page) => typedContractNumbers(page.text).map((problem) => `${page.shown} ${problem}`)),
  );
  assert.deepEqual(found, []);
});

test('the pages of each product name only its own headers and secret variable', () => {
  const found: string[] = [];
  for (const id of webhookProductIds) {
    const sets = docSets.filter((set) => set.id === webhookProducts[id].docSet);
    for (const page of manualPages(sets)) {
      const text = fs.readFileSync(page.file, 'utf8');
      found.push(...wrongWebhookNames(id, text).map((problem) => `${page.shown}: ${problem}`));
    }
  }
  assert.deepEqual(found, []);
});

test('the guards find what they guard against', () => {
  assert.equal(
    typedContractNumbers('EdgeHub retries up to 5 times, 1, 2, 4, 8 and 16 minutes apart.').length,
    1,
    'a retry schedule typed by hand',
  );
  assert.equal(typedContractNumbers('Answer with any `2xx` status within 10 seconds.').length, 1);
  assert.equal(typedContractNumbers('時間戳記前後的容許誤差為 5 分鐘。').length, 1);
  assert.equal(typedContractNumbers('EdgeHub 會最多重試 5 次，間隔依序為 1、2、4、8、16 分鐘。').length, 1);
  assert.deepEqual(typedContractNumbers('Answer within {webhookContract.timeoutSeconds} seconds.'), []);
  assert.deepEqual(typedContractNumbers('```python\nMAX_AGE_SECONDS = 300  # retry\n```'), []);
  assert.equal(wrongWebhookNames('edgehub', 'the `X-EdgeHub-Sig` header').length, 1);
  assert.equal(wrongWebhookNames('edgehub', 'EDGEHUB_WEBHOOK_SECRET=abc').length, 1);
  assert.deepEqual(wrongWebhookNames('weda', 'X-WEDA-Timestamp and WEDA_WEBHOOK_SECRETS'), []);
});
