// Repair orders loaded from a spreadsheet (order loading): the client (found by document, or created), the device
// and the point of sale that receives it. A loaded order starts in state 1 (pending collection) with its first
// traceability stamp, so the repair-orders screens show it. IMEIs unique among open orders and the file.
import { sql } from 'kysely';
import { z } from 'zod';
import { EMAIL_PATTERN, integer, patternText, requiredText } from '../../../../contracts/endpoints/fields';
import { IMEI_PATTERN, underWarranty } from '../../repairOrders/rules';
import { PROCEDURES } from '../seed';
import { both, duplicates, type UploadKind } from './kind';

const PHONE = /^3\d{9}$/;
const orderRow = z.object({
  document: requiredText(20),
  name: requiredText(100),
  phone: patternText(10, PHONE, '3XXXXXXXXX'),
  email: patternText(100, EMAIL_PATTERN, 'nombre@dominio.co'),
  brand: requiredText(40),
  model: requiredText(60),
  imei: patternText(15, IMEI_PATTERN, '15 dígitos / 15 digits'),
  min: patternText(10, PHONE, '3XXXXXXXXX'),
  purchaseDate: patternText(10, /^\d{4}-\d{2}-\d{2}$/, 'AAAA-MM-DD / YYYY-MM-DD'),
  fault: requiredText(100),
  point: integer({ min: 1 }),
});
type OrderLine = z.infer<typeof orderRow>;

/** Final states: an order in them is closed, so its IMEI may come back. */
const CLOSED = ['12', '13', '16'];

export const ordersKind: UploadKind<OrderLine> = {
  procedure: PROCEDURES.orders,
  columns: [
    { field: 'document', headers: ['documento', 'cedula', 'cédula'] },
    { field: 'name', headers: ['cliente', 'nombre'] },
    { field: 'phone', headers: ['celular', 'telefono', 'teléfono'] },
    { field: 'email', headers: ['correo'] },
    { field: 'brand', headers: ['marca'] },
    { field: 'model', headers: ['modelo'] },
    { field: 'imei', headers: [] },
    { field: 'min', headers: ['linea', 'línea'] },
    { field: 'purchaseDate', headers: ['fechacompra', 'fecha de compra'], date: true },
    { field: 'fault', headers: ['falla', 'foultype'] },
    { field: 'point', headers: ['punto', 'tienda', 'pointid'] },
  ],
  schema: orderRow,
  async crossCheck(db, rows, { today }) {
    const imeis = [...rows.values()].map((o) => o.imei);
    const open = imeis.length === 0 ? [] : await db.selectFrom('repairOrders').select('imei').where(sql<boolean>`imei = any(${imeis}::text[])`).where('idOrderState', 'not in', CLOSED).execute();
    const out = duplicates(rows, 'imei', (o) => o.imei, new Set(open.map((o) => o.imei)), 'IMEI');
    const points = new Set((await db.selectFrom('repairWorkshops').select('id').where('isPointOfSale', '=', true).where('open', '=', true).execute()).map((w) => w.id));
    for (const [row, order] of rows) {
      if (!points.has(order.point)) {
        out.set(row, { ...out.get(row), point: both(`${order.point} is not an open point of sale (${[...points].join(', ')}).`, `${order.point} no es un punto de venta abierto (${[...points].join(', ')}).`) });
      }
      if (Number.isNaN(Date.parse(order.purchaseDate)) || order.purchaseDate > today) {
        out.set(row, { ...out.get(row), purchaseDate: both('The purchase date is not a past date.', 'La fecha de compra no es una fecha pasada.') });
      }
    }
    return out;
  },
  async write(tx, rows, { today, userId }) {
    const workshop = await tx.selectFrom('repairWorkshops').select('id').where('isPointOfSale', '=', false).orderBy('id').executeTakeFirstOrThrow();
    const user = await tx.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirstOrThrow();
    for (const o of rows) {
      const client =
        (await tx.selectFrom('repairClients').select('id').where('document', '=', o.document).executeTakeFirst()) ??
        (await tx.insertInto('repairClients').values({
          name: o.name, document: o.document, idDepartment: 1, idCity: 1, address: '', housePhone: '', phone: o.phone, contactPhone: o.phone, email: o.email,
        }).returning('id').executeTakeFirstOrThrow());
      const { id } = await tx.insertInto('repairOrders').values({
        idOrderState: '1', clientId: client.id, pointId: o.point, workshopId: workshop.id, technicianId: null, idLineType: 1,
        brand: o.brand, model: o.model, imei: o.imei, min: o.min, purchaseDate: o.purchaseDate, doa: false,
        warranty: underWarranty(o.purchaseDate, today), reentry: false, exhibition: false, foulType: o.fault, foulType2: '',
        accessories: sql`'{}'::jsonb`,
      } as never).returning('id').executeTakeFirstOrThrow();
      await tx.insertInto('repairOrderStages').values({ orderId: id, state: '1', previousState: null, userId, userName: user.name }).execute();
    }
  },
  objectOf: (o) => `${o.imei} ${o.brand} ${o.model} (${o.document})`,
};
