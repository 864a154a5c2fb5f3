/**
 * Repair orders (spec 03 §4, §7; spec 04 §4, §7): the documented OrderWom/*, TransferGuide/Save and Parametric/*
 * calls of the logistics screen and of every screen acting on an order, at their documented paths with their
 * documented query and body names. Beside them, optional extras of our own: `version` (optimistic locking, 409 on a
 * stale one) and `search` (the table's free text). Who acts (`iduser`, `tech`) is the session's user: absent = them,
 * anyone else is refused (403).
 */
import { z } from 'zod';
import { endpoint } from '../envelope';
import * as routes from '../routes/repairOrders';
import { baseVersion, integer, message, oneOf, page, paging, recordId, search, text } from './fields';

/** `states={ids}` / `Orders={ids}`: a comma-separated list of state ids; '' (or absent) = every state. */
export const stateIdList = () =>
  z.preprocess(
    (value) => (value == null ? '' : Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value.replace(/\s+/g, '') : value),
    z.string().max(200).regex(/^(\d{1,3}(,\d{1,3})*)?$/, { error: message('validation.pattern', { format: '1,8,7' }) }),
  );
/** The state ids of a comma list ('' → none: every state). */
export const stateIdsOf = (list: string): string[] => list.split(',').filter((id) => id !== '');

/** The pagination body (spec 03 §3): pageIndex, pageSize (10), pageTotals (read and ignored); `search` is ours. */
export const paginationBody = z.object({ ...paging, pageTotals: integer({ min: 0 }).optional(), ...search });

/** Who acts, when a call names them (`iduser`, `tech`, ...): absent = the session's user; another id is refused (403). */
export const actorId = () => integer({ min: 1 }).optional();

/**
 * The order table's row (spec 03 §3 order; spec 04 §3 summary). `tech` is the documented field naming the assigned
 * technician (null: none yet), what the screens read; `idTechnical` (ours) is that technician's id.
 */
export const orderRow = z.object({
  orderId: z.number().int(), idOrderState: z.string(), workshopName: z.string(), pointName: z.string(), clientName: z.string(),
  model: z.string(), brand: z.string(), imei: z.string(), housePhone: z.string(), contactPhone: z.string(), phone: z.string(),
  email: z.string(), tech: z.string().nullable(), idTechnical: z.number().int().nullable(), creationDate: z.string(), tat: z.number().int(),
});

/** POST OrderWom/GetOrderByState?states={ids} with the pagination body: data.items and totalItemCount. */
export const getOrderByState = endpoint({
  ...routes.getOrderByState, query: z.object({ states: stateIdList() }), body: paginationBody, answer: page(orderRow),
});

/**
 * GET OrderWom/GetCountByOrders?Orders={ids}: data is the count of the orders in those states. The logistics tiles
 * (pending collection 1, 8, 7; in workshops 2, 10; QC 4; pending payment 3; claim 5, 9) ask once each.
 */
export const getCountByOrders = endpoint({
  ...routes.getCountByOrders, query: z.object({ Orders: stateIdList() }), answer: z.number().int(),
});

/** The diagnostic's fields (spec 03 §3, spec 04 §3); `price` (the quote of final state 6) is ours. */
export const diagnosticFields = {
  finalState: integer({ min: 1 }),
  finalStateOutWarranty: integer({ min: 1 }).optional(),
  doa: z.enum(['accepted', 'rejected']).optional(),
  newImei: text(20).optional(),
  comments: text(2000).default(''),
  warrantyDate: text(10).optional(),
  /** spec 04's loanPhone: read and ignored (the phone is lent by OrderWom/loanDevice). */
  loanPhone: z.union([z.number(), z.string()]).optional(),
  price: z.number().positive().optional(),
};
export const diagnosticInput = z.object(diagnosticFields);

/** The nine checks of spec 03 §3, sent and stored as the strings "true"/"false" (spec 04 §3). */
export const QUALITY_CHECKS = ['conectivitiTest', 'Keyboard', 'mic', 'chargerTest', 'principalDisplay', 'radio', 'vibration', 'camera', 'headphone'] as const;
const checkText = oneOf(['true', 'false']);
export const qualityFields = {
  ...(Object.fromEntries(QUALITY_CHECKS.map((check) => [check, checkText])) as Record<(typeof QUALITY_CHECKS)[number], typeof checkText>),
  observations: text(2000).default(''),
};

/** What a state change answers: the order and its new state (its new version in X-Record-Version). */
const transitionAnswer = z.object({ id: z.number().int(), state: z.string() });

/**
 * POST OrderWom/UpdateStatusTraceability { orderId, status }: the status numbers of spec 03 §4.2 and spec 04 §4
 * (16: abandoned). 8 and 9 need the guide TransferGuide/Save saved. The optional fields are ours, what some statuses'
 * events may read (8/9 a guide number, 12 the proof and description, 4 the diagnostic, 5 the checks).
 */
export const TRACEABILITY_STATUSES = [4, 5, 6, 7, 8, 9, 11, 12, 15, 16] as const;
export const updateStatusTraceability = endpoint({
  ...routes.updateStatusTraceability,
  body: z.object({
    orderId: recordId(), status: z.union(TRACEABILITY_STATUSES.map((s) => z.literal(s))), ...baseVersion,
    nroGuide: text(50).optional(), proofFile: text(200).optional(), description: text(2000).optional(),
    diagnostic: diagnosticInput.optional(), quality: z.object(qualityFields).partial().optional(),
  }),
  answer: transitionAnswer,
});

