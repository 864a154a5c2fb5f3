/**
 * `npm run bench` (server half): what the mock server's store costs, with SEED_ROWS=100000 (issue 8 §4).
 *  - List: POST DataBase/List, 10 rows, filtered (a generated branch's city and number, e.g. "medellin 4521": the
 *    rows whose name or alias contain it, accents and case ignored) and sorted by name descending; Save: POST DataBase/Save changing one field of a random database. Each at 1 and at 50
 *    concurrent clients for BENCH_SECONDS (30): requests, p50, p99, errors, and the server's memory (peak RSS).
 *  - Server start on the existing data folder and on an empty one (SEED_ROWS rows made from scratch).
 * The server runs as a child process (mock-server/main.ts), as `npm start` runs it. BENCH_REPO points at another
 * checkout to measure its server the same way (the "before" figures of a change).
 * The figures are those of the server as `npm start` runs it. Then the server runs again with MOCK_TIMINGS=1 (whose
 * bookkeeping costs time of its own) for BENCH_STAGE_SECONDS (5) per scenario, and its own per-stage times
 * (mock-server/core/timing.ts) are printed, which do not depend on the client's load (BENCH_STAGES=0 leaves them out, for
 * an older checkout).
 * Env: BENCH_SECONDS (30), BENCH_STAGE_SECONDS (5), BENCH_ROWS (100000), BENCH_PORT (3250), BENCH_REPO (this checkout),
 * BENCH_CLIENT (autocannon; node for node:http loops), BENCH_CLIENTS ("1,50": the numbers of concurrent clients),
 * BENCH_ONLY (the scenarios whose name begins with it, e.g. "List"; all by default), BENCH_EMPTY_START=0 (leaves out
 * the start on an empty data folder), BENCH_DATA_DIR (a data folder already seeded with BENCH_ROWS rows, used as it is
 * instead of one made from scratch: its reset takes minutes; the Save scenario writes to it), BENCH_SERVER_NODE_ARGS
 * and BENCH_SERVER_STDOUT (the server's node options, e.g. --cpu-prof or --trace-gc, and where its output goes:
 * benchProcess.ts). DATABASE_URL (inherited) measures the server on a PostgreSQL server instead of PGlite.
 * In that run each request is numbered (x-bench-id), and where its time went is printed by bands of latency (benchTrace.ts):
 * before the server began it, waiting for the database, the statement, the server's own work, after its answer; with
 * the share of the time the database thread ran statements and the server's main thread collected garbage.
 * Besides the latencies, each scenario prints the CPU time per request of the server (all its threads), of its main
 * thread, and of the load client: on this 2-core machine they share the cores, and the machine's speed varies from
 * run to run by up to a third, which moves the latencies with it.
 * Every request of a run asks for something no earlier request of the run asked for (the counter goes on across the
 * warm-up and the scenarios): a list page kept until its table is written (api/sqlListing.ts) cannot answer the
 * bench's requests from memory, so the figures are those of the database's own work.
 * Targets (issue 8 §4): Save p99 <= 20 ms at 1 client, List p99 <= 50 ms at 50 clients, no errors.
 */
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { splitLatencies, type SentRequest, type TraceSplit } from './benchTrace';
import type { Collection, TracedRequest } from '../mock-server/core/timing';
import { cpuMsOf, generatedBranchSearch, percentile, postJson, rssMiB, signIn, startServerProcess, stopProcess } from './benchProcess';
import { tmpdir } from 'node:os';
import path from 'node:path';

const REPO = path.resolve(process.env.BENCH_REPO ?? path.join(import.meta.dirname, '..'));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const STAGE_SECONDS = Number(process.env.BENCH_STAGE_SECONDS ?? 5);
const WITH_STAGES = process.env.BENCH_STAGES !== '0';
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const ONLY = process.env.BENCH_ONLY ?? '';
const CLIENT = process.env.BENCH_CLIENT === 'node' ? 'node' : 'autocannon';
const CLIENTS = (process.env.BENCH_CLIENTS ?? '1,50').split(',').map(Number);
const EMPTY_START = process.env.BENCH_EMPTY_START !== '0';
const PORT = Number(process.env.BENCH_PORT ?? 3250);
const DATA_DIR = process.env.BENCH_DATA_DIR ? path.resolve(process.env.BENCH_DATA_DIR) : undefined;
const URL_BASE = `http://127.0.0.1:${PORT}`;

// SEED_ROWS data folders are never copied from a cached template: each is made from scratch
const env = (dataDir: string, timings = false) => ({
  ...process.env, MOCK_TIMINGS: timings ? '1' : '0', PORT: String(PORT), DATA_DIR: dataDir, SEED_ROWS: String(ROWS), STATIC_DIR: path.join(dataDir, 'no-app'),
});

/** Starts the server; resolves with it and how long it took to answer its first request. */
const startServer = (dataDir: string, timings = false) => startServerProcess(REPO, env(dataDir, timings), URL_BASE);
const stop = stopProcess;

