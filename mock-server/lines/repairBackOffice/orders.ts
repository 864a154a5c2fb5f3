// The back office's order screens (spec 04 §2.4, §2.6): consult by order number, IMEI or client document (15 a page),
// edit an open order's IMEI (the settings pattern: 'Datos invalidos'), diagnostic, observation and DOA; the abandoned
// devices (ready in store for 45 days or more: pending; state 16: abandoned) and marking one abandoned, which runs
// the order machine's `abandon` (status 16). Cancel and return go through issue 16's routes (the same machine).
import { Router, type RequestHandler } from 'express';
import { sql } from 'kysely';
import { actorOf } from '../../auth';
import { parse } from '../../contract';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/open';
import { sendVersion } from '../../db/versions';
import { objectBody, ok } from '../../http';
import { runTransition } from '../../transitions';
import { LineError } from '../lineHttp';
import { repairOrderMachine } from '../repairOrders/machine';
import * as c from '../../../contracts/endpoints/repairBackOfficeOrders';
import { bumpRow, fieldRefusal } from './http';
import { daysSince, isClosed, pendingAbandonment, validImei } from './rules';
import { ENTITIES, notFound, orderClosed, TEXTS, tooEarly } from './texts';

type Guard = (flag: 'l' | 'v' | 'w' | 'd') => RequestHandler;

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
  if (!row) throw new LineError(404, notFound(ENTITIES.order, id));
  return row;
}

interface WaitingRow { idOrder: number; name: string; imei: string; workshop: string; state: string; readyAt: string }

/** Orders waiting in store (6, 15) or abandoned (16), with the day they were ready (their stage 6 stamp). */
async function waitingOrders(db: Db, orderId?: number): Promise<WaitingRow[]> {
  const rows = await sql<WaitingRow>`select o.id as id_order, c.name, o.imei, w.name as workshop, o.id_order_state as state,
    coalesce((select max(s.at) from repair_order_stages s where s.order_id = o.id and s.state = '6'), o.creation_date)::text as ready_at
    from repair_orders o join repair_clients c on c.id = o.client_id join repair_workshops w on w.id = o.point_id
    where o.id_order_state in ('6', '15', '16') ${orderId === undefined ? sql`` : sql`and o.id = ${orderId}`} order by o.id`.execute(db);
  return rows.rows;
}

const today = () => new Date().toISOString();

export function orderRoutes(db: Db, auth: RequestHandler, consult: Guard, abandoned: Guard): Router {
  const router = Router();
  router.post(`/${c.consultOrders.path}`, auth, consult('l'), (async (req, res) => {
    const { type, param1, pageIndex, pageSize } = parse(c.consultOrders.body, objectBody(req));
    const value = param1.trim();
    if (value === '') throw new LineError(404, TEXTS.noResult);
    const rows = await sql<c.ConsultRow & { total: number }>`select *, count(*) over ()::int as total from (${CONSULT} where ${WHERE[type](value)}) x
      order by id desc limit ${pageSize} offset ${(pageIndex - 1) * pageSize}`.execute(db);
    if (rows.rows.length === 0 && pageIndex === 1) throw new LineError(404, TEXTS.noResult);
    ok(res, { items: rows.rows.map(({ total: _t, ...row }) => row), totalItemCount: rows.rows[0]?.total ?? 0 });
  }) as RequestHandler);

  router.post(`/${c.updateDataOrder.path}`, auth, consult('w'), (async (req, res) => {
    const body = parse(c.updateDataOrder.body, objectBody(req));
    if (!validImei(body.imei)) throw fieldRefusal('imei', TEXTS.invalidOrderData);
    const row = await db.transaction().execute(async (tx) => {
      const before = await consultRow(tx, body.id);
      if (isClosed(before.state)) throw new LineError(409, orderClosed(body.id, before.state));
      await bumpRow(tx, 'repair_orders', body.id, body.version, [
        sql`imei = ${body.imei}`, sql`diagnostic_comments = ${body.diagnostic}`, sql`observation_order = ${body.observation}`, sql`doa = ${body.doa}`,
      ]);
      const after = { deviceImei: body.imei, diagnosticComments: body.diagnostic, observation: body.observation, deviceDoa: body.doa };
      await recordAudit(tx, { actor: actorOf(req), resource: 'repairOrders', recordId: body.id, action: 'update', before, after });
      return consultRow(tx, body.id);
    });
    sendVersion(res, row.version);
    ok(res, row);
  }) as RequestHandler);

  router.get(`/${c.deviceAbandoned.path}`, auth, abandoned('l'), (async (_req, res) => {
    const now = today();
    const rows = (await waitingOrders(db)).map(({ readyAt, ...row }) => ({ ...row, days: daysSince(readyAt, now) }));
    ok(res, {
      pending: rows.filter((r) => r.state !== '16' && pendingAbandonment(r.days)),
      abandoned: rows.filter((r) => r.state === '16'),
      thresholdDays: c.ABANDONMENT_DAYS,
    });
  }) as RequestHandler);

  router.post(`/${c.markAbandoned.path}`, auth, abandoned('w'), (async (req, res) => {
    const { orderId, version } = parse(c.markAbandoned.body, objectBody(req));
    const [waiting] = await waitingOrders(db, orderId);
    if (waiting && waiting.state !== '16') {
      const days = daysSince(waiting.readyAt, today());
      if (!pendingAbandonment(days)) throw new LineError(409, tooEarly(orderId, days, c.ABANDONMENT_DAYS));
    }
    // any other state: the machine refuses it (409 naming the state), a missing order 404
    const done = await runTransition(db, repairOrderMachine, { id: orderId, event: 'abandon', payload: {}, actor: actorOf(req), version });
    sendVersion(res, done.version);
    ok(res, { id: orderId, state: done.to });
  }) as RequestHandler);
  return router;
}
