// The repair order's endpoints (spec 03 §7): every transition goes through the one machine (machine.ts);
// UpdateStatusTraceability and SaveDiagnostic only pick the event. Reads: GetCountByOrders, List, getPreState.
import { Router, type RequestHandler } from 'express';
import { sql } from 'kysely';
import { requireAuth, permissionGuard, actorOf } from '../../auth';
import { parse } from '../../contract';
import type { Db } from '../../db/open';
import { sendVersion } from '../../db/versions';
import { notFoundError, objectBody, ok } from '../../http';
import { t } from '../../messages';
import { runTransition, transitionRoute } from '../../transitions';
import {
  countByOrders, getPreState, orderList, repairOrderTransition, saveDiagnostic, updateStatusTraceability,
} from '../../../contracts/endpoints/repairOrders';
import { previousState, repairOrderMachine, type OrderEvent, type OrderPayload } from './machine';
import { diagnosticOutcome } from './rules';
import { namedRepairOrderRoutes } from './namedRoutes';
import { repairOrderFileRoutes } from './files';
import { repairOrderReadRoutes } from './readRoutes';
import { countTiles, listOrders } from './queries';

export const LOGISTICS_MENU_PATH = '/MobileOperator/Logistics';
/** The screens that act on orders through these calls: logistics, and the point of sale (pickup, receipt, delivery). */
export const ORDER_MENU_PATHS = [LOGISTICS_MENU_PATH, '/MobileOperator/PointSafe'];

/** UpdateStatusTraceability's status number → the machine's event (spec 03 §4.2, spec 04 §4). */
export const EVENT_OF_STATUS: Record<(typeof updateStatusTraceability.body)['_zod']['output']['status'], OrderEvent> = {
  4: 'diagnoseToQuality', 5: 'qualityApproved', 6: 'receivedInStore', 7: 'pickedByTransport', 8: 'collectionGuide',
  9: 'returnGuide', 11: 'shippedToPoint', 12: 'confirmDelivery', 15: 'exitOrderDownloaded', 16: 'abandon',
};

export function repairOrderRoutes(db: Db, dataDir: string): Router {
  const auth = requireAuth(db);
  const guard = permissionGuard(db, ORDER_MENU_PATHS);
  const router = Router();

  const payloadOf = ({ id: _id, event: _e, status: _s, version: _v, ...payload }: Record<string, unknown>) => payload as OrderPayload;
  router.use(transitionRoute(db, repairOrderMachine, {
    path: repairOrderTransition.path, auth, guard,
    input: (raw) => {
      const body = parse(repairOrderTransition.body, raw);
      return { id: body.id, event: body.event, payload: payloadOf(body) };
    },
  }));

  /** Runs one event picked by the call; answers like the generic transition. */
  const eventRoute = (path: string, pick: (raw: Record<string, unknown>) => { id: number; event: OrderEvent; payload: OrderPayload; version?: number }): void => {
    router.post(`/${path}`, auth, guard('w'), (async (req, res) => {
      const { id, event, payload, version } = pick(objectBody(req));
      const done = await runTransition(db, repairOrderMachine, { id, event, payload, actor: actorOf(req), version });
      sendVersion(res, done.version);
      ok(res, { id, state: done.to }, t(req, 'success.saved'));
    }) as RequestHandler);
  };
  eventRoute(updateStatusTraceability.path, (raw) => {
    const body = parse(updateStatusTraceability.body, raw);
    return { id: body.id, event: EVENT_OF_STATUS[body.status], payload: payloadOf(body), version: body.version };
  });
  eventRoute(saveDiagnostic.path, (raw) => {
    const body = parse(saveDiagnostic.body, raw);
    const today = new Date().toISOString().slice(0, 10);
    const next = diagnosticOutcome(body.diagnostic, today).nextState;
    return { id: body.id, event: next === '12' ? 'diagnoseFinished' : 'diagnoseToQuality', payload: { diagnostic: body.diagnostic, today }, version: body.version };
  });

  router.get(`/${getPreState.path}`, auth, guard('v'), (async (req, res) => {
    const { id } = parse(getPreState.query, req.query);
    const row = (await sql<{ s: string }>`select id_order_state as s from repair_orders where id = ${id}`.execute(db)).rows[0];
    if (!row) throw notFoundError('repairOrder.entity', id);
    ok(res, { id, state: row.s, previousState: await previousState(db, id) });
  }) as RequestHandler);

  router.get(`/${countByOrders.path}`, auth, guard('v'), (async (_req, res) => ok(res, await countTiles(db))) as RequestHandler);

  router.post(`/${orderList.path}`, auth, guard('l'), (async (req, res) => {
    ok(res, await listOrders(db, parse(orderList.body, objectBody(req))));
  }) as RequestHandler);
  router.use(namedRepairOrderRoutes(db, auth, guard));
  router.use(repairOrderFileRoutes(db, dataDir, auth, guard));
  router.use(repairOrderReadRoutes(db, auth, guard));
  return router;
}
