// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { call, leaksPassword, login, post, storedUsers, type Answer, withServerForFile, type ServerForFile } from './helpers';

let server: ServerForFile['server'];
let admin: string;
let operador: string;

withServerForFile((ready) => ({ server, admin, operador } = ready));

const USER_KEYS = ['changePassword', 'dataBaseId', 'databases', 'document', 'email', 'id', 'login', 'name', 'roles', 'status'];

const PASSWORDS = ['Gemela#2026', 'Segura#2026', 'Renovada#2027', 'Taller#2026', 'Admin#2026', 'Operador#2026'];

/**
 * Every user answer is checked for a password or hash (a validation answer's `errors` keys name the field
 * "password", which is no leak: its messages are checked instead), and for the passwords the tests send.
 */
const safe = <T extends Answer>(answer: T): T => {
  const errors = answer.body?.errors as Record<string, string> | undefined;
  const text = errors ? JSON.stringify({ ...answer.body, errors: Object.values(errors) }) : answer.text;
  expect(leaksPassword(text), text.slice(0, 200)).toBe(false);
  for (const password of PASSWORDS) expect(answer.text).not.toContain(password);
  return answer;
};
const list = async (body: Record<string, unknown>, token = admin) =>
  safe(await post(server, '/api/User/List', { pageIndex: 1, pageSize: 100, ...body }, token));
const save = async (body: unknown, token = admin) => safe(await post(server, '/api/User/Save', body, token));
const get = async (id: number, token = admin) => safe(await call(server, 'GET', `/api/User/Get?id=${id}`, { token }));
const ids = (answer: Answer) => answer.body.data.items.map((u: { id: number }) => u.id);
const userCount = async () => (await storedUsers(server)).length;
const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

