/** Repair orders (spec 03 §4, §7; spec 04 §4): the order's transitions, counts per tile, the order list, getPreState. */
import { z } from 'zod';
import { endpoint } from '../envelope';
import { baseVersion, integer, page, paging, recordId, search, text } from './fields';

const guide = { guideNumber: text(50).optional(), guideFile: text(200).optional() };

export const diagnosticInput = z.object({
  finalState: integer({ min: 1 }),
  finalStateOutWarranty: integer({ min: 1 }).optional(),
  doa: z.enum(['accepted', 'rejected']).optional(),
  newImei: text(20).optional(),
  comments: text(2000).default(''),
  warrantyDate: text(10).optional(),
  price: z.number().positive().optional(),
});

/** Everything a transition may carry; each event reads its part (the machine's guards check it). */
export const orderPayload = {
  ...guide,
  technicianId: recordId().optional(),
  proofFile: text(200).optional(),
  deliveryDescription: text(2000).optional(),
  diagnostic: diagnosticInput.optional(),
  quality: z.record(z.string(), z.union([z.boolean(), z.string()])).optional(),
  price: z.number().positive().optional(),
};

/** The generic call: any event of the machine by name. */
export const repairOrderTransition = endpoint({
  method: 'POST', path: 'RepairOrder/Transition',
  body: z.object({ id: recordId(), event: text(40), ...baseVersion, ...orderPayload }),
  answer: z.object({ id: z.number().int(), state: z.string() }),
});

/** UpdateStatusTraceability: the status numbers of spec 03 §4.2. */
export const TRACEABILITY_STATUSES = [4, 5, 6, 7, 8, 9, 11, 12, 15, 16] as const;
export const updateStatusTraceability = endpoint({
  method: 'POST', path: 'RepairOrder/UpdateStatusTraceability',
  body: z.object({ id: recordId(), status: z.union(TRACEABILITY_STATUSES.map((s) => z.literal(s))), ...baseVersion, ...orderPayload }),
  answer: z.object({ id: z.number().int(), state: z.string() }),
});

export const saveDiagnostic = endpoint({
  method: 'POST', path: 'RepairOrder/SaveDiagnostic',
  body: z.object({ id: recordId(), ...baseVersion, diagnostic: diagnosticInput }),
  answer: z.object({ id: z.number().int(), state: z.string() }),
});

export const getPreState = endpoint({
  method: 'GET', path: 'RepairOrder/getPreState', query: z.object({ id: recordId() }),
  answer: z.object({ id: z.number().int(), state: z.string(), previousState: z.string().nullable() }),
});

/** The logistics tiles: pending collection (1, 8, 7), in workshops (2, 10), QC (4), pending payment (3), claim (5, 9). */
export const countByOrders = endpoint({
  method: 'GET', path: 'RepairOrder/GetCountByOrders',
  answer: z.object({ pendingCollection: z.number().int(), inWorkshops: z.number().int(), qualityControl: z.number().int(), pendingPayment: z.number().int(), pendingClaim: z.number().int() }),
});

export const orderRow = z.object({
  orderId: z.number().int(), idOrderState: z.string(), workshopName: z.string(), pointName: z.string(), clientName: z.string(),
  model: z.string(), brand: z.string(), imei: z.string(), housePhone: z.string(), contactPhone: z.string(), phone: z.string(),
  email: z.string(), technicianId: z.number().int().nullable(), creationDate: z.string(), tat: z.number().int(),
});

export const orderList = endpoint({
  method: 'POST', path: 'RepairOrder/List',
  body: z.object({ ...paging, ...search, states: z.array(text(3)).default([]) }),
  answer: page(orderRow),
});

const transitionAnswer = z.object({ id: z.number().int(), state: z.string() });
const orderCall = <T extends z.ZodRawShape>(path: string, shape: T) =>
  endpoint({ method: 'POST', path, body: z.object({ id: recordId(), ...baseVersion, ...shape }), answer: transitionAnswer });

/** The dedicated calls of spec 03 §4.2 / §7 and spec 04 §4, each one event (or a choice of events) of the machine. */
export const assignTech = orderCall('RepairOrder/AssignTech', { technicianId: recordId() });
export const transferGuideSave = orderCall('TransferGuide/Save', { type: z.union([z.literal(1), z.literal(2)]), ...guide });
export const receivedRepairStore = orderCall('RepairOrder/receivedRepairStore', {});
export const statusToPay = orderCall('RepairOrder/statusToPay', { price: z.number().positive() });
export const saveQualityControl = orderCall('RepairOrder/SaveQualityControl', { quality: z.record(z.string(), z.union([z.boolean(), z.string()])) });
export const confirmDeliveryOrder = orderCall('RepairOrder/ConfirmDeliveryOrder', { proofFile: text(200).optional(), deliveryDescription: text(2000).optional() });
export const cancelOrder = orderCall('RepairOrder/cancelOrder', {});
export const returnOrderState = orderCall('RepairOrder/returnOrderState', {});

export const technicalsByOrder = endpoint({
  method: 'GET', path: 'RepairOrder/GetAllTechnicalsByOrder', query: z.object({ id: recordId() }),
  answer: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/** Order search (spec 03 §2.4): by IMEI, order number or client document. */
export const orderSearch = endpoint({
  method: 'POST', path: 'RepairOrder/Search',
  body: z.object({ field: z.enum(['fr_Imei', 'fr_NroOrden', 'fr_DocCliente']), value: text(40).default('') }),
  answer: z.array(orderRow),
});
