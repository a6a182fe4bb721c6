/** The values a reader can enter for a product: those of the first reference of it that has any (tooling/references/kind.ts valueFields). */
import path from 'node:path';
import { referenceSets } from '../../src/data/docSets';
import type { ValueField } from '../../tooling/openapi/sampleTemplate';
import { referenceKind } from '../../tooling/references/kinds';

const ROOT = path.join(__dirname, '..', '..');
const cache = new Map<string, readonly ValueField[] | undefined>();

/** The fields of `product`'s reference, or undefined when no reference of it has any. */
export function productValueFields(product: string): readonly ValueField[] | undefined {
  if (!cache.has(product)) {
    const fields = referenceSets
      .filter((set) => (set.product ?? set.id) === product)
      .map((set) => referenceKind(set).valueFields?.(set, ROOT))
      .find((found) => found && found.length > 0);
    cache.set(product, fields);
  }
  return cache.get(product);
}
