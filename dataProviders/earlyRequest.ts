import type { ApiRequest, Envelope, HttpClient } from './httpClient';

/** How long an early answer may wait for the call it was started for (older, it is not used: it may be stale). */
const FRESH_MS = 15_000;

const keyOf = ({ method = 'GET', path, base = 'api', query = {}, body = null }: ApiRequest) => JSON.stringify([method, path, base, query, body]);

/** the calls started early and not claimed yet, by request */
const started = new Map<string, { answer: Promise<unknown>; at: number }>();

/**
 * Starts a call before the code that needs it has loaded (main.tsx starts the first list of the opened address
 * and the published resources while the app's code downloads). The first identical call made through
 * `withEarlyAnswers` gets its answer, once; a failure is that call's failure.
 */
export const startEarly = (http: HttpClient, request: ApiRequest): void => {
  const answer = http(request);
  answer.catch(() => undefined); // nobody may claim it: not an unhandled rejection
  started.set(keyOf(request), { answer, at: Date.now() });
};

/**
 * The answer of a call started early, without claiming it (the call it was started for still gets it): what
 * src/boot/firstRows draws the first rows from before the app has run. Undefined when no such call was started.
 */
export const peekEarly = (request: ApiRequest): Promise<unknown> | undefined => started.get(keyOf(request))?.answer;

/** An HTTP client that hands an identical call the answer `startEarly` already asked for. */
export const withEarlyAnswers =
  (http: HttpClient): HttpClient =>
  <T,>(request: ApiRequest) => {
    const key = keyOf(request);
    const early = started.get(key);
    if (early) {
      started.delete(key);
      if (Date.now() - early.at < FRESH_MS) return early.answer as Promise<Envelope<T>>;
    }
    return http<T>(request);
  };
