import { Fragment } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import ScrollableTable from '@site/src/components/ScrollableTable';
import {
  signatureCheckCommand,
  webhookContract as contract,
  webhookHeaders,
  webhookProducts,
  webhookTiming,
  type WebhookProductId,
} from '@site/src/data/facts/webhooks';

/**
 * The headers of one product's webhook deliveries, with a worked example of the signature, from
 * src/data/facts/webhooks.ts: every product signs, times and retries its webhooks the same way, so
 * the pages render this table instead of restating the contract. Labels come from code.json. The
 * OpenSSL check is a `bash` block: its page needs a bash fence of its own for the grammar to load
 * (plugins/code-highlighting imports the grammars a page's fences name).
 */
export default function WebhookHeaders({ product }: { product: WebhookProductId }): JSX.Element {
  const facts = webhookProducts[product];
  const headers = webhookHeaders(product);
  const rawBody = translate({
    id: 'portal.webhook.rawBody',
    message: 'raw body',
    description: 'Second half of the signed text of a webhook, <timestamp>.<raw body>: the body bytes as sent',
  });
  const setting = (
    <>
      {facts.secretSetting.map((label, index) => (
        <Fragment key={label}>
          {index > 0 ? ' > ' : ''}
          <strong>{label}</strong>
        </Fragment>
      ))}
    </>
  );
  const rows: Array<[string, JSX.Element, string]> = [
    [
      headers.signature,
      <Translate
        key="signature"
        id="portal.webhook.header.signature"
        description="Webhook header table: the signature header. {prefix} is sha256=, {signed} <timestamp>.<raw body>, {setting} the UI path of the secret"
        values={{
          prefix: <code>{contract.signaturePrefix}</code>,
          digits: contract.signatureHexDigits,
          algorithm: contract.algorithm,
          signed: <code>{`<${headers.timestamp}>.<${rawBody}>`}</code>,
          setting,
        }}>
        {
          '{prefix} and {digits} lowercase hexadecimal digits: the {algorithm} of {signed} (the timestamp header, a dot and the body bytes exactly as sent), keyed with the secret set under {setting}'
        }
      </Translate>,
      facts.example.signature,
    ],
    [
      headers.timestamp,
      <Translate
        key="timestamp"
        id="portal.webhook.header.timestamp"
        description="Webhook header table: the timestamp header. {minutes} is the replay window"
        values={{ minutes: webhookTiming.windowMinutes }}>
        {
          'When this attempt was sent, in Unix seconds. It is part of the signed text: refuse a request whose timestamp is more than {minutes} minutes away from your clock, earlier or later.'
        }
      </Translate>,
      facts.example.timestamp,
    ],
    [
      headers.delivery,
      <Translate
        key="delivery"
        id="portal.webhook.header.delivery"
        description="Webhook header table: the delivery id header">
        {
          'Id of the delivery, the same in every retry of it (a retry has a new timestamp and signature). Answer 2xx to an id you have already handled, without acting on it again.'
        }
      </Translate>,
      facts.example.delivery,
    ],
  ];
  return (
    <>
      <ScrollableTable data-facts="webhook-headers">
        <thead>
          <tr>
            <th>
              <Translate id="portal.webhook.column.header" description="Column of the webhook header table">
                Header
              </Translate>
            </th>
            <th>
              <Translate id="portal.webhook.column.value" description="Column of the webhook header table">
                Value
              </Translate>
            </th>
            <th>
              <Translate id="portal.webhook.column.example" description="Column of the webhook header table">
                Example
              </Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, value, example]) => (
            <tr key={name}>
              <td>
                <code>{name}</code>
              </td>
              <td>{value}</td>
              <td>
                <code>{example}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      <p>
        <Translate
          id="portal.webhook.workedExample"
          description="Below the webhook header table: how to test signature code with the examples. {secret} is the test secret"
          values={{ secret: <code>{contract.exampleSecret}</code>, file: <code>body.json</code> }}>
          {
            'The examples are one real delivery of the example body on this page, byte for byte as shown and without a line break at the end, signed with the test secret {secret}. Check your signature code with them: it must compute the example signature. With OpenSSL, save the body as {file} and compare the digits it prints with the example:'
          }
        </Translate>
      </p>
      <CodeBlock language="bash">{signatureCheckCommand(product)}</CodeBlock>
    </>
  );
}

/** The intervals between the attempts of one delivery, as a phrase: "1, 2, 4, 8 and 16 minutes". */
export function RetrySchedule(): JSX.Element {
  const separator = translate({
    id: 'portal.webhook.retrySeparator',
    message: ', ',
    description: 'Between the retry intervals of a webhook, as in 1, 2, 4, 8 and 16 minutes',
  });
  const minutes = contract.retryMinutes;
  return (
    <>
      {translate(
        {
          id: 'portal.webhook.retrySchedule',
          message: '{intervals} and {last} minutes',
          description: 'The retry intervals of a webhook: {intervals} is 1, 2, 4, 8 and {last} 16',
        },
        { intervals: minutes.slice(0, -1).join(separator), last: String(minutes[minutes.length - 1]) },
      )}
    </>
  );
}
