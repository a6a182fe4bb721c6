/**
 * `npm run check-samples`: runs the code samples of the generated API pages against a mock of their
 * spec, as an integrator would run them after copying; a program passes by exiting 0, which it does
 * only when the mock accepted its request. References whose kind has samples (`checkSamples`,
 * tooling/references/kind.ts): OpenAPI against Stoplight Prism, GraphQL (and the manuals' `run=graphql`
 * programs) against tooling/graphql/graphqlMock.ts. PowerShell has no Debian package: unit tests check it.
 */
import { referenceSets } from '../src/data/docSets';
import { runSample, runSampleBatch, runnableLanguages } from '../tooling/openapi/sampleRunners';
import type { SampleJob } from '../tooling/references/kind';
import { referenceKind } from '../tooling/references/kinds';

const args = process.argv.slice(2);
const everyOperation = args.includes('--all');
const langArg = args.find((arg) => arg.startsWith('--lang='))?.slice('--lang='.length);
const languages = langArg ? langArg.split(',') : runnableLanguages;
/** Two programs at a time: the machine has two cores, and Go and Java compile before they run. */
const CONCURRENCY = 2;

type Job = SampleJob;

/** Languages that compile before they run: their samples run as one program per language and spec. */
const BATCHED = new Set(['go', 'java', 'csharp']);

/** A job's failure as the report names it, or undefined if it ran and exited 0. */
async function runOne(job: Job): Promise<string | undefined> {
  const result = await runSample(job.language, job.source, job.className);
  const output = `${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-6).join('\n    ');
  return result.code === 0 ? undefined : `${job.label}: exit ${result.code}\n    ${output}`;
}

/**
 * Runs the jobs, two at a time. A compiled language's jobs form one batch (runSampleBatch: one
 * compile instead of one per sample); a batch that fails runs again sample by sample, so that the
 * report names each failing sample as it would without batches.
 */
async function runJobs(jobs: readonly Job[]): Promise<string[]> {
  const tasks: Array<() => Promise<string[]>> = [];
  const inBatch = new Set<string>();
  for (const language of BATCHED) {
    const batch = jobs.filter((job) => job.language === language);
    if (batch.length < 2 || new Set(batch.map((job) => job.className)).size < batch.length) continue;
    inBatch.add(language);
    tasks.push(async () => {
      const result = await runSampleBatch(language, batch);
      if (result.code === 0) return [];
      const failures: string[] = [];
      for (const job of batch) {
        const failure = await runOne(job);
        if (failure) failures.push(failure);
      }
      if (failures.length > 0) return failures;
      const output = `${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-6).join('\n    ');
      return [`${batch.length} ${language} samples as one program: exit ${result.code}\n    ${output}`];
    });
  }
  for (const job of jobs.filter((candidate) => !inBatch.has(candidate.language))) {
    tasks.push(async () => {
      const failure = await runOne(job);
      return failure ? [failure] : [];
    });
  }
  const failures: string[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const task = tasks[next] as () => Promise<string[]>;
      next += 1;
      failures.push(...(await task()));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return failures;
}

async function main(): Promise<void> {
  const unknown = languages.filter((id) => !runnableLanguages.includes(id));
  if (unknown.length > 0)
    throw new Error(`--lang: no runner for ${unknown.join(', ')} (runnable: ${runnableLanguages.join(', ')})`);
  let failures: string[] = [];
  let total = 0;
  const started = Date.now();
  for (const set of referenceSets) {
    const { checkSamples } = referenceKind(set);
    if (!checkSamples) continue;
    const result = await checkSamples(set, { languages, everyOperation, runJobs });
    failures = failures.concat(result.failures);
    total += result.total;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (failures.length > 0) {
    console.error(
      `\n${failures.join('\n')}\n\nSample check failed (${total} samples, ${seconds} s): fix tooling/openapi/codeSamples.ts (REST), tooling/graphql/graphqlSamples.ts (GraphQL reference) or the example or program named above.`,
    );
    process.exit(1);
  }
  console.log(`All ${total} samples ran and the mock accepted every request (${seconds} s).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
