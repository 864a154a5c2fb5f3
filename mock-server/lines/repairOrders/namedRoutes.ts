// The documented calls of spec 03 §7 / spec 04 §7 that act on one order, each running one event of the machine
// (machine.ts) chosen by the call (and, for receivedRepairStore and returnOrderState, by the order's state), with
// the access rule of access.ts; plus the technicians of an order, the state list and the order search.
import { Router, type Request, type RequestHandler } from 'express';
import { sql } from 'kysely';
import { z } from 'zod';
import { actorOf } from '../../auth';
import { parse } from '../../contract';
import type { Db } from '../../db/open';
import { sendVersion } from '../../db/versions';
import { apiError, notFoundError, objectBody, ok } from '../../http';
import { languageOf, t } from '../../messages';
import { runTransition } from '../../transitions';
import { recordId } from '../../../contracts/endpoints/fields';
import * as c from '../../../contracts/endpoints/repairOrders';
import { REPAIR_ORDER_STATE_NAMES } from '../../../contracts/repairOrderStates';
import { CONSULT_MENU_PATHS, ORDER_MENU_PATHS, callerScope, reachOrder } from './access';
import { previousState, repairOrderMachine, returnEvent, type OrderEvent, type OrderPayload } from './machine';
import { searchOrders } from './queries';
import { actingAsSelf, orderWorkshopTechnician } from '../../policy';
import { diagnosticOutcome, type DiagnosticInput } from './rules';

type Picked = { event: OrderEvent; payload?: OrderPayload };

/** receivedRepairStore is the arrival at the workshop, "Confirma pago" and "Regresar a Reparacion". */
const RECEIVED_EVENT: Record<string, OrderEvent> = { '7': 'receivedInWorkshop', '3': 'confirmPayment', '4': 'backToRepair' };

/** "Not before today" is the workshop's today (Colombia, UTC-5), not UTC's: after 19:00 there UTC is already tomorrow. */
export const workshopToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());

async function stateOf(db: Db, id: number): Promise<string> {
  const row = (await sql<{ s: string }>`select id_order_state as s from repair_orders where id = ${id}`.execute(db)).rows[0];
  if (!row) throw notFoundError('repairOrder.entity', id);
  return row.s;
}

/** SaveDiagnostic's event: 4 (quality control), or 12 for DOA accepted or final state 4. */
function diagnosticEvent(diagnostic: DiagnosticInput): Picked {
  const today = workshopToday();
  const next = diagnosticOutcome(diagnostic, today).nextState;
  return { event: next === '12' ? 'diagnoseFinished' : 'diagnoseToQuality', payload: { diagnostic, today } };
}

const ORDER_ID = z.object({ orderId: recordId() });
const ID_ORDER = z.object({ idOrder: recordId() });

/** Runs the picked event on the order as the caller; answers like every transition. */
async function transition(db: Db, req: Request, res: Parameters<RequestHandler>[1], id: number, picked: Picked, version?: number) {
  const done = await runTransition(db, repairOrderMachine, { id, event: picked.event, payload: picked.payload ?? {}, actor: actorOf(req), version });
  sendVersion(res, done.version);
  ok(res, { id, state: done.to }, t(req, 'success.saved'));
}

