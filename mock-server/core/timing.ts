// Where a request's time goes inside the server (issue 8 §4): with MOCK_TIMINGS=1 each request of the API records
// the time of its stages (body parse, auth, permission, contract, the database's round trips and its own time in
// the worker, audit, JSON) and GET /api/__timings answers them per route (count, p50, p99, total in ms) and
// starts again. The bench reads it after each scenario, so the figures do not depend on the load of the client.
// GET /api/__timings/trace answers the requests the bench numbered and the main thread's collections (benchTrace.ts).
// Off (the default) it costs one boolean check per stage.
import { AsyncLocalStorage } from 'node:async_hooks';
import { PerformanceObserver } from 'node:perf_hooks';
import type { RequestHandler } from 'express';

export const TIMINGS_ENABLED = process.env.MOCK_TIMINGS === '1';

type Stages = Map<string, number>;
const current = new AsyncLocalStorage<Stages>();
/** route -> stage -> samples (ms) */
let samples = new Map<string, Map<string, number[]>>();
const MAX_SAMPLES = 20_000;

/**
 * A request the bench numbered (its `x-bench-id` header), for scripts/benchTrace.ts: when this server began it (ms since
 * the epoch, as the bench's clock) and its stages (ms). The bench matches it with when it sent the request and got the
 * answer, which shows how long the request waited before the server read it and after the server answered.
 */
export interface TracedRequest {
  id: number;
  startedAt: number;
  total: number;
  wait: number;
  roundtrip: number;
  exec: number;
}
/** One pause of the main thread for a garbage collection (ms since the epoch, and ms). */
export interface Collection {
  startedAt: number;
  pause: number;
}
let traced: TracedRequest[] = [];
let collections: Collection[] = [];
if (TIMINGS_ENABLED) {
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) {
      if (collections.length < MAX_SAMPLES) collections.push({ startedAt: performance.timeOrigin + entry.startTime, pause: entry.duration });
    }
  }).observe({ entryTypes: ['gc'] });
}

/** Adds `ms` to the stage of the request this code runs for (nothing outside a request, or when disabled). */
export function addStage(stage: string, ms: number): void {
  const stages = TIMINGS_ENABLED ? current.getStore() : undefined;
  if (stages) stages.set(stage, (stages.get(stage) ?? 0) + ms);
}

/** The stage adder of the request this code runs for: for callbacks that run outside its async context. */
export function stageRecorder(): (stage: string, ms: number) => void {
  const stages = TIMINGS_ENABLED ? current.getStore() : undefined;
  return stages ? (stage, ms) => stages.set(stage, (stages.get(stage) ?? 0) + ms) : () => undefined;
}

/** Runs `work` and counts its time under `stage`. */
export async function timed<T>(stage: string, work: () => Promise<T>): Promise<T> {
  if (!TIMINGS_ENABLED) return work();
  const started = performance.now();
  try {
    return await work();
  } finally {
    addStage(stage, performance.now() - started);
  }
}

export function timedSync<T>(stage: string, work: () => T): T {
  if (!TIMINGS_ENABLED) return work();
  const started = performance.now();
  try {
    return work();
  } finally {
    addStage(stage, performance.now() - started);
  }
}

/** The first middleware: opens the request's record; its stages are filed under the route when it is answered. */
export const timingStart: RequestHandler = (req, res, next) => {
  if (!TIMINGS_ENABLED) return next();
  const stages: Stages = new Map();
  const started = performance.now();
  res.on('finish', () => {
    const total = performance.now() - started;
    stages.set('total', total);
    const benchId = req.headers['x-bench-id'];
    if (typeof benchId === 'string' && traced.length < MAX_SAMPLES) {
      const stage = (name: string) => stages.get(name) ?? 0;
      traced.push({ id: Number(benchId), startedAt: performance.timeOrigin + started, total, wait: stage('db.wait'), roundtrip: stage('db.roundtrip'), exec: stage('db.exec') });
    }
    const route = `${req.method} ${req.originalUrl.split('?')[0]}`;
    const byStage = samples.get(route) ?? new Map<string, number[]>();
    samples.set(route, byStage);
    for (const [stage, ms] of stages) {
      const list = byStage.get(stage) ?? [];
      if (list.length < MAX_SAMPLES) list.push(ms);
      byStage.set(stage, list);
    }
  });
  current.run(stages, next);
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const round = (ms: number) => Math.round(ms * 100) / 100;

/** GET /api/__timings: the figures since the last call, per route and stage (then cleared). */
export const timingReport: RequestHandler = (_req, res) => {
  const report: Record<string, Record<string, { count: number; p50: number; p99: number; mean: number }>> = {};
  for (const [route, byStage] of samples) {
    report[route] = {};
    for (const [stage, list] of byStage) {
      const sorted = [...list].sort((a, b) => a - b);
      report[route][stage] = { count: list.length, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), mean: round(list.reduce((a, b) => a + b, 0) / list.length) };
    }
  }
  samples = new Map();
  res.json(report);
};

/** GET /api/__timings/trace: the numbered requests and the collections since the last call (then cleared). */
export const timingTrace: RequestHandler = (_req, res) => {
  res.json({ requests: traced, collections });
  traced = [];
  collections = [];
};
