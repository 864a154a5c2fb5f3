/**
 * Cold loads with no DevTools protocol attached while the page runs. Playwright attaches it from the browser's start,
 * and with it attached every exception thrown, even one caught at once, makes V8 re-parse the script it was thrown in
 * to place it (36-44 ms for a 1.5 MB script, against 1.4-2.0 ms in a browser without DevTools: lodash, get-intrinsic
 * and others throw on purpose as they load). Here Chromium opens the screen itself and is asked over CDP only once it
 * is done; the page notes its own times (a script written at the top of a copy of the build's index.html).
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { sessionEntries, type LoginAnswer } from '../src/shell/auth/session';

/** Notes when rows first show (drawn early or by the app) and when the app's own show, on <html data-…>. */
const TIMES = `<script>(function () {
  var html = document.documentElement;
  new MutationObserver(function (_, observer) {
    if (!document.querySelector('tbody tr')) return;
    html.setAttribute('data-first', String(performance.now()));
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
  new MutationObserver(function (_, observer) {
    var root = document.getElementById('root');
    if (!root || !root.querySelector('tbody tr') || getComputedStyle(root).visibility === 'hidden') return;
    html.setAttribute('data-rows', String(performance.now()));
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
})();</script>`;

/** A copy of a build whose index.html notes the times (and with no service worker: a cold load is measured). */
export const timedCopy = (dist: string): string => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-untraced-'));
  cpSync(dist, dir, { recursive: true });
  rmSync(join(dir, 'sw.js'), { force: true });
  const index = join(dir, 'index.html');
  writeFileSync(index, readFileSync(index, 'utf8').replace('<head>', `<head>${TIMES}`));
  return dir;
};

/** Removes a folder this module made (a copy, a profile). */
export const removeCopy = (dir: string) => {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  } catch {
    // a browser's helper may still write there: left in the temporary folder
  }
};

/** Runs Chromium on `url` with a profile of its own until `wait` resolves, then stops it (unless it has exited). */
const withChromium = async <T>(executable: string, profile: string, port: number, url: string, wait: (exited: Promise<unknown>) => Promise<T>): Promise<T> => {
  const browser = spawn(executable, ['--headless', '--no-sandbox', '--disable-gpu', `--user-data-dir=${profile}`, `--remote-debugging-port=${port}`, url], { stdio: 'ignore' });
  const exited = new Promise((done) => browser.once('exit', done));
  try {
    return await wait(exited);
  } finally {
    if (browser.exitCode === null && browser.signalCode === null) browser.kill('SIGTERM');
    await exited;
  }
};

const connect = async (port: number) => {
  for (let attempt = 0; ; attempt++) {
    try {
      return await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    } catch (error) {
      if (attempt > 50) throw error;
      await new Promise((later) => setTimeout(later, 100));
    }
  }
};

/**
 * One cold load of `origin + path` signed in as `session`: the session is stored by a first run of the same profile
 * (on a file of the origin that loads nothing), its caches then emptied; the second run opens the screen untraced and
 * is read after `settleMs`. Returns when rows first showed and when the app's own did (ms from navigation).
 */
export const untracedColdLoad = async (
  executable: string,
  origin: string,
  path: string,
  session: LoginAnswer,
  port: number,
  settleMs = 5000,
): Promise<{ first: number; rows: number }> => {
  const profile = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  try {
    await withChromium(executable, profile, port, 'about:blank', async (exited) => {
      const cdp = await connect(port);
      const page = cdp.contexts()[0].pages()[0] ?? (await cdp.contexts()[0].newPage());
      await page.goto(`${origin}/favicon.ico`);
      await page.evaluate((entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)), sessionEntries(session));
      // Chromium writes localStorage to disk lazily: a kill may come first, and the next run then has no session (the
      // sign-in page, no rows); closed through the protocol, it writes it before it exits
      await (await cdp.newBrowserCDPSession()).send('Browser.close').catch(() => undefined);
      await exited;
    });
    for (const cache of ['Cache', 'Code Cache']) removeCopy(join(profile, 'Default', cache));
    return await withChromium(executable, profile, port, `${origin}${path}`, async () => {
      await new Promise((settled) => setTimeout(settled, settleMs));
      const cdp = await connect(port);
      const page = cdp.contexts()[0].pages().find((open) => open.url().startsWith(origin));
      const times = await page?.evaluate(() => ({ first: Number(document.documentElement.dataset.first), rows: Number(document.documentElement.dataset.rows) }));
      const shown = page?.url() ?? `no page of the origin (${cdp.contexts()[0].pages().map((open) => open.url()).join(', ')})`;
      await cdp.close();
      if (!times || !Number.isFinite(times.rows)) throw new Error(`no rows at ${origin}${path} within ${settleMs} ms (showing ${shown})`);
      return times;
    });
  } finally {
    removeCopy(profile);
  }
};

/** A port nobody listens on now (for Chromium's DevTools endpoint). */
export const freePort = (): Promise<number> =>
  new Promise((found, failed) => {
    const server = createServer();
    server.once('error', failed);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => found(port));
    });
  });

