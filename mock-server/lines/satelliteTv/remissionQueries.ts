// The remissions' reads and the detail lines' save (spec 02 §7 Remission, issue 15). Pages are 1-based; newest first.
import { sql, type SqlBool } from 'kysely';
import type { RemissionDetailLine, RemissionLineResult } from '../../../contracts/endpoints/satelliteTvRemissions';
import type { Db } from '../../core/db/open';
import { containsPattern } from '../../shell/api/sqlListing';

const offsetOf = (input: { pageIndex: number; pageSize: number }) => (input.pageIndex - 1) * input.pageSize;

export async function listRemissions(db: Db, input: { pageIndex: number; pageSize: number; search: string }) {
  let query = db.selectFrom('stvRemissions as r').innerJoin('stvTransporters as t', 't.id', 'r.transporterId')
    .innerJoin('stvDispatchWarehouses as w', 'w.id', 'r.warehouseId');
  if (input.search) {
    const value = containsPattern(input.search);
    query = query.where(sql<SqlBool>`(r.id::text = ${input.search} or r.license_plate ilike ${value} or t.name ilike ${value} or w.name ilike ${value})`);
  }
  const [{ total }] = await query.select((eb) => eb.fn.countAll<string>().as('total')).execute();
  const items = await query
    .select(['r.id', 'r.licensePlate', 't.name as nameTransporter', 'w.name as nameWareHouse', 'r.creationDate'])
    .orderBy('r.id', 'desc').limit(input.pageSize).offset(offsetOf(input)).execute();
  return { items, totalItemCount: Number(total) };
}

export async function remissionInfo(db: Db, id: number) {
  const row = await db.selectFrom('stvRemissions as r').innerJoin('stvTransporters as t', 't.id', 'r.transporterId')
    .innerJoin('stvDispatchWarehouses as w', 'w.id', 'r.warehouseId')
    .select(['r.id', 'r.licensePlate', 'r.creationDate', 't.name as transporter', 'w.name as warehouse', 'w.address', 'w.city', 'w.phone', 'r.observation'])
    .where('r.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return {
    placa: row.licensePlate, remisionNo: row.id, fechaCreacion: row.creationDate, transportadora: row.transporter, nombre_bodega: row.warehouse,
    direccion: `${row.address}, ${row.city}`, telefono: row.phone, observacion: row.observation,
  };
}

export const remissionReport = (db: Db, id: number) =>
  db.selectFrom('stvRemissionLines as l').innerJoin('stvShipments as s', 's.envio', 'l.envio')
    .select(['s.documentoFinalTransporte', 'l.envio', 's.destino', 's.direccion', 'l.cajas'])
    .where('l.remissionId', '=', id).orderBy('l.id').execute();

/**
 * Saves the valid lines in one transaction and answers a state per line: 0 when the shipment is unknown to the WMS,
 * already on a remission (this one included) or twice in this request. The rows are locked first, so two saves of
 * the same shipment at once cannot both take it.
 */
export async function saveRemissionLines(db: Db, lines: readonly Required<RemissionDetailLine>[]): Promise<RemissionLineResult[]> {
  const numbers = lines.map((line) => Number(line.sending));
  return db.transaction().execute(async (tx) => {
    const known = new Set((await tx.selectFrom('stvShipments').select('envio').where('envio', 'in', numbers).forUpdate().execute()).map((r) => Number(r.envio)));
    const taken = new Set((await tx.selectFrom('stvRemissionLines').select('envio').where('envio', 'in', numbers).execute()).map((r) => Number(r.envio)));
    const seen = new Set<number>();
    const results: RemissionLineResult[] = [];
    const rows = [];
    for (const line of lines) {
      const envio = Number(line.sending);
      const valid = known.has(envio) && !taken.has(envio) && !seen.has(envio);
      seen.add(envio);
      results.push({ id: envio, state: valid ? 1 : 0 });
      if (valid) rows.push({ remissionId: Number(line.idRemission), envio, cajas: Number(line.boxes) });
    }
    if (rows.length > 0) await tx.insertInto('stvRemissionLines').values(rows).execute();
    return results;
  });
}
