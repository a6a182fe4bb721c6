/**
 * `npm test`: every check once, in order of cost, stopping at the first failure.
 * Debian packages -> lock file -> typecheck -> lint -> unit tests -> OpenAPI lint and API pages
 * -> content check -> production build (+ nginx files) -> upstream contracts -> search evaluation -> a new set in a scratch copy -> API code samples against a mock -> MQTT against a real broker
 * -> live preview -> e2e.
 * (`npm run build` is gen-api, check-content and docusaurus build: here each runs as its own step.)
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
        ['production build (both locales)', 'npx docusaurus build'],
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
  ['a new documentation set in a scratch copy: unit tests, content check, zh-tw build', 'npm run test:new-set'],
  ['API code samples run against a Prism mock of each spec', 'npm run check-samples'],
  ['MQTT programs and payloads of the manuals against a real broker (mosquitto, TLS)', 'npm run check-mqtt'],
  ['live preview: the dev server compiles cleanly and shows an edit without a reload', 'npm run test:live'],
  ['end-to-end tests (Chromium)', 'npm run test:e2e'],
];

for (const [name, command] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${command}`);
  const result = spawnSync(command, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.error(`\n=== FAILED: ${name} (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ok: ${name} (${seconds} s)`);
}
