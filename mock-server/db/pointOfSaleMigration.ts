// Issue 17's point-of-sale tables ('017_point_of_sale'): the parametric lists (departments and cities, line types,
// fault types, brands and models), the settings (IMEI pattern, the operator's nit), which workshops (points of
// sale) each user works at, the devices a point registers, the IMEI warranty dates, and each order's device; then
// the reference rows (mock-server/seed/pointOfSale.ts).
import { sql, type Kysely, type Migration } from 'kysely';
import { writePointOfSaleReference, writePointOfSaleSeed } from '../seed/pointOfSale';

const VERSION = sql`integer not null default 1`;

async function namedList(db: Kysely<any>, table: string, parent?: { column: string; references: string }) {
  let builder = db.schema.createTable(table)
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull());
  if (parent) builder = builder.addColumn(parent.column, 'integer', (c) => c.notNull().references(parent.references));
  await builder.execute();
  if (parent) await sql`create index ${sql.id(`${table}_${parent.column}_idx`)} on ${sql.table(table)} (${sql.id(parent.column)})`.execute(db);
}

export const pointOfSaleMigration: Migration = {
  async up(db: Kysely<any>) {
    await namedList(db, 'repair_departments');
    await namedList(db, 'repair_cities', { column: 'department_id', references: 'repair_departments.id' });
    await namedList(db, 'repair_line_types');
    await namedList(db, 'repair_fault_types');
    await namedList(db, 'repair_brands');
    await namedList(db, 'repair_models', { column: 'brand_id', references: 'repair_brands.id' });

    await db.schema.createTable('repair_settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();

    await db.schema.createTable('repair_workshop_users')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('workshop_id', 'integer', (c) => c.notNull().references('repair_workshops.id'))
      .addPrimaryKeyConstraint('repair_workshop_users_pkey', ['user_id', 'workshop_id'])
      .execute();

    // The IMEI's warranty date as the manufacturer answers it; an IMEI not listed has no restriction (0001-01-01).
    await db.schema.createTable('repair_imei_warranties')
      .addColumn('imei', 'text', (c) => c.primaryKey())
      .addColumn('valid_until', 'date', (c) => c.notNull())
      .execute();

    await db.schema.createTable('repair_devices')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('id_line_type', 'integer', (c) => c.notNull().references('repair_line_types.id'))
      .addColumn('model_id', 'integer', (c) => c.notNull().references('repair_models.id'))
      .addColumn('imei', 'text', (c) => c.notNull())
      .addColumn('min', 'text', (c) => c.notNull())
      .addColumn('purchase_date', 'date', (c) => c.notNull())
      .addColumn('comments', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('warranty', 'boolean', (c) => c.notNull())
      .addColumn('doa', 'boolean', (c) => c.notNull())
      .addColumn('exhibition', 'boolean', (c) => c.notNull())
      .addColumn('accessories', 'jsonb', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.notNull())
      .addColumn('version', VERSION)
      .execute();
    await sql`create index repair_devices_imei_idx on repair_devices (imei)`.execute(db);

    await db.schema.alterTable('repair_orders').addColumn('device_id', 'integer', (c) => c.references('repair_devices.id')).execute();

    await writePointOfSaleReference(db);
    // a store seeded before this migration (issue 16's points and the demo users there): its demo data now; a fresh
    // store gets it from the seed (this runs before seeding, on empty tables)
    const seededBefore = await db.selectFrom('repairWorkshops').select('id').where('id', 'in', [3, 4, 5]).execute();
    const users = await db.selectFrom('users').select('id').where('id', 'in', [1, 2]).execute();
    if (seededBefore.length === 3 && users.length === 2) await writePointOfSaleSeed(db);
  },
};
