// Georeferencing and the order's serials (spec 02 §7 Georeferencing, Order and serial; spec 03 §7 GetOrderOwner,
// UploadSkuApproved, UploadSkuAssignerMin; issue 15). Adding serials (one, or a .xlsx of Serial and Phone) locks the
// order and checks every row first (serialRules.ts): a file is taken whole or not at all. Approval runs the A → P
// transition (serialMachine.ts) per row after checking the whole list.
import { Router } from 'express';
import {
  georeferencingDownloaded, georeferencingList, orderApprove, orderApproved, orderAssigned, orderGet, orderImport, orderOwnerGet,
  orderSerialDelete, orderSerialSave, orderSerialsBySerial, phoneText, serialText,
} from '../../../contracts/endpoints/satelliteTvOrders';
import { fieldsRefusal, parse } from '../../core/contract';
import type { ApiContext } from '../../shell/api/context';
import { handle, reply } from '../../core/handle';
import { records } from '../../core/records';
import { refuse, refusalOf } from '../../core/refuse';
import type { Msg } from '../../shell/messages';
import { runTransition } from '../../core/transitions';
import { receivedFile, receiveSpreadsheet } from '../uploads/receive';
import { readWorkbook } from '../uploads/workbook';
import { arrayBody } from './bodies';
import { addSerials, orderNotFound, orderOf, serialPage } from './orderQueries';
import { serialMachine } from './serialMachine';
import type { NewSerial } from './serialRules';

const SUCCESSFUL_PROCESS = 'Successful process.';

/** The file's rows as serial and phone, each checked like a single save (rows.N.field names the sheet row). */
function fileRows(columns: string[], rows: { row: number; cells: unknown[] }[]): (NewSerial & { row: number })[] {
  const at = (name: string) => columns.findIndex((c) => c.trim().toLowerCase() === name);
  const serialAt = at('serial');
  const phoneAt = at('phone');
  if (serialAt < 0 || phoneAt < 0) throw fieldsRefusal({ file: { key: 'satelliteTv.fileColumns' } });
  if (rows.length === 0) throw fieldsRefusal({ file: { key: 'satelliteTv.fileEmpty' } });
  const errors: Record<string, Msg> = {};
  const parsed = rows.map(({ row, cells }) => {
    const serial = serialText().safeParse(cells[serialAt] === null ? undefined : String(cells[serialAt]));
    const phone = phoneText().safeParse(cells[phoneAt] === null ? undefined : String(cells[phoneAt]));
    if (!serial.success) errors[`rows.${row}.serial`] = { key: 'satelliteTv.rowSerial', params: { row } };
    if (!phone.success) errors[`rows.${row}.phone`] = { key: 'satelliteTv.rowPhone', params: { row } };
    return { serial: serial.data ?? '', phone: phone.data ?? '', row };
  });
  if (Object.keys(errors).length > 0) throw fieldsRefusal(errors);
  return parsed;
}

