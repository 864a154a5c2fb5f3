/**
 * The mobile-operator screens of the satellite-TV line (spec 02 §2.9, §2.10, §3, §4, §5, §7 Georeferencing and Order
 * and serial; spec 03 §7 GetOrderOwner, UploadSkuApproved, UploadSkuAssignerMin; issue 15).
 */
import { z } from 'zod';
import { endpoint } from '../envelope';
import * as routes from '../routes/satelliteTvOrders';
import { paging, patternText, recordId, requiredText } from './fields';

const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), totalItemCount: z.number().int() });

/** Serial lists: 30 a page (spec 02 §9). */
export const SERIAL_PAGE_SIZE = 30;
/** Serial status codes (spec 02 §4): A assigned, P approved. */
export const SERIAL_STATUSES = ['A', 'P'] as const;
export type SerialStatus = (typeof SERIAL_STATUSES)[number];
/** A Colombian mobile number: 10 digits starting with 3. */
export const PHONE_PATTERN = /^3\d{9}$/;
/** The upload template's columns (Download Format). */
export const SERIAL_TEMPLATE_COLUMNS = ['Serial', 'Phone'] as const;
/** The georeferencing file's name (spec 02 §2.9). */
export const GEOREFERENCING_FILE = 'Georeferencing.xlsx';

// ---- Georeferencing --------------------------------------------------------------------------------

export const georeferencingRow = z.object({
  id: z.number().int(), cod_movimiento: z.string(), zone: z.string(), neighborhood: z.string(), codeNeighborhood: z.string(),
  Manzana: z.string(), CodBarFront: z.string(),
});
export type GeoreferencingRow = z.infer<typeof georeferencingRow>;
/** The rows not downloaded yet. */
export const georeferencingList = endpoint({ ...routes.georeferencingList, answer: z.array(georeferencingRow) });
/** Marks the rows of the file being downloaded; answers how many were marked. */
export const georeferencingDownloaded = endpoint({
  ...routes.georeferencingDownloaded, body: z.object({ ids: z.array(recordId()).min(1).max(100_000) }),
  answer: z.object({ count: z.number().int() }),
});

// ---- Order and serials -----------------------------------------------------------------------------

const nroOrder = () => requiredText(30);
export const order = z.object({
  dateCreation: z.string(), nroOrder: z.string(), line: z.string(), quantity: z.number().int(), warehouse: z.string(),
  /** how many serials the order holds (assigned and approved): ours, not the spec's Order (02 §3), so a backend may leave it out */
  serials: z.number().int().optional(),
});
export type Order = z.infer<typeof order>;
export const orderGet = endpoint({ ...routes.orderGet, query: z.object({ nroOrden: nroOrder() }), answer: order.nullable() });

export const orderOwner = z.object({
  codMovement: z.string(), name: z.string(), document: z.string(), email: z.string(), vehicle: z.string(), observations: z.string(),
});
export type OrderOwner = z.infer<typeof orderOwner>;
export const orderOwnerGet = endpoint({ ...routes.orderOwnerGet, query: z.object({ nroOrder: nroOrder() }), answer: orderOwner.nullable() });

export const serialRow = z.object({
  id: z.number().int(), serial: z.string(), phone: z.string(), status: z.enum(SERIAL_STATUSES), icc: z.string(), min: z.string(), version: z.number().int(),
});
export type SerialRow = z.infer<typeof serialRow>;

export const serialText = () => patternText(40, /^[A-Za-z0-9-]+$/, 'A-Z 0-9 -');
export const phoneText = () => patternText(20, PHONE_PATTERN, '3001234567');
export const orderSerialSave = endpoint({
  ...routes.orderSerialSave,
  body: z.object({ serial: serialText(), phone: phoneText(), status: z.literal('A').default('A'), nroOrder: nroOrder() }),
  answer: serialRow,
});
export type OrderSerialInput = z.input<typeof orderSerialSave.body>;

/** The spec's query parameter is spelled nroOrde. Answers how many rows were added. */
export const orderImport = endpoint({ ...routes.orderImport, bodyKind: 'multipart', query: z.object({ nroOrde: nroOrder() }), answer: z.object({ count: z.number().int() }) });

/** The assigned rows to approve (A → P); an empty list is refused by the server with its own message. */
export const orderApprove = endpoint({
  ...routes.orderApprove, query: z.object({ nroOrden: nroOrder() }),
  body: z.array(z.object({ id: recordId(), serial: z.string(), phone: z.string() })).max(10_000),
  answer: z.object({ count: z.number().int() }),
});
export const orderSerialDelete = endpoint({ ...routes.orderSerialDelete, query: z.object({ id: recordId() }), answer: z.object({ id: z.number().int() }) });

const serialPage = z.object({ nroOrder: nroOrder(), ...paging });
/** The assigned rows (status A) of an order. */
export const orderAssigned = endpoint({ ...routes.orderAssigned, body: serialPage, answer: page(serialRow) });
/** The approved rows (status P) of an order (spec 03 §7). */
export const orderApproved = endpoint({ ...routes.orderApproved, body: serialPage, answer: page(serialRow) });
/** The stored rows of the serials named (spec 03 §7: allSerial, a comma list). */
export const orderSerialsBySerial = endpoint({
  ...routes.orderSerialsBySerial, query: z.object({ allSerial: requiredText(10_000) }), answer: z.array(serialRow.extend({ nroOrder: z.string() })),
});
