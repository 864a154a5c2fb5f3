// The repair back office's seed (issue 18): the stores' addresses, 40 loan phones (five lent to open orders of
// line type 2), the users' links to stores, and a few log lines. Deterministic; runs after the repair-order seed.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import { createRng } from '../../core/random';
import { BRANDS_AND_MODELS } from '../repairOrders/pointOfSale/seed';

/** The stores' places: cities of the point of sale's parametric tables (migration 014), found by name. */
const STORE_PLACES = [
  { id: 1, address: 'Calle 80 # 24-15', city: 'Bogotá' },
  { id: 2, address: 'Carrera 65 # 48-20', city: 'Medellín' },
  { id: 3, address: 'Calle 82 # 11-37 Local 210', city: 'Bogotá' },
  { id: 4, address: 'Carrera 15 # 124-30 Local 1-45', city: 'Bogotá' },
  { id: 5, address: 'Calle 5 # 38-25 Local 120', city: 'Cali' },
];
/** The point of sale's model ids (migration 014 numbers them in this order). */
const MODEL_IDS = new Map(BRANDS_AND_MODELS.flatMap(({ brand, models }) => models.map((model) => `${brand}/${model}`)).map((key, i) => [key, i + 1]));
const LOANS = 40;
const LENT = 5;

const digits = (rng: ReturnType<typeof createRng>, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');

export async function seedRepairBackOffice(tx: Kysely<Database>): Promise<void> {
  const rng = createRng(18);
  for (const place of STORE_PLACES) {
    await sql`update repair_workshops w set address = ${place.address}, id_department = c.department_id, id_city = c.id
      from (select id, department_id from repair_cities where name = ${place.city} order by id limit 1) c where w.id = ${place.id}`.execute(tx);
  }
  const loans = Array.from({ length: LOANS }, (_, i) => {
    const { brand, models } = BRANDS_AND_MODELS[i % BRANDS_AND_MODELS.length];
    const model = models[rng.int(0, models.length - 1)];
    return {
      id: i + 1, brand, idModel: MODEL_IDS.get(`${brand}/${model}`)!, model, description: `Equipo de préstamo ${String(i + 1).padStart(2, '0')}`,
      imei: `86${digits(rng, 13)}`, available: i % 7 !== 6, workshopId: (i % 5) + 1,
    };
  });
  await tx.insertInto('loanDevices').values(loans).execute();
  // the first LENT open repairs of line type 2 hold phones 1..LENT
  const open = await sql<{ id: number }>`select id from repair_orders where id_line_type = 2 and id_order_state in ('2', '10', '4')
    order by id limit ${LENT}`.execute(tx);
  for (const [i, order] of open.rows.entries()) {
    await sql`update repair_orders set loan_device_id = ${loans[i].id}, imei_loan_device = ${loans[i].imei} where id = ${order.id}`.execute(tx);
  }
  // every other seeded user works in a store (the first ones: the demo accounts, in store 1)
  const users = await tx.selectFrom('users').select('id').orderBy('id').limit(60).execute();
  const links = users.filter((_, i) => i < 3 || i % 2 === 0).map((u, i) => ({
    userId: u.id, workshopId: i < 3 ? 1 : (i % 5) + 1, state: i % 9 === 8 ? 2 : 1,
    createdAt: new Date(Date.UTC(2026, 0, 10) + i * 86_400_000).toISOString(),
    updatedAt: new Date(Date.UTC(2026, 2, 1) + i * 86_400_000).toISOString(),
  }));
  await tx.insertInto('repairUserWorkshops').values(links).execute();
  const logs = Array.from({ length: 12 }, (_, i) => {
    const failed = i % 3 === 0;
    return {
      at: new Date(Date.UTC(2026, 9, 1 + i * 2, 14, 5 * i)).toISOString(),
      message: failed ? 'La orden de reparación 31 no se permite en este estado.' : `WorkShop/update: tienda ${(i % 5) + 1} actualizada`,
      statusCode: failed ? 409 : 200,
      stack: failed ? 'POST /api/OrderWom/cancelOrder?idOrder=31&iduser=1\n{"event":"transition.notAllowed"}' : `POST /api/WorkShop/update`,
      isSuccess: !failed,
    };
  });
  await tx.insertInto('backOfficeLogs').values(logs).execute();
  for (const table of ['loan_devices', 'repair_user_workshops', 'back_office_logs']) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(tx);
  }
}
