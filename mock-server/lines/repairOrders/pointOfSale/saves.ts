// The point of sale's three saves (spec 03 §2.5, §5): the client, the device and the order, each one transaction
// with its audit row. A refusal the screen words itself answers id 0 (Client/Save: 'Verifica la informacion de
// cliente'; Device/Save: the open order; OrderWom/Save: its Error text); a wrong field is a 400 naming it, another
// user's idUserWom a 403.
import { sql } from 'kysely';
import type { z } from 'zod';
import { records } from '../../../core/records';
import { refuse } from '../../../core/refuse';
import type { Actor } from '../../../core/db/audit';
import type { Db } from '../../../core/db/open';
import { translate, type Lang, type Msg } from '../../../shell/messages';
import type { clientInput, deviceInput, orderInput } from '../../../../contracts/endpoints/repairPointOfSale';
import { localToday, purchaseDateValid, underWarranty, warrantyCheckBlocks } from '../../../../contracts/repairPointOfSaleRules';
import { imeiPattern, isUsersWorkshop, openOrderOf, operatorClient, optionName, repairWorkshopFor, settingsOf } from './queries';
import { warrantyDateOf } from './warrantyDates';

type ClientBody = z.output<typeof clientInput>;
type DeviceBody = z.output<typeof deviceInput>;
type OrderBody = z.output<typeof orderInput>;

/** A save's answer: the new id, or 0 with the reason in the caller's language. */
interface Refusable { id: number; reason?: string }

const CLIENT_FIELDS = ['name', 'document', 'idDepartment', 'idCity', 'address', 'housePhone', 'phone', 'contactPhone', 'email'] as const;

export async function saveClient(db: Db, body: ClientBody, actor: Actor, lang: Lang): Promise<Refusable> {
  const answerZero = (msg: Msg): Refusable => ({ id: 0, reason: translate(lang, msg) });
  await optionName(db, 'repairDepartments', body.idDepartment, 'idDepartment');
  const city = await db.selectFrom('repairCities').select(['departmentId', 'name']).where('id', '=', body.idCity).executeTakeFirst();
  if (!city) refuse(400, 'pointOfSale.unknownOption', { field: 'idCity', id: body.idCity }, { field: 'idCity' });
  if (city.departmentId !== body.idDepartment) refuse(400, 'pointOfSale.cityOutside', { city: city.name, department: body.idDepartment }, { field: 'idCity' });
  const fields = Object.fromEntries(CLIENT_FIELDS.map((f) => [f, body[f]])) as Pick<ClientBody, (typeof CLIENT_FIELDS)[number]>;
  const operator = await operatorClient(db);
  return db.transaction().execute(async (tx) => {
    const holder = await tx.selectFrom('repairClients').select('id').where('document', '=', body.document).orderBy('id').executeTakeFirst();
    if (holder && holder.id !== body.id) return answerZero({ key: 'pointOfSale.documentTaken', params: { document: body.document } });
    if (body.id === 0) return { id: (await records.save(tx, 'repairClients', undefined, fields, { actor, after: fields })).id };
    const before = await tx.selectFrom('repairClients').select(CLIENT_FIELDS).where('id', '=', body.id).forUpdate().executeTakeFirst();
    if (!before) return answerZero({ key: 'pointOfSale.clientMissing', params: { id: body.id } });
    const changed = CLIENT_FIELDS.some((f) => before[f] !== fields[f]);
    if (!changed) return { id: body.id };
    if (operator?.id === body.id) return answerZero({ key: 'pointOfSale.operatorClientLocked', params: { nit: operator.document } });
    await records.save(tx, 'repairClients', body.id, fields, { actor, before, after: fields });
    return { id: body.id };
  });
}

export interface DeviceSaved { id: number; warranty: boolean; error: string; idOrderError: number | null; idClientDoa: number | null }

