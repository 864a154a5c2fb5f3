// @vitest-environment node
// Migration 015: a store seeded before the sales-channel form had a menu entry gets it, with the seed's grants, once.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../../mock-server/core/db/open';
import { addSalesChannelMenu } from '../../../../mock-server/core/db/migrations/015_repair_back_office';
import { withDatabase } from './dbHelpers';

let db: Db;
withDatabase((ready) => (db = ready));

const entry = () => db.selectFrom('menus').selectAll().where('dataBaseId', '=', 1).where('path', '=', '/MobileOperator/SalesChannel').execute();
const grants = (menu: number) =>
  db.selectFrom('menuAccess').innerJoin('roles', 'roles.id', 'menuAccess.role').select(['roles.name', 'l', 'v', 'w', 'r', 'd']).where('menu', '=', menu).orderBy('roles.name').execute();

describe('the sales-channel menu entry (migration 015_repair_back_office)', () => {
  it('is seeded under Operador móvil, last, for the administrator and the auditor', async () => {
    const [menu] = await entry();
    expect(menu).toMatchObject({ name: 'Canal de venta', nameEn: 'Sales channel', status: true, index: 17 });
    expect((await grants(menu.id)).map((g) => g.name)).toEqual(['Administrador', 'Auditor']);
  });

  it('is added to a store seeded without it, with the same grants, and only once', async () => {
    const [seeded] = await entry();
    const seededGrants = await grants(seeded.id);
    await db.deleteFrom('menuAccess').where('menu', '=', seeded.id).execute();
    await db.deleteFrom('menus').where('id', '=', seeded.id).execute();
    await addSalesChannelMenu(db as never);
    await addSalesChannelMenu(db as never);
    const added = await entry();
    expect(added).toHaveLength(1);
    expect(added[0].root).toBe(seeded.root);
    expect(await grants(added[0].id)).toEqual(seededGrants);
  });
});
