// Reads of the repair orders: the logistics tiles' counts and the order table (search, states, 10 per page), the search.
import { sql } from 'kysely';
import type { Db } from '../../core/db/open';
import { containsPattern } from '../../shell/api/sqlListing';
import { turnaroundDays } from './rules';

/** GetCountByOrders: how many orders are in one of `states` (every order when none). */
export async function countInStates(db: Db, states: readonly string[]): Promise<number> {
  return (await sql<{ n: number }>`select count(*)::int as n from repair_orders o
    where ${states.length === 0} or o.id_order_state in (${sql.join(states.length ? [...states] : [''])})`.execute(db)).rows[0].n;
}

export interface ListInput { pageIndex: number; pageSize: number; search: string; states: readonly string[] }

export const FROM = sql`from repair_orders o join repair_clients c on c.id = o.client_id
    join repair_workshops w on w.id = o.workshop_id join repair_workshops p on p.id = o.point_id`;
export const ROW = sql`o.id as order_id, o.id_order_state, w.name as workshop_name, p.name as point_name,
      c.name as client_name, o.model, o.brand, o.imei, c.house_phone, c.contact_phone, c.phone, c.email,
      (select tt.name from repair_technicians tt where tt.id = o.technician_id) as tech, o.technician_id as id_technical, o.creation_date`;

/** An order row as the table shows it: ISO creation date and its TAT. */
export function orderRowOf(row: Record<string, unknown>, today: string) {
  const creationDate = new Date(row.creationDate as string).toISOString();
  return { ...row, creationDate, tat: turnaroundDays(creationDate, today) } as never;
}

/**
 * The orders a list shows: in one of `states` (any when none), and with `search` in the client's name, the IMEI, the
 * order number, the client's document or the model (accents and case aside). Logistics and the technician share it.
 */
export const orderListFilter = (states: readonly string[], search: string) => {
  // LIKE's own characters (%, _ and \) in the search are searched for as they are
  const term = containsPattern(search.trim());
  return sql`(${states.length === 0} or o.id_order_state in (${sql.join(states.length ? [...states] : [''])}))
    and (${search.trim() === ''} or fold_text(c.name) like fold_text(${term}) or o.imei like ${term} or o.id::text like ${term}
      or c.document like ${term} or fold_text(o.model) like fold_text(${term}))`;
};

export async function listOrders(db: Db, { pageIndex, pageSize, search, states }: ListInput) {
  const where = orderListFilter(states, search);
  const total = (await sql<{ n: number }>`select count(*)::int as n ${FROM} where ${where}`.execute(db)).rows[0].n;
  const rows = (await sql<Record<string, unknown>>`select ${ROW} ${FROM} where ${where}
    order by o.id desc limit ${pageSize} offset ${(pageIndex - 1) * pageSize}`.execute(db)).rows;
  const today = new Date().toISOString();
  return { items: rows.map((r) => orderRowOf(r, today)), totalItemCount: total };
}

/** Order search by IMEI, order number or client document: exact matches, newest first. */
export async function searchOrders(db: Db, field: 'fr_Imei' | 'fr_NroOrden' | 'fr_DocCliente', value: string) {
  const where = field === 'fr_Imei' ? sql`o.imei = ${value}`
    : field === 'fr_DocCliente' ? sql`c.document = ${value}`
    : sql`o.id::text = ${value}`;
  const rows = (await sql<Record<string, unknown>>`select ${ROW} ${FROM} where ${where} order by o.id desc limit 50`.execute(db)).rows;
  const today = new Date().toISOString();
  return rows.map((r) => orderRowOf(r, today));
}
