// Georeferencing and the order's serials (spec 02 §7 Georeferencing, Order and serial; spec 03 §7 GetOrderOwner,
// UploadSkuApproved, UploadSkuAssignerMin; issue 15). Adding serials (one, or a .xlsx of Serial and Phone) locks the
// order and checks every row first (serialRules.ts): a file is taken whole or not at all. Approval runs the A → P
// transition (serialMachine.ts) per row after checking the whole list.
import { Router } from 'express';
import {
  georeferencingDownloaded, georeferencingList, orderApprove, orderApproved, orderAssigned, orderGet, orderImport, orderOwnerGet,
  orderSerialDelete, orderSerialSave, orderSerialsBySerial, phoneText, serialText,
} from '../../../contracts/endpoints/satelliteTvOrders';
import { actorOf } from '../../auth';
import { parse } from '../../contract';
import type { ApiContext } from '../../api/context';
import { objectBody, ok } from '../../http';
import { runTransition } from '../../transitions';
import { LineError, queryOf, type Text } from '../lineHttp';
import { receivedFile, receiveSpreadsheet } from '../uploads/receive';
import { readWorkbook } from '../uploads/workbook';
import { addSerials, orderNotFound, orderOf, refused, serialPage } from './orderQueries';
import { serialMachine } from './serialMachine';
import type { NewSerial } from './serialRules';


/** The file's rows as serial and phone, each checked like a single save (rows.N.field names the sheet row). */
function fileRows(columns: string[], rows: { row: number; cells: unknown[] }[]): (NewSerial & { row: number })[] {
  const at = (name: string) => columns.findIndex((c) => c.trim().toLowerCase() === name);
  const serialAt = at('serial');
  const phoneAt = at('phone');
  if (serialAt < 0 || phoneAt < 0) {
    throw refused({ file: { en: 'The file needs the columns Serial and Phone (Download Format).', es: 'El archivo necesita las columnas Serial y Phone (Descargar formato).' } });
  }
  if (rows.length === 0) throw refused({ file: { en: 'The file has no rows.', es: 'El archivo no tiene filas.' } });
  const errors: Record<string, Text> = {};
  const parsed = rows.map(({ row, cells }) => {
    const serial = serialText().safeParse(cells[serialAt] === null ? undefined : String(cells[serialAt]));
    const phone = phoneText().safeParse(cells[phoneAt] === null ? undefined : String(cells[phoneAt]));
    if (!serial.success) errors[`rows.${row}.serial`] = { en: `Row ${row}: the serial is missing or not valid.`, es: `Fila ${row}: el serial falta o no es válido.` };
    if (!phone.success) errors[`rows.${row}.phone`] = { en: `Row ${row}: the phone must have 10 digits (3001234567).`, es: `Fila ${row}: el teléfono debe tener 10 dígitos (3001234567).` };
    return { serial: serial.data ?? '', phone: phone.data ?? '', row };
  });
  if (Object.keys(errors).length > 0) throw refused(errors);
  return parsed;
}

