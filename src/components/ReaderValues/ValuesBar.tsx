/**
 * "Use your values" above a set of samples, and the note on a sample that shows them. The form loads
 * when the reader opens it; the values stay in this browser (./store.ts).
 */
import React, { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import type { ValuesTemplate } from '../../../tooling/openapi/sampleTemplate';
import type { FillProblem, FilledSample } from './fill';
import { showPlaceholders, type ReaderValuesState } from './store';
import styles from './styles.module.css';

const ValuesForm = lazy(() => import('./ValuesForm'));

export function ValuesBar({ template, state }: { template: ValuesTemplate; state: ReaderValuesState }): ReactNode {
  const [open, setOpen] = useState(false);
  const formId = useId();
  return (
    <div className={styles.bar}>
      <button
        type="button"
        className="button button--sm button--outline button--primary"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => setOpen(!open)}>
        <Translate
          id="portal.values.use"
          description="Button that opens the form where readers enter their own host, token and ids for the code samples">
          Use your values
        </Translate>
      </button>
      {state.values && state.placeholders ? (
        <button type="button" className={styles.link} onClick={() => showPlaceholders(template.product, false)}>
          <Translate
            id="portal.values.showMine"
            description="Button that shows the reader's own values in the samples again">
            Show your values
          </Translate>
        </button>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <ValuesForm id={formId} template={template} state={state} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** What a value that fails its field's check must be (tooling/openapi/sampleTemplate.ts textProblem). */
export function valueError(reason: 'host' | 'port' | 'topicLevel'): string {
  switch (reason) {
    case 'host':
      return translate({
        id: 'portal.values.error.host',
        message: 'Enter a host name or an IP address, without a scheme, port or path.',
        description: 'Error of a host field of the values form',
      });
    case 'port':
      return translate({
        id: 'portal.values.error.port',
        message: 'Enter a port number from 1 to 65535.',
        description: 'Error of a port field of the values form',
      });
    default:
      return translate({
        id: 'portal.values.error.topicLevel',
        message: 'A topic level cannot be empty or contain "/", "+" or "#".',
        description: 'Error of an MQTT topic parameter field of the values form',
      });
  }
}

export function problemText(problem: FillProblem): string {
  switch (problem.reason) {
    case 'header':
      return translate(
        {
          id: 'portal.values.problem.header',
          message:
            '{field} cannot be sent in an HTTP header as entered (only visible ASCII characters, no spaces at either end), so this sample shows the placeholders.',
          description: 'Shown beside a sample when the reader token cannot be sent in a header',
        },
        { field: problem.field },
      );
    case 'dotSegment':
      return translate(
        {
          id: 'portal.values.problem.dotSegment',
          message:
            '{field} cannot be "." or "..": every client would resolve it away, so this sample shows the placeholders.',
          description: 'Shown beside a sample when a path value is . or ..',
        },
        { field: problem.field },
      );
    case 'host':
    case 'port':
    case 'topicLevel':
      return `${valueError(problem.reason)} ${translate({
        id: 'portal.values.problem.placeholders',
        message: 'This sample shows the placeholders.',
        description: 'Second sentence beside a sample whose reader value fails its check',
      })}`;
    default:
      return translate(
        {
          id: 'portal.values.problem.unquotable',
          message:
            '{field} cannot be written into this sample as entered (a host name, IPv4 address and port are fine), so it shows the placeholders.',
          description: 'Shown beside a hand-written sample when a value cannot be written into it',
        },
        { field: problem.field },
      );
  }
}

/** The note on a sample: whose values it shows and the way back to the placeholders, or why it cannot. */
export function ValuesNote({ product, sample }: { product: string; sample: FilledSample }): ReactNode {
  if (sample.problem) {
    return (
      <p className={styles.problem} role="status">
        {problemText(sample.problem)}
      </p>
    );
  }
  return (
    <p className={styles.note}>
      <Translate
        id="portal.values.shown"
        description="Note on a code sample that shows the reader's own values; {fields} lists them"
        values={{ fields: <code>{sample.shown.join(', ')}</code> }}>
        {'This sample shows your values: {fields}.'}
      </Translate>{' '}
      <button type="button" className={styles.link} onClick={() => showPlaceholders(product, true)}>
        <Translate
          id="portal.values.showPlaceholders"
          description="Button on a sample that shows the placeholders instead of the reader's values">
          Show placeholders
        </Translate>
      </button>
    </p>
  );
}
