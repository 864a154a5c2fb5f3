// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { call, post, withServerForFile, type ServerForFile } from './helpers';

let server: ServerForFile['server'];
let admin: string;
let operador: string;

withServerForFile((ready) => ({ server, admin, operador } = ready));

const list = (body: unknown, token = admin) => post(server, '/api/DataBase/List', body, token);
const save = (body: unknown, token = admin, headers?: Record<string, string>) => post(server, '/api/DataBase/Save', body, token, headers);

describe('POST /api/DataBase/List', () => {
  it('pages: page 3 of size 10 over 28 databases has 8 items and total 28', async () => {
    const answer = await list({ pageIndex: 3, pageSize: 10 });
    expect(answer.status).toBe(200);
    expect(answer.body.data.totalItemCount).toBe(28);
    expect(answer.body.data.items).toHaveLength(8);
    expect(answer.body.data.items.map((d: { id: number }) => d.id)).toEqual([21, 22, 23, 24, 25, 26, 27, 28]);
  });

  it('returns everything with the look-up page size 9999999', async () => {
    const answer = await list({ pageIndex: 1, pageSize: 9999999 });
    expect(answer.body.data.items).toHaveLength(28);
  });

  it('searches name and alias, ignoring case and accents', async () => {
    const byName = await list({ pageIndex: 1, pageSize: 10, search: 'bogota' });
    expect(byName.body.data.items.map((d: { name: string }) => d.name)).toEqual(['Inventario Bogotá']);
    const byAlias = await list({ pageIndex: 1, pageSize: 50, search: 'inv_' });
    expect(byAlias.body.data.totalItemCount).toBe(6);
    expect(byAlias.body.data.items.every((d: { alias: string }) => d.alias.startsWith('INV_'))).toBe(true);
  });

  it('sorts by a database field in both directions', async () => {
    const asc = await list({ pageIndex: 1, pageSize: 3, sortField: 'name', sortOrder: 'ASC' });
    expect(asc.body.data.items.map((d: { name: string }) => d.name)).toEqual(['Archivo Documental', 'Auditoría Interna', 'Bodega Santa Marta']);
    const desc = await list({ pageIndex: 1, pageSize: 2, sortField: 'alias', sortOrder: 'DESC' });
    expect(desc.body.data.items.map((d: { alias: string }) => d.alias)).toEqual(['VEN_CUC', 'TVS_NAL']);
  });

  it('rejects bad paging and unknown sort fields with 400 naming the field', async () => {
    for (const [body, field] of [
      [{ pageIndex: 0, pageSize: 10 }, 'pageIndex'],
      [{ pageIndex: 1, pageSize: -1 }, 'pageSize'],
      [{ pageIndex: 1.5, pageSize: 10 }, 'pageIndex'],
      [{ pageSize: 10 }, 'pageIndex'],
      [{ pageIndex: 1, pageSize: 10, sortField: 'password' }, 'sortField'],
    ] as const) {
      const answer = await list(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toContain(field);
      expect(Object.keys(answer.body.errors)).toEqual([field]);
    }
  });
});

describe('GET /api/DataBase/Get', () => {
  it('answers the record', async () => {
    const answer = await call(server, 'GET', '/api/DataBase/Get?id=2', { token: admin });
    expect(answer.body.data).toMatchObject({ id: 2, name: 'Inventario Bogotá', alias: 'INV_BOG', databaseType: 1, status: true });
  });
  it('answers 404 for a missing id and 400 for a bad one', async () => {
    const missing = await call(server, 'GET', '/api/DataBase/Get?id=999', { token: admin });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ isSuccess: false, message: 'The database 999 does not exist.', data: null });
    expect((await call(server, 'GET', '/api/DataBase/Get?id=abc', { token: admin })).status).toBe(400);
  });
});

