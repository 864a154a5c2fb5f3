// @vitest-environment node
// Consult order (OrderWom/GetByReportByStatus, UpdateDataOrder in the query string, cancel and return through the
// machine), abandoned devices (45 days; marking one is OrderWom/UpdateStatusTraceability status 16), user management
// (UserManagement/*, User/getByFilter, getByIdsUser, SaveUser; idUserAdmin and iduser are the signed-in user's) and
// the log lines.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, login, post, withServerForFile, type ServerForFile } from '../helpers';

const enc = encodeURIComponent;

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
    const byId = await send('OrderWom/GetByReportByStatus', { type: 'fr_NroOrden', param1: String(order.id) });
    expect(byId.body.data.items).toEqual([expect.objectContaining({ id: order.id, deviceImei: order.imei, state: '2', previousState: '7' })]);
    const byImei = await send('OrderWom/GetByReportByStatus', { type: 'fr_Imei', param1: order.imei });
    expect(byImei.body.data.items.map((r: { id: number }) => r.id)).toContain(order.id);
    const document = byId.body.data.items[0].clientDocument;
    expect((await send('OrderWom/GetByReportByStatus', { type: 'fr_DocCliente', param1: document })).body.data.totalItemCount).toBeGreaterThan(0);
    for (const param1 of ['', '99999999']) {
      const none = await send('OrderWom/GetByReportByStatus', { type: 'fr_NroOrden', param1 });
      expect(none.status).toBe(404);
      expect(none.body.message).toBe('No se encontro resultado');
    }
  });

  it('edits an open order through the query string (Datos invalidos for a bad IMEI) and refuses a closed one', async () => {
    const me = (await login(server)).userId;
    const order = await orderIn('10');
    const update = (query: string, lang = 'es') => call(server, 'POST', `/api/OrderWom/UpdateDataOrder?${query}`, { token: admin, headers: { 'Accept-Language': lang } });
    const bad = await update(`Id=${order.id}&imei=12ab&diagnostic=x&observation=y&doa=false&iduser=${me}`);
    expect(bad.body).toMatchObject({ message: 'Datos invalidos', errors: { imei: 'Datos invalidos' } });
    const saved = await update(`Id=${order.id}&imei=351234567890123&diagnostic=${enc('Cambio de batería')}&observation=${enc('Sin golpes')}&doa=true&iduser=${me}`);
    expect(saved.body.data).toMatchObject({ deviceImei: '351234567890123', diagnosticComments: 'Cambio de batería', observation: 'Sin golpes', deviceDoa: true });
    // iduser is who acts: another user's id is refused; absent, the session's
    const other = await update(`Id=${order.id}&imei=351234567890123&iduser=${me + 1}`, 'en');
    expect(other.status).toBe(403);
    expect(other.body.errors).toEqual({ iduser: `You can only act as yourself: iduser must be your user id (${me}).` });
    expect((await update(`Id=${order.id}&imei=351234567890123&diagnostic=x&version=1`)).status).toBe(409);
    const closed = await orderIn('12');
    expect((await update(`Id=${closed.id}&imei=351234567890123`)).status).toBe(409);
  });

  it('returns an order to its previous state, then cancels it (OrderWom/*, query only); a closed one is refused by the machine', async () => {
    const order = await orderIn('4');
    const act = (path: string) => call(server, 'POST', `/api/OrderWom/${path}?idOrder=${order.id}`, { token: admin });
    expect((await get(`OrderWom/getPreState?idOrder=${order.id}`)).body.data.previousState).toBe('10');
    expect((await act('returnOrderState')).body.data).toEqual({ id: order.id, state: '10' });
    expect((await act('cancelOrder')).body.data).toEqual({ id: order.id, state: '13' });
    expect((await act('returnOrderState')).status).toBe(409);
  });
});

