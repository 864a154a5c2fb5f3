// Loan phones (spec 04 §2.7, §7 LoanDevice/*): 20 a page; create, edit, delete (brand → model, description, IMEI
// against the settings pattern — 'Datos incorretos' —, available 1/0, store); OrderWom/loanDevice lends one to an
// open order of line type 2. A phone held by an open order can be neither deleted nor lent again. GetAll and
// GetForFilter, Save and Update name who asks (idUser), loanDevice's diagnostic who lends (tech): the signed-in user.
import { Router, type RequestHandler } from 'express';
import { sql } from 'kysely';
import { actorOf } from '../../auth';
import { parse } from '../../contract';
import { recordAudit, type Actor } from '../../db/audit';
import type { Db } from '../../db/open';
import { objectBody, ok } from '../../http';
import { LineError, queryOf } from '../lineHttp';
import * as c from '../../../contracts/endpoints/repairBackOffice';
import { bumpRow, fieldRefusal, say } from './http';
import { actingAsSelf } from '../../policy';
import { isClosed, validImei } from './rules';
import { findStore } from './stores';
import { reachOrder } from '../repairOrders/access';
import { BACK_OFFICE_MENUS } from '../../../contracts/endpoints/repairBackOffice';
import {
  duplicateImei, ENTITIES, lentTo, modelOutside, notAvailable, notFound, notLineTypeTwo, orderClosed, orderHasLoan, TEXTS,
} from './texts';

type LoanFields = ReturnType<typeof c.loanCreate.body.parse>;

/** Each phone with its store's name and the open order holding it (at most one: lending refuses a second). */
const SELECT = sql`select l.id, l.brand, (select m.brand_id from repair_models m where m.id = l.id_model) as brand_id,
  l.id_model as id_brand, l.model, l.description, l.imei, l.available::int as available,
  l.workshop_id as id_work_shop, w.name, l.version,
  (select o.id from repair_orders o where o.loan_device_id = l.id and o.id_order_state not in ('12', '13', '16') order by o.id limit 1) as lent_to
  from loan_devices l join repair_workshops w on w.id = l.workshop_id`;

export async function findLoan(db: Db, id: number): Promise<c.LoanRow> {
  const row = (await sql<c.LoanRow>`${SELECT} where l.id = ${id}`.execute(db)).rows[0];
  if (!row) throw new LineError(404, notFound(ENTITIES.loan, id));
  return row;
}

/** The phones with these ids (absent ones are left out), in id order. */
export async function findLoans(db: Db, ids: readonly number[]): Promise<c.LoanRow[]> {
  if (ids.length === 0) return [];
  return (await sql<c.LoanRow>`select * from (${SELECT}) x where id in (${sql.join(ids)}) order by id`.execute(db)).rows;
}

/**
 * The model is one of the point of sale's (migration 017) and belongs to the brand when one is named (the brand is
 * the model's otherwise), the IMEI matches the pattern and no other phone has it, the store exists.
 */
async function checkLoan(db: Db, body: LoanFields, id: number): Promise<{ model: string; brand: string }> {
  if (!validImei(body.imei)) throw fieldRefusal('imei', TEXTS.invalidLoanData);
  const model = await db.selectFrom('repairModels').innerJoin('repairBrands', 'repairBrands.id', 'repairModels.brandId')
    .select(['repairModels.name as text', 'repairBrands.name as brand']).where('repairModels.id', '=', body.idBrand).executeTakeFirst();
  if (!model) throw fieldRefusal('idBrand', notFound(ENTITIES.model, body.idBrand));
  if (body.brand !== undefined && model.brand !== body.brand) throw fieldRefusal('idBrand', modelOutside(body.idBrand, body.brand));
  await findStore(db, body.idWorkShop).catch(() => { throw fieldRefusal('idWorkShop', notFound(ENTITIES.store, body.idWorkShop)); });
  const clash = (await sql<{ id: number }>`select id from loan_devices where imei = ${body.imei} and id <> ${id}`.execute(db)).rows[0];
  if (clash) throw new LineError(409, duplicateImei(body.imei, clash.id), { imei: duplicateImei(body.imei, clash.id) });
  return { model: model.text, brand: model.brand };
}

