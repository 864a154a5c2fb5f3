// The json-server collections' file `${dataDir}/rest.json` (served at /api/rest/): created from the seed when
// missing, written atomically (temp file in the same directory, fsync, rename) and one write at a time. Several
// server instances may share the folder (README, Scaling): a change holds a lock on the file across processes and
// starts from what the file holds then, and a read first takes in a file another instance has written since.
// Everything else lives in PostgreSQL (mock-server/core/db/).
import { existsSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { DataFolderError } from '../core/db/open';
import { buildSeed, type SeedOptions } from '../seed/index';
import type { RestRow } from '../core/types';

export const DATA_FILE_NAME = 'rest.json';
/** Uploaded files live in this directory of the data directory (their metadata: the `files` table). */
export const UPLOADS_DIR_NAME = 'uploads';
const PRETTY_LIMIT = 2 * 1024 * 1024;

/** Collections served by json-server's generic REST router at /api/rest/<name>. */
export type RestState = Record<string, RestRow[]>;

/** Which write of the file is in memory: an atomic write is a new file (a new inode), and its time and size. */
type FileStamp = string;
const stampOf = async (file: string): Promise<FileStamp | undefined> => {
  const info = await stat(file, { bigint: true }).catch(() => undefined);
  return info && `${info.ino}:${info.mtimeNs}:${info.size}`;
};

/** A lock another instance left (it died mid-change) is taken over after this long; a live one refreshes it. */
const STALE_LOCK_MS = 10_000;

/** every record carries its version (contracts §B); rows written before versions start at 1 */
/**
 * The collections with a version on every row, in an object without a prototype: a collection looked up by a name
 * every object answers to (`constructor`, `toString`) is absent, not one of Object.prototype's functions.
 */
const withVersions = (state: RestState): RestState => {
  for (const rows of Object.values(state)) for (const row of rows) row.version ??= 1;
  return Object.assign(Object.create(null) as RestState, state);
};

/** How many damaged rows a refusal lists before saying "and N more". */
const SHOWN_PROBLEMS = 3;

const kindOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;

/**
 * What is wrong with the parsed content of rest.json, or undefined when it has the collections' shape: an object
 * whose every collection is a list of objects, each with an id (a number or a text) no other row of it has.
 */
export function restStateProblem(parsed: unknown): string | undefined {
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return `it holds ${kindOf(parsed)}, not an object of collections`;
  }
  const problems: string[] = [];
  for (const [name, rows] of Object.entries(parsed)) {
    if (!Array.isArray(rows)) {
      problems.push(`the collection "${name}" is ${kindOf(rows)}, not a list of rows`);
      continue;
    }
    const seen = new Map<string, number>();
    rows.forEach((row: unknown, index) => {
      if (row === null || typeof row !== 'object' || Array.isArray(row)) {
        problems.push(`row ${index} of the collection "${name}" is ${kindOf(row)}, not an object`);
        return;
      }
      const id = (row as RestRow).id;
      if (!(typeof id === 'number' && Number.isFinite(id)) && !(typeof id === 'string' && id !== '')) {
        problems.push(`row ${index} of the collection "${name}" has ${id === undefined ? 'no id' : `the id ${JSON.stringify(id)}, not a number or a text`}`);
        return;
      }
      const key = `${typeof id}:${id}`;
      const first = seen.get(key);
      if (first !== undefined) problems.push(`row ${index} of the collection "${name}" repeats the id ${JSON.stringify(id)} of row ${first}`);
      else seen.set(key, index);
    });
  }
  if (problems.length === 0) return undefined;
  const more = problems.length - SHOWN_PROBLEMS;
  return problems.slice(0, SHOWN_PROBLEMS).join('; ') + (more > 0 ? `; and ${more} more` : '');
}

/** The refusal of a damaged rest.json: which file, what is wrong, what to run. */
export const damagedRestFile = (file: string, why: string) =>
  new DataFolderError(
    `The REST collections file ${file} is damaged (${why}); it was left as it is. Repair it or put back a copy, or run ` +
      '`npm run db:reset` to rebuild the data folder from the seed (its data is lost, the database\'s too), or point DATA_DIR at another folder.',
  );

/** The collections held by the text of rest.json, or a DataFolderError saying what is wrong with it. */
export function parseRestState(file: string, text: string): RestState {
  if (text.trim() === '') throw damagedRestFile(file, 'it is empty');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw damagedRestFile(file, /end of JSON input|Unterminated/i.test(detail) ? `it is cut short, its JSON ends too early: ${detail}` : `it is not valid JSON: ${detail}`);
  }
  const problem = restStateProblem(parsed);
  if (problem) throw damagedRestFile(file, problem);
  return parsed as RestState;
}

export class RestStore {
  readonly file: string;
  /** The collections as last read or written by this instance: call `read()` first to see other instances' writes. */
  state: RestState;
  private stamp: FileStamp | undefined;
  private queue: Promise<void> = Promise.resolve();
  private pending: Promise<void> | null = null;
  private tempCounter = 0;
  /** this instance's changes, one at a time (the file lock is per process) */
  private changes: Promise<unknown> = Promise.resolve();