describe('POST /api/User/List', () => {
  it('pages every user (no database, or 0) with the public shape only', async () => {
    const page = await list({ pageIndex: 2, pageSize: 10 });
    expect(page.status).toBe(200);
    // 43 console users, the 4 technicians' users (mock-server/lines/repairOrders/technician/seed.ts) and seguridad (second factor)
    expect(page.body.data.totalItemCount).toBe(48);
    expect(ids(page)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    for (const user of page.body.data.items) expect(Object.keys(user).sort()).toEqual(USER_KEYS);
    expect((await list({ dataBaseId: 0 })).body.data.totalItemCount).toBe(48);
  });

  it('with a database: the users linked to it; all=true lists everyone; 404 for a database that does not exist', async () => {
    expect(ids(await list({ dataBaseId: 2 }))).toEqual([1, 2, 7, 8, 40]);
    expect((await list({ dataBaseId: 2, all: true })).body.data.totalItemCount).toBe(48);
    const missing = await list({ dataBaseId: 999 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('The database 999 does not exist.');
  });

  it('searches name, login, e-mail and document, ignoring case and accents', async () => {
    expect(ids(await list({ search: 'JULIAN ANDRES' }))).toEqual([2]);
    expect(ids(await list({ search: 'clave.demo@' }))).toEqual([43]);
    expect(ids(await list({ search: '9000000001' }))).toEqual([43]);
    expect(ids(await list({ search: 'operador' }))).toEqual([2]);
    const cardenas = await list({ search: 'cardenas' });
    expect(cardenas.body.data.items.length).toBeGreaterThan(1);
    expect(cardenas.body.data.items.every((u: { name: string }) => u.name.includes('Cárdenas'))).toBe(true);
    expect(ids(await list({ search: 'restrepo', dataBaseId: 3 }))).toEqual([]);
  });

  it('sorts by a user field in both directions and refuses other fields', async () => {
    const names = (await list({ sortField: 'name', sortOrder: 'ASC' })).body.data.items.map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort(collator.compare));
    const logins = (await list({ pageSize: 3, sortField: 'login', sortOrder: 'DESC' })).body.data.items.map((u: { login: string }) => u.login);
    const every = (await storedUsers(server)).map((u) => u.login).sort(collator.compare).reverse();
    expect(logins).toEqual(every.slice(0, 3));
    const inactiveFirst = await list({ pageSize: 4, sortField: 'status', sortOrder: 'ASC' });
    expect(inactiveFirst.body.data.items.every((u: { status: boolean }) => !u.status)).toBe(true);
    const bad = await list({ sortField: 'passwordHash' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['sortField']);
    expect(Object.keys((await list({ pageIndex: 0 })).body.errors)).toEqual(['pageIndex']);
  });
});

describe('POST /api/User/ListAll and GET /api/User/getUserByDatabase', () => {
  it('ListAll: the users not linked to the database, and the ids already linked', async () => {
    const answer = safe(await post(server, '/api/User/ListAll', { dataBaseId: 2 }, admin));
    expect(answer.body.data.userSelected).toEqual([1, 2, 7, 8, 40]);
    expect(answer.body.data.list).toHaveLength(43); // 38 console users, the 4 technicians and seguridad
    expect(Object.keys(answer.body.data.list[0]).sort()).toEqual(['email', 'id', 'login', 'name']);
    expect(answer.body.data.list.some((u: { id: number }) => [1, 2, 7, 8, 40].includes(u.id))).toBe(false);
    expect((await post(server, '/api/User/ListAll', { dataBaseId: 999 }, admin)).status).toBe(404);
    expect((await post(server, '/api/User/ListAll', {}, admin)).body.errors).toHaveProperty('dataBaseId');
  });

  it('getUserByDatabase: {id, name} of the users linked to it, by name', async () => {
    const answer = safe(await call(server, 'GET', '/api/User/getUserByDatabase?idDatabase=4', { token: admin }));
    expect(answer.body.data.map((u: { id: number }) => u.id).sort()).toEqual([1, 11, 41]);
    expect(Object.keys(answer.body.data[0]).sort()).toEqual(['id', 'name']);
    const names = answer.body.data.map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort(collator.compare));
    expect((await call(server, 'GET', '/api/User/getUserByDatabase?idDatabase=999', { token: admin })).status).toBe(404);
    expect((await call(server, 'GET', '/api/User/getUserByDatabase', { token: admin })).body.errors).toHaveProperty('idDatabase');
  });
});

describe('GET /api/User/Get', () => {
  it('answers {row: [user], role: [{id, name}]} without any password', async () => {
    const answer = await get(2);
    expect(answer.body.data).toEqual({
      row: [{
        id: 2, name: 'Julián Andrés Restrepo', login: 'operador', email: 'operador@grupoandino.co',
        document: expect.any(String), status: true, changePassword: 'False', dataBaseId: 1, roles: [2], databases: [1, 2, 8], version: 1,
      }],
      role: [{ id: 2, name: 'Operador' }],
    });
    expect((await get(9999)).status).toBe(404);
  });
});

describe('POST /api/User/Save', () => {
  let created: number;
  const newUser = {
    id: 0, name: 'Ana Lucía Pérez', login: 'ana.perez', email: 'ana.perez@grupoandino.co', document: '52123456',
    password: 'Segura#2026', passwordConfirm: 'Segura#2026', roles: [{ id: 8, name: 'Operador' }], databases: [2, 3], changePassword: 'False',
  };

  it('creates a user with a scrypt hash; the answer and the stored record hold no password', async () => {
    const answer = await save(newUser);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Successful process.');
    created = answer.body.data;
    const stored = (await storedUsers(server)).find((u) => u.id === created)!;
    expect(stored.passwordHash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(stored).not.toHaveProperty('password');
    expect(stored).not.toHaveProperty('passwordConfirm');
    expect((await get(created)).body.data.row[0]).toMatchObject({
      login: 'ana.perez', roles: [8], databases: [2, 3], dataBaseId: 2, changePassword: 'False', status: true,
    });
    await login(server, 'ana.perez', 'Segura#2026');
  });

  it('names the missing fields, checks the e-mail, the confirmation and the password policy', async () => {
    const empty = await save({ id: 0, databases: [2] });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors)).toEqual(['name', 'login', 'email', 'password']);
    expect(empty.body.message).toMatch(/^Invalid data: The field name is required\. The field login is required\./);
    const email = await save({ ...newUser, login: 'otra', email: 'sin-arroba' });
    expect(Object.keys(email.body.errors)).toEqual(['email']);
    const mismatch = await save({ ...newUser, login: 'otra', email: 'otra@grupoandino.co', passwordConfirm: 'Distinta#2026' });
    expect(mismatch.body).toMatchObject({ message: 'Passwords do not match', errors: { passwordConfirm: 'Passwords do not match' } });
    const weak = await save({ ...newUser, login: 'otra', email: 'otra@grupoandino.co', password: 'debil', passwordConfirm: undefined });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('The password must have at least 8 characters, an uppercase letter, a digit and one of the special characters !@#$%^&*.');
    expect(weak.body.errors).toEqual({ password: weak.body.message });
    const noDatabase = await save({ ...newUser, login: 'otra', email: 'otra@grupoandino.co', databases: [], roles: [] });
    expect(Object.keys(noDatabase.body.errors)).toEqual(['databases']);
  });

  it('refuses a login or e-mail already used (any case) with 409 naming who uses it', async () => {
    const before = (await userCount());
    const login409 = await save({ ...newUser, login: 'ADMIN', email: 'nueva@grupoandino.co' });
    expect(login409.status).toBe(409);
    expect(login409.body.message).toBe('The login "admin" is already used by María Fernanda Gómez.');
    expect(Object.keys(login409.body.errors)).toEqual(['login']);
    const email409 = await save({ ...newUser, login: 'nueva', email: 'OPERADOR@grupoandino.co' });
    expect(email409.body.message).toBe('The e-mail "operador@grupoandino.co" is already used by Julián Andrés Restrepo.');
    expect((await userCount())).toBe(before);
  });

  it('refuses databases that do not exist (404) and roles outside the user’s databases (400), writing nothing', async () => {
    const before = (await userCount());
    const unknownDb = await save({ ...newUser, login: 'nueva', email: 'nueva@grupoandino.co', databases: [2, 999] });
    expect(unknownDb.status).toBe(404);
    expect(unknownDb.body.message).toBe('The database 999 does not exist.');
    expect((await save({ ...newUser, login: 'nueva', email: 'nueva@grupoandino.co', dataBaseId: 998 })).status).toBe(404);
    const outside = await save({ ...newUser, login: 'nueva', email: 'nueva@grupoandino.co', roles: [2], databases: [3] });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toBe("The role Operador (id 2) belongs to Consola Administrativa, which is not one of the user's databases.");
    expect(Object.keys(outside.body.errors)).toEqual(['roles']);
    expect((await save({ ...newUser, login: 'nueva', email: 'nueva@grupoandino.co', roles: [99999] })).body.message).toBe('The role 99999 does not exist.');
    expect((await userCount())).toBe(before);
  });

  it('two concurrent creations with the same login: one is saved, the other gets 409', async () => {
    const body = { id: 0, name: 'Gemela', login: 'gemela', email: 'gemela@grupoandino.co', password: 'Gemela#2026', databases: [2] };
    const answers = await Promise.all([save(body), save({ ...body, email: 'gemela2@grupoandino.co' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await storedUsers(server)).filter((u) => u.login === 'gemela')).toHaveLength(1);
  });

  it("from a database's tab: dataBaseId is added to the user's databases", async () => {
    const answer = await save({ id: 0, name: 'Tomás Ríos', login: 'trios', email: 'trios@grupoandino.co', password: 'Taller#2026', dataBaseId: 6, roles: [24] });
    expect(answer.status).toBe(200);
    expect((await get(answer.body.data)).body.data.row[0]).toMatchObject({ dataBaseId: 6, databases: [6], roles: [24] });
  });

  it('updates: keeps what the body leaves out, and the password when none (or an empty one) is sent', async () => {
    expect((await save({ id: created, name: 'Ana Lucía Pérez Gil' })).status).toBe(200);
    expect((await save({ id: created, password: '' })).status).toBe(200);
    expect((await get(created)).body.data.row[0]).toMatchObject({ name: 'Ana Lucía Pérez Gil', login: 'ana.perez', databases: [2, 3], roles: [8] });
    await login(server, 'ana.perez', 'Segura#2026');
    expect((await save({ id: 9999, name: 'Nadie', login: 'nadie', email: 'nadie@grupoandino.co' })).status).toBe(404);
  });

  it("a new password set by an administrator replaces the old one and ends that user's sessions", async () => {
    const session = await login(server, 'ana.perez', 'Segura#2026');
    expect((await save({ id: created, password: 'Renovada#2027' })).status).toBe(200);
    expect((await post(server, '/api/Auth/Login', { login: 'ana.perez', password: 'Segura#2026' })).status).toBe(401);
    await login(server, 'ana.perez', 'Renovada#2027');
    expect((await post(server, '/api/Menu/GetAccess', { id: created }, session.token)).status).toBe(401);
  });

  it('the operador (L and V on users, no W) may list and read users but not save them', async () => {
    expect((await list({}, operador)).status).toBe(200);
    expect((await get(1, operador)).status).toBe(200);
    const denied = await save({ ...newUser, login: 'intruso', email: 'intruso@grupoandino.co' }, operador);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('You do not have the permission W (create and edit) on /system/configuration/users.');
  });
});

describe('POST /api/User/SaveExistsUsers', () => {
  it('links existing users to a database and answers how many were newly linked', async () => {
    const answer = await post(server, '/api/User/SaveExistsUsers', { dataBaseId: 2, users: [3, 4, 7] }, admin);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ isSuccess: true, message: 'Successful process.', data: 2 });
    const linked = await post(server, '/api/User/ListAll', { dataBaseId: 2 }, admin);
    expect(linked.body.data.userSelected).toEqual(expect.arrayContaining([3, 4, 7]));
    expect((await get(3)).body.data.row[0].databases).toEqual([1, 2]);
  });

  it('needs at least one user, users that exist and a database that exists; the operador gets 403', async () => {
    const none = await post(server, '/api/User/SaveExistsUsers', { dataBaseId: 2, users: [] }, admin);
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ users: 'The field users must have at least 1 item(s).' });
    expect((await post(server, '/api/User/SaveExistsUsers', { dataBaseId: 2 }, admin)).body.errors).toHaveProperty('users');
    const unknownUser = await post(server, '/api/User/SaveExistsUsers', { dataBaseId: 2, users: [5, 9999] }, admin);
    expect(unknownUser.status).toBe(404);
    expect(unknownUser.body.message).toBe('The user 9999 does not exist.');
    expect((await get(5)).body.data.row[0].databases).toEqual([1]);
    expect((await post(server, '/api/User/SaveExistsUsers', { dataBaseId: 999, users: [5] }, admin)).status).toBe(404);
    expect((await post(server, '/api/User/SaveExistsUsers', { dataBaseId: 2, users: [5] }, operador)).status).toBe(403);
  });
});
