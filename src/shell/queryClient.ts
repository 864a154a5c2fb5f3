import { QueryClient } from '@tanstack/react-query';
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

/** The console's one query client (react-admin's and the screens' own queries share it). */
export const createQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: retryUnlessRefused } } });