describe('abandoned devices', () => {
  it('pending: ready 45 days or more; status 16 sends it to the other tab; a recent one is refused', async () => {
    const before = (await get('Device/GetDeviceAbandoned')).body.data;
    expect(before.thresholdDays).toBe(45);
    expect(before.pending.length).toBeGreaterThan(0);
    expect(before.pending.every((d: { days: number }) => d.days >= 45)).toBe(true);
    const target = before.pending[0];
    const abandon = (orderId: number, lang = 'es', version?: number) => send('OrderWom/UpdateStatusTraceability', { orderId, status: 16, version }, lang);
    expect((await abandon(target.idOrder, 'es', target.version + 1)).status).toBe(409);
    expect((await abandon(target.idOrder, 'es', target.version)).body.data).toEqual({ id: target.idOrder, state: '16' });
    const after = (await get('Device/GetDeviceAbandoned')).body.data;
    expect(after.pending.map((d: { idOrder: number }) => d.idOrder)).not.toContain(target.idOrder);
    expect(after.abandoned.map((d: { idOrder: number }) => d.idOrder)).toContain(target.idOrder);
    const recent = await orderIn('11');
    await sql`update repair_orders set id_order_state = '6' where id = ${recent.id}`.execute(server.db);
    await sql`insert into repair_order_stages (order_id, state, previous_state, user_id, user_name) values (${recent.id}, '6', '11', 1, 'x')`.execute(server.db);
    const early = await abandon(recent.id, 'en');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(`The order ${recent.id} has been ready for 0 days: a device is abandoned after 45.`);
    expect((await abandon((await orderIn('2')).id)).status).toBe(409);
  });
});

