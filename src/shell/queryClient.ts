import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isRefusal } from '../engine/saving/saveErrors';

const TRIES_AFTER_A_FAILURE = 3;

/**
 * Whether a failed read is asked again. A refusal (a 4xx: not allowed, not found, bad input) gives the same answer
 * the next time, so the screen shows its message at once instead of after react-query's three retries (about 7 s);
 * a timeout (408), too many requests (429), a server error or a lost connection is tried again, three times.
 */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  return !isRefusal(error) && failureCount < TRIES_AFTER_A_FAILURE;
}

/**
 * The console's one query client (react-admin's and the screens' own queries share it). A console opened with no
 * connection (issue 51: its files kept by the service worker) starts offline: react-query assumes online until the
 * browser's next `offline` event, and its reads would fail instead of waiting for the ones kept on the device.
 */
export const createQueryClient = () => {
  if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);
  const client = new QueryClient({ defaultOptions: { queries: { retry: retryUnlessRefused } } });
  // react-admin's session and permission reads (['auth', …]) ask the device, not the network (the session, the menu
  // tree kept by menuAccess.ts): offline they run too. The API's reads wait for the connection (paused), with what
  // the device kept meanwhile; tried offline, react-admin's edit page would take a failure for a missing record.
  client.setQueryDefaults(['auth'], { networkMode: 'always' });
  return client;
};
