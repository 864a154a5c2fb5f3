/**
 * `npm run bench` (reports, issue 12): what running a report costs.
 *  - a 1,000-row report (the seeded "Productos del catálogo por peso", limit 1000): the server's time (its own
 *    elapsedMs and the HTTP round trip), median and p95 of RUNS; and the time to rows shown in the viewer, from the
 *    Execute click to the first row of the result in the page (the page's own clock), median of 5. Target <= 300 ms.
 *  - the 100,000-row limit case: a script of 150,000 rows asked with limit 10,000,000: the server caps the answer at
 *    100,000 rows and answers within the 5 s time limit.
 * Uses the production build in dist/ (scripts/bench.ts builds it; built here when missing; BENCH_DIST names another)
 * and a throw-away mock server.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { createMockServer } from '../mock-server/shell/server';
import { CHROMIUM_ARGS, WHOLE_BROWSER } from '../tests/e2e/playwright.config';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = resolve(ROOT, process.env.BENCH_DIST ?? 'dist');
const RUNS = 20;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))];

if (!existsSync(join(DIST, 'index.html'))) execSync('npx vite build --logLevel warn', { cwd: ROOT, stdio: 'inherit' });

const dataDir = mkdtempSync(join(tmpdir(), 'reports-bench-'));
const server = await createMockServer({ dataDir, port: 0, staticDir: DIST });
const post = async (path: string, body: unknown, token?: string) => {
  const answer = await fetch(`${server.url}/api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: await answer.json() };
};
const session = (await post('Auth/Login', { login: 'admin', password: 'Admin#2026' })).body.data as { token: string; userId: number };
const PRODUCTS = { reportId: 19, parameters: [{ column: 'peso', value: 0 }, { column: 'sku', value: '' }] };

try {
  // 1,000 rows, server side
  const roundTrips: number[] = [];
  const serverMs: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const started = performance.now();
    const answer = await post('Report/ExecuteReport?limit=1000', PRODUCTS, session.token);
    if (answer.status !== 200 || answer.body.data.rows.length !== 1000) throw new Error(`unexpected answer: ${answer.status} ${answer.body.message}`);
    if (run === 0) continue; // warm-up
    roundTrips.push(performance.now() - started);
    serverMs.push(answer.body.data.elapsedMs);
  }

  // 1,000 rows, in the viewer: Execute click to the first row shown
  const browser = await chromium.launch({ executablePath: WHOLE_BROWSER, args: CHROMIUM_ARGS });
  const shown: number[] = [];
  try {
    for (let run = 0; run <= 5; run++) {
      const context = await browser.newContext();
      await context.addInitScript((s) => {
        localStorage.setItem('token', s.token);
        localStorage.setItem('auth_userId', String(s.userId));
        localStorage.setItem('authenticated', 'true');
      }, session);
      const page = await context.newPage();
      await page.goto(`${server.url}/system/report/report-view?id=19&url=${encodeURIComponent('/api/')}`);
      const execute = page.getByRole('button', { name: 'Execute' });
      await execute.waitFor();
      await page.evaluate(() => {
        const mark = window as unknown as { clickedAt?: number; shownAt?: number };
        document.addEventListener('click', () => (mark.clickedAt = performance.now()), { capture: true, once: true });
        new MutationObserver((_m, observer) => {
          if (mark.clickedAt === undefined || !document.querySelector('main table[aria-label="Report viewer"] tbody tr')) return;
          mark.shownAt = performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      await execute.click();
      await page.locator('main table[aria-label="Report viewer"] tbody tr').first().waitFor({ timeout: 30_000 });
      const ms = await page.evaluate(() => {
        const mark = window as unknown as { clickedAt: number; shownAt: number };
        return mark.shownAt - mark.clickedAt;
      });
      if (run > 0) shown.push(ms);
      await context.close();
    }
  } finally {
    await browser.close();
  }

  // the 100,000-row limit case
  const saved = await post('Report/SaveReportConfiguration', {
    reportId: 0, name: 'Bench 150000', alias: 'bench_150000', api: '/api/', connectionString: 'bench', data_Base: 1, typeBD: 2,
    script: 'select g as n, md5(g::text) as texto, current_date - (g % 365) as fecha from generate_series(1, 150000) g',
  }, session.token);
  await post('Permission/SaveUserPermint', { idTable: saved.body.data, tableType: 1, users: [session.userId] }, session.token);
  const started = performance.now();
  const big = await post('Report/ExecuteReport?limit=10000000', { reportId: saved.body.data }, session.token);
  const bigMs = performance.now() - started;

  const ms = (n: number) => `${Math.round(n)} ms`;
  console.log(`Report of 1,000 rows, server (elapsedMs), median/p95 of ${RUNS}: ${ms(median(serverMs))} / ${ms(p95(serverMs))}`);
  console.log(`Report of 1,000 rows, HTTP round trip, median/p95 of ${RUNS}:   ${ms(median(roundTrips))} / ${ms(p95(roundTrips))}`);
  console.log(`Report of 1,000 rows, Execute to rows shown, median of 5:      ${ms(median(shown))} (runs: ${shown.map(Math.round).join(', ')}; target <= 300 ms)`);
  console.log(`Limit case (150,000-row script, limit 10,000,000 asked): HTTP ${big.status}, ${big.body.data?.rows.length ?? 0} rows (limit ${big.body.data?.limit}, truncated ${big.body.data?.truncated}), ${ms(bigMs)} (server ${big.body.data?.elapsedMs} ms; time limit 5000 ms)`);
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
