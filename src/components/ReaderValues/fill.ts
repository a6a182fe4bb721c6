/**
 * The samples with the reader's values, written by the same writers as the served ones
 * (tooling/openapi/codeSamples.ts, tooling/graphql/graphqlCode.ts) from the template the build put
 * beside them. Loaded only when the reader has values for the page's product.
 */
import { codeSample, sampleLanguages, shellQuoted, unsendableHeader } from '../../../tooling/openapi/codeSamples';
import { GRAPHQL_SAMPLE_FENCES, GRAPHQL_SAMPLE_LANGUAGES, graphqlCode } from '../../../tooling/graphql/graphqlCode';
import {
  fillParts,
  fillRequest,
  isDotSegment,
  textProblem,
  type GuideTemplate,
  type ReaderValues,
  type ValuesTemplate,
} from '../../../tooling/openapi/sampleTemplate';

/** Why a value cannot go into a sample; the component words it in the page's language. */
export interface FillProblem {
  readonly reason: 'header' | 'dotSegment' | 'unquotable' | 'host' | 'port' | 'topicLevel';
  /** The field's label, as the spec names it. */
  readonly field: string;
}

export interface FilledSample {
  readonly language: string;
  /** The program with the reader's values, or undefined when a value cannot be written into it. */
  readonly code?: string;
  /** `export NAME='value'`: the line that gives a program the secret it reads from the environment. */
  readonly env?: string;
  readonly problem?: FillProblem;
  /** The labels of the reader's values the sample shows. */
  readonly shown: readonly string[];
}

const label = (template: ValuesTemplate, slot: string): string =>
  template.fields.find((field) => field.slot === slot)?.label ?? slot;

/** The values of the template's fields the reader gave, by slot. */
const given = (template: ValuesTemplate, values: ReaderValues): string[] =>
  template.fields.filter((field) => values[field.slot]).map((field) => field.slot);

/** A problem every language shares: a token HTTP cannot carry, a path value clients resolve away. */
function commonProblem(template: ValuesTemplate, values: ReaderValues): FillProblem | undefined {
  const token = values.accessToken;
  if (token && unsendableHeader('Authorization', `Bearer ${token}`)) {
    return { reason: 'header', field: label(template, 'accessToken') };
  }
  for (const field of template.fields) {
    const value = values[field.slot];
    if (!value) continue;
    if (field.kind === 'param' && isDotSegment(value)) return { reason: 'dotSegment', field: field.label };
    const problem = field.kind === 'text' ? textProblem(field, value) : undefined;
    if (problem) return { reason: problem, field: field.label };
  }
  return undefined;
}

const exportLine = (name: string, value: string): string => `export ${name}=${shellQuoted(value)}`;

/**
 * A guide's hand-written code has no writer of its own: a value goes only where it can stand in any
 * context unquoted (an origin of letters, digits, `.`, `-` and `:`; path segments percent-encoded),
 * and the token goes into an `export` line, never into the program.
 */
function fillGuide(template: GuideTemplate, values: ReaderValues): FilledSample {
  const shown = given(template, values).map((slot) => label(template, slot));
  const base = { language: template.language, shown };
  const origin = values.origin;
  if (origin && !/^https?:\/\/[A-Za-z0-9.:-]+$/.test(origin)) {
    return { ...base, problem: { reason: 'unquotable', field: label(template, 'origin') } };
  }
  const problem = commonProblem(template, values);
  if (problem) return { ...base, problem };
  const code = fillParts(template, template.parts, values);
  const token = values.accessToken;
  if (!template.env || !token) return { ...base, code };
  const env = exportLine(template.env, token);
  return template.language === 'bash' ? { ...base, code: `${env}\n${code}` } : { ...base, code, env };
}

/** Each tab's sample (by the tab's value) with the reader's values. */
export function fillSamples(template: ValuesTemplate, values: ReaderValues): Record<string, FilledSample> {
  if (template.kind === 'guide') return { code: fillGuide(template, values) };
  const shown = given(template, values).map((slot) => label(template, slot));
  const problem = commonProblem(template, values);
  if (template.kind === 'graphql') {
    const endpoint = fillParts(template, template.endpoint, values);
    const token = values.accessToken;
    return Object.fromEntries(
      GRAPHQL_SAMPLE_LANGUAGES.map((language) => {
        const base = { language: GRAPHQL_SAMPLE_FENCES[language], shown };
        if (problem) return [language, { ...base, problem }];
        const code = graphqlCode(language, template.sample, endpoint);
        if (!token) return [language, { ...base, code }];
        const env = exportLine(template.env, token);
        return [language, language === 'curl' ? { ...base, code: `${env}\n${code}` } : { ...base, code, env }];
      }),
    );
  }
  const request = problem ? undefined : fillRequest(template, values);
  return Object.fromEntries(
    sampleLanguages.map((language) => {
      const base = { language: language.highlight, shown };
      if (!request) return [language.id, { ...base, problem }];
      return [language.id, { ...base, code: codeSample(language.id, request) }];
    }),
  );
}
