// Stores (spec 04 §2.5, §7 WorkShop/*): 20 a page, create and edit (name, address, department → city, all required),
// close (WorkShop/Delete: Abierto → Cerrado) and reopen (WorkShop/Active). Each write in the audit trail.
import { Router } from 'express';
import { sql } from 'kysely';
import type { z } from 'zod';
import { handle, reply } from '../../core/handle';
import { records, type BatchTag } from '../../core/records';
import { refuse } from '../../core/refuse';
import type { Actor } from '../../core/db/audit';
import type { Db } from '../../core/db/open';
import * as c from '../../../contracts/endpoints/repairBackOffice';
import { missing } from '../repairOrders/http';

export interface StoreDbRow {
  id: number; name: string; address: string; idDepartment: number; idCity: number; department: string | null; city: string | null; open: boolean; version: number;
}
/** The store with its department's and city's names, from the point of sale's parametric tables (migration 017). */
const SELECT = sql`select w.id, w.name, w.address, w.id_department, w.id_city, d.name as department, c.name as city, w.open, w.version
  from repair_workshops w left join repair_departments d on d.id = w.id_department left join repair_cities c on c.id = w.id_city`;

export const storeView = (r: StoreDbRow): c.StoreRow => ({
  id: r.id, name: r.name, address: r.address, idDepartment: r.idDepartment, idCity: r.idCity,
  department: r.department ?? '', city: r.city ?? '', state: r.open ? 'Abierto' : 'Cerrado', version: r.version,
});

/**
 * A store as its trail records it: the department's and city's names, not their ids as well (the history would show
 * "Department" twice, the id and the name, for one change); the version is the trail's own.
 */
const auditedStore = (r: StoreDbRow) => {
  const { idDepartment: _department, idCity: _city, version: _version, ...shown } = storeView(r);
  return shown;
};

export async function findStore(db: Db, id: number): Promise<StoreDbRow> {
  const row = (await sql<StoreDbRow>`${SELECT} where w.id = ${id}`.execute(db)).rows[0];
  if (!row) throw missing('repairBackOffice.store', id);
  return row;
}

/** The stores with these ids (those that exist), for a bulk edit. */
export async function findStores(db: Db, ids: readonly number[]): Promise<StoreDbRow[]> {
  if (ids.length === 0) return [];
  return (await sql<StoreDbRow>`${SELECT} where w.id in (${sql.join(ids)})`.execute(db)).rows;
}

/** The city must exist and lie in the chosen department (the point of sale's lists): a store's save and a bulk edit's rows. */
export async function checkPlace(db: Db, idDepartment: number, idCity: number): Promise<void> {
  const department = await db.selectFrom('repairDepartments').select('id').where('id', '=', idDepartment).executeTakeFirst();
  if (!department) throw missing('repairBackOffice.department', idDepartment, 'idDepartment');
  const city = await db.selectFrom('repairCities').select('departmentId').where('id', '=', idCity).executeTakeFirst();
  if (!city) throw missing('repairBackOffice.city', idCity, 'idCity');
  if (city.departmentId !== idDepartment) refuse(400, 'pointOfSale.cityOutside', { city: idCity, department: idDepartment }, { field: 'idCity' });
}

export type StoreUpdate = z.output<typeof c.storeUpdate.body>;

/**
 * Writes a checked update inside the caller's transaction (the version checked, 409 when someone saved first; its
 * audit row tagged with the bulk edit that makes it, if any); answers the new version.
 */
export async function writeStoreUpdate(tx: Db, body: StoreUpdate, actor: Actor, batch?: BatchTag): Promise<number> {
  const before = await findStore(tx, body.id);
  const saved = await records.save(tx, 'repairWorkshops', body.id, { name: body.name, address: body.address, idDepartment: body.idDepartment, idCity: body.idCity }, {
    actor, resource: 'stores', expectedVersion: body.version, before: auditedStore(before), batch,
    // the trail compares the store as its list shows it, before and after (a new city names its department and city)
    effect: async () => ({ after: auditedStore(await findStore(tx, body.id)) }),
  });
  return saved.version;
}

export function storeRoutes(db: Db): Router {
  const router = Router();
  handle(router, c.storeList, async ({ query: { pageIndex, pageSize } }) => {
    const rows = await sql<StoreDbRow & { total: number }>`select *, count(*) over () ::int as total from (${SELECT}) s
      order by id limit ${pageSize} offset ${(pageIndex - 1) * pageSize}`.execute(db);
    return { items: rows.rows.map(storeView), totalItemCount: rows.rows[0]?.total ?? 0 };
  });

  handle(router, c.storeCreate, async ({ body, actor, say }) => {
    await checkPlace(db, body.idDepartment, body.idCity);
    const { id } = await db.transaction().execute((tx) => records.save(tx, 'repairWorkshops', undefined, {
      name: body.name, isPointOfSale: true, open: true, address: body.address, idDepartment: body.idDepartment, idCity: body.idCity,
    }, { actor: actor(), resource: 'stores', after: body }));
    return reply({ id }, say('repairBackOffice.storeCreated'));
  });

  handle(router, c.storeUpdate, async ({ body, actor, say }) => {
    await checkPlace(db, body.idDepartment, body.idCity);
    await db.transaction().execute((tx) => writeStoreUpdate(tx, body, actor()));
    return reply({ id: body.id }, say('repairBackOffice.storeUpdated'));
  });

  /** Active reopens a closed store, Delete closes an open one; the other way round is refused (409). */
  const openOrClose = (contract: typeof c.storeActivate | typeof c.storeInactivate, open: boolean) => {
    handle(router, contract, async ({ query: { id }, actor, say }) => {
      const row = await db.transaction().execute(async (tx) => {
        const before = await findStore(tx, id);
        if (before.open === open) refuse(409, open ? 'repairBackOffice.storeAlreadyOpen' : 'repairBackOffice.storeAlreadyClosed', { name: before.name });
        await records.save(tx, 'repairWorkshops', id, { open }, { actor: actor(), resource: 'stores', action: 'state', before: { open: before.open }, after: { open } });
        return findStore(tx, id);
      });
      return reply(storeView(row), say(open ? 'repairBackOffice.storeActivated' : 'repairBackOffice.storeInactivated'));
    });
  };
  openOrClose(c.storeActivate, true);
  openOrClose(c.storeInactivate, false);
  return router;
}
