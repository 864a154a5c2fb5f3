import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The shared server for the specs; specs that restart a server start their own (support/mockServer.ts). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3101);
/** the e2e build to serve (helpers working in parallel may each build their own) */
const E2E_DIST = process.env.E2E_DIST ?? 'dist-e2e';
const dataDir = join(tmpdir(), `console-e2e-shared-${E2E_PORT}`);

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

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '.artifacts/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  webServer: {
    // a fresh seed every run, then the same server `npm start` runs, serving the e2e build
    command: 'node --import tsx mock-server/reset.ts && node --import tsx mock-server/main.ts',
    cwd: '../..',
    url: `http://127.0.0.1:${E2E_PORT}/api/Company/Info`,
    env: { PORT: String(E2E_PORT), DATA_DIR: dataDir, STATIC_DIR: E2E_DIST },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
