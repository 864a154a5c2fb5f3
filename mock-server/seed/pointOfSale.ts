// The point of sale's data (issue 17): the reference lists and settings (written by its migration), and the demo
// data over issue 16's seed: the users' points of sale, the IMEI warranty dates, the operator's fixed client (DOA and
// exhibition), the issue-16 clients moved onto real cities (the seed, after the repair orders'). Deterministic.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { COLOMBIA } from './colombia';

export const LINE_TYPES = ['Prepago', 'Pospago'];
export const FAULT_TYPES = ['Pantalla', 'Batería', 'Software', 'Puerto de carga', 'Cámara', 'Audio', 'Señal', 'No enciende', 'Botones'];
export const BRANDS_AND_MODELS: readonly (readonly [string, readonly string[]])[] = [
  ['Apple', ['iPhone 13', 'iPhone 14', 'iPhone 15']],
  ['Honor', ['Magic6 Lite', 'X8b']],
  ['Huawei', ['Nova 11', 'Y90']],
  ['Motorola', ['Edge 40', 'Moto E13', 'Moto G84']],
  ['Samsung', ['Galaxy A15', 'Galaxy A54', 'Galaxy S23', 'Galaxy S24']],
  ['Xiaomi', ['Redmi 13C', 'Redmi Note 12', 'Xiaomi 13T']],
];

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

const named = (names: readonly string[]) => names.map((name, i) => ({ id: i + 1, name }));
const CITIES = COLOMBIA.flatMap(([, names], d) => names.map((name) => ({ name, departmentId: d + 1 })));

/**
 * The reference lists and settings: written by the migration ('017_point_of_sale'), so a store made before it
 * gets them too. Uses the migration's connection (camelCase columns).
 */
export async function writePointOfSaleReference(db: Kysely<Database>): Promise<void> {
  await db.insertInto('repairDepartments').values(COLOMBIA.map(([name], i) => ({ id: i + 1, name }))).execute();
  await db.insertInto('repairCities').values(CITIES.map((city, i) => ({ id: i + 1, ...city }))).execute();
  await db.insertInto('repairLineTypes').values(named(LINE_TYPES)).execute();
  await db.insertInto('repairFaultTypes').values(named(FAULT_TYPES)).execute();
  await db.insertInto('repairBrands').values(named(BRANDS_AND_MODELS.map(([brand]) => brand))).execute();
  const models = BRANDS_AND_MODELS.flatMap(([, names], b) => names.map((name) => ({ name, brandId: b + 1 })));
  await db.insertInto('repairModels').values(models.map((model, i) => ({ id: i + 1, ...model }))).execute();
  await db.insertInto('repairSettings').values(Object.entries(SETTINGS).map(([key, value]) => ({ key, value }))).execute();
  for (const table of ['repair_departments', 'repair_cities', 'repair_line_types', 'repair_fault_types', 'repair_brands', 'repair_models']) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}) + 1, false)`.execute(db);
  }
}

/**
 * The demo data over issue 16's seed: the users' points of sale, the IMEI warranty dates, the seeded clients on real
 * cities, the operator's client. From the seed on a fresh store; from the migration on a store seeded before it.
 */
export async function writePointOfSaleSeed(tx: Kysely<Database>): Promise<void> {
  await tx.insertInto('repairWorkshopUsers').values(WORKSHOP_USERS).execute();
  await tx.insertInto('repairImeiWarranties').values(IMEI_WARRANTIES).execute();
  // the seeded clients onto real cities (issue 16 drew department 1-5 and city 1-20 at random), then the operator
  await sql`update repair_clients c set id_city = ((c.id - 1) % ${CITIES.length}) + 1,
    id_department = (select department_id from repair_cities where id = ((c.id - 1) % ${CITIES.length}) + 1)`.execute(tx);
  const bogota = CITIES.findIndex((city) => city.name === 'Bogotá');
  await tx.insertInto('repairClients').values({ ...OPERATOR_CLIENT, idDepartment: CITIES[bogota].departmentId, idCity: bogota + 1 }).execute();
}
