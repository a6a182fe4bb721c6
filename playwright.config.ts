import os from 'node:os';
import { defineConfig } from '@playwright/test';
import { testBrowserLaunchOptions } from './tooling/testing/chromium';

/**
 * The built site is served by nginx with the production configuration (deploy/nginx/, `npm run
 * serve:prod`); Debian's Chromium runs the tests (no browser download).
 */
export const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: './tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // One worker per core, and the same in CI and by hand (`.ci/run` sets CI=true; nothing here reads it).
  workers: os.availableParallelism(),
  retries: 0,
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test keeps its trace (actions, console, network) and a screenshot. The trace takes no
    // DOM snapshots nor screencast: recorded for every test and thrown away on success, they doubled
    // the suite's time (search, reader's checklist and Markdown specs: 183 s with them, 96 s without).
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: testBrowserLaunchOptions,
    // The portal's service worker (offline reading) would serve later loads of a test from its
    // caches; tests/e2e/offline.spec.ts, which is about it, allows it.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: /liveEdit\.spec\.ts$/ },
    // The dev server and a hot update (`npm run test:live`), run on its own before the others.
    { name: 'live-preview', use: { browserName: 'chromium' }, testMatch: /liveEdit\.spec\.ts$/ },
  ],
  webServer: {
    command: `npx tsx scripts/serve-prod.ts --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    // A server already on the port fails the run: it may serve another build than the one tested.
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
