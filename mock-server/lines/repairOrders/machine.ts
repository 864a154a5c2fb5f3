// The repair order's life (spec 03 §4, spec 04 §4) as ONE transition table run by mock-server/transitions.ts.
// Every accepted transition (but a guide's save) stamps its stage (date, user, previous state) in repair_order_stages
// in the same transaction as the state change; getPreState reads the last stamp, and "returnTo<S>" undoes one step.
import { sql } from 'kysely';
import { refuse } from '../../core/refuse';
import type { Transition, TransitionContext, StateMachine } from '../../core/transitions';
import { diagnosticOutcome, type DiagnosticInput } from './rules';

/** Order state ids of spec 03 §4.1; 13 cancelled and 16 abandoned (spec 04 §4) are this mock's choice of ids. */
export const ORDER_STATES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '15', '16'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
/** No transition leaves these (returnOrderState included). */
export const FINAL_STATES: readonly OrderState[] = ['12', '13', '16'] satisfies OrderState[];

/** What the calls carry beyond the order id; each transition reads the part it needs. */
export interface OrderPayload {
  guideNumber?: string;
  /** The technician assigned (AssignTech's idTechnical). */
  idTechnical?: number;
  proofFile?: string;
  deliveryDescription?: string;
  diagnostic?: DiagnosticInput;
  quality?: Record<string, boolean | string>;
  price?: number;
  /** YYYY-MM-DD; the diagnostic's "not before today" (the server's today when absent). */
  today?: string;
}

type Ctx = TransitionContext<OrderState, OrderPayload>;
type OrderTransition = Transition<OrderState, OrderPayload>;

const requireGuide = ({ payload }: Ctx) => {
  if (!payload.guideNumber?.trim()) refuse(400, 'repairOrder.guideRequired', undefined, { field: 'nroGuide' });
};

/** The guide a status 8 or 9 sends the order with: the number in the call (ours), else the one TransferGuide/Save saved. */
const guideOf = ({ payload, row }: Ctx, column: 'collectionGuide' | 'returnGuide'): string =>
  payload.guideNumber?.trim() || String(row[column] ?? '').trim();

const requireTechnician = (c: Ctx) => {
  if (c.row.technicianId == null) refuse(400, 'repairOrder.techRequired', { state: c.from }, { field: 'idTechnical' });
};

const todayOf = (payload: OrderPayload) => payload.today ?? new Date().toISOString().slice(0, 10);

function checkDiagnostic(wanted: '4' | '12') {
  return ({ payload, from }: Ctx) => {
    if (!payload.diagnostic) refuse(400, 'validation.required', { field: 'diagnostic' }, { field: 'diagnostic' });
    const outcome = diagnosticOutcome(payload.diagnostic, todayOf(payload));
    const [first] = Object.values(outcome.errors);
    if (first) refuse(400, first.key, first.params, { errors: outcome.errors });
    if (outcome.nextState !== wanted) {
      refuse(400, 'repairOrder.diagnosticLeadsElsewhere', { state: from, next: outcome.nextState }, { field: 'diagnostic' });
    }
  };
}

/** Events that reach no stage: saving a guide (the stage is its status, 8 or 9, posted after). */
const UNSTAMPED: ReadonlySet<string> = new Set(['saveCollectionGuide', 'saveReturnGuide']);

/** The stamp every accepted transition writes (but UNSTAMPED), then the transition's own effect. */
function stamped(event: string, transition: OrderTransition): OrderTransition {
  if (UNSTAMPED.has(event)) return transition;
  return {
    ...transition,
    async effect(context) {
      const { tx, id, from, to, actor } = context;
      await sql`insert into repair_order_stages (order_id, state, previous_state, user_id, user_name)
        values (${id}, ${to}, ${from}, ${actor.id}, ${actor.name})`.execute(tx);
      const own = (await transition.effect?.(context)) ?? {};
      return { previousState: from, ...own };
    },
  };
}

const setColumns = (columns: Record<string, unknown>) => async ({ tx, id }: Ctx) => {
  const sets = Object.entries(columns).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  await sql`update repair_orders set ${sql.join(sets)} where id = ${id}`.execute(tx);
};

