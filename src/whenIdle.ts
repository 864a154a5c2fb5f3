import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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

/** Past this, the shell is drawn even if the first screen's data is still on its way. */
const SHELL_WAITS_AT_MOST_MS = 1500;
let firstScreenDrawn = false;
const startedAt = Date.now();

/**
 * False until the first screen has its data and the browser is idle (or 1.5 s have passed): what the first
 * screen does not need (the footer, the Helper panel, the bell's and the footer's queries) waits on it, so
 * the rows the user came for are drawn first. Then true for good.
 */
export const useAfterFirstScreen = (): boolean => {
  const fetching = useIsFetching();
  const [drawn, setDrawn] = useState(firstScreenDrawn);
  useEffect(() => {
    if (drawn) return undefined;
    const done = () => {
      firstScreenDrawn = true;
      setDrawn(true);
    };
    if (firstScreenDrawn) return done();
    const left = SHELL_WAITS_AT_MOST_MS - (Date.now() - startedAt);
    const latest = window.setTimeout(done, Math.max(0, left));
    // a change in the number of queries in flight cancels this and asks again
    const cancelIdle = fetching > 0 ? undefined : whenIdle(done, 300);
    return () => {
      window.clearTimeout(latest);
      cancelIdle?.();
    };
  }, [fetching, drawn]);
  return drawn;
};
