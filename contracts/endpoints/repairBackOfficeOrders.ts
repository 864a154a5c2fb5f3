/**
 * The back office's order calls (spec 04 §2.4, §2.6, §7): consult orders (OrderWom/GetByReportByStatus), edit an
 * order's data (OrderWom/UpdateDataOrder, in the query string as documented) and the abandoned devices
 * (Device/GetDeviceAbandoned). Marking one abandoned is OrderWom/UpdateStatusTraceability with status 16;
 * cancelOrder, returnOrderState and getPreState are repairOrders.ts'.
 */
import { z } from 'zod';
import { endpoint } from '../envelope';
import * as routes from '../routes/repairBackOfficeOrders';
import { flag, integer, page, recordId, text } from './fields';

export const CONSULT_PAGE_SIZE = 15;
/** The terms' abandonment period (spec 03 §1, §9): a device unclaimed this many days after it was ready. */
export const ABANDONMENT_DAYS = 45;
/** UpdateStatusTraceability's status for an abandoned device (spec 04 §4). */
export const ABANDONED_STATUS = 16;

/** Spec 04 §3 "Order, consult view"; clientDocument, previousState and version are this console's additions. */
export const consultRow = z.object({
  id: z.number().int(), clientName: z.string(), clientDocument: z.string(), deviceImei: z.string(), state: z.string(),
  deviceDoa: z.boolean(), observation: z.string(), diagnosticComments: z.string(), inQualityControl: z.boolean(),
  orderFinished: z.boolean(), previousState: z.string().nullable(), version: z.number().int(),
});
export type ConsultRow = z.infer<typeof consultRow>;

/** type: by order number, IMEI or client document (param1; param2 is not read); pageIndex and pageSize are ours. */
export const getByReportByStatus = endpoint({
  ...routes.getByReportByStatus, summary: "Consults orders by order number, IMEI or client document (param1), 15 a page; 404 'No se encontro resultado' when none.",
  body: z.object({
    type: z.enum(['fr_NroOrden', 'fr_Imei', 'fr_DocCliente']), param1: text(40).default(''), param2: text(40).default(''),
    pageIndex: integer({ min: 1 }).default(1), pageSize: integer({ min: 1, max: 100 }).default(CONSULT_PAGE_SIZE),
  }),
  answer: page(consultRow),
});

/**
 * The order Id's IMEI (the settings pattern: 'Datos invalidos'), diagnostic, observation and doa, all in the query
 * string; refused once the order is closed. iduser is who acts: the signed-in user (another id: 403; absent, the
 * session's). version (ours, optional): 409 when someone saved first.
 */
export const updateDataOrder = endpoint({
  ...routes.updateDataOrder, summary: "Edits an open order's IMEI, diagnostic, observation and DOA, all in the query string; iduser: the signed-in user (another id: 403).",
  query: z.object({
    Id: recordId(), imei: text(20).default(''), diagnostic: text(2000).default(''), observation: text(2000).default(''),
    doa: flag().default(false), iduser: recordId().optional(), version: integer({ min: 1 }).optional(),
  }),
  answer: consultRow,
});

export const abandonedRow = z.object({
  idOrder: z.number().int(), name: z.string(), days: z.number().int(), imei: z.string(), workshop: z.string(), state: z.string(),
  /** the order's version, for the status-16 call */
  version: z.number().int(),
});
export type AbandonedRow = z.infer<typeof abandonedRow>;

/** pending: ready in store for ABANDONMENT_DAYS or more; abandoned: status 16. */
export const deviceAbandoned = endpoint({
  ...routes.deviceAbandoned, summary: 'The devices pending abandonment (ready in store 45 days or more) and the abandoned ones (status 16).',
  answer: z.object({ pending: z.array(abandonedRow), abandoned: z.array(abandonedRow), thresholdDays: z.number().int() }),
});
