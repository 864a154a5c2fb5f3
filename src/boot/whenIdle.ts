import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
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
const startedAt = Date.now();
let firstScreenDrawn = false;
let watching = false;
const listeners = new Set<() => void>();

/**
 * Watches the queries in flight (once per page) until the first screen has its data and the browser is idle, or
 * 1.5 s have passed. A change in the number of queries in flight cancels the idle wait and asks again.
 */
const watchFirstScreen = (queryClient: QueryClient) => {
  if (watching || firstScreenDrawn) return;
  watching = true;
  let inFlight = -1;
  let cancelIdle: (() => void) | undefined;
  const done = () => {
    window.clearTimeout(latest);
    cancelIdle?.();
    unsubscribe();
    firstScreenDrawn = true;
    listeners.forEach((listener) => listener());
  };
  const latest = window.setTimeout(done, Math.max(0, SHELL_WAITS_AT_MOST_MS - (Date.now() - startedAt)));
  const check = () => {
    const now = queryClient.isFetching();
    if (now === inFlight) return;
    inFlight = now;
    cancelIdle?.();
    cancelIdle = now > 0 ? undefined : whenIdle(done, 300);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(check);
  check();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const isDrawn = () => firstScreenDrawn;

/**
 * False until the first screen has its data and the browser is idle (or 1.5 s have passed): what the first
 * screen does not need (the footer, the Helper panel, the bell's and the footer's queries) waits on it, so
 * the rows the user came for are drawn first. Then true for good. A component using it renders again once, when
 * it turns true (not at each query that starts or ends: the shell around every page uses it).
 */
export const useAfterFirstScreen = (): boolean => {
  const queryClient = useQueryClient();
  const drawn = useSyncExternalStore(subscribe, isDrawn);
  useEffect(() => watchFirstScreen(queryClient), [queryClient]);
  return drawn;
};

/**
 * Runs `task` once the first screen is drawn (at once if it is already; when the browser is idle where no
 * signed-in layout watches for it). Returns a cancel function. For code that is not a component: the menu's icons.
 */
export const onFirstScreenDrawn = (task: () => void): (() => void) => {
  if (firstScreenDrawn) {
    task();
    return () => undefined;
  }
  if (!watching) return whenIdle(task);
  const listener = () => {
    listeners.delete(listener);
    task();
  };
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