interface Figures {
  scenario: string;
  clients: number;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  peakRssMiB: number;
  /** CPU time per request (ms): the server's process (every thread: main, database worker, GC), its main thread, and the load client's. */
  serverCpuMs: number;
  mainThreadCpuMs: number;
  clientCpuMs: number;
}

/** Numbers the requests of the whole run: no two ask for the same page (see above). */
let counter = 0;

/** One scenario's call: the documented path under /api and the body of request number `n`. */
interface Call {
  apiPath: string;
  body: (n: number) => unknown;
}

/**
 * `clients` closed loops, each sending one request after the other for `seconds`, with BENCH_CLIENT's client:
 * autocannon (the default, as issue 37 measures) or node:http (postJson). autocannon builds each request into one
 * buffer and parses the answers with less work, so more of the 2 cores is left to the server; both count an answer
 * that is not 2xx or whose envelope is not isSuccess as an error, and time each request from its first byte sent.
 */
async function load(pid: number, scenario: string, clients: number, token: string, call: Call, seconds = SECONDS, sent?: SentRequest[]): Promise<Figures> {
  const times: number[] = [];
  let errors = 0;
  let peak = rssMiB(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 500);
  const serverCpuBefore = cpuMsOf(pid);
  const mainThreadCpuBefore = cpuMsOf(pid, true);
  const clientCpuBefore = process.cpuUsage();
  if (CLIENT === 'node') {
    const end = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < end) {
          const started = performance.now();
          const id = counter++;
          try {
            const answer = await postJson(URL_BASE, token, call.apiPath, call.body(id), sent && id);
            sent?.push({ id, sentAt: performance.timeOrigin + started, answeredAt: performance.timeOrigin + performance.now() });
            if (!answer.ok || !answer.body.isSuccess) errors++;
          } catch {
            errors++;
          }
          times.push(performance.now() - started);
        }
      }),
    );
  } else {
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const run = autocannon({
        url: URL_BASE,
        connections: clients,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            path: `/api/${call.apiPath}`,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            // a traced run numbers each request (x-bench-id) and notes when it went and came back (benchTrace.ts)
            setupRequest: (request, context: Partial<SentRequest>) => {
              const id = counter++;
              if (!sent) return { ...request, body: JSON.stringify(call.body(id)) };
              Object.assign(context, { id, sentAt: performance.timeOrigin + performance.now() });
              return { ...request, headers: { ...request.headers, 'x-bench-id': String(id) }, body: JSON.stringify(call.body(id)) };
            },
            onResponse: (status, body, context: Partial<SentRequest>) => {
              if (sent) sent.push({ id: context.id!, sentAt: context.sentAt!, answeredAt: performance.timeOrigin + performance.now() });
              if (status < 200 || status >= 300 || !(JSON.parse(body) as { isSuccess?: boolean }).isSuccess) errors++;
            },
          },
        ],
      }, (error, done) => (error ? reject(error) : resolve(done)));
      run.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
    });
    errors += result.errors + result.timeouts;
  }
  clearInterval(sampler);
  const serverCpuMs = (cpuMsOf(pid) - serverCpuBefore) / times.length;
  const mainThreadCpuMs = (cpuMsOf(pid, true) - mainThreadCpuBefore) / times.length;
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const clientCpuMs = (clientCpu.user + clientCpu.system) / 1000 / times.length;
  const sorted = times.sort((a, b) => a - b);
  return { scenario, clients, requests: times.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), errors, peakRssMiB: Math.max(peak, rssMiB(pid)), serverCpuMs, mainThreadCpuMs, clientCpuMs };
}

/** The server's own per-stage times since the last call (mock-server/core/timing.ts), for one route. */
async function stagesOf(route: string): Promise<Record<string, { count: number; p50: number; p99: number; mean: number }> | undefined> {
  const answer = await fetch(`${URL_BASE}/api/__timings`).catch(() => undefined);
  if (!answer?.ok) return undefined;
  return ((await answer.json()) as Record<string, Record<string, { count: number; p50: number; p99: number; mean: number }>>)[route];
}
const stageTables: Array<[string, NonNullable<Awaited<ReturnType<typeof stagesOf>>>]> = [];

/** The server's numbered requests and its collections since the last call (mock-server/core/timing.ts). */
async function serverTrace(): Promise<{ requests: TracedRequest[]; collections: Collection[] } | undefined> {
  const answer = await fetch(`${URL_BASE}/api/__timings/trace`).catch(() => undefined);
  return answer?.ok ? ((await answer.json()) as { requests: TracedRequest[]; collections: Collection[] }) : undefined;
}
const traceSplits: Array<[string, TraceSplit]> = [];

