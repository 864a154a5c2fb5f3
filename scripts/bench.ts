/**
 * `npm run bench`: what the console costs a user.
 *  - gzip bytes of the JS the browser loads for the sign-in page and for the databases list (every script
 *    index.html leads to, dynamic imports included), and of all JS in the build;
 *  - median of 5 cold loads, from navigation to the first rows of the databases list, in headless Chromium.
 * Uses the production build in dist/ (built first if missing) and a throw-away mock server.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { createMockServer } from '../mock-server/server';
import { CHROMIUM_ARGS } from '../tests/e2e/playwright.config';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
const RUNS = 5;

const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (!existsSync(join(DIST, 'index.html'))) execSync('npx vite build --logLevel warn', { cwd: ROOT, stdio: 'inherit' });

const allScripts = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
const allBytes = allScripts.reduce((sum, f) => sum + gzipBytes(join(DIST, 'assets', f)), 0);
/** gzip bytes of the build's scripts among the URLs a page requested */
const scriptBytes = (urls: string[]) =>
  [...new Set(urls.map((u) => new URL(u).pathname).filter((p) => p.endsWith('.js')))].reduce(
    (sum, path) => sum + gzipBytes(join(DIST, path)),
    0,
  );

const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-'));
const server = await createMockServer({ dataDir, port: 0, staticDir: DIST });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const loads: number[] = [];
let loginScripts: string[] = [];
let listScripts: string[] = [];
try {
  const loginContext = await browser.newContext();
  const loginPage = await loginContext.newPage();
  loginPage.on('request', (request) => loginScripts.push(request.url()));
  await loginPage.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
  await loginContext.close();

  const login = await fetch(`${server.url}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login: 'admin', password: 'Admin#2026' }),
  }).then((r) => r.json());
  const session = login.data;
  for (let run = 0; run < RUNS; run++) {
    // a new context has an empty cache: every load is cold
    const context = await browser.newContext();
    await context.addInitScript((s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('auth_userId', String(s.userId));
      localStorage.setItem('authenticated', 'true');
    }, session);
    const page = await context.newPage();
    if (run === 0) page.on('request', (request) => listScripts.push(request.url()));
    const start = performance.now();
    await page.goto(`${server.url}/system/configuration/data-bases`);
    await page.locator('tbody tr').first().waitFor({ state: 'visible', timeout: 30_000 });
    loads.push(performance.now() - start);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const count = (urls: string[]) => new Set(urls.filter((u) => u.endsWith('.js'))).size;
console.log('JS for the sign-in page (gzip):   ', kb(scriptBytes(loginScripts)), `(${count(loginScripts)} files)`);
console.log('JS for the databases list (gzip): ', kb(scriptBytes(listScripts)), `(${count(listScripts)} files)`);
console.log('All JS in the build (gzip):       ', kb(allBytes), `(${allScripts.length} files)`);
console.log(`Cold load to first databases rows, median of ${RUNS}:`, `${Math.round(median(loads))} ms`, `(runs: ${loads.map(Math.round).join(', ')} ms)`);
