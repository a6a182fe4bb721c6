/**
 * `npm test`: every check once, in order of cost, stopping at the first failure.
 * Debian packages -> lock file -> typecheck -> lint -> unit tests -> OpenAPI lint and API pages
 * -> content check -> production build (+ nginx files) -> upstream contracts -> search evaluation -> the scratch site
 * (a new set, release B) -> the new-set test -> API code samples against a mock -> MQTT against a real broker
 * -> live preview -> e2e.
 * (`npm run build` is gen-api, check-content and build:site, then postbuild: here each runs as its own step.)
 * Set SKIP_BUILD=1 to reuse an existing build/ for the e2e tests.
 */
import { spawnSync } from 'node:child_process';

const steps: Array<[string, string]> = [
  ['Debian packages (Chromium, sample toolchains)', 'bash scripts/system-deps.sh'],
  ['lock file usable by npm ci', 'node scripts/lock-platform-stubs.mjs --check'],
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['unit tests', 'npm run test:unit'],
  ['OpenAPI lint, zh-tw API strings and the API pages of both locales', 'npm run gen-api'],
  ['content and translation check', 'npm run check-content'],
  ...(process.env.SKIP_BUILD === '1'
    ? []
    : ([
        ['production build (both locales, side by side)', 'npm run build:site'],
        ['CSP header and precompressed files for nginx', 'npm run postbuild'],
      ] as Array<[string, string]>)),
  [
    'upstream contracts: what we take from Docusaurus and its plugins outside their public API',
    'npm run test:contracts',
  ],
  [
    'search evaluation: recall at 8, MRR and empty answers per query class, every identifier of the specs (floors)',
    'npm run search:eval -- --check',
  ],
  [
    'the scratch site: a copy with a new set, a changed page and a new announcement, checked and built in zh-tw',
    'npm run scratch-site',
  ],
  [
    "a new documentation set is one row: the scratch site's unit tests, content check and build",
    'npm run test:new-set',
  ],
  ['API code samples run against a Prism mock of each spec', 'npm run check-samples'],
  ['MQTT programs and payloads of the manuals against a real broker (mosquitto, TLS)', 'npm run check-mqtt'],
  ['live preview: the dev server compiles cleanly and shows an edit without a reload', 'npm run test:live'],
  ['end-to-end tests (Chromium)', 'npm run test:e2e'],
];

/** Seconds per step, printed as a table when the run ends (passed or failed). */
const durations: Array<[string, number]> = [];
const runStarted = Date.now();

function printDurations(): void {
  const total = (Date.now() - runStarted) / 1000;
  const width = Math.max(...durations.map(([name]) => name.length), 'total'.length);
  console.log('\n=== steps by duration');
  for (const [name, seconds] of [...durations].sort((a, b) => b[1] - a[1])) {
    console.log(
      `${name.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s  ${((100 * seconds) / total).toFixed(0).padStart(3)} %`,
    );
  }
  console.log(`${'total'.padEnd(width)}  ${total.toFixed(0).padStart(5)} s`);
}

for (const [name, command] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${command}`);
  const result = spawnSync(command, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
  });
  const seconds = (Date.now() - started) / 1000;
  durations.push([name, seconds]);
  if (result.status !== 0) {
    printDurations();
    console.error(`\n=== FAILED: ${name} (${seconds.toFixed(0)} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ok: ${name} (${seconds.toFixed(0)} s)`);
}
printDurations();
