import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { promisify } from 'node:util';
import { afterAll, afterEach } from 'vitest';
import { forgetMenuAccess } from '../../src/auth/menuAccess';

// react-admin parts load several things in turn (a dialog, its references); a busy machine needs more than
// testing-library's default second before a `findBy` gives up
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  // vitest runs without globals, so testing-library cannot register its own cleanup
  cleanup();
  // the menu tree is cached per session in the module; each test starts a session of its own
  forgetMenuAccess();
});

/**
 * Files share their worker (vite.config.ts: no isolation), and a jsdom file's timers are Node's: one still pending
 * when the file ends (react-admin's debounced reference search, 500 ms) fired in the next file, where a node
 * environment has no `window`, and React crashed on it ("window is not defined", an unhandled error that fails the
 * run). So the timers a jsdom file starts are cleared when it ends.
 */
type Timers = { pending: Set<ReturnType<typeof setTimeout>> };
const fileTimers = ((globalThis as { __fileTimers?: Timers }).__fileTimers ??= { pending: new Set() });
if (!(globalThis.setTimeout as { fileTracked?: boolean }).fileTracked) {
  const { setTimeout: start, clearTimeout: clear } = globalThis;
  const tracking = ((callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    if (typeof window === 'undefined') return start(callback, delay, ...args);
    const handle = start((...values: unknown[]) => {
      fileTimers.pending.delete(handle);
      callback(...values);
    }, delay, ...args);
    fileTimers.pending.add(handle);
    return handle;
  }) as typeof setTimeout;
  // util.promisify(setTimeout) keeps working
  globalThis.setTimeout = Object.assign(tracking, { fileTracked: true, [promisify.custom]: (start as unknown as Record<symbol, unknown>)[promisify.custom] });
  globalThis.clearTimeout = ((handle?: ReturnType<typeof setTimeout>) => {
    if (handle !== undefined) fileTimers.pending.delete(handle);
    clear(handle);
  }) as typeof clearTimeout;
}
afterAll(() => {
  if (typeof window === 'undefined') return;
  fileTimers.pending.forEach((handle) => clearTimeout(handle));
  fileTimers.pending.clear();
});
