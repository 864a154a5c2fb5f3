// @vitest-environment node
// Record versions and the 409 on a stale save (contracts §B); the audit trail and POST /api/Audit/List (§C).
import { describe, expect, it } from 'vitest';
import { call, leaksPassword, post, withServerForFile, type ServerForFile } from './helpers';

let server: ServerForFile['server'];
let admin: string;
let operador: string;
withServerForFile((ready) => ({ server, admin, operador } = ready));

const ADMIN_NAME = 'María Fernanda Gómez';
const auditOf = (resource: string, id: number | string, token = admin, page = { pageIndex: 1, pageSize: 50 }) =>
  post(server, '/api/Audit/List', { resource, id, ...page }, token);

describe('record versions', () => {
  it('a Get carries the version; each save moves it by one and answers it in X-Record-Version', async () => {
    const role = await call(server, 'GET', '/api/Role/Get?id=4', { token: admin });
    expect(role.body.data.version).toBe(1);
    const saved = await post(server, '/api/Role/Save', { id: 4, name: 'Auditoría interna', version: 1 }, admin);
    expect(saved.status).toBe(200);
    expect(saved.headers.get('x-record-version')).toBe('2');
    expect((await call(server, 'GET', '/api/Role/Get?id=4', { token: admin })).body.data).toMatchObject({ name: 'Auditoría interna', version: 2 });

    const created = await post(server, '/api/DataBase/Save', { id: 0, name: 'Versionada', alias: 'VER', connectionString: 'Server=v' }, admin);
    expect(created.headers.get('x-record-version')).toBe('1');
    const state = await post(server, '/api/DataBase/State', { id: created.body.data, status: false }, admin);
    expect(state.headers.get('x-record-version')).toBe('2');
    expect((await call(server, 'GET', `/api/DataBase/Get?id=${created.body.data}`, { token: admin })).body.data.version).toBe(2);
    expect((await post(server, '/api/Menu/Get', { id: 53 }, admin)).body.data.row[0].version).toBe(1);
    expect((await call(server, 'GET', '/api/User/Get?id=5', { token: admin })).body.data.row[0].version).toBe(1);
  });

  it('refuses a save carrying a stale version with 409: who changed it and when, in the caller’s language; nothing changes', async () => {
    const first = await post(server, '/api/DataBase/Save', { id: 6, alias: 'PRIMERO', version: 1 }, admin);
    expect(first.status).toBe(200);
    const stale = await post(server, '/api/DataBase/Save', { id: 6, alias: 'SEGUNDO', version: 1 }, operador);
    // the operator has no W: the guard answers first
    expect(stale.status).toBe(403);
    const conflict = await post(server, '/api/DataBase/Save', { id: 6, alias: 'SEGUNDO', version: 1 }, admin);
    expect(conflict.status).toBe(409);
    expect(conflict.body.isSuccess).toBe(false);
    expect(conflict.body.message).toMatch(new RegExp(`^${ADMIN_NAME} changed this record on \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}\\. Reload it to see their changes\\.$`));
    expect(conflict.body.data).toEqual({
      version: 2, changedBy: { id: 1, name: ADMIN_NAME }, changedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      // what was changed since the version the save was based on: the alias, by the admin
      changedSince: { version: 1, complete: true, fields: { alias: { value: 'PRIMERO', changedBy: { id: 1, name: ADMIN_NAME }, changedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) } } },
    });
    const es = await post(server, '/api/DataBase/Save', { id: 6, alias: 'SEGUNDO', version: 1 }, admin, { 'Accept-Language': 'es' });
    expect(es.body.message).toMatch(new RegExp(`^${ADMIN_NAME} modificó este registro el \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}\\. Recárguelo para ver sus cambios\\.$`));
    const stored = (await call(server, 'GET', '/api/DataBase/Get?id=6', { token: admin })).body.data;
    expect(stored).toMatchObject({ alias: 'PRIMERO', version: 2 });

    expect((await post(server, '/api/DataBase/State', { id: 6, status: false, version: 1 }, admin)).status).toBe(409);
    expect((await post(server, '/api/User/Save', { id: 6, name: 'Otro nombre', version: 7 }, admin)).status).toBe(409);
    expect((await post(server, '/api/Menu/Save', { id: 53, name: 'Otro', version: 3 }, admin)).status).toBe(409);
    expect((await post(server, '/api/DataBase/Save', { id: 6, alias: 'X', version: 'dos' }, admin)).body.errors).toHaveProperty('version');
  });

  it('a save based on an older version (baseVersion, an edit made offline) is told every field changed since, with the last value, who and when', async () => {
    const start = (await call(server, 'GET', '/api/DataBase/Get?id=7', { token: admin })).body.data;
    // two saves by others after the user's edit began: the alias twice, the storage once
    for (const change of [{ alias: 'OTRO_1' }, { alias: 'OTRO_2', storage: 'https://almacen.grupoandino.co/otro' }]) {
      expect((await post(server, '/api/DataBase/Save', { id: 7, ...change }, admin)).status).toBe(200);
    }
    const offline = await post(server, '/api/DataBase/Save', { id: 7, name: 'Nombre sin conexión', baseVersion: start.version }, admin);
    expect(offline.status).toBe(409);
    expect(offline.body.data.version).toBe(start.version + 2);
    expect(offline.body.data.changedSince).toEqual({
      version: start.version,
      complete: true,
      fields: {
        alias: { value: 'OTRO_2', changedBy: { id: 1, name: ADMIN_NAME }, changedAt: expect.any(String) },
        storage: { value: 'https://almacen.grupoandino.co/otro', changedBy: { id: 1, name: ADMIN_NAME }, changedAt: expect.any(String) },
      },
    });
    // nothing was written: the name is the stored one
    expect((await call(server, 'GET', '/api/DataBase/Get?id=7', { token: admin })).body.data.name).toBe(start.name);
    // merged by the client and sent again on the current version, still saying where it started: saved
    const merged = await post(server, '/api/DataBase/Save', { id: 7, name: 'Nombre sin conexión', version: start.version + 2, baseVersion: start.version }, admin);
    expect(merged.status).toBe(200);
    expect(merged.headers.get('x-record-version')).toBe(String(start.version + 3));
    // a base that is not a version is refused on its field
    expect((await post(server, '/api/DataBase/Save', { id: 7, name: 'X', baseVersion: 0 }, admin)).body.errors).toHaveProperty('baseVersion');
  });

  it('accepts a save without a version (older clients: the last write wins)', async () => {
    const answer = await post(server, '/api/DataBase/Save', { id: 6, alias: 'TERCERO' }, admin);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-record-version')).toBe('3');
  });
});

