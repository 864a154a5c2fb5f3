// The order's reads and the serials' insert (spec 02 §7 Order and serial, issue 15).
import { fieldsRefusal } from '../../core/contract';
import { refusalOf } from '../../core/refuse';
import type { Db } from '../../core/db/open';
import { serialRefusals, type NewSerial } from './serialRules';

export async function orderOf(db: Db, nroOrder: string) {
  const row = await db.selectFrom('stvOrders').selectAll().where('nroOrder', '=', nroOrder).executeTakeFirst();
  if (!row) return undefined;
  const [{ held }] = await db.selectFrom('stvOrderSerials').select((eb) => eb.fn.countAll<string>().as('held')).where('nroOrder', '=', nroOrder).execute();
  return {
    order: { dateCreation: row.dateCreation, nroOrder: row.nroOrder, line: row.line, quantity: row.quantity, warehouse: row.warehouse, serials: Number(held) },
    owner: { codMovement: row.codMovement, name: row.ownerName, document: row.ownerDocument, email: row.ownerEmail, vehicle: row.vehicle, observations: row.observations },
  };
}

export async function serialPage(db: Db, input: { nroOrder: string; pageIndex: number; pageSize: number }, status: 'A' | 'P') {
  const query = db.selectFrom('stvOrderSerials').where('nroOrder', '=', input.nroOrder).where('status', '=', status);
  const [{ total }] = await query.select((eb) => eb.fn.countAll<string>().as('total')).execute();
  const rows = await query.select(['id', 'serial', 'phone', 'status', 'icc', 'min', 'version']).orderBy('id', 'desc')
    .limit(input.pageSize).offset((input.pageIndex - 1) * input.pageSize).execute();
  return { items: rows.map((r) => ({ ...r, status: r.status as 'A' | 'P' })), totalItemCount: Number(total) };
}

export const orderNotFound = (nroOrder: string) =>
  refusalOf(404, 'satelliteTv.orderNotFound', { order: nroOrder }, { errors: { nroOrder: { key: 'satelliteTv.unknownOrder' } } });

/**
 * Adds assigned (A) serials to an order in one transaction, all or none: the order row is locked, so two additions
 * at once cannot pass its quantity together; the unique keys stop a serial or phone taken meanwhile.
 */
export async function addSerials(db: Db, nroOrder: string, rows: readonly NewSerial[], prefix: (index: number) => string) {
  return db.transaction().execute(async (tx) => {
    const order = await tx.selectFrom('stvOrders').select(['quantity']).where('nroOrder', '=', nroOrder).forUpdate().executeTakeFirst();
    if (!order) throw orderNotFound(nroOrder);
    const [{ held }] = await tx.selectFrom('stvOrderSerials').select((eb) => eb.fn.countAll<string>().as('held')).where('nroOrder', '=', nroOrder).execute();
    const serials = rows.map((r) => r.serial.toUpperCase());
    const phones = rows.map((r) => r.phone);
    const taken = await tx.selectFrom('stvOrderSerials').select(['serial', 'phone', 'nroOrder'])
      .where((eb) => eb.or([eb('serial', 'in', serials), eb('phone', 'in', phones)])).execute();
    const errors = serialRefusals(rows, {
      quantity: order.quantity, held: Number(held),
      serials: new Map(taken.filter((t) => serials.includes(t.serial)).map((t) => [t.serial, t.nroOrder])),
      phones: new Map(taken.filter((t) => phones.includes(t.phone)).map((t) => [t.phone, t.nroOrder])),
    }, prefix);
    if (Object.keys(errors).length > 0) throw fieldsRefusal(errors);
    const createdAt = new Date().toISOString().slice(0, 19);
    const saved = await tx.insertInto('stvOrderSerials')
      .values(rows.map((r) => ({ nroOrder, serial: r.serial.toUpperCase(), phone: r.phone, status: 'A', icc: '', min: r.phone, createdAt })))
      .returning(['id', 'serial', 'phone', 'status', 'icc', 'min', 'version']).execute();
    return saved.map((r) => ({ ...r, status: r.status as 'A' | 'P' }));
  });
}