const TRANSITIONS = {
  /** Logistics assigns the order's technician (workshop) before the collection guide. */
  assignTech: {
    from: ['1'], to: '1',
    guard: ({ payload }) => {
      if (!payload.idTechnical) refuse(400, 'validation.required', { field: 'idTechnical' }, { field: 'idTechnical' });
    },
    effect: async (c) => { await setColumns({ technician_id: c.payload.idTechnical })(c); return { idTechnical: c.payload.idTechnical }; },
  },
  /** TransferGuide/Save type 1: the collection guide's number, the state unchanged (its file and status 8 follow). */
  saveCollectionGuide: {
    from: ['1'], to: '1',
    guard: (c) => { requireGuide(c); requireTechnician(c); },
    effect: async (c) => {
      await setColumns({ collection_guide: c.payload.guideNumber!.trim() })(c);
      return { guideNumber: c.payload.guideNumber!.trim() };
    },
  },
  /** UpdateStatusTraceability 8: the collection guide (saved by TransferGuide/Save) and its file are in: status 8. */
  collectionGuide: {
    from: ['1'], to: '8',
    guard: (c) => {
      if (!guideOf(c, 'collectionGuide')) refuse(400, 'repairOrder.guideRequired', undefined, { field: 'nroGuide' });
      requireTechnician(c);
    },
    effect: async (c) => {
      const guideNumber = guideOf(c, 'collectionGuide');
      await setColumns({ collection_guide: guideNumber })(c);
      return { guideNumber };
    },
  },
  /** UpdateStatusTraceability 7: the point confirms the transporter picked the device. */
  pickedByTransport: { from: ['8'], to: '7' },
  /** receivedRepairStore: "Confirmar llegada a el taller", into repair (where §2.7 offers Reparación). */
  receivedInWorkshop: { from: ['7'], to: '10' },
  /** statusToPay: the workshop sends a quote. */
  sendQuote: {
    from: ['2', '10'], to: '3',
    guard: ({ payload }) => {
      if (!(Number(payload.price) > 0)) refuse(400, 'repairOrder.quoteRequired', undefined, { field: 'price' });
    },
    effect: async (c) => { await setColumns({ price_order: c.payload.price })(c); return { price: c.payload.price }; },
  },
  /** receivedRepairStore as "Confirma pago": back to repair. */
  confirmPayment: { from: ['3'], to: '10' },
  /** SaveDiagnostic sending the order to quality control (status 4). */
  diagnoseToQuality: {
    from: ['2', '10'], to: '4', guard: checkDiagnostic('4'),
    effect: async (c) => saveDiagnostic(c),
  },
  /** SaveDiagnostic finishing the order (DOA accepted or final state 4): status 12. */
  diagnoseFinished: {
    from: ['2', '10'], to: '12', guard: checkDiagnostic('12'),
    effect: async (c) => saveDiagnostic(c),
  },
  /** SaveQualityControl approved: pending claim (status 5). */
  qualityApproved: {
    from: ['4'], to: '5',
    effect: async (c) => { await setColumns({ quality_control: JSON.stringify(c.payload.quality ?? {}) })(c); },
  },
  /** receivedRepairStore as "Regresar a Reparacion" from quality control. */
  backToRepair: { from: ['4'], to: '10' },
  /** TransferGuide/Save type 2: the return guide's number, the state unchanged (its file and status 9 follow). */
  saveReturnGuide: {
    from: ['5'], to: '5', guard: requireGuide,
    effect: async (c) => {
      await setColumns({ return_guide: c.payload.guideNumber!.trim() })(c);
      return { guideNumber: c.payload.guideNumber!.trim() };
    },
  },
  /** UpdateStatusTraceability 9: the return guide (saved by TransferGuide/Save) and its file are in: status 9. */
  returnGuide: {
    from: ['5'], to: '9',
    guard: (c) => {
      if (!guideOf(c, 'returnGuide')) refuse(400, 'repairOrder.guideRequired', undefined, { field: 'nroGuide' });
    },
    effect: async (c) => {
      const guideNumber = guideOf(c, 'returnGuide');
      await setColumns({ return_guide: guideNumber })(c);
      return { guideNumber };
    },
  },
  /** UpdateStatusTraceability 11: the workshop handed the device to the carrier. */
  shippedToPoint: { from: ['9'], to: '11' },
  /** UpdateStatusTraceability 6: "Equipo Recibido en tienda". */
  receivedInStore: { from: ['11'], to: '6' },
  /** UpdateStatusTraceability 15: the exit order was downloaded while received in store. */
  exitOrderDownloaded: { from: ['6'], to: '15' },
  /** ConfirmDeliveryOrder: a proof file is required (status 12): the one uploaded to ComprobanteEntrega before. */
  confirmDelivery: {
    from: ['6', '15'], to: '12',
    guard: ({ payload }) => {
      if (!payload.proofFile?.trim()) refuse(400, 'repairOrder.proofRequired', undefined, { field: 'proofFile' });
    },
    effect: async (c) => {
      await setColumns({ answer_order: c.payload.deliveryDescription ?? '', proof_file: c.payload.proofFile })(c);
    },
  },
  /** Spec 04 §4 status 16: the device was never claimed. */
  abandon: { from: ['6', '15'], to: '16' },
  /** cancelOrder: before the repair is done. */
  cancelOrder: { from: ['1', '2', '3', '4', '7', '8', '10'], to: '13' },
} satisfies Record<string, OrderTransition>;

