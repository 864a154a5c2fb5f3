/**
 * Where a request's time goes under load (issue 37: "find where the tail comes from"), from the bench's own record
 * of each request it sent (when it was sent and answered) and the server's (mock-server/core/timing.ts: when the server
 * began it, and its stages). Both clocks are the machine's (performance.timeOrigin + performance.now()).
 */
import type { Collection, TracedRequest } from '../mock-server/core/timing';

/** One request as the bench saw it (ms since the epoch). */
export interface SentRequest {
  id: number;
  sentAt: number;
  answeredAt: number;
}

/** The mean time of each part (ms) of the requests in one band of latencies. */
export interface LatencyBand {
  band: string;
  requests: number;
  latency: number;
  /** sent, not yet begun by the server: in the sockets while its main thread did other work */
  beforeServer: number;
  /** waiting for one of the database's places (behind other requests' statements) */
  databaseWait: number;
  /** from the statement's sending to its answer: the database thread's queue and the statement itself */
  databaseRoundTrip: number;
  /** the statement itself, in the database thread */
  statement: number;
  /** the server's own work around the database: parsing, auth, JSON */
  serverOther: number;
  /** answered by the server, not yet read by the bench */
  afterServer: number;
}

export interface TraceSplit {
  bands: LatencyBand[];
  /** the share of the time the database thread ran statements */
  databaseBusy: number;
  /** the share of the time the server's main thread was paused by its garbage collector */
  mainThreadCollecting: number;
  /** requests the server recorded that the bench also did */
  matched: number;
}

const BANDS: Array<[string, number, number]> = [
  ['fastest half', 0, 0.5],
  ['p50-p90', 0.5, 0.9],
  ['p90-p99', 0.9, 0.99],
  ['slowest 1 %', 0.99, 1],
];

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/** Splits each request's latency into its parts, by bands of latency; undefined when no request matches. */
export function splitLatencies(sent: SentRequest[], traced: TracedRequest[], collections: Collection[]): TraceSplit | undefined {
  const byId = new Map(traced.map((request) => [request.id, request]));
  const pairs = sent
    .flatMap((request) => {
      const server = byId.get(request.id);
      return server ? [{ request, server, latency: request.answeredAt - request.sentAt }] : [];
    })
    .sort((a, b) => a.latency - b.latency);
  if (pairs.length === 0) return undefined;
  const from = Math.min(...pairs.map(({ request }) => request.sentAt));
  const to = Math.max(...pairs.map(({ request }) => request.answeredAt));
  const window = Math.max(to - from, 1);
  const bands = BANDS.flatMap(([band, low, high]) => {
    const part = pairs.slice(Math.floor(pairs.length * low), Math.floor(pairs.length * high));
    if (part.length === 0) return [];
    return [{
      band,
      requests: part.length,
      latency: mean(part.map((p) => p.latency)),
      beforeServer: mean(part.map((p) => p.server.startedAt - p.request.sentAt)),
      databaseWait: mean(part.map((p) => p.server.wait)),
      databaseRoundTrip: mean(part.map((p) => p.server.roundtrip)),
      statement: mean(part.map((p) => p.server.exec)),
      serverOther: mean(part.map((p) => p.server.total - p.server.wait - p.server.roundtrip)),
      afterServer: mean(part.map((p) => p.request.answeredAt - (p.server.startedAt + p.server.total))),
    }];
  });
  const statements = pairs.reduce((sum, { server }) => sum + server.exec, 0);
  const collecting = collections
    .filter((collection) => collection.startedAt >= from && collection.startedAt <= to)
    .reduce((sum, collection) => sum + collection.pause, 0);
  return { bands, databaseBusy: statements / window, mainThreadCollecting: collecting / window, matched: pairs.length };
}
