// @vitest-environment node
// The Report calls over HTTP (issue 12; spec 01 §7.5, spec 04 §7): seeded reports run with typed parameters, the
// filter rules and their exact messages, the limit, 403 for users not assigned, the save answering the reason as
// data, columns, the script test, the e-mailed export (a real .xlsx, read back from the Mailbox), and a runaway report cut at
// 5 s while the server keeps answering.
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { call, post, withServerForFile, type ServerForFile } from '../helpers';

let server: ServerForFile['server'];
let admin: string;
let operador: string;

withServerForFile((ready) => ({ server, admin, operador } = ready));

const execute = (body: unknown, { token = admin, limit, lang = 'es' }: { token?: string; limit?: number; lang?: string } = {}) =>
  post(server, `/api/Report/ExecuteReport${limit === undefined ? '' : `?limit=${limit}`}`, body, token, { 'Accept-Language': lang });
const get = (urlPath: string, token = admin) => call(server, 'GET', `/api/${urlPath}`, { token });

describe('running a seeded report', () => {
  it('binds the four parameter types and answers rows, the shown columns and the parameters', async () => {
    const users = await execute({ reportId: 1, parameters: [{ column: 'nombre', value: '' }, { column: 'activo', value: true }] });
    expect(users.status).toBe(200);
    expect(users.body.data.columns.map((c: { alias: string }) => c.alias)).toEqual(['Id', 'Nombre', 'Usuario', 'Base de datos', 'Activo', 'Roles']);
    expect(users.body.data.rows[0]).toMatchObject({ id: 1, login: 'admin', activo: true });
    expect(users.body.data.parameters.map((p: { type: number }) => p.type)).toEqual([1, 4]);
    const stock = await execute({ reportId: 4, parameters: [{ column: 'minimo', value: 0 }] });
    expect(stock.body.data.rows.length).toBeGreaterThan(0);
    expect(typeof stock.body.data.rows[0].unidades).toBe('number');
    const orders = await execute({ reportId: 18, parameters: [{ column: 'desde', value: '2000-01-01' }, { column: 'hasta', value: '2100-01-01' }, { column: 'garantia', value: true }] });
    expect(orders.body.data.rows.length).toBeGreaterThan(0);
    expect(orders.body.data.rows.every((r: { garantia: boolean }) => r.garantia === true)).toBe(true);
    const badDate = await execute({ reportId: 18, parameters: [{ column: 'desde', value: 'ayer' }, { column: 'hasta', value: '2100-01-01' }] });
    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toBe('El parámetro Desde debe ser una fecha (aaaa-mm-dd).');
  });

  it('applies the limit asked, capped by the server, default 1000', async () => {
    const products = { reportId: 19, parameters: [{ column: 'peso', value: 0 }, { column: 'sku', value: '' }] };
    const capped = await execute(products, { limit: 7 });
    expect(capped.body.data.rows).toHaveLength(7);
    expect(capped.body.data).toMatchObject({ limit: 7, truncated: true });
    const byDefault = await execute(products);
    expect(byDefault.body.data.rows).toHaveLength(1000);
    expect(byDefault.body.data.limit).toBe(1000);
    expect((await execute(products, { limit: 10_000_000 })).body.data.limit).toBe(100_000);
  });

  it('filters with =, >, <, !=, like joined by And/Or; each rule answers the spec\'s message', async () => {
    const products = { reportId: 19, parameters: [{ column: 'peso', value: 0 }, { column: 'sku', value: '' }] };
    const filtered = await execute({ ...products, applyFilter: true, filters: [{ column: 'id', sign: '<', value: '6' }, { column: 'sku', sign: 'like', value: '000010', join: 'Or' }] });
    expect(filtered.status).toBe(200);
    expect(filtered.body.data.rows.map((r: { id: number }) => r.id)).toEqual([1, 2, 3, 4, 5, 10]);
    const messages = async (filters: unknown[], applyFilter = true, lang = 'es') => (await execute({ ...products, applyFilter, filters }, { lang })).body.message;
    expect(await messages([])).toBe('Es necesario ingresar los filtros.');
    expect(await messages([{ column: 'id', sign: '', value: '1' }])).toBe('Es necesario ingresar todos los filtros.');
    expect(await messages([{ column: 'id', sign: '=', value: ' ' }])).toBe('Debe ingresar un valor.');
    expect(await messages([{ column: 'id', sign: '=', value: '1' }, { column: 'id', sign: '>', value: '2', join: 'Or' }])).toBe('Ya se ingresó este filtro.');
    expect(await messages([{ column: 'password_hash', sign: '=', value: '1' }])).toBe('La columna password_hash no es un filtro de este reporte.');
    expect(await messages([{ column: 'sku', sign: '>=', value: '1' }])).toBe('El signo >= no es válido: use =, >, <, != o like.');
    expect(await messages([{ column: 'id', sign: '=', value: '' }], true, 'en')).toBe('A value must be entered.');
  });

  it('answers 403 to a user not assigned to the report on the Permissions screen, and lists each user\'s own reports', async () => {
    const refused = await execute({ reportId: 19, parameters: [{ column: 'peso', value: 0 }] }, { token: operador });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/No tiene asignado este reporte/);
    // nor its definition (its script), which the configuration's analysts and its users may read
    expect((await get('Report/GetReport?id=19', operador)).status).toBe(403);
    expect((await get('Report/GetReport?id=1', operador)).status).toBe(200);
    const mine = await get('Report/ListByUser?idUser=2', operador);
    expect(mine.body.data.map((r: { reportId: number }) => r.reportId)).not.toContain(19);
    expect(mine.body.data.map((r: { reportId: number }) => r.reportId)).toContain(1);
    expect((await get('Report/ListByUser?idUser=1', operador)).status).toBe(403);
    // assigned on the Permissions screen: now it runs
    const users = (await get('Permission/UserByPermint?IdTable=19&TableType=1')).body.data.map((u: { id: number }) => u.id);
    expect((await post(server, '/api/Permission/SaveUserPermint', { idTable: 19, tableType: 1, users: [...users, 2] }, admin)).status).toBe(200);
    expect((await execute({ reportId: 19, parameters: [{ column: 'peso', value: 0 }] }, { token: operador, limit: 1 })).status).toBe(200);
  });
});

