/**
 * The back office's order calls (spec 04 §2.4, §2.6, §7): consult an order (OrderWom/GetByReportByStatus), edit its
 * data (OrderWom/UpdateDataOrder); the abandoned devices (Device/GetDeviceAbandoned) and marking one abandoned
 * (status 16 through the order's machine). cancelOrder, returnOrderState and getPreState are repairOrders.ts'.
 */
import { z } from 'zod';
import { endpoint } from '../envelope';
import { baseVersion, flag, integer, page, recordId, text } from './fields';

export const CONSULT_PAGE_SIZE = 15;
/** The terms' abandonment period (spec 03 §1, §9): a device unclaimed this many days after it was ready. */
export const ABANDONMENT_DAYS = 45;

export const consultRow = z.object({
  id: z.number().int(), clientName: z.string(), clientDocument: z.string(), deviceImei: z.string(), state: z.string(),
  deviceDoa: z.boolean(), observation: z.string(), diagnosticComments: z.string(), inQualityControl: z.boolean(),
  orderFinished: z.boolean(), previousState: z.string().nullable(), version: z.number().int(),
});
export type ConsultRow = z.infer<typeof consultRow>;

export const consultOrders = endpoint({
  method: 'POST', path: 'RepairOrder/GetByReportByStatus',
  body: z.object({
    type: z.enum(['fr_NroOrden', 'fr_Imei', 'fr_DocCliente']), param1: text(40).default(''), param2: text(40).default(''),
    pageIndex: integer({ min: 1 }).default(1), pageSize: integer({ min: 1, max: 100 }).default(CONSULT_PAGE_SIZE),
  }),
  answer: page(consultRow),
});

/** The IMEI is checked against the settings pattern ('Datos invalidos'); refused once the order is closed. */
export const updateDataOrder = endpoint({
  method: 'POST', path: 'RepairOrder/UpdateDataOrder',
  body: z.object({
    id: recordId(), ...baseVersion, imei: text(20).default(''), diagnostic: text(2000).default(''), observation: text(2000).default(''), doa: flag().default(false),
  }),
  answer: consultRow,
});

export const abandonedRow = z.object({
  idOrder: z.number().int(), name: z.string(), days: z.number().int(), imei: z.string(), workshop: z.string(), state: z.string(),
});
export type AbandonedRow = z.infer<typeof abandonedRow>;

export const deviceAbandoned = endpoint({
  method: 'GET', path: 'Device/GetDeviceAbandoned',
  answer: z.object({ pending: z.array(abandonedRow), abandoned: z.array(abandonedRow), thresholdDays: z.number().int() }),
});

/** Status 16 for that order (the original passed the wrong id; this sends the order's own). */
export const markAbandoned = endpoint({
  method: 'POST', path: 'Device/MarkAbandoned', body: z.object({ orderId: recordId(), ...baseVersion }),
  answer: z.object({ id: z.number().int(), state: z.string() }),
});
