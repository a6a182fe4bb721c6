/**
 * The one place that asks what kind a reference is: each kind's module, by the row's `kind`.
 */
import type { ReferenceKindId, ReferenceSet } from '../../src/data/docSets';
import { asyncapiReference } from '../asyncapi/reference';
import { graphqlReference } from '../graphql/reference';
import { openapiReference } from '../openapi/reference';
import type { ReferenceKind } from './kind';

export function kindModule(kind: ReferenceKindId): ReferenceKind {
  switch (kind) {
    case 'openapi':
      return openapiReference;
    case 'graphql':
      return graphqlReference;
    case 'asyncapi':
      return asyncapiReference;
    default: {
      const unknown: never = kind;
      throw new Error(`src/data/docSets.ts: no module for reference kind "${String(unknown)}"`);
    }
  }
}

/** The module of a reference's kind. */
export const referenceKind = (set: Pick<ReferenceSet, 'kind'>): ReferenceKind => kindModule(set.kind);

/** The references grouped by the module of their kind, in table order (for checks that take all of one kind at once). */
export function byKind(sets: readonly ReferenceSet[]): Map<ReferenceKind, ReferenceSet[]> {
  const groups = new Map<ReferenceKind, ReferenceSet[]>();
  for (const set of sets) groups.set(referenceKind(set), [...(groups.get(referenceKind(set)) ?? []), set]);
  return groups;
}
