// @vitest-environment node
// Consult order (search, edit with the IMEI pattern, cancel and return through the machine), abandoned devices
// (45 days; marking one is status 16), user management (filters, link, disable ends sign-ins) and the log lines.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, login, post, withServerForFile, type ServerForFile } from '../helpers';

let server: ServerForFile['server'];
let admin: string;
withServerForFile((ready) => ({ server, admin } = ready));

const send = (path: string, body: object = {}, lang = 'es') => post(server, `/api/${path}`, body, admin, { 'Accept-Language': lang });
const get = (path: string) => call(server, 'GET', `/api/${path}`, { token: admin });
const orderIn = async (state: string) =>
  (await sql<{ id: number; imei: string }>`select id, imei from repair_orders where id_order_state = ${state} order by id limit 1`.execute(server.db)).rows[0];

describe('consult order', () => {
  it('finds by order number, IMEI and client document; empty or nothing: No se encontro resultado', async () => {
    const order = await orderIn('2');
    const byId = await send('RepairOrder/GetByReportByStatus', { type: 'fr_NroOrden', param1: String(order.id) });
    expect(byId.body.data.items).toEqual([expect.objectContaining({ id: order.id, deviceImei: order.imei, state: '2', previousState: '7' })]);
    const byImei = await send('RepairOrder/GetByReportByStatus', { type: 'fr_Imei', param1: order.imei });
    expect(byImei.body.data.items.map((r: { id: number }) => r.id)).toContain(order.id);
    const document = byId.body.data.items[0].clientDocument;
    expect((await send('RepairOrder/GetByReportByStatus', { type: 'fr_DocCliente', param1: document })).body.data.totalItemCount).toBeGreaterThan(0);
    for (const param1 of ['', '99999999']) {
      const none = await send('RepairOrder/GetByReportByStatus', { type: 'fr_NroOrden', param1 });
      expect(none.status).toBe(404);
      expect(none.body.message).toBe('No se encontro resultado');
    }
  });

  it('edits an open order (Datos invalidos for a bad IMEI) and refuses a closed one', async () => {
    const order = await orderIn('10');
    const bad = await send('RepairOrder/UpdateDataOrder', { id: order.id, imei: '12ab', diagnostic: 'x', observation: 'y', doa: false });
    expect(bad.body).toMatchObject({ message: 'Datos invalidos', errors: { imei: 'Datos invalidos' } });
    const saved = await send('RepairOrder/UpdateDataOrder', { id: order.id, imei: '351234567890123', diagnostic: 'Cambio de batería', observation: 'Sin golpes', doa: true });
    expect(saved.body.data).toMatchObject({ deviceImei: '351234567890123', diagnosticComments: 'Cambio de batería', observation: 'Sin golpes', deviceDoa: true });
    const closed = await orderIn('12');
    expect((await send('RepairOrder/UpdateDataOrder', { id: closed.id, imei: '351234567890123' })).status).toBe(409);
  });

  it('returns an order to its previous state, then cancels it; a closed one is refused by the machine', async () => {
    const order = await orderIn('4');
    expect((await get(`RepairOrder/getPreState?id=${order.id}`)).body.data.previousState).toBe('2');
    expect((await send('RepairOrder/returnOrderState', { id: order.id })).body.data).toEqual({ id: order.id, state: '2' });
    expect((await send('RepairOrder/cancelOrder', { id: order.id })).body.data).toEqual({ id: order.id, state: '13' });
    expect((await send('RepairOrder/returnOrderState', { id: order.id })).status).toBe(409);
  });
});

describe('abandoned devices', () => {
  it('pending: ready 45 days or more; marking one sends it to 16 and to the other tab; a recent one is refused', async () => {
    const before = (await get('Device/GetDeviceAbandoned')).body.data;
    expect(before.thresholdDays).toBe(45);
    expect(before.pending.length).toBeGreaterThan(0);
    expect(before.pending.every((d: { days: number }) => d.days >= 45)).toBe(true);
    const target = before.pending[0];
    expect((await send('Device/MarkAbandoned', { orderId: target.idOrder })).body.data).toEqual({ id: target.idOrder, state: '16' });
    const after = (await get('Device/GetDeviceAbandoned')).body.data;
    expect(after.pending.map((d: { idOrder: number }) => d.idOrder)).not.toContain(target.idOrder);
    expect(after.abandoned.map((d: { idOrder: number }) => d.idOrder)).toContain(target.idOrder);
    const recent = await orderIn('11');
    await sql`update repair_orders set id_order_state = '6' where id = ${recent.id}`.execute(server.db);
    await sql`insert into repair_order_stages (order_id, state, previous_state, user_id, user_name) values (${recent.id}, '6', '11', 1, 'x')`.execute(server.db);
    const early = await send('Device/MarkAbandoned', { orderId: recent.id }, 'en');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(`The order ${recent.id} has been ready for 0 days: a device is abandoned after 45.`);
    expect((await send('Device/MarkAbandoned', { orderId: (await orderIn('2')).id })).status).toBe(409);
  });
});

