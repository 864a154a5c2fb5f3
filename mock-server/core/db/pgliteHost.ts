// The main thread's side of the PGlite worker (pgliteWorker.mjs), which runs statements one after the other in the
// order they arrive, each with a time limit. Statements outside a transaction may be sent while others run (their
// messages overlap with its work). A statement past its limit is cut by terminating the worker; the caller gets a
// QueryTimeoutError, a new worker opens the same data folder (PostgreSQL recovers from its write-ahead log, so
// every committed transaction is still there) and the statements sent after it, which had not started, are sent
// again to the new worker (those of a transaction are lost with it).
import { Worker } from 'node:worker_threads';
import { stageRecorder } from '../timing';

/** What the worker answers for one statement. */
export interface WorkerResult {
  rows: Record<string, unknown>[];
  affectedRows?: number;
  /** Columns of the answer: 0 for a statement that returns no rows. */
  fieldCount?: number;
}

/** A PostgreSQL error as the worker sends it back (code, constraint... as node-postgres has them). */
export class DatabaseError extends Error {
  code?: string;
  detail?: string;
  constraint?: string;
  table?: string;
  column?: string;
  constructor(fields: { message: string; code?: string; detail?: string; constraint?: string; table?: string; column?: string }) {
    super(fields.message);
    this.name = 'DatabaseError';
    Object.assign(this, { code: fields.code, detail: fields.detail, constraint: fields.constraint, table: fields.table, column: fields.column });
  }
}

/** A statement that ran past its time limit and was cut. */
export class QueryTimeoutError extends Error {
  readonly code = 'QUERY_TIMEOUT';
  constructor(readonly limitMs: number, sql: string) {
    super(`The database query ran longer than ${limitMs} ms and was cut: ${sql.slice(0, 120)}`);
    this.name = 'QueryTimeoutError';
  }
}

/** The worker stopped (cut or crashed) while a transaction was open: the transaction is gone. */
export class TransactionLostError extends Error {
  readonly code = 'TRANSACTION_LOST';
  constructor() {
    super('The database restarted during this transaction; nothing of it was written.');
    this.name = 'TransactionLostError';
  }
}

interface Pending {
  resolve(result: WorkerResult & { execMs?: number }): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
  message: { id: number; sql: string; params: readonly unknown[]; before?: string };
  timeoutMs: number;
  /** Outside a transaction: may be sent again to a new worker if it had not started. */
  retriable: boolean;
}

export interface PgliteHostOptions {
  dataDir: string;
  /** Time limit of one statement (default QUERY_TIMEOUT_MS). */
  queryTimeoutMs?: number;
  /** A compiled pglite.wasm shared by the workers of this process (saves compiling it per worker). */
  wasmModule?: WebAssembly.Module;
  /** PostgreSQL's buffer pool, e.g. '16MB' (default: PostgreSQL's own, 128MB). */
  sharedBuffers?: string;
}

/** Default time limit of one statement; DB_QUERY_TIMEOUT_MS overrides it. */
export const QUERY_TIMEOUT_MS = 5_000;

const WORKER_URL = new URL('./pgliteWorker.mjs', import.meta.url);

export class PgliteHost {
  private worker!: Worker;
  /** A worker being terminated on purpose: its exit is expected. */
  private retiring: Worker | undefined;
  private ready!: Promise<void>;
  private pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;
  /** Bumped whenever a worker is replaced: a transaction begun under another epoch is lost. */
  epoch = 0;
  queryTimeoutMs: number;

  constructor(private readonly options: PgliteHostOptions) {
    this.queryTimeoutMs = options.queryTimeoutMs ?? QUERY_TIMEOUT_MS;
    this.ready = this.start();
    this.ready.catch(() => undefined);
  }

  /** Resolves once the database is open (rejects when it cannot be opened). */
  whenReady(): Promise<void> {
    return this.ready;
  }