export function orderRoutes({ db }: ApiContext): Router {
  const router = Router();

  router.get(`/${georeferencingList.path}`, async (_req, res) => {
    const rows = await db.selectFrom('stvGeoreferencing').select(['id', 'codMovimiento', 'zone', 'neighborhood', 'codeNeighborhood', 'manzana', 'codBarFront'])
      .where('downloadedAt', 'is', null).orderBy('id').execute();
    ok(res, rows.map((r) => ({ id: r.id, cod_movimiento: r.codMovimiento, zone: r.zone, neighborhood: r.neighborhood, codeNeighborhood: r.codeNeighborhood, Manzana: r.manzana, CodBarFront: r.codBarFront })));
  });
  router.post(`/${georeferencingDownloaded.path}`, async (req, res) => {
    const { ids } = parse(georeferencingDownloaded.body, objectBody(req));
    const marked = await db.updateTable('stvGeoreferencing').set({ downloadedAt: new Date().toISOString() })
      .where('id', 'in', ids).where('downloadedAt', 'is', null).returning('id').execute();
    ok(res, { count: marked.length });
  });

  router.get(`/${orderGet.path}`, async (req, res) => {
    const { nroOrden } = parse(orderGet.query, queryOf(req));
    const found = await orderOf(db, nroOrden);
    ok(res, found ? found.order : null, found ? '' : 'No se encontraron registros para la orden');
  });
  router.get(`/${orderOwnerGet.path}`, async (req, res) => {
    const { nroOrder } = parse(orderOwnerGet.query, queryOf(req));
    ok(res, (await orderOf(db, nroOrder))?.owner ?? null);
  });
  router.post(`/${orderAssigned.path}`, async (req, res) => {
    ok(res, await serialPage(db, parse(orderAssigned.body, objectBody(req)), 'A'));
  });
  router.post(`/${orderApproved.path}`, async (req, res) => {
    ok(res, await serialPage(db, parse(orderApproved.body, objectBody(req)), 'P'));
  });
  router.post(`/${orderSerialsBySerial.path}`, async (req, res) => {
    const { allSerial } = parse(orderSerialsBySerial.query, queryOf(req));
    const wanted = allSerial.split(',').map((s) => s.trim().toUpperCase()).filter(Boolean).slice(0, 1000);
    const rows = wanted.length ? await db.selectFrom('stvOrderSerials').select(['id', 'serial', 'phone', 'status', 'icc', 'min', 'version', 'nroOrder'])
      .where('serial', 'in', wanted).orderBy('id').execute() : [];
    ok(res, rows.map((r) => ({ ...r, status: r.status as 'A' | 'P' })));
  });

  router.post(`/${orderSerialSave.path}`, async (req, res) => {
    const body = parse(orderSerialSave.body, objectBody(req));
    const [saved] = await addSerials(db, body.nroOrder, [{ serial: body.serial, phone: body.phone }], () => '');
    ok(res, saved, 'Successful process.');
  });
  router.post(`/${orderImport.path}`, receiveSpreadsheet, async (req, res) => {
    const { nroOrde } = parse(orderImport.query, queryOf(req));
    const file = receivedFile(req);
    const sheet = await readWorkbook(file.buffer, file.originalname);
    const rows = fileRows(sheet.columns, sheet.rows);
    const saved = await addSerials(db, nroOrde, rows, (i) => `rows.${rows[i].row}.`);
    ok(res, { count: saved.length }, 'Successful process.');
  });
  router.post(`/${orderSerialDelete.path}`, async (req, res) => {
    const { id } = parse(orderSerialDelete.query, queryOf(req));
    const row = await db.selectFrom('stvOrderSerials').select(['id', 'status', 'serial']).where('id', '=', id).executeTakeFirst();
    if (!row) throw new LineError(404, { en: `The serial row ${id} does not exist.`, es: `El registro de serial ${id} no existe.` });
    if (row.status !== 'A') {
      throw new LineError(409, { en: `The serial ${row.serial} is approved and cannot be deleted.`, es: `El serial ${row.serial} está aprobado y no se puede eliminar.` });
    }
    await db.deleteFrom('stvOrderSerials').where('id', '=', id).where('status', '=', 'A').execute();
    ok(res, { id }, 'Successful process.');
  });
  router.post(`/${orderApprove.path}`, async (req, res) => {
    const { nroOrden } = parse(orderApprove.query, queryOf(req));
    const rows = parse(orderApprove.body, req.body);
    if (rows.length === 0) {
      throw new LineError(400, { en: 'There are no assigned serials to approve.', es: 'No hay seriales asignados para aprobar.' }, { body: { en: 'Empty list.', es: 'Lista vacía.' } });
    }
    if (!(await orderOf(db, nroOrden))) throw orderNotFound(nroOrden);
    const ids = rows.map((r) => r.id);
    const stored = await db.selectFrom('stvOrderSerials').select(['id', 'serial', 'status', 'nroOrder']).where('id', 'in', ids).execute();
    const errors: Record<string, Text> = {};
    rows.forEach((row, i) => {
      const found = stored.find((s) => s.id === row.id);
      if (!found || found.nroOrder !== nroOrden) errors[`${i}.id`] = { en: `The serial ${row.serial} is not on order ${nroOrden}.`, es: `El serial ${row.serial} no pertenece al pedido ${nroOrden}.` };
      else if (found.status !== 'A') errors[`${i}.id`] = { en: `The serial ${found.serial} is already approved.`, es: `El serial ${found.serial} ya está aprobado.` };
    });
    if (Object.keys(errors).length > 0) throw refused(errors);
    for (const id of ids) await runTransition(db, serialMachine, { id, event: 'approve', payload: { nroOrder: nroOrden }, actor: actorOf(req) });
    ok(res, { count: ids.length }, 'Successful process.');
  });
  return router;
}
