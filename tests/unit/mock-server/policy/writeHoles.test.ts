// @vitest-environment node
// Issue 32: the write holes a signed-in user could walk through over HTTP, each closed by the policy or its
// ownership rule: nothing is written, the answer names why in the caller's language.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { simOrder, simPair } from '../../../../mock-server/lines/sim/seed';
import { call, login, post, withServerForFile, type ServerForFile } from '../helpers';
import { madeUser } from './users';

let server: ServerForFile['server'];
let admin: string;
let operador: string;
withServerForFile((ready) => ({ server, admin, operador } = ready));

const tecnico = (n: number) => login(server, `tecnico${n}`, 'Tecnico#2026');

describe('the write holes (issue 32)', () => {
  it('Products/Save: a technician (no flag on the catalogue) cannot rename a product: 403, the name stays', async () => {
    const { token } = await tecnico(1);
    const before = (await call(server, 'GET', '/api/Products/GetDetails?id=1', { token: admin })).body.data;
    const saved = await post(server, '/api/Products/Save', { id: 1, name: 'Renombrado por un técnico', description: before.description ?? 'x' }, token, { 'Accept-Language': 'en' });
    expect(saved.status).toBe(403);
    expect(saved.body.message).toBe('You do not have the permission W (create and edit) on /Catalog/components/Product.');
    const after = (await call(server, 'GET', '/api/Products/GetDetails?id=1', { token: admin })).body.data;
    expect(after.name).toBe(before.name);
  });

  it("SimCard/ValidateSim: the operator (BOG-002) cannot validate a pair of another warehouse; no SIM flag: 403", async () => {
    const pair = simPair('BOG-001', 7);
    const query = new URLSearchParams({ movement: simOrder('BOG-001', 2), giftSerial: pair.giftSerial, serial: pair.serial });
    const refused = await call(server, 'POST', `/api/SimCard/ValidateSim?${query}`, { token: operador, headers: { 'Accept-Language': 'en' } });
    expect(refused.status).toBe(422);
    expect(refused.body.data.error).toBe("Your session's warehouse is BOG-002, not BOG-001.");
    const es = await call(server, 'POST', `/api/SimCard/ValidateSim?${query}`, { token: operador, headers: { 'Accept-Language': 'es' } });
    expect(es.body.data.error).toBe('La bodega de su sesión es BOG-002, no BOG-001.');
    const { token } = await tecnico(1); // warehouse BOG-001, but no flag on the SIM screens
    expect((await call(server, 'POST', `/api/SimCard/ValidateSim?${query}`, { token })).status).toBe(403);
    const row = (await sql<{ validatedAt: string | null }>`select validated_at from sim_pairs where serial = ${pair.serial}`.execute(server.db)).rows[0];
    expect(row.validatedAt).toBeNull();
  });

  it('OrderWom/loanDevice: tecnico1 cannot lend a phone to an order assigned to tecnico2 (403, as reading it); nothing is lent', async () => {
    const { token } = await tecnico(1);
    const order = (await sql<{ id: number }>`select o.id from repair_orders o join repair_technicians t on t.id = o.technician_id
      join users u on u.id = t.user_id where u.login = 'tecnico2' and o.id_line_type = 2 and o.loan_device_id is null
      and o.id_order_state in ('2', '10') order by o.id limit 1`.execute(server.db)).rows[0];
    expect(order).toBeDefined();
    expect((await call(server, 'GET', `/api/OrderWom/GetById?id=${order.id}`, { token })).status).toBe(403);
    const phone = (await call(server, 'GET', '/api/LoanDevice/GetForFilter', { token: admin })).body.data[0];
    const lent = await call(server, 'POST', `/api/OrderWom/loanDevice?idOrder=${order.id}&idLoanDevice=${phone.id}`, { token, headers: { 'Accept-Language': 'en' } });
    expect(lent.status).toBe(403);
    const row = (await sql<{ loanDeviceId: number | null }>`select loan_device_id from repair_orders where id = ${order.id}`.execute(server.db)).rows[0];
    expect(row.loanDeviceId).toBeNull();
  });

  it("OrderWom/AssignTech: a technician of another workshop is refused (403 naming idTechnical); the order's own is taken", async () => {
    const order = (await sql<{ id: number; workshopId: number }>`select id, workshop_id from repair_orders where id_order_state = '1' and technician_id is null order by id limit 1`.execute(server.db)).rows[0];
    const techs = (await sql<{ id: number; workshopId: number }>`select id, workshop_id from repair_technicians order by id`.execute(server.db)).rows;
    const other = techs.find((t) => t.workshopId !== order.workshopId)!;
    const own = techs.find((t) => t.workshopId === order.workshopId)!;
    const refused = await post(server, '/api/OrderWom/AssignTech', { orderId: order.id, idTechnical: other.id }, admin, { 'Accept-Language': 'en' });
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toHaveProperty('idTechnical');
    expect(refused.body.message).toBe(`The technician ${other.id} works at another workshop, not at the order's (${order.workshopId}).`);
    const es = await post(server, '/api/OrderWom/AssignTech', { orderId: order.id, idTechnical: other.id }, admin, { 'Accept-Language': 'es' });
    expect(es.body.message).toBe(`El técnico ${other.id} trabaja en otro taller, no en el de la orden (${order.workshopId}).`);
    const row = (await sql<{ technicianId: number | null }>`select technician_id from repair_orders where id = ${order.id}`.execute(server.db)).rows[0];
    expect(row.technicianId).toBeNull();
    expect((await post(server, '/api/OrderWom/AssignTech', { orderId: order.id, idTechnical: own.id }, admin)).status).toBe(200);
  });

  it('UserManagement/disableUser: not yourself (403), not the last active administrator (409); both stay active', async () => {
    const me = (await login(server)).userId;
    const self = await call(server, 'POST', `/api/UserManagement/disableUser?idUser=${me}`, { token: admin, headers: { 'Accept-Language': 'en' } });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot disable your own user.');
    // a user manager who is no administrator, facing the only active one (the seed's other administrators disabled)
    await sql`update users set status = false where id <> ${me} and id in (select ur.user_id from user_roles ur join roles r on r.id = ur.role_id
      where r.name = 'Administrador')`.execute(server.db);
    const manager = await madeUser(server, 'gestor.usuarios', { '/MobileOperator/UserManagement': 'lvw' });
    const last = await call(server, 'POST', `/api/UserManagement/disableUser?idUser=${me}`, { token: manager.token, headers: { 'Accept-Language': 'es' } });
    expect(last.status).toBe(409);
    expect(last.body.message).toBe('No se puede deshabilitar al último administrador activo.');
    const status = (await sql<{ status: boolean }>`select status from users where id = ${me}`.execute(server.db)).rows[0];
    expect(status.status).toBe(true);
    expect((await call(server, 'GET', '/api/Company/Info', { token: admin })).status).toBe(200);
  });
});
