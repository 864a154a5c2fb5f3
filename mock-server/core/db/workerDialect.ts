// A Kysely dialect for the embedded PostgreSQL in its worker (pgliteHost.ts): PostgreSQL's SQL, adapter and
// introspector, and a driver over its one session: statements outside a transaction may be in flight together,
// and `db.transaction()` is a real BEGIN ... COMMIT that no other statement can interleave with.
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { stageRecorder } from '../timing';
import { TransactionLostError, type PgliteHost } from './pgliteHost';

/**
 * Statements outside a transaction in the worker at once: enough to keep it busy while the main thread is away
 * (answering other requests, a young-generation collection of 5-15 ms), few enough that a statement's time limit
 * (which counts from its sending) is not spent queued in the worker (16 searches of the big lists: ~15 ms), nor a
 * transaction's wait for the statements already sent (it goes after them). The worker is the one queue of a busy
 * list: measured with the List at 50 clients on 100 000 rows, it sat idle 40 % of the time with 4 in flight while
 * 45 requests waited for it, 23 % with 8, 17 % with 16 (issue 37).
 */
export const MAX_IN_FLIGHT = 16;

/**
 * The one database session's lock, first come first served: statements outside a transaction share it (several
 * travel to the worker at once, which runs them one after the other, so their messages overlap with its work); a
 * transaction holds it alone from its BEGIN to its end, so no other statement can run inside it.
 */
class SessionLock {
  private shared = 0;
  private exclusive = false;
  private readonly waiting: Array<{ exclusive: boolean; grant: () => void }> = [];

  acquire(exclusive: boolean): Promise<void> {
    if (this.waiting.length === 0 && this.free(exclusive)) {
      this.take(exclusive);
      return Promise.resolve();
    }
    return new Promise((grant) => this.waiting.push({ exclusive, grant }));
  }

  release(exclusive: boolean): void {
    if (exclusive) this.exclusive = false;
    else this.shared--;
    // wake in order: every shared waiter up to the next exclusive one, or that exclusive one once all are out
    while (this.waiting.length > 0 && this.free(this.waiting[0].exclusive)) {
      const next = this.waiting.shift()!;
      this.take(next.exclusive);
      next.grant();
    }
  }

  private free(exclusive: boolean): boolean {
    return exclusive ? !this.exclusive && this.shared === 0 : !this.exclusive && this.shared < MAX_IN_FLIGHT;
  }

  private take(exclusive: boolean): void {
    if (exclusive) this.exclusive = true;
    else this.shared++;
  }
}

/** What Kysely gets for each acquire: one statement, or one transaction. */
class WorkerConnection implements DatabaseConnection {
  /** The worker epoch a transaction began in; undefined outside a transaction. */
  private transactionEpoch: number | undefined;
  /** A BEGIN not sent yet: it goes with the transaction's first statement. */
  private pendingBegin: string | undefined;

  constructor(
    private readonly host: PgliteHost,
    private readonly lock: SessionLock,
  ) {}

  /** Whether this connection holds the session for a transaction. */
  private holding = false;

  /** Takes the session alone (after the statements already sent), then begins. */
  async begin(sql: string): Promise<void> {
    await waitFor(() => this.lock.acquire(true));
    this.holding = true;
    this.transactionEpoch = this.host.epoch;
    this.pendingBegin = sql;
  }

  /**
   * Ends the transaction; a transaction whose worker was replaced is already gone (COMMIT would be a lie). Only
   * once: after a failed COMMIT Kysely asks for a ROLLBACK, which must not reach a session another transaction
   * may hold by then.
   */
  async end(sql: 'commit' | 'rollback'): Promise<void> {
    if (!this.holding) return;
    const lost = this.transactionEpoch !== undefined && this.transactionEpoch !== this.host.epoch;
    this.transactionEpoch = undefined;
    try {
      // a transaction that sent no statement was never begun: nothing to end
      if (this.pendingBegin !== undefined) {
        this.pendingBegin = undefined;
        return;
      }
      if (lost) {
        if (sql === 'commit') throw new TransactionLostError();
        return;
      }
      await this.run(sql, []);
    } finally {
      this.holding = false;
      this.lock.release(true);
    }
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (this.transactionEpoch !== undefined && this.transactionEpoch !== this.host.epoch) throw new TransactionLostError();
    const inTransaction = this.transactionEpoch !== undefined;
    if (!inTransaction) await waitFor(() => this.lock.acquire(false));
    try {
      const result = await this.run(compiled.sql, compiled.parameters, !inTransaction);
      return {
        rows: result.rows as R[],
        ...(result.affectedRows !== undefined && !result.fieldCount ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
      };
    } finally {
      if (!inTransaction) this.lock.release(false);
    }
  }

  private run(sql: string, params: readonly unknown[], retriable = false) {
    const before = this.pendingBegin;
    this.pendingBegin = undefined;
    return this.host.query(sql, params, undefined, before, retriable);
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by the embedded database.');
  }
}

/** Waits for the lock, recording the time behind other requests' statements and transactions. */
async function waitFor(acquire: () => Promise<void>): Promise<void> {
  const record = stageRecorder();
  const waited = performance.now();
  await acquire();
  record('db.wait', performance.now() - waited);
}

class WorkerDriver implements Driver {
  private readonly lock = new SessionLock();

  constructor(private readonly host: PgliteHost) {}

  async init(): Promise<void> {
    await this.host.whenReady();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new WorkerConnection(this.host, this.lock);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let sql = 'begin';
    if (settings.isolationLevel || settings.accessMode) {
      sql = ['start transaction', settings.isolationLevel && `isolation level ${settings.isolationLevel}`, settings.accessMode]
        .filter(Boolean)
        .join(' ');
    }
    await (connection as WorkerConnection).begin(sql);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as WorkerConnection).end('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as WorkerConnection).end('rollback');
  }

  async releaseConnection(): Promise<void> {
    // the lock is held per statement or per transaction, not per connection
  }

  async destroy(): Promise<void> {
    await this.host.close();
  }
}

/** PostgreSQL in a worker thread, for Kysely. */
export class WorkerDialect implements Dialect {
  constructor(private readonly host: PgliteHost) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new WorkerDriver(this.host);
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}
