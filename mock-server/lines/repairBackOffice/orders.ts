// The back office's order screens (spec 04 §2.4, §2.6): consult by order number, IMEI or client document (15 a page;
// OrderWom/GetByReportByStatus), edit an open order's IMEI (the settings pattern: 'Datos invalidos'), diagnostic,
// observation and DOA (OrderWom/UpdateDataOrder, in the query string), and the abandoned devices (ready in store for
// 45 days or more: pending; state 16: abandoned). Marking one abandoned is OrderWom/UpdateStatusTraceability status 16
// and cancel and return are OrderWom/cancelOrder and returnOrderState: the repair orders' routes (lines/repairOrders),
// through the order machine, allowed to this line's consult and abandoned screens.
import { Router } from 'express';
import { sql } from 'kysely';
import { handle } from '../../core/handle';
import { records } from '../../core/records';
import { refuse } from '../../core/refuse';
import type { Db } from '../../core/db/open';
import { sendVersion } from '../../core/db/versions';
import * as c from '../../../contracts/endpoints/repairBackOfficeOrders';
import { actingAsSelf } from '../../shell/policy';
import { missing } from '../repairOrders/http';
import { daysSince, isClosed, pendingAbandonment, validImei } from './rules';

const CONSULT = sql`select o.id, c.name as client_name, c.document as client_document, o.imei as device_imei, o.id_order_state as state,
  o.doa as device_doa, o.observation_order as observation, coalesce(o.diagnostic_comments, '') as diagnostic_comments,
  o.id_order_state = '4' as in_quality_control, o.id_order_state = '12' as order_finished, o.version,
  (select s.previous_state from repair_order_stages s where s.order_id = o.id order by s.id desc limit 1) as previous_state
  from repair_orders o join repair_clients c on c.id = o.client_id`;

const WHERE: Record<'fr_NroOrden' | 'fr_Imei' | 'fr_DocCliente', (value: string) => ReturnType<typeof sql>> = {
  fr_NroOrden: (value) => (/^\d{1,9}$/.test(value) ? sql`o.id = ${Number(value)}` : sql`false`),
  fr_Imei: (value) => sql`o.imei = ${value}`,
  fr_DocCliente: (value) => sql`c.document = ${value}`,
};

async function consultRow(db: Db, id: number): Promise<c.ConsultRow> {
  const row = (await sql<c.ConsultRow>`${CONSULT} where o.id = ${id}`.execute(db)).rows[0];
  if (!row) throw missing('repairOrder.entity', id);
  return row;
}

interface WaitingRow { idOrder: number; name: string; imei: string; workshop: string; state: string; version: number; readyAt: string }

/** Orders waiting in store (6, 15) or abandoned (16), with the day they were ready (their stage 6 stamp). */
async function waitingOrders(db: Db, orderId?: number): Promise<WaitingRow[]> {
  const rows = await sql<WaitingRow>`select o.id as id_order, c.name, o.imei, w.name as workshop, o.id_order_state as state, o.version,
    coalesce((select max(s.at) from repair_order_stages s where s.order_id = o.id and s.state = '6'), o.creation_date)::text as ready_at
    from repair_orders o join repair_clients c on c.id = o.client_id join repair_workshops w on w.id = o.point_id
    where o.id_order_state in ('6', '15', '16') ${orderId === undefined ? sql`` : sql`and o.id = ${orderId}`} order by o.id`.execute(db);
  return rows.rows;
}

const today = () => new Date().toISOString();

export function orderRoutes(db: Db): Router {
  const router = Router();
  handle(router, c.getByReportByStatus, async ({ body: { type, param1, pageIndex, pageSize } }) => {
    const value = param1.trim();
    if (value === '') refuse(404, 'repairOrder.noResult');
    const rows = await sql<c.ConsultRow & { total: number }>`select *, count(*) over ()::int as total from (${CONSULT} where ${WHERE[type](value)}) x
      order by id desc limit ${pageSize} offset ${(pageIndex - 1) * pageSize}`.execute(db);
    if (rows.rows.length === 0 && pageIndex === 1) refuse(404, 'repairOrder.noResult');
    return { items: rows.rows.map(({ total: _t, ...row }) => row), totalItemCount: rows.rows[0]?.total ?? 0 };
  });

  handle(router, c.updateDataOrder, async ({ query: { Id: id, iduser, version, ...fields }, req, res }) => {
    const actor = actingAsSelf(req, 'iduser', iduser);
    if (!validImei(fields.imei)) refuse(400, 'repairBackOffice.invalidOrderData', undefined, { field: 'imei' });
    const row = await db.transaction().execute(async (tx) => {
      const before = await consultRow(tx, id);
      if (isClosed(before.state)) refuse(409, 'repairBackOffice.orderClosed', { order: id, state: before.state });
      const after = { deviceImei: fields.imei, diagnosticComments: fields.diagnostic, observation: fields.observation, deviceDoa: fields.doa };
      await records.save(tx, 'repairOrders', id, {
        imei: fields.imei, diagnosticComments: fields.diagnostic, observationOrder: fields.observation, doa: fields.doa,
      }, { actor, expectedVersion: version, before, after });
      return consultRow(tx, id);
    });
    sendVersion(res, row.version);
    return row;
  });

  handle(router, c.deviceAbandoned, async () => {
    const now = today();
    const rows = (await waitingOrders(db)).map(({ readyAt, ...row }) => ({ ...row, days: daysSince(readyAt, now) }));
    return {
      pending: rows.filter((r) => r.state !== '16' && pendingAbandonment(r.days)),
      abandoned: rows.filter((r) => r.state === '16'),
      thresholdDays: c.ABANDONMENT_DAYS,
    };
  });

  return router;
}
