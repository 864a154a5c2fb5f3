// @vitest-environment node
// The repair order endpoints over HTTP: a session is required, input is validated per field, refusals name the
// order's state and the action in the caller's language, the tiles count the seeded orders by their states.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, post, withServerForFile, type ServerForFile } from '../helpers';

let server: ServerForFile['server'];
let admin: string;
withServerForFile((ready) => ({ server, admin } = ready));

const orderIn = async (state: string) =>
  (await sql<{ id: number }>`select id from repair_orders where id_order_state = ${state} and technician_id is not null order by id limit 1`.execute(server.db)).rows[0].id;
const countIn = async (states: string[]) =>
  (await sql<{ n: number }>`select count(*)::int as n from repair_orders where id_order_state in (${sql.join(states)})`.execute(server.db)).rows[0].n;

describe('repair order endpoints', () => {
  it('need a session', async () => {
    expect((await call(server, 'GET', '/api/RepairOrder/GetCountByOrders')).status).toBe(401);
    expect((await post(server, '/api/RepairOrder/UpdateStatusTraceability', { id: 1, status: 7 })).status).toBe(401);
  });

  it('GetCountByOrders counts each tile over its states', async () => {
    const counts = (await call(server, 'GET', '/api/RepairOrder/GetCountByOrders', { token: admin })).body.data;
    expect(counts).toEqual({
      pendingCollection: await countIn(['1', '8', '7']), inWorkshops: await countIn(['2', '10']), qualityControl: await countIn(['4']),
      pendingPayment: await countIn(['3']), pendingClaim: await countIn(['5', '9']),
    });
    expect(counts.pendingCollection).toBeGreaterThan(0);
  });

  it('UpdateStatusTraceability 8 with an empty guide answers the spec text; with one it moves the order to 8', async () => {
    const id = await orderIn('1');
    const empty = await post(server, '/api/RepairOrder/UpdateStatusTraceability', { id, status: 8, guideNumber: '' }, admin, { 'Accept-Language': 'es' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ guideNumber: 'No se a ingresado el número de guía' });
    const saved = await post(server, '/api/RepairOrder/UpdateStatusTraceability', { id, status: 8, guideNumber: 'GU555' }, admin);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ id, state: '8' });
    const pre = await call(server, 'GET', `/api/RepairOrder/getPreState?id=${id}`, { token: admin });
    expect(pre.body.data).toEqual({ id, state: '8', previousState: '1' });
  });

  it('refuses a status its state does not allow, naming the state and the action, and an unknown status per field', async () => {
    const id = await orderIn('4');
    const refused = await post(server, '/api/RepairOrder/UpdateStatusTraceability', { id, status: 11 }, admin, { 'Accept-Language': 'es' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('La acción "shippedToPoint" no se permite en el estado 4 (solo desde: 9).');
    const bad = await post(server, '/api/RepairOrder/UpdateStatusTraceability', { id, status: 3 }, admin);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['status']);
  });

  it('SaveDiagnostic sends the order to 4, or finishes it (12) for final state 4', async () => {
    const a = await orderIn('2');
    const toQuality = await post(server, '/api/RepairOrder/SaveDiagnostic', { id: a, diagnostic: { finalState: 1, comments: 'Pantalla' } }, admin);
    expect(toQuality.body.data).toEqual({ id: a, state: '4' });
    const b = await orderIn('10');
    const finished = await post(server, '/api/RepairOrder/SaveDiagnostic', { id: b, diagnostic: { finalState: 4, comments: 'Sin falla' } }, admin);
    expect(finished.body.data).toEqual({ id: b, state: '12' });
  });

  it('List pages 10 orders of the asked states with their TAT', async () => {
    const list = await post(server, '/api/RepairOrder/List', { pageIndex: 1, pageSize: 10, states: ['1', '8'] }, admin);
    expect(list.status).toBe(200);
    expect(list.body.data.items).toHaveLength(10);
    expect(list.body.data.totalItemCount).toBe(await countIn(['1', '8']));
    expect(list.body.data.items.every((o: { idOrderState: string; tat: number }) => ['1', '8'].includes(o.idOrderState) && o.tat >= 0)).toBe(true);
  });

  it("List's search takes %, _ and \\ as they are, not as LIKE's wildcards", async () => {
    const total = async (search: string) => (await post(server, '/api/RepairOrder/List', { pageIndex: 1, pageSize: 10, search }, admin)).body.data.totalItemCount;
    const { imei } = (await sql<{ imei: string }>`select imei from repair_orders order by id limit 1`.execute(server.db)).rows[0];
    expect(await total(imei.slice(0, 6))).toBeGreaterThan(0);
    // no order holds these characters: as wildcards, % and _ matched every order and '35%' every IMEI with 35 in it
    for (const search of ['%', '_', `${imei.slice(0, 2)}%`, '\\']) expect(await total(search), search).toBe(0);
  });
});
