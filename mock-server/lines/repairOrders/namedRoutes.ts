// The documented calls of spec 03 §7 / spec 04 §7 that act on one order, each running one event of the machine
// (machine.ts) chosen by the call (and, for receivedRepairStore and returnOrderState, by the order's state), with
// the access rule of access.ts; plus the technicians of an order, the state list and the order search.
import { Router, type Request } from 'express';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Endpoint } from '../../../contracts/envelope';
import { parse } from '../../core/contract';
import { handle, reply, type AnswerOf, type CallOf, type Reply } from '../../core/handle';
import { refuse } from '../../core/refuse';
import type { Db } from '../../core/db/open';
import { sendVersion } from '../../core/db/versions';
import { languageOf } from '../../shell/messages';
import { runTransition } from '../../core/transitions';
import { recordId } from '../../../contracts/endpoints/fields';
import * as c from '../../../contracts/endpoints/repairOrders';
import { REPAIR_ORDER_STATE_NAMES } from '../../../contracts/repairOrderStates';
import { CONSULT_MENU_PATHS, ORDER_MENU_PATHS, callerScope, reachOrder } from './access';
import { missing } from './http';
import { previousState, repairOrderMachine, returnEvent, type OrderEvent, type OrderPayload } from './machine';
import { searchOrders } from './queries';
import { actingAsSelf, orderWorkshopTechnician } from '../../shell/policy';
import { diagnosticOutcome, type DiagnosticInput } from './rules';

type Picked = { event: OrderEvent; payload?: OrderPayload };

/** receivedRepairStore is the arrival at the workshop, "Confirma pago" and "Regresar a Reparacion". */
const RECEIVED_EVENT: Record<string, OrderEvent> = { '7': 'receivedInWorkshop', '3': 'confirmPayment', '4': 'backToRepair' };

/** "Not before today" is the workshop's today (Colombia, UTC-5), not UTC's: after 19:00 there UTC is already tomorrow. */
export const workshopToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());

