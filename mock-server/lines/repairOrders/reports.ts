// The logistics reports (spec 03 §2.1-§2.2, §9): `Reporte Guias.xlsx` and `reporte.xlsx`, built here with SheetJS
// through the workbook builder the app uses too (contracts/workbook.ts: text is always a text cell, never a
// formula), headers and state names in the caller's language.
import type { Response } from 'express';
import { sql, type RawBuilder } from 'kysely';
import * as XLSX from 'xlsx';
import type { Db } from '../../core/db/open';
import { refuse } from '../../core/refuse';
import type { Lang } from '../../shell/messages';
import { buildWorkbook, workbookBytes, type ExportCell } from '../../../contracts/workbook';
import { REPAIR_ORDER_STATE_NAMES } from '../../../contracts/repairOrderStates';
import { GUIDE_REPORT_FILE, GUIDE_REPORT_STATES, ORDER_REPORT_FILE, XLSX_TYPE } from '../../../contracts/endpoints/repairOrderFiles';
import { turnaroundDays } from './rules';

export { GUIDE_REPORT_FILE, ORDER_REPORT_FILE };

/** A file the server built, answered as itself (sendGenerated). */
export interface GeneratedFile { fileName: string; contentType: string; bytes: Buffer }

/** Answers the file itself, named in Content-Disposition (the spec's "a blob, saved as ..."). */
export function sendGenerated(res: Response, file: GeneratedFile): void {
  const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(file.bytes);
}

type Row = Record<string, unknown>;
interface Column { header: Record<Lang, string>; cell: (row: Row, lang: Lang, today: string) => ExportCell }

const stateName = (state: unknown, lang: Lang) => (REPAIR_ORDER_STATE_NAMES[lang] as Record<string, string>)[String(state)] ?? String(state);
const yesNo = (value: unknown, lang: Lang) => (value ? (lang === 'es' ? 'Sí' : 'Yes') : 'No');
const textOf = (value: unknown): ExportCell => (value == null ? null : String(value));
const dateOf = (value: unknown): ExportCell => (value == null ? null : new Date(value as string));

const col = (en: string, es: string, cell: Column['cell']): Column => ({ header: { en, es }, cell });
const ORDER = col('Order', 'Orden', (r) => Number(r.orderId));
const STATE = col('State', 'Estado', (r, lang) => stateName(r.idOrderState, lang));
const POINT = col('Point of sale', 'Punto de venta', (r) => textOf(r.pointName));
const WORKSHOP = col('Workshop', 'Taller', (r) => textOf(r.workshopName));
const CLIENT = col('Client', 'Cliente', (r) => textOf(r.clientName));
const DOCUMENT = col('Client document', 'Documento Cliente', (r) => textOf(r.document));
const IMEI = col('IMEI', 'IMEI', (r) => textOf(r.imei));
const MODEL = col('Model', 'Modelo', (r) => textOf(r.model));
const COLLECTION = col('Collection guide', 'Guía de recolección', (r) => textOf(r.collectionGuide));
const RETURN = col('Return guide', 'Guía de devolución', (r) => textOf(r.returnGuide));

const GUIDE_COLUMNS: Column[] = [ORDER, STATE, COLLECTION, RETURN, POINT, WORKSHOP, CLIENT, IMEI, MODEL,
  col('State since', 'En el estado desde', (r) => dateOf(r.stateSince))];

const ORDER_COLUMNS: Column[] = [ORDER, STATE, col('Created', 'Fecha de creación', (r) => dateOf(r.creationDate)),
  col('TAT (days)', 'TAT (días)', (r, _l, today) => turnaroundDays(new Date(r.creationDate as string).toISOString(), today)),
  POINT, WORKSHOP, col('Technician', 'Técnico', (r) => textOf(r.technicianName)), CLIENT, DOCUMENT,
  col('Mobile phone', 'Celular', (r) => textOf(r.phone)), col('E-mail', 'Correo', (r) => textOf(r.email)),
  col('Brand', 'Marca', (r) => textOf(r.brand)), MODEL, IMEI, col('DOA', 'DOA', (r, lang) => yesNo(r.doa, lang)),
  col('Warranty', 'Garantía', (r, lang) => yesNo(r.warranty, lang)), col('Fault', 'Falla', (r) => textOf(r.foulType)),
  col('Fault 2', 'Falla 2', (r) => textOf(r.foulType2)),
  col('Quote', 'Valor cotización', (r) => (r.priceOrder == null ? null : Number(r.priceOrder))), COLLECTION, RETURN];