describe('POST /api/DataBase/Save', () => {
  it('creates a record when id is 0 and answers its id', async () => {
    const answer = await save({ id: 0, name: 'Inventario Pasto', alias: 'INV_PSO', databaseType: 2, connectionString: 'Server=mysql-pso;Port=3306;Database=inv_pso;', extra: 'ignored' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ isSuccess: true, message: 'Successful process.', data: 29 });
    const stored = await call(server, 'GET', '/api/DataBase/Get?id=29', { token: admin });
    expect(stored.body.data).toEqual({
      id: 29, name: 'Inventario Pasto', alias: 'INV_PSO', databaseType: 2, connectionString: 'Server=mysql-pso;Port=3306;Database=inv_pso;',
      storage: '', status: true, urlApi: 'http://', version: 1,
    });
  });

  it('answers 400 with errors per field when required fields are missing', async () => {
    const answer = await save({ alias: 'SIN_NOMBRE', connectionString: 'Server=x' });
    expect(answer.status).toBe(400);
    expect(answer.body.isSuccess).toBe(false);
    expect(answer.body.data).toBeNull();
    expect(answer.body.message).toBe('The field name is required.');
    expect(answer.body.errors).toEqual({ name: 'The field name is required.' });
    const es = await save({ name: '   ', alias: 'X', connectionString: 'x' }, admin, { 'Accept-Language': 'es' });
    expect(es.body.errors).toEqual({ name: 'El campo name es obligatorio.' });
  });

  it('names every failing field at once, each with its message in the caller\'s language (storage: 200 at most, as the form says)', async () => {
    const body = { name: '', alias: 'A', databaseType: 3, urlApi: 'ftp://x', storage: 's'.repeat(201) };
    const es = await save(body, admin, { 'Accept-Language': 'es' });
    expect(es.status).toBe(400);
    expect(es.body.errors).toEqual({
      name: 'El campo name es obligatorio.',
      storage: 'El campo storage debe tener como máximo 200 caracteres.',
      urlApi: 'El campo urlApi debe ser una dirección http(s) completa, p. ej. https://api.ejemplo.com/.',
    });
    expect(es.body.message).toBe(`Datos no válidos: ${Object.values(es.body.errors).join(' ')}`);
    // 200 characters are accepted (checked without writing: the name is still missing)
    expect((await save({ ...body, urlApi: 'https://api.example.co/', storage: 's'.repeat(200) })).body.errors).toEqual({ name: 'The field name is required.' });
  });

  it('requires a connection string except for API databases, which need a real http(s) URL', async () => {
    const noConnection = await save({ name: 'Nueva SQL', alias: 'NEW_SQL', databaseType: 1 });
    expect(noConnection.status).toBe(400);
    expect(Object.keys(noConnection.body.errors)).toEqual(['connectionString']);
    for (const urlApi of ['http://', 'ftp://api.example.com', 'not a url', undefined]) {
      const answer = await save({ name: 'Nueva API', alias: 'NEW_API', databaseType: 3, urlApi });
      expect(answer.status, String(urlApi)).toBe(400);
      expect(Object.keys(answer.body.errors)).toEqual(['urlApi']);
      expect(answer.body.message).toContain('urlApi');
    }
    const good = await save({ name: 'Nueva API', alias: 'NEW_API', databaseType: 3, urlApi: 'https://api.grupoandino.co/nueva/' });
    expect(good.status).toBe(200);
  });

  it('checks lengths, types and the database type range', async () => {
    expect((await save({ name: 'x'.repeat(101), alias: 'A', connectionString: 'c' })).body.errors).toHaveProperty('name');
    expect((await save({ name: 'Largo', alias: 'A', connectionString: 'c'.repeat(1001) })).body.errors).toHaveProperty('connectionString');
    expect((await save({ name: 'Tipo', alias: 'A', connectionString: 'c', databaseType: 7 })).body.errors).toHaveProperty('databaseType');
    expect((await save({ name: 'Estado', alias: 'A', connectionString: 'c', status: 'maybe' })).body.errors).toHaveProperty('status');
  });

  it('refuses a duplicate name (any case) with 409 naming the clash', async () => {
    const answer = await save({ name: 'INVENTARIO BOGOTÁ', alias: 'DUP', connectionString: 'Server=x' });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain('Inventario Bogotá');
    expect(answer.body.errors).toHaveProperty('name');
  });

  it('issue 10 item 13: refuses a duplicate alias (any case, spaces aside) with 409 on the alias field', async () => {
    const stored = await call(server, 'GET', '/api/DataBase/Get?id=2', { token: admin });
    const taken = stored.body.data.alias as string;
    const answer = await save({ name: 'Otra base', alias: ` ${taken.toLowerCase()} `, connectionString: 'Server=x' });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(`A database with the alias "${taken}" already exists (id 2).`);
    expect(answer.body.errors).toEqual({ alias: answer.body.message });
    // the record itself keeps its alias on an update
    expect((await save({ id: 2, alias: taken })).status).toBe(200);
  });

  it('updates an existing record, keeping fields the body leaves out; 404 for a missing id', async () => {
    const answer = await save({ id: 5, name: 'Logística Cali y Valle', alias: 'LOG_CAL' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBe(5);
    const stored = await call(server, 'GET', '/api/DataBase/Get?id=5', { token: admin });
    expect(stored.body.data).toMatchObject({ id: 5, name: 'Logística Cali y Valle', databaseType: 2, status: true });
    expect(stored.body.data.connectionString).toContain('mysql');
    expect((await list({ pageIndex: 1, pageSize: 100 })).body.data.totalItemCount).toBe(30);
    expect((await save({ id: 5, name: 'Logística Cali y Valle', alias: 'LOG_CAL', status: false })).status).toBe(200);
    const missing = await save({ id: 4040, name: 'Nada', alias: 'NADA', connectionString: 'x' });
    expect(missing.status).toBe(404);
  });

  it('POST /api/DataBase/State switches the status', async () => {
    expect((await post(server, '/api/DataBase/State', { id: 2, status: false }, admin)).status).toBe(200);
    expect((await call(server, 'GET', '/api/DataBase/Get?id=2', { token: admin })).body.data.status).toBe(false);
    expect((await post(server, '/api/DataBase/State', { id: 999, status: true }, admin)).status).toBe(404);
  });
});

describe('permissions', () => {
  it('the operador may list and view but not save', async () => {
    expect((await list({ pageIndex: 1, pageSize: 10 }, operador)).status).toBe(200);
    expect((await call(server, 'GET', '/api/DataBase/Get?id=1', { token: operador })).status).toBe(200);
    const denied = await save({ name: 'Intento', alias: 'INT', connectionString: 'Server=x' }, operador);
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ isSuccess: false, data: null });
    expect(denied.body.message).toContain('W');
    expect(denied.body.message).toContain('/system/configuration/data-bases');
    expect((await post(server, '/api/DataBase/State', { id: 1, status: false }, operador)).status).toBe(403);
  });
});