describe('user management', () => {
  type Link = { id: number; idUser: number; state: number; workShop: string; totalRecords: number };
  const links = async (filter: object) => (await send('UserManagement/GetByFilter', { pageIndex: 1, pageSize: 10, ...filter })).body.data as { items: Link[]; totalItemCount: number };
  const usersOf = async (ids: number[]) => (await send('User/getByIdsUser', ids)).body.data as Array<{ id: number; name: string; email: string; document: string }>;

  it('UserManagement/GetByFilter: the links by type and state, 10 a page; User/getByIdsUser: the users of the links shown', async () => {
    const all = await links({ type: 'all', state: '' });
    expect(all.items.length).toBe(10);
    expect(all.items.every((l) => l.totalRecords === all.totalItemCount)).toBe(true);
    expect((await links({ type: 'all', state: '0' })).items.every((l) => l.state !== 1)).toBe(true);
    const users = await usersOf(all.items.map((l) => l.idUser));
    expect(users.map((u) => u.id)).toEqual(all.items.map((l) => l.idUser));
    const byEmail = await links({ type: 'email', param1: users[3].email.toUpperCase() });
    expect(byEmail.items.map((l) => l.id)).toEqual([all.items[3].id]);
    const byStore = await links({ type: 'store', param1: 'unicentro' });
    expect(byStore.items.every((l) => l.workShop === 'Tienda Unicentro')).toBe(true);
    expect((await links({ type: 'creationDate', param1: '2026-01-10', param2: '2026-01-11' })).totalItemCount).toBe(2);
  });

  it('a search by name, document or e-mail: User/getByFilter finds the users, UserManagement/GetByIdUser?idUser their links', async () => {
    const all = await links({ type: 'all', state: '' });
    const someone = (await usersOf([all.items[5].idUser]))[0];
    for (const [type, filterValue] of [['Doc', someone.document], ['Email', someone.email.toUpperCase()], ['Name', someone.name.toLowerCase()]]) {
      const found = (await send('User/getByFilter', { type, filterValue, databaseId: 5 })).body.data as Array<{ id: number }>;
      expect(found.map((u) => u.id)).toContain(someone.id);
    }
    const found = (await send('User/getByFilter', { type: 'Name', filterValue: someone.name.split(' ')[0], databaseId: 5 })).body.data as Array<{ id: number }>;
    const ids = found.map((u) => u.id).join(',');
    const byIds = (await call(server, 'POST', `/api/UserManagement/GetByIdUser?idUser=${ids}`, { token: admin, body: { type: 'all', state: '', pageIndex: 1, pageSize: 10 } })).body.data;
    expect(byIds.items.map((l: Link) => l.idUser)).toContain(someone.id);
    expect(byIds.items.every((l: Link) => found.some((u) => u.id === l.idUser))).toBe(true);
    const bad = await call(server, 'POST', '/api/UserManagement/GetByIdUser?idUser=a,b', { token: admin, body: {} });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['idUser']);
    expect((await send('User/getByFilter', { type: 'Name', filterValue: 'zzzz-nadie', databaseId: 5 })).body.data).toEqual([]);
  });

  it('User/SaveUser?databaseId creates the user, UserManagement/Save links it (idUserAdmin: the session user); it signs in; disabled, it cannot', async () => {
    const me = (await login(server)).userId;
    const roles = (await send('Role/List', { pageIndex: 1, pageSize: 100, dataBaseId: 5 })).body.data.items as Array<{ id: number; name: string }>;
    const email = 'laura.tecnica@grupoandino.co';
    const user = { id: 0, name: 'Laura Técnica', idRol: roles[0].id, document: '52123456', email, login: email, password: 'Clave#2026x', changePassword: 0 };
    const saveUser = (body: object, lang = 'es') => call(server, 'POST', '/api/User/SaveUser?databaseId=5', { token: admin, body, headers: { 'Accept-Language': lang } });
    expect(Object.keys((await saveUser({ ...user, password: 'clave' })).body.errors)).toEqual(['password']);
    const created = await saveUser(user);
    expect(created.body).toMatchObject({ message: 'Usuario creado exitosamente', data: { id: expect.any(Number) } });
    const userId = created.body.data.id;
    expect((await saveUser({ ...user, document: '1' })).status).toBe(409);
    expect((await usersOf([userId]))[0]).toMatchObject({ login: email, idRol: roles[0].id, rol: roles[0].name, changePassword: 0, status: true, version: 1 });

    const link = (idUserAdmin: number | undefined, idWorkShop = 3) => send('UserManagement/Save', { operationCrudType: 1, idUserAdmin, entity: { idUser: userId, idWorkShop, state: 1 } }, 'en');
    const other = await link(me + 1);
    expect(other.status).toBe(403);
    expect(other.body.errors).toEqual({ idUserAdmin: `You can only act as yourself: idUserAdmin must be your user id (${me}).` });
    const linked = await send('UserManagement/Save', { operationCrudType: 1, idUserAdmin: me, entity: { idUser: userId, idWorkShop: 3, state: 1 } });
    expect(linked.body.message).toBe('Usuario creado correctamente');
    expect((await link(undefined, 4)).status).toBe(409);

    // an edit: the role replaced, the password kept (empty); a stale version refused
    const edited = await saveUser({ ...user, id: userId, version: 1, name: 'Laura T. Ruiz', idRol: roles[1].id, password: '', changePassword: 1 });
    expect(edited.body.message).toBe('Usuario actualizado correctamente');
    expect((await saveUser({ ...user, id: userId, version: 1, password: '' })).status).toBe(409);
    expect((await usersOf([userId]))[0]).toMatchObject({ name: 'Laura T. Ruiz', idRol: roles[1].id, changePassword: 1, version: 2 });
    await login(server, email, 'Clave#2026x');

    const disabled = await call(server, 'POST', `/api/UserManagement/disableUser?idUser=${userId}`, { token: admin, headers: { 'Accept-Language': 'es' } });
    expect(disabled.body.message).toBe('Usuario deshabilitado correctamente');
    const refused = await post(server, '/api/Auth/Login', { login: email, password: 'Clave#2026x' });
    expect(refused.status).toBe(403);
    const deleted = await send('UserManagement/Save', { operationCrudType: 3, idUserAdmin: me, entity: { id: linked.body.data.id, idUser: userId } });
    expect(deleted.body.message).toBe('Usuario eliminado correctamente');
  });

  it("User/SaveUser editing a user of another database adds the back office's and keeps the user's other roles", async () => {
    const outsider = (await sql<{ id: number }>`select u.id from users u where not exists (select 1 from user_databases d where d.user_id = u.id and d.database_id = 5)
      and (select count(*) from user_roles r where r.user_id = u.id) = 2 order by u.id limit 1`.execute(server.db)).rows[0];
    const before = (await get(`User/Get?id=${outsider.id}`)).body.data.row[0];
    const role = (await send('Role/List', { pageIndex: 1, pageSize: 100, dataBaseId: 5 })).body.data.items[0];
    const saved = await call(server, 'POST', '/api/User/SaveUser?databaseId=5', {
      token: admin, body: { id: outsider.id, version: before.version, name: before.name, idRol: role.id, document: before.document || '1', email: before.email, password: '' },
    });
    expect(saved.status).toBe(200);
    const after = (await get(`User/Get?id=${outsider.id}`)).body.data.row[0];
    expect(after.roles).toEqual([role.id, before.roles[1]]);
    expect(after.databases).toEqual([...before.databases, 5]);
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