export type LoanUpdate = ReturnType<typeof c.loanUpdate.body.parse>;
/** An update LoanDevice/Update's checks passed: the body, the phone before it, the model's name and brand. */
export interface CheckedLoanUpdate {
  body: LoanUpdate;
  before: c.LoanRow;
  model: string;
  brand: string;
}

/**
 * LoanDevice/Update's checks of a parsed body (the caller has checked who asks): the phone exists (404), then
 * checkLoan's rules (IMEI pattern, model, store, IMEI of no other phone). Used by the route and the bulk edit.
 */
export async function checkLoanUpdate(db: Db, body: LoanUpdate): Promise<CheckedLoanUpdate> {
  const before = await findLoan(db, body.id);
  const { model, brand } = await checkLoan(db, body, body.id);
  return { body, before, model, brand };
}

/** What LoanDevice/Save and Update set on a phone (idBrand is its model's id). */
export const SAVED_FIELDS = ['idBrand', 'description', 'imei', 'available', 'idWorkShop'] as const;
const savedFields = (values: Pick<LoanUpdate, (typeof SAVED_FIELDS)[number]>) => Object.fromEntries(SAVED_FIELDS.map((field) => [field, values[field]]));

/**
 * Writes a checked update inside the caller's transaction: the version check (409 when someone saved first), the
 * row, its audit row (tagged with the bulk edit that makes it, if any); answers the new version.
 */
export async function writeLoanUpdate(tx: Db, checked: CheckedLoanUpdate, actor: Actor, tag: { batchId?: string; undo?: boolean } = {}): Promise<number> {
  const { body, before, model, brand } = checked;
  const version = await bumpRow(tx, 'loan_devices', body.id, body.version, [
    sql`brand = ${brand}`, sql`id_model = ${body.idBrand}`, sql`model = ${model}`, sql`description = ${body.description}`,
    sql`imei = ${body.imei}`, sql`available = ${body.available === 1}`, sql`workshop_id = ${body.idWorkShop}`,
  ]);
  // the trail compares what a save sets, on both sides: the stored row also carries names read with it (brand,
  // store), which showed in the History tab as fields emptied by every save
  await recordAudit(tx, { actor, resource: 'loanDevices', recordId: body.id, action: 'update', before: savedFields(before), after: savedFields(body), ...tag });
  return version;
}