export function orderRoutes({ db }: ApiContext): Router {
  const router = Router();

  handle(router, georeferencingList, async () => {
    const rows = await db.selectFrom('stvGeoreferencing').select(['id', 'codMovimiento', 'zone', 'neighborhood', 'codeNeighborhood', 'manzana', 'codBarFront'])
      .where('downloadedAt', 'is', null).orderBy('id').execute();
    return rows.map((r) => ({ id: r.id, cod_movimiento: r.codMovimiento, zone: r.zone, neighborhood: r.neighborhood, codeNeighborhood: r.codeNeighborhood, Manzana: r.manzana, CodBarFront: r.codBarFront }));
  });
  handle(router, georeferencingDownloaded, async ({ body: { ids } }) => {
    const marked = await db.updateTable('stvGeoreferencing').set({ downloadedAt: new Date().toISOString() })
      .where('id', 'in', ids).where('downloadedAt', 'is', null).returning('id').execute();
    return { count: marked.length };
  });

  handle(router, orderGet, async ({ query: { nroOrden } }) => {
    const found = await orderOf(db, nroOrden);
    return reply(found ? found.order : null, found ? '' : 'No se encontraron registros para la orden');
  });
  handle(router, orderOwnerGet, async ({ query: { nroOrder } }) => (await orderOf(db, nroOrder))?.owner ?? null);
  handle(router, orderAssigned, ({ body }) => serialPage(db, body, 'A'));
  handle(router, orderApproved, ({ body }) => serialPage(db, body, 'P'));
  handle(router, orderSerialsBySerial, async ({ query: { allSerial } }) => {
    const wanted = allSerial.split(',').map((s) => s.trim().toUpperCase()).filter(Boolean).slice(0, 1000);
    const rows = wanted.length ? await db.selectFrom('stvOrderSerials').select(['id', 'serial', 'phone', 'status', 'icc', 'min', 'version', 'nroOrder'])
      .where('serial', 'in', wanted).orderBy('id').execute() : [];
    return rows.map((r) => ({ ...r, status: r.status as 'A' | 'P' }));
  });

  handle(router, orderSerialSave, async ({ body }) => {
    const [saved] = await addSerials(db, body.nroOrder, [{ serial: body.serial, phone: body.phone }], () => '');
    return reply(saved, SUCCESSFUL_PROCESS);
  });
  handle(router, orderImport, async ({ query: { nroOrde }, req }) => {
    const file = receivedFile(req);
    const sheet = await readWorkbook(file.buffer, file.originalname);
    const rows = fileRows(sheet.columns, sheet.rows);
    const saved = await addSerials(db, nroOrde, rows, (i) => `rows.${rows[i].row}.`);
    return reply({ count: saved.length }, SUCCESSFUL_PROCESS);
  }, { before: [receiveSpreadsheet] });
  handle(router, orderSerialDelete, async ({ query: { id } }) => {
    await db.transaction().execute(async (tx) => {
      const row = await tx.selectFrom('stvOrderSerials').select(['id', 'status', 'serial']).where('id', '=', id).executeTakeFirst();
      if (!row) refuse(404, 'satelliteTv.serialRowNotFound', { id });
      const approved = () => refusalOf(409, 'satelliteTv.serialApproved', { serial: row.serial });
      if (row.status !== 'A') throw approved();
      await records.remove(tx, 'stvOrderSerials', id, { actor: null, where: { status: 'A' }, stale: approved });
    });
    return reply({ id }, SUCCESSFUL_PROCESS);
  });
  handle(router, orderApprove, async ({ query: { nroOrden }, raw, actor }) => {
    const rows = parse(orderApprove.body, raw.items);
    if (rows.length === 0) refuse(400, 'satelliteTv.nothingToApprove', undefined, { errors: { body: { key: 'satelliteTv.emptyList' } } });
    if (!(await orderOf(db, nroOrden))) throw orderNotFound(nroOrden);
    const ids = rows.map((r) => r.id);
    const stored = await db.selectFrom('stvOrderSerials').select(['id', 'serial', 'status', 'nroOrder']).where('id', 'in', ids).execute();
    const errors: Record<string, Msg> = {};
    rows.forEach((row, i) => {
      const found = stored.find((s) => s.id === row.id);
      if (!found || found.nroOrder !== nroOrden) errors[`${i}.id`] = { key: 'satelliteTv.serialNotOnOrder', params: { serial: row.serial, order: nroOrden } };
      else if (found.status !== 'A') errors[`${i}.id`] = { key: 'satelliteTv.serialAlreadyApproved', params: { serial: found.serial } };
    });
    if (Object.keys(errors).length > 0) throw fieldsRefusal(errors);
    for (const id of ids) await runTransition(db, serialMachine, { id, event: 'approve', payload: { nroOrder: nroOrden }, actor: actor() });
    return reply({ count: ids.length }, SUCCESSFUL_PROCESS);
  }, { before: [arrayBody], body: 'raw' });
  return router;
}