describe('user management', () => {
  it('filters by type and state, 10 a page', async () => {
    const all = (await send('UserManagement/GetByFilter', { type: 'all', state: '', pageIndex: 1, pageSize: 10 })).body.data;
    expect(all.items.length).toBe(10);
    const inactive = (await send('UserManagement/GetByFilter', { type: 'all', state: '0', pageIndex: 1, pageSize: 10 })).body.data;
    expect(inactive.items.every((u: { state: number }) => u.state !== 1)).toBe(true);
    const someone = all.items[3];
    const byEmail = (await send('UserManagement/GetByFilter', { type: 'email', param1: someone.email.toUpperCase(), pageIndex: 1, pageSize: 10 })).body.data;
    expect(byEmail.items.map((u: { id: number }) => u.id)).toEqual([someone.id]);
    const byStore = (await send('UserManagement/GetByFilter', { type: 'store', param1: 'unicentro', pageIndex: 1, pageSize: 10 })).body.data;
    expect(byStore.items.every((u: { workShop: string }) => u.workShop === 'Tienda Unicentro')).toBe(true);
    const byDate = (await send('UserManagement/GetByFilter', { type: 'creationDate', param1: '2026-01-10', param2: '2026-01-11', pageIndex: 1, pageSize: 10 })).body.data;
    expect(byDate.totalItemCount).toBe(2);
  });

  it('a user created through User/Save and linked signs in; disabled, it cannot', async () => {
    const roles = (await send('Role/List', { pageIndex: 1, pageSize: 100, dataBaseId: 5 })).body.data.items;
    const userId = (await send('User/Save', {
      name: 'Laura Técnica', login: 'laura.tecnica@grupoandino.co', email: 'laura.tecnica@grupoandino.co', document: '52123456',
      status: true, changePassword: 'False', password: 'Clave#2026x', passwordConfirm: 'Clave#2026x', roles: [roles[0].id], dataBaseId: 5,
    })).body.data;
    const linked = await send('UserManagement/Save', { operationCrudType: 1, entity: { idUser: userId, idWorkShop: 3, state: 1 } });
    expect(linked.body.message).toBe('Usuario creado correctamente');
    expect((await send('UserManagement/Save', { operationCrudType: 1, entity: { idUser: userId, idWorkShop: 4, state: 1 } })).status).toBe(409);
    await login(server, 'laura.tecnica@grupoandino.co', 'Clave#2026x');
    const disabled = await call(server, 'POST', `/api/UserManagement/disableUser?idUser=${userId}`, { token: admin, headers: { 'Accept-Language': 'es' } });
    expect(disabled.body.message).toBe('Usuario deshabilitado correctamente');
    const refused = await post(server, '/api/Auth/Login', { login: 'laura.tecnica@grupoandino.co', password: 'Clave#2026x' });
    expect(refused.status).toBe(403);
    const deleted = await send('UserManagement/Save', { operationCrudType: 3, entity: { id: linked.body.data.id, idUser: userId } });
    expect(deleted.body.message).toBe('Usuario eliminado correctamente');
  });
});

describe('logs', () => {
  it('a failed request and a back-office write each leave a line, read by date range 5 a page', async () => {
    await send('WorkShop/save', {});
    await send('WorkShop/save', { name: 'Tienda Log', address: 'Calle 1', idDepartment: 1, idCity: 1 });
    const today = new Date().toISOString().slice(0, 10);
    let lines: Array<{ message: string; statusCode: number; isSuccess: boolean; stack: string }> = [];
    for (let i = 0; i < 50 && lines.length < 2; i++) {
      lines = (await send('Log/GetByFilter', { start: today, end: today, pageIndex: 1, pageSize: 5 })).body.data.items;
      if (lines.length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(lines.find((l) => l.statusCode === 400)).toMatchObject({ isSuccess: false, stack: expect.stringContaining('POST /api/WorkShop/save → 400') });
    expect(lines.find((l) => l.statusCode === 200)).toMatchObject({ isSuccess: true, message: 'Tienda creada correctamente.' });
    const october = (await send('Log/GetByFilter', { start: '2026-10-01', end: '2026-10-31', pageIndex: 1, pageSize: 5 })).body.data;
    expect(october.items.length).toBe(5);
    expect(october.totalItemCount).toBe(12);
  });
});
