/**
 * Issue 20's and 50's figures: 50 clients for BENCH_SECONDS (60) on the list's first page as it opens (no search,
 * its total), on List (a search) and then on Save, with BENCH_ROWS (100,000) generated
 * databases, (a) on one instance over the embedded store (PGlite) and (b) on two instances over one PostgreSQL
 * server, the clients spread over both. Run (b) beside a throw-away server:
 *   bash scripts/with-postgres.sh node --import tsx scripts/bench-scale.ts
 * (without POSTGRES_URL only (a) runs). Per scenario: requests per second, p50, p99, errors, lost writes (saves
 * answered 200 whose value is not in the database afterwards, read straight from it), each instance's memory before
 * and after. The servers run as child processes, as `npm start` runs them.
 * Env: BENCH_SECONDS (60), BENCH_ROWS (100000), BENCH_CLIENTS (50), BENCH_PORT (3270; the second instance +1).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../mock-server/core/db/open';
import { seeding } from '../mock-server/seed/write';
import { generatedBranchSearch, percentile, postJson, rssMiB, signIn, startServerProcess, stopProcess } from './benchProcess';

const ROOT = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3270);
/** The seeded databases before the generated ones (seed/bulk.ts numbers them from here). */
const FIRST_GENERATED_ID = 29;

const serverEnv = (dataDir: string, port: number, databaseUrl?: string) => ({
  ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_ROWS: String(ROWS), STATIC_DIR: path.join(dataDir, 'no-app'),
  DATABASE_URL: databaseUrl ?? '',
});

function reset(dataDir: string, databaseUrl?: string): void {
  const done = spawnSync(process.execPath, ['--import', 'tsx', 'mock-server/reset.ts'], { cwd: ROOT, env: serverEnv(dataDir, 0, databaseUrl), encoding: 'utf8' });
  if (done.status !== 0) throw new Error(`db:reset failed:\n${done.stderr}`);
}

const start = async (dataDir: string, port: number, databaseUrl?: string) => {
  const url = `http://127.0.0.1:${port}`;
  const { child } = await startServerProcess(ROOT, serverEnv(dataDir, port, databaseUrl), url);
  return { child, url };
};
const stop = stopProcess;

const post = postJson;

interface Run { times: number[]; errors: number; acknowledged: Map<number, string> }

/** CLIENTS loops for SECONDS, client i on instance i % urls.length, each sending one request after the other. */
async function load(urls: string[], request: (url: string, n: number) => Promise<{ ok: boolean; id?: number; value?: string }>, seconds = SECONDS): Promise<Run> {
  const run: Run = { times: [], errors: 0, acknowledged: new Map() };
  const end = performance.now() + seconds * 1000;
  let counter = 0;
  await Promise.all(Array.from({ length: CLIENTS }, async (_, client) => {
    const url = urls[client % urls.length];
    while (performance.now() < end) {
      const started = performance.now();
      try {
        const done = await request(url, counter++);
        if (!done.ok) run.errors++;
        else if (done.id !== undefined) run.acknowledged.set(done.id, done.value!);
      } catch {
        run.errors++;
      }
      run.times.push(performance.now() - started);
    }
  }));
  return run;
}

/** The stored `storage` of each acknowledged id, read straight from the database. */
type ReadBack = (ids: number[]) => Promise<Map<number, string>>;

async function measure(label: string, urls: string[], pids: number[], readBack: ReadBack, stopAll: () => Promise<void>) {
  const token = await signIn(urls[0]);
  const list = async (url: string, n: number) => {
    const row = (n * 7919) % ROWS;
    const answer = await post(url, token, 'DataBase/List', { pageIndex: 1, pageSize: 10, search: generatedBranchSearch(row), sortField: 'name', sortOrder: 'DESC' });
    return { ok: answer.ok && Boolean(answer.body.isSuccess) };
  };
  // each save its own row (ids wrap only past BENCH_ROWS saves): what was acknowledged is what must be stored
  // the call of issue 50's comparison: the list as it opens, its first page and total, everyone asking the same
  const firstPage = async (url: string) => {
    const answer = await post(url, token, 'DataBase/List', { pageIndex: 1, pageSize: 10 });
    return { ok: answer.ok && Boolean(answer.body.isSuccess) };
  };
  const save = async (url: string, n: number) => {
    const id = FIRST_GENERATED_ID + (n % ROWS);
    const value = `https://almacen.grupoandino.co/scale-${label.length}-${n}`;
    const answer = await post(url, token, 'DataBase/Save', { id, storage: value });
    return { ok: answer.ok && Boolean(answer.body.isSuccess), id, value };
  };
  await load(urls, list, 3);
  const rows: Array<Record<string, string | number>> = [];
  for (const [scenario, request] of [['List, first page', firstPage], ['List', list], ['Save', save]] as const) {
    const before = pids.map(rssMiB);
    const run = await load(urls, request);
    const after = pids.map(rssMiB);
    const sorted = run.times.sort((a, b) => a - b);
    let lost = 0;
    if (scenario === 'Save') {
      const stored = await readBack([...run.acknowledged.keys()]);
      for (const [id, value] of run.acknowledged) if (stored.get(id) !== value) lost++;
    }
    rows.push({
      setup: label, scenario, clients: CLIENTS, 'req/s': Math.round(run.times.length / SECONDS), p50: `${percentile(sorted, 50).toFixed(1)} ms`,
      p99: `${percentile(sorted, 99).toFixed(1)} ms`, errors: run.errors, 'lost writes': scenario === 'Save' ? lost : '-',
      'memory before → after': before.map((b, i) => `${b.toFixed(0)} → ${after[i].toFixed(0)} MiB`).join(', '),
    });
  }
  if (urls.length > 1) rows.push({ setup: label, scenario: 'A save on one, seen in the list on the other', ...(await propagation(urls, token)) });
  await stopAll();
  return rows;
}