async function saveDiagnostic({ tx, id, payload }: Ctx) {
  const d = payload.diagnostic!;
  const outcome = diagnosticOutcome(d, todayOf(payload));
  await sql`update repair_orders set final_state = ${outcome.finalState}, diagnostic_comments = ${d.comments},
    new_imei = ${d.newImei ?? null}, doa_verdict = ${d.doa ?? null}, warranty_loss_date = ${d.warrantyDate ?? null},
    price_order = coalesce(${d.price ?? null}, price_order) where id = ${id}`.execute(tx);
  return { finalState: outcome.finalState };
}

/** States an order may be returned to (returnOrderState): any reached by a non-final one. */
type ReturnTarget = Exclude<OrderState, '12' | '13' | '16'>;
const RETURN_TARGETS = ORDER_STATES.filter((s): s is ReturnTarget => !FINAL_STATES.includes(s));
export type ReturnEvent = `returnTo${ReturnTarget}`;
export const returnEvent = (state: ReturnTarget): ReturnEvent => `returnTo${state}`;

/** returnOrderState: one transition per target; the guard checks the target is the order's getPreState. */
const RETURNS = Object.fromEntries(RETURN_TARGETS.map((target) => [returnEvent(target), {
  from: RETURN_TARGETS.filter((s) => s !== target), to: target,
  guard: async ({ tx, id, from }: Ctx) => {
    const previous = await previousState(tx, id);
    if (previous !== target) refuse(400, 'repairOrder.notPreviousState', { state: from, target, previous: previous ?? '-' }, { field: 'event' });
  },
} satisfies OrderTransition])) as unknown as Record<ReturnEvent, OrderTransition>;

export type OrderEvent = keyof typeof TRANSITIONS | ReturnEvent;

/** getPreState: the state before the last accepted transition, or null when none was stamped. */
export async function previousState(tx: Ctx['tx'], id: number): Promise<OrderState | null> {
  const row = (await sql<{ previousState: OrderState }>`select previous_state from repair_order_stages
    where order_id = ${id} order by id desc limit 1`.execute(tx)).rows[0];
  return row?.previousState ?? null;
}

export const repairOrderMachine: StateMachine<OrderState, OrderEvent, OrderPayload> = {
  resource: 'repairOrders', table: 'repairOrders', stateColumn: 'idOrderState', entity: 'repairOrder.entity',
  transitions: Object.fromEntries(
    Object.entries({ ...TRANSITIONS, ...RETURNS } as Record<OrderEvent, OrderTransition>).map(([event, t]) => [event, stamped(event, t)]),
  ) as Record<OrderEvent, OrderTransition>,
};

/** Whether the table lets `event` start from `state` (before guards): the screens' row actions use this too. */
export const allows = (event: OrderEvent, state: OrderState): boolean => repairOrderMachine.transitions[event].from.includes(state);