describe('request bodies', () => {
  it('answers 413 for a body over 1 MB', async () => {
    const answer = await save({ name: 'Grande', alias: 'BIG', connectionString: 'x'.repeat(1024 * 1024 + 10) });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ isSuccess: false, data: null });
    expect(answer.body.message).toMatch(/too large/);
  });

  it('answers 400 for malformed JSON and for a body that is not an object', async () => {
    const malformed = await call(server, 'POST', '/api/DataBase/Save', { raw: '{"name": ', token: admin });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ isSuccess: false, message: 'Malformed JSON body.', data: null });
    const es = await call(server, 'POST', '/api/DataBase/List', { raw: '{', token: admin, headers: { 'Accept-Language': 'es' } });
    expect(es.body.message).toBe('El cuerpo JSON está mal formado.');
    const array = await call(server, 'POST', '/api/DataBase/Save', { raw: '[1,2]', token: admin });
    expect(array.status).toBe(400);
    expect(array.body.message).toMatch(/JSON object/);
    const none = await call(server, 'POST', '/api/DataBase/List', { token: admin });
    expect(none.status).toBe(400);
  });

  it('answers a 404 envelope for an unknown API route, without a stack trace', async () => {
    const answer = await call(server, 'POST', '/api/Nothing/Here', { body: {}, token: admin });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ isSuccess: false, data: null });
    expect(answer.text).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});
