/**
 * `npm run bench`: what the console costs a user, in one run.
 *  - gzip bytes of the JS the browser loads for the sign-in page, for the databases list, and for each business
 *    line's first screen (every script the page requests), and of all JS in the build;
 *  - cold load, from navigation to the first rows of the databases list in the page, against the one-resource react-admin
 *    app of bench/baseline-app (same dependencies, same mock server, same data), measured alternately, median of 7.
 * Builds both apps first (production builds), then serves each from its own throw-away mock server.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { createMockServer } from '../mock-server/server';
import { LINES } from '../src/lines';
import { CHROMIUM_ARGS } from '../tests/e2e/playwright.config';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
const BASELINE_DIST = join(ROOT, 'bench/baseline-app/dist');
const RUNS = 7;
/**
 * what a line's first screen shows once its data is there: table rows, a form, a list's items, the select a
 * screen starts from (the upload screen: its file input comes once a type is chosen), or the status saying a
 * list is empty (the Resource Designer's, on the seed)
 */
const FIRST_CONTENT = 'main :is(tbody tr, form, [role="listitem"], [role="combobox"], [role="status"])';

const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

execSync('npx vite build --logLevel warn', { cwd: ROOT, stdio: 'inherit' });
execSync('npx vite build -c bench/baseline-app/vite.config.ts --logLevel warn', { cwd: ROOT, stdio: 'inherit' });

/** gzip bytes and count of the build's scripts among the URLs a page requested */
const scripts = (dist: string, urls: string[]) => {
  const paths = [...new Set(urls.map((url) => new URL(url).pathname).filter((path) => path.endsWith('.js')))];
  return { bytes: paths.reduce((sum, path) => sum + gzipBytes(join(dist, path)), 0), files: paths.length };
};
const allScripts = readdirSync(join(DIST, 'assets')).filter((file) => file.endsWith('.js'));
const allBytes = allScripts.reduce((sum, file) => sum + gzipBytes(join(DIST, 'assets', file)), 0);

const startServer = async (staticDir: string) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-'));
  const server = await createMockServer({ dataDir, port: 0, staticDir });
  const login = await fetch(`${server.url}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login: 'admin', password: 'Admin#2026' }),
  }).then((answer) => answer.json());
  const close = async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url: server.url, session: login.data as { token: string; userId: number }, close };
};
type Served = Awaited<ReturnType<typeof startServer>>;

/**
 * One cold load (a new browser context has an empty cache) until `selector` is in the page; the scripts it asked
 * for. The time is the page's own clock (from navigation start to the moment the element was inserted, seen by a
 * MutationObserver), so the test harness's polling adds nothing to it.
 */
const coldLoad = async (browser: Browser, served: Served, path: string, selector = 'tbody tr') => {
  const context = await browser.newContext();
  await context.addInitScript(
    ({ session, selector: wanted }) => {
      localStorage.setItem('token', session.token);
      localStorage.setItem('auth_userId', String(session.userId));
      localStorage.setItem('authenticated', 'true');
      const mark = window as unknown as { shownAt?: number };
      new MutationObserver((_, observer) => {
        if (!document.querySelector(wanted)) return;
        mark.shownAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    },
    { session: served.session, selector },
  );
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`${served.url}${path}`);
  await page.locator(selector).first().waitFor({ state: 'attached', timeout: 30_000 });
  const ms = await page.evaluate(() => (window as unknown as { shownAt: number }).shownAt);
  // what was asked for before the element showed (later loads, such as the socket, are not the screen's cost)
  const beforeShown = await page.evaluate(
    (shownAt) => performance.getEntriesByType('resource').filter((entry) => entry.startTime <= shownAt).map((entry) => entry.name),
    ms,
  );
  await page.waitForLoadState('networkidle');
  await context.close();
  return { ms, requested, beforeShown };
};

const ours = await startServer(DIST);
const baseline = await startServer(BASELINE_DIST);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const oursMs: number[] = [];
const baselineMs: number[] = [];
try {
  const signIn = await browser.newContext();
  const signInPage = await signIn.newPage();
  const signInUrls: string[] = [];
  signInPage.on('request', (request) => signInUrls.push(request.url()));
  await signInPage.goto(`${ours.url}/login`, { waitUntil: 'networkidle' });
  await signIn.close();
  const signInJs = scripts(DIST, signInUrls);

  const lineScreens: Array<[string, ReturnType<typeof scripts>]> = [];
  for (const line of LINES) {
    // a line whose first screen never shows its content is named, instead of a bare timeout
    const load = await coldLoad(browser, ours, line.home, FIRST_CONTENT).catch((error: unknown) => {
      throw new Error(`the ${line.name} line's first screen (${line.home}) showed no ${FIRST_CONTENT} in 30 s`, { cause: error });
    });
    lineScreens.push([`${line.name} (${line.home})`, scripts(DIST, load.beforeShown)]);
  }

  // one warm-up load of each, then alternately: the machine's load at a given moment weighs on both alike
  await coldLoad(browser, ours, '/system/configuration/data-bases');
  await coldLoad(browser, baseline, '/#/databases');
  let listJs = scripts(DIST, []);
  for (let run = 0; run < RUNS; run++) {
    const mine = await coldLoad(browser, ours, '/system/configuration/data-bases');
    oursMs.push(mine.ms);
    if (run === 0) listJs = scripts(DIST, mine.beforeShown);
    baselineMs.push((await coldLoad(browser, baseline, '/#/databases')).ms);
  }
  const baselineJs = scripts(BASELINE_DIST, (await coldLoad(browser, baseline, '/#/databases')).beforeShown);

  const line = (label: string, { bytes, files }: { bytes: number; files: number }) =>
    console.log(`${label.padEnd(44)} ${kb(bytes).padStart(10)}  (${files} files)`);
  line('JS for the sign-in page (gzip)', signInJs);
  line('JS for the databases list (gzip)', listJs);
  for (const [name, js] of lineScreens) line(`JS for the ${name} line's first screen`, js);
  console.log('  (the JS a screen loaded before it showed; code it loads afterwards, when idle, is not counted)');
  line('All JS in the build (gzip)', { bytes: allBytes, files: allScripts.length });
  line('JS for the one-resource app\'s list (gzip)', baselineJs);
  const mineMedian = median(oursMs);
  const baselineMedian = median(baselineMs);
  console.log(`Cold load to first databases rows, median of ${RUNS}: ${Math.round(mineMedian)} ms (runs: ${oursMs.map(Math.round).join(', ')})`);
  console.log(`One-resource react-admin app, median of ${RUNS}:      ${Math.round(baselineMedian)} ms (runs: ${baselineMs.map(Math.round).join(', ')})`);
  console.log(`Ratio (console / one-resource app): ${(mineMedian / baselineMedian).toFixed(2)}x`);
} finally {
  await browser.close();
  await ours.close();
  await baseline.close();
}