export function namedRepairOrderRoutes(db: Db): Router {
  const router = Router();

  /**
   * A call on one order (its menus are the policy's, contracts/policy.ts): whose order it is (before what the body
   * lacks: another technician's order is a 403 whatever it carries), then the whole request and the event it picks.
   */
  function act<B extends { version?: number }>(
    path: string, anyOrderPaths: readonly string[],
    read: { id: (req: Request) => number; all: (req: Request) => B },
    pick: (body: B, state: string, req: Request, id: number) => Picked | Promise<Picked>,
  ) {
    router.post(`/${path}`, (async (req, res) => {
      const id = read.id(req);
      await reachOrder(db, req, id, 'w', anyOrderPaths);
      const body = read.all(req);
      await transition(db, req, res, id, await pick(body, await stateOf(db, id), req, id), body.version);
    }) as RequestHandler);
  }
  const byBody = <S extends z.ZodType>(schema: S) => ({ id: (req: Request) => parse(ORDER_ID, objectBody(req)).orderId, all: (req: Request) => parse(schema, objectBody(req)) });
  const byQuery = <S extends z.ZodType>(schema: S) => ({ id: (req: Request) => parse(ID_ORDER, req.query).idOrder, all: (req: Request) => parse(schema, req.query) });

  act(c.assignTech.path, ORDER_MENU_PATHS, byBody(c.assignTech.body), async (b, _state, _req, id) => {
    if (b.idTechnical) await orderWorkshopTechnician(db, id, b.idTechnical);
    return { event: 'assignTech', payload: { idTechnical: b.idTechnical } };
  });
  act(c.transferGuideSave.path, ORDER_MENU_PATHS,
    { id: (req) => parse(ID_ORDER, objectBody(req)).idOrder, all: (req) => parse(c.transferGuideSave.body, objectBody(req)) },
    (b) => ({ event: b.type === 1 ? 'saveCollectionGuide' : 'saveReturnGuide', payload: { guideNumber: b.nroGuide } }));
  act(c.receivedRepairStore.path, ORDER_MENU_PATHS, byBody(c.receivedRepairStore.body), (_b, state) => ({ event: RECEIVED_EVENT[state] ?? 'receivedInWorkshop' }));
  act(c.statusToPay.path, ORDER_MENU_PATHS, byBody(c.statusToPay.body), (b) => ({ event: 'sendQuote', payload: { price: b.price } }));
  act(c.saveQualityControl.path, ORDER_MENU_PATHS, byBody(c.saveQualityControl.body), ({ orderId: _id, version: _v, ...quality }) => ({ event: 'qualityApproved', payload: { quality } }));
  act(c.saveDiagnostic.path, ORDER_MENU_PATHS,
    { id: (req) => parse(ORDER_ID, objectBody(req)).orderId, all: (req) => {
      const body = parse(c.saveDiagnostic.body, objectBody(req));
      actingAsSelf(req, 'tech', body.tech);
      return body;
    } },
    ({ orderId: _id, version: _v, tech: _t, loanPhone: _l, ...diagnostic }) => diagnosticEvent(diagnostic));

  /** The delivery proof: the order's last ComprobanteEntrega file (uploaded before through Upload/UploadFile). */
  act(c.confirmDeliveryOrder.path, ORDER_MENU_PATHS, byQuery(c.confirmDeliveryOrder.query), async (q, _state, _req, id) => {
    const proof = (await sql<{ name: string }>`select name from repair_order_files where order_id = ${id} and kind = 'ComprobanteEntrega'
      order by id desc limit 1`.execute(db)).rows[0];
    return { event: 'confirmDelivery', payload: { proofFile: proof?.name, deliveryDescription: q.description } };
  });

  const byActor = <S extends z.ZodType<{ iduser?: number; version?: number }>>(schema: S) => ({
    id: (req: Request) => parse(ID_ORDER, req.query).idOrder,
    all: (req: Request) => {
      const query = parse(schema, req.query);
      actingAsSelf(req, 'iduser', query.iduser);
      return query;
    },
  });
  act(c.cancelOrder.path, CONSULT_MENU_PATHS, byActor(c.cancelOrder.query), () => ({ event: 'cancelOrder' }));
  act(c.returnOrderState.path, CONSULT_MENU_PATHS, byActor(c.returnOrderState.query), async (_q, state, _req, id) => {
    const previous = await previousState(db, id);
    if (!previous || ['12', '13', '16'].includes(previous)) throw apiError(409, 'repairOrder.notPreviousState', { state, target: previous ?? '-', previous: previous ?? '-' });
    return { event: returnEvent(previous as Parameters<typeof returnEvent>[0]) };
  });

  router.get(`/${c.getPreState.path}`, (async (req, res) => {
    const { idOrder } = parse(c.getPreState.query, req.query);
    await reachOrder(db, req, idOrder, 'v', CONSULT_MENU_PATHS);
    ok(res, { id: idOrder, state: await stateOf(db, idOrder), previousState: await previousState(db, idOrder) });
  }) as RequestHandler);

  router.get(`/${c.getAllTechnicalsByOrder.path}`, (async (req, res) => {
    const { id } = parse(c.getAllTechnicalsByOrder.query, req.query);
    await stateOf(db, id);
    const rows = await sql<{ id: number; name: string }>`select t.id, t.name from repair_technicians t
      join repair_orders o on o.workshop_id = t.workshop_id where o.id = ${id} order by t.name`.execute(db);
    ok(res, rows.rows);
  }) as RequestHandler);

  // a parametric list: any signed-in user
  router.get(`/${c.getStateOrderAll.path}`, ((req, res) => {
    const names = REPAIR_ORDER_STATE_NAMES[languageOf(req)] as Record<string, string>;
    ok(res, Object.entries(names).map(([value, text]) => ({ value, text })));
  }) as RequestHandler);

  router.post(`/${c.getOrderByFilterVc.path}`, (async (req, res) => {
    const { type, param1 } = parse(c.getOrderByFilterVc.body, objectBody(req));
    const technicianIds = await callerScope(db, req, 'v');
    const found = param1 === '' ? [] : await searchOrders(db, type, param1);
    // a technician finds only their own orders (another's details would be refused anyway)
    const shown = technicianIds === 'all' ? found : (found as { idTechnical: number | null }[]).filter((row) => row.idTechnical != null && technicianIds.includes(row.idTechnical));
    if (shown.length === 0) throw apiError(404, 'repairOrder.noResult');
    ok(res, shown);
  }) as RequestHandler);
  return router;
}
