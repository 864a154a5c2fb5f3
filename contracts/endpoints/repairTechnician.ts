/**
 * The technician's calls (spec 03 §2.7, §7; spec 04 §2.1, §2.8, §7): the signed-in user's brands, counters and
 * orders, the final states, and every action on an order; each refused (403) for an order assigned to another
 * technician. The technician is always the session's user (a `Technical`/`tech` naming anyone else is refused).
 */
import { z } from 'zod';
import { endpoint } from '../envelope';
import { baseVersion, integer, message, oneOf, page, paging, recordId, search, text } from './fields';
import { diagnosticInput, orderRow } from './repairOrders';
import { orderDetails, orderFile } from './repairOrderFiles';

/** The counters' groups (spec 04 §4): in workshop 7, 2, 10; pending control 4, 9, 5; pending payment 3. */
export const TECH_GROUPS = { workshop: ['7', '2', '10'], qualityControl: ['4', '9', '5'], pendingPayment: ['3'] } as const;
export type TechGroup = keyof typeof TECH_GROUPS;

/** Optional "whose orders": absent or the caller's own user id (anything else is refused with 403). */
const technical = { tech: integer({ min: 1 }).optional() };
/** '' (or absent) = every brand. */
const brand = { brand: text(60).default('') };

export const brandsByTechnical = endpoint({
  method: 'GET', path: 'RepairTechnician/GetBrandsByTechnical', query: z.object(technical),
  answer: z.array(z.object({ text: z.string() })),
});

export const countByGroups = endpoint({
  method: 'GET', path: 'RepairTechnician/GetCountByOrdersAndTechBrand', query: z.object({ ...technical, ...brand }),
  answer: z.object({ workshop: z.number().int(), qualityControl: z.number().int(), pendingPayment: z.number().int() }),
});

/** The technician view of an order (spec 04 §3): the shared row plus the device and fault fields. */
export const techOrderRow = orderRow.extend({
  idLineType: z.number().int(), foulType: z.string(), foulType2: z.string(), doa: z.boolean(), warranty: z.boolean(),
  reentry: z.boolean(), purchaseDate: z.string(), observation: z.string(), technicianName: z.string(),
});
export type TechOrderRow = z.infer<typeof techOrderRow>;

export const ordersByStateAndTech = endpoint({
  method: 'POST', path: 'RepairTechnician/GetOrderByStateAndTech',
  body: z.object({ ...paging, ...search, ...technical, ...brand, states: z.array(text(3)).default([]) }),
  answer: page(techOrderRow),
});

/** The technical workshop (spec 04 §2.8): every open order of the technician, paged by the screen (10). */
export const ordersInWorkshop = endpoint({
  method: 'GET', path: 'RepairTechnician/getOrderByTechniciansInWorkshop', query: z.object(technical),
  answer: z.array(techOrderRow),
});

/** Final states: type 1 general, type 2 out of warranty (spec 03 §4.3). */
export const finalStates = endpoint({
  method: 'GET', path: 'RepairTechnician/GetAllFinalState',
  query: z.object({ type: z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), z.union([z.literal(1), z.literal(2)])) }),
  answer: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const techOrderDetails = endpoint({
  method: 'GET', path: 'RepairTechnician/GetDetails', query: z.object({ id: recordId() }), answer: orderDetails,
});

export const techSearch = endpoint({
  method: 'POST', path: 'RepairTechnician/Search',
  body: z.object({ field: z.enum(['fr_Imei', 'fr_NroOrden', 'fr_DocCliente']), value: text(40).default('') }),
  answer: z.array(orderRow),
});

const transitionAnswer = z.object({ id: z.number().int(), state: z.string() });
const orderCall = <T extends z.ZodRawShape>(path: string, shape: T) =>
  endpoint({ method: 'POST', path, body: z.object({ id: recordId(), ...baseVersion, ...shape }), answer: transitionAnswer });

/** "Confirmar llegada a el taller" (7 → 2), "Confirma pago" (3 → 10), "Regresar a Reparacion" (4 → 10). */
export const techReceived = orderCall('RepairTechnician/receivedRepairStore', {});
/** "Confirmar Envio a punto": 9 → 11 (UpdateStatusTraceability 11). */
export const techShipToPoint = orderCall('RepairTechnician/ConfirmShipToPoint', {});
/** "Enviar cotizacion" (statusToPay): 2 or 10 → 3 with the quote. */
export const techStatusToPay = orderCall('RepairTechnician/statusToPay', { price: z.number({ error: message('repairOrder.quoteRequired') }).positive({ error: message('repairOrder.quoteRequired') }) });
/** "Guardar diagnóstico": 2 or 10 → 4 (quality control; spec 04's status 17), or 12 for DOA accepted or final state 4. */
export const techSaveDiagnostic = orderCall('RepairTechnician/SaveDiagnostic', { diagnostic: diagnosticInput });

/** The nine checks of spec 03 §3, stored as the strings "true"/"false" (spec 04 §3). */
export const QUALITY_CHECKS = ['conectivitiTest', 'Keyboard', 'mic', 'chargerTest', 'principalDisplay', 'radio', 'vibration', 'camera', 'headphone'] as const;
const checkText = oneOf(['true', 'false']);
export const qualityInput = z.object({
  ...(Object.fromEntries(QUALITY_CHECKS.map((check) => [check, checkText])) as Record<(typeof QUALITY_CHECKS)[number], typeof checkText>),
  observations: text(2000).default(''),
});
/** "Aprobar control": 4 → 5. */
export const techSaveQualityControl = orderCall('RepairTechnician/SaveQualityControl', { quality: qualityInput });

/** multipart/form-data, one file in file_0: Fotos (repair photos) or Documentos (quality control files). */
export const techUploadFile = endpoint({
  method: 'POST', path: 'RepairTechnician/UploadFile', query: z.object({ id: recordId(), kind: oneOf(['Documentos', 'Fotos']) }),
  answer: orderFile,
});

/** Where the technician's copies of an order's files are served (the order must be theirs). */
export const TECH_FILE_PATH = 'RepairTechnician/File';