const SELECT = sql`select o.id as order_id, o.id_order_state, o.creation_date, o.brand, o.model, o.imei, o.doa, o.warranty,
    o.foul_type, o.foul_type2, o.price_order, o.collection_guide, o.return_guide, p.name as point_name, w.name as workshop_name,
    t.name as technician_name, c.name as client_name, c.document, c.phone, c.email,
    (select max(s.at) from repair_order_stages s where s.order_id = o.id and s.state = o.id_order_state) as state_since
  from repair_orders o join repair_clients c on c.id = o.client_id join repair_workshops w on w.id = o.workshop_id
  join repair_workshops p on p.id = o.point_id left join repair_technicians t on t.id = o.technician_id`;

async function rowsWhere(db: Db, where: RawBuilder<unknown>): Promise<Row[]> {
  return (await sql<Row>`${SELECT} where ${where} order by o.id`.execute(db)).rows;
}

function xlsxFile(fileName: string, sheet: string, columns: Column[], rows: Row[], lang: Lang): GeneratedFile {
  const today = new Date().toISOString();
  const table = { headers: columns.map((c) => c.header[lang]), rows: rows.map((r) => columns.map((c) => c.cell(r, lang, today))) };
  const bytes = workbookBytes(XLSX, buildWorkbook(XLSX, sheet, table));
  return { fileName, contentType: XLSX_TYPE, bytes: Buffer.from(bytes) };
}

/** TransferGuide/GetByExcelReportByGuide → Reporte Guias.xlsx: the orders waiting on a guide (1 collection, 2 return, 0 both). */
export async function guideReport(db: Db, typeGuide: 0 | 1 | 2, lang: Lang): Promise<GeneratedFile> {
  const rows = await rowsWhere(db, sql`o.id_order_state in (${sql.join([...GUIDE_REPORT_STATES[typeGuide]])})`);
  return xlsxFile(GUIDE_REPORT_FILE, lang === 'es' ? 'Guias' : 'Guides', GUIDE_COLUMNS, rows, lang);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The order report's filter: 1 state (or 'all'), 2 creation dates (inclusive), 3 client document, 4 order number. */
export function orderReportWhere(type: number, param1: string, param2: string): RawBuilder<unknown> {
  switch (type) {
    case 1: return param1.toLowerCase() === 'all' ? sql`true` : sql`o.id_order_state = ${param1}`;
    case 2:
      if (!ISO_DAY.test(param1) || !ISO_DAY.test(param2) || param2 < param1) refuse(400, 'repairOrder.reportDate');
      return sql`o.creation_date >= ${param1}::date and o.creation_date < ${param2}::date + 1`;
    case 3: return sql`c.document = ${param1}`;
    default: return /^\d{1,9}$/.test(param1) ? sql`o.id = ${Number(param1)}` : sql`false`;
  }
}

/** OrderWom/GetByExcelReportByStatus → reporte.xlsx; nothing matching is refused (404) rather than an empty sheet. */
export async function orderReport(db: Db, body: { type: number; param1: string; param2: string }, lang: Lang): Promise<GeneratedFile> {
  const rows = await rowsWhere(db, orderReportWhere(body.type, body.param1, body.param2));
  if (rows.length === 0) refuse(404, 'repairOrder.reportEmpty');
  return xlsxFile(ORDER_REPORT_FILE, lang === 'es' ? 'Ordenes' : 'Orders', ORDER_COLUMNS, rows, lang);
}