/**
 * Issue 50's "within 100 ms": a save through the first instance, then the second's first page (kept in its read cache)
 * asked every 2 ms until it shows the change; the time from the save's answer, 20 times.
 */
async function propagation([first, second]: string[], token: string): Promise<Record<string, string | number>> {
  type FirstPage = { isSuccess?: boolean; data?: { items: { id: number; storage: string }[] } };
  const shown = async () => ((await post(second, token, 'DataBase/List', { pageIndex: 1, pageSize: 10 })).body as FirstPage).data!.items[0];
  const times: number[] = [];
  for (let round = 0; round < 20; round++) {
    const { id } = await shown();
    const value = `https://almacen.grupoandino.co/visto-${round}-${Date.now()}`;
    const saved = await post(first, token, 'DataBase/Save', { id, storage: value });
    if (!saved.ok) throw new Error('the save for the propagation figure was refused');
    const start = performance.now();
    while ((await shown()).storage !== value) {
      if (performance.now() - start > 2000) throw new Error('a save was not seen on the other instance within 2 s');
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    times.push(performance.now() - start);
  }
  const sorted = times.sort((a, b) => a - b);
  return { clients: 1, p50: `${percentile(sorted, 50).toFixed(1)} ms`, p99: `${sorted[sorted.length - 1].toFixed(1)} ms (slowest of 20)` };
}

const results: Array<Record<string, string | number>> = [];
const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-scale-${name}-`));
  dirs.push(dir);
  return dir;
};
try {
  console.log(`Scale bench: ${ROWS} generated rows, ${CLIENTS} clients, ${SECONDS} s per scenario`);
  // (a) one instance, embedded store
  const embedded = tempDir('pglite');
  reset(embedded);
  const one = await start(embedded, PORT);
  const readEmbedded: ReadBack = async (ids) => {
    // the server owns the folder while it runs: read after it has stopped
    await stop(one.child);
    const { db } = await openDatabase(embedded, seeding({ extraRows: ROWS }), '');
    try {
      const found = await db.selectFrom('databases').select(['id', 'storage']).where('id', 'in', ids.length ? ids : [0]).execute();
      return new Map(found.map((r) => [r.id, r.storage]));
    } finally {
      await db.destroy();
    }
  };
  results.push(...(await measure('1 instance, PGlite', [one.url], [one.child.pid!], readEmbedded, () => stop(one.child))));

  // (b) two instances, one PostgreSQL server
  const maintenance = process.env.POSTGRES_URL;
  if (maintenance) {
    const admin = new pg.Client({ connectionString: maintenance });
    await admin.connect();
    await admin.query('drop database if exists bench_scale with (force)');
    await admin.query('create database bench_scale');
    await admin.end();
    const url = new URL(maintenance);
    url.pathname = '/bench_scale';
    const databaseUrl = url.toString();
    const [first, second] = [tempDir('a'), tempDir('b')];
    reset(first, databaseUrl);
    const a = await start(first, PORT, databaseUrl);
    const b = await start(second, PORT + 1, databaseUrl);
    const readServer: ReadBack = async (ids) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ id: number; storage: string }>('select id, storage from databases where id = any($1)', [ids]);
        return new Map(rows.map((r) => [r.id, r.storage]));
      } finally {
        await client.end();
      }
    };
    results.push(...(await measure('2 instances, PostgreSQL', [a.url, b.url], [a.child.pid!, b.child.pid!], readServer, async () => {
      await stop(a.child);
      await stop(b.child);
    })));
  } else {
    console.log('(no POSTGRES_URL: run through scripts/with-postgres.sh for the two-instance figures)');
  }
} finally {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
console.table(results);
