// What the server benches share: the mock server run as a child process (as `npm start` runs it), its memory, and
// the percentile of a sorted list of times.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { fold } from '../mock-server/core/random';
import { CITIES } from '../mock-server/lines/admin/seedWarehouses';

/**
 * Where the tail of a busy list comes from (issue 37): BENCH_SERVER_NODE_ARGS gives the server's node extra options,
 * e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" (a profile of the main thread per run) or "--trace-gc" (its
 * collections, printed on its standard output: BENCH_SERVER_STDOUT names a file to append it to; ignored otherwise).
 */
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);

/**
 * Starts `mock-server/main.ts` in `cwd` with `env` and waits until `url` answers; resolves with the process and how
 * long it took to answer its first request. Fails with the server's stderr if it exits first.
 */
export async function startServerProcess(cwd: string, env: NodeJS.ProcessEnv, url: string): Promise<{ child: ChildProcess; startMs: number }> {
  const started = performance.now();
  const stdout = process.env.BENCH_SERVER_STDOUT ? openSync(process.env.BENCH_SERVER_STDOUT, 'a') : 'ignore';
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, '--import', 'tsx', 'mock-server/main.ts'], { cwd, env, stdio: ['ignore', stdout, 'pipe'] });
  if (typeof stdout === 'number') closeSync(stdout); // the child has its own copy
  let errors = '';
  child.stderr!.on('data', (chunk) => (errors += chunk));
  let last = 'no answer';
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${errors}`);
    const answer = await fetch(`${url}/api/Company/Info`).catch(() => undefined);
    if (answer?.ok) return { child, startMs: performance.now() - started };
    if (answer) last = `${answer.status}: ${await answer.text()}`;
    // a server that answers, but not this, is broken rather than slow: stop instead of waiting for ever
    if (performance.now() - started > START_LIMIT_MS || (answer && answer.status >= 500)) {
      await stopProcess(child);
      throw new Error(`the server did not answer GET /api/Company/Info (${last}):\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
/** Long enough for an empty data folder to be seeded with 100 000 rows of each big list on this machine. */
const START_LIMIT_MS = 20 * 60_000;

export const stopProcess = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** Resident memory of a process, in MiB (Linux). */
export const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/**
 * CPU time (ms) process `pid` has used so far, user and system (/proc/<pid>/stat, clock ticks): all its threads, or
 * with `mainThread` its main thread's (where node runs JavaScript; worker threads and GC helpers are others).
 */
export const cpuMsOf = (pid: number, mainThread = false) => {
  const fields = readFileSync(mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  // after the command: state is field 3, utime 14 and stime 15 (proc(5)), here 0-based from state
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
};
/** USER_HZ: 100 on Linux's usual builds (getconf CLK_TCK). */
const CLOCK_TICKS = 100;

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

/**
 * What a user types to find generated database `row` (0-based) of a SEED_ROWS store: its city and number, accents
 * left out ("medellin 4522"). seed/bulk.ts names it "<area> <city of row % CITIES> <row + 1>", so the search finds
 * it and the longer numbers of the same city that begin with it (1 to 11 rows; a short number finds hundreds).
 */
export const generatedBranchSearch = (row: number) => `${fold(CITIES[row % CITIES.length][0])} ${row + 1}`;

/** A session of the seeded administrator on the server at `baseUrl`: its token. */
export async function signIn(baseUrl: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/Auth/Login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ login: 'admin', password: 'Admin#2026' }) });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

/** Kept-alive connections for the load clients, one per client at most. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/**
 * POSTs `body` as JSON to the mock server's `/api/<apiPath>` (with the session's token) and reads the answer's JSON.
 * The load clients use node:http rather than fetch(): on this 2-core machine they share the cores with the server,
 * and fetch() took 38% of a core at 1,200 requests a second where this takes about 20%. `benchId` numbers the request
 * for the server's trace (x-bench-id: mock-server/core/timing.ts, benchTrace.ts).
 */
export const postJson = (baseUrl: string, token: string, apiPath: string, body: unknown, benchId?: number) =>
  new Promise<{ ok: boolean; body: { isSuccess?: boolean } }>((resolve, reject) => {
    const data = JSON.stringify(body);
    const request = http.request(
      `${baseUrl}/api/${apiPath}`,
      { method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data), Authorization: `Bearer ${token}`, ...(benchId === undefined ? {} : { 'x-bench-id': String(benchId) }) } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', reject);
        answer.on('end', () => {
          try {
            const ok = answer.statusCode !== undefined && answer.statusCode >= 200 && answer.statusCode < 300;
            resolve({ ok, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on('error', reject);
    request.end(data);
  });
