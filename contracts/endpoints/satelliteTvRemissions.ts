/**
 * The satellite-TV line's remissions and talkers (spec 02 §2.6–§2.8, §3, §5, §7 Remission and Talker; issue 15):
 * request and answer schemas shared by the mock server and the app.
 */
import { z } from 'zod';
import { endpoint } from '../envelope';
import * as routes from '../routes/satelliteTvRemissions';
import { integer, paging, patternText, recordId, text } from './fields';

/** A file the server generated, in the envelope: its name, type and bytes in base64. */
export const generatedFile = z.object({ fileName: z.string(), contentType: z.string(), base64: z.string() });

const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), totalItemCount: z.number().int() });

/** Page sizes of spec 02 §9. */
export const REMISSION_PAGE_SIZE = 50;
export const TALKER_PAGE_SIZE = 20;
/** Dispatch note: 15 detail rows a page (spec 02 §9). */
export const DISPATCH_NOTE_ROWS_PER_PAGE = 15;

/** A Colombian vehicle plate: three letters and three digits (ABC123), upper case. */
export const LICENSE_PLATE_PATTERN = /^[A-Z]{3}\d{3}$/;
/** What the plate input keeps of what is typed: letters upper-cased, no spaces or dashes, at most 6 characters. */
export const normalizePlate = (typed: string): string => typed.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 6);

// ---- Remissions ----------------------------------------------------------------------------------

export const remissionRow = z.object({
  id: z.number().int(), licensePlate: z.string(), nameTransporter: z.string(), nameWareHouse: z.string(), creationDate: z.string(),
});
export type RemissionRow = z.infer<typeof remissionRow>;
export const remissionList = endpoint({
  ...routes.remissionList, body: z.object({ ...paging, search: text(100).default('') }), answer: page(remissionRow),
});

export const dropdownOption = z.object({ value: z.number().int(), text: z.string() });
export type DropdownOption = z.infer<typeof dropdownOption>;
export const remissionTransporters = endpoint({ ...routes.remissionTransporters, answer: z.array(dropdownOption) });
export const remissionWareHouses = endpoint({ ...routes.remissionWareHouses, answer: z.array(dropdownOption) });

export const remissionSave = endpoint({
  ...routes.remissionSave,
  body: z.object({
    idTransporter: recordId(), idWareHouse: recordId(),
    licensePlate: z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), patternText(20, LICENSE_PLATE_PATTERN, 'ABC123')),
    observation: text(500).default(''),
  }),
  answer: z.object({ id: z.number().int() }),
});
export type RemissionInput = z.input<typeof remissionSave.body>;

/** The info modal and the dispatch note's header (names as the documented answer spells them). */
export const remissionInfo = z.object({
  placa: z.string(), remisionNo: z.number().int(), fechaCreacion: z.string(), transportadora: z.string(), nombre_bodega: z.string(),
  direccion: z.string(), telefono: z.string(), observacion: z.string(),
});
export type RemissionInfo = z.infer<typeof remissionInfo>;
export const remissionGet = endpoint({ ...routes.remissionGet, query: z.object({ id: recordId() }), answer: remissionInfo });

export const remissionReportRow = z.object({
  documentoFinalTransporte: z.string(), envio: z.number().int(), destino: z.string(), direccion: z.string(), cajas: z.number().int(),
});
export type RemissionReportRow = z.infer<typeof remissionReportRow>;
export const remissionDetailGet = endpoint({
  ...routes.remissionDetailGet, query: z.object({ id: recordId() }), answer: z.array(remissionReportRow),
});

/** A shipment number: a positive integer of at most 9 digits. */
export const shipmentNumber = () => integer({ min: 1, max: 999_999_999 });
export const remissionDetailLine = z.object({ sending: shipmentNumber(), boxes: integer({ min: 1, max: 9999 }), idRemission: recordId() });
export type RemissionDetailLine = z.input<typeof remissionDetailLine>;
/** state 1: saved; state 0: that shipment number is not valid (unknown, or already on a remission). */
export const remissionLineResult = z.object({ id: z.number().int(), state: z.union([z.literal(0), z.literal(1)]) });
export type RemissionLineResult = z.infer<typeof remissionLineResult>;
export const remissionDetailSave = endpoint({
  ...routes.remissionDetailSave, body: z.array(remissionDetailLine).min(1).max(500), answer: z.array(remissionLineResult),
});

// ---- Talker ----------------------------------------------------------------------------------------

export const talkerStore = z.object({ id: z.number().int(), bodega: z.string(), cod_manual: z.string(), location: z.string() });
export type TalkerStore = z.infer<typeof talkerStore>;
export const talkerStores = endpoint({
  ...routes.talkerStores, body: z.object({ ...paging, search: text(100).default('') }), answer: page(talkerStore),
});
export const locationLabel = z.object({ parte: z.string(), ubicacion: z.string(), cantidad: z.number().int() });
export type LocationLabel = z.infer<typeof locationLabel>;
const locationQuery = z.object({ id: recordId(), location: text(40).default('') });
/** The store's locations; `location` (not in the spec's table for this call) narrows them as the PDF's does. */
export const talkerLocations = endpoint({
  ...routes.talkerLocations, query: locationQuery,
  answer: z.object({ store: talkerStore, labels: z.array(locationLabel) }),
});
/** The labels PDF named after the store, filtered by the location typed (empty: all). */
export const talkerLabelsPdf = endpoint({ ...routes.talkerLabelsPdf, query: locationQuery, answer: generatedFile });
