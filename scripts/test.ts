/**
 * `npm test`: every check once, cheapest first, stopping at the first failure.
 * Debian packages -> lock file -> facts -> OpenAPI lint and API pages -> content check -> the scratch
 * site (a new set, release B) and the new-set test on it | typecheck | lint | unit tests, then the
 * production build (+ nginx files) -> search evaluation | upstream contracts, API code samples against
 * a mock and MQTT against a real broker -> live preview -> e2e.
 * Steps joined by `|` run side by side (one lane each, a lane's steps one after the other): none of
 * them keeps every core busy for long (one thread, or waiting on a server or a compiler), so together
 * they finish sooner than in turn (typecheck | lint | unit tests: 37 s, against 47 s one after the
 * other). Their output is shown whole when each ends; a failure stops the others.
 * (`npm run build` is gen-api, check-content and build:site, then postbuild: here each runs as its own step.)
 * Set SKIP_BUILD=1 to reuse an existing build/ for the e2e tests.
 */
import { spawn } from 'node:child_process';

interface Step {
  name: string;
  command: string;
}

/** Steps that run one after the other. */
type Lane = Step[];
/** Lanes that run side by side; a stage of one lane of one step shows its output as it comes. */
type Stage = Lane[];

const step = (name: string, command: string): Step => ({ name, command });
const alone = (name: string, command: string): Stage => [[step(name, command)]];

const stages: Stage[] = [
  alone('Debian packages (Chromium, sample toolchains)', 'bash scripts/system-deps.sh'),
  alone('lock file usable by npm ci', 'node scripts/lock-platform-stubs.mjs --check'),
  // The facts typecheck and the unit tests read, written once before they start side by side
  // (`--ignore-scripts`: without their own `pre` runs of gen-facts, which would write the same files at once).
  alone('facts from the specifications (generated/facts/)', 'npm run gen-facts'),
  alone('OpenAPI lint, zh-tw API strings and the API pages of both locales', 'npm run gen-api'),
  alone('content and translation check', 'npm run check-content'),
  // The scratch site copies the generated API pages and builds its own site: it needs no build/.
  [
    [
      step(
        'the scratch site: a copy with a new set, a changed page and a new announcement, checked and built in zh-tw',
        'npm run scratch-site',
      ),
      step(
        "a new documentation set is one row: the scratch site's unit tests, content check and build",
        'npm run test:new-set',
      ),
    ],
    [step('typecheck', 'npm run typecheck --ignore-scripts')],
    [step('lint', 'npm run lint')],
    // The production build starts when the unit tests end, beside the scratch site's last steps
    // (its index and Markdown copies are written on one core) and the new-set test.
    [
      step('unit tests', 'npm run test:unit --ignore-scripts'),
      ...(process.env.SKIP_BUILD === '1'
        ? []
        : [
            step('production build (both locales, side by side)', 'npm run build:site'),
            step('CSP header and precompressed files for nginx', 'npm run postbuild'),
          ]),
    ],
  ],
  [
    [
      step(
        'search evaluation: recall at 8, MRR and empty answers per query class, every identifier of the specs (floors)',
        'npm run search:eval -- --check',
      ),
    ],
    [
      step(
        'upstream contracts: what we take from Docusaurus and its plugins outside their public API',
        'npm run test:contracts',
      ),
      step('API code samples run against a Prism mock of each spec', 'npm run check-samples'),
      step('MQTT programs and payloads of the manuals against a real broker (mosquitto, TLS)', 'npm run check-mqtt'),
    ],
  ],
  // Alone: the dev server's compilation and the timing of its hot update share the machine with nothing.
  alone('live preview: the dev server compiles cleanly and shows an edit without a reload', 'npm run test:live'),
  alone('end-to-end tests (Chromium)', 'npm run test:e2e'),
];

interface Outcome {
  step: Step;
  seconds: number;
  /** Side by side with other steps. */
  beside: boolean;
}

const outcomes: Outcome[] = [];
const runStarted = Date.now();
const env = { ...process.env, NO_UPDATE_NOTIFIER: '1' };
/** Process groups of the steps running side by side, stopped when one fails or the run is interrupted. */
const running = new Set<number>();
/** The first step that failed: the run stops there. */
let failed: Step | undefined;

function stopRunning(): void {
  for (const pid of running) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopRunning();
    process.exit(130);
  });
}

function printDurations(): void {
  const total = (Date.now() - runStarted) / 1000;
  const label = ({ step: { name }, beside }: Outcome): string => `${beside ? '| ' : '  '}${name}`;
  const width = Math.max(...outcomes.map((outcome) => label(outcome).length), 'total'.length + 2);
  console.log('\n=== steps by duration (| ran side by side with others; the total is the wall time)');
  for (const outcome of [...outcomes].sort((a, b) => b.seconds - a.seconds)) {
    console.log(
      `${label(outcome).padEnd(width)}  ${outcome.seconds.toFixed(0).padStart(5)} s  ${((100 * outcome.seconds) / total).toFixed(0).padStart(3)} %`,
    );
  }
  console.log(`${'  total'.padEnd(width)}  ${total.toFixed(0).padStart(5)} s`);
}

/** Runs one step; beside others, its output is kept and shown whole when it ends. Resolves to its exit status. */
function runStep(step: Step, beside: boolean): Promise<number> {
  const started = Date.now();
  if (!beside) console.log(`\n=== ${step.name}: ${step.command}`);
  const child = spawn(step.command, {
    shell: true,
    env,
    stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    // Its own process group, so that a failure beside it stops all of it.
    detached: beside,
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  if (beside && child.pid) running.add(child.pid);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      if (child.pid) running.delete(child.pid);
      const seconds = (Date.now() - started) / 1000;
      outcomes.push({ step, seconds, beside });
      const status = code ?? (signal ? 1 : 0);
      if (beside) {
        console.log(`\n=== ${step.name}: ${step.command} (ran side by side)`);
        process.stdout.write(Buffer.concat(output));
      }
      const verdict = status === 0 ? 'ok' : failed && signal ? 'stopped' : 'FAILED';
      console.log(`=== ${verdict}: ${step.name} (${seconds.toFixed(0)} s)`);
      resolve(status);
    });
  });
}

async function main(): Promise<void> {
  for (const stage of stages) {
    const beside = stage.length > 1;
    await Promise.all(
      stage.map(async (lane) => {
        for (const step of lane) {
          if (failed) return;
          const status = await runStep(step, beside);
          if (status !== 0 && !failed) {
            failed = step;
            stopRunning();
          }
        }
      }),
    );
    if (failed) break;
  }
  printDurations();
  if (failed) {
    console.error(`\n=== FAILED: ${failed.name}`);
    process.exit(1);
  }
}

void main();
