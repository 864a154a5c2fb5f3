// Loan phones (spec 04 §2.7, §7 LoanDevice/*): 20 a page; create, edit, delete (brand → model, description, IMEI
// against the settings pattern — 'Datos incorretos' —, available 1/0, store); OrderWom/loanDevice lends one to an
// open order of line type 2. A phone held by an open order can be neither deleted nor lent again. GetAll and
// GetForFilter, Save and Update name who asks (idUser), loanDevice's diagnostic who lends (tech): the signed-in user.
import { Router } from 'express';
import { sql } from 'kysely';
import { handle, reply } from '../../core/handle';
import { records, type BatchTag } from '../../core/records';
import { refuse } from '../../core/refuse';
import type { Actor } from '../../core/db/audit';
import type { Db } from '../../core/db/open';
import * as c from '../../../contracts/endpoints/repairBackOffice';
import { actingAsSelf } from '../../shell/policy';
import { missing } from '../repairOrders/http';
import { isClosed, validImei } from './rules';
import { findStore } from './stores';
import { reachOrder } from '../repairOrders/access';

type LoanFields = ReturnType<typeof c.loanCreate.body.parse>;

/** Each phone with its store's name and the open order holding it (at most one: lending refuses a second). */
const SELECT = sql`select l.id, l.brand, (select m.brand_id from repair_models m where m.id = l.id_model) as brand_id,
  l.id_model as id_brand, l.model, l.description, l.imei, l.available::int as available,
  l.workshop_id as id_work_shop, w.name, l.version,
  (select o.id from repair_orders o where o.loan_device_id = l.id and o.id_order_state not in ('12', '13', '16') order by o.id limit 1) as lent_to
  from loan_devices l join repair_workshops w on w.id = l.workshop_id`;