export async function saveDevice(db: Db, body: DeviceBody, actor: Actor, lang: Lang): Promise<DeviceSaved> {
  const today = localToday();
  const pattern = await imeiPattern(db);
  if (!pattern.test(body.imei)) refuse(400, 'pointOfSale.imeiPattern', { imei: body.imei, pattern: pattern.source }, { field: 'imei' });
  if (!purchaseDateValid(body.purchaseDate, today)) refuse(400, 'pointOfSale.purchaseDateFuture', { date: body.purchaseDate, today }, { field: 'purchaseDate' });
  await optionName(db, 'repairLineTypes', body.idLineType, 'idLineType');
  await optionName(db, 'repairModels', body.idBrand, 'idBrand');
  const warranty = underWarranty(body.purchaseDate, today);
  if (warrantyCheckBlocks(warranty, await warrantyDateOf(db, body.imei), today)) refuse(400, 'pointOfSale.noWarranty', undefined, { field: 'imei' });
  const idClientDoa = body.DOA || body.exhibition ? ((await operatorClient(db))?.id ?? null) : null;
  const open = await openOrderOf(db, body.imei);
  if (open !== null) {
    return { id: 0, warranty, error: translate(lang, { key: 'pointOfSale.openOrder', params: { imei: body.imei } }), idOrderError: open, idClientDoa };
  }
  const { charger, dataCable, handsFree, originalBox, simHolder } = body;
  const values = {
    idLineType: body.idLineType, modelId: body.idBrand, imei: body.imei, min: body.MIN, purchaseDate: body.purchaseDate,
    comments: body.comments, warranty, doa: body.DOA, exhibition: body.exhibition, createdBy: actor.id,
    accessories: JSON.stringify({ charger, dataCable, handsFree, originalBox, simHolder }),
  };
  const { id } = await db.transaction().execute((tx) => records.save(tx, 'repairDevices', undefined, values, { actor, after: values }));
  return { id, warranty, error: '', idOrderError: null, idClientDoa };
}

/** OrderWom/Save: the order in state 1 at the chosen point, its device and client copied in, stage 1 stamped. */
export async function saveOrder(db: Db, body: OrderBody, actor: Actor, lang: Lang): Promise<Refusable> {
  const answerZero = (msg: Msg): Refusable => ({ id: 0, reason: translate(lang, msg) });
  if (body.idUserWom !== undefined && body.idUserWom !== actor.id) refuse(403, 'pointOfSale.otherUser', { id: actor.id });
  if (body.loanDevice) refuse(400, 'pointOfSale.loanAtCreation', undefined, { field: 'loanDevice' });
  const foulType = await optionName(db, 'repairFaultTypes', body.idFoulType, 'idFoulType');
  const foulType2 = await optionName(db, 'repairFaultTypes', body.idFoulType2, 'idFoulType2');
  if (!(await isUsersWorkshop(db, actor.id, body.idWorkshop))) return answerZero({ key: 'pointOfSale.notYourWorkshop', params: { id: body.idWorkshop } });
  const client = await db.selectFrom('repairClients').select(['id', 'document']).where('id', '=', body.idClient).executeTakeFirst();
  if (!client) return answerZero({ key: 'pointOfSale.clientMissing', params: { id: body.idClient } });
  const device = await db.selectFrom('repairDevices as d').innerJoin('repairModels as m', 'm.id', 'd.modelId').innerJoin('repairBrands as b', 'b.id', 'm.brandId')
    .select(['d.id', 'd.idLineType', 'd.imei', 'd.min', 'd.purchaseDate', 'd.comments', 'd.warranty', 'd.doa', 'd.exhibition', 'd.accessories', 'm.name as model', 'b.name as brand'])
    .where('d.id', '=', body.iddevice).executeTakeFirst();
  if (!device) return answerZero({ key: 'pointOfSale.deviceMissing', params: { id: body.iddevice } });
  if (device.doa && client.document !== (await settingsOf(db))['operator.nit']) refuse(400, 'pointOfSale.doaClient', undefined, { field: 'idClient' });
  const workshopId = await repairWorkshopFor(db);
  if (workshopId === null) return answerZero({ key: 'pointOfSale.noRepairWorkshop' });
  return db.transaction().execute(async (tx) => {
    // under the transaction's lock on the IMEI's rows: two saves of one device cannot both open an order
    await sql`select pg_advisory_xact_lock(hashtext(${device.imei}))`.execute(tx);
    const open = await openOrderOf(tx, device.imei);
    if (open !== null) return answerZero({ key: 'pointOfSale.openOrder', params: { imei: device.imei } });
    const reentry = (await tx.selectFrom('repairOrders').select('id').where('imei', '=', device.imei).executeTakeFirst()) !== undefined;
    const values = {
      idOrderState: '1', clientId: client.id, pointId: body.idWorkshop, workshopId, technicianId: null, deviceId: device.id,
      idLineType: device.idLineType, brand: device.brand, model: device.model, imei: device.imei, min: device.min,
      purchaseDate: toDay(device.purchaseDate), doa: device.doa, warranty: device.warranty, reentry, exhibition: device.exhibition,
      accessories: JSON.stringify(device.accessories), foulType, foulType2, observationOrder: [device.comments, body.observation].filter(Boolean).join(' · '),
    };
    const { id } = await records.save(tx, 'repairOrders', undefined, values, {
      actor, after: values,
      effect: async (orderId) => void (await tx.insertInto('repairOrderStages').values({ orderId: Number(orderId), state: '1', previousState: null, userId: actor.id, userName: actor.name }).execute()),
    });
    return { id };
  });
}

/** A date column as YYYY-MM-DD (the driver may answer a Date). */
const toDay = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));
