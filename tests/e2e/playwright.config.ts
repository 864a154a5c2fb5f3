import { defineConfig } from '@playwright/test';

// No shared webServer: each worker starts its own mock server on its own port and data folder
// (support/fixtures.ts; ports from E2E_PORT, support/ports.ts), serving the e2e build named by E2E_DIST.

/**
 * The browser the tests drive: Debian's Chromium headless shell (scripts/ensure-chromium.sh), the same Chromium
 * without the whole browser's layers, as Playwright's own headless runs use. On this 2-core machine the suite is
 * CPU-bound (Chromium two thirds of it): three spec files took 2.9-3.3 min in the shell against 4.3 in
 * `chromium --headless`, the whole suite 24.4 min against 36.7-39.3. E2E_CHROMIUM=/usr/bin/chromium (WHOLE_BROWSER)
 * runs it in the whole browser.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** The whole browser (`ensure-chromium.sh chromium`): what the bench measures, as a user's Chromium loads the app. */
export const WHOLE_BROWSER = '/usr/bin/chromium';
export const TEST_BROWSER = process.env.E2E_CHROMIUM ?? HEADLESS_SHELL;

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The tests' browser runs JavaScript without V8's optimizing compiler (TurboFan; its baseline and mid-tier compilers
 * still run). A test's page lives for seconds to a minute: what TurboFan compiles on the side rarely pays back on two
 * cores busy with two workers. Paired runs of the same spec files, one with and one without it (7 files, 3 pairs;
 * 5 files, 4 pairs): 0.91 and 0.94 of the time. Not in CHROMIUM_ARGS: the bench measures the browser as users run it.
 */
const TEST_ONLY_ARGS = ['--js-flags=--no-opt'];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '.artifacts/results',
  globalSetup: './globalSetup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // One retry: a test that fails twice fails the run; one that passes on its retry is listed as "flaky" in the
  // output, to be read after every run. The retry runs in a new worker (a new server with the seed's data), so a
  // failure caused by another spec's records shows up there as flaky too: fix it, do not rely on the retry.
  retries: 1,
  // Run by `npm run test:screens` (E2E_SCREENS=1), not by `npm test`: tests tagged @screens only take screenshots for
  // review, and @review marks a second pass of a journey (another language or width) whose every assertion npm test
  // makes elsewhere (the kept pass, or a unit test over the other language's texts): both kept for a reviewer's run.
  grepInvert: process.env.E2E_SCREENS === '1' ? undefined : /@screens|@review/,
  // npm test (scripts/test.sh) also asks for the JSON report its time report reads
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: TEST_BROWSER, args: [...CHROMIUM_ARGS, ...TEST_ONLY_ARGS] },
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    reducedMotion: 'reduce',
    // the console's service worker (it keeps the built files for offline use, issue 51) would download every file in
    // the background of each test: only the offline spec, which needs it, allows it
    serviceWorkers: 'block',
    // a failed test's screenshot is taken by the page fixture (support/fixtures.ts), of the test's own page
    screenshot: 'off',
    // a failed test's retry keeps its trace: every action with the page's DOM, network and console at that moment.
    // Only the retry records one: recording costs every test, passing or not (the smoke spec: 3.8 min with a trace
    // kept on failure, 3.5 with one on retry). Not its screencast: the frames kept Chromium's compositor busy (the
    // smoke and users specs: 4.0 min with them, 2.6 without). On 2 cores the suite is CPU-bound.
    trace: { mode: 'on-first-retry', screenshots: false, snapshots: true, sources: true },
  },
});
