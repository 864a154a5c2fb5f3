// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { call, leaksPassword, post, withServerForFile, type ServerForFile } from './helpers';

let server: ServerForFile['server'];
let admin: string;
let operador: string;

withServerForFile((ready) => ({ server, admin, operador } = ready));

const entries = (token = admin) => call(server, 'GET', '/api/Permission/ListPermint', { token });
const assigned = (idTable: number | string, tableType: number | string, token = admin) =>
  call(server, 'GET', `/api/Permission/UserByPermint?IdTable=${idTable}&TableType=${tableType}`, { token });
const saveUsers = (body: unknown, token = admin) => post(server, '/api/Permission/SaveUserPermint', body, token);
const assignedIds = async (idTable: number, tableType: number) =>
  (await assigned(idTable, tableType)).body.data.map((u: { id: number }) => u.id);

describe('GET /api/Permission/ListPermint', () => {
  it('lists every report and upload table with its database name', async () => {
    const answer = await entries();
    expect(answer.status).toBe(200);
    const rows = answer.body.data as Array<{ id: number; tableType: number; name: string; databaseId: number }>;
    // 16 report entries of the permissions seed and 3 more of the reports seed (issue 12: ids 17-19); 14 upload
    // tables, and issue 13's 'Cargue de bodegas' (mock-server/lines/uploads/seed.ts)
    expect(rows).toHaveLength(34);
    expect(rows.filter((e) => e.tableType === 1)).toHaveLength(19);
    expect(rows.filter((e) => e.tableType === 2)).toHaveLength(15);
    expect(new Set(rows.map((e) => e.id)).size).toBe(34);
    expect(rows.find((e) => e.id === 115)).toEqual({ id: 115, tableType: 2, name: 'Cargue de bodegas', databaseId: 2, databaseName: 'Inventario Bogotá' });
    expect(rows[0]).toEqual({ id: 1, tableType: 1, name: 'Reporte de accesos por usuario', databaseId: 1, databaseName: 'Consola Administrativa' });
    expect(rows.find((e) => e.id === 103)).toEqual({ id: 103, tableType: 2, name: 'Cargue de pedidos masivos', databaseId: 2, databaseName: 'Inventario Bogotá' });
    expect(leaksPassword(answer.text)).toBe(false);
  });
});

describe('GET /api/Permission/UserByPermint', () => {
  it('answers {id, name} of the users assigned to the entry', async () => {
    const answer = await assigned(4, 1);
    expect(answer.body.data).toEqual([
      { id: 1, name: 'María Fernanda Gómez' },
      { id: 2, name: 'Julián Andrés Restrepo' },
      { id: 7, name: expect.any(String) },
    ]);
    // entry 2 is a configured report the reports seed gives to admin and operador (issue 12); 5 has no one
    expect(await assignedIds(5, 1)).toEqual([]);
  });

  it('the pair (IdTable, TableType) names the entry: 404 for an unknown one, 400 for bad parameters', async () => {
    const unknown = await assigned(4, 2);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('The permission entry 4 does not exist.');
    const badType = await assigned(4, 3);
    expect(badType.status).toBe(400);
    expect(badType.body.errors).toEqual({ TableType: 'The field TableType must be one of: 1 (report), 2 (upload table).' });
    const missing = await call(server, 'GET', '/api/Permission/UserByPermint?TableType=1', { token: admin });
    expect(missing.body.errors).toEqual({ IdTable: 'The field IdTable is required.' });
  });
});

describe('POST /api/Permission/SaveUserPermint', () => {
  it('replaces the assigned users, saved to the data file', async () => {
    expect(await assignedIds(103, 2)).toEqual([1, 7, 8]);
    const answer = await saveUsers({ idTable: 103, tableType: 2, users: [40, 2, 2] });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Successful process.');
    expect(await assignedIds(103, 2)).toEqual([2, 40]);
    const stored = await server.db.selectFrom('permissionEntryUsers').select('userId').where('entryId', '=', 103).orderBy('position').execute();
    expect(stored.map((row) => row.userId)).toEqual([2, 40]);
    expect((await saveUsers({ idTable: 103, tableType: 2, users: [] })).status).toBe(200);
    expect(await assignedIds(103, 2)).toEqual([]);
  });

  it("refuses users who are not linked to the entry's database, naming them, and changes nothing", async () => {
    const answer = await saveUsers({ idTable: 10, tableType: 1, users: [1, 2, 9999] });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Not linked to the database Facturación Nacional: Julián Andrés Restrepo (operador), #9999.');
    expect(answer.body.errors).toEqual({ users: answer.body.message });
    const es = await post(server, '/api/Permission/SaveUserPermint', { idTable: 10, tableType: 1, users: [2] }, admin, { 'Accept-Language': 'es' });
    expect(es.body.message).toBe('No vinculados a la base de datos Facturación Nacional: Julián Andrés Restrepo (operador).');
    expect(await assignedIds(10, 1)).toEqual([1, 11, 41]);
  });

  it('names missing fields; 404 for an unknown entry', async () => {
    const missing = await saveUsers({ idTable: 10 });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toEqual(['tableType', 'users']);
    expect((await saveUsers({ idTable: 999, tableType: 1, users: [1] })).status).toBe(404);
  });

  it('the operador (L and V on Permissions, no W) reads the entries and users but cannot save', async () => {
    expect((await entries(operador)).status).toBe(200);
    expect((await assigned(4, 1, operador)).status).toBe(200);
    expect((await call(server, 'GET', '/api/User/getUserByDatabase?idDatabase=2', { token: operador })).status).toBe(200);
    const denied = await saveUsers({ idTable: 4, tableType: 1, users: [1] }, operador);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('You do not have the permission W (create and edit) on /system/Permissions.');
    expect(await assignedIds(4, 1)).toEqual([1, 2, 7]);
  });

  it('needs a session', async () => {
    expect((await call(server, 'GET', '/api/Permission/ListPermint')).status).toBe(401);
  });
});
