/**
 * The one webhook contract of EdgeHub, WEDA, CountingBI and VisionSense (issue 41): how a delivery is
 * signed, how long the receiver has to answer and when it is retried, and each product's names. The
 * pages render the header table with `<WebhookHeaders product="…" />` and quote single values in MDX
 * (`{webhookTiming.windowMinutes}`), so no page types these numbers by hand.
 *
 * tests/unit/openapi/webhookReceivers.test.ts runs the receivers of every product page against these facts;
 * tests/unit/openapi/webhooks.test.ts ties the OpenAPI specs and the worked example signatures to them and
 * fails on a page that restates a number or names another header.
 */

export const webhookContract = {
  algorithm: 'HMAC-SHA256',
  /** `X-<Product>-Signature` is this prefix and the lowercase hex digest. */
  signaturePrefix: 'sha256=',
  signatureHexDigits: 64,
  /** What is signed: the timestamp header's value, a dot, then the body bytes exactly as sent. */
  signedText: '<timestamp>.<raw body>',
  /** A receiver refuses a timestamp further than this from its clock, either way. */
  windowSeconds: 300,
  /** The sender waits this long for a 2xx answer; anything else is a failed attempt. */
  timeoutSeconds: 10,
  /** Minutes between a failed attempt and the next one: the retries of one delivery. */
  retryMinutes: [1, 2, 4, 8, 16],
  /** Receivers read every secret they accept from one variable, separated by this (rotation). */
  secretSeparator: ',',
  deliveryIdPattern: '^dlv-[a-z0-9]{8,32}$',
  timestampPattern: '^[0-9]{10}$',
  /** Key of the worked examples below; a test value, never a real secret. */
  exampleSecret: 'example-secret-4b7e2c91',
} as const;

export const webhookTiming = {
  windowMinutes: webhookContract.windowSeconds / 60,
  retries: webhookContract.retryMinutes.length,
  /** When the last retry comes, in minutes after the first attempt. */
  lastRetryAfterMinutes: webhookContract.retryMinutes.reduce((sum, minutes) => sum + minutes, 0),
} as const;

import type { DocSetId } from '../docSets';

export interface WebhookProduct {
  readonly name: string;
  /** `X-EdgeHub` → `X-EdgeHub-Signature`, `X-EdgeHub-Timestamp`, `X-EdgeHub-Delivery`. */
  readonly headerPrefix: string;
  /** The environment variable the receivers of the page read their secrets from. */
  readonly secretEnv: string;
  /** Where the secret is set: English UI labels, shown as they are in both locales. */
  readonly secretSetting: readonly string[];
  /** The page that documents the webhook and carries its receivers: doc-set id and path below its folder. */
  readonly docSet: DocSetId;
  readonly page: string;
  /**
   * One delivery of the page's example body (the code block marked `webhook=body`, byte for byte as
   * shown, without a final line break), signed with `webhookContract.exampleSecret`.
   */
  readonly example: { readonly delivery: string; readonly timestamp: string; readonly signature: string };
}

export const webhookProducts = {
  edgehub: {
    name: 'EdgeHub',
    headerPrefix: 'X-EdgeHub',
    secretEnv: 'EDGEHUB_WEBHOOK_SECRETS',
    secretSetting: ['System Setting', 'Notification Channels'],
    docSet: 'edgehub',
    page: 'Data_Management/Alarm_Settings',
    example: {
      delivery: 'dlv-3b91f0c7',
      timestamp: '1793606431',
      signature: 'sha256=3b2d67f6f902e4b3372ae6afb6c2a514dbb15b1fc9b87b19ec72ddd7ddcb862b',
    },
  },
  weda: {
    name: 'WEDA Cloud',
    headerPrefix: 'X-WEDA',
    secretEnv: 'WEDA_WEBHOOK_SECRETS',
    secretSetting: ['Settings', 'Notification Channels'],
    docSet: 'weda',
    page: 'WEDA_Cloud/Alert_Rules',
    example: {
      delivery: 'dlv-5c2e91ab',
      timestamp: '1793606405',
      signature: 'sha256=cae0fda000b3c01cb92dd0095ab4bac0be29e84a480bb17e6d568be257163fbe',
    },
  },
  countingbi: {
    name: 'CountingBI',
    headerPrefix: 'X-CountingBI',
    secretEnv: 'COUNTINGBI_WEBHOOK_SECRETS',
    secretSetting: ['Integrations', 'Webhooks'],
    docSet: 'countingbi',
    page: 'Web_Manual/Integrations',
    example: {
      delivery: 'dlv-7e04c3d9',
      timestamp: '1773475212',
      signature: 'sha256=4d1fa333e857eac45684cc40d765a38a6885ef49f67168fb313ce4fd35860fbf',
    },
  },
  visionsense: {
    name: 'VisionSense',
    headerPrefix: 'X-VisionSense',
    secretEnv: 'VISIONSENSE_WEBHOOK_SECRETS',
    secretSetting: ['Settings', 'Notifications', 'Channels'],
    docSet: 'visionsense',
    page: 'Settings/Notification_Channels',
    example: {
      delivery: 'dlv-a91f26e0',
      timestamp: '1775141529',
      signature: 'sha256=de9b5c4cd4311f6af88c6856780f2578616334f41520156e348a2f3d84f1e163',
    },
  },
} as const satisfies Record<string, WebhookProduct>;

export type WebhookProductId = keyof typeof webhookProducts;

export const webhookProductIds = Object.keys(webhookProducts) as WebhookProductId[];

/** The three headers of a product's deliveries. */
export function webhookHeaders(id: WebhookProductId): { signature: string; timestamp: string; delivery: string } {
  const prefix = webhookProducts[id].headerPrefix;
  return { signature: `${prefix}-Signature`, timestamp: `${prefix}-Timestamp`, delivery: `${prefix}-Delivery` };
}

/**
 * A shell command that signs the worked example with OpenSSL, the body saved from the page as
 * body.json (`$(cat …)` drops the final line break an editor adds).
 */
export function signatureCheckCommand(id: WebhookProductId): string {
  const { timestamp } = webhookProducts[id].example;
  return `printf '%s.%s' ${timestamp} "$(cat body.json)" | openssl dgst -sha256 -hmac '${webhookContract.exampleSecret}'`;
}
