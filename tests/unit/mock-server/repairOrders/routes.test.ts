// @vitest-environment node
// The repair order calls over HTTP at their documented paths (OrderWom/*): a session is required, input is validated
// per field, refusals name the order's state and the action in the caller's language, GetCountByOrders counts the
// seeded orders of the states it is given.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, login, post, withServerForFile, type ServerForFile } from '../helpers';

let server: ServerForFile['server'];
let admin: string;
withServerForFile((ready) => ({ server, admin } = ready));

const orderIn = async (state: string) =>
  (await sql<{ id: number }>`select id from repair_orders where id_order_state = ${state} and technician_id is not null order by id limit 1`.execute(server.db)).rows[0].id;
const countIn = async (states: string[]) =>
  (await sql<{ n: number }>`select count(*)::int as n from repair_orders where id_order_state in (${sql.join(states)})`.execute(server.db)).rows[0].n;

describe('repair order endpoints', () => {
  it('need a session', async () => {
    expect((await call(server, 'GET', '/api/OrderWom/GetCountByOrders?Orders=1')).status).toBe(401);
    expect((await post(server, '/api/OrderWom/UpdateStatusTraceability', { orderId: 1, status: 7 })).status).toBe(401);
  });

  it('GetCountByOrders?Orders={ids}: data is the count of the orders in those states (each logistics tile asks once)', async () => {
    const count = async (orders: string) => (await call(server, 'GET', `/api/OrderWom/GetCountByOrders?Orders=${orders}`, { token: admin })).body.data;
    for (const states of [['1', '8', '7'], ['2', '10'], ['4'], ['3'], ['5', '9']]) expect(await count(states.join(',')), states.join(',')).toBe(await countIn(states));
    expect(await count('1,8,7')).toBeGreaterThan(0);
    expect((await call(server, 'GET', '/api/OrderWom/GetCountByOrders?Orders=1;2', { token: admin })).status).toBe(400);
    // the old path is gone
    expect((await call(server, 'GET', '/api/RepairOrder/GetCountByOrders', { token: admin })).status).toBe(404);
  });

  it('UpdateStatusTraceability 8 with an empty guide answers the spec text; with one it moves the order to 8', async () => {
    const id = await orderIn('1');
    const empty = await post(server, '/api/OrderWom/UpdateStatusTraceability', { orderId: id, status: 8, nroGuide: '' }, admin, { 'Accept-Language': 'es' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ nroGuide: 'No se a ingresado el número de guía' });
    const saved = await post(server, '/api/OrderWom/UpdateStatusTraceability', { orderId: id, status: 8, nroGuide: 'GU555' }, admin);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ id, state: '8' });
    const pre = await call(server, 'GET', `/api/OrderWom/getPreState?idOrder=${id}`, { token: admin });
    expect(pre.body.data).toEqual({ id, state: '8', previousState: '1' });
  });

  it('refuses a status its state does not allow, naming the state and the action, and an unknown status per field', async () => {
    const id = await orderIn('4');
    const refused = await post(server, '/api/OrderWom/UpdateStatusTraceability', { orderId: id, status: 11 }, admin, { 'Accept-Language': 'es' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('La acción "shippedToPoint" no se permite en el estado 4 (solo desde: 9).');
    const bad = await post(server, '/api/OrderWom/UpdateStatusTraceability', { orderId: id, status: 3 }, admin);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['status']);
  });

  it('UpdateStatusTraceability 16 abandons a device ready in store for 45 days, not before (the back office\'s abandoned devices)', async () => {
    const ready = async (days: number) => {
      const id = await orderIn('6');
      await sql`update repair_order_stages set at = now() - make_interval(days => ${days}) where order_id = ${id} and state = '6'`.execute(server.db);
      await sql`update repair_orders set creation_date = now() - make_interval(days => ${days + 30}) where id = ${id}`.execute(server.db);
      return id;
    };
    const early = await ready(10);
    const refused = await post(server, '/api/OrderWom/UpdateStatusTraceability', { orderId: early, status: 16 }, admin, { 'Accept-Language': 'es' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/lleva 1\d días lista: un equipo se da por abandonado después de 45/);
    const late = await ready(60);
    expect((await post(server, '/api/OrderWom/UpdateStatusTraceability', { orderId: late, status: 16 }, admin)).body.data).toEqual({ id: late, state: '16' });
  });

  it('SaveDiagnostic { orderId, tech, finalState, comments... } sends the order to 4, or finishes it (12) for final state 4', async () => {
    const a = await orderIn('2');
    const toQuality = await post(server, '/api/OrderWom/SaveDiagnostic', { orderId: a, finalState: 1, comments: 'Pantalla', doa: 'rejected', newImei: '', loanPhone: '' }, admin);
    expect(toQuality.body.data).toEqual({ id: a, state: '4' });
    const b = await orderIn('10');
    const { userId } = await login(server);
    const finished = await post(server, '/api/OrderWom/SaveDiagnostic', { orderId: b, tech: userId, finalState: 4, comments: 'Sin falla' }, admin);
    expect(finished.body.data).toEqual({ id: b, state: '12' });
    // who acts is the session's user: another tech id is refused
    const other = await post(server, '/api/OrderWom/SaveDiagnostic', { orderId: await orderIn('10'), tech: userId + 1000, finalState: 1, comments: 'x' }, admin, { 'Accept-Language': 'es' });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(`Solo puede actuar a su propio nombre: tech debe ser su id de usuario (${userId}).`);
  });

  it('GetOrderByState?states={ids} pages 10 orders of those states with their TAT (pagination body)', async () => {
    const list = await post(server, '/api/OrderWom/GetOrderByState?states=1,8', { pageIndex: 1, pageSize: 10, pageTotals: 0 }, admin);
    expect(list.status).toBe(200);
    expect(list.body.data.items).toHaveLength(10);
    expect(list.body.data.totalItemCount).toBe(await countIn(['1', '8']));
    expect(list.body.data.items.every((o: { idOrderState: string; tat: number }) => ['1', '8'].includes(o.idOrderState) && o.tat >= 0)).toBe(true);
  });

  it("GetOrderByState's search takes %, _ and \\ as they are, not as LIKE's wildcards", async () => {
    const total = async (search: string) => (await post(server, '/api/OrderWom/GetOrderByState?states=', { pageIndex: 1, pageSize: 10, search }, admin)).body.data.totalItemCount;
    const { imei } = (await sql<{ imei: string }>`select imei from repair_orders order by id limit 1`.execute(server.db)).rows[0];
    expect(await total(imei.slice(0, 6))).toBeGreaterThan(0);
    // no order holds these characters: as wildcards, % and _ matched every order and '35%' every IMEI with 35 in it
    for (const search of ['%', '_', `${imei.slice(0, 2)}%`, '\\']) expect(await total(search), search).toBe(0);
  });
});
