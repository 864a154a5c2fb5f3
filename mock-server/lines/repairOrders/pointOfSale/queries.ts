// Reads of the point of sale: settings, the user's points of sale, the parametric lists, the orders a point hands
// over (to the carrier, to the client) and the checks the saves share (open order of an IMEI, the repair workshop).
import { sql } from 'kysely';
import type { Db } from '../../../core/db/open';
import { refuse } from '../../../core/refuse';
import type { OrderToPoint } from '../../../../contracts/endpoints/repairPointOfSale';

/** The states in which an order is closed: a device in any other state's order cannot get a new one. */
export const CLOSED_STATES = ['12', '13', '16'];

export async function settingsOf(db: Db): Promise<Record<string, string>> {
  const rows = await db.selectFrom('repairSettings').select(['key', 'value']).execute();
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/** The IMEI pattern of the settings (validation.imei). */
export async function imeiPattern(db: Db): Promise<RegExp> {
  return new RegExp((await settingsOf(db))['validation.imei'] ?? '^\\d{15}$');
}

/** The operator's fixed client (its document is the settings' nit), or undefined when it was never saved. */
export async function operatorClient(db: Db): Promise<{ id: number; document: string } | undefined> {
  const nit = (await settingsOf(db))['operator.nit'] ?? '';
  return db.selectFrom('repairClients').select(['id', 'document']).where('document', '=', nit).orderBy('id').executeTakeFirst();
}

export async function workshopsOf(db: Db, userId: number) {
  return db.selectFrom('repairWorkshopUsers as u').innerJoin('repairWorkshops as w', 'w.id', 'u.workshopId')
    .select(['w.id', 'w.name']).where('u.userId', '=', userId).where('w.open', '=', true).orderBy('w.name').execute();
}

export async function isUsersWorkshop(db: Db, userId: number, workshopId: number): Promise<boolean> {
  return (await workshopsOf(db, userId)).some((w) => w.id === workshopId);
}

type NamedTable = 'repairDepartments' | 'repairLineTypes' | 'repairFaultTypes' | 'repairBrands';
export const namedList = (db: Db, table: NamedTable) => db.selectFrom(table).select(['id', 'name']).orderBy('name').execute();

/** A department's cities; every city without one. */
export const citiesOf = (db: Db, departmentId: number | undefined) =>
  db.selectFrom('repairCities').select(['id', 'name'])
    .$if(departmentId !== undefined, (q) => q.where('departmentId', '=', departmentId!)).orderBy('name').execute();

/** A brand's models; every model without one. */
export const modelsOf = (db: Db, brandId: number | undefined) =>
  db.selectFrom('repairModels').select(['id', 'name'])
    .$if(brandId !== undefined, (q) => q.where('brandId', '=', brandId!)).orderBy('name').execute();

/** The name of a listed option, or a 400 naming the field. */
export async function optionName(db: Db, table: NamedTable | 'repairModels' | 'repairCities', id: number, field: string): Promise<string> {
  const row = await db.selectFrom(table).select('name').where('id', '=', id).executeTakeFirst();
  if (!row) refuse(400, 'pointOfSale.unknownOption', { field, id }, { field });
  return row.name;
}

/** The open order holding this IMEI (newest), or null. */
export async function openOrderOf(db: Db, imei: string): Promise<number | null> {
  const row = await db.selectFrom('repairOrders').select('id').where('imei', '=', imei)
    .where('idOrderState', 'not in', CLOSED_STATES).orderBy('id', 'desc').executeTakeFirst();
  return row?.id ?? null;
}

/** Where a new order is repaired: the open repair workshop (not a point of sale) with the fewest open orders. */
export async function repairWorkshopFor(db: Db): Promise<number | null> {
  const row = (await sql<{ id: number }>`select w.id from repair_workshops w
    left join repair_orders o on o.workshop_id = w.id and o.id_order_state not in (${sql.join(CLOSED_STATES)})
    where not w.is_point_of_sale and w.open group by w.id order by count(o.id), w.id limit 1`.execute(db)).rows[0];
  return row?.id ?? null;
}

/**
 * The orders a point hands over (spec 03 §2.5): guide type 1 in state 8 (the collection guide, to the carrier);
 * in 6, 11 and 15 the return guide's type 2, or 0 when the order came back without one. Oldest first.
 */
export async function ordersToPoint(db: Db, workshopId: number): Promise<OrderToPoint[]> {
  const rows = await sql<OrderToPoint>`select case when o.id_order_state = '8' then 1 when o.return_guide is not null then 2 else 0 end as type_guide,
      o.id_order_state as order_state, coalesce(case when o.id_order_state = '8' then o.collection_guide else o.return_guide end, '') as nro_guide,
      o.id as order_id, o.imei, c.name as client_name, o.model, o.version
    from repair_orders o join repair_clients c on c.id = o.client_id
    where o.point_id = ${workshopId} and o.id_order_state in ('8', '6', '11', '15') order by o.id`.execute(db);
  return rows.rows;
}
