// Stores (spec 04 §2.5, §7 WorkShop/*): 20 a page, create and edit (name, address, department → city, all required),
// close (WorkShop/Delete: Abierto → Cerrado) and reopen (WorkShop/Active). Each write in the audit trail.
import { Router, type RequestHandler } from 'express';
import { sql } from 'kysely';
import type { z } from 'zod';
import { actorOf } from '../../auth';
import { parse } from '../../contract';
import { recordAudit, type Actor } from '../../db/audit';
import type { Db } from '../../db/open';
import { objectBody, ok } from '../../http';
import { LineError, queryOf } from '../lineHttp';
import * as c from '../../../contracts/endpoints/repairBackOffice';
import { bumpRow, fieldRefusal, say } from './http';
import { cityOutside, ENTITIES, notFound, storeAlready, TEXTS } from './texts';


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
  if (!row) throw new LineError(404, notFound(ENTITIES.store, id));
  return row;
}

/** The stores with these ids (those that exist), for a bulk edit. */
export async function findStores(db: Db, ids: readonly number[]): Promise<StoreDbRow[]> {
  if (ids.length === 0) return [];
  return (await sql<StoreDbRow>`${SELECT} where w.id in (${sql.join(ids)})`.execute(db)).rows;
}

/** The city must exist and lie in the chosen department (the point of sale's lists). */
export async function checkPlace(db: Db, idDepartment: number, idCity: number): Promise<void> {
  const department = await db.selectFrom('repairDepartments').select('id').where('id', '=', idDepartment).executeTakeFirst();
  if (!department) throw fieldRefusal('idDepartment', notFound({ en: 'The department', es: 'El departamento' }, idDepartment));
  const city = await db.selectFrom('repairCities').select('departmentId').where('id', '=', idCity).executeTakeFirst();
  if (!city) throw fieldRefusal('idCity', notFound(ENTITIES.city, idCity));
  if (city.departmentId !== idDepartment) throw fieldRefusal('idCity', cityOutside(idCity, idDepartment));
}

export type StoreUpdate = z.output<typeof c.storeUpdate.body>;

/**
 * WorkShop/update's rules, the one place they are written (the route and a bulk edit's rows go through them): the
 * contract (a 400 naming each failing field) and the place (the city exists and lies in the department).
 */
export async function checkStoreUpdate(db: Db, raw: unknown): Promise<StoreUpdate> {
  const body = parse(c.storeUpdate.body, raw);
  await checkPlace(db, body.idDepartment, body.idCity);
  return body;
}

/**
 * Writes a checked update inside the caller's transaction: the version check (409 when someone saved first), the
 * row, its audit row (tagged with the bulk edit that makes it, if any); answers the new version.
 */
export async function writeStoreUpdate(tx: Db, body: StoreUpdate, actor: Actor, tag: { batchId?: string; undo?: boolean } = {}): Promise<number> {
  const before = await findStore(tx, body.id);
  const version = await bumpRow(tx, 'repair_workshops', body.id, body.version, [
    sql`name = ${body.name}`, sql`address = ${body.address}`, sql`id_department = ${body.idDepartment}`, sql`id_city = ${body.idCity}`,
  ]);
  // the trail compares the store as its list shows it, before and after (a new city names its department and city)
  const after = auditedStore(await findStore(tx, body.id));
  await recordAudit(tx, { actor, resource: 'stores', recordId: body.id, action: 'update', before: auditedStore(before), after, ...tag });
  return version;
}

export function storeRoutes(db: Db): Router {
  const router = Router();
  router.get(`/${c.storeList.path}`, (async (req, res) => {
    const { pageIndex, pageSize } = parse(c.storeList.query, queryOf(req));
    const rows = await sql<StoreDbRow & { total: number }>`select *, count(*) over () ::int as total from (${SELECT}) s
      order by id limit ${pageSize} offset ${(pageIndex - 1) * pageSize}`.execute(db);
    ok(res, { items: rows.rows.map(storeView), totalItemCount: rows.rows[0]?.total ?? 0 });
  }) as RequestHandler);

  router.post(`/${c.storeCreate.path}`, (async (req, res) => {
    const body = parse(c.storeCreate.body, objectBody(req));
    await checkPlace(db, body.idDepartment, body.idCity);
    const id = await db.transaction().execute(async (tx) => {
      const row = (await sql<{ id: number }>`insert into repair_workshops (name, is_point_of_sale, open, address, id_department, id_city)
        values (${body.name}, true, true, ${body.address}, ${body.idDepartment}, ${body.idCity}) returning id`.execute(tx)).rows[0];
      await recordAudit(tx, { actor: actorOf(req), resource: 'stores', recordId: row.id, action: 'create', after: body });
      return row.id;
    });
    ok(res, { id }, say(req, TEXTS.storeCreated));
  }) as RequestHandler);

  router.post(`/${c.storeUpdate.path}`, (async (req, res) => {
    const body = await checkStoreUpdate(db, objectBody(req));
    await db.transaction().execute((tx) => writeStoreUpdate(tx, body, actorOf(req)));
    ok(res, { id: body.id }, say(req, TEXTS.storeUpdated));
  }) as RequestHandler);

  /** Active reopens a closed store, Delete closes an open one; the other way round is refused (409). */
  const openOrClose = (path: string, open: boolean) => {
    router.post(`/${path}`, (async (req, res) => {
      const { id } = parse(c.storeActivate.query, queryOf(req));
      const row = await db.transaction().execute(async (tx) => {
        const before = await findStore(tx, id);
        if (before.open === open) throw new LineError(409, storeAlready(before.name, open));
        await bumpRow(tx, 'repair_workshops', id, undefined, [sql`open = ${open}`]);
        await recordAudit(tx, { actor: actorOf(req), resource: 'stores', recordId: id, action: 'state', before: { open: before.open }, after: { open } });
        return findStore(tx, id);
      });
      ok(res, storeView(row), say(req, open ? TEXTS.storeActivated : TEXTS.storeInactivated));
    }) as RequestHandler);
  };
  openOrClose(c.storeActivate.path, true);
  openOrClose(c.storeInactivate.path, false);
  return router;
}
