// The dedicated calls of spec 03 §7 / spec 04 §4, each running one event of the machine (machine.ts) chosen by the
// call (and, for receivedRepairStore and returnOrderState, by the order's state); plus technicians and search.
import { Router, type RequestHandler } from 'express';
import { sql } from 'kysely';
import type { z } from 'zod';
import { actorOf } from '../../auth';
import { parse } from '../../contract';
import type { Db } from '../../db/open';
import { sendVersion } from '../../db/versions';
import { apiError, notFoundError, objectBody, ok } from '../../http';
import { t } from '../../messages';
import { runTransition } from '../../transitions';
import * as c from '../../../contracts/endpoints/repairOrders';
import { exitOrderDownloaded } from '../../../contracts/endpoints/repairOrderFiles';
import { previousState, repairOrderMachine, returnEvent, type OrderEvent, type OrderPayload } from './machine';
import { searchOrders } from './queries';

type Guard = (flag: 'l' | 'v' | 'w') => RequestHandler;
type Pick<B> = (body: B, state: string, db: Db, id: number) => Promise<{ event: OrderEvent; payload?: OrderPayload }> | { event: OrderEvent; payload?: OrderPayload };

/** receivedRepairStore is the arrival at the workshop, "Confirma pago" and "Regresar a Reparacion". */
const RECEIVED_EVENT: Record<string, OrderEvent> = { '7': 'receivedInWorkshop', '3': 'confirmPayment', '4': 'backToRepair' };

async function stateOf(db: Db, id: number): Promise<string> {
  const row = (await sql<{ s: string }>`select id_order_state as s from repair_orders where id = ${id}`.execute(db)).rows[0];
  if (!row) throw notFoundError('repairOrder.entity', id);
  return row.s;
}

export function namedRepairOrderRoutes(db: Db, auth: RequestHandler, guard: Guard): Router {
  const router = Router();
  function route<S extends z.ZodType<{ id: number; version?: number }>>(contract: { path: string; body: S }, pick: Pick<z.output<S>>) {
    router.post(`/${contract.path}`, auth, guard('w'), (async (req, res) => {
      const body = parse(contract.body, objectBody(req));
      const { event, payload = {} } = await pick(body, await stateOf(db, body.id), db, body.id);
      const done = await runTransition(db, repairOrderMachine, { id: body.id, event, payload, actor: actorOf(req), version: body.version });
      sendVersion(res, done.version);
      ok(res, { id: body.id, state: done.to }, t(req, 'success.saved'));
    }) as RequestHandler);
  }
  route(c.assignTech, (b) => ({ event: 'assignTech', payload: { technicianId: b.technicianId } }));
  route(c.transferGuideSave, (b) => ({ event: b.type === 1 ? 'collectionGuide' : 'returnGuide', payload: { guideNumber: b.guideNumber, guideFile: b.guideFile } }));
  route(c.receivedRepairStore, (_b, state) => ({ event: RECEIVED_EVENT[state] ?? 'receivedInWorkshop' }));
  route(c.statusToPay, (b) => ({ event: 'sendQuote', payload: { price: b.price } }));
  route(c.saveQualityControl, (b) => ({ event: 'qualityApproved', payload: { quality: b.quality } }));
  route(c.confirmDeliveryOrder, (b) => ({ event: 'confirmDelivery', payload: { proofFile: b.proofFile, deliveryDescription: b.deliveryDescription } }));
  route(c.cancelOrder, () => ({ event: 'cancelOrder' }));
  route(exitOrderDownloaded, () => ({ event: 'exitOrderDownloaded' }));
  route(c.returnOrderState, async (_b, state, reader, id) => {
    const previous = await previousState(reader, id);
    if (!previous || ['12', '13', '16'].includes(previous)) throw apiError(409, 'repairOrder.notPreviousState', { state, target: previous ?? '-', previous: previous ?? '-' });
    return { event: returnEvent(previous as Parameters<typeof returnEvent>[0]) };
  });

  router.get(`/${c.technicalsByOrder.path}`, auth, guard('v'), (async (req, res) => {
    const { id } = parse(c.technicalsByOrder.query, req.query);
    await stateOf(db, id);
    const rows = await sql<{ id: number; name: string }>`select t.id, t.name from repair_technicians t
      join repair_orders o on o.workshop_id = t.workshop_id where o.id = ${id} order by t.name`.execute(db);
    ok(res, rows.rows);
  }) as RequestHandler);

  router.post(`/${c.orderSearch.path}`, auth, guard('v'), (async (req, res) => {
    const { field, value } = parse(c.orderSearch.body, objectBody(req));
    const found = value.trim() === '' ? [] : await searchOrders(db, field, value.trim());
    if (found.length === 0) throw apiError(404, 'repairOrder.noResult');
    ok(res, found);
  }) as RequestHandler);
  return router;
}