const orderCall = <const R extends { method: 'POST'; path: string }, T extends z.ZodRawShape>(route: R, shape: T) =>
  endpoint({ ...route, body: z.object({ orderId: recordId(), ...baseVersion, ...shape }), answer: transitionAnswer });

/**
 * The received-in-workshop confirmation (spec 03 §4.2), one call for three buttons, each landing in repair (10, where
 * §2.7 offers Reparación): "Confirmar llegada a el taller" (7 → 10), "Confirma pago" (3 → 10), "Regresar a
 * Reparacion" (4 → 10).
 */
export const receivedRepairStore = orderCall(routes.receivedRepairStore, {});
/** Assign workshop: the order's technician (an id of GetAllTechnicalsByOrder). */
export const assignTech = orderCall(routes.assignTech, { idTechnical: recordId() });
/** "Enviar cotizacion": 2 or 10 → 3 with the quote. */
export const statusToPay = orderCall(routes.statusToPay, {
  price: z.number({ error: message('repairOrder.quoteRequired') }).positive({ error: message('repairOrder.quoteRequired') }),
});
/** "Guardar diagnóstico": 2 or 10 → 4 (quality control), or 12 for DOA accepted or final state 4. `tech`: who acts. */
export const saveDiagnostic = orderCall(routes.saveDiagnostic, { tech: actorId(), ...diagnosticFields });
/** "Aprobar control": 4 → 5. */
export const saveQualityControl = orderCall(routes.saveQualityControl, qualityFields);

/**
 * POST TransferGuide/Save { type, idOrder, nroGuide }: saves the order's guide, type 1 collection (an order in 1 with
 * its technician), 2 return (an order in 5); the state does not change: UpdateStatusTraceability 8 or 9 moves it once
 * the guide's file is uploaded (spec 03 §4.2). Saving again replaces the number.
 */
export const transferGuideSave = endpoint({
  ...routes.transferGuideSave,
  body: z.object({ type: z.union([z.literal(1), z.literal(2)]), idOrder: recordId(), nroGuide: text(50).default(''), ...baseVersion }),
  answer: transitionAnswer,
});

/**
 * POST OrderWom/ConfirmDeliveryOrder?idOrder&description, no body: 6 or 15 → 12. The proof is the order's last
 * ComprobanteEntrega file, uploaded before through Upload/UploadFile ('Se necesita que suba un archivo' without one).
 */
export const confirmDeliveryOrder = endpoint({
  ...routes.confirmDeliveryOrder,
  query: z.object({ idOrder: recordId(), description: text(2000).default(''), ...baseVersion }), answer: transitionAnswer,
});

/** POST OrderWom/cancelOrder?idOrder&iduser (no body). */
export const cancelOrder = endpoint({
  ...routes.cancelOrder, query: z.object({ idOrder: recordId(), iduser: actorId(), ...baseVersion }), answer: transitionAnswer,
});
/** POST OrderWom/returnOrderState?idOrder&iduser (no body): back to getPreState's previousState. */
export const returnOrderState = endpoint({
  ...routes.returnOrderState, query: z.object({ idOrder: recordId(), iduser: actorId(), ...baseVersion }), answer: transitionAnswer,
});
/** GET OrderWom/getPreState?idOrder: the state and the one before the last change (null when none). */
export const getPreState = endpoint({
  ...routes.getPreState, query: z.object({ idOrder: recordId() }),
  answer: z.object({ id: z.number().int(), state: z.string(), previousState: z.string().nullable() }),
});

/** GET Parametric/GetAllTechnicalsByOrder?id: the technicians of the order's workshop. */
export const getAllTechnicalsByOrder = endpoint({
  ...routes.getAllTechnicalsByOrder, query: z.object({ id: recordId() }),
  answer: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/** GET Parametric/GetStateOrderAll: every order state, value (the id) and text (its name in the caller's language). */
export const getStateOrderAll = endpoint({
  ...routes.getStateOrderAll, answer: z.array(z.object({ value: z.string(), text: z.string() })),
});

/** The order search's fields (spec 03 §2.4). */
export const SEARCH_FIELDS = ['fr_Imei', 'fr_NroOrden', 'fr_DocCliente'] as const;

/**
 * POST OrderWom/getOrderByFilterVc { type, param1, param2 }: orders whose IMEI, number or client document is
 * param1 (param2 unused); a technician finds only their own. Nothing found: 404 'No se encontro resultado'.
 */
export const getOrderByFilterVc = endpoint({
  ...routes.getOrderByFilterVc,
  body: z.object({ type: oneOf(SEARCH_FIELDS), param1: text(40).default(''), param2: text(40).default('') }),
  answer: z.array(orderRow),
});

/**
 * Ours (no spec call): any event of the order's machine by name, on any order the caller reaches; the documented
 * calls above each pick one event. The payload fields are the machine's.
 */
export const repairOrderTransition = endpoint({
  ...routes.repairOrderTransition,
  body: z.object({
    id: recordId(), event: text(40), ...baseVersion,
    nroGuide: text(50).optional(), idTechnical: recordId().optional(), proofFile: text(200).optional(), description: text(2000).optional(),
    diagnostic: diagnosticInput.optional(), quality: z.object(qualityFields).partial().optional(), price: z.number().positive().optional(),
  }),
  answer: transitionAnswer,
});
