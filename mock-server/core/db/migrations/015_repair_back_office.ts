// Issue 18's tables (the repair back office): the stores' address and place, the loan phones and which order holds
// one, the users' link to a store, and the log the LogManagement screen reads. The sales-channel form's menu entry
// for a store seeded before it existed is added here (a fresh store gets it from the seed: this runs before seeding,
// on empty tables, and adds nothing).
import { sql, type Kysely, type Migration } from 'kysely';

/** The sales-channel form's entry under Operador móvil, and the flags of the console roles that have it. */
const SALES_CHANNEL_MENU = {
  name: 'Canal de venta', nameEn: 'Sales channel', path: '/MobileOperator/SalesChannel', icon: 'Storefront', group: 'Operador móvil', index: 17,
};
const GRANTS: Record<string, { l: boolean; v: boolean; w: boolean; r: boolean; d: boolean }> = {
  Administrador: { l: true, v: true, w: true, r: true, d: true },
  Auditor: { l: true, v: true, w: false, r: true, d: false },
};

const VERSION = sql`integer not null default 1`;
const NOW = sql`now()`;

/** The sales-channel form's entry under Operador móvil with the seed's grants, once (nothing on an empty store). */
export async function addSalesChannelMenu(db: Kysely<any>): Promise<void> {
  const group = await db.selectFrom('menus').select('id').where('dataBaseId', '=', 1).where('root', '=', 0)
    .where('name', '=', SALES_CHANNEL_MENU.group).executeTakeFirst();
  const existing = await db.selectFrom('menus').select('id').where('dataBaseId', '=', 1).where('path', '=', SALES_CHANNEL_MENU.path).executeTakeFirst();
  if (!group || existing) return;
  const { id: menu } = await db.insertInto('menus').values({
    name: SALES_CHANNEL_MENU.name, nameEn: SALES_CHANNEL_MENU.nameEn, path: SALES_CHANNEL_MENU.path, icon: SALES_CHANNEL_MENU.icon,
    root: group.id, status: true, sourcePrime: true, dataBaseId: 1, index: SALES_CHANNEL_MENU.index,
  }).returning('id').executeTakeFirstOrThrow();
  const roles: Array<{ id: number; name: string }> = await db.selectFrom('roles').select(['id', 'name']).where('dataBaseId', '=', 1).execute();
  for (const role of roles) {
    const flags = GRANTS[role.name];
    if (flags) await db.insertInto('menuAccess').values({ name: `${role.name} · ${SALES_CHANNEL_MENU.name}`, role: role.id, menu, status: true, ...flags }).execute();
  }
}

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('repair_workshops')
      .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('id_department', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('id_city', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();

    await db.schema
      .createTable('loan_devices')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('brand', 'text', (c) => c.notNull())
      .addColumn('id_model', 'integer', (c) => c.notNull())
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('imei', 'text', (c) => c.notNull())
      .addColumn('available', 'boolean', (c) => c.notNull())
      .addColumn('workshop_id', 'integer', (c) => c.notNull().references('repair_workshops.id'))
      .addColumn('version', VERSION)
      .execute();
    await sql`create unique index loan_devices_imei_key on loan_devices (imei)`.execute(db);
    // the phone an order holds (OrderWom/loanDevice); imei_loan_device keeps its IMEI for the printouts
    await db.schema.alterTable('repair_orders').addColumn('loan_device_id', 'integer', (c) => c.references('loan_devices.id')).execute();
    await sql`create index repair_orders_loan_device_idx on repair_orders (loan_device_id) where loan_device_id is not null`.execute(db);

    await db.schema
      .createTable('repair_user_workshops')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('workshop_id', 'integer', (c) => c.notNull().references('repair_workshops.id'))
      // 1 active, 2 inactive (spec 04 §3)
      .addColumn('state', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(NOW))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(NOW))
      .addColumn('version', VERSION)
      .execute();
    await sql`create unique index repair_user_workshops_user_key on repair_user_workshops (user_id)`.execute(db);

    await db.schema
      .createTable('back_office_logs')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(NOW))
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('status_code', 'integer', (c) => c.notNull())
      .addColumn('stack', 'text', (c) => c.notNull())
      .addColumn('is_success', 'boolean', (c) => c.notNull())
      .execute();
    await sql`create index back_office_logs_at_idx on back_office_logs (at desc, id desc)`.execute(db);

    await addSalesChannelMenu(db);
  },
};