// ---- run ----------------------------------------------------------------------------------------------------
const existing = DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'bench-server-'));
const empty = mkdtempSync(path.join(tmpdir(), 'bench-server-empty-'));
const results: Figures[] = [];
const starts: Record<string, number> = {};
try {
  console.log(`Server bench of ${REPO}: ${ROWS} extra rows, ${SECONDS} s per scenario, ${CLIENT === 'node' ? 'node:http' : 'autocannon'} clients`);
  if (!DATA_DIR) {
    const resetStarted = performance.now();
    const reset = spawnSync(process.execPath, ['--import', 'tsx', 'mock-server/reset.ts'], { cwd: REPO, env: env(existing), encoding: 'utf8' });
    if (reset.status !== 0) throw new Error(`db:reset failed:\n${reset.stderr}`);
    starts['npm run db:reset'] = performance.now() - resetStarted;
  }

  /** Signs in; the session and the List and Save calls of the scenarios. */
  const scenariosOf = async () => {
    const token = await signIn(URL_BASE);
    // a generated branch by its city and number, as a user types it (benchProcess.ts)
    const list: Call = {
      apiPath: 'DataBase/List',
      body: (n) => ({ pageIndex: 1, pageSize: 10, search: generatedBranchSearch((n * 7919) % ROWS), sortField: 'name', sortOrder: 'DESC' }),
    };
    const save: Call = { apiPath: 'DataBase/Save', body: (n) => ({ id: 29 + ((n * 104_729) % ROWS), storage: `https://almacen.grupoandino.co/bench-${n}` }) };
    const scenarios = [['List (10 rows, filtered, sorted)', list, 'POST /api/DataBase/List'], ['Save (one field)', save, 'POST /api/DataBase/Save']] as const;
    return { token, list, scenarios: scenarios.filter(([name]) => name.startsWith(ONLY)) };
  };

  const { child, startMs } = await startServer(existing);
  starts['server start on the existing data folder'] = startMs;
  try {
    const { token, list, scenarios } = await scenariosOf();
    await load(child.pid!, 'warm-up', 4, token, list);
    for (const [scenario, call] of scenarios) {
      for (const clients of CLIENTS) results.push(await load(child.pid!, scenario, clients, token, call));
    }
  } finally {
    await stop(child);
  }

  if (WITH_STAGES) {
    const timed = await startServer(existing, true);
    try {
      const { token, list, scenarios } = await scenariosOf();
      await load(timed.child.pid!, 'warm-up', 4, token, list, 3);
      for (const [scenario, call, route] of scenarios) {
        for (const clients of CLIENTS) {
          await stagesOf(route);
          await serverTrace();
          const sent: SentRequest[] = [];
          await load(timed.child.pid!, scenario, clients, token, call, STAGE_SECONDS, sent);
          const stages = await stagesOf(route);
          if (stages) stageTables.push([`${scenario}, ${clients} client(s): the server's own time per stage (ms), MOCK_TIMINGS=1 for ${STAGE_SECONDS} s`, stages]);
          const trace = await serverTrace();
          const split = trace && splitLatencies(sent, trace.requests, trace.collections);
          if (split) traceSplits.push([`${scenario}, ${clients} client(s)`, split]);
        }
      }
    } finally {
      await stop(timed.child);
    }
  }

  if (EMPTY_START) {
    const fresh = await startServer(empty);
    starts['server start on an empty data folder (SEED_ROWS rows made from scratch)'] = fresh.startMs;
    await stop(fresh.child);
  }
} finally {
  if (!DATA_DIR) rmSync(existing, { recursive: true, force: true });
  rmSync(empty, { recursive: true, force: true });
}

const ms = (value: number, digits = 1) => `${value.toFixed(digits)} ms`;
console.table(
  results.map((r) => ({
    scenario: r.scenario, clients: r.clients, requests: r.requests, p50: ms(r.p50), p99: ms(r.p99), errors: r.errors,
    'CPU/request server': ms(r.serverCpuMs, 2), 'its main thread': ms(r.mainThreadCpuMs, 2), client: ms(r.clientCpuMs, 2), 'server RSS peak': `${r.peakRssMiB.toFixed(0)} MiB`,
  })),
);
for (const [title, stages] of stageTables) {
  console.log(title);
  console.table(Object.fromEntries(Object.entries(stages).map(([stage, s]) => [stage, { count: s.count, mean: s.mean, p50: s.p50, p99: s.p99 }])));
}
for (const [title, split] of traceSplits) {
  console.log(`${title}: where a request's time goes, by its latency (mean ms; MOCK_TIMINGS=1 for ${STAGE_SECONDS} s, ${split.matched} requests)`);
  console.table(Object.fromEntries(split.bands.map(({ band, ...parts }) => [band, Object.fromEntries(Object.entries(parts).map(([part, value]) => [part, Math.round(value * 100) / 100]))])));
  console.log(`  the database thread ran statements ${(split.databaseBusy * 100).toFixed(0)} % of the time; the server's main thread was paused collecting garbage ${(split.mainThreadCollecting * 100).toFixed(0)} %`);
}
for (const [label, value] of Object.entries(starts)) console.log(`${label}: ${(value / 1000).toFixed(1)} s to answer`);