export async function findLoan(db: Db, id: number): Promise<c.LoanRow> {
  const row = (await sql<c.LoanRow>`${SELECT} where l.id = ${id}`.execute(db)).rows[0];
  if (!row) throw missing('repairBackOffice.loan', id);
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
  if (!validImei(body.imei)) refuse(400, 'repairBackOffice.invalidLoanData', undefined, { field: 'imei' });
  const model = await db.selectFrom('repairModels').innerJoin('repairBrands', 'repairBrands.id', 'repairModels.brandId')
    .select(['repairModels.name as text', 'repairBrands.name as brand']).where('repairModels.id', '=', body.idBrand).executeTakeFirst();
  if (!model) throw missing('repairBackOffice.model', body.idBrand, 'idBrand');
  if (body.brand !== undefined && model.brand !== body.brand) refuse(400, 'repairBackOffice.modelOutside', { model: body.idBrand, brand: body.brand }, { field: 'idBrand' });
  await findStore(db, body.idWorkShop).catch(() => { throw missing('repairBackOffice.store', body.idWorkShop, 'idWorkShop'); });
  const clash = (await sql<{ id: number }>`select id from loan_devices where imei = ${body.imei} and id <> ${id}`.execute(db)).rows[0];
  if (clash) refuse(409, 'repairBackOffice.duplicateImei', { imei: body.imei, id: clash.id }, { field: 'imei' });
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

/** A phone's row as LoanDevice/Save and Update write it (the model's name and brand stored beside its id). */
const loanColumns = (body: LoanFields, model: string, brand: string) => ({
  brand, idModel: body.idBrand, model, description: body.description, imei: body.imei, available: body.available === 1, workshopId: body.idWorkShop,
});

/**
 * Writes a checked update inside the caller's transaction (the version checked, 409 when someone saved first; its
 * audit row tagged with the bulk edit that makes it, if any); answers the new version.
 */
export async function writeLoanUpdate(tx: Db, checked: CheckedLoanUpdate, actor: Actor, batch?: BatchTag): Promise<number> {
  const { body, before, model, brand } = checked;
  // the trail compares what a save sets, on both sides: the stored row also carries names read with it (brand,
  // store), which showed in the History tab as fields emptied by every save
  const saved = await records.save(tx, 'loanDevices', body.id, loanColumns(body, model, brand), {
    actor, expectedVersion: body.version, before: savedFields(before), after: savedFields(body), batch,
  });
  return saved.version;
}

export function loanRoutes(db: Db): Router {
  const router = Router();
  handle(router, c.loanList, async ({ query: { idUser, pageIndex, pageSize }, req }) => {
    actingAsSelf(req, 'idUser', idUser);
    const rows = await sql<c.LoanRow & { total: number }>`select *, count(*) over ()::int as total from (${SELECT}) x
      order by id limit ${pageSize} offset ${(pageIndex - 1) * pageSize}`.execute(db);
    return { items: rows.rows.map(({ total: _t, ...row }) => row), totalItemCount: rows.rows[0]?.total ?? 0 };
  });

  handle(router, c.loanAvailable, async ({ query: { idUser }, req }) => {
    actingAsSelf(req, 'idUser', idUser);
    return (await sql<c.LoanRow>`select * from (${SELECT}) x where available = 1 and lent_to is null order by id`.execute(db)).rows;
  });

  handle(router, c.loanCreate, async ({ body, req, actor, say }) => {
    actingAsSelf(req, 'idUser', body.idUser);
    const { id } = await db.transaction().execute(async (tx) => {
      const { model, brand } = await checkLoan(tx, body, 0);
      return records.save(tx, 'loanDevices', undefined, loanColumns(body, model, brand), { actor: actor(), after: body });
    });
    return reply({ id }, say('repairBackOffice.loanCreated'));
  });

  handle(router, c.loanUpdate, async ({ body, req, actor, say }) => {
    actingAsSelf(req, 'idUser', body.idUser);
    await db.transaction().execute(async (tx) => writeLoanUpdate(tx, await checkLoanUpdate(tx, body), actor()));
    return reply({ id: body.id }, say('repairBackOffice.loanUpdated'));
  });

  handle(router, c.loanDelete, async ({ query: { id }, actor, say }) => {
    await db.transaction().execute(async (tx) => {
      await sql`select id from loan_devices where id = ${id} for update`.execute(tx);
      const before = await findLoan(tx, id);
      if (before.lentTo !== null) refuse(409, 'repairBackOffice.lentTo', { imei: before.imei, order: before.lentTo });
      await records.remove(tx, 'loanDevices', id, {
        actor: actor(), before,
        // closed orders keep the IMEI they were lent (imei_loan_device), not the phone's row
        effect: async () => void (await sql`update repair_orders set loan_device_id = null where loan_device_id = ${id}`.execute(tx)),
      });
    });
    return reply({ id }, say('repairBackOffice.loanDeleted'));
  });

  handle(router, c.lendDevice, async ({ query: { idOrder, idLoanDevice }, body: diagnostic, req }) => {
    const actor = actingAsSelf(req, 'tech', diagnostic.tech);
    // a technician lends to their own orders only (the 403 of reading another's)
    await reachOrder(db, req, idOrder, 'w', [c.BACK_OFFICE_MENUS.loans]);
    if (diagnostic.orderId !== undefined && diagnostic.orderId !== idOrder) {
      refuse(400, 'repairBackOffice.diagnosticOfAnotherOrder', { order: idOrder }, { field: 'orderId' });
    }
    const imei = await db.transaction().execute(async (tx) => {
      await sql`select id from loan_devices where id = ${idLoanDevice} for update`.execute(tx);
      const order = (await sql<{ id: number; idOrderState: string; idLineType: number; loanDeviceId: number | null; imeiLoanDevice: string | null }>`
        select id, id_order_state, id_line_type, loan_device_id, imei_loan_device from repair_orders where id = ${idOrder} for update`.execute(tx)).rows[0];
      if (!order) throw missing('repairOrder.entity', idOrder);
      if (isClosed(order.idOrderState)) refuse(409, 'repairBackOffice.orderClosed', { order: idOrder, state: order.idOrderState });
      if (order.idLineType !== 2) refuse(409, 'repairBackOffice.notLineTypeTwo', { order: idOrder });
      if (order.loanDeviceId !== null) refuse(409, 'repairBackOffice.orderHasLoan', { order: idOrder, imei: order.imeiLoanDevice ?? String(order.loanDeviceId) });
      const phone = await findLoan(tx, idLoanDevice);
      if (phone.lentTo !== null) refuse(409, 'repairBackOffice.lentTo', { imei: phone.imei, order: phone.lentTo });
      if (phone.available !== 1) refuse(409, 'repairBackOffice.notAvailable', { imei: phone.imei });
      const lent = { loanDeviceId: idLoanDevice, imeiLoanDevice: phone.imei };
      await records.save(tx, 'repairOrders', idOrder, lent, { actor, before: { loanDeviceId: null }, after: lent });
      return phone.imei;
    });
    return { idOrder, idLoanDevice, imei };
  });
  return router;
}
