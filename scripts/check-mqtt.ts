/**
 * `npm run check-mqtt`: every reference whose kind has a broker check (`checkBroker`,
 * tooling/references/kind.ts) runs it on Debian's mosquitto: an AsyncAPI document's examples and the
 * manuals' payloads for it, and for EdgeHub's protocol its gateway programs and configuration limits
 * (tooling/asyncapi/brokerCheck.ts, tooling/asyncapi/edgehubBrokerCheck.ts).
 */
import { referenceSets } from '../src/data/docSets';
import { referenceKind } from '../tooling/references/kinds';

async function main(): Promise<void> {
  const problems: string[] = [];
  for (const set of referenceSets) {
    const result = await referenceKind(set).checkBroker?.(set);
    if (!result) continue;
    problems.push(...result.problems);
    for (const summary of result.summaries) console.log(summary);
  }
  if (problems.length > 0) {
    console.error(`${problems.join('\n')}\n\nMQTT check failed with ${problems.length} problem(s).`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
