// Opens the store of record: PGlite in `${dataDir}/pg` (or the PostgreSQL server of DATABASE_URL), with the
// schema brought up to date. An empty data folder is created and given its first rows by the caller's seeding step
// (the seed is a layer above the store: seed/write.ts); a folder this build cannot use (an old db.json, a damaged
// pg folder) is refused with what to do, never silently re-seeded.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import { migrateToLatest } from './migrations/index';
import { PgliteHost, QUERY_TIMEOUT_MS } from './pgliteHost';
import type { Database } from './schema';
import { copySeededTemplate } from './template';
import { WorkerDialect } from './workerDialect';
import { prepareMarkedStatements } from './serverStatements';
import { installWriteAnnouncements, listenForWrites, WatchedPostgresDialect } from './serverWatch';
import { WriteWatch } from './writeWatch';

export const PG_DIR_NAME = 'pg';
/** The data file of the builds before PostgreSQL. */
export const OLD_DATA_FILE_NAME = 'db.json';

export type Db = Kysely<Database>;

/** A data folder the server will not use as it is; the message says why and what to run. */
export class DataFolderError extends Error {}

const RESET_HINT = 'Run `npm run db:reset` to rebuild it from the seed (its data is lost), or point DATA_DIR at another folder.';

/** `watched`: the embedded store, whose frequent reads may be kept until a write (readCache.ts). */
function kysely(dialect: ConstructorParameters<typeof Kysely<Database>>[0]['dialect'], watched = false): Db {
  return new Kysely<Database>({ dialect, plugins: watched ? [new WriteWatch(), new CamelCasePlugin()] : [new CamelCasePlugin()] });
}

/** How a new store gets its first rows, passed in by whoever wants a seeded store (seed/write.ts seeding()). */
export interface Seeding {
  /** Writes the first rows into a migrated, empty store. */
  write: (db: Db) => Promise<void>;
  /** The standard rows: a new embedded folder may be a copy of the cached seeded template instead (template.ts). */
  standard: boolean;
}

export interface OpenOptions {
  /** Time limit of one statement of the embedded database (default DB_QUERY_TIMEOUT_MS, else QUERY_TIMEOUT_MS). */
  queryTimeoutMs?: number;
}

/** Migrations and seeding write whole tables in one statement: they get this limit instead. */
const SETUP_TIMEOUT_MS = 10 * 60_000;

function queryTimeoutFrom(options: OpenOptions): number {
  const fromEnv = Number(process.env.DB_QUERY_TIMEOUT_MS);
  return options.queryTimeoutMs ?? (Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : QUERY_TIMEOUT_MS);
}

/**
 * DB_SHARED_BUFFERS: the embedded PostgreSQL's buffer pool (a size such as 16MB; default PostgreSQL's 128MB).
 * PGlite zeroes the whole pool each time it opens a data folder: 0.45 s of the 0.65 s an opening takes with
 * 128MB, 0.2 s in all with 16MB. The tests open hundreds of folders (a server each) and run with 16MB.
 */
function sharedBuffersFrom(): string | undefined {
  const value = process.env.DB_SHARED_BUFFERS?.trim();
  if (!value) return undefined;
  if (!/^\d+(kB|MB|GB)$/.test(value)) throw new Error(`DB_SHARED_BUFFERS must be a size such as 16MB or 512kB, not "${value}".`);
  return value;
}

let wasmModule: Promise<WebAssembly.Module> | undefined;

/** pglite.wasm compiled once per process and shared by every worker (each test server has one). */
function compiledPglite(): Promise<WebAssembly.Module> {
  const require = createRequire(import.meta.url);
  const file = path.join(path.dirname(require.resolve('@electric-sql/pglite')), 'pglite.wasm');
  return (wasmModule ??= WebAssembly.compile(readFileSync(file)));
}

/**
 * PGlite on `pgDir` in a worker thread (created empty when the folder has none). `setup` runs under the long
 * setup limit (migrations, seeding); every later statement gets `queryTimeoutMs`.
 */
async function openEmbedded(pgDir: string, queryTimeoutMs: number, setup: (db: Db) => Promise<void>): Promise<Db> {
  const host = new PgliteHost({ dataDir: pgDir, queryTimeoutMs: SETUP_TIMEOUT_MS, wasmModule: await compiledPglite(), sharedBuffers: sharedBuffersFrom() });
  try {
    await host.whenReady();
  } catch (error) {
    await host.close().catch(() => undefined);
    throw error;
  }
  const db = kysely(new WorkerDialect(host), true);
  try {
    await setup(db);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw error;
  }
  host.queryTimeoutMs = queryTimeoutMs;
  return db;
}

async function isSeeded(db: Db): Promise<boolean> {
  const found = await sql<{ ok: boolean }>`select to_regclass('company') is not null as ok`.execute(db);
  if (!found.rows[0]?.ok) return false;
  return (await db.selectFrom('company').select('id').limit(1).execute()).length > 0;
}

