/**
 * `npm run check-samples`: runs the code samples of the generated API pages against a mock of
 * their spec, as an integrator would run them after copying.
 *
 * For each API reference of the doc-set table, Stoplight Prism serves a mock of the spec on
 * 127.0.0.1 and validates every request against it (body, parameters, security). The samples are
 * read from the generated pages (`npm run gen-api` writes them), the spec's default server is
 * replaced by the mock's address, and the cURL, Python, JavaScript (Node), Go, PHP, Java and C#
 * (Mono) programs run. A program must exit 0: it does only if the mock answered 2xx, which it does
 * only when the request is valid. PowerShell has no Debian package; the unit tests check it.
 *
 * Runs every operation with a request body and at least one operation per tag (`--all`: every
 * operation). `--lang=python,go` limits the languages.
 *
 * GraphQL references: the cURL, Python and JavaScript samples of every query and mutation page, and
 * the manuals' `run=graphql` programs, run against a mock GraphQL server built from the schema
 * (tooling/graphql/graphqlMock.ts), which refuses an invalid query with 400 as EdgeHub does.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { docSets, manualSets } from '../src/data/docSets';
import { javaClassName, sampleLanguages } from '../tooling/openapi/codeSamples';
import { startPrismMock } from '../tooling/openapi/prismMock';
import { runSample, runSampleBatch, runnableLanguages } from '../tooling/openapi/sampleRunners';
import { operationSlug } from '../tooling/openapi/specs';
import { ROOT, manualPages } from '../tooling/content/files';
import { graphqlEndpoint } from '../tooling/graphql/graphqlReference';
import { startGraphqlMock } from '../tooling/graphql/graphqlMock';
import { manualJobs, referenceJobs, samplesOfPage } from '../tooling/graphql/graphqlSampleCheck';

const args = process.argv.slice(2);
const everyOperation = args.includes('--all');
const langArg = args.find((arg) => arg.startsWith('--lang='))?.slice('--lang='.length);
const languages = langArg ? langArg.split(',') : runnableLanguages;
/** Two programs at a time: the machine has two cores, and Go and Java compile before they run. */
const CONCURRENCY = 2;

interface Operation {
  operationId: string;
  tags?: string[];
  requestBody?: unknown;
}
interface Spec {
  servers?: Array<{ url: string; variables?: Record<string, { default: string }> }>;
  paths: Record<string, Record<string, Operation>>;
}

/** Operations with a body, plus the first operation of each tag that none of those covers. */
function chosenOperations(spec: Spec): Operation[] {
  const all = Object.values(spec.paths).flatMap((item) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([, op]) => op),
  );
  if (everyOperation) return all;
  const chosen = all.filter((op) => op.requestBody !== undefined);
  const covered = new Set(chosen.flatMap((op) => op.tags ?? []));
  for (const op of all) {
    const tag = op.tags?.[0];
    if (tag && !covered.has(tag)) {
      chosen.push(op);
      covered.add(tag);
    }
  }
  return chosen;
}

function defaultServer(spec: Spec): string {
  const server = spec.servers?.[0];
  if (!server) throw new Error('the spec has no servers entry');
  return server.url.replace(/\{(\w+)\}/g, (_m, name: string) => server.variables?.[name]?.default ?? name);
}

interface Job {
  readonly label: string;
  readonly language: string;
  readonly source: string;
  readonly className: string;
}

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
  const shipped = sampleLanguages.map((l) => l.id);
  let failures: string[] = [];
  let total = 0;
  const started = Date.now();
  for (const set of docSets.filter((s) => s.openapi !== undefined)) {
    const specFile = path.join(ROOT, set.openapi as string);
    const spec = YAML.parse(fs.readFileSync(specFile, 'utf8')) as Spec;
    const server = defaultServer(spec);
    const pagesDir = path.join(ROOT, set.path);
    const jobs: Job[] = [];
    for (const op of chosenOperations(spec)) {
      const page = path.join(pagesDir, `${operationSlug(op.operationId)}.api.mdx`);
      if (!fs.existsSync(page)) {
        throw new Error(
          `${path.relative(ROOT, page)} is missing: run npm run gen-api first (operation ${op.operationId})`,
        );
      }
      const samples = samplesOfPage(fs.readFileSync(page, 'utf8'));
      const missing = shipped.filter((id) => !samples.has(id));
      if (missing.length > 0) failures.push(`${path.relative(ROOT, page)}: no ${missing.join(', ')} sample`);
      for (const language of languages) {
        const source = samples.get(language);
        if (source === undefined) continue;
        if (!source.includes(server)) {
          failures.push(
            `${path.relative(ROOT, page)} ${language}: the sample does not call the default server ${server}`,
          );
          continue;
        }
        jobs.push({
          label: `${set.openapi} ${op.operationId} (${language})`,
          language,
          source,
          className: javaClassName(op.operationId),
        });
      }
    }
    const mock = await startPrismMock(specFile);
    try {
      const withMock = jobs.map((job) => ({ ...job, source: job.source.split(server).join(mock.url) }));
      console.log(
        `${set.openapi}: ${jobs.length} samples (${languages.join(', ')}) against a Prism mock at ${mock.url}`,
      );
      const setFailures = await runJobs(withMock);
      if (setFailures.length > 0) {
        const violations = mock.log.filter((line) => /VALIDATOR/.test(line) && /error|warning/.test(line)).slice(-20);
        setFailures.push(`Prism's validator said:\n    ${violations.join('\n    ')}`);
      }
      failures = failures.concat(setFailures);
      total += jobs.length;
    } finally {
      mock.stop();
    }
  }
  for (const set of docSets.filter((s) => s.graphql !== undefined)) {
    const reference = referenceJobs(set);
    const guide = manualJobs(
      manualPages(manualSets()).map((page) => ({ shown: page.shown, text: fs.readFileSync(page.file, 'utf8') })),
    );
    failures = failures.concat(reference.problems, guide.problems);
    const jobs = [...reference.jobs, ...guide.jobs].filter((job) => languages.includes(job.language));
    const endpoint = graphqlEndpoint();
    const origin = new URL(endpoint).origin;
    const mock = await startGraphqlMock(fs.readFileSync(path.join(ROOT, set.graphql as string), 'utf8'));
    try {
      const missing = jobs.filter((job) => !job.source.includes(endpoint));
      for (const job of missing) failures.push(`${job.label}: the program does not call ${endpoint}`);
      console.log(
        `${set.graphql}: ${jobs.length} programs (${[...new Set(jobs.map((j) => j.language))].join(', ')}) against a mock GraphQL server at ${mock.url}`,
      );
      process.env.ACCESS_TOKEN = 'mock-access-token';
      failures = failures.concat(
        await runJobs(
          jobs.map((job) => ({ ...job, source: job.source.split(origin).join(mock.url), className: 'Sample' })),
        ),
      );
      total += jobs.length;
    } finally {
      await mock.stop();
    }
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