describe('configuration', () => {
  const report = {
    reportId: 0, name: 'Roles por base', alias: 'roles_base', api: '/api/', connectionString: 'Host=localhost', data_Base: 1, typeBD: 2,
    script: 'select r.id, r.name as rol, r.status as activo from roles r where r.data_base_id = $1 and r.status = $2 order by r.id',
    parameters: [{ column: 'base', alias: 'Base', type: 2 }, { column: 'activo', alias: 'Activo', type: 4 }],
  };

  it('saves a new report with its parameters and columns; it appears in the list, and for its users in the picker', async () => {
    const saved = await post(server, '/api/Report/SaveReportConfiguration', report, admin);
    expect(saved.body.isSuccess).toBe(true);
    const id = saved.body.data;
    const columns = [
      { name: 'id', alias: 'Id', groupTypesDataId: 3, reportId: id, isFilter: true, isShow: true },
      { name: 'rol', alias: 'Rol', groupTypesDataId: 1, reportId: id, isFilter: true, isShow: true },
    ];
    expect((await post(server, '/api/Report/SaveReportColumns', columns, admin)).body.data).toBe(2);
    const detail = await get(`Report/GetReport?id=${id}`);
    expect(detail.body.data).toMatchObject({ name: 'Roles por base', parameters: [{ column: 'base', type: 2 }, { column: 'activo', type: 4 }], columns: [{ name: 'id' }, { name: 'rol' }] });
    const list = await post(server, '/api/Report/GetReportsConfiguration', { pageIndex: 1, pageSize: 10, search: 'roles_base' }, admin);
    expect(list.body.data.items.map((r: { reportId: number }) => r.reportId)).toEqual([id]);
    // nobody is assigned yet: it runs for no one until the Permissions screen says so
    expect((await execute({ reportId: id, parameters: [{ column: 'base', value: 1 }, { column: 'activo', value: true }] })).status).toBe(403);
    const entries = (await get('Permission/ListPermint')).body.data;
    expect(entries.find((e: { id: number }) => e.id === id)).toMatchObject({ tableType: 1, name: 'Roles por base' });
    // an edit sends the whole parameter list: a removed one is gone, the columns stay, the entry is renamed
    const edited = await post(server, '/api/Report/SaveReportConfiguration', { ...report, reportId: id, name: 'Roles activos', parameters: [report.parameters[0]] }, admin);
    expect(edited.body.data).toBe(id);
    expect((await get(`Report/GetReport?id=${id}`)).body.data).toMatchObject({ name: 'Roles activos', version: 2, parameters: [{ column: 'base' }], columns: [{ name: 'id' }, { name: 'rol' }] });
    expect((await get('Permission/ListPermint')).body.data.find((e: { id: number }) => e.id === id).name).toBe('Roles activos');
    expect((await post(server, '/api/Report/SaveReportConfiguration', { ...report, reportId: 9999 }, admin)).status).toBe(404);
  });

  it('a refused save answers isSuccess false with the reason in data', async () => {
    const refused = await post(server, '/api/Report/SaveReportConfiguration', { ...report, name: ' ' }, admin, { 'Accept-Language': 'es' });
    expect(refused.body.isSuccess).toBe(false);
    expect(refused.body.data).toBe('El campo name es obligatorio.');
    expect((await post(server, '/api/Report/SaveReportConfiguration', report, operador)).status).toBe(403);
  });

  it('the data types and the script test: first rows, or the engine\'s error', async () => {
    expect((await get('Report/GetTypeOfData?groupId=1')).body.data).toEqual([{ id: 1, name: 'Texto' }, { id: 2, name: 'Boolean' }, { id: 3, name: 'Numero' }, { id: 4, name: 'Fecha' }]);
    const withValues = report.parameters.map((p, i) => ({ ...p, value: [1, true][i] }));
    const test = await post(server, '/api/Report/TestScript', { script: report.script, parameters: withValues }, admin);
    expect(test.status).toBe(200);
    expect(test.body.data.rows.length).toBeGreaterThan(0);
    expect(test.body.data.columns.map((c: { name: string; groupTypesDataId: number }) => [c.name, c.groupTypesDataId])).toEqual([['id', 3], ['rol', 1], ['activo', 2]]);
    // sample values (0 matches no database): no rows, the columns still named
    const empty = await post(server, '/api/Report/TestScript', { script: report.script, parameters: report.parameters }, admin);
    expect(empty.body.data.rows).toEqual([]);
    expect(empty.body.data.columns.map((c: { name: string }) => c.name)).toEqual(['id', 'rol', 'activo']);
    const typo = await post(server, '/api/Report/TestScript', { script: 'select nme from roles' }, admin, { 'Accept-Language': 'en' });
    expect(typo.status).toBe(400);
    expect(typo.body.message).toBe('The database engine refused the script: column "nme" does not exist');
  });
});