  /** A new worker on the data folder; resolves once it has opened the database. */
  private start(): Promise<void> {
    this.epoch++;
    const worker = new Worker(WORKER_URL, {
      workerData: { dataDir: this.options.dataDir, wasmModule: this.options.wasmModule, sharedBuffers: this.options.sharedBuffers },
      // plain JavaScript: not the parent's --import hooks (tsx, the e2e watchdog), which the worker would load again
      execArgv: [],
    });
    this.worker = worker;
    const ready = new Promise<void>((resolve, reject) => {
      const onFirst = (message: { ready?: boolean; error?: ConstructorParameters<typeof DatabaseError>[0] }) => {
        if (message.ready) resolve();
        else reject(new DatabaseError(message.error ?? { message: 'the database did not open' }));
      };
      worker.once('message', onFirst);
      worker.once('error', reject);
    });
    worker.on('message', (message: { id?: number; rows?: WorkerResult['rows']; affectedRows?: number; fieldCount?: number; execMs?: number; error?: ConstructorParameters<typeof DatabaseError>[0] }) => {
      if (message.id === undefined) return;
      const entry = this.pending.get(message.id);
      if (!entry) return;
      this.pending.delete(message.id);
      clearTimeout(entry.timer);
      if (message.error) entry.reject(new DatabaseError(message.error));
      else entry.resolve({ rows: message.rows ?? [], affectedRows: message.affectedRows, fieldCount: message.fieldCount, execMs: message.execMs });
    });
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', () => {
      if (this.worker === worker && worker !== this.retiring && !this.closed) {
        this.failAll(new Error('The database worker stopped unexpectedly.'));
        this.ready = this.start();
        this.ready.catch(() => undefined);
      }
    });
    return ready;
  }

  private failAll(error: Error): void {
    for (const [id, entry] of this.pending) {
      clearTimeout(entry.timer);
      entry.reject(error);
      this.pending.delete(id);
    }
  }

  /**
   * Runs one statement; `timeoutMs` overrides the limit (seeding and migrations take longer). `before` (a BEGIN) runs
   * first in the same message. `retriable`: outside a transaction (sent again if a cut comes before it started).
   */
  async query(sql: string, params: readonly unknown[] = [], timeoutMs = this.queryTimeoutMs, before?: string, retriable = false): Promise<WorkerResult> {
    if (this.closed) throw new Error('The database is closed.');
    await this.ready;
    const id = this.nextId++;
    const record = stageRecorder();
    const sent = performance.now();
    const result = await new Promise<WorkerResult & { execMs?: number }>((resolve, reject) => {
      const entry: Pending = { resolve, reject, message: { id, sql, params, before }, timeoutMs, retriable };
      this.pending.set(id, entry);
      this.send(entry);
    });
    // the worker's own time, and the round trip around it (messages, (de)serialization, the worker's queue)
    record('db.roundtrip', performance.now() - sent);
    record('db.exec', result.execMs ?? 0);
    record('db.statements', 1);
    return result;
  }

  private send(entry: Pending): void {
    const { id, sql } = entry.message;
    entry.timer = setTimeout(() => {
      this.pending.delete(id);
      entry.reject(new QueryTimeoutError(entry.timeoutMs, sql));
      void this.restart(id);
    }, entry.timeoutMs);
    this.worker.postMessage(entry.message);
  }

  /**
   * Cuts whatever the worker is running and opens the data folder again in a new worker. After a cut statement
   * (`cutId`), the statements outside a transaction sent after it had not started: they go to the new worker.
   */
  async restart(cutId?: number): Promise<void> {
    const old = this.worker;
    this.retiring = old;
    this.epoch++;
    const again: Pending[] = [];
    for (const [id, entry] of this.pending) {
      clearTimeout(entry.timer);
      if (cutId !== undefined && id > cutId && entry.retriable) {
        again.push(entry);
      } else {
        this.pending.delete(id);
        entry.reject(new TransactionLostError());
      }
    }
    // the old worker must be gone before a new one opens the same files
    this.ready = old.terminate().then(() => this.start());
    this.ready.catch(() => undefined);
    const opened = await this.ready.then(() => true, () => false);
    for (const entry of again) {
      if (!this.pending.has(entry.message.id)) continue;
      if (opened && !this.closed) {
        this.send(entry);
      } else {
        this.pending.delete(entry.message.id);
        entry.reject(new TransactionLostError());
      }
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const worker = this.worker;
    await this.ready.catch(() => undefined);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 5000);
      worker.on('message', (message: { closed?: boolean }) => {
        if (message.closed !== undefined) {
          clearTimeout(timer);
          resolve();
        }
      });
      worker.postMessage({ close: true });
    });
    await worker.terminate();
  }
}
