/**
 * Repair orders, the server's second half (issue 16): one order's details (OrderWom/getAllOrderForInfo for the
 * detail modals and the printable service order, OrderWom/GetById for the repair modal), the two .xlsx reports
 * (blobs), and, as extensions of our own, an order's files per kind: list and download. They are uploaded through
 * the documented Upload/UploadFile (contracts/endpoints/uploads.ts), the spec's shared upload component.
 */
import { z } from 'zod';
import { endpoint } from '../envelope';
import * as routes from '../routes/repairOrderFiles';
import { integer, oneOf, recordId, text } from './fields';

/** The upload component's table names (spec 03 §7): Guias, Documentos (arrival), Fotos (repair), ComprobanteEntrega. */
export const ORDER_FILE_KINDS = ['Guias', 'Documentos', 'Fotos', 'ComprobanteEntrega'] as const;
export type OrderFileKind = (typeof ORDER_FILE_KINDS)[number];

export const orderFile = z.object({
  id: z.number().int(), kind: z.enum(ORDER_FILE_KINDS),
  /** Guias only: 1 collection (to the workshop), 2 return (to the store). */
  guideType: z.number().int().nullable(), guideNumber: z.string().nullable(),
  name: z.string(), type: z.string(), size: z.number().int(),
  /** GET it (bearer header or ?token=): the file's bytes. */
  url: z.string(), createdAt: z.string(),
});
export type OrderFileView = z.infer<typeof orderFile>;

/** One reached stage (repair_order_stages): the state, when, by whom, and the state it came from. */
export const orderStage = z.object({ state: z.string(), previousState: z.string().nullable(), at: z.string(), userName: z.string() });

export const ACCESSORIES = ['charger', 'dataCable', 'handsFree', 'originalBox', 'simHolder'] as const;

/**
 * The order as the printout and the modals read it: spec 03 §3's order fields (clientName and the client's contact
 * fields flat, techName...), what the screens read; ours add to them (`client` with the document and address,
 * accessories, diagnostic, stages, files...).
 */
export const orderDetails = z.object({
  orderId: z.number().int(), idOrderState: z.string(), creationDate: z.string(), tat: z.number().int(),
  pointName: z.string(), workshopName: z.string(), idTechnical: z.number().int().nullable(), techName: z.string().nullable(),
  clientName: z.string(), housePhone: z.string(), phone: z.string(), contactPhone: z.string(), email: z.string(),
  client: z.object({
    name: z.string(), document: z.string(), address: z.string(), housePhone: z.string(), phone: z.string(),
    contactPhone: z.string(), email: z.string(),
  }),
  brand: z.string(), model: z.string(), imei: z.string(), min: z.string(), purchaseDate: z.string(),
  doa: z.boolean(), warranty: z.boolean(), reentry: z.boolean(), exhibition: z.boolean(),
  accessories: z.record(z.enum(ACCESSORIES), z.boolean()),
  foulType: z.string(), foulType2: z.string(), observationOrder: z.string(),
  /** null → the screens show "Sin Prestamo". */
  imeiLoanDevice: z.string().nullable(),
  priceOrder: z.number().nullable(),
  diagnostic: z.object({
    finalState: z.number().int(), comments: z.string(), newImei: z.string().nullable(), doaVerdict: z.string().nullable(),
    warrantyLossDate: z.string().nullable(),
  }).nullable(),
  /** The quality-control checks as saved (check → passed, observations → text), or null before it. */
  qualityControl: z.record(z.string(), z.union([z.boolean(), z.string()])).nullable(),
  collectionGuide: z.string().nullable(), returnGuide: z.string().nullable(),
  /** The delivery description (answerOrder). */
  answerOrder: z.string().nullable(),
  stages: z.array(orderStage),
  files: z.array(orderFile),
});
export type OrderDetails = z.infer<typeof orderDetails>;

/** GET OrderWom/getAllOrderForInfo?id: data[0] holds everything the detail modals and the printout need (spec 03 §2.3, §2.4, §2.8). */
export const getAllOrderForInfo = endpoint({
  ...routes.getAllOrderForInfo, query: z.object({ id: recordId() }), answer: z.array(orderDetails),
});

/**
 * GET OrderWom/GetById?id&workshop=0&state=10: the order for the repair modal. workshop and state narrow it (0 = any):
 * an order of another workshop or in another state is not found (404).
 */
export const getById = endpoint({
  ...routes.getById,
  query: z.object({ id: recordId(), workshop: integer({ min: 0 }).default(0), state: integer({ min: 0 }).default(0) }),
  answer: orderDetails,
});

export const listOrderFiles = endpoint({
  ...routes.listOrderFiles, query: z.object({ id: recordId(), kind: oneOf(ORDER_FILE_KINDS).optional() }),
  answer: z.array(orderFile),
});

/**
 * A generated file answered as itself (not in the envelope): its bytes, its type and its name in Content-Disposition
 * (spec 03 §7: "a blob, saved as ..."). A refusal is still an envelope with its message.
 */
export const fileAnswer = z.string().meta({ description: 'the file itself (binary), named in Content-Disposition', format: 'binary' });
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const GUIDE_REPORT_FILE = 'Reporte Guias.xlsx';
export const ORDER_REPORT_FILE = 'reporte.xlsx';

/**
 * GET RepairOrder/File/:fileId: one stored order file, where an order file's `url` points (bearer header or ?token=).
 * A link the screens follow, not a call of the API reference: it sits inside this object, which the OpenAPI document
 * (it reads the files' endpoint exports) leaves out.
 */
export const ORDER_FILE_LINKS = {
  file: endpoint({ method: 'GET', path: 'RepairOrder/File', answerKind: 'file', answer: fileAnswer }),
};

/** GET TransferGuide/GetByExcelReportByGuide?typeGuide → Reporte Guias.xlsx: 1 Pendiente por recoger (state 8: guide made, not picked), 2 Pendiente guia de devolucion a tienda (state 5), 0 Todos (both). */
export const GUIDE_REPORT_STATES: Record<0 | 1 | 2, readonly string[]> = { 0: ['8', '5'], 1: ['8'], 2: ['5'] };
export const getByExcelReportByGuide = endpoint({
  ...routes.getByExcelReportByGuide, answerKind: 'file',
  query: z.object({ typeGuide: z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), z.union([z.literal(0), z.literal(1), z.literal(2)])) }),
  answer: fileAnswer,
});

/** POST OrderWom/GetByExcelReportByStatus → reporte.xlsx. Type 1 Estado (param1 a state id or 'all'), 2 Fecha (param1 start, param2 end, YYYY-MM-DD), 3 Documento Cliente, 4 Nro Orden. */
export const getByExcelReportByStatus = endpoint({
  ...routes.getByExcelReportByStatus, answerKind: 'file',
  body: z.object({ type: integer({ min: 1, max: 4 }), param1: text(40).refine((v) => v !== '', { error: 'validation.required' }), param2: text(40).default('') }),
  answer: fileAnswer,
});
