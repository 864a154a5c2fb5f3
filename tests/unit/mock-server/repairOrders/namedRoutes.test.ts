// @vitest-environment node
// The dedicated repair order calls: each runs its event of the machine (receivedRepairStore by the order's state,
// returnOrderState back to getPreState), technicians of the order's workshop, search by each field.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, post, withServerForFile, type ServerForFile } from '../helpers';

let server: ServerForFile['server'];
let admin: string;
withServerForFile((ready) => ({ server, admin } = ready));

const orderIn = async (state: string, extra = sql`true`) =>
  (await sql<{ id: number }>`select id from repair_orders where id_order_state = ${state} and ${extra} order by id limit 1`.execute(server.db)).rows[0].id;
const send = (path: string, body: object, lang = 'en') => post(server, `/api/${path}`, body, admin, { 'Accept-Language': lang });

describe('dedicated repair order calls', () => {
  it('receivedRepairStore: arrival 7 → 2, Confirma pago 3 → 10, Regresar a Reparacion 4 → 10; refused from 12', async () => {
    for (const [from, to] of [['7', '2'], ['3', '10'], ['4', '10']]) {
      const id = await orderIn(from);
      expect((await send('RepairOrder/receivedRepairStore', { id })).body.data, `from ${from}`).toEqual({ id, state: to });
    }
    const done = await send('RepairOrder/receivedRepairStore', { id: await orderIn('12') }, 'es');
    expect(done.status).toBe(409);
    expect(done.body.message).toContain('no se permite en el estado 12');
  });

  it('AssignTech then TransferGuide/Save type 1 moves 1 → 8; type 2 moves 5 → 9', async () => {
    const id = await orderIn('1', sql`technician_id is null`);
    const techs = (await call(server, 'GET', `/api/RepairOrder/GetAllTechnicalsByOrder?id=${id}`, { token: admin })).body.data;
    expect(techs.length).toBe(2);
    expect((await send('TransferGuide/Save', { id, type: 1, guideNumber: 'GU1' })).status).toBe(400);
    expect((await send('RepairOrder/AssignTech', { id, technicianId: techs[0].id })).body.data).toEqual({ id, state: '1' });
    expect((await send('TransferGuide/Save', { id, type: 1, guideNumber: 'GU1' })).body.data).toEqual({ id, state: '8' });
    const claim = await orderIn('5');
    expect((await send('TransferGuide/Save', { id: claim, type: 2, guideNumber: 'GD1' })).body.data).toEqual({ id: claim, state: '9' });
  });

  it('cancelOrder and returnOrderState (back to getPreState)', async () => {
    const id = await orderIn('4');
    expect((await send('RepairOrder/returnOrderState', { id })).body.data).toEqual({ id, state: '2' });
    expect((await send('RepairOrder/cancelOrder', { id })).body.data).toEqual({ id, state: '13' });
    const again = await send('RepairOrder/cancelOrder', { id });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('"cancelOrder" is not allowed in state 13');
  });

  it('statusToPay needs a quote; SaveQualityControl approves 4 → 5; ConfirmDeliveryOrder needs a proof file', async () => {
    const repair = await orderIn('2');
    expect(Object.keys((await send('RepairOrder/statusToPay', { id: repair })).body.errors)).toEqual(['price']);
    expect((await send('RepairOrder/statusToPay', { id: repair, price: 90000 })).body.data).toEqual({ id: repair, state: '3' });
    const qc = await orderIn('4');
    expect((await send('RepairOrder/SaveQualityControl', { id: qc, quality: { camera: true } })).body.data).toEqual({ id: qc, state: '5' });
    const store = await orderIn('6');
    const noProof = await send('RepairOrder/ConfirmDeliveryOrder', { id: store }, 'es');
    expect(noProof.body.errors).toEqual({ proofFile: 'Se requiere el archivo de comprobante de entrega.' });
    expect((await send('RepairOrder/ConfirmDeliveryOrder', { id: store, proofFile: 'p.pdf' })).body.data).toEqual({ id: store, state: '12' });
  });

  it('Search by IMEI, order number and client document; nothing found or empty: No se encontro resultado', async () => {
    const row = (await sql<{ id: number; imei: string; document: string }>`select o.id, o.imei, c.document from repair_orders o
      join repair_clients c on c.id = o.client_id order by o.id limit 1`.execute(server.db)).rows[0];
    for (const [field, value] of [['fr_Imei', row.imei], ['fr_NroOrden', String(row.id)], ['fr_DocCliente', row.document]]) {
      const found = await send('RepairOrder/Search', { field, value });
      expect(found.body.data.map((o: { orderId: number }) => o.orderId), field).toContain(row.id);
    }
    for (const value of ['', '000']) {
      const none = await send('RepairOrder/Search', { field: 'fr_Imei', value }, 'es');
      expect(none.status).toBe(404);
      expect(none.body.message).toBe('No se encontro resultado');
    }
  });
});