async function stateOf(db: Db, id: number): Promise<string> {
  const row = (await sql<{ s: string }>`select id_order_state as s from repair_orders where id = ${id}`.execute(db)).rows[0];
  if (!row) throw missing('repairOrder.entity', id);
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

export function namedRepairOrderRoutes(db: Db): Router {
  const router = Router();

  /**
   * A call on one order (its menus are the policy's, contracts/policy.ts): whose order it is (before what the body
   * lacks: another technician's order is a 403 whatever it carries), then the whole request and the event it picks;
   * answered like every transition.
   */
  function act<E extends Endpoint, I extends { version?: number }>(
    contract: E, anyOrderPaths: readonly string[],
    read: { id: (call: CallOf<E>) => number; all: (call: CallOf<E>) => I },
    pick: (input: I, state: string, id: number) => Picked | Promise<Picked>,
  ) {
    handle(router, contract, async (call) => {
      const id = read.id(call);
      await reachOrder(db, call.req, id, 'w', anyOrderPaths);
      const input = read.all(call);
      const picked = await pick(input, await stateOf(db, id), id);
      const done = await runTransition(db, repairOrderMachine, { id, event: picked.event, payload: picked.payload ?? {}, actor: call.actor(), version: input.version });
      sendVersion(call.res, done.version);
      // every call here answers a transition ({ id, state })
      return reply({ id, state: done.to }, call.say('success.saved')) as Reply<AnswerOf<E>>;
    }, { body: 'raw' });
  }
  // the order's id first, the rest of the body once the order is the caller's
  const byBody = <S extends z.ZodType>(schema: S) => ({ id: ({ raw }: { raw: object }) => parse(ORDER_ID, raw).orderId, all: ({ raw }: { raw: object }) => parse(schema, raw) });
  // a call without a body names its order in the query string (read whole by handle)
  const idInQuery = ({ query }: { query: { idOrder: number } }) => query.idOrder;

  act(c.assignTech, ORDER_MENU_PATHS, byBody(c.assignTech.body), async (b, _state, id) => {
    if (b.idTechnical) await orderWorkshopTechnician(db, id, b.idTechnical);
    return { event: 'assignTech', payload: { idTechnical: b.idTechnical } };
  });
  act(c.transferGuideSave, ORDER_MENU_PATHS,
    { id: ({ raw }) => parse(ID_ORDER, raw).idOrder, all: ({ raw }) => parse(c.transferGuideSave.body, raw) },
    (b) => ({ event: b.type === 1 ? 'saveCollectionGuide' : 'saveReturnGuide', payload: { guideNumber: b.nroGuide } }));
  act(c.receivedRepairStore, ORDER_MENU_PATHS, byBody(c.receivedRepairStore.body), (_b, state) => ({ event: RECEIVED_EVENT[state] ?? 'receivedInWorkshop' }));
  act(c.statusToPay, ORDER_MENU_PATHS, byBody(c.statusToPay.body), (b) => ({ event: 'sendQuote', payload: { price: b.price } }));
  act(c.saveQualityControl, ORDER_MENU_PATHS, byBody(c.saveQualityControl.body), ({ orderId: _id, version: _v, ...quality }) => ({ event: 'qualityApproved', payload: { quality } }));
  act(c.saveDiagnostic, ORDER_MENU_PATHS,
    { id: ({ raw }) => parse(ORDER_ID, raw).orderId, all: ({ raw, req }) => {
      const body = parse(c.saveDiagnostic.body, raw);
      actingAsSelf(req, 'tech', body.tech);
      return body;
    } },
    ({ orderId: _id, version: _v, tech: _t, loanPhone: _l, ...diagnostic }) => diagnosticEvent(diagnostic));

  /** The delivery proof: the order's last ComprobanteEntrega file (uploaded before through Upload/UploadFile). */
  act(c.confirmDeliveryOrder, ORDER_MENU_PATHS, { id: idInQuery, all: ({ query }) => query }, async (q, _state, id) => {
    const proof = (await sql<{ name: string }>`select name from repair_order_files where order_id = ${id} and kind = 'ComprobanteEntrega'
      order by id desc limit 1`.execute(db)).rows[0];
    return { event: 'confirmDelivery', payload: { proofFile: proof?.name, deliveryDescription: q.description } };
  });

  const byActor = { id: idInQuery, all: ({ query, req }: { query: { idOrder: number; iduser?: number; version?: number }; req: Request }) => {
    actingAsSelf(req, 'iduser', query.iduser);
    return query;
  } };
  act(c.cancelOrder, CONSULT_MENU_PATHS, byActor, () => ({ event: 'cancelOrder' }));
  act(c.returnOrderState, CONSULT_MENU_PATHS, byActor, async (_q, state, id) => {
    const previous = await previousState(db, id);
    if (!previous || ['12', '13', '16'].includes(previous)) refuse(409, 'repairOrder.notPreviousState', { state, target: previous ?? '-', previous: previous ?? '-' });
    return { event: returnEvent(previous as Parameters<typeof returnEvent>[0]) };
  });

  handle(router, c.getPreState, async ({ query: { idOrder }, req }) => {
    await reachOrder(db, req, idOrder, 'v', CONSULT_MENU_PATHS);
    return { id: idOrder, state: await stateOf(db, idOrder), previousState: await previousState(db, idOrder) };
  });

  handle(router, c.getAllTechnicalsByOrder, async ({ query: { id } }) => {
    await stateOf(db, id);
    const rows = await sql<{ id: number; name: string }>`select t.id, t.name from repair_technicians t
      join repair_orders o on o.workshop_id = t.workshop_id where o.id = ${id} order by t.name`.execute(db);
    return rows.rows;
  });

  // a parametric list: any signed-in user
  handle(router, c.getStateOrderAll, ({ req }) => {
    const names = REPAIR_ORDER_STATE_NAMES[languageOf(req)] as Record<string, string>;
    return Object.entries(names).map(([value, text]) => ({ value, text }));
  });

  handle(router, c.getOrderByFilterVc, async ({ body: { type, param1 }, req }) => {
    const technicianIds = await callerScope(db, req, 'v');
    const found = param1 === '' ? [] : await searchOrders(db, type, param1);
    // a technician finds only their own orders (another's details would be refused anyway)
    const shown = technicianIds === 'all' ? found : found.filter((row) => {
      const { idTechnical } = row as { idTechnical: number | null };
      return idTechnical != null && technicianIds.includes(idTechnical);
    });
    if (shown.length === 0) refuse(404, 'repairOrder.noResult');
    return shown;
  });
  return router;
}
