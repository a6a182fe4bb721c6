/**
 * The samples of a template with the reader's values, once the writers have loaded; undefined while
 * the page shows its placeholders (no values, the reader chose placeholders, or the server render).
 */
import { useEffect, useState } from 'react';
import type { ValuesTemplate } from '../../../tooling/openapi/sampleTemplate';
import type { FilledSample } from './fill';
import { useReaderValues, type ReaderValuesState } from './store';

export interface FilledSamples {
  readonly state: ReaderValuesState;
  readonly filled?: Readonly<Record<string, FilledSample>>;
}

export function useFilledSamples(template: ValuesTemplate | undefined): FilledSamples {
  const state = useReaderValues(template?.product);
  const [filled, setFilled] = useState<Record<string, FilledSample>>();
  const active = template && state.values && !state.placeholders ? state.values : undefined;
  useEffect(() => {
    if (!template || !active) {
      setFilled(undefined);
      return undefined;
    }
    let current = true;
    void import('./fill').then(({ fillSamples }) => {
      if (current) setFilled(fillSamples(template, active));
    });
    return () => {
      current = false;
    };
  }, [template, active]);
  return { state, filled: active ? filled : undefined };
}
