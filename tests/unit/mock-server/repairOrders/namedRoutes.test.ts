// @vitest-environment node
// The dedicated repair order calls at their documented paths with their documented names: each runs its event of the
// machine (receivedRepairStore by the order's state, returnOrderState back to getPreState), technicians of the
// order's workshop, the state list, search by each field; iduser other than the session's user is refused (403).
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, login, post, withServerForFile, type ServerForFile } from '../helpers';

let server: ServerForFile['server'];
let admin: string;
withServerForFile((ready) => ({ server, admin } = ready));

const orderIn = async (state: string, extra = sql`true`) =>
  (await sql<{ id: number }>`select id from repair_orders where id_order_state = ${state} and ${extra} order by id limit 1`.execute(server.db)).rows[0].id;
const send = (path: string, body: object, lang = 'en') => post(server, `/api/${path}`, body, admin, { 'Accept-Language': lang });

describe('dedicated repair order calls', () => {
  it('receivedRepairStore: arrival 7 → 10, Confirma pago 3 → 10, Regresar a Reparacion 4 → 10; refused from 12', async () => {
    for (const [from, to] of [['7', '10'], ['3', '10'], ['4', '10']]) {
      const id = await orderIn(from);
      expect((await send('OrderWom/receivedRepairStore', { orderId: id })).body.data, `from ${from}`).toEqual({ id, state: to });
    }
    const done = await send('OrderWom/receivedRepairStore', { orderId: await orderIn('12') }, 'es');
    expect(done.status).toBe(409);
    expect(done.body.message).toContain('no se permite en el estado 12');
  });

  it('GetAllTechnicalsByOrder?id, AssignTech { orderId, idTechnical }, TransferGuide/Save { type, idOrder, nroGuide } saves the guide, UpdateStatusTraceability 8 then moves 1 → 8; type 2 and 9: 5 → 9', async () => {
    const id = await orderIn('1', sql`technician_id is null`);
    const techs = (await call(server, 'GET', `/api/Parametric/GetAllTechnicalsByOrder?id=${id}`, { token: admin })).body.data;
    expect(techs.length).toBe(2);
    const noTech = await send('TransferGuide/Save', { type: 1, idOrder: id, nroGuide: 'GU1' });
    expect(noTech.status).toBe(400);
    expect(Object.keys(noTech.body.errors)).toEqual(['idTechnical']);
    expect((await send('OrderWom/AssignTech', { orderId: id, idTechnical: techs[0].id })).body.data).toEqual({ id, state: '1' });
    expect(Object.keys((await send('TransferGuide/Save', { type: 1, idOrder: id, nroGuide: ' ' })).body.errors)).toEqual(['nroGuide']);
    expect((await send('TransferGuide/Save', { type: 1, idOrder: id, nroGuide: 'GU1' })).body.data).toEqual({ id, state: '1' });
    // saved again: the number is replaced; no stage is stamped for a guide's save
    expect((await send('TransferGuide/Save', { type: 1, idOrder: id, nroGuide: 'GU2' })).body.data).toEqual({ id, state: '1' });
    expect((await send('OrderWom/UpdateStatusTraceability', { orderId: id, status: 8 })).body.data).toEqual({ id, state: '8' });
    const stages = (await sql<{ state: string }>`select state from repair_order_stages where order_id = ${id} order by id`.execute(server.db)).rows.map((r) => r.state);
    expect(stages).toEqual(['1', '1', '8']);
    expect((await sql<{ g: string }>`select collection_guide as g from repair_orders where id = ${id}`.execute(server.db)).rows[0].g).toBe('GU2');
    const claim = await orderIn('5');
    const noGuide = await send('OrderWom/UpdateStatusTraceability', { orderId: claim, status: 9 }, 'es');
    expect(noGuide.body.errors).toEqual({ nroGuide: 'No se a ingresado el número de guía' });
    expect((await send('TransferGuide/Save', { type: 2, idOrder: claim, nroGuide: 'GD1' })).body.data).toEqual({ id: claim, state: '5' });
    expect((await send('OrderWom/UpdateStatusTraceability', { orderId: claim, status: 9 })).body.data).toEqual({ id: claim, state: '9' });
    // a collection guide is not saved for an order past state 1
    expect((await send('TransferGuide/Save', { type: 1, idOrder: claim, nroGuide: 'GU3' })).status).toBe(409);
    // the old names are gone
    expect((await send('RepairOrder/AssignTech', { orderId: id, idTechnical: techs[0].id })).status).toBe(404);
  });

  it('cancelOrder?idOrder&iduser and returnOrderState?idOrder&iduser (query, no body; back to getPreState?idOrder)', async () => {
    const id = await orderIn('4');
    const { userId } = await login(server);
    const pre = await call(server, 'GET', `/api/OrderWom/getPreState?idOrder=${id}`, { token: admin });
    expect(pre.body.data).toMatchObject({ id, state: '4', previousState: '10' });
    const someoneElse = await send(`OrderWom/returnOrderState?idOrder=${id}&iduser=${userId + 1}`, {}, 'es');
    expect(someoneElse.status).toBe(403);
    expect(someoneElse.body.message).toBe(`Solo puede actuar a su propio nombre: iduser debe ser su id de usuario (${userId}).`);
    expect((await send(`OrderWom/returnOrderState?idOrder=${id}&iduser=${userId}`, {})).body.data).toEqual({ id, state: '10' });
    expect((await send(`OrderWom/cancelOrder?idOrder=${id}`, {})).body.data).toEqual({ id, state: '13' });
    const again = await send(`OrderWom/cancelOrder?idOrder=${id}&iduser=${userId}`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('"cancelOrder" is not allowed in state 13');
  });

  it('statusToPay { orderId, price } needs a quote; SaveQualityControl approves 4 → 5; ConfirmDeliveryOrder?idOrder&description needs a proof file', async () => {
    const repair = await orderIn('2');
    expect(Object.keys((await send('OrderWom/statusToPay', { orderId: repair })).body.errors)).toEqual(['price']);
    expect((await send('OrderWom/statusToPay', { orderId: repair, price: 90000 })).body.data).toEqual({ id: repair, state: '3' });
    const qc = await orderIn('4');
    const checks = { conectivitiTest: 'true', Keyboard: 'true', mic: 'true', chargerTest: 'true', principalDisplay: 'true', radio: 'false', vibration: 'true', camera: 'true', headphone: 'true' };
    expect((await send('OrderWom/SaveQualityControl', { orderId: qc, ...checks, observations: 'ok' })).body.data).toEqual({ id: qc, state: '5' });
    const stored = (await sql<{ q: unknown }>`select quality_control as q from repair_orders where id = ${qc}`.execute(server.db)).rows[0].q;
    expect(typeof stored === 'string' ? JSON.parse(stored) : stored).toEqual({ ...checks, observations: 'ok' });
    const store = await orderIn('6', sql`not exists (select 1 from repair_order_files f where f.order_id = repair_orders.id and f.kind = 'ComprobanteEntrega')`);
    const noProof = await send(`OrderWom/ConfirmDeliveryOrder?idOrder=${store}&description=Entregado`, {}, 'es');
    expect(noProof.body.errors).toEqual({ proofFile: 'Se requiere el archivo de comprobante de entrega.' });
    await sql`insert into repair_order_files (order_id, kind, name, stored_name, type, size) values (${store}, 'ComprobanteEntrega', 'acta.pdf', 'acta-test.pdf', 'application/pdf', 10)`.execute(server.db);
    expect((await send(`OrderWom/ConfirmDeliveryOrder?idOrder=${store}&description=Entregado`, {})).body.data).toEqual({ id: store, state: '12' });
    const answer = (await sql<{ a: string; p: string }>`select answer_order as a, proof_file as p from repair_orders where id = ${store}`.execute(server.db)).rows[0];
    expect(answer).toEqual({ a: 'Entregado', p: 'acta.pdf' });
  });

  it('Parametric/GetStateOrderAll lists every state as value/text in the caller\'s language', async () => {
    const states = (await call(server, 'GET', '/api/Parametric/GetStateOrderAll', { token: admin, headers: { 'Accept-Language': 'es' } })).body.data;
    expect(states).toContainEqual({ value: '3', text: 'Pendiente de pago' });
    expect(states.map((s: { value: string }) => s.value)).toEqual(expect.arrayContaining(['1', '2', '4', '5', '6', '7', '8', '9', '10', '11', '12', '15']));
  });

  it('getOrderByFilterVc { type, param1, param2 } by IMEI, order number and client document; nothing found or empty: No se encontro resultado', async () => {
    const row = (await sql<{ id: number; imei: string; document: string }>`select o.id, o.imei, c.document from repair_orders o
      join repair_clients c on c.id = o.client_id order by o.id limit 1`.execute(server.db)).rows[0];
    for (const [field, value] of [['fr_Imei', row.imei], ['fr_NroOrden', String(row.id)], ['fr_DocCliente', row.document]]) {
      const found = await send('OrderWom/getOrderByFilterVc', { type: field, param1: value, param2: '' });
      expect(found.body.data.map((o: { orderId: number }) => o.orderId), field).toContain(row.id);
    }
    for (const value of ['', '000']) {
      const none = await send('OrderWom/getOrderByFilterVc', { type: 'fr_Imei', param1: value }, 'es');
      expect(none.status).toBe(404);
      expect(none.body.message).toBe('No se encontro resultado');
    }
  });
});
