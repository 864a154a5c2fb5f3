// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, leaksPassword, login, removeDir, SERVER_START_TIMEOUT_MS, startServer } from './helpers';

let server: Awaited<ReturnType<typeof startServer>>;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = (await login(server)).token;
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await server.close();
  removeDir(server.dataDir);
}, SERVER_START_TIMEOUT_MS);

const q = (params: Record<string, unknown>) =>
  '?' + Object.entries(params).map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`).join('&');
const rest = (method: string, urlPath: string, body?: unknown) => call(server, method, `/api/rest${urlPath}`, { token, body });
const onDisk = () => JSON.parse(readFileSync(path.join(server.dataDir, 'rest.json'), 'utf8')).warehouses as Array<Record<string, unknown>>;

describe('generic REST (ra-data-simple-rest dialect)', () => {
  it('lists a sorted slice and tells the total in Content-Range', async () => {
    const answer = await rest('GET', `/warehouses${q({ sort: ['code', 'ASC'], range: [0, 9], filter: {} })}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-range')).toBe('warehouses 0-9/30');
    expect(answer.body).toHaveLength(10);
    expect(answer.body[0].code).toBe('AXM-001');
    const page3 = await rest('GET', `/warehouses${q({ sort: ['id', 'DESC'], range: [20, 29] })}`);
    expect(page3.headers.get('content-range')).toBe('warehouses 20-29/30');
    expect(page3.body.map((w: { id: number }) => w.id)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(answer.headers.get('access-control-expose-headers')).toBeNull();
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('filters with q (full text) and with field values', async () => {
    const bog = await rest('GET', `/warehouses${q({ filter: { q: 'bogotá' }, range: [0, 9] })}`);
    expect(bog.headers.get('content-range')).toBe('warehouses 0-4/5');
    const inactive = await rest('GET', `/warehouses${q({ filter: { active: false }, range: [0, 49] })}`);
    expect(inactive.body.length).toBeGreaterThan(0);
    expect(inactive.body.every((w: { active: boolean }) => w.active === false)).toBe(true);
  });

  it('getMany: filter with an id array', async () => {
    const answer = await rest('GET', `/warehouses${q({ filter: { id: [3, 7, 11] } })}`);
    expect(answer.body.map((w: { id: number }) => w.id)).toEqual([3, 7, 11]);
    const none = await rest('GET', `/warehouses${q({ filter: { id: [] } })}`);
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
  });

  it('creates, updates and deletes, each saved to the data file before the answer', async () => {
    const created = await rest('POST', '/warehouses', { code: 'PSO-002', name: 'Bodega Norte Pasto', city: 'Pasto', address: 'Calle 18 # 25-40', phone: '+57 602 555 0101', active: true });
    expect(created.status).toBe(201);
    expect(created.body.id).toBe(31);
    expect(onDisk().find((w) => w.id === 31)?.name).toBe('Bodega Norte Pasto');

    const updated = await rest('PUT', '/warehouses/31', { ...created.body, name: 'Bodega Norte de Pasto' });
    expect(updated.status).toBe(200);
    expect(onDisk().find((w) => w.id === 31)?.name).toBe('Bodega Norte de Pasto');

    const patched = await rest('PATCH', '/warehouses/31', { active: false });
    expect(patched.body).toMatchObject({ id: 31, active: false, code: 'PSO-002' });
    expect(onDisk().find((w) => w.id === 31)?.active).toBe(false);

    const one = await rest('GET', '/warehouses/31');
    expect(one.body.name).toBe('Bodega Norte de Pasto');

    const deleted = await call(server, 'DELETE', '/api/rest/warehouses/31', { token, headers: { 'Content-Type': 'text/plain' } });
    expect(deleted.status).toBe(200);
    expect(onDisk().some((w) => w.id === 31)).toBe(false);
    expect((await rest('GET', '/warehouses/31')).status).toBe(404);
    expect((await rest('DELETE', '/warehouses/31')).status).toBe(404);
  });

  it('refuses a duplicate id with 409 and a non-object body with 400', async () => {
    expect((await rest('POST', '/warehouses', { id: 1, code: 'XXX-999', name: 'Duplicada', city: 'Neiva' })).status).toBe(409);
    expect((await call(server, 'POST', '/api/rest/warehouses', { token, raw: '[1]' })).status).toBe(400);
    expect((await call(server, 'GET', '/api/rest/warehouses?sort=notjson', { token })).status).toBe(400);
  });

  it('validates what a warehouse may be: required fields, code format, unique code, no unknown fields', async () => {
    const missing = await rest('POST', '/warehouses', { code: 'NEI-001', city: 'Neiva' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty('name');
    expect(missing.body.message).toMatch(/name/);

    const badCode = await rest('POST', '/warehouses', { code: 'neiva', name: 'Bodega Neiva', city: 'Neiva' });
    expect(badCode.status).toBe(400);
    expect(badCode.body.errors.code).toMatch(/ABC-123/);

    const existingCode = onDisk()[0].code as string;
    const clash = await rest('POST', '/warehouses', { code: existingCode, name: 'Otra', city: 'Neiva' });
    expect(clash.status).toBe(409);
    expect(clash.body.errors.code).toContain(existingCode);

    // an unknown field is refused by name (issue 20), and nothing is written
    const unknown = await rest('POST', '/warehouses', { code: 'NEI-001', name: 'Bodega Neiva', city: 'Neiva', isAdmin: true });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ isAdmin: 'The field isAdmin is not part of this resource.' });
    expect(onDisk().filter((w) => w.code === 'NEI-001')).toHaveLength(0);
    const created = await rest('POST', '/warehouses', { code: 'NEI-001', name: 'Bodega Neiva', city: 'Neiva' });
    expect(created.status).toBe(201);
    // an update that would copy another row's code is refused too
    const copy = await rest('PATCH', `/warehouses/${created.body.id}`, { code: existingCode });
    expect(copy.status).toBe(409);
    expect(onDisk().filter((w) => w.code === 'NEI-001')).toHaveLength(1);
    expect(onDisk().length).toBeGreaterThan(0);
  });

  it('does not expose the whole database nor the users', async () => {
    const db = await rest('GET', '/db');
    expect(db.status).toBe(404);
    expect(leaksPassword(db.text)).toBe(false);
    const users = await rest('GET', '/users');
    expect(users.status).toBe(404);
    expect(users.body).toMatchObject({ isSuccess: false, data: null });
    const all = await rest('GET', `/warehouses${q({ range: [0, 99] })}`);
    expect(leaksPassword(all.text)).toBe(false);
  });

  it("goes through the warehouses menu entry's flags: the operator (L and V) lists and reads, never changes (issue 20)", async () => {
    const operador = (await login(server, 'operador', 'Operador#2026')).token;
    const as = (method: string, urlPath: string, body?: unknown) => call(server, method, `/api/rest${urlPath}`, { token: operador, body });
    const before = onDisk().length;
    expect((await as('GET', `/warehouses${q({ range: [0, 9] })}`)).status).toBe(200);
    expect((await as('GET', '/warehouses/3')).status).toBe(200);
    const created = await as('POST', '/warehouses', { code: 'OPR-001', name: 'Bodega del operador', city: 'Cali' });
    expect(created.status).toBe(403);
    expect(created.body).toMatchObject({ isSuccess: false, data: null });
    expect(created.body.message).toMatch(/W/);
    expect((await as('PUT', '/warehouses/3', { name: 'Cambiada por el operador' })).status).toBe(403);
    expect((await as('PATCH', '/warehouses/3', { name: 'Cambiada por el operador' })).status).toBe(403);
    expect((await as('DELETE', '/warehouses/3')).status).toBe(403);
    expect(onDisk()).toHaveLength(before);
    expect(onDisk().find((w) => w.id === 3)?.name).not.toBe('Cambiada por el operador');
    // a collection the data file may hold but no contract declares is no collection
    expect((await rest('GET', '/notAcollection')).status).toBe(404);
  });

  it('requires the bearer token', async () => {
    const answer = await call(server, 'GET', '/api/rest/warehouses');
    expect(answer.status).toBe(401);
    expect(answer.body.isSuccess).toBe(false);
  });
});
