// A Kysely dialect for the embedded PostgreSQL in its worker (pgliteHost.ts): PostgreSQL's SQL, adapter and
// introspector, and a driver with a single connection handed to one caller at a time, so `db.transaction()` is a
// real BEGIN ... COMMIT that no other statement can interleave with.
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

/** A first-come first-served lock: the single connection's queue. */
class Mutex {
  private tail: Promise<void> = Promise.resolve();

  lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const acquired = this.tail.then(() => release);
    this.tail = this.tail.then(() => next);
    return acquired;
  }
}

class WorkerConnection implements DatabaseConnection {
  /** The worker epoch a transaction began in; undefined outside a transaction. */
  private transactionEpoch: number | undefined;
  /** A BEGIN not sent yet: it goes with the transaction's first statement. */
  private pendingBegin: string | undefined;

  constructor(private readonly host: PgliteHost) {}

  begin(sql: string): Promise<unknown> {
    this.transactionEpoch = this.host.epoch;
    this.pendingBegin = sql;
    return Promise.resolve();
  }

  /** Ends the transaction; a transaction whose worker was replaced is already gone (COMMIT would be a lie). */
  async end(sql: 'commit' | 'rollback'): Promise<void> {
    const lost = this.transactionEpoch !== undefined && this.transactionEpoch !== this.host.epoch;
    this.transactionEpoch = undefined;
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
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (this.transactionEpoch !== undefined && this.transactionEpoch !== this.host.epoch) throw new TransactionLostError();
    const result = await this.run(compiled.sql, compiled.parameters);
    return {
      rows: result.rows as R[],
      ...(result.affectedRows !== undefined && !result.fieldCount ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  private run(sql: string, params: readonly unknown[]) {
    const before = this.pendingBegin;
    this.pendingBegin = undefined;
    return this.host.query(sql, params, undefined, before);
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by the embedded database.');
  }
}

class WorkerDriver implements Driver {
  private readonly mutex = new Mutex();
  private readonly connection: WorkerConnection;
  private readonly releases = new WeakMap<DatabaseConnection, () => void>();

  constructor(private readonly host: PgliteHost) {
    this.connection = new WorkerConnection(host);
  }

  async init(): Promise<void> {
    await this.host.whenReady();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const record = stageRecorder();
    const waited = performance.now();
    const release = await this.mutex.lock();
    // the time behind other requests' statements and transactions (the single connection's queue)
    record('db.wait', performance.now() - waited);
    this.releases.set(this.connection, release);
    return this.connection;
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

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const release = this.releases.get(connection);
    this.releases.delete(connection);
    release?.();
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