describe('export by e-mail', () => {
  it('e-mails the whole report as a real .xlsx (to the embedded catcher), sent only once taken, listed with its state and downloadable', async () => {
    const sent = await post(server, '/api/Report/ExportReport?email=analista@example.com', { reportId: 4, parameters: [{ column: 'minimo', value: 0 }] }, admin, { 'Accept-Language': 'es' });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('Se envío correctamente el reporte.');
    const entry = sent.body.data;
    expect(entry).toMatchObject({ to: 'analista@example.com', subject: 'Reporte: Reporte de existencias por bodega', status: 'sent', attempts: 1, lastError: null, nextAttemptAt: null });
    expect(existsSync(path.join(server.dataDir, 'outbox'))).toBe(false);
    // the message as the catcher received it, in the Mailbox: subject and body in Spanish, the .xlsx attached
    const box = await get('Mailbox/List');
    expect(box.body.data).toMatchObject({ mode: 'catcher', server: null });
    expect(box.body.data.items[0]).toMatchObject({ to: 'analista@example.com', subject: 'Reporte: Reporte de existencias por bodega', attachmentCount: 1 });
    const message = (await get(`Mailbox/Get?id=${box.body.data.items[0].id}`)).body.data;
    expect(message.text).toContain('Adjunto encontrará el reporte "Reporte de existencias por bodega"');
    expect(message.attachments[0].filename).toMatch(/\.xlsx$/);
    const attached = await fetch(`${server.url}/api/Mailbox/Attachment?id=${message.id}&index=0&token=${admin}`);
    expect(attached.status).toBe(200);
    const book = XLSX.read(Buffer.from(await attached.arrayBuffer()));
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(rows[0]).toEqual(['Bodega', 'Subinventario', 'Productos', 'Unidades']);
    expect(rows.length - 1).toBe(entry.rows);
    // the user's outbox: its state, and the attached file itself
    const outbox = await get('Report/Outbox');
    expect(outbox.body.data[0]).toMatchObject({ id: entry.id, to: 'analista@example.com', status: 'sent' });
    const download = await fetch(`${server.url}/api/Report/OutboxFile?id=${entry.id}&token=${admin}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).subarray(0, 2).toString()).toBe('PK');
    expect((await fetch(`${server.url}/api/Report/OutboxFile?id=${entry.id}&token=${operador}`)).status).toBe(404);
    expect((await post(server, '/api/Report/ExportReport?email=no-es-correo', { reportId: 4 }, admin)).status).toBe(400);
  });

  it('in English: subject and body in the user\'s language; the Mailbox is the administrators\' only', async () => {
    const sent = await post(server, '/api/Report/ExportReport?email=boss@example.com', { reportId: 4, parameters: [{ column: 'minimo', value: 0 }] }, admin, { 'Accept-Language': 'en' });
    expect(sent.body.message).toBe('The report was sent successfully.');
    const box = await get('Mailbox/List?page=1&perPage=10');
    expect(box.body.data.items[0].subject).toBe('Report: Reporte de existencias por bodega');
    expect((await get(`Mailbox/Get?id=${box.body.data.items[0].id}`)).body.data.text).toContain('Attached is the report');
    expect((await get('Mailbox/List', operador)).status).toBe(403);
    expect((await call(server, 'GET', '/api/Mailbox/Get?id=99999', { token: admin, headers: { 'Accept-Language': 'en' } })).body.message).toBe('The message 99999 is not in the mailbox.');
  });
});

describe.skipIf(!!process.env.TEST_DATABASE_URL)('a runaway report', () => {
  it('pg_sleep(10) is cut at 5 s (503) while the server keeps answering; the next report runs', async () => {
    const script = 'select pg_sleep(10) as nada';
    const saved = await post(server, '/api/Report/SaveReportConfiguration', { reportId: 0, name: 'Lento', alias: 'lento', api: '/api/', connectionString: 'x', data_Base: 1, typeBD: 2, script }, admin);
    const id = saved.body.data;
    expect((await post(server, '/api/Permission/SaveUserPermint', { idTable: id, tableType: 1, users: [1] }, admin)).status).toBe(200);
    const started = Date.now();
    const runaway = execute({ reportId: id }, { lang: 'en' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const other = Date.now();
    const page = await call(server, 'GET', '/api/No/Such/Route');
    expect(page.status).toBe(404);
    expect(Date.now() - other).toBeLessThan(500);
    const answer = await runaway;
    const cutAfter = Date.now() - started;
    expect(answer.status).toBe(503);
    expect(answer.body.message).toMatch(/took too long/);
    expect(cutAfter).toBeGreaterThanOrEqual(4900);
    expect(cutAfter).toBeLessThan(9000);
    expect((await execute({ reportId: 3, parameters: [{ column: 'activo', value: true }] })).status).toBe(200);
  }, 30_000);
});
