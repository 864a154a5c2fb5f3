// A quick probe, not a test: main-thread time to show 1,000 rows on one page of the warehouses list.
// Needs a mock server with enough warehouses, e.g.:
//   DATA_DIR=/tmp/probe PORT=3450 SEED_ROWS=2000 STATIC_DIR=dist-e2e-engine node --import tsx mock-server/reset.ts
//   DATA_DIR=/tmp/probe PORT=3450 STATIC_DIR=dist-e2e-engine node --import tsx mock-server/main.ts
// then: PROBE_URLS=http://127.0.0.1:3450 node --import tsx scripts/probe-long-list.ts
// Several comma-separated servers (e.g. a build before a change and one after) are measured alternately.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, WHOLE_BROWSER } from '../tests/e2e/playwright.config';
import { sessionEntries } from '../src/shell/auth/session';

const bases = (process.env.PROBE_URLS ?? 'http://127.0.0.1:3450').split(',');
const ROWS = Number(process.env.PROBE_ROWS ?? 1000);
const RUNS = Number(process.env.PROBE_RUNS ?? 5);

const browser = await chromium.launch({ executablePath: WHOLE_BROWSER, args: CHROMIUM_ARGS });

interface Run {
  task: number;
  script: number;
  layout: number;
  wall: number;
  rowsInDom: number;
}

/** A signed-in page on one server, with the CDP metrics the measure reads. */
const openProbe = async (base: string) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const login = await page.request.post(`${base}/api/Auth/Login`, { data: { login: 'admin', password: 'Admin#2026' } });
  const { data } = await login.json();
  await page.goto(`${base}/api/Company/Info`);
  await page.evaluate((entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)), sessionEntries(data));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async () => {
    const { metrics: list } = await cdp.send('Performance.getMetrics');
    return Object.fromEntries(list.map((m: { name: string; value: number }) => [m.name, m.value]));
  };
  const measure = async (): Promise<Run> => {
    // the list at its usual 10 rows, then the same list at 1,000 rows a page: only that change is measured
    await page.goto(`${base}/warehouses?perPage=10&page=1`);
    await page.locator('tbody tr').nth(9).waitFor();
    await page.waitForTimeout(500);
    const before = await metrics();
    const started = Date.now();
    await page.evaluate((rows) => {
      window.history.pushState({}, '', `/warehouses?perPage=${rows}&page=1`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, ROWS);
    // the page of 1,000 is shown, and the table has stopped changing for half a second
    await page.waitForFunction((rows) => document.body.innerText.includes(`1-${rows} of`), ROWS, { timeout: 120_000 });
    // (a string: tsx would wrap a function's inner names in a helper the page does not have)
    await page.waitForFunction(
      `new Promise((resolve) => {
        const size = () => document.querySelectorAll('tbody tr').length + document.body.innerText.length;
        const first = size();
        setTimeout(() => resolve(size() === first), 500);
      })`,
      undefined,
      { polling: 100, timeout: 120_000 },
    );
    const after = await metrics();
    return {
      task: (after.TaskDuration - before.TaskDuration) * 1000,
      script: (after.ScriptDuration - before.ScriptDuration) * 1000,
      layout: (after.LayoutDuration + after.RecalcStyleDuration - before.LayoutDuration - before.RecalcStyleDuration) * 1000,
      wall: Date.now() - started,
      rowsInDom: await page.locator('tbody tr').count(),
    };
  };
  return measure;
};

const probes = await Promise.all(bases.map(openProbe));
const results: Run[][] = bases.map(() => []);
for (let run = 0; run < RUNS; run++) {
  for (const [index, measure] of probes.entries()) results[index].push(await measure());
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [index, base] of bases.entries()) {
  const runs = results[index];
  console.log(`${base}: ${JSON.stringify(runs.map((r) => Math.round(r.task)))}`);
  console.log(
    `  median of ${RUNS}: main-thread ${Math.round(median(runs.map((r) => r.task)))} ms ` +
      `(script ${Math.round(median(runs.map((r) => r.script)))} ms, style+layout ${Math.round(median(runs.map((r) => r.layout)))} ms), ` +
      `rows in the DOM ${median(runs.map((r) => r.rowsInDom))}`,
  );
}
await browser.close();
