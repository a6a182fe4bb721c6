/**
 * A guide's code block marked `values=<product>` (plugins/reader-values): as written on the server
 * and until the reader has values; then the same block with them, its note and "Use your values".
 */
import React, { useMemo, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { GuideTemplate } from '../../../tooling/openapi/sampleTemplate';
import { FilledSampleView } from '../SampleTabs';
import { ValuesBar } from './ValuesBar';
import { useFilledSamples } from './useFilledSamples';

export default function ValuesCode({ template: json, children }: { template: string; children: ReactNode }): ReactNode {
  const template = useMemo(() => JSON.parse(json) as GuideTemplate, [json]);
  const isBrowser = useIsBrowser();
  const { state, filled } = useFilledSamples(template);
  const sample = filled?.code;
  return (
    <>
      {isBrowser ? <ValuesBar template={template} state={state} /> : null}
      {sample ? <FilledSampleView product={template.product} sample={sample} fallback={children} /> : children}
    </>
  );
}
