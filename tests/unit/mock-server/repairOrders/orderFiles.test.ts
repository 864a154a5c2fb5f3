// @vitest-environment node
// One order's details (OrderWom/getAllOrderForInfo's data[0], OrderWom/GetById) and its files: the seeded ones served
// as real small files, uploads through the documented Upload/UploadFile with the order's tables (sniffed by content,
// nothing kept when refused), the guides as spec 03 §4.2 makes them (TransferGuide/Save, the file in Guias, then
// UpdateStatusTraceability 8 or 9), the delivery proof (Upload/UploadFile ComprobanteEntrega, then ConfirmDeliveryOrder)
// 6 → 12, the exit order's download (UpdateStatusTraceability 15) 6 → 15, refused elsewhere with the machine's message.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, post, withServerForFile, type Answer, type ServerForFile } from '../helpers';
import { tinyPdf, tinyPng } from '../../../../mock-server/lines/repairOrders/seedFiles';

let server: ServerForFile['server'];
let admin: string;
withServerForFile((ready) => ({ server, admin } = ready));

const orderIn = async (state: string, extra = sql`true`) =>
  (await sql<{ id: number }>`select id from repair_orders where id_order_state = ${state} and ${extra} order by id limit 1`.execute(server.db)).rows[0].id;
const details = async (id: number) => {
  const answer = (await call(server, 'GET', `/api/OrderWom/getAllOrderForInfo?id=${id}`, { token: admin })).body.data;
  expect(answer).toHaveLength(1);
  return answer[0];
};
const onDisk = () => (existsSync(path.join(server.dataDir, 'uploads')) ? readdirSync(path.join(server.dataDir, 'uploads')) : []);
const fileRows = async (id: number) => (await sql<{ n: number }>`select count(*)::int as n from repair_order_files where order_id = ${id}`.execute(server.db)).rows[0].n;

interface Part { name: string; type: string; bytes: Buffer }
const pdf = (name = 'guia.pdf'): Part => ({ name, type: 'application/pdf', bytes: tinyPdf(['Guia de prueba']) });

