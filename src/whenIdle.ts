/**
 * Runs `task` once the browser is idle (or after `timeout` ms at the latest): work the first screen does not need
 * (a socket, code for later screens) waits until the first rows are drawn. Returns a cancel function.
 */
export const whenIdle = (task: () => void, timeout = 2000): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
};