describe('POST /api/Audit/List', () => {
  it('lists a record’s writes newest first: who, when, the action and each field before and after', async () => {
    const answer = await auditOf('databases', 6);
    expect(answer.status).toBe(200);
    const { items, total } = answer.body.data;
    expect(total).toBe(2);
    expect(items.map((e: { action: string }) => e.action)).toEqual(['update', 'update']);
    expect(items[0]).toMatchObject({ user: { id: 1, name: ADMIN_NAME }, changes: [{ field: 'alias', before: 'PRIMERO', after: 'TERCERO' }] });
    expect(items[1].changes).toEqual([{ field: 'alias', before: 'INV_MDE', after: 'PRIMERO' }].map((c) => ({ ...c, before: expect.any(String) })));
    expect(Date.parse(items[0].at)).toBeGreaterThanOrEqual(Date.parse(items[1].at));
    const page2 = await auditOf('databases', '6', admin, { pageIndex: 2, pageSize: 1 });
    expect(page2.body.data).toEqual({ items: [items[1]], total: 2 });
    const created = (await auditOf('roles', 4)).body.data.items;
    expect(created[0].changes).toEqual([{ field: 'name', before: 'x', after: 'Auditoría interna' }].map((c) => ({ ...c, before: expect.any(String) })));
  });

  it('records a state change and a creation, and never a password or its hash', async () => {
    const user = await post(server, '/api/User/Save', {
      id: 0, name: 'Traza Nueva', login: 'traza', email: 'traza@grupoandino.co', password: 'Traza#2026', databases: [2], roles: [],
    }, admin);
    expect(user.status).toBe(200);
    await post(server, '/api/User/Save', { id: user.body.data, password: 'Otra#20260' }, admin);
    const trail = await auditOf('users', user.body.data);
    expect(trail.body.data.items.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    expect(trail.body.data.items[0].changes).toEqual([{ field: 'passwordHash', before: '***', after: '***' }]);
    expect(trail.body.data.items[1].changes).toEqual(expect.arrayContaining([{ field: 'login', before: null, after: 'traza' }]));
    expect(leaksPassword(trail.text.replace(/"passwordHash"/g, '"field"'))).toBe(false);
    expect(trail.text).not.toContain('Traza#2026');
  });

  it('leaves no trail for a refused save', async () => {
    const before = (await auditOf('roles', 4)).body.data.total;
    expect((await post(server, '/api/Role/Save', { id: 4, name: 'Operador' }, admin)).status).toBe(409);
    expect((await auditOf('roles', 4)).body.data.total).toBe(before);
  });

  it('guards each resource by its screen’s V flag; 400 for an unknown resource, 401 without a session', async () => {
    expect((await auditOf('databases', 6, operador)).status).toBe(200);
    expect((await auditOf('warehouses', 1, operador)).body.data).toEqual({ items: [], total: 0 });
    // the loan phones' and upload types' history tabs read their trails (the loan phones' is kept as loanDevices)
    const first = (await call(server, 'GET', '/api/LoanDevice/GetAll?pageIndex=1&pageSize=1', { token: admin })).body.data.items[0];
    const phone = await post(server, '/api/LoanDevice/Update', { ...first, available: 1 - first.available }, admin);
    expect(phone.status, JSON.stringify(phone.body)).toBe(200);
    const phoneId = first.id;
    const phoneTrail = await auditOf('loanPhones', phoneId);
    expect(phoneTrail.status).toBe(200);
    expect(phoneTrail.body.data.items[0]).toMatchObject({ action: 'update', user: { name: ADMIN_NAME } });
    // only what changed: not the brand's or the store's names read with the row, as if the save had emptied them
    expect(phoneTrail.body.data.items[0].changes).toEqual([{ field: 'available', before: first.available, after: 1 - first.available }]);
    expect((await auditOf('uploadTypes', 1)).status).toBe(200);
    expect((await auditOf('loanPhones', phoneId, operador)).status).toBe(403);
    const unknown = await auditOf('secrets', 1);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toHaveProperty('resource');
    expect((await post(server, '/api/Audit/List', { resource: 'databases', id: 6, pageIndex: 1, pageSize: 5 })).status).toBe(401);
  });
});

describe('versions and the trail on the generic REST routes', () => {
  const rest = (method: string, urlPath: string, body?: unknown, headers?: Record<string, string>) =>
    call(server, method, `/api/rest${urlPath}`, { token: admin, body, headers });

  it('answers version in every record, moves it on each write, refuses a stale one with 409 and audits each write', async () => {
    expect((await rest('GET', '/warehouses/1')).body.version).toBe(1);
    const created = await rest('POST', '/warehouses', { code: 'VER-001', name: 'Bodega Versionada', city: 'Pasto', address: 'Calle 1', phone: '+57 602 555 0000', active: true });
    expect(created.status).toBe(201);
    expect(created.body.version).toBe(1);
    const id = created.body.id;
    const patched = await rest('PATCH', `/warehouses/${id}`, { name: 'Bodega Versión 2', version: 1 });
    expect(patched.body).toMatchObject({ name: 'Bodega Versión 2', version: 2 });
    const stale = await rest('PUT', `/warehouses/${id}`, { ...created.body, name: 'Vieja' }, { 'Accept-Language': 'es' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(new RegExp(`^${ADMIN_NAME} modificó este registro el `));
    expect(stale.body.data).toMatchObject({ version: 2, changedBy: { id: 1, name: ADMIN_NAME } });
    expect((await rest('GET', `/warehouses/${id}`)).body.name).toBe('Bodega Versión 2');
    // without a version: last write wins
    expect((await rest('PATCH', `/warehouses/${id}`, { active: false })).body.version).toBe(3);

    const trail = (await auditOf('warehouses', id, operador)).body.data;
    expect(trail.total).toBe(3);
    expect(trail.items.map((e: { action: string }) => e.action)).toEqual(['update', 'update', 'create']);
    expect(trail.items[1].changes).toEqual([{ field: 'name', before: 'Bodega Versionada', after: 'Bodega Versión 2' }]);
  });
});
