/**
 * Thousands of hostile request targets, generated, sent byte for byte (tests/e2e/rawHttp.ts) to
 * nginx with the production configuration and to the preview server (`npm run serve`): no answer
 * is a 5xx, no redirect leaves the site, and every redirect's target answers 200 or 404 at once.
 *
 * A fixed seed and a fixed number of runs, so that a failure is the same failure on every machine;
 * fast-check shrinks a failing target to a short one and prints it with the seed. More runs or
 * another seed: `PROPERTY_RUNS=20000 PROPERTY_SEED=7 npx playwright test hostileUrls`.
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import fc from 'fast-check';
import { PORT } from '../../playwright.config';
import { ROOT } from '../../tooling/content/files';
import { startPreviewServer } from '../../tooling/serving/previewServer';
import { expect, test } from './fixtures';
import { rawGet } from './rawHttp';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 2_000);
const SEED = Number(process.env.PROPERTY_SEED ?? 28);

const char = (from: number, to: number): fc.Arbitrary<string> =>
  fc.integer({ min: from, max: to }).map((code) => String.fromCodePoint(code));

/** Where the path starts: one slash, runs of slashes and backslashes, raw or percent-encoded, or an absolute URL. */
const start = fc.constantFrom(
  '/',
  '//',
  '///',
  '/\\',
  '\\',
  '\\\\',
  '/\\/',
  '/%2F',
  '/%2f/',
  '/%5C',
  '/%5c%5c',
  'http://evil.com/',
  'http://evil.com//',
);

/** What goes between the pieces. */
const separator = fc.constantFrom('/', '/', '/', '//', '\\', '/\\', '%2F', '%5C', '%2F%2F', '/%5C/', '');

const piece = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      'evil.com',
      'EdgeHub',
      'zh-tw',
      'Introduction',
      'What_is_EdgeHub',
      'APIs',
      'assets',
      'js',
      'docs',
      'weda',
      'index.html',
      '.html',
      'x.html',
      '..',
      '.',
      '%2E%2E',
      '%2e',
      '.nginx',
      'search',
      'llms.txt',
      'a.md',
      '%00',
      '%',
      '%E0%A4%A',
      '%09',
      '%0A',
      '%0D%0A',
      '%20',
      '%7F',
      '%C0%AF',
      '%E6%96%87',
      '#frag',
      ';x',
      '@evil.com',
      ':443',
      'javascript:alert(1)',
    ),
  },
  // Tabs and control characters raw (not CR or LF, which end the request line: that is another
  // request, not another path); any Unicode; long runs.
  { weight: 2, arbitrary: fc.oneof(char(0, 9), char(11, 12), char(14, 0x1f), fc.constant('\x7f'), fc.constant(' ')) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }).map((text) => text.replace(/[\r\n]/g, '')) },
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 3_000 }).map((length) => 'a/'.repeat(length / 2)) },
);

const query = fc.option(
  fc
    .array(fc.oneof(piece, fc.constantFrom('=', '&', '?', '/', '//evil.com', '\\evil.com', 'next=//evil.com')), {
      maxLength: 5,
    })
    .map((parts) => `?${parts.join('')}`),
  { nil: '' },
);

const hostileTarget: fc.Arbitrary<string> = fc
  .tuple(
    start,
    fc.array(fc.tuple(piece, separator), { maxLength: 8 }),
    fc.constantFrom('', '/', '//', '\\', '.html', '/index.html'),
    query,
  )
  .map(([head, parts, tail, search]) => `${head}${parts.map(([part, sep]) => part + sep).join('')}${tail}${search}`);

/** A target as the failure message shows it: quoted, long ones cut. */
const shown = (target: string): string =>
  JSON.stringify(
    target.length > 160 ? `${target.slice(0, 80)}…(${target.length} characters)…${target.slice(-40)}` : target,
  );

/** Asserts the property for one target; throws with the target and what went wrong. */
async function answersSafely(port: number, target: string): Promise<void> {
  const origin = `http://127.0.0.1:${port}`;
  const answer = await rawGet(port, target);
  expect(answer.status, `GET ${shown(target)}`).toBeLessThan(500);
  if (answer.status < 300 || answer.status >= 400) return;
  const location = answer.headers.location ?? '';
  // What a browser does with it: WHATWG URL parsing, which also drops tabs and newlines.
  expect(new URL(location, `${origin}/`).origin, `GET ${shown(target)} → Location ${shown(location)}`).toBe(origin);
  expect(location, `GET ${shown(target)}: Location is a path with a single leading /`).toMatch(
    /^\/(?![/\\])[^\t\r\n]*$/,
  );
  const followed = await rawGet(port, location);
  expect([200, 404], `GET ${shown(target)} → ${shown(location)} → ${followed.status}`).toContain(followed.status);
}

const check = (port: number): Promise<void> =>
  fc.assert(
    fc.asyncProperty(hostileTarget, (target) => answersSafely(port, target)),
    { seed: SEED, numRuns: RUNS, endOnFailure: false },
  );

test.describe.configure({ timeout: 300_000 });

test(`nginx: ${RUNS} generated targets, none redirects off the site or fails with a 5xx`, async () => {
  await check(PORT);
});

test(`preview server: ${RUNS} generated targets, none redirects off the site or fails with a 5xx`, async () => {
  const server: http.Server = startPreviewServer({ root: path.join(ROOT, 'build'), port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  try {
    await check((server.address() as AddressInfo).port);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
