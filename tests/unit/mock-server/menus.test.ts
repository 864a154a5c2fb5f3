// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { post, withServerForFile, type ServerForFile } from './helpers';

let server: ServerForFile['server'];
let admin: string;
let operador: string;

withServerForFile((ready) => ({ server, admin, operador } = ready));

const call = (endpoint: string, body: unknown, token = admin) => post(server, `/api/Menu/${endpoint}`, body, token);
const count = async (table: 'menus' | 'menuAccess') => Number((await server.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const menuCount = () => count('menus');
const accessCount = () => count('menuAccess');

describe('POST /api/Menu/List', () => {
  it("pages a database's menu entries with every field", async () => {
    const answer = await call('List', { pageIndex: 1, pageSize: 10, dataBaseId: 2 });
    expect(answer.status).toBe(200);
    expect(answer.body.data.totalItemCount).toBe(4);
    expect(answer.body.data.items.map((m: { id: number }) => m.id)).toEqual([51, 52, 53, 54]);
    expect(answer.body.data.items[2]).toEqual({
      id: 53, name: 'Productos', nameEn: 'Products', path: '/SatelliteTV/components/Products', icon: 'Inventory2', root: 52,
      status: true, sourcePrime: true, dataBaseId: 2, index: 1,
    });
    const page = await call('List', { pageIndex: 3, pageSize: 10, dataBaseId: 1 });
    // 50 entries of the first release, Bodegas (issue 20), Recursos (issue 19), Canal de venta (issue 18) and Buzón de correo (issue 36)
    expect(page.body.data.totalItemCount).toBe(54);
    expect(page.body.data.items).toHaveLength(10);
  });

  it('400 without the database, 404 for one that does not exist', async () => {
    const missing = await call('List', { pageIndex: 1, pageSize: 10 });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ dataBaseId: 'The field dataBaseId is required.' });
    const unknown = await call('List', { pageIndex: 1, pageSize: 10, dataBaseId: 999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('The database 999 does not exist.');
  });
});

describe('POST /api/Menu/Get and /api/Menu/GetRoot', () => {
  it('Get: the entry as row[0] and its access rows as items, with the role names', async () => {
    const answer = await call('Get', { id: 53, databaseId: 2 });
    expect(answer.body.data.row).toHaveLength(1);
    expect(answer.body.data.row[0]).toMatchObject({ id: 53, name: 'Productos', dataBaseId: 2 });
    expect(answer.body.data.items.map((a: { roleName: string }) => a.roleName)).toEqual(['Administrador', 'Operador', 'Analista', 'Consulta']);
    expect(answer.body.data.items[1]).toEqual({ id: 136, role: 8, roleName: 'Operador', menu: 53, l: true, v: true, w: true, r: false, d: false, status: true });
    // the database is optional; given, it must be the entry's
    expect((await call('Get', { id: 53 })).body.data.row[0].id).toBe(53);
    const other = await call('Get', { id: 53, databaseId: 3 });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('The menu entry 53 does not belong to the database Inventario Medellín.');
    expect((await call('Get', { id: 99999 })).status).toBe(404);
    expect((await call('Get', { id: 53, databaseId: 999 })).status).toBe(404);
    expect((await call('Get', {})).body.errors).toHaveProperty('id');
  });

  it("GetRoot: the database's top-level entries, in menu order", async () => {
    expect((await call('GetRoot', { databaseId: 2 })).body.data).toEqual([{ id: 51, name: 'Inicio' }, { id: 52, name: 'Inventario' }]);
    const consoleRoots = (await call('GetRoot', { databaseId: 1 })).body.data.map((m: { name: string }) => m.name);
    expect(consoleRoots).toEqual(['Administración', 'Reportes', 'Televisión satelital', 'Operador móvil', 'Portabilidad', 'Cargue de archivos', 'Catálogo', 'SIM Cards']);
    expect((await call('GetRoot', { databaseId: 999 })).status).toBe(404);
    expect((await call('GetRoot', {})).body.errors).toEqual({ databaseId: 'The field databaseId is required.' });
  });
});

describe('POST /api/Menu/Save', () => {
  let created: number;

  it('creates an entry under a root of the same database, last among its siblings', async () => {
    const answer = await call('Save', { id: 0, name: 'Reportes', nameEn: 'Reports', path: '/system/report/reports', root: 52, icon: 'ListAlt', dataBaseId: 2 });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Successful process.');
    created = answer.body.data;
    const row = (await call('Get', { id: created })).body.data.row[0];
    expect(row).toEqual({ id: created, name: 'Reportes', nameEn: 'Reports', path: '/system/report/reports', icon: 'ListAlt', root: 52, status: true, sourcePrime: true, dataBaseId: 2, index: 3, version: 1 });
    // an older client sends no English name: the entry keeps an empty one (its Spanish name serves both languages)
    const top = await call('Save', { id: 0, name: 'Bodegas', path: '/system/warehouses', root: 0, dataBaseId: 2 });
    expect((await call('Get', { id: top.body.data })).body.data.row[0]).toMatchObject({ name: 'Bodegas', nameEn: '' });
    expect((await call('GetRoot', { databaseId: 2 })).body.data.map((m: { id: number }) => m.id)).toEqual([51, 52, top.body.data]);
  });

  it('names the missing fields', async () => {
    const answer = await call('Save', { id: 0, dataBaseId: 2 });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors)).toEqual(['name', 'path', 'root']);
    const long = await call('Save', { id: 0, name: 'x', path: `/${'p'.repeat(200)}`, root: 0, dataBaseId: 2 });
    expect(Object.keys(long.body.errors)).toEqual(['path']);
  });

  it('root: 0 or a top-level entry of the same database, never itself', async () => {
    const before = (await menuCount());
    const child = await call('Save', { id: 0, name: 'Nieto', path: '/x', root: 53, dataBaseId: 2 });
    expect(child.status).toBe(400);
    expect(child.body.errors).toEqual({ root: 'The field root must be 0 or a top-level menu entry of the same database; 53 is not.' });
    expect((await call('Save', { id: 0, name: 'Ajeno', path: '/x', root: 1, dataBaseId: 2 })).status).toBe(400);
    expect((await call('Save', { id: 0, name: 'Huérfano', path: '/x', root: 99999, dataBaseId: 2 })).status).toBe(400);
    const self = await call('Save', { id: 52, name: 'Inventario', path: '/inventario', root: 52 });
    expect(self.body.errors).toEqual({ root: 'A menu entry cannot be its own root.' });
    expect((await menuCount())).toBe(before);
  });

  it('refuses a database that does not exist (404), writing nothing', async () => {
    const before = (await menuCount());
    const answer = await call('Save', { id: 0, name: 'Fantasma', path: '/x', root: 0, dataBaseId: 999 });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('The database 999 does not exist.');
    expect((await menuCount())).toBe(before);
  });

  it('updates: keeps what the body leaves out and the database; 404 for a missing id', async () => {
    expect((await call('Save', { id: created, name: 'Informes', dataBaseId: 7, status: false })).body.data).toBe(created);
    expect((await call('Get', { id: created })).body.data.row[0]).toMatchObject({ name: 'Informes', path: '/system/report/reports', dataBaseId: 2, root: 52, index: 3, status: false });
    expect((await call('Save', { id: 99999, name: 'Nada', path: '/x', root: 0, dataBaseId: 2 })).status).toBe(404);
  });

  it('the operador (no W on the databases entry) gets 403; reading is allowed', async () => {
    expect((await call('List', { pageIndex: 1, pageSize: 10, dataBaseId: 2 }, operador)).status).toBe(200);
    expect((await call('Get', { id: 53 }, operador)).status).toBe(200);
    const denied = await call('Save', { id: 0, name: 'Intento', path: '/x', root: 0, dataBaseId: 2 }, operador);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toContain('W');
    expect((await call('SaveAccess', { role: 8, menu: 53, l: true }, operador)).status).toBe(403);
  });
});

