// The repair order's documented calls (spec 03 §7, spec 04 §7) at their documented paths: every state change goes
// through the one machine (machine.ts); UpdateStatusTraceability picks the event by its status. Reads here:
// GetOrderByState and GetCountByOrders (logistics); the others are in namedRoutes, readRoutes, files and technician/.
import { Router, type RequestHandler } from 'express';
import { sql } from 'kysely';
import { z } from 'zod';
import { actorOf, assertFlag } from '../../auth';
import { parse } from '../../contract';
import type { Db } from '../../db/open';
import { sendVersion } from '../../db/versions';
import { objectBody, ok } from '../../http';
import { t } from '../../messages';
import { runTransition, transitionRoute } from '../../transitions';
import { recordId } from '../../../contracts/endpoints/fields';
import {
  getCountByOrders, getOrderByState, repairOrderTransition, stateIdsOf, updateStatusTraceability,
} from '../../../contracts/endpoints/repairOrders';
import { ABANDONMENT_DAYS } from '../../../contracts/endpoints/repairBackOfficeOrders';
import { lineErrorHandler, LineError } from '../lineHttp';
import { ABANDONED_MENU_PATHS, ORDER_MENU_PATHS, SHARED_MENU_PATHS, TECHNICIAN_MENU_PATHS, reachOrder } from './access';
import { repairOrderMachine, type OrderEvent, type OrderPayload } from './machine';
import { namedRepairOrderRoutes, workshopToday } from './namedRoutes';
import { repairOrderFileRoutes } from './files';
import { repairOrderReadRoutes } from './readRoutes';
import { countInStates, listOrders } from './queries';
import { turnaroundDays } from './rules';

type Status = (typeof updateStatusTraceability.body)['_zod']['output']['status'];

/** UpdateStatusTraceability's status number → the machine's event (spec 03 §4.2, spec 04 §4). */
export const EVENT_OF_STATUS: Record<Status, OrderEvent> = {
  4: 'diagnoseToQuality', 5: 'qualityApproved', 6: 'receivedInStore', 7: 'pickedByTransport', 8: 'collectionGuide',
  9: 'returnGuide', 11: 'shippedToPoint', 12: 'confirmDelivery', 15: 'exitOrderDownloaded', 16: 'abandon',
};

/**
 * The screens each status is posted from: 11 also the technician's ("Confirmar Envio a punto"), 16 also the back
 * office's abandoned devices; the rest logistics and the point of sale.
 */
const MENUS_OF_STATUS: Partial<Record<Status, readonly string[]>> = { 11: SHARED_MENU_PATHS, 16: ABANDONED_MENU_PATHS };
const menusOf = (status: Status) => MENUS_OF_STATUS[status] ?? ORDER_MENU_PATHS;

/** Status 16: a device waiting in store (6, 15) is abandoned once ready for ABANDONMENT_DAYS (its stage 6 stamp). */
async function refuseEarlyAbandonment(db: Db, orderId: number): Promise<void> {
  const row = (await sql<{ state: string; readyAt: string }>`select o.id_order_state as state,
    coalesce((select max(s.at) from repair_order_stages s where s.order_id = o.id and s.state = '6'), o.creation_date)::text as ready_at
    from repair_orders o where o.id = ${orderId}`.execute(db)).rows[0];
  if (!row || !['6', '15'].includes(row.state)) return; // the machine answers for these
  const days = turnaroundDays(new Date(row.readyAt).toISOString(), new Date().toISOString());
  if (days < ABANDONMENT_DAYS) {
    throw new LineError(409, {
      en: `The order ${orderId} has been ready for ${days} days: a device is abandoned after ${ABANDONMENT_DAYS}.`,
      es: `La orden ${orderId} lleva ${days} días lista: un equipo se da por abandonado después de ${ABANDONMENT_DAYS}.`,
    });
  }
}

const STATUS_HEAD = z.object({ orderId: recordId(), status: z.unknown() });

export function repairOrderRoutes(db: Db, dataDir: string): Router {
  const router = Router();

  // ours: any event by name (the documented calls below each pick one)
  router.use(transitionRoute(db, repairOrderMachine, {
    path: repairOrderTransition.path,
    input: (raw) => {
      const { id, event, version: _v, nroGuide, idTechnical, proofFile, description, diagnostic, quality, price } = parse(repairOrderTransition.body, raw);
      const payload: OrderPayload = { guideNumber: nroGuide, idTechnical, proofFile, deliveryDescription: description, diagnostic, quality, price };
      return { id, event, payload };
    },
  }));

  /** POST OrderWom/UpdateStatusTraceability { orderId, status }: allowed by the status's screens, on an order the caller reaches. */
  router.post(`/${updateStatusTraceability.path}`, (async (req, res) => {
    const { orderId } = parse(STATUS_HEAD, objectBody(req));
    const body = parse(updateStatusTraceability.body, objectBody(req));
    const menus = menusOf(body.status);
    // the status's screens (the call's own menus and flag are the policy's, contracts/policy.ts)
    await assertFlag(db, req, menus, 'w');
    await reachOrder(db, req, orderId, 'w', menus.filter((path) => !TECHNICIAN_MENU_PATHS.includes(path)));
    if (body.status === 16) await refuseEarlyAbandonment(db, orderId);
    const event = EVENT_OF_STATUS[body.status];
    const payload: OrderPayload = {
      guideNumber: body.nroGuide, proofFile: body.proofFile, deliveryDescription: body.description, diagnostic: body.diagnostic,
      quality: body.quality, today: workshopToday(),
    };
    const done = await runTransition(db, repairOrderMachine, { id: body.orderId, event, payload, actor: actorOf(req), version: body.version });
    sendVersion(res, done.version);
    ok(res, { id: body.orderId, state: done.to }, t(req, 'success.saved'));
  }) as RequestHandler);

  router.get(`/${getCountByOrders.path}`, (async (req, res) => {
    const { Orders } = parse(getCountByOrders.query, req.query);
    ok(res, await countInStates(db, stateIdsOf(Orders)));
  }) as RequestHandler);

  router.post(`/${getOrderByState.path}`, (async (req, res) => {
    const { states } = parse(getOrderByState.query, req.query);
    const { pageIndex, pageSize, search } = parse(getOrderByState.body, objectBody(req));
    ok(res, await listOrders(db, { pageIndex, pageSize, search, states: stateIdsOf(states) }));
  }) as RequestHandler);

  router.use(namedRepairOrderRoutes(db));
  router.use(repairOrderFileRoutes(db, dataDir));
  router.use(repairOrderReadRoutes(db));
  router.use(lineErrorHandler);
  return router;
}
