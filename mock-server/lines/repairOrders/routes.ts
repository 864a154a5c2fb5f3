// The repair order's documented calls (spec 03 §7, spec 04 §7) at their documented paths: every state change goes
// through the one machine (machine.ts); UpdateStatusTraceability picks the event by its status. Reads here:
// GetOrderByState and GetCountByOrders (logistics); the others are in namedRoutes, readRoutes, files and technician/.
import { Router } from 'express';
import { sql } from 'kysely';
import { assertFlag } from '../../shell/auth';
import { parse } from '../../core/contract';
import { handle, reply } from '../../core/handle';
import { refuse } from '../../core/refuse';
import type { Db } from '../../core/db/open';
import { sendVersion } from '../../core/db/versions';
import { transitionRoute, runTransition } from '../../core/transitions';
import {
  getCountByOrders, getOrderByState, repairOrderTransition, stateIdsOf, updateStatusTraceability,
} from '../../../contracts/endpoints/repairOrders';
import { ABANDONMENT_DAYS } from '../../../contracts/endpoints/repairBackOfficeOrders';
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
  if (days < ABANDONMENT_DAYS) refuse(409, 'repairOrder.earlyAbandonment', { order: orderId, days, threshold: ABANDONMENT_DAYS });
}

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
  handle(router, updateStatusTraceability, async ({ body, req, res, actor, say }) => {
    const menus = menusOf(body.status);
    // the status's screens (the call's own menus and flag are the policy's, contracts/policy.ts)
    await assertFlag(db, req, menus, 'w');
    await reachOrder(db, req, body.orderId, 'w', menus.filter((path) => !TECHNICIAN_MENU_PATHS.includes(path)));
    if (body.status === 16) await refuseEarlyAbandonment(db, body.orderId);
    const event = EVENT_OF_STATUS[body.status];
    const payload: OrderPayload = {
      guideNumber: body.nroGuide, proofFile: body.proofFile, deliveryDescription: body.description, diagnostic: body.diagnostic,
      quality: body.quality, today: workshopToday(),
    };
    const done = await runTransition(db, repairOrderMachine, { id: body.orderId, event, payload, actor: actor(), version: body.version });
    sendVersion(res, done.version);
    return reply({ id: body.orderId, state: done.to }, say('success.saved'));
  });

  handle(router, getCountByOrders, ({ query: { Orders } }) => countInStates(db, stateIdsOf(Orders)));

  handle(router, getOrderByState, ({ query: { states }, body: { pageIndex, pageSize, search } }) =>
    listOrders(db, { pageIndex, pageSize, search, states: stateIdsOf(states) }));

  router.use(namedRepairOrderRoutes(db));
  router.use(repairOrderFileRoutes(db, dataDir));
  router.use(repairOrderReadRoutes(db));
  return router;
}
