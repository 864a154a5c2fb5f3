// @vitest-environment node
// Issue 13's endpoints over HTTP: upload types (list per user, save rules), the preview of an upload with a
// message per bad cell, the import all-or-nothing (a refused import writes nothing) or of the valid rows only,
// the rows left out as .xlsx, the limits answered before anything is written, and the order loading by code.
import { describe, expect, it } from 'vitest';
import { ORDER_LOADING_CODE } from '../../../../contracts/endpoints/processUpload';
import { call, post, withServerForFile, type ServerForFile } from '../helpers';
import { readBack, uploadTo, WAREHOUSE_HEADER, xlsx } from './sheets';

let server: ServerForFile['server'];
let admin: string;
let operador: string;
withServerForFile((ready) => ({ server, admin, operador } = ready));

const WAREHOUSES = 115;
const USERS = 101;
const STOCK = 104;
const upload = (type: number, bytes: Buffer, token = admin, userId = 1, name = 'datos.xlsx', lang = 'en') =>
  uploadTo(`${server.url}/api/ProcessUploadFile/UploadFile?id=${type}&IdUser=${userId}`, token, bytes, name, lang);
const importIt = (id: number, onlyValid = false, lang = 'en') => post(server, '/api/ProcessFile/ProcessFile', { id, onlyValid }, admin, { 'Accept-Language': lang });
const warehouseCount = () => server.rest.state.warehouses.length;
const counts = async () => ({
  users: (await server.db.selectFrom('users').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
  orders: (await server.db.selectFrom('repairOrders').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
  warehouses: warehouseCount(),
});

describe('upload types', () => {
  it('List with UserId answers only the types assigned to that user; another user id is refused', async () => {
    const mine = await post(server, '/api/ProcessUploadFile/List', { pageIndex: 1, pageSize: 999999, UserId: 2 }, operador);
    expect(mine.status).toBe(200);
    expect(mine.body.data.items.map((t: { idUploadFile: number }) => t.idUploadFile)).toEqual([104]);
    expect((await post(server, '/api/ProcessUploadFile/List', { pageIndex: 1, pageSize: 10, UserId: 1 }, operador)).status).toBe(403);
    const all = await post(server, '/api/ProcessUploadFile/List', { pageIndex: 1, pageSize: 10 }, admin);
    expect(all.body.data.totalItemCount).toBe(5);
  });

  it('Save requires alias, code, api, storeProcedure and format, and a procedure the server runs', async () => {
    const empty = await post(server, '/api/ProcessUploadFile/Save', { idUploadFile: 0, dataBaseId: 2 }, admin);
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['alias', 'api', 'code', 'format', 'storeProcedure']);
    const unknown = await post(server, '/api/ProcessUploadFile/Save', { idUploadFile: 0, alias: 'X', code: 'X', api: '/api/', storeProcedure: 'sp_Nada', format: 'JSON', dataBaseId: 2 }, admin);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.storeProcedure).toContain('sp_Nada does not exist');
  });

  it('a new type becomes an upload entry of the Permissions screen; assigned there, the user may upload with it', async () => {
    const saved = await post(server, '/api/ProcessUploadFile/Save', { idUploadFile: 0, alias: 'Bodegas sur', code: 'BODEGAS_SUR', api: '/api/', storeProcedure: 'sp_CargueBodegas', format: 'XML', dataBaseId: 2 }, admin);
    expect(saved.status).toBe(200);
    const id = saved.body.data;
    const entries = await call(server, 'GET', '/api/Permission/ListPermint', { token: admin });
    expect(entries.body.data).toContainEqual(expect.objectContaining({ id, tableType: 2, name: 'Bodegas sur' }));
    const file = xlsx([WAREHOUSE_HEADER, ['SUR-001', 'Sur', 'Cali', '', '', true]]);
    expect((await upload(id, file)).status).toBe(403);
    expect((await post(server, '/api/Permission/SaveUserPermint', { idTable: id, tableType: 2, users: [1] }, admin)).status).toBe(200);
    expect((await upload(id, file)).status).toBe(200);
    const again = await post(server, '/api/ProcessUploadFile/Save', { idUploadFile: id, alias: 'Bodegas del sur', code: 'BODEGAS_SUR', api: '/api/', storeProcedure: 'sp_CargueBodegas', format: 'XML', dataBaseId: 2 }, admin);
    expect(again.body.data).toBe(id);
    expect((await call(server, 'GET', `/api/ProcessUploadFile/Get?id=${id}`, { token: admin })).body.data.alias).toBe('Bodegas del sur');
  });
});

