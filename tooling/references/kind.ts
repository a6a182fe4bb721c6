/**
 * What every kind of generated reference (OpenAPI, GraphQL, AsyncAPI) does for the site, as one
 * interface: the commands and the config call these, never ask which kind a row is. A module's
 * heavy tools load inside its async methods, so the site config that reads `docsOptions` stays light.
 */
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import type { Locale, ReferenceSet } from '../../src/data/docSets';
import type { Problem } from '../content/content';
import type { StatusRow } from '../i18n/translationStatus';
import type { ValueField } from '../openapi/sampleTemplate';

/** A manual page as the content checks read it: its text and its path as messages show it. */
export interface CheckedPage {
  readonly shown: string;
  readonly text: string;
}

/** A program check-samples runs: its source, language and the class name compiled languages need. */
export interface SampleJob {
  readonly label: string;
  readonly language: string;
  readonly source: string;
  readonly className: string;
}

/** What check-samples hands a kind: the languages asked for and its runner (batches, concurrency). */
export interface SampleContext {
  readonly languages: readonly string[];
  readonly everyOperation: boolean;
  runJobs(jobs: readonly SampleJob[]): Promise<string[]>;
}

/** Names a search must find on the pages of a reference's product (tooling/search/searchEval.ts). */
export interface SearchIdentifiers {
  readonly kind: 'error code' | 'schema' | 'GraphQL type' | 'MQTT topic';
  readonly names: readonly string[];
}

export interface ReferenceKind {
  /** Whether the pages carry a request panel that calls the API from the browser (CSP, nginx). */
  readonly requestPanel: boolean;
  /** The docs instance's options beyond the shared ones; `dir` is the folder of the build's locale. */
  docsOptions(dir: string): Partial<DocsOptions>;
  /** Checks the spec and its zh-tw strings, printing each problem; resolves to the number of errors. */
  validate(set: ReferenceSet): Promise<number>;
  /** Writes the pages of every locale (after `validate` found no error). */
  generate(set: ReferenceSet): Promise<void>;
  /** The pages of one locale by an outside generator, in a process of its own (scripts/api-pages.ts). */
  generateLocale?(set: ReferenceSet, locale: Locale): Promise<void>;
  /** Writes the facts module pages import from the spec, if the spec has one; resolves to its path. */
  writeFacts?(set: ReferenceSet): Promise<string | undefined>;
  /** The spec's strings against their zh-tw overlay, a row of `npm run i18n:status`. */
  translationStatus(set: ReferenceSet, root: string): StatusRow;
  /** Examples in the manuals checked against the references of this kind (`npm run check-content`). */
  readonly contentCheck?: {
    readonly title: string;
    problems(sets: readonly ReferenceSet[], pages: readonly CheckedPage[]): Promise<Problem[]>;
  };
  /** Runs the samples of the pages (and of the manuals that call this reference) against a mock. */
  checkSamples?(set: ReferenceSet, context: SampleContext): Promise<{ failures: string[]; total: number }>;
  /** The URL paths of the API a manual may quote (`/api/v1/gateways/{scadaId}`), as templates. */
  apiPaths(set: ReferenceSet, root: string): string[];
  /** Runs the spec's messages (and the manuals' programs and payloads for it) through a real broker. */
  checkBroker?(set: ReferenceSet): Promise<{ problems: string[]; summaries: string[] }>;
  /** The values a reader can enter into the samples (issue 42), for the guides' marked code blocks. */
  valueFields?(set: ReferenceSet, root: string): readonly ValueField[];
  /** Names from the spec that searching the product's pages must find. */
  searchIdentifiers(set: ReferenceSet, root: string): SearchIdentifiers[];
}
