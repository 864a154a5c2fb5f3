// The json-server collections' file `${dataDir}/rest.json` (served at /api/rest/): loaded into memory at start,
// created from the seed when missing, written atomically (temp file in the same directory, fsync, rename) and one
// write at a time. Everything else lives in PostgreSQL (mock-server/db/).
import { existsSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { buildSeed, type SeedOptions } from './seed/index';
import type { RestRow } from './types';

export const DATA_FILE_NAME = 'rest.json';
/** Uploaded files live in this directory of the data directory (their metadata: the `files` table). */
export const UPLOADS_DIR_NAME = 'uploads';
const PRETTY_LIMIT = 2 * 1024 * 1024;

/** Collections served by json-server's generic REST router at /api/rest/<name>. */
export type RestState = Record<string, RestRow[]>;

export class RestStore {
  readonly file: string;
  state: RestState;
  private queue: Promise<void> = Promise.resolve();
  private pending: Promise<void> | null = null;
  private tempCounter = 0;

  private constructor(readonly dataDir: string, state: RestState) {
    this.file = path.join(dataDir, DATA_FILE_NAME);
    // every record carries its version (contracts §B); rows written before versions start at 1
    for (const rows of Object.values(state)) for (const row of rows) row.version ??= 1;
    this.state = state;
  }

  /** Opens the data file, creating the directory and seeding the file when they do not exist. */
  static async open(dataDir: string, seed: SeedOptions = {}): Promise<RestStore> {
    await mkdir(dataDir, { recursive: true });
    const file = path.join(dataDir, DATA_FILE_NAME);
    await removeStaleTempFiles(dataDir);
    let state: RestState | undefined;
    if (existsSync(file)) {
      const text = await readFile(file, 'utf8');
      try {
        const parsed: unknown = JSON.parse(text);
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
        state = parsed as RestState;
      } catch {
        const backup = `${file}.corrupt-${Date.now()}`;
        await rename(file, backup);
        console.warn(`[mock-server] ${file} was not a valid data file; kept it as ${backup} and re-seeded.`);
      }
    }
    const store = new RestStore(dataDir, state ?? (await buildSeed(seed)).rest);
    if (!state) await store.save();
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
