// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { splitLatencies, type SentRequest } from '../../../scripts/benchTrace';
import type { TracedRequest } from '../../../mock-server/core/timing';

/** Request `id`, sent at `sentAt`: `before` ms until the server began it, its stages, `after` ms until the bench read the answer. */
const request = (id: number, sentAt: number, before: number, stages: { wait: number; roundtrip: number; exec: number; other: number }, after: number) => {
  const total = stages.wait + stages.roundtrip + stages.other;
  const sent: SentRequest = { id, sentAt, answeredAt: sentAt + before + total + after };
  const traced: TracedRequest = { id, startedAt: sentAt + before, total, wait: stages.wait, roundtrip: stages.roundtrip, exec: stages.exec };
  return { sent, traced };
};

describe('splitLatencies (the bench: where a request’s time goes)', () => {
  it('splits each latency into its parts, by bands from the fastest half to the slowest 1 %', () => {
    // 100 requests one after the other, 10 ms each; the last one waited 50 ms more for the database
    const requests = Array.from({ length: 100 }, (_, i) =>
      request(i, 1000 + i * 10, 1, { wait: i === 99 ? 52 : 2, roundtrip: 5, exec: 4, other: 1 }, 1),
    );
    const split = splitLatencies(requests.map((r) => r.sent), requests.map((r) => r.traced), [{ startedAt: 1100, pause: 20 }, { startedAt: 99_999, pause: 500 }])!;
    expect(split.matched).toBe(100);
    expect(split.bands.map((band) => [band.band, band.requests])).toEqual([['fastest half', 50], ['p50-p90', 40], ['p90-p99', 9], ['slowest 1 %', 1]]);
    const [fastest, , , slowest] = split.bands;
    expect(fastest).toMatchObject({ latency: 10, beforeServer: 1, databaseWait: 2, databaseRoundTrip: 5, statement: 4, serverOther: 1, afterServer: 1 });
    expect(slowest).toMatchObject({ latency: 60, databaseWait: 52 });
    // 100 statements of 4 ms over the run (from the first sending, 1000, to the last answer, 2050): 400 of 1050 ms
    expect(split.databaseBusy).toBeCloseTo(400 / 1050);
    // only the collection inside the run counts
    expect(split.mainThreadCollecting).toBeCloseTo(20 / 1050);
  });

  it('matches the two records by number and leaves out what only one side has', () => {
    const one = request(1, 0, 2, { wait: 0, roundtrip: 1, exec: 1, other: 1 }, 0);
    const two = request(2, 10, 2, { wait: 0, roundtrip: 1, exec: 1, other: 1 }, 0);
    const split = splitLatencies([one.sent, two.sent], [two.traced, { ...one.traced, id: 7 }], [])!;
    expect(split.matched).toBe(1);
    expect(split.bands.map((band) => band.band)).toEqual(['slowest 1 %']);
    expect(splitLatencies([one.sent], [], [])).toBeUndefined();
  });
});