describe('upload, preview and import', () => {
  const twoBad = () => xlsx([
    WAREHOUSE_HEADER,
    ['CAL-101', 'Bodega Cali', 'Cali', 'Calle 5', '6021234', true],
    ['cal102', 'Bodega mala', 'Cali', '', '', true],
    ['CAL-103', '', 'Cali', '', '', true],
    ['CAL-104', 'Bodega Palmira', 'Palmira', '', '', false],
  ]);

  it('previews every row, with a message on each bad cell and the summary', async () => {
    const answer = await upload(WAREHOUSES, twoBad(), admin, 1, 'bodegas.xlsx', 'es');
    expect(answer.status, answer.text).toBe(200);
    const { items, summary, columns, resp } = answer.body.data;
    expect(resp).toBeGreaterThan(0);
    expect(columns).toEqual(WAREHOUSE_HEADER);
    expect(summary).toEqual({ read: 4, valid: 2, invalid: 2 });
    expect(items.map((r: { row: number }) => r.row)).toEqual([2, 3, 4, 5]);
    expect(items[1].errors).toEqual({ code: 'El campo code no tiene el formato esperado (ABC-123).' });
    expect(items[2].errors).toEqual({ name: 'El campo name es obligatorio.' });
    expect(items[0].errors).toBeUndefined();
    const transaction = await call(server, 'GET', `/api/ProcessUploadFile/GetTransaction?id=${resp}`, { token: admin });
    expect(transaction.body.data).toMatchObject({ id: resp, api: '/api/', state: 'PREVIEW', summary: { read: 4, valid: 2, invalid: 2 } });
  });

  it('imports all or nothing: with bad rows nothing is written; only the valid rows when asked; then the rows left out download as .xlsx', async () => {
    const before = await counts();
    const { resp } = (await upload(WAREHOUSES, twoBad())).body.data;
    const refused = await importIt(resp);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('2 of 4 rows have errors: nothing was written.');
    expect(refused.body.data.rows.filter((r: { error: string }) => r.error)).toHaveLength(2);
    expect(await counts()).toEqual(before);

    const done = await importIt(resp, true);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ written: 2, leftOut: 2 });
    expect(warehouseCount()).toBe(before.warehouses + 2);
    expect(server.rest.state.warehouses.map((w) => w.code)).toEqual(expect.arrayContaining(['CAL-101', 'CAL-104']));
    expect((await importIt(resp, true)).status).toBe(409);

    const file = await fetch(`${server.url}/api/ProcessUploadFile/LeftOut?id=${resp}&token=${admin}`, { headers: { 'Accept-Language': 'es' } });
    expect(file.status).toBe(200);
    const rows = readBack(Buffer.from(await file.arrayBuffer()));
    expect(rows[0]).toEqual(['Fila', ...WAREHOUSE_HEADER, 'Error']);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[7]])).toEqual([
      [3, 'cal102', 'code: El campo code no tiene el formato esperado (ABC-123).'],
      [4, 'CAL-103', 'name: El campo name es obligatorio.'],
    ]);
  });

  it('checks rows against stored data and each other: a code already stored or repeated in the file', async () => {
    const answer = await upload(WAREHOUSES, xlsx([WAREHOUSE_HEADER, ['BOG-001', 'Otra', 'Bogotá'], ['PAS-001', 'A', 'Pasto'], ['PAS-001', 'B', 'Pasto']]));
    const [stored, first, repeated] = answer.body.data.items;
    expect(stored.errors.code).toBe('Code / Código "BOG-001" already exists.');
    expect(first.errors).toBeUndefined();
    expect(repeated.errors.code).toBe('Code / Código "PAS-001" repeats row 3 of the file.');
  });

  it('users: the form rules (required, e-mail, password policy) and unique logins; a clean file is written with its database', async () => {
    const header = ['Nombre', 'Usuario', 'Correo', 'Documento', 'Clave'];
    const bad = await upload(USERS, xlsx([header, ['Ana Ruiz', 'admin', 'ana@x.co', '1', 'Clave#2026'], ['Luis', 'luis.p', 'no-es-correo', '2', 'corta']]));
    const [taken, broken] = bad.body.data.items;
    expect(taken.errors).toEqual({ Usuario: 'Login "admin" already exists.' });
    expect(Object.keys(broken.errors).sort()).toEqual(['Clave', 'Correo']);
    expect(broken.errors.Clave).toMatch(/^The password/);
    const good = await upload(USERS, xlsx([header, ['Carla Mejía', 'carla.mejia', 'carla@andino.co', '52111222', 'Segura#2026']]));
    expect((await importIt(good.body.data.resp)).body.data.written).toBe(1);
    const user = await server.db.selectFrom('users').selectAll().where('login', '=', 'carla.mejia').executeTakeFirstOrThrow();
    const link = await server.db.selectFrom('userDatabases').selectAll().where('userId', '=', user.id).execute();
    expect(link.map((l) => l.databaseId)).toEqual([1]);
  });

  it('stock: an unknown SKU is a cell message; a known one replaces its stock line', async () => {
    const product = await server.db.selectFrom('products').select(['id', 'sku']).orderBy('id').executeTakeFirstOrThrow();
    const answer = await upload(STOCK, xlsx([['SKU', 'Bodega', 'Cantidad', 'Subinventario'], ['NO-EXISTE', 'BOG-001', 3, 'DISPONIBLE'], [product.sku, 'BOG-001', 42, 'DISPONIBLE']]));
    expect(answer.body.data.items[0].errors).toEqual({ SKU: 'The product NO-EXISTE does not exist.' });
    expect((await importIt(answer.body.data.resp, true)).body.data.written).toBe(1);
    const line = await server.db.selectFrom('productStock').selectAll().where('productId', '=', product.id).where('winery', '=', 'BOG-001').where('subInventory', '=', 'DISPONIBLE').execute();
    expect(line.map((l) => l.amount)).toEqual([42]);
  });
});

