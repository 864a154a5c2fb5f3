// The worker thread that owns the embedded PostgreSQL (PGlite). PGlite runs on the thread that calls it and a
// long query blocks that thread, so it lives here, off the request thread: the main thread sends one statement
// at a time ({ id, sql, params }) and gets { id, rows, affectedRows } or { id, error } back. The main thread
// terminates this worker to cut a query past its time limit (PGlite does not enforce statement_timeout).
// Plain JavaScript so that it loads in any runner (tsx, vitest) without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The fields of a PostgreSQL error worth sending back (an Error does not survive postMessage whole). */
const plainError = (error) => ({
  message: error?.message ?? String(error),
  code: error?.code,
  detail: error?.detail,
  constraint: error?.constraint,
  table: error?.table,
  column: error?.column,
  severity: error?.severity,
});

// pg_trgm: the trigram indexes behind the big lists' "contains" searches (migration 002)
// shared_buffers (DB_SHARED_BUFFERS, checked by open.ts): PGlite zeroes the whole pool at every start
const db = new PGlite(workerData.dataDir, {
  extensions: { pg_trgm },
  ...(workerData.wasmModule ? { pgliteWasmModule: workerData.wasmModule } : {}),
  ...(workerData.sharedBuffers ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${workerData.sharedBuffers}`] } : {}),
});

// Statements are kept prepared (below), but planned for their values every time (unless marked GENERIC_PLAN): a plan
// made once for any value would search the big lists by scanning their sort index instead of the trigram index.
/** The session's plan mode between statements. */
let planMode = 'force_custom_plan';
db.waitReady.then(
  () => db.exec(`set plan_cache_mode = ${planMode}`),
).then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ ready: false, error: plainError(error) }),
);

/** One statement or message at a time: PGlite runs them one after the other, and ours must not interleave. */
let queue = Promise.resolve();
const oneAtATime = (work) => {
  const done = queue.then(work);
  queue = done.catch(() => undefined);
  return done;
};

const { serialize } = protocol;
// Reads and writes run as named prepared statements (parsed once, then one message per run: bind, execute,
// sync) instead of PGlite's query(), which parses the text again and makes six calls into the database for each.
// Measured on the 100 000-row databases list: 0.69 -> 0.51 ms a search, 0.14 -> 0.08 ms a row by id.
/** A statement that only reads: nothing to write back to the files after it (the data folder's file system). */
const READ_ONLY = /^\s*(\/\*[^*]*\*\/\s*)?select\b/i;
const PREPARABLE = /^\s*(\/\*[^*]*\*\/\s*)?(select|insert|update|delete|with)\b/i;
/**
 * A statement that begins with this is planned once for all its values (core/db/serverStatements.ts says which and why); the
 * session plans every other statement for its values.
 */
const GENERIC_PLAN = '/* plan: generic */';
const planFor = (mode) => db.execProtocolRaw(serialize.query(`set plan_cache_mode = ${mode}`));

/**
 * Runs `work` under the plan mode `mode`. Outside a transaction the mode stays for the next statements (a list
 * searched by many users in a row switches no more). Inside one it is put back at once: a rollback would bring
 * back the mode of its BEGIN, which must be `planMode`.
 */
async function withPlan(mode, work) {
  if (mode === planMode) return work();
  await planFor(mode);
  if (!db.isInTransaction()) {
    planMode = mode;
    return work();
  }
  try {
    return await work();
  } finally {
    await planFor(planMode);
  }
}
/** Past this many texts, the least recently used statement is closed (Kysely's IN lists make many texts). */
const MAX_PREPARED = 300;
/** By SQL text, least recently used first. */
const prepared = new Map();
let statementCount = 0;
/** Codes after which a kept statement is made again: its plan no longer fits the table, or it is gone. */
const STALE_STATEMENT = new Set(['0A000', '26000']);

async function prepare(sql) {
  const name = `s${++statementCount}`;
  const parts = [serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()];
  const evicted = prepared.size >= MAX_PREPARED ? prepared.keys().next().value : undefined;
  if (evicted !== undefined) {
    parts.unshift(serialize.close({ type: 'S', name: prepared.get(evicted).name }));
    prepared.delete(evicted);
  }
  const { messages } = await db.execProtocol(Buffer.concat(parts));
  const statement = { name, types: messages.find((m) => m.name === 'parameterDescription')?.dataTypeIDs ?? [] };
  prepared.set(sql, statement);
  return statement;
}

async function runPrepared(sql, params, again = true) {
  let statement = prepared.get(sql);
  if (statement) {
    prepared.delete(sql);
    prepared.set(sql, statement);
  } else {
    statement = await prepare(sql);
  }
  // values as PGlite's query() sends them
  const values = params.map((value, i) => (value == null ? null : (db.serializers[statement.types[i]]?.(value) ?? value.toString())));
  try {
    const { messages } = await withPlan(sql.startsWith(GENERIC_PLAN) ? 'force_generic_plan' : 'force_custom_plan', () =>
      db.execProtocol(
        Buffer.concat([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
        { syncToFs: !READ_ONLY.test(sql) },
      ),
    );
    return parse.parseResults(messages, db.parsers)[0];
  } catch (error) {
    if (!again || !STALE_STATEMENT.has(error?.code)) throw error;
    prepared.delete(sql);
    return runPrepared(sql, params, false);
  }
}

const run = (sql, params) => (PREPARABLE.test(sql) ? runPrepared(sql, params) : db.query(sql, params));

parentPort.on('message', async (message) => {
  if (message.close) {
    try {
      await oneAtATime(() => db.close());
      parentPort.postMessage({ closed: true });
    } catch (error) {
      parentPort.postMessage({ closed: false, error: plainError(error) });
    }
    return;
  }
  const { id, sql, params, before } = message;
  try {
    const { result, execMs } = await oneAtATime(async () => {
      const started = performance.now();
      // the BEGIN of a transaction travels with its first statement (one round trip less)
      if (before) await db.exec(before);
      const result = await run(sql, params);
      return { result, execMs: performance.now() - started };
    });
    // fields: a statement that returns rows (select, returning) reports no affected count to Kysely
    parentPort.postMessage({ id, rows: result.rows, affectedRows: result.affectedRows, fieldCount: result.fields.length, execMs });
  } catch (error) {
    parentPort.postMessage({ id, error: plainError(error) });
  }
});
