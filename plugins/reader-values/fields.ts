/**
 * The values a reader can enter for a code block marked `values=<key>`: the key is a reference's id
 * (that reference's fields) or a product (the fields of all its references, the first definition of
 * a slot winning), from each reference kind's `valueFields` (tooling/references/kind.ts).
 */
import path from 'node:path';
import { referenceSets } from '../../src/data/docSets';
import type { ValueField } from '../../tooling/openapi/sampleTemplate';
import { referenceKind } from '../../tooling/references/kinds';

const ROOT = path.join(__dirname, '..', '..');

export interface ValueFields {
  /** Whose values: the product's store (src/components/ReaderValues/store.ts). */
  readonly product: string;
  readonly fields: readonly ValueField[];
}

const cache = new Map<string, ValueFields | undefined>();

function lookUp(key: string): ValueFields | undefined {
  const own = referenceSets.find((set) => set.id === key);
  const sets = own ? [own] : referenceSets.filter((set) => (set.product ?? set.id) === key);
  const fields = new Map<string, ValueField>();
  for (const set of sets) {
    for (const field of referenceKind(set).valueFields?.(set, ROOT) ?? [])
      if (!fields.has(field.slot)) fields.set(field.slot, field);
  }
  if (fields.size === 0) return undefined;
  return { product: own ? (own.product ?? own.id) : key, fields: [...fields.values()] };
}

/** The fields for `key` (a reference id or a product), or undefined when no reference gives any. */
export function productValueFields(key: string): ValueFields | undefined {
  if (!cache.has(key)) cache.set(key, lookUp(key));
  return cache.get(key);
}