describe('limits: refused with a clear message, nothing written', () => {
  it('a file over 10 MB is answered 413', async () => {
    const before = await counts();
    const answer = await upload(WAREHOUSES, Buffer.alloc(11 * 1024 * 1024, 1), admin, 1, 'enorme.xlsx');
    expect(answer.status).toBe(413);
    expect(answer.body.message).toContain('larger than 10 MB');
    expect(await counts()).toEqual(before);
  });

  it('a PNG named .xlsx is refused as not a spreadsheet; no transaction is stored', async () => {
    const stored = async () => (await server.db.selectFrom('uploadTransactions').select('id').execute()).length;
    const before = await stored();
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(256)]);
    const answer = await upload(WAREHOUSES, png, admin, 1, 'bodegas.xlsx', 'es');
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ isSuccess: false, message: 'El archivo bodegas.xlsx no es una hoja de cálculo (.xls o .xlsx): su contenido es image/png.' });
    expect(await stored()).toBe(before);
  });

  it('someone else cannot read or import my transaction', async () => {
    const { resp } = (await upload(WAREHOUSES, xlsx([WAREHOUSE_HEADER, ['TUN-001', 'Tunja', 'Tunja']]))).body.data;
    expect((await call(server, 'GET', `/api/ProcessUploadFile/GetTransaction?id=${resp}`, { token: operador })).status).toBe(404);
    expect((await post(server, '/api/ProcessFile/ProcessFile', { id: resp }, operador)).status).toBe(404);
  });
});

describe('order loading', () => {
  const header = ['Documento', 'Cliente', 'Celular', 'Correo', 'Marca', 'Modelo', 'IMEI', 'Linea', 'FechaCompra', 'Falla', 'Punto'];
  const order = (imei: string, point = 3) => ['1019876543', 'Paula Andrea Ríos', '3001234567', 'paula@correo.co', 'Samsung', 'Galaxy A54', imei, '3109876543', '2026-05-10', 'Pantalla rota', point];

  it('UploadFileCode with the fixed code previews; the import writes real repair orders in state 1 with their stamp', async () => {
    const before = await counts();
    const answer = await uploadTo(`${server.url}/api/ProcessUploadFile/UploadFileCode?Code=${ORDER_LOADING_CODE}&IdUser=1`, admin, xlsx([header, order('356789012345671'), order('356789012345672', 4)]));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.summary).toEqual({ read: 2, valid: 2, invalid: 0 });
    const done = await importIt(answer.body.data.resp);
    expect(done.body.data.rows.map((r: { objeto: string; error: string }) => r.error)).toEqual(['', '']);
    expect((await counts()).orders).toBe(before.orders + 2);
    const loaded = await server.db.selectFrom('repairOrders').selectAll().where('imei', '=', '356789012345671').executeTakeFirstOrThrow();
    expect(loaded).toMatchObject({ idOrderState: '1', pointId: 3, brand: 'Samsung' });
    const stamps = await server.db.selectFrom('repairOrderStages').selectAll().where('orderId', '=', loaded.id).execute();
    expect(stamps.map((s) => s.state)).toEqual(['1']);
  });

  it('a broken file writes nothing and says why per row (Error column)', async () => {
    const before = await counts();
    const answer = await uploadTo(`${server.url}/api/ProcessUploadFile/UploadFileCode?Code=${ORDER_LOADING_CODE}&IdUser=1`, admin, xlsx([header, order('12345'), order('356789012345679', 1)]));
    const refused = await importIt(answer.body.data.resp, false, 'es');
    expect(refused.status).toBe(422);
    const errors = refused.body.data.rows.map((r: { error: string }) => r.error);
    expect(errors[0]).toBe('IMEI: El campo IMEI no tiene el formato esperado (15 dígitos / 15 digits).');
    expect(errors[1]).toContain('Punto: 1 no es un punto de venta abierto');
    expect(await counts()).toEqual(before);
  });
});
