// `npm run db:reset`: writes a fresh seed to ${DATA_DIR}/db.json (default <repo>/data). Sessions are dropped.
// SEED_ROWS=N adds N generated databases and warehouses (load tests).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_USERS, STAFF_PASSWORD, seedRowsFromEnv } from './seed/index';
import { Store } from './store';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(repo, 'data'));

const store = await Store.reset(dataDir, { extraRows: seedRowsFromEnv() });
const s = store.state;
console.log(`Re-seeded ${store.file}:`);
console.log(
  `  ${s.databases.length} databases, ${s.roles.length} roles, ${s.users.length} users, ${s.menus.length} menu entries, ` +
    `${s.menuAccess.length} permission rows, ${s.permissionEntries.length} report and upload-table entries; no uploaded files`,
);
for (const [name, rows] of Object.entries(s.rest)) console.log(`  REST /api/rest/${name}: ${rows.length} rows`);
console.log(`  demo users: ${DEMO_USERS.map((u) => `${u.login} / ${u.password}`).join(', ')}; others: ${STAFF_PASSWORD}`);
console.log('  A mock server that is running keeps its old data in memory: restart it.');
