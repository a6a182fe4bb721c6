/**
 * Writes the facts that pages import but that live in a specification (browser code cannot read
 * YAML), each by its reference kind's `writeFacts` (tooling/references/kind.ts): the MQTT broker
 * facts of each AsyncAPI reference (generated/facts/<reference>.ts; EdgeHub's with its connection
 * facts and tag settings), and who may call what in the WEDA API (generated/facts/wedaAccess.ts).
 * `npm run gen-api` does the same; `npm run typecheck` and `npm run test:unit` run this first,
 * because they come before gen-api in `npm test`.
 */
import { referenceSets } from '../src/data/docSets';
import { referenceKind } from '../tooling/references/kinds';

async function main(): Promise<void> {
  for (const set of referenceSets) {
    const written = await referenceKind(set).writeFacts?.(set);
    if (written) console.log(`${set.spec}: facts written to ${written}`);
  }
}

main().catch((error: unknown) => {
  console.error(`error  ${(error as Error).message}`);
  process.exit(1);
});
