import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { promisify } from 'node:util';
import { afterAll, afterEach } from 'vitest';
import { loadsInFlight } from '../../src/engine/lazyComponent';
import { forgetMenuAccess } from '../../src/shell/auth/menuAccess';
import { TEST_SHARED_BUFFERS } from '../support/testDatabase';

// the test servers' buffer pool (support/testDatabase.ts); a server process a test spawns inherits it
process.env.DB_SHARED_BUFFERS ??= TEST_SHARED_BUFFERS;

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
 * run). So the timers and intervals a jsdom file starts are cleared when it ends.
 */
type Handle = ReturnType<typeof setTimeout>;
type Timers = { timeouts: Set<Handle>; intervals: Set<Handle> };
const fileTimers = ((globalThis as { __fileTimers?: Timers }).__fileTimers ??= { timeouts: new Set(), intervals: new Set() });
if (!(globalThis.setTimeout as { fileTracked?: boolean }).fileTracked) {
  const { setTimeout: start, clearTimeout: clear, setInterval: repeat, clearInterval: stop } = globalThis;
  const tracking = ((callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    if (typeof window === 'undefined') return start(callback, delay, ...args);
    const handle = start((...values: unknown[]) => {
      fileTimers.timeouts.delete(handle);
      callback(...values);
    }, delay, ...args);
    fileTimers.timeouts.add(handle);
    return handle;
  }) as typeof setTimeout;
  // util.promisify(setTimeout) keeps working
  globalThis.setTimeout = Object.assign(tracking, { fileTracked: true, [promisify.custom]: (start as unknown as Record<symbol, unknown>)[promisify.custom] });
  globalThis.clearTimeout = ((handle?: Handle) => {
    if (handle !== undefined) fileTimers.timeouts.delete(handle);
    clear(handle);
  }) as typeof clearTimeout;
  globalThis.setInterval = ((callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    const handle = repeat(callback, delay, ...args);
    if (typeof window !== 'undefined') fileTimers.intervals.add(handle);
    return handle;
  }) as typeof setInterval;
  globalThis.clearInterval = ((handle?: Handle) => {
    if (handle !== undefined) fileTimers.intervals.delete(handle);
    stop(handle);
  }) as typeof clearInterval;
}
// a lazy registry entry a screen preloaded finishes loading in this file's page: the files share their modules, and
// an import still running when the page goes fails the next file ("after the environment was torn down")
afterAll(async () => {
  await Promise.all(loadsInFlight());
});
afterAll(() => {
  if (typeof window === 'undefined') return;
  fileTimers.timeouts.forEach((handle) => clearTimeout(handle));
  fileTimers.timeouts.clear();
  fileTimers.intervals.forEach((handle) => clearInterval(handle));
  fileTimers.intervals.clear();
});
