/**
 * How every browser of the tests and benchmarks is started: Debian's Chromium, no downloads.
 * `CHROMIUM_PATH` replaces the binary of both.
 */
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The readers' browser, Debian's `chromium` in headless mode: what `npm run bench` measures. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args,
};

/**
 * The end-to-end tests' browser: Debian's `chromium-headless-shell`, the same Chromium release
 * (Blink and V8 of the `chromium` package) without the browser around it, which is also what
 * Playwright itself runs headless tests on. A page load costs about 40 % less CPU than in the full
 * browser's headless mode (on this 2-core machine the suite drops by about that much), and
 * nothing the tests check differs.
 */
export const testBrowserLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args,
};