/** Opens (creating and seeding when needed) the store of `dataDir`, or of DATABASE_URL when that is set. */
export async function openDatabase(
  dataDir: string,
  seed: Seeding,
  databaseUrl = process.env.DATABASE_URL,
  options: OpenOptions = {},
): Promise<{ db: Db; created: boolean; location: string }> {
  if (databaseUrl) return openServerDatabase(databaseUrl, seed);
  // a bad setting is said as such, before any folder is touched (not as a folder that does not open)
  sharedBuffersFrom();
  const limit = queryTimeoutFrom(options);
  await mkdir(dataDir, { recursive: true });
  const pgDir = path.join(dataDir, PG_DIR_NAME);
  if (!existsSync(pgDir)) {
    if (existsSync(path.join(dataDir, OLD_DATA_FILE_NAME))) {
      throw new DataFolderError(
        `${dataDir} holds a db.json data file from an older version of the mock server; the data now lives in PostgreSQL (${pgDir}). ${RESET_HINT}`,
      );
    }
    return { db: await createSeeded(pgDir, seed, limit), created: true, location: pgDir };
  }
  return { db: await openExisting(pgDir, limit), created: false, location: pgDir };
}

/** Creates and seeds PGlite in `pgDir`, answering it open; on failure leaves no folder behind. */
async function buildSeeded(pgDir: string, seed: Seeding, queryTimeoutMs: number): Promise<Db> {
  try {
    return await openEmbedded(pgDir, queryTimeoutMs, async (db) => {
      await migrateToLatest(db);
      await seed.write(db);
    });
  } catch (error) {
    // half a folder would be refused at the next start: leave nothing instead
    await rm(pgDir, { recursive: true, force: true });
    throw error;
  }
}

/** A fresh seeded folder: a copy of the cached template for the standard seed, built in place otherwise (SEED_ROWS). */
async function createSeeded(pgDir: string, seed: Seeding, queryTimeoutMs: number): Promise<Db> {
  if (seed.standard) {
    const copied = await copySeededTemplate(pgDir, async (dir) => (await buildSeeded(dir, seed, queryTimeoutMs)).destroy());
    if (copied) return openExisting(pgDir, queryTimeoutMs);
  }
  return buildSeeded(pgDir, seed, queryTimeoutMs);
}

async function openExisting(pgDir: string, queryTimeoutMs: number): Promise<Db> {
  const damaged = (why: string) => new DataFolderError(`The PostgreSQL data folder ${pgDir} is damaged or incomplete (${why}). ${RESET_HINT}`);
  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) throw damaged(readdirSync(pgDir).length === 0 ? 'it is empty' : 'it has no PG_VERSION file');
  try {
    return await openEmbedded(pgDir, queryTimeoutMs, async (db) => {
      if (!(await isSeeded(db))) throw damaged('it was never seeded');
      await migrateToLatest(db);
    });
  } catch (error) {
    if (error instanceof DataFolderError) throw error;
    throw damaged(error instanceof Error ? error.message : String(error));
  }
}

/**
 * A PostgreSQL server's store, its frequent reads cached as on the embedded store: its tables announce their writes
 * (serverWatch.ts), which this instance listens to on a connection of its own.
 */
async function openServerDatabase(url: string, seed: Seeding): Promise<{ db: Db; created: boolean; location: string }> {
  const { default: pg } = await import('pg');
  const watch = new WriteWatch();
  const listener = listenForWrites({ connectionString: url }, watch, (config) => new pg.Client(config));
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('connect', prepareMarkedStatements);
  const dialect = new WatchedPostgresDialect({ pool }, watch, () => listener.close());
  const db = new Kysely<Database>({ dialect, plugins: [watch, new CamelCasePlugin()] });
  try {
    await migrateToLatest(db);
    const created = !(await isSeeded(db));
    if (created) await seed.write(db);
    await installWriteAnnouncements(db);
    await listener.ready;
    return { db, created, location: url.replace(/\/\/[^@/]*@/, '//***@') };
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw error;
  }
}

/** Empties the data folder's store and seeds it again (npm run db:reset). */
export async function resetDatabase(
  dataDir: string,
  seed: Seeding,
  databaseUrl = process.env.DATABASE_URL,
  options: OpenOptions = {},
): Promise<{ db: Db; location: string }> {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const db = kysely(new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 2 }) }));
    await sql`drop schema public cascade`.execute(db);
    await sql`create schema public`.execute(db);
    await migrateToLatest(db);
    await seed.write(db);
    return { db, location: databaseUrl.replace(/\/\/[^@/]*@/, '//***@') };
  }
  const pgDir = path.join(dataDir, PG_DIR_NAME);
  await rm(pgDir, { recursive: true, force: true });
  await rm(path.join(dataDir, OLD_DATA_FILE_NAME), { force: true });
  await mkdir(dataDir, { recursive: true });
  return { db: await createSeeded(pgDir, seed, queryTimeoutFrom(options)), location: pgDir };
}
