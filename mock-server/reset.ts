// `npm run db:reset`: rebuilds ${DATA_DIR} (default <repo>/data) from the seed: PostgreSQL in pg/ (or the database of
// DATABASE_URL), the REST collections in rest.json; uploaded files and sessions go. SEED_ROWS=N adds N generated
// databases and warehouses (load tests).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resetDatabase } from './core/db/open';
import { DEMO_USERS, STAFF_PASSWORD, seedRowsFromEnv } from './seed/index';
import { seeding } from './seed/write';
import { RestStore } from './shell/store';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(repo, 'data'));
const seed = { extraRows: seedRowsFromEnv() };

const { db, location } = await resetDatabase(dataDir, seeding(seed));
const rest = await RestStore.reset(dataDir, seed);
const count = async (table: 'databases' | 'roles' | 'users' | 'menus' | 'menuAccess' | 'permissionEntries') =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
console.log(`Re-seeded ${location} and ${rest.file}:`);
console.log(
  `  ${await count('databases')} databases, ${await count('roles')} roles, ${await count('users')} users, ${await count('menus')} menu entries, ` +
    `${await count('menuAccess')} permission rows, ${await count('permissionEntries')} report and upload-table entries; no uploaded files`,
);
await db.destroy();
for (const [name, rows] of Object.entries(rest.state)) console.log(`  REST /api/rest/${name}: ${rows.length} rows`);
console.log(`  demo users: ${DEMO_USERS.map((u) => `${u.login} / ${u.password}`).join(', ')}; others: ${STAFF_PASSWORD}`);
console.log('  Restart a mock server that is running on this folder.');
