// Issue 20: the warehouses get a menu entry whose flags guard them (the generic REST routes had no guard).
// A store seeded before this entry existed gets it here, with the seed's grants; a fresh store gets it from the
// seed (this runs before seeding, on empty tables, and does nothing).
import type { Kysely, Migration } from 'kysely';

/** The warehouses' entry under Administración, and the flags of the console roles that have it. */
const WAREHOUSES_MENU = { name: 'Bodegas', nameEn: 'Warehouses', path: '/warehouses', icon: 'Warehouse', group: 'Administración', index: 6 };
const GRANTS: Record<string, { l: boolean; v: boolean; w: boolean; r: boolean; d: boolean }> = {
  Administrador: { l: true, v: true, w: true, r: true, d: true },
  Operador: { l: true, v: true, w: false, r: false, d: false },
  Consulta: { l: true, v: true, w: false, r: false, d: false },
  Auditor: { l: true, v: true, w: false, r: true, d: false },
};

export const migration: Migration = {
  async up(db: Kysely<any>) {
    const group = await db
      .selectFrom('menus')
      .select('id')
      .where('dataBaseId', '=', 1)
      .where('root', '=', 0)
      .where('name', '=', WAREHOUSES_MENU.group)
      .executeTakeFirst();
    const existing = await db.selectFrom('menus').select('id').where('dataBaseId', '=', 1).where('path', '=', WAREHOUSES_MENU.path).executeTakeFirst();
    if (!group || existing) return;
    const { id: menu } = await db
      .insertInto('menus')
      .values({
        name: WAREHOUSES_MENU.name, nameEn: WAREHOUSES_MENU.nameEn, path: WAREHOUSES_MENU.path, icon: WAREHOUSES_MENU.icon,
        root: group.id, status: true, sourcePrime: true, dataBaseId: 1, index: WAREHOUSES_MENU.index,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const roles: Array<{ id: number; name: string }> = await db.selectFrom('roles').select(['id', 'name']).where('dataBaseId', '=', 1).execute();
    for (const role of roles) {
      const flags = GRANTS[role.name];
      if (flags) await db.insertInto('menuAccess').values({ name: `${role.name} · ${WAREHOUSES_MENU.name}`, role: role.id, menu, status: true, ...flags }).execute();
    }
  },
};
