// Writes the deterministic seed into the store's tables (multi-row inserts, in one transaction): the seeding step
// the store is opened with (db/open.ts knows no seed; its callers pass `seeding()`).
import { sql, type Kysely } from 'kysely';
import type { Db, Seeding } from '../core/db/open';
import type { Database } from '../core/db/schema';
import { tuneAfterBulkWrite } from '../core/db/tuning';
import { seedCatalogueAndSim } from '../lines/catalogue/seedWithSim';
import { buildSeed, type SeedOptions, type SeedState } from './index';
import { writeRepairOrderSeed } from '../lines/repairOrders/seed';
import { writeTechnicianUsers } from '../lines/repairOrders/technician/seed';
import { writeSecurityUser } from './people';
import { writePointOfSaleSeed } from '../lines/repairOrders/pointOfSale/seed';
import { seedSatelliteTv } from '../lines/satelliteTv/seed';
import { seedSatelliteTv2 } from '../lines/satelliteTv/seed2';
import { seedUploads } from '../lines/uploads/seed';
import { seedReports } from '../lines/reports/seed';
import { seedRepairBackOffice } from '../lines/repairBackOffice/seed';
import { publishPortabilityDesign } from '../lines/resourceDesigner/seedPortability';

/** Rows per INSERT: far under PostgreSQL's 65535 bind parameters for the widest table. */
const CHUNK = 2000;

async function insertRows<T extends keyof Database & string>(db: Kysely<Database>, table: T, rows: readonly object[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db.insertInto(table).values(rows.slice(start, start + CHUNK) as never).execute();
  }
}

/** Tables whose ids come from an identity column: after explicit ids, the next generated one follows the highest. */
const IDENTITY_TABLES = ['company', 'databases', 'roles', 'users', 'menus', 'menu_access', 'login_failures', 'notifications', 'files', 'audit'];

export async function writeSeed(db: Kysely<Database>, state: Omit<SeedState, 'rest'>): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const { version: appVersion, ...company } = state.company;
    await tx.insertInto('company').values({ ...company, appVersion }).execute();
    await insertRows(tx, 'databases', state.databases);
    await insertRows(tx, 'roles', state.roles);
    await insertRows(tx, 'users', state.users.map(({ roles: _r, databases: _d, ...user }) => user));
    await insertRows(tx, 'userRoles', state.users.flatMap((u) => u.roles.map((roleId, position) => ({ userId: u.id, roleId, position }))));
    await insertRows(tx, 'userDatabases', state.users.flatMap((u) => u.databases.map((databaseId, position) => ({ userId: u.id, databaseId, position }))));
    await insertRows(tx, 'menus', state.menus);
    await insertRows(tx, 'menuAccess', state.menuAccess);
    await insertRows(tx, 'permissionEntries', state.permissionEntries.map(({ users: _u, ...entry }) => entry));
    await insertRows(tx, 'permissionEntryUsers', state.permissionEntries.flatMap((e) => e.users.map((userId, position) => ({ entryId: e.id, userId, position }))));
    await insertRows(tx, 'sessions', state.sessions);
    await insertRows(tx, 'loginFailures', state.loginFailures);
    await insertRows(tx, 'notifications', state.notifications);
    await insertRows(tx, 'files', state.files);
    await seedCatalogueAndSim(tx);
    await writeRepairOrderSeed(tx);
    await writeTechnicianUsers(tx);
    await writeSecurityUser(tx);
    await writePointOfSaleSeed(tx);
    await seedSatelliteTv(tx);
    await seedSatelliteTv2(tx);
    await seedUploads(tx);
    await seedReports(tx);
    await seedRepairBackOffice(tx);
    for (const table of IDENTITY_TABLES) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(tx);
    }
    // the portability line's design, through the Resource Designer's publish path once the ids above are in place
    const portability = await publishPortabilityDesign(tx);
    if (!portability.published) throw new Error(`The seed's portability design was refused: ${portability.reason}`);
  });
  // outside the transaction: ANALYZE and the index clean-up see the committed rows
  await tuneAfterBulkWrite(db);
}

/** The seed as the store's seeding step: the standard rows, or with SEED_ROWS extra ones (never from the template). */
export function seeding(options: SeedOptions = {}): Seeding {
  return { write: async (db: Db) => writeSeed(db, await buildSeed(options)), standard: !options.extraRows };
}
