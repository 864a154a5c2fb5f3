// @vitest-environment node
// Migration 014: the point of sale's reference lists come with the tables (a store made before gets them), and a
// store seeded before it gets the demo data too (the users' points, the operator's client), as a fresh seed has it.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Db } from '../../../../mock-server/core/db/open';
import { migration as pointOfSaleMigration } from '../../../../mock-server/core/db/migrations/014_point_of_sale';
import { withDatabase } from './dbHelpers';

let db: Db;
withDatabase((ready) => (db = ready));

const TABLES = ['repair_devices', 'repair_imei_warranties', 'repair_workshop_users', 'repair_settings', 'repair_models', 'repair_brands',
  'repair_fault_types', 'repair_line_types', 'repair_cities', 'repair_departments'];

const snapshot = async () => ({
  departments: (await db.selectFrom('repairDepartments').select(['id', 'name']).orderBy('id').execute()),
  cities: (await sql<{ n: number }>`select count(*)::int as n from repair_cities`.execute(db)).rows[0].n,
  settings: await db.selectFrom('repairSettings').selectAll().orderBy('key').execute(),
  workshops: await db.selectFrom('repairWorkshopUsers').selectAll().orderBy('userId').orderBy('workshopId').execute(),
  operator: (await db.selectFrom('repairClients').select(['name', 'document']).where('document', '=', '900123456').execute()),
});

describe('the point-of-sale migration (014_point_of_sale)', () => {
  it('on a store seeded before it: the same reference lists and demo data as a fresh seed', async () => {
    const fresh = await snapshot();
    expect(fresh.departments).toHaveLength(33);
    expect(fresh.operator).toHaveLength(1);
    // back to the store as it was before the migration
    await sql`alter table repair_orders drop column device_id`.execute(db);
    for (const table of TABLES) await sql`drop table ${sql.table(table)}`.execute(db);
    await db.deleteFrom('repairClients').where('document', '=', '900123456').execute();

    await pointOfSaleMigration.up(db as never);
    expect(await snapshot()).toEqual(fresh);
    // the identity sequences follow the written ids
    const { id } = await db.insertInto('repairBrands').values({ name: 'Nokia' }).returning('id').executeTakeFirstOrThrow();
    expect(id).toBe(7);
  });
});
