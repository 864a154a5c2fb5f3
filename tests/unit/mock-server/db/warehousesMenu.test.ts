// @vitest-environment node
// Migration 017: a store seeded before the warehouses had a menu entry gets it, with the seed's grants, once.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Db } from '../../../../mock-server/core/db/open';
import { migration as warehousesMenuMigration } from '../../../../mock-server/core/db/migrations/017_warehouses_menu';
import { withDatabase } from './dbHelpers';

let db: Db;
withDatabase((ready) => (db = ready));

const entry = () => db.selectFrom('menus').selectAll().where('dataBaseId', '=', 1).where('path', '=', '/warehouses').execute();
const grants = (menu: number) =>
  db.selectFrom('menuAccess').innerJoin('roles', 'roles.id', 'menuAccess.role').select(['roles.name', 'l', 'v', 'w', 'r', 'd']).where('menu', '=', menu).orderBy('roles.name').execute();

describe('the warehouses menu entry (migration 017_warehouses_menu)', () => {
  it('is seeded under Administración, with the flags that guard the warehouses', async () => {
    const [menu] = await entry();
    expect(menu).toMatchObject({ name: 'Bodegas', nameEn: 'Warehouses', icon: 'Warehouse', status: true, index: 6 });
    const byRole = Object.fromEntries((await grants(menu.id)).map(({ name, ...flags }) => [name, flags]));
    expect(byRole.Administrador).toEqual({ l: true, v: true, w: true, r: true, d: true });
    expect(byRole.Operador).toEqual({ l: true, v: true, w: false, r: false, d: false });
  });

  it('is added to a store seeded without it, with the same grants, and only once', async () => {
    const [seeded] = await entry();
    const seededGrants = (await grants(seeded.id)).map(({ name, ...flags }) => ({ name, ...flags }));
    await db.deleteFrom('menuAccess').where('menu', '=', seeded.id).execute();
    await db.deleteFrom('menus').where('id', '=', seeded.id).execute();
    await warehousesMenuMigration.up(db as never);
    await warehousesMenuMigration.up(db as never);
    const added = await entry();
    expect(added).toHaveLength(1);
    expect(added[0].root).toBe(seeded.root);
    expect(await grants(added[0].id)).toEqual(seededGrants);
    // the new rows took fresh ids from the identity sequences
    expect(added[0].id).toBeGreaterThan(seeded.id);
    expect((await sql<{ n: number }>`select count(*)::int as n from menus where path = '/warehouses'`.execute(db)).rows[0].n).toBe(1);
  });
});
