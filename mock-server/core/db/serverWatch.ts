// The read cache on a PostgreSQL server, coherent across instances and other clients (issue 50). Three ways a
// table's generation moves (writeWatch.ts):
// - before a statement is sent (the WriteWatch plugin, as on the embedded store);
// - once this instance's write is committed: right after an autocommit statement, at COMMIT for a transaction's
//   (a read that ran between the two saw the old rows and must not stay): `WatchedPostgresDialect`;
// - when the database announces a committed write of anyone (another instance, a DBA's UPDATE): a statement-level
//   trigger on every table NOTIFYs the table's name on WRITES_CHANNEL, which `listenForWrites` LISTENs to. While
//   that connection is down the watch is paused (nothing kept, nothing answered from the cache) and it is opened
//   again with a growing delay.
import type { Client, ClientConfig } from 'pg';
import {
  PostgresDialect, sql, type DatabaseConnection, type Driver, type Kysely, type QueryResult, type TransactionSettings, type CompiledQuery,
} from 'kysely';
import { writtenTables, type WriteWatch } from './writeWatch';

/** The channel the write triggers announce on; the payload is the table's name. */
export const WRITES_CHANNEL = 'mock_table_writes';
const TRIGGER = 'mock_notify_table_write';
/** Tables whose writes no cached read depends on (the live lists' socket.io adapter writes its own). */
const UNWATCHED = ['kysely_migration', 'kysely_migration_lock', 'socket_io_attachments'];

/**
 * Gives every table of the schema the statement-level trigger that announces its writes (idempotent; two instances
 * starting together are fine). Run at each start, after the migrations: a table a later migration adds gets it too.
 */
export async function installWriteAnnouncements(db: Kysely<any>): Promise<void> {
  await sql.raw(`create or replace function ${TRIGGER}() returns trigger language plpgsql as $$
    begin
      perform pg_notify('${WRITES_CHANNEL}', tg_table_name);
      return null;
    end $$`).execute(db);
  await sql.raw(`do $$
    declare t record;
    begin
      for t in select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind in ('r', 'p')
          and c.relname not in (${UNWATCHED.map((name) => `'${name}'`).join(', ')})
          and not exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = '${TRIGGER}')
      loop
        begin
          execute format('create trigger ${TRIGGER} after insert or update or delete or truncate on %I for each statement execute function ${TRIGGER}()', t.relname);
        exception when duplicate_object then null;
        end;
      end loop;
    end $$`).execute(db);
}

/** A connection that tells the watch what it wrote once it is committed. */
class WatchedConnection implements DatabaseConnection {
  inTransaction = false;
  /** What the open transaction wrote: announced at its end. */
  pending: (string | undefined)[] = [];

  constructor(
    readonly inner: DatabaseConnection,
    private readonly watch: WriteWatch,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const written = writtenTables(compiledQuery.query);
    try {
      return await this.inner.executeQuery<R>(compiledQuery);
    } finally {
      if (written.length > 0) {
        if (this.inTransaction) this.pending.push(...written);
        else this.watch.written(written);
      }
    }
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiledQuery, chunkSize);
  }

  /** The transaction ended (committed or not): what it wrote moves on, for the reads that ran meanwhile. */
  ended(): void {
    this.inTransaction = false;
    this.watch.written(this.pending);
    this.pending = [];
  }
}

/** The pg driver, its connections watched (see the top of the file); closing it closes `onDestroy` too. */
class WatchedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly watch: WriteWatch,
    private readonly onDestroy: () => Promise<void>,
  ) {}

  init = () => this.inner.init();

  async acquireConnection(): Promise<DatabaseConnection> {
    return new WatchedConnection(await this.inner.acquireConnection(), this.watch);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const watched = connection as WatchedConnection;
    await this.inner.beginTransaction(watched.inner, settings);
    watched.inTransaction = true;
  }

  commitTransaction = (connection: DatabaseConnection) => this.end(connection, (inner) => this.inner.commitTransaction(inner));
  rollbackTransaction = (connection: DatabaseConnection) => this.end(connection, (inner) => this.inner.rollbackTransaction(inner));

  /** Ends the transaction (COMMIT or ROLLBACK), then moves on what it wrote. */
  private async end(connection: DatabaseConnection, ending: (inner: DatabaseConnection) => Promise<void>): Promise<void> {
    const watched = connection as WatchedConnection;
    try {
      await ending(watched.inner);
    } finally {
      watched.ended();
    }
  }

  savepoint: Driver['savepoint'] = (connection, name, compile) => this.inner.savepoint!((connection as WatchedConnection).inner, name, compile);
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (connection, name, compile) =>
    this.inner.rollbackToSavepoint!((connection as WatchedConnection).inner, name, compile);
  releaseSavepoint: Driver['releaseSavepoint'] = (connection, name, compile) =>
    this.inner.releaseSavepoint!((connection as WatchedConnection).inner, name, compile);

  releaseConnection = (connection: DatabaseConnection) => this.inner.releaseConnection((connection as WatchedConnection).inner);

  async destroy(): Promise<void> {
    await this.onDestroy();
    await this.inner.destroy();
  }
}

/** Kysely's PostgreSQL dialect whose commits move the watch's generations. */
export class WatchedPostgresDialect extends PostgresDialect {
  constructor(
    config: ConstructorParameters<typeof PostgresDialect>[0],
    private readonly watch: WriteWatch,
    private readonly onDestroy: () => Promise<void>,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new WatchedDriver(super.createDriver(), this.watch, this.onDestroy);
  }
}

export interface WriteListener {
  /** Resolves once the first LISTEN is in place (or it failed: the watch stays paused and it keeps trying). */
  ready: Promise<void>;
  /** True while the LISTEN connection is up. */
  listening(): boolean;
  close(): Promise<void>;
}

/** Delays between attempts to open the LISTEN connection again: 100 ms doubling to 2 s. */
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 2_000;

/**
 * LISTENs on WRITES_CHANNEL with a connection of its own: each announced table moves on. The watch is paused until
 * the first LISTEN and whenever the connection is lost, then resumed (with nothing kept) once it is back.
 */
export function listenForWrites(config: ClientConfig, watch: WriteWatch, newClient: (config: ClientConfig) => Client): WriteListener {
  let client: Client | undefined;
  let up = false;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let timer: NodeJS.Timeout | undefined;
  watch.pause();

  const lost = (which: Client) => {
    if (which !== client) return;
    client = undefined;
    up = false;
    watch.pause();
    which.removeAllListeners();
    which.on('error', () => undefined);
    void which.end().catch(() => undefined);
    if (!closed) {
      timer = setTimeout(() => void connect(), retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    }
  };

  const connect = async (): Promise<void> => {
    if (closed) return;
    const next = newClient(config);
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === WRITES_CHANNEL) watch.written([message.payload]);
    });
    try {
      await next.connect();
      await next.query(`listen ${WRITES_CHANNEL}`);
    } catch {
      lost(next);
      return;
    }
    if (client !== next || closed) return;
    up = true;
    retryMs = RETRY_FIRST_MS;
    watch.resume();
  };

  const ready = connect();
  return {
    ready,
    listening: () => up,
    async close() {
      closed = true;
      clearTimeout(timer);
      const last = client;
      client = undefined;
      up = false;
      watch.pause();
      if (last) {
        last.removeAllListeners();
        last.on('error', () => undefined);
        await last.end().catch(() => undefined);
      }
    },
  };
}
