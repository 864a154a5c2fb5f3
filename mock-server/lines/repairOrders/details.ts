// One order as the detail modals and the printable service order read it (getAllOrderForInfo, GetById): the order with its client,
// point, workshop and technician; the stages it reached (date, user); diagnostic, quality control; its files.
import { sql } from 'kysely';
import type { Db } from '../../core/db/open';
import { ACCESSORIES, ORDER_FILE_LINKS, type OrderDetails, type OrderFileView } from '../../../contracts/endpoints/repairOrderFiles';
import { missing } from './http';
import { turnaroundDays } from './rules';

type Row = Record<string, unknown>;

/** Where a stored order file is served (bearer header or ?token=); a technician gets only their orders' files. */
export const orderFileUrl = (id: number) => `/api/${ORDER_FILE_LINKS.file.path}/${id}`;

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));
const isoDay = (value: unknown) => (value == null ? null : value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));
const text = (value: unknown) => (value == null ? null : String(value));

export function orderFileView(row: Row): OrderFileView {
  return {
    id: Number(row.id), kind: row.kind as OrderFileView['kind'], guideType: row.guideType == null ? null : Number(row.guideType),
    guideNumber: text(row.guideNumber), name: String(row.name), type: String(row.type), size: Number(row.size),
    url: orderFileUrl(Number(row.id)), createdAt: iso(row.createdAt),
  };
}

export async function orderFiles(db: Db, orderId: number, kind?: string): Promise<OrderFileView[]> {
  const rows = await sql<Row>`select id, kind, guide_type, guide_number, name, type, size, created_at from repair_order_files
    where order_id = ${orderId} and (${kind ?? null}::text is null or kind = ${kind ?? null}) order by id`.execute(db);
  return rows.rows.map(orderFileView);
}

const accessoriesOf = (value: unknown) => {
  const stored = (typeof value === 'string' ? JSON.parse(value) : (value ?? {})) as Record<string, unknown>;
  return Object.fromEntries(ACCESSORIES.map((a) => [a, stored[a] === true])) as OrderDetails['accessories'];
};

const jsonOrNull = (value: unknown) => (value == null ? null : ((typeof value === 'string' ? JSON.parse(value) : value) as OrderDetails['qualityControl']));

export async function orderDetails(db: Db, id: number, today = new Date().toISOString()): Promise<OrderDetails> {
  const o = (await sql<Row>`select o.*, p.name as point_name, w.name as workshop_name, t.name as technician_name,
      c.name as client_name, c.document, c.address, c.house_phone, c.phone, c.contact_phone, c.email
    from repair_orders o join repair_clients c on c.id = o.client_id
    join repair_workshops w on w.id = o.workshop_id join repair_workshops p on p.id = o.point_id
    left join repair_technicians t on t.id = o.technician_id where o.id = ${id}`.execute(db)).rows[0];
  if (!o) throw missing('repairOrder.entity', id);
  const stages = (await sql<Row>`select state, previous_state, at, user_name from repair_order_stages where order_id = ${id} order by id`.execute(db)).rows;
  const creationDate = iso(o.creationDate);
  return {
    orderId: id, idOrderState: String(o.idOrderState), creationDate, tat: turnaroundDays(creationDate, today),
    pointName: String(o.pointName), workshopName: String(o.workshopName),
    idTechnical: o.technicianId == null ? null : Number(o.technicianId), techName: text(o.technicianName),
    clientName: String(o.clientName), housePhone: String(o.housePhone), phone: String(o.phone), contactPhone: String(o.contactPhone), email: String(o.email),
    client: {
      name: String(o.clientName), document: String(o.document), address: String(o.address), housePhone: String(o.housePhone),
      phone: String(o.phone), contactPhone: String(o.contactPhone), email: String(o.email),
    },
    brand: String(o.brand), model: String(o.model), imei: String(o.imei), min: String(o.min), purchaseDate: isoDay(o.purchaseDate)!,
    doa: Boolean(o.doa), warranty: Boolean(o.warranty), reentry: Boolean(o.reentry), exhibition: Boolean(o.exhibition),
    accessories: accessoriesOf(o.accessories),
    foulType: String(o.foulType), foulType2: String(o.foulType2), observationOrder: String(o.observationOrder),
    imeiLoanDevice: text(o.imeiLoanDevice), priceOrder: o.priceOrder == null ? null : Number(o.priceOrder),
    diagnostic: o.finalState == null ? null : {
      finalState: Number(o.finalState), comments: String(o.diagnosticComments ?? ''), newImei: text(o.newImei),
      doaVerdict: text(o.doaVerdict), warrantyLossDate: isoDay(o.warrantyLossDate),
    },
    qualityControl: jsonOrNull(o.qualityControl),
    collectionGuide: text(o.collectionGuide), returnGuide: text(o.returnGuide), answerOrder: text(o.answerOrder),
    stages: stages.map((s) => ({ state: String(s.state), previousState: text(s.previousState), at: iso(s.at), userName: String(s.userName) })),
    files: await orderFiles(db, id),
  };
}
