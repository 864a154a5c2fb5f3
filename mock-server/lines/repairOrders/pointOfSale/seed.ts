// The point of sale's demo data (issue 17) over issue 16's seed: the users' points of sale, the IMEI warranty dates,
// the operator's fixed client (DOA and exhibition), the issue-16 clients moved onto real cities (the seed, after the
// repair orders'). Deterministic. The reference lists and settings are rows of migration 014 (db/migrations).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../core/db/schema';
// the reference lists are rows of migration 014: the seed places its rows by the ids it gave them
import reference from '../../../core/db/migrations/014_point_of_sale.json' with { type: 'json' };

/** The brands and their models as migration 014 wrote them (ids in this order). */
export const BRANDS_AND_MODELS = reference.brandsAndModels;

/** The operator's fixed client: GetInfoWom answers its nit, DOA and exhibition orders are in its name. */
export const OPERATOR_CLIENT = {
  name: 'WOM Colombia S.A.S.', document: '900123456', address: 'Calle 100 # 7-33', housePhone: '6017470000',
  phone: '3001234567', contactPhone: '', email: 'servicio.tecnico@wom.co',
};

export const SETTINGS = { 'validation.imei': '^\\d{15}$', 'operator.nit': OPERATOR_CLIENT.document, 'operator.name': OPERATOR_CLIENT.name };

/** IMEIs with a manufacturer warranty date: one long expired (an order under warranty is blocked), one valid. */
export const IMEI_WARRANTIES = [
  { imei: '356938035643809', validUntil: '2020-01-31' },
  { imei: '356938035643817', validUntil: '2030-12-31' },
];

/** The points of sale (workshops 3-5 of the repair-order seed) each user works at: admin all three, operador one. */
const WORKSHOP_USERS = [{ userId: 1, workshopId: 3 }, { userId: 1, workshopId: 4 }, { userId: 1, workshopId: 5 }, { userId: 2, workshopId: 3 }];

const CITIES = reference.colombia.flatMap(({ cities }, d) => cities.map((name) => ({ name, departmentId: d + 1 })));

/** The demo data over issue 16's seed: the users' points of sale, the IMEI warranty dates, the clients on real cities, the operator's client. */
export async function writePointOfSaleSeed(tx: Kysely<Database>): Promise<void> {
  await tx.insertInto('repairWorkshopUsers').values(WORKSHOP_USERS).execute();
  await tx.insertInto('repairImeiWarranties').values(IMEI_WARRANTIES).execute();
  // the seeded clients onto real cities (issue 16 drew department 1-5 and city 1-20 at random), then the operator
  await sql`update repair_clients c set id_city = ((c.id - 1) % ${CITIES.length}) + 1,
    id_department = (select department_id from repair_cities where id = ((c.id - 1) % ${CITIES.length}) + 1)`.execute(tx);
  const bogota = CITIES.findIndex((city) => city.name === 'Bogotá');
  await tx.insertInto('repairClients').values({ ...OPERATOR_CLIENT, idDepartment: CITIES[bogota].departmentId, idCity: bogota + 1 }).execute();
}
