/**
 * The form of "Use your values": the fields of the page's samples, named as the spec names them,
 * checked before they are kept (an origin of a host and port, a token HTTP can carry, no `.` or `..`
 * path value). Loaded when the reader opens it.
 */
import React, { useState, type FormEvent, type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import { unsendableHeader } from '../../../tooling/openapi/codeSamples';
import {
  checkedOrigin,
  isDotSegment,
  textProblem,
  type ValueField,
  type ValuesTemplate,
} from '../../../tooling/openapi/sampleTemplate';
import { clearReaderValues, saveReaderValues, type ReaderValuesState } from './store';
import { valueError } from './ValuesBar';
import styles from './styles.module.css';

interface Props {
  readonly id: string;
  readonly template: ValuesTemplate;
  readonly state: ReaderValuesState;
  readonly onClose: () => void;
}

type Draft = Record<string, string>;

function Hint({ id, text }: { id: string; text?: string }): ReactNode {
  return text ? (
    <span id={id} className={styles.hint}>
      {text}
    </span>
  ) : null;
}

export default function ValuesForm({ id, template, state, onClose }: Props): ReactNode {
  const [draft, setDraft] = useState<Draft>(() => ({ ...(state.values ?? {}) }));
  const [remember, setRemember] = useState(state.remember);
  const [errors, setErrors] = useState<Draft>({});
  const [saved, setSaved] = useState(false);
  const set = (key: string, value: string): void => {
    setDraft((previous) => ({ ...previous, [key]: value }));
    setSaved(false);
  };
  const origin = template.fields.find((field) => field.kind === 'origin');
  const servers = origin?.servers ?? [];
  const serverIndex = Math.min(Number(draft.server ?? 0) || 0, Math.max(servers.length - 1, 0));
  const server = servers[serverIndex];

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const found: Draft = {};
    const next: Draft = { ...draft };
    if (server) {
      const variables = Object.fromEntries(
        Object.keys(server.variables).map((name) => [name, draft[`var.${name}`] ?? '']),
      );
      const chosen = serverIndex > 0 || Object.values(variables).some(Boolean);
      if (chosen) {
        const result = checkedOrigin(server, variables);
        if ('error' in result) {
          found.origin = translate({
            id: 'portal.values.error.origin',
            message:
              'Enter a host name or IP address with an optional :port, nothing else (no scheme, path or spaces).',
            description: 'Error under the host field of the values form when it makes no valid server address',
          });
        } else {
          next.origin = result.origin;
          // The request panel's copy (src/clientModules/requestPanelValues.ts) names the spec's server.
          next.serverUrl = server.url;
        }
      } else {
        delete next.origin;
        delete next.serverUrl;
      }
    }
    const token = draft.accessToken;
    if (token && unsendableHeader('Authorization', `Bearer ${token}`)) {
      found.accessToken = translate({
        id: 'portal.values.error.token',
        message:
          'Use visible ASCII characters only, with no spaces at either end: HTTP cannot carry anything else in a header.',
        description: 'Error under the token field of the values form',
      });
    }
    for (const field of template.fields) {
      const value = draft[field.slot];
      const problem = field.kind === 'text' && value ? textProblem(field, value) : undefined;
      if (problem) found[field.slot] = valueError(problem);
      if (field.kind === 'param' && value && isDotSegment(value)) {
        found[field.slot] = translate({
          id: 'portal.values.error.dotSegment',
          message: '"." and ".." cannot be sent as a path value: clients resolve them away.',
          description: 'Error under a path value field of the values form',
        });
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    saveReaderValues(template.product, next, remember);
    setSaved(true);
  };

  const input = (key: string, label: string, hint: string | undefined, placeholder: string): ReactNode => {
    const inputId = `${id}-${key}`;
    const hintId = `${inputId}-hint`;
    const errorId = `${inputId}-error`;
    const error = errors[key === `var.${Object.keys(server?.variables ?? {})[0]}` ? 'origin' : key];
    return (
      <div key={key}>
        <label htmlFor={inputId}>{label}</label>
        <Hint id={hintId} text={hint} />
        <input
          id={inputId}
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={draft[key] ?? ''}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined}
          onChange={(event) => set(key, event.target.value)}
        />
        {error ? (
          <span id={errorId} className={styles.error}>
            {error}
          </span>
        ) : null}
      </div>
    );
  };

  const fieldInput = (field: ValueField): ReactNode => {
    if (field.kind === 'origin') return null;
    const label =
      field.kind === 'token'
        ? translate(
            {
              id: 'portal.values.token',
              message: 'Access token ({scheme})',
              description: 'Label of the token field of the values form; {scheme} is the security scheme of the spec',
            },
            { scheme: field.label },
          )
        : field.label;
    return input(field.slot, label, field.description, field.example);
  };

  return (
    <form
      id={id}
      className={styles.form}
      onSubmit={submit}
      aria-label={translate({
        id: 'portal.values.formLabel',
        message: 'Your values for the samples',
        description: 'Accessible name of the values form',
      })}>
      <p className={styles.hint}>
        <Translate
          id="portal.values.privacy"
          description="Line at the top of the values form: where the values are kept">
          Your values stay in this browser: they fill the samples of this product on every page and are never sent to
          the portal.
        </Translate>
      </p>
      {servers.length > 1 ? (
        <div>
          <label htmlFor={`${id}-server`}>
            <Translate id="portal.values.server" description="Label of the server choice of the values form">
              Server
            </Translate>
          </label>
          <select
            id={`${id}-server`}
            value={String(serverIndex)}
            onChange={(event) => set('server', event.target.value)}>
            {servers.map((candidate, index) => (
              <option key={candidate.url} value={String(index)}>
                {candidate.url}
                {candidate.description ? ` – ${candidate.description}` : ''}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {server
        ? Object.entries(server.variables).map(([name, variable]) =>
            input(`var.${name}`, name, variable.description, variable.default),
          )
        : null}
      {template.fields.map(fieldInput)}
      <div className={styles.remember}>
        <input
          id={`${id}-remember`}
          type="checkbox"
          checked={remember}
          onChange={(event) => {
            setRemember(event.target.checked);
            setSaved(false);
          }}
        />
        <label htmlFor={`${id}-remember`}>
          <Translate
            id="portal.values.remember"
            description="Checkbox of the values form: keep the values in local storage">
            Remember on this device
          </Translate>
        </label>
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button button--sm button--primary">
          <Translate id="portal.values.save" description="Submit button of the values form">
            Use these values
          </Translate>
        </button>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => {
            clearReaderValues(template.product);
            setDraft({});
            setErrors({});
            setSaved(false);
          }}>
          <Translate id="portal.values.clear" description="Button of the values form that forgets the reader's values">
            Clear
          </Translate>
        </button>
        <button type="button" className="button button--sm button--link" onClick={onClose}>
          <Translate id="portal.values.close" description="Button that closes the values form">
            Close
          </Translate>
        </button>
      </div>
      <p role="status" className={styles.hint}>
        {saved
          ? translate({
              id: 'portal.values.saved',
              message: 'The samples now show your values.',
              description: 'Status line of the values form after the values are kept',
            })
          : ''}
      </p>
    </form>
  );
}
