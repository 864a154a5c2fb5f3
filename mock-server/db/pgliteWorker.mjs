// The worker thread that owns the embedded PostgreSQL (PGlite). PGlite runs on the thread that calls it and a
// long query blocks that thread, so it lives here, off the request thread: the main thread sends one statement
// at a time ({ id, sql, params }) and gets { id, rows, affectedRows } or { id, error } back. The main thread
// terminates this worker to cut a query past its time limit (PGlite does not enforce statement_timeout).
// Plain JavaScript so that it loads in any runner (tsx, vitest) without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
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
const db = new PGlite(workerData.dataDir, {
  extensions: { pg_trgm },
  ...(workerData.wasmModule ? { pgliteWasmModule: workerData.wasmModule } : {}),
});

db.waitReady.then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ ready: false, error: plainError(error) }),
);

parentPort.on('message', async (message) => {
  if (message.close) {
    try {
      await db.close();
      parentPort.postMessage({ closed: true });
    } catch (error) {
      parentPort.postMessage({ closed: false, error: plainError(error) });
    }
    return;
  }
  const { id, sql, params, before } = message;
  try {
    const started = performance.now();
    // the BEGIN of a transaction travels with its first statement (one round trip less)
    if (before) await db.exec(before);
    const result = await db.query(sql, params);
    // fields: a statement that returns rows (select, returning) reports no affected count to Kysely
    parentPort.postMessage({ id, rows: result.rows, affectedRows: result.affectedRows, fieldCount: result.fields.length, execMs: performance.now() - started });
  } catch (error) {
    parentPort.postMessage({ id, error: plainError(error) });
  }
});
