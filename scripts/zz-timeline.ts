import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { createMockServer } from '../mock-server/server';
import { CHROMIUM_ARGS } from '../tests/e2e/playwright.config';
const ROOT = resolve(import.meta.dirname, '..');
const dist = process.argv[2] ?? join(ROOT, 'dist');
const path = process.argv[3] ?? '/system/configuration/data-bases';
const server = await createMockServer({ dataDir: mkdtempSync(join(tmpdir(), 'tl-')), port: 0, staticDir: dist });
const login = await fetch(`${server.url}/api/Auth/Login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ login: 'admin', password: 'Admin#2026' }) }).then((a) => a.json());
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
for (let run = 0; run < (Number(process.env.RUNS) || 3); run++) {
  const context = await browser.newContext();
  await context.addInitScript((s) => { localStorage.setItem('token', s.token); localStorage.setItem('auth_userId', String(s.userId)); localStorage.setItem('authenticated', 'true'); }, login.data);
  await context.addInitScript(() => {
    const w = window as unknown as { __rows?: number; __long: string[] };
    w.__long = [];
    new MutationObserver(() => { if (!w.__rows && document.querySelector('tbody tr')) w.__rows = performance.now(); }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__long.push(`${Math.round(e.startTime)}+${Math.round(e.duration)}`))).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  const t0 = Date.now();
  const events: string[] = [];
  page.on('request', (r) => events.push(`${String(Date.now() - t0).padStart(5)} > ${r.method()} ${new URL(r.url()).pathname}`));
  page.on('requestfinished', (r) => events.push(`${String(Date.now() - t0).padStart(5)} < ${new URL(r.url()).pathname}`));
  await page.goto(`${server.url}${path}`);
  await page.locator('tbody tr').first().waitFor();
  events.push(`${String(Date.now() - t0).padStart(5)} ROWS`);
  const perf = await page.evaluate(() => JSON.stringify({ rowsInDom: Math.round((window as unknown as { __rows: number }).__rows), long: (window as unknown as { __long: string[] }).__long }));
  console.log(run, perf); if (run === -1) console.log(events.join('\n'), perf);
  await context.close();
}
await browser.close();
await server.close();
