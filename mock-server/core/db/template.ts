// A seeded PostgreSQL folder kept under node_modules/.cache, keyed by a hash of the sources that shape it (schema,
// migrations, seed). Creating and seeding PGlite costs seconds of CPU; copying this folder costs a fraction, so every
// fresh data folder (first start, db:reset, tests, e2e servers) starts from a copy. Rebuilt only when those sources
// change.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** What shapes a seeded data folder. */
export const SOURCES = ['mock-server/core/db', 'mock-server/seed', 'mock-server/lines', 'mock-server/shell/passwords.ts'];
const CACHE_DIR = path.join(repo, 'node_modules', '.cache', 'mock-pg-template');

/** A hash of the files under `sources` (repository paths: files or folders, read whole), and of their names. */
export function sourcesHash(sources: readonly string[] = SOURCES): string {
  const hash = createHash('sha256');
  const add = (source: string): void => {
    const full = path.join(repo, source);
    if (statSync(full).isDirectory()) for (const name of readdirSync(full).sort()) add(path.join(source, name));
    else hash.update(source).update(readFileSync(full));
  };
  for (const source of sources) add(source);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Fills `pgDir` with a copy of the cached seeded folder, building the cache with `build` when it is missing.
 * Answers false (nothing copied) when the cache cannot be used, e.g. a read-only install: the caller builds in place.
 */
export async function copySeededTemplate(pgDir: string, build: (dir: string) => Promise<void>): Promise<boolean> {
  let template: string;
  try {
    template = path.join(CACHE_DIR, sourcesHash());
    if (!existsSync(template)) {
      const building = `${template}.${process.pid}.tmp`;
      rmSync(building, { recursive: true, force: true });
      mkdirSync(path.dirname(building), { recursive: true });
      await build(building);
      // another process may have finished the same template meanwhile: either copy is good
      if (existsSync(template)) rmSync(building, { recursive: true, force: true });
      else renameSync(building, template);
    }
  } catch (error) {
    console.warn(`[mock-server] no seeded template cache (${error instanceof Error ? error.message : String(error)}); seeding in place.`);
    return false;
  }
  cpSync(template, pgDir, { recursive: true });
  return true;
}
