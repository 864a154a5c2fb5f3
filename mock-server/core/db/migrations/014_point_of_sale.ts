// Issue 17's point-of-sale tables: the parametric lists (departments and cities, line types,
// fault types, brands and models), the settings (IMEI pattern, the operator's nit), which workshops (points of
// sale) each user works at, the devices a point registers, the IMEI warranty dates, and each order's device; then
// the reference rows, and on a store seeded before it the demo data the seed now writes.
import { sql, type Kysely, type Migration } from 'kysely';
import frozen from './014_point_of_sale.json' with { type: 'json' };

// The reference lists and the demo rows, frozen as data: Colombia's 32 departments and Bogotá D.C. with
// municipalities (ids are positions, cities in order), the line and fault types, brands and models, the operator's
// fixed client (GetInfoWom answers its nit), two IMEI warranty dates (one expired) and the points of sale each seeded
// user works at.
const { colombia, lineTypes, faultTypes, brandsAndModels, operatorClient, imeiWarranties, workshopUsers } = frozen;
const SETTINGS = { 'validation.imei': '^\\d{15}$', 'operator.nit': operatorClient.document, 'operator.name': operatorClient.name };

const named = (names: readonly string[]) => names.map((name, i) => ({ id: i + 1, name }));
const CITIES = colombia.flatMap(({ cities }, d) => cities.map((name) => ({ name, departmentId: d + 1 })));

/** The reference lists and settings (camelCase columns: the migration's connection has the CamelCasePlugin). */
async function writeReference(db: Kysely<any>): Promise<void> {
  await db.insertInto('repairDepartments').values(colombia.map(({ department }, i) => ({ id: i + 1, name: department }))).execute();
  await db.insertInto('repairCities').values(CITIES.map((city, i) => ({ id: i + 1, ...city }))).execute();
  await db.insertInto('repairLineTypes').values(named(lineTypes)).execute();
  await db.insertInto('repairFaultTypes').values(named(faultTypes)).execute();
  await db.insertInto('repairBrands').values(named(brandsAndModels.map(({ brand }) => brand))).execute();
  const models = brandsAndModels.flatMap(({ models: names }, b) => names.map((name) => ({ name, brandId: b + 1 })));
  await db.insertInto('repairModels').values(models.map((model, i) => ({ id: i + 1, ...model }))).execute();
  await db.insertInto('repairSettings').values(Object.entries(SETTINGS).map(([key, value]) => ({ key, value }))).execute();
  for (const table of ['repair_departments', 'repair_cities', 'repair_line_types', 'repair_fault_types', 'repair_brands', 'repair_models']) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}) + 1, false)`.execute(db);
  }
}

/** The demo data over issue 16's seed: the users' points of sale, the IMEI warranty dates, the clients on real cities, the operator's client. */
async function writeDemoData(db: Kysely<any>): Promise<void> {
  await db.insertInto('repairWorkshopUsers').values(workshopUsers).execute();
  await db.insertInto('repairImeiWarranties').values(imeiWarranties).execute();
  await sql`update repair_clients c set id_city = ((c.id - 1) % ${CITIES.length}) + 1,
    id_department = (select department_id from repair_cities where id = ((c.id - 1) % ${CITIES.length}) + 1)`.execute(db);
  const bogota = CITIES.findIndex((city) => city.name === 'Bogotá');
  await db.insertInto('repairClients').values({ ...operatorClient, idDepartment: CITIES[bogota].departmentId, idCity: bogota + 1 }).execute();
}

const VERSION = sql`integer not null default 1`;

async function namedList(db: Kysely<any>, table: string, parent?: { column: string; references: string }) {
  let builder = db.schema.createTable(table)
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull());
  if (parent) builder = builder.addColumn(parent.column, 'integer', (c) => c.notNull().references(parent.references));
  await builder.execute();
  if (parent) await sql`create index ${sql.id(`${table}_${parent.column}_idx`)} on ${sql.table(table)} (${sql.id(parent.column)})`.execute(db);
}

export const migration: Migration = {
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

    await writeReference(db);
    // a store seeded before this migration (issue 16's points and the demo users there): its demo data now; a fresh
    // store gets it from the seed (this runs before seeding, on empty tables)
    const seededBefore = await db.selectFrom('repairWorkshops').select('id').where('id', 'in', [3, 4, 5]).execute();
    const users = await db.selectFrom('users').select('id').where('id', 'in', [1, 2]).execute();
    if (seededBefore.length === 3 && users.length === 2) await writeDemoData(db);
  },
};
