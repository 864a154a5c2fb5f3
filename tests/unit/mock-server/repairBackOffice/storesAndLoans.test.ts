// @vitest-environment node
// Stores and loan phones over HTTP (spec 04 §5, §7, §8): required fields named, department → city, close/reopen,
// the IMEI pattern ('Datos incorretos'), lending to an order (OrderWom/loanDevice), and a lent phone refused for
// deletion or a second loan; the calls that name who asks (idUser, tech) refuse another user's id.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, login, post, withServerForFile, type ServerForFile } from '../helpers';

let server: ServerForFile['server'];
let admin: string;
withServerForFile((ready) => ({ server, admin } = ready));
const adminId = async () => (await login(server)).userId;

const send = (path: string, body: object = {}, lang = 'es') => post(server, `/api/${path}`, body, admin, { 'Accept-Language': lang });
const get = (path: string) => call(server, 'GET', `/api/${path}`, { token: admin });

describe('stores', () => {
  it('lists 20 a page with department, city and Abierto/Cerrado', async () => {
    const page = (await get('WorkShop/GetAll?pageIndex=1&pageSize=20')).body.data;
    expect(page.totalItemCount).toBeGreaterThanOrEqual(5);
    // departments and cities are the point of sale's parametric lists (migration 017)
    expect(page.items[0]).toMatchObject({ id: 1, department: 'Bogotá D.C.', city: 'Bogotá', state: 'Abierto' });
  });

  it("places stores on the point of sale's cities; every city is listed when no department is named", async () => {
    const departments = (await get('Parametric/GetDeparmentAll')).body.data as Array<{ id: number; name: string }>;
    const antioquia = departments.find((d) => d.name === 'Antioquia')!.id;
    const envigado = ((await get(`Parametric/GetCitiesByDepartment?idDeparment=${antioquia}`)).body.data as Array<{ id: number; name: string }>)
      .find((c) => c.name === 'Envigado')!.id;
    const all = (await get('Parametric/GetCitiesByDepartment')).body.data as Array<{ id: number }>;
    expect(all.length).toBeGreaterThan(30);
    expect(all.some((c) => c.id === envigado)).toBe(true);
    const created = await send('WorkShop/save', { name: 'Tienda Viva Envigado', address: 'Cra 48 # 32B Sur-139', idDepartment: antioquia, idCity: envigado });
    const store = (await get('WorkShop/GetAll?pageIndex=1&pageSize=1000')).body.data.items.find((s: { id: number }) => s.id === created.body.data.id);
    expect(store).toMatchObject({ department: 'Antioquia', city: 'Envigado' });
  });

  it('refuses a store without its required fields, naming each; a city of another department', async () => {
    const empty = await send('WorkShop/save', {});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['address', 'idCity', 'idDepartment', 'name']);
    const elsewhere = await send('WorkShop/save', { name: 'X', address: 'Y', idDepartment: 1, idCity: 5 }, 'en');
    expect(elsewhere.body.errors).toEqual({ idCity: 'The city 5 is not in the department 1.' });
  });

  it('creates, edits, closes and reopens a store with the quoted messages', async () => {
    const created = await send('WorkShop/save', { name: 'Tienda Titán', address: 'Av. Boyacá # 80-94', idDepartment: 1, idCity: 1 });
    expect(created.body.message).toBe('Tienda creada correctamente.');
    const id = created.body.data.id;
    const updated = await send('WorkShop/update', { id, name: 'Tienda Titán Plaza', address: 'Av. Boyacá # 80-94', idDepartment: 2, idCity: 6 });
    expect(updated.body.message).toBe('Tienda Actualizada correctamente.');
    const closed = await call(server, 'POST', `/api/WorkShop/Delete?id=${id}`, { token: admin, headers: { 'Accept-Language': 'es' } });
    expect(closed.body).toMatchObject({ message: 'Tienda Inactivada correctamente.', data: { state: 'Cerrado', city: 'Envigado' } });
    const twice = await call(server, 'POST', `/api/WorkShop/Delete?id=${id}`, { token: admin });
    expect(twice.status).toBe(409);
    const reopened = await call(server, 'POST', `/api/Workshop/Active?id=${id}`, { token: admin, headers: { 'Accept-Language': 'es' } });
    expect(reopened.body).toMatchObject({ message: 'Tienda Activada correctamente.', data: { state: 'Abierto' } });
  });

  it('refuses an update of a version saved meanwhile (409 naming who and when), in the caller\'s language; the one of the current version saves', async () => {
    const created = await send('WorkShop/save', { name: 'Tienda Versionada', address: 'Calle 9 # 9-9', idDepartment: 1, idCity: 1 });
    const read = async () => (await get('WorkShop/GetAll?pageIndex=1&pageSize=1000')).body.data.items.find((s: { id: number }) => s.id === created.body.data.id);
    const loaded = await read();
    expect((await send('WorkShop/update', { ...loaded, address: 'Calle 9 # 9-10' })).status).toBe(200);
    const stale = await send('WorkShop/update', { ...loaded, name: 'Tienda Vieja' }, 'en');
    expect(stale.status).toBe(409);
    // the records service's conflict, as everywhere: who saved last, when, and the version now
    expect(stale.body.message).toMatch(/^.+ changed this record on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\. Reload it to see their changes\.$/);
    expect(stale.body.data).toMatchObject({ version: loaded.version + 1, changedBy: { id: await adminId() }, changedAt: expect.any(String) });
    expect((await send('WorkShop/update', { ...loaded, name: 'Tienda Vieja' }, 'es')).body.message).toMatch(/ modificó este registro el .+ Recárguelo para ver sus cambios\.$/);
    const updated = await send('WorkShop/update', { ...(await read()), name: 'Tienda Nueva' }, 'en');
    expect(updated.body.message).toBe('Store updated successfully.');
  });
});

