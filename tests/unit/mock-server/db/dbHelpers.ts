// A database of its own for a test file: a copy of the seeded template, opened like the server opens it
// (under `npm run test:postgres`, a database of its own on that server).
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Db, type OpenOptions } from '../../../../mock-server/core/db/open';
import { seeding } from '../../../../mock-server/seed/write';
import { copyTemplate, freshDataDir, removeDir, SERVER_START_TIMEOUT_MS, testDatabaseUrl } from '../helpers';

/** Opens a fresh copy of the seeded database (embedded PGlite) before the file's tests and closes it after them. */
export function withDatabase(onReady: (db: Db) => void, options: OpenOptions = {}): void {
  let db: Db | undefined;
  const dataDir = freshDataDir();
  beforeAll(async () => {
    copyTemplate(dataDir);
    db = (await openDatabase(dataDir, seeding(), await testDatabaseUrl(dataDir), options)).db;
    onReady(db);
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await db?.destroy();
    removeDir(dataDir);
  });
}