async function upload(route: string, query: Record<string, string | number>, parts: Part[], lang = 'en'): Promise<Answer> {
  const form = new FormData();
  parts.forEach((part, i) => form.append(`file_${i}`, new Blob([new Uint8Array(part.bytes)], { type: part.type }), part.name));
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await fetch(`${server.url}/api/${route}?${search}`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${admin}`, 'Accept-Language': lang } });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: JSON.parse(text), text };
}
const download = async (url: string) => {
  const res = await fetch(`${server.url}${url}?token=${admin}`);
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
};

describe('getAllOrderForInfo and GetById', () => {
  it('answers the order, client, device, stages with their user and date, diagnostic, quality control and files', async () => {
    const id = await orderIn('12', sql`final_state is not null and imei_loan_device is null`);
    const order = await details(id);
    expect(order).toMatchObject({ orderId: id, idOrderState: '12', imeiLoanDevice: null });
    expect(order.client.name).not.toBe('');
    expect(order.imei).toMatch(/^\d{15}$/);
    expect(order.stages.map((s: { state: string }) => s.state)).toEqual(['1', '8', '7', '10', '4', '5', '9', '11', '6', '15', '12']);
    expect(order.stages[1]).toMatchObject({ previousState: '1', userName: 'Administrador' });
    const times = order.stages.map((s: { at: string }) => Date.parse(s.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBe(Date.parse(order.creationDate));
    expect(order.diagnostic.comments).not.toBe('');
    expect(order.qualityControl).toMatchObject({ camera: true, observations: 'Sin novedad' });
    expect(new Set(order.files.map((f: { kind: string }) => f.kind))).toEqual(new Set(['Guias', 'Documentos', 'Fotos', 'ComprobanteEntrega']));
    expect(order.files.filter((f: { kind: string }) => f.kind === 'Guias').map((f: { guideType: number }) => f.guideType)).toEqual([1, 2]);
    expect(Object.keys(order.accessories).sort()).toEqual(['charger', 'dataCable', 'handsFree', 'originalBox', 'simHolder']);
  });

  it('a loan device shows its IMEI; a missing order is 404', async () => {
    const loaned = await orderIn('2', sql`imei_loan_device is not null`);
    expect((await details(loaned)).imeiLoanDevice).toMatch(/^\d{15}$/);
    expect((await call(server, 'GET', '/api/OrderWom/getAllOrderForInfo?id=999999', { token: admin })).status).toBe(404);
    expect((await call(server, 'GET', '/api/OrderWom/getAllOrderForInfo?id=1')).status).toBe(401);
    expect((await call(server, 'GET', '/api/RepairOrder/GetDetails?id=1', { token: admin })).status).toBe(404);
  });

  it('GetById?id&workshop=0&state=10: the order for repair; another state or workshop is not it (404)', async () => {
    const id = await orderIn('10');
    const { workshopId } = (await sql<{ workshopId: number }>`select workshop_id from repair_orders where id = ${id}`.execute(server.db)).rows[0];
    const get = (query: string) => call(server, 'GET', `/api/OrderWom/GetById?${query}`, { token: admin });
    const order = (await get(`id=${id}&workshop=0&state=10`)).body.data;
    expect(order).toMatchObject({ orderId: id, idOrderState: '10' });
    expect(order).toEqual(await details(id));
    expect((await get(`id=${id}&workshop=${workshopId}&state=10`)).status).toBe(200);
    expect((await get(`id=${id}&workshop=0&state=4`)).status).toBe(404);
    expect((await get(`id=${id}&workshop=${workshopId + 1000}&state=0`)).status).toBe(404);
  });
});

describe('order files', () => {
  it('the seeded files are real small PDFs and PNGs, listed per kind', async () => {
    const id = await orderIn('5');
    const listed = (await call(server, 'GET', `/api/RepairOrder/Files?id=${id}&kind=Fotos`, { token: admin })).body.data;
    expect(listed).toHaveLength(1);
    const photo = await download(listed[0].url);
    expect(photo.type).toBe('image/png');
    expect(photo.bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(photo.bytes.length).toBe(listed[0].size);
    const [guide] = (await call(server, 'GET', `/api/RepairOrder/Files?id=${id}&kind=Guias`, { token: admin })).body.data;
    const bytes = (await download(guide.url)).bytes.toString('latin1');
    expect(bytes.startsWith('%PDF-')).toBe(true);
    expect(bytes).toContain(`(Orden ${id})`);
    expect((await fetch(`${server.url}${guide.url}`)).status).toBe(401);
  });

  it('Upload/UploadFile?id&tableName=Fotos stores a photo and serves it back byte for byte; a renamed text file is refused, nothing kept', async () => {
    const id = await orderIn('10');
    const png = tinyPng(7);
    const saved = await upload('Upload/UploadFile', { id, tableName: 'Fotos', islocal: 'true' }, [{ name: 'pantalla rota.png', type: 'image/png', bytes: png }]);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data).toMatchObject([{ name: 'pantalla rota.png', type: 'image/png', size: png.length }]);
    expect((await download(saved.body.data[0].url)).bytes.equals(png)).toBe(true);
    expect((await details(id)).files.filter((f: { kind: string }) => f.kind === 'Fotos').map((f: { name: string }) => f.name)).toContain('pantalla rota.png');
    const before = { disk: onDisk().length, rows: await fileRows(id) };
    const fake = await upload('Upload/UploadFile', { id, tableName: 'Documentos' }, [{ name: 'factura.pdf', type: 'application/pdf', bytes: Buffer.from('just text') }], 'es');
    expect(fake.status).toBe(415);
    expect(fake.body.message).toContain('"factura.pdf" no es de un tipo aceptado');
    expect({ disk: onDisk().length, rows: await fileRows(id) }).toEqual(before);
  });

  it('refuses a file over 10 MB, a missing order and a caller without a session; takes several files', async () => {
    const id = await orderIn('10');
    const before = { disk: onDisk().length, rows: await fileRows(id) };
    const big = { name: 'grande.pdf', type: 'application/pdf', bytes: Buffer.concat([tinyPdf(['x']), Buffer.alloc(10 * 1024 * 1024)]) };
    const tooBig = await upload('Upload/UploadFile', { id, tableName: 'Documentos' }, [big], 'es');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toContain('supera 10 MB');
    expect({ disk: onDisk().length, rows: await fileRows(id) }).toEqual(before);
    expect((await upload('Upload/UploadFile', { id: 999999, tableName: 'Documentos' }, [pdf()])).status).toBe(404);
    const anonymous = await fetch(`${server.url}/api/Upload/UploadFile?id=${id}&tableName=Fotos`, { method: 'POST', body: new FormData() });
    expect(anonymous.status).toBe(401);
    // two files in one call (file_0, file_1), as the documented call takes them
    const two = await upload('Upload/UploadFile', { id, tableName: 'Documentos' }, [pdf('a.pdf'), pdf('b.pdf')]);
    expect(two.body.data.map((f: { name: string }) => f.name)).toEqual(['a.pdf', 'b.pdf']);
  });
});

describe('guides: TransferGuide/Save, the file in Guias, UpdateStatusTraceability 8 or 9 (spec 03 §4.2, §7)', () => {
  it('a guide\'s file needs its guide saved first; an empty guide number is No se a ingresado el número de guía', async () => {
    const id = await orderIn('1', sql`technician_id is not null`);
    const early = await upload('Upload/UploadFile', { id, tableName: 'Guias' }, [pdf()], 'es');
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('No se a ingresado el número de guía');
    const empty = await post(server, '/api/TransferGuide/Save', { type: 1, idOrder: id, nroGuide: ' ' }, admin, { 'Accept-Language': 'es' });
    expect(empty.body.errors).toEqual({ nroGuide: 'No se a ingresado el número de guía' });
    expect((await details(id)).idOrderState).toBe('1');
  });

  it('the collection guide: saved (state 1), its file in Guias with type 1 and its number, then status 8; the claim guide the same to 9', async () => {
    const id = await orderIn('1', sql`technician_id is not null`);
    expect((await post(server, '/api/TransferGuide/Save', { type: 1, idOrder: id, nroGuide: 'GU-2026-001' }, admin)).body.data).toEqual({ id, state: '1' });
    const file = await upload('Upload/UploadFile', { id, tableName: 'Guias' }, [pdf('guia recoleccion.pdf')]);
    expect(file.status, file.text).toBe(200);
    expect((await post(server, '/api/OrderWom/UpdateStatusTraceability', { orderId: id, status: 8 }, admin)).body.data).toEqual({ id, state: '8' });
    const order = await details(id);
    expect(order).toMatchObject({ idOrderState: '8', collectionGuide: 'GU-2026-001' });
    expect(order.stages.at(-1)).toMatchObject({ state: '8', previousState: '1' });
    expect(order.files.filter((f: { kind: string }) => f.kind === 'Guias')).toMatchObject([{ name: 'guia recoleccion.pdf', guideType: 1, guideNumber: 'GU-2026-001' }]);
    const claim = await orderIn('5');
    await post(server, '/api/TransferGuide/Save', { type: 2, idOrder: claim, nroGuide: 'GD-9' }, admin);
    await upload('Upload/UploadFile', { id: claim, tableName: 'Guias' }, [pdf('guia devolucion.pdf')]);
    expect((await post(server, '/api/OrderWom/UpdateStatusTraceability', { orderId: claim, status: 9 }, admin)).body.data).toEqual({ id: claim, state: '9' });
    expect((await details(claim)).files.filter((f: { kind: string }) => f.kind === 'Guias').at(-1)).toMatchObject({ name: 'guia devolucion.pdf', guideType: 2, guideNumber: 'GD-9' });
  });

  it('a guide the machine refuses changes nothing', async () => {
    const id = await orderIn('2');
    const refused = await post(server, '/api/TransferGuide/Save', { type: 1, idOrder: id, nroGuide: 'GU1' }, admin, { 'Accept-Language': 'es' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('no se permite en el estado 2');
  });
});

describe('delivery and exit order', () => {
  it('the delivery proof uploaded to ComprobanteEntrega, then ConfirmDeliveryOrder with its description: 6 → 12', async () => {
    const id = await orderIn('6', sql`not exists (select 1 from repair_order_files f where f.order_id = repair_orders.id and f.kind = 'ComprobanteEntrega')`);
    const without = await post(server, `/api/OrderWom/ConfirmDeliveryOrder?idOrder=${id}&description=x`, {}, admin, { 'Accept-Language': 'es' });
    expect(without.status).toBe(400);
    expect((await upload('Upload/UploadFile', { id, tableName: 'ComprobanteEntrega' }, [pdf('acta.pdf')])).status).toBe(200);
    const done = await post(server, `/api/OrderWom/ConfirmDeliveryOrder?idOrder=${id}&description=${encodeURIComponent('Entregado a la titular')}`, {}, admin);
    expect(done.body.data).toEqual({ id, state: '12' });
    const order = await details(id);
    expect(order.answerOrder).toBe('Entregado a la titular');
    expect(order.files.filter((f: { kind: string }) => f.kind === 'ComprobanteEntrega').map((f: { name: string }) => f.name)).toEqual(['acta.pdf']);
  });

  it('the exit order downloaded (UpdateStatusTraceability 15) moves 6 → 15 and is refused in any other state', async () => {
    const id = await orderIn('6');
    expect((await post(server, '/api/OrderWom/UpdateStatusTraceability', { orderId: id, status: 15 }, admin)).body.data).toEqual({ id, state: '15' });
    const again = await post(server, '/api/OrderWom/UpdateStatusTraceability', { orderId: id, status: 15 }, admin, { 'Accept-Language': 'es' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('La acción "exitOrderDownloaded" no se permite en el estado 15 (solo desde: 6).');
  });
});
