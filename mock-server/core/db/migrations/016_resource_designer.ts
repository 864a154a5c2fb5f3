// Issue 19's tables: resource designs (the draft each administrator edits) and their published versions (every
// one kept), and the designer's menu entry 'Recursos' for stores seeded before it existed (a fresh store gets it
// from the seed: this runs before seeding, on empty tables, and adds nothing then).
import type { Kysely, Migration } from 'kysely';

/** The designer's entry under Administración, and the flags of the console roles that have it. */
const DESIGNER_MENU = { name: 'Recursos', nameEn: 'Resources', path: '/system/configuration/resources', icon: 'Widgets', group: 'Administración', index: 7 };
const GRANTS: Record<string, { l: boolean; v: boolean; w: boolean; r: boolean; d: boolean }> = {
  Administrador: { l: true, v: true, w: true, r: true, d: true },
  Auditor: { l: true, v: true, w: false, r: true, d: false },
};

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('resource_designs')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('draft', 'jsonb', (c) => c.notNull())
      .addColumn('published_version', 'integer')
      // the menu entry publishing made (kept across versions, so its id and grants survive a label change)
      .addColumn('menu_id', 'integer')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createTable('resource_design_versions')
      .addColumn('design_id', 'integer', (c) => c.notNull().references('resource_designs.id').onDelete('cascade'))
      .addColumn('number', 'integer', (c) => c.notNull())
      .addColumn('design', 'jsonb', (c) => c.notNull())
      .addColumn('published_at', 'text', (c) => c.notNull())
      .addColumn('published_by', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('resource_design_versions_pkey', ['design_id', 'number'])
      .execute();
    await addDesignerMenu(db);
  },
};

async function addDesignerMenu(db: Kysely<any>): Promise<void> {
  const group = await db
    .selectFrom('menus')
    .select('id')
    .where('dataBaseId', '=', 1)
    .where('root', '=', 0)
    .where('name', '=', DESIGNER_MENU.group)
    .executeTakeFirst();
  const existing = await db.selectFrom('menus').select('id').where('dataBaseId', '=', 1).where('path', '=', DESIGNER_MENU.path).executeTakeFirst();
  if (!group || existing) return;
  const { id: menu } = await db
    .insertInto('menus')
    .values({
      name: DESIGNER_MENU.name, nameEn: DESIGNER_MENU.nameEn, path: DESIGNER_MENU.path, icon: DESIGNER_MENU.icon,
      root: group.id, status: true, sourcePrime: true, dataBaseId: 1, index: DESIGNER_MENU.index,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roles: Array<{ id: number; name: string }> = await db.selectFrom('roles').select(['id', 'name']).where('dataBaseId', '=', 1).execute();
  for (const role of roles) {
    const flags = GRANTS[role.name];
    if (flags) await db.insertInto('menuAccess').values({ name: `${role.name} · ${DESIGNER_MENU.name}`, role: role.id, menu, status: true, ...flags }).execute();
  }
}
