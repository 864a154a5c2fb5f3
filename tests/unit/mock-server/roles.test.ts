// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { call, post, withServerForFile, type ServerForFile } from './helpers';

let server: ServerForFile['server'];
let admin: string;
let operador: string;

withServerForFile((ready) => ({ server, admin, operador } = ready));

const list = (body: unknown, token = admin) => post(server, '/api/Role/List', body, token);
const save = (body: unknown, token = admin) => post(server, '/api/Role/Save', body, token);
const get = (id: number | string, token = admin) => call(server, 'GET', `/api/Role/Get?id=${id}`, { token });
const roleCount = async () => Number((await server.db.selectFrom('roles').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('POST /api/Role/List', () => {
  it("pages the roles of one database, in id order", async () => {
    const all = await list({ pageIndex: 1, pageSize: 10, dataBaseId: 1 });
    expect(all.status).toBe(200);
    // the five roles, the inactive Auditor and Seguridad (the second factor's demo, the last role seeded)
    expect(all.body.data.totalItemCount).toBe(7);
    expect(all.body.data.items[1]).toEqual({ id: 2, name: 'Operador', status: true, dataBaseId: 1, requireTwoFactor: false });
    expect(all.body.data.items[6]).toMatchObject({ name: 'Seguridad', status: true, requireTwoFactor: true });
    expect(all.body.data.items.find((r: { name: string }) => r.name === 'Auditor').status).toBe(false);
    const second = await list({ pageIndex: 2, pageSize: 4, dataBaseId: 1 });
    expect(second.body.data.items.map((r: { id: number }) => r.id).slice(0, 2)).toEqual([5, 6]);
    const other = await list({ pageIndex: 1, pageSize: 10, dataBaseId: 2 });
    expect(other.body.data.items.map((r: { name: string }) => r.name)).toEqual(['Administrador', 'Operador', 'Analista', 'Consulta']);
    expect(other.body.data.items.every((r: { dataBaseId: number }) => r.dataBaseId === 2)).toBe(true);
  });

  it('requires the database (400 naming it) and answers 404 for one that does not exist', async () => {
    const missing = await list({ pageIndex: 1, pageSize: 10 });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('The field dataBaseId is required.');
    expect(missing.body.errors).toEqual({ dataBaseId: 'The field dataBaseId is required.' });
    const unknown = await list({ pageIndex: 1, pageSize: 10, dataBaseId: 999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ isSuccess: false, message: 'The database 999 does not exist.', data: null });
  });

  it('needs a session', async () => {
    expect((await post(server, '/api/Role/List', { pageIndex: 1, pageSize: 10, dataBaseId: 1 })).status).toBe(401);
  });
});

describe('Role/Get', () => {
  it('answers the role by GET and by POST, the id in the query string', async () => {
    const byGet = await get(3);
    expect(byGet.body).toEqual({ isSuccess: true, message: '', data: { id: 3, name: 'Analista', status: true, dataBaseId: 1, requireTwoFactor: false, version: 1 } });
    const byPost = await call(server, 'POST', '/api/Role/Get?id=3', { token: admin });
    expect(byPost.body.data).toEqual(byGet.body.data);
  });

  it('answers 404 for a missing role and 400 for a bad id', async () => {
    const missing = await get(9999);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('The role 9999 does not exist.');
    const bad = await get('uno');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('id');
  });
});

describe('POST /api/Role/Save', () => {
  let created: number;

  it('creates a role (id 0) in a database and answers its id, saved to the data file', async () => {
    const answer = await save({ id: 0, name: 'Supervisor', dataBaseId: 2 });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Successful process.');
    created = answer.body.data;
    expect((await get(created)).body.data).toEqual({ id: created, name: 'Supervisor', status: true, dataBaseId: 2, requireTwoFactor: false, version: 1 });
    const stored = await server.db.selectFrom('roles').selectAll().where('id', '=', created).executeTakeFirst();
    expect(stored).toMatchObject({ name: 'Supervisor', dataBaseId: 2, version: 1 });
  });

  it('names each missing or bad field', async () => {
    const noName = await save({ id: 0, dataBaseId: 2 });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe('The field name is required.');
    expect(noName.body.errors).toEqual({ name: 'The field name is required.' });
    const noDatabase = await save({ id: 0, name: 'Sin base' });
    expect(noDatabase.body.errors).toEqual({ dataBaseId: 'The field dataBaseId is required.' });
    const long = await save({ id: 0, name: 'x'.repeat(101), dataBaseId: 2, status: 'quizás' }, admin);
    expect(Object.keys(long.body.errors)).toEqual(['name', 'status']);
    const es = await post(server, '/api/Role/Save', { id: 0, dataBaseId: 2 }, admin, { 'Accept-Language': 'es' });
    expect(es.body.errors).toEqual({ name: 'El campo name es obligatorio.' });
  });

  it('refuses a database that does not exist, writing nothing', async () => {
    const before = (await roleCount());
    const answer = await save({ id: 0, name: 'Fantasma', dataBaseId: 999 });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('The database 999 does not exist.');
    expect((await roleCount())).toBe(before);
  });

  it('refuses a name already used in the same database (any case) with 409 naming the clash; other databases may reuse it', async () => {
    const clash = await save({ id: 0, name: 'OPERADOR', dataBaseId: 1 });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('The database Consola Administrativa already has a role named "Operador" (id 2).');
    expect(clash.body.errors).toHaveProperty('name');
    expect((await save({ id: 0, name: 'Supervisor', dataBaseId: 3 })).status).toBe(200);
    // renaming onto another role of the same database clashes too; keeping its own name does not
    expect((await save({ id: created, name: 'Analista' })).status).toBe(409);
    expect((await save({ id: created, name: 'Supervisor' })).status).toBe(200);
  });

  it('updates: keeps what the body leaves out and the database the role was created in; 404 for a missing id', async () => {
    expect((await save({ id: created, name: 'Supervisora', dataBaseId: 5 })).body.data).toBe(created);
    expect((await get(created)).body.data).toEqual({ id: created, name: 'Supervisora', status: true, dataBaseId: 2, requireTwoFactor: false, version: 3 });
    await save({ id: created, status: false });
    expect((await get(created)).body.data.status).toBe(false);
    expect((await save({ id: 9999, name: 'Nadie', dataBaseId: 2 })).status).toBe(404);
  });

  it('the operador (L and V, no W on the databases entry) may list and read but not save', async () => {
    expect((await list({ pageIndex: 1, pageSize: 10, dataBaseId: 1 }, operador)).status).toBe(200);
    expect((await get(1, operador)).status).toBe(200);
    const before = (await roleCount());
    const denied = await save({ id: 0, name: 'Intruso', dataBaseId: 1 }, operador);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('You do not have the permission W (create and edit) on /system/configuration/data-bases.');
    expect((await roleCount())).toBe(before);
  });
});
