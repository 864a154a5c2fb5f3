// Reads of the technician's screens (spec 03 §2.7, spec 04 §2.1, §2.8): brands, the three counters, the orders of
// a state group and brand, every open order of the workshop screen, the final states. Always of the caller's orders.
import { sql } from 'kysely';
import type { Db } from '../../../core/db/open';
import type { Lang } from '../../../shell/messages';
import { TECH_GROUPS, type TechOrderRow } from '../../../../contracts/endpoints/repairTechnician';
import { FROM, ROW, orderListFilter, orderRowOf, type ListInput } from '../queries';

const isoDay = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

const TECH_ROW = sql`${ROW}, o.id_line_type, o.foul_type, o.foul_type2, o.doa, o.warranty, o.reentry, o.purchase_date,
  o.observation_order as observation, coalesce(t.name, '') as name_tech`;
const TECH_FROM = sql`${FROM} left join repair_technicians t on t.id = o.technician_id`;
const mine = (technicianIds: number[]) => sql`o.technician_id in (${sql.join(technicianIds)})`;
const ofBrand = (brand: string) => sql`(${brand === ''} or o.brand = ${brand})`;

function techRowOf(row: Record<string, unknown>, today: string): TechOrderRow {
  const base = orderRowOf(row, today) as unknown as TechOrderRow;
  return { ...base, purchaseDate: isoDay(row.purchaseDate), observation: String(row.observation ?? '') };
}

export async function brandsOf(db: Db, technicianIds: number[]): Promise<{ text: string }[]> {
  const rows = await sql<{ brand: string }>`select distinct o.brand from repair_orders o where ${mine(technicianIds)} order by 1`.execute(db);
  return rows.rows.map((row) => ({ text: row.brand }));
}

/** GetCountByOrdersAndTechBrand: the technician's orders of `brand` ('' = any) in one of `states` (any when none). */
export async function countTech(db: Db, technicianIds: number[], states: readonly string[], brand: string): Promise<number> {
  return (await sql<{ n: number }>`select count(*)::int as n from repair_orders o where ${mine(technicianIds)} and ${ofBrand(brand)}
    and (${states.length === 0} or o.id_order_state in (${sql.join(states.length ? [...states] : [''])}))`.execute(db)).rows[0].n;
}

export async function techOrders(db: Db, technicianIds: number[], { pageIndex, pageSize, search, states, brand }: ListInput & { brand: string }) {
  const where = sql`${mine(technicianIds)} and ${ofBrand(brand)} and ${orderListFilter(states, search)}`;
  const total = (await sql<{ n: number }>`select count(*)::int as n ${TECH_FROM} where ${where}`.execute(db)).rows[0].n;
  const rows = (await sql<Record<string, unknown>>`select ${TECH_ROW} ${TECH_FROM} where ${where}
    order by o.id desc limit ${pageSize} offset ${(pageIndex - 1) * pageSize}`.execute(db)).rows;
  const today = new Date().toISOString();
  return { items: rows.map((r) => techRowOf(r, today)), totalItemCount: total };
}

/** The states the workshop screen lists: every group of the counters (the orders the technician acts on). */
export const WORKSHOP_STATES = [...TECH_GROUPS.workshop, ...TECH_GROUPS.qualityControl, ...TECH_GROUPS.pendingPayment];

export async function ordersInWorkshop(db: Db, technicianIds: number[]): Promise<TechOrderRow[]> {
  const rows = (await sql<Record<string, unknown>>`select ${TECH_ROW} ${TECH_FROM}
    where ${mine(technicianIds)} and o.id_order_state in (${sql.join(WORKSHOP_STATES)}) order by o.id desc`.execute(db)).rows;
  const today = new Date().toISOString();
  return rows.map((r) => techRowOf(r, today));
}

/**
 * Final states (spec 03 §4.3): type 1 general (2 and 3 replace the device: a new IMEI; 4 returns it unrepaired and
 * finishes the order; 4 and 5 admit DOA accepted; 6 is out of warranty), type 2 the out-of-warranty choices that
 * replace 6.
 */
const FINAL_STATES: Record<1 | 2, { id: number; name: Record<Lang, string> }[]> = {
  1: [
    { id: 1, name: { es: 'Reparado', en: 'Repaired' } },
    { id: 2, name: { es: 'Cambio de equipo', en: 'Device replaced' } },
    { id: 3, name: { es: 'Cambio de tarjeta principal', en: 'Main board replaced' } },
    { id: 4, name: { es: 'Sin reparación, devolución al cliente', en: 'Not repaired, returned to the client' } },
    { id: 5, name: { es: 'Equipo sin falla', en: 'No fault found' } },
    { id: 6, name: { es: 'Fuera de garantía', en: 'Out of warranty' } },
  ],
  2: [
    { id: 7, name: { es: 'Fuera de garantía: cliente acepta la cotización', en: 'Out of warranty: the client accepts the quote' } },
    { id: 8, name: { es: 'Fuera de garantía: daño por humedad', en: 'Out of warranty: liquid damage' } },
    { id: 9, name: { es: 'Fuera de garantía: daño físico', en: 'Out of warranty: physical damage' } },
  ],
};

export const finalStatesOf = (type: 1 | 2, lang: Lang) => FINAL_STATES[type].map(({ id, name }) => ({ id, name: name[lang] }));