describe('loan phones', () => {
  // idBrand: the point of sale's model 13, Samsung Galaxy S23 (migration 017)
  const phone = { brand: 'Samsung', idBrand: 13, description: 'Préstamo prueba', imei: '861234567890123', available: 1, idWorkShop: 1 };

  it('checks the IMEI (Datos incorretos), the model against the brand, and a repeated IMEI', async () => {
    expect((await send('LoanDevice/Save', { ...phone, imei: '12345' })).body).toMatchObject({ message: 'Datos incorretos', errors: { imei: 'Datos incorretos' } });
    expect(Object.keys((await send('LoanDevice/Save', { ...phone, idBrand: 4 })).body.errors)).toEqual(['idBrand']);
    const taken = (await get('LoanDevice/GetAll?pageIndex=1&pageSize=20')).body.data.items[0].imei;
    expect((await send('LoanDevice/Save', { ...phone, imei: taken })).status).toBe(409);
  });

  it('creates, edits and deletes a phone with the quoted messages', async () => {
    const created = await send('LoanDevice/Save', phone);
    expect(created.body.message).toBe('Equipo creada correctamente.');
    const id = created.body.data.id;
    expect((await send('LoanDevice/Update', { ...phone, id, available: 0 })).body.message).toBe('Equipo Actualizada correctamente.');
    // without a brand, the model's own: another model of another brand moves the phone to that brand
    const { brand: _b, ...unbranded } = phone;
    expect((await send('LoanDevice/Update', { ...unbranded, id, idBrand: 4, available: 0 })).status).toBe(200);
    const moved = (await get('LoanDevice/GetAll?pageIndex=1&pageSize=1000')).body.data.items.find((l: { id: number }) => l.id === id);
    expect(moved).toMatchObject({ brand: 'Honor', model: 'Magic6 Lite', brandId: 2, idBrand: 4 });
    const deleted = await call(server, 'POST', `/api/LoanDevice/Delete?id=${id}`, { token: admin, headers: { 'Accept-Language': 'es' } });
    expect(deleted.body.message).toBe('Equipo Eliminado correctamente.');
  });

  it('lends a phone to an open order of line type 2 once; a lent phone is neither deleted nor lent again', async () => {
    const [first, second] = (await sql<{ id: number }>`select id from repair_orders where id_line_type = 2 and loan_device_id is null
      and id_order_state in ('2', '10') order by id limit 2`.execute(server.db)).rows;
    const free = (await get('LoanDevice/GetForFilter')).body.data[0];
    const lent = await call(server, 'POST', `/api/OrderWom/loanDevice?idOrder=${first.id}&idLoanDevice=${free.id}`, { token: admin });
    expect(lent.body.data).toEqual({ idOrder: first.id, idLoanDevice: free.id, imei: free.imei });
    expect((await get('LoanDevice/GetForFilter')).body.data.map((p: { id: number }) => p.id)).not.toContain(free.id);
    const again = await call(server, 'POST', `/api/OrderWom/loanDevice?idOrder=${second.id}&idLoanDevice=${free.id}`, { token: admin, headers: { 'Accept-Language': 'en' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`The loan phone ${free.imei} is lent to the open order ${first.id}.`);
    const refused = await call(server, 'POST', `/api/LoanDevice/Delete?id=${free.id}`, { token: admin, headers: { 'Accept-Language': 'es' } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`El equipo de préstamo ${free.imei} está prestado a la orden abierta ${first.id}.`);
    const lineOne = (await sql<{ id: number }>`select id from repair_orders where id_line_type = 1 and id_order_state = '2' limit 1`.execute(server.db)).rows[0];
    const other = (await get('LoanDevice/GetForFilter')).body.data[0];
    expect((await call(server, 'POST', `/api/OrderWom/loanDevice?idOrder=${lineOne.id}&idLoanDevice=${other.id}`, { token: admin })).status).toBe(409);
  });
});

describe('who asks: the documented calls take the signed-in user (403 for another id)', () => {
  it('LoanDevice/GetAll and GetForFilter read idUser: the session user or absent', async () => {
    const me = await adminId();
    const mine = await get(`LoanDevice/GetAll?idUser=${me}&pageIndex=1&pageSize=20`);
    expect(mine.status).toBe(200);
    expect(mine.body.data.items.length).toBe(20);
    expect((await get(`LoanDevice/GetForFilter?idUser=${me}`)).body.data.length).toBeGreaterThan(0);
    for (const path of [`LoanDevice/GetAll?idUser=${me + 1}`, `LoanDevice/GetForFilter?idUser=${me + 1}`]) {
      const other = await call(server, 'GET', `/api/${path}`, { token: admin, headers: { 'Accept-Language': 'en' } });
      expect(other.status).toBe(403);
      expect(other.body.errors).toEqual({ idUser: `You can only act as yourself: idUser must be your user id (${me}).` });
    }
  });

  it('LoanDevice/Save and Update: idUser, when sent, is the session user', async () => {
    const me = await adminId();
    const phone = { brand: 'Samsung', idBrand: 13, description: 'Préstamo de quien guarda', imei: '861234567899999', available: 1, idWorkShop: 2 };
    expect((await send('LoanDevice/Save', { ...phone, idUser: me + 1 })).status).toBe(403);
    const created = await send('LoanDevice/Save', { ...phone, idUser: me });
    expect(created.status).toBe(200);
    expect((await send('LoanDevice/Update', { ...phone, id: created.body.data.id, idUser: me + 1 })).status).toBe(403);
    expect((await send('LoanDevice/Update', { ...phone, id: created.body.data.id, idUser: me, available: 0 })).status).toBe(200);
  });

  it('OrderWom/loanDevice reads idOrder and idLoanDevice, and the diagnostic body: its tech is the session user, its orderId idOrder', async () => {
    const me = await adminId();
    const [order] = (await sql<{ id: number }>`select id from repair_orders where id_line_type = 2 and loan_device_id is null
      and id_order_state in ('2', '10') order by id desc limit 1`.execute(server.db)).rows;
    const free = (await get('LoanDevice/GetForFilter')).body.data[0];
    const url = `/api/OrderWom/loanDevice?idOrder=${order.id}&idLoanDevice=${free.id}`;
    const diagnostic = { orderId: order.id, tech: me, finalState: 1, comments: 'Pantalla rota', doa: 'rejected', loanPhone: free.imei };
    expect((await call(server, 'POST', url, { token: admin, body: { ...diagnostic, tech: me + 1 } })).status).toBe(403);
    expect((await call(server, 'POST', url, { token: admin, body: { ...diagnostic, orderId: order.id + 1 } })).body.errors).toHaveProperty('orderId');
    const lent = await call(server, 'POST', url, { token: admin, body: diagnostic });
    expect(lent.body.data).toEqual({ idOrder: order.id, idLoanDevice: free.id, imei: free.imei });
  });

  it('Workshop/GetAll answers in both casings', async () => {
    for (const path of ['WorkShop/GetAll', 'Workshop/GetAll']) expect((await get(path)).body.data.totalItemCount).toBeGreaterThanOrEqual(5);
  });
});