export function loanRoutes(db: Db): Router {
  const router = Router();
  router.get(`/${c.loanList.path}`, (async (req, res) => {
    const { idUser, pageIndex, pageSize } = parse(c.loanList.query, queryOf(req));
    actingAsSelf(req, 'idUser', idUser);
    const rows = await sql<c.LoanRow & { total: number }>`select *, count(*) over ()::int as total from (${SELECT}) x
      order by id limit ${pageSize} offset ${(pageIndex - 1) * pageSize}`.execute(db);
    ok(res, { items: rows.rows.map(({ total: _t, ...row }) => row), totalItemCount: rows.rows[0]?.total ?? 0 });
  }) as RequestHandler);

  router.get(`/${c.loanAvailable.path}`, (async (req, res) => {
    actingAsSelf(req, 'idUser', parse(c.loanAvailable.query, queryOf(req)).idUser);
    ok(res, (await sql<c.LoanRow>`select * from (${SELECT}) x where available = 1 and lent_to is null order by id`.execute(db)).rows);
  }) as RequestHandler);

  router.post(`/${c.loanCreate.path}`, (async (req, res) => {
    const body = parse(c.loanCreate.body, objectBody(req));
    actingAsSelf(req, 'idUser', body.idUser);
    const id = await db.transaction().execute(async (tx) => {
      const { model, brand } = await checkLoan(tx, body, 0);
      const row = (await sql<{ id: number }>`insert into loan_devices (brand, id_model, model, description, imei, available, workshop_id)
        values (${brand}, ${body.idBrand}, ${model}, ${body.description}, ${body.imei}, ${body.available === 1}, ${body.idWorkShop}) returning id`.execute(tx)).rows[0];
      await recordAudit(tx, { actor: actorOf(req), resource: 'loanDevices', recordId: row.id, action: 'create', after: body });
      return row.id;
    });
    ok(res, { id }, say(req, TEXTS.loanCreated));
  }) as RequestHandler);

  router.post(`/${c.loanUpdate.path}`, (async (req, res) => {
    const body = parse(c.loanUpdate.body, objectBody(req));
    actingAsSelf(req, 'idUser', body.idUser);
    await db.transaction().execute(async (tx) => writeLoanUpdate(tx, await checkLoanUpdate(tx, body), actorOf(req)));
    ok(res, { id: body.id }, say(req, TEXTS.loanUpdated));
  }) as RequestHandler);

  router.post(`/${c.loanDelete.path}`, (async (req, res) => {
    const { id } = parse(c.loanDelete.query, queryOf(req));
    await db.transaction().execute(async (tx) => {
      await sql`select id from loan_devices where id = ${id} for update`.execute(tx);
      const before = await findLoan(tx, id);
      if (before.lentTo !== null) throw new LineError(409, lentTo(before.imei, before.lentTo));
      // closed orders keep the IMEI they were lent (imei_loan_device), not the phone's row
      await sql`update repair_orders set loan_device_id = null where loan_device_id = ${id}`.execute(tx);
      await sql`delete from loan_devices where id = ${id}`.execute(tx);
      await recordAudit(tx, { actor: actorOf(req), resource: 'loanDevices', recordId: id, action: 'delete', before });
    });
    ok(res, { id }, say(req, TEXTS.loanDeleted));
  }) as RequestHandler);

  router.post(`/${c.lendDevice.path}`, (async (req, res) => {
    const { idOrder, idLoanDevice } = parse(c.lendDevice.query, queryOf(req));
    const diagnostic = parse(c.lendDevice.body, req.body ?? {});
    const actor = actingAsSelf(req, 'tech', diagnostic.tech);
    // a technician lends to their own orders only (the 403 of reading another's)
    await reachOrder(db, req, idOrder, 'w', [BACK_OFFICE_MENUS.loans]);
    if (diagnostic.orderId !== undefined && diagnostic.orderId !== idOrder) {
      throw fieldRefusal('orderId', { en: `The diagnostic's orderId must be idOrder (${idOrder}).`, es: `El orderId del diagnóstico debe ser idOrder (${idOrder}).` });
    }
    const imei = await db.transaction().execute(async (tx) => {
      await sql`select id from loan_devices where id = ${idLoanDevice} for update`.execute(tx);
      const order = (await sql<{ id: number; idOrderState: string; idLineType: number; loanDeviceId: number | null; imeiLoanDevice: string | null }>`
        select id, id_order_state, id_line_type, loan_device_id, imei_loan_device from repair_orders where id = ${idOrder} for update`.execute(tx)).rows[0];
      if (!order) throw new LineError(404, notFound(ENTITIES.order, idOrder));
      if (isClosed(order.idOrderState)) throw new LineError(409, orderClosed(idOrder, order.idOrderState));
      if (order.idLineType !== 2) throw new LineError(409, notLineTypeTwo(idOrder));
      if (order.loanDeviceId !== null) throw new LineError(409, orderHasLoan(idOrder, order.imeiLoanDevice ?? String(order.loanDeviceId)));
      const phone = await findLoan(tx, idLoanDevice);
      if (phone.lentTo !== null) throw new LineError(409, lentTo(phone.imei, phone.lentTo));
      if (phone.available !== 1) throw new LineError(409, notAvailable(phone.imei));
      await sql`update repair_orders set loan_device_id = ${idLoanDevice}, imei_loan_device = ${phone.imei}, version = version + 1
        where id = ${idOrder}`.execute(tx);
      await recordAudit(tx, { actor, resource: 'repairOrders', recordId: idOrder, action: 'update', before: { loanDeviceId: null }, after: { loanDeviceId: idLoanDevice, imeiLoanDevice: phone.imei } });
      return phone.imei;
    });
    ok(res, { idOrder, idLoanDevice, imei });
  }) as RequestHandler);
  return router;
}