describe('POST /api/Menu/SaveAccess', () => {
  it('updates the row of (role, menu) when there is one', async () => {
    const before = (await accessCount());
    const answer = await call('SaveAccess', { role: 9, menu: 53, l: true, v: true, w: true });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBe(139);
    expect((await accessCount())).toBe(before);
    const row = (await call('Get', { id: 53 })).body.data.items.find((a: { id: number }) => a.id === 139);
    expect(row).toEqual({ id: 139, role: 9, roleName: 'Analista', menu: 53, l: true, v: true, w: true, r: false, d: false, status: true });
  });

  it('creates one otherwise, and a second save of the same pair updates it', async () => {
    const menu = (await call('Save', { id: 0, name: 'Traslados', path: '/traslados', root: 52, dataBaseId: 2 })).body.data;
    const before = (await accessCount());
    const first = await call('SaveAccess', { name: 'Operador traslados', role: 8, menu, l: true });
    expect(first.status).toBe(200);
    expect((await accessCount())).toBe(before + 1);
    const again = await call('SaveAccess', { role: 8, menu, l: true, v: true, status: false });
    expect(again.body.data).toBe(first.body.data);
    expect((await accessCount())).toBe(before + 1);
    expect((await call('Get', { id: menu })).body.data.items).toEqual([
      { id: first.body.data, role: 8, roleName: 'Operador', menu, l: true, v: true, w: false, r: false, d: false, status: false },
    ]);
    expect((await server.db.selectFrom('menuAccess').select('name').where('id', '=', first.body.data).executeTakeFirstOrThrow()).name).toBe('Operador · Traslados');
  });

  it('needs at least one flag, a role and a menu, both of the same database', async () => {
    const before = (await accessCount());
    const none = await call('SaveAccess', { role: 8, menu: 53, l: false, v: false, w: false, r: false, d: false });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Tick at least one permission: L, V, W, R or D.');
    expect(none.body.errors).toEqual({ flags: none.body.message });
    const missing = await call('SaveAccess', { l: true });
    expect(Object.keys(missing.body.errors)).toEqual(['role', 'menu']);
    const otherDb = await call('SaveAccess', { role: 2, menu: 53, l: true });
    expect(otherDb.status).toBe(400);
    expect(otherDb.body.message).toBe(
      'The role Operador belongs to Consola Administrativa, not to Inventario Bogotá, the database of the menu entry Productos.',
    );
    expect((await call('SaveAccess', { role: 9999, menu: 53, l: true })).status).toBe(404);
    expect((await call('SaveAccess', { role: 8, menu: 99999, l: true })).status).toBe(404);
    expect((await accessCount())).toBe(before);
  });
});