  private constructor(readonly dataDir: string, state: RestState) {
    this.file = path.join(dataDir, DATA_FILE_NAME);
    this.state = withVersions(state);
  }

  /**
   * The collections, after taking in the file if another instance has written it since (a stat when it has not).
   * Within a change the state is already the file's.
   */
  async read(): Promise<RestState> {
    const stamp = await stampOf(this.file);
    if (stamp && stamp !== this.stamp) {
      const parsed = parseRestState(this.file, await readFile(this.file, 'utf8'));
      // the file may have been replaced again while it was read: the next read takes that one in
      if ((await stampOf(this.file)) === stamp) this.stamp = stamp;
      this.state = withVersions(parsed);
    }
    return this.state;
  }

  /**
   * Holds the file for one change: no other change of this instance or of another one sharing the folder runs
   * until `release` is called (after the change is saved). The state is the file's when this resolves.
   */
  async hold(): Promise<() => Promise<void>> {
    let leave!: () => void;
    const mine = new Promise<void>((resolve) => (leave = resolve));
    const before = this.changes;
    this.changes = before.then(() => mine);
    await before;
    let unlock: (() => Promise<void>) | undefined;
    try {
      unlock = await lockfile.lock(this.file, {
        realpath: false,
        stale: STALE_LOCK_MS,
        retries: { retries: 200, minTimeout: 5, maxTimeout: 50 },
        // the default throws from a timer (the process would exit); the next change takes the lock again
        onCompromised: (error) => console.error(`[mock-server] the lock on ${this.file} was lost:`, error.message),
      });
      await this.read();
    } catch (error) {
      await unlock?.().catch(() => undefined);
      leave();
      throw error;
    }
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      try {
        await this.flush();
        await unlock!().catch(() => undefined);
      } finally {
        leave();
      }
    };
  }

  /** Runs one change of the collections under `hold`, and saves it; a change that fails is not kept in memory. */
  async change<T>(apply: (state: RestState) => T | Promise<T>): Promise<T> {
    const release = await this.hold();
    try {
      const result = await apply(this.state);
      await this.save();
      return result;
    } catch (error) {
      this.discardUnsaved();
      throw error;
    } finally {
      await release();
    }
  }

  /** After a change that could not be saved: the next read takes the file in again, as it is. */
  discardUnsaved(): void {
    this.stamp = undefined;
  }

  /**
   * Opens the data file, creating the directory and seeding the file when they do not exist. A file that is there
   * but damaged (cut short, not JSON, not shaped as collections of rows) is refused with a DataFolderError and left
   * as it is: never re-seeded over.
   */
  static async open(dataDir: string, seed: SeedOptions = {}): Promise<RestStore> {
    await mkdir(dataDir, { recursive: true });
    const file = path.join(dataDir, DATA_FILE_NAME);
    await removeStaleTempFiles(dataDir);
    const state = existsSync(file) ? parseRestState(file, await readFile(file, 'utf8')) : undefined;
    const store = new RestStore(dataDir, state ?? (await buildSeed(seed)).rest);
    if (state) store.stamp = await stampOf(file);
    else await store.save();
    return store;
  }

  /** Replaces the collections with a fresh seed and writes them (npm run db:reset); the uploaded files go too. */
  static async reset(dataDir: string, seed: SeedOptions = {}): Promise<RestStore> {
    await mkdir(dataDir, { recursive: true });
    await rm(path.join(dataDir, UPLOADS_DIR_NAME), { recursive: true, force: true });
    const store = new RestStore(dataDir, (await buildSeed(seed)).rest);
    await store.save();
    return store;
  }

  /**
   * Writes the current state. Saves are serialized; a save requested while another one is still waiting
   * to start shares that write (it will include every change made before it starts).
   */
  save(): Promise<void> {
    if (!this.pending) {
      const run = this.queue.then(() => {
        this.pending = null;
        return this.writeNow();
      });
      this.pending = run;
      this.queue = run.catch(() => undefined);
    }
    return this.pending;
  }

  /** Resolves when every requested save has finished. */
  async flush(): Promise<void> {
    await this.queue;
  }

  private async writeNow(): Promise<void> {
    // Indented for people to read; compact when large (load-test data), where indenting only costs time.
    const compact = JSON.stringify(this.state);
    const text = `${compact.length < PRETTY_LIMIT ? JSON.stringify(this.state, null, 2) : compact}\n`;
    const temp = path.join(this.dataDir, `${DATA_FILE_NAME}.${process.pid}.${++this.tempCounter}.tmp`);
    const handle = await open(temp, 'w', 0o600);
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await rename(temp, this.file);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
    // what is in memory is this write: no need to read it back
    this.stamp = await stampOf(this.file);
    await syncDirectory(this.dataDir);
  }
}

/** fsync the directory so the rename itself is durable (not supported everywhere: best effort). */
async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some platforms (Windows) cannot open or fsync a directory.
  }
}

async function removeStaleTempFiles(dir: string): Promise<void> {
  const names = await readdir(dir);
  await Promise.all(
    names
      .filter((name) => name.startsWith(`${DATA_FILE_NAME}.`) && name.endsWith('.tmp'))
      .map((name) => unlink(path.join(dir, name)).catch(() => undefined)),
  );
}
