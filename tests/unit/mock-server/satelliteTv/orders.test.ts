// @vitest-environment node
// Issue 15's georeferencing and order-serial endpoints over HTTP: the rows not downloaded, marking them; an order and
// its owner; serials added one by one and from a .xlsx (Serial, Phone), refused when the serial is on any order, the
// phone is used, the order's quantity would be passed, or a row is malformed (nothing of the file is kept); deleting
// an assigned row; approving (A → P) and refusing an empty approval.
import { describe, expect, it } from 'vitest';
import { STV_GEOREFERENCING, stvOrderNumber } from '../../../../mock-server/lines/satelliteTv/seed2';
import { withServerForFile, type ServerForFile } from '../helpers';
import { lineApi } from './lineApi';
import { uploadTo, xlsx } from '../uploads/sheets';

let server: ServerForFile['server'];
let admin: string;
let operador: string;
withServerForFile((ready) => ({ server, admin, operador } = ready));

const api = (method: string, path: string, body?: unknown, lang = 'en', token = admin) => lineApi(server, token, method, path, body, lang);
const page = (path: string, nroOrder: string) => api('POST', path, { nroOrder, pageIndex: 1, pageSize: 30 });

describe('Georeferencing', () => {
  it('lists the rows not downloaded, marks some, and lists them no more', async () => {
    const rows = (await api('GET', 'Order/getGeoreferencing')).body.data;
    expect(rows).toHaveLength(STV_GEOREFERENCING);
    expect(Object.keys(rows[0]).sort()).toEqual(['CodBarFront', 'Manzana', 'cod_movimiento', 'codeNeighborhood', 'id', 'neighborhood', 'zone']);
    const marked = await api('POST', 'Order/DownloadedGeoreferencing', { ids: rows.slice(0, 10).map((r: { id: number }) => r.id) });
    expect(marked.body.data).toEqual({ count: 10 });
    const after = (await api('GET', 'Order/getGeoreferencing')).body.data;
    expect(after).toHaveLength(STV_GEOREFERENCING - 10);
    expect(after.some((r: { id: number }) => r.id <= 10)).toBe(false);
    expect((await api('POST', 'Order/DownloadedGeoreferencing', { ids: [] })).status).toBe(400);
    expect((await api('GET', 'Order/getGeoreferencing', undefined, 'en', operador)).status).toBe(403);
  });
});

describe('Order and serials', () => {
  it('finds an order with its owner, and answers null with the info text for an unknown one', async () => {
    const found = await api('GET', `Order/Get?nroOrden=${stvOrderNumber(7)}`);
    expect(found.body.data).toMatchObject({ nroOrder: 'PED-000007', quantity: expect.any(Number), warehouse: expect.any(String), line: expect.any(String) });
    const owner = await api('GET', `Order/GetOrderOwner?nroOrder=${stvOrderNumber(7)}`);
    expect(owner.body.data).toMatchObject({ codMovement: expect.stringMatching(/^MOV-/), name: expect.any(String), email: expect.stringContaining('@') });
    const none = await api('GET', 'Order/Get?nroOrden=PED-999999');
    expect(none.body).toMatchObject({ isSuccess: true, data: null, message: 'No se encontraron registros para la orden' });
    expect((await api('GET', 'Order/Get?nroOrden=')).status).toBe(400);
  });

  it('adds a serial (status A), refuses a serial on any order, a used phone and a bad phone, naming the field', async () => {
    const nroOrder = stvOrderNumber(10);
    const saved = await api('POST', 'Order/Save', { serial: 'zt-000001', phone: '3109990001', status: 'A', nroOrder });
    expect(saved.body.data).toMatchObject({ serial: 'ZT-000001', phone: '3109990001', status: 'A' });
    const otherOrderSerial = (await page('Order/UploadSkuAssigner', stvOrderNumber(1))).body.data.items[0];
    const twice = await api('POST', 'Order/Save', { serial: otherOrderSerial.serial, phone: '3109990002', nroOrder }, 'es');
    expect(twice.status).toBe(400);
    expect(twice.body.errors.serial).toBe(`El serial ${otherOrderSerial.serial} ya está asignado al pedido ${stvOrderNumber(1)}.`);
    const phone = await api('POST', 'Order/Save', { serial: 'ZT-000002', phone: '3109990001', nroOrder });
    expect(Object.keys(phone.body.errors)).toEqual(['phone']);
    const bad = await api('POST', 'Order/Save', { serial: '', phone: '12345', nroOrder });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['phone', 'serial']);
  });

  it('uploads a .xlsx whole or not at all, refuses more serials than the quantity, deletes and approves (A → P)', async () => {
    const nroOrder = stvOrderNumber(15);
    const order = (await api('GET', `Order/Get?nroOrden=${nroOrder}`)).body.data;
    expect(order.serials).toBe(0);
    const url = `${server.url}/api/Order/Import?nroOrde=${nroOrder}`;
    const badRow = await uploadTo(url, admin, xlsx([['Serial', 'Phone'], ['UP-1', '3150000001'], ['UP-2', 'abc']]));
    expect(badRow.status).toBe(400);
    expect(Object.keys(badRow.body.errors)).toEqual(['rows.3.phone']);
    expect((await page('Order/UploadSkuAssigner', nroOrder)).body.data.totalItemCount).toBe(0);
    const tooMany = Array.from({ length: order.quantity + 1 }, (_, i) => [`UP-${i}`, String(3150000000 + i)]);
    const over = await uploadTo(url, admin, xlsx([['Serial', 'Phone'], ...tooMany]));
    expect(over.status).toBe(400);
    expect(Object.keys(over.body.errors)).toEqual(['quantity']);
    const good = await uploadTo(url, admin, xlsx([['Serial', 'Phone'], ['UP-1', 3150000001], ['UP-2', '3150000002'], ['UP-3', '3150000003']]));
    expect(good.body.data).toEqual({ count: 3 });

    const assigned = (await page('Order/UploadSkuAssigner', nroOrder)).body.data;
    expect(assigned.items.map((r: { serial: string }) => r.serial).sort()).toEqual(['UP-1', 'UP-2', 'UP-3']);
    const removed = assigned.items.find((r: { serial: string }) => r.serial === 'UP-3');
    expect((await api('POST', `Order/Delete?id=${removed.id}`)).status).toBe(200);
    const left = (await page('Order/UploadSkuAssigner', nroOrder)).body.data.items;
    expect(left).toHaveLength(2);

    const empty = await api('POST', `Order/ApprovedSku?nroOrden=${nroOrder}`, []);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('There are no assigned serials to approve.');
    const approved = await api('POST', `Order/ApprovedSku?nroOrden=${nroOrder}`, left.map(({ id, serial, phone }: Record<string, unknown>) => ({ id, serial, phone })));
    expect(approved.body.data).toEqual({ count: 2 });
    expect((await page('Order/UploadSkuAssigner', nroOrder)).body.data.totalItemCount).toBe(0);
    const done = (await page('Order/UploadSkuApproved', nroOrder)).body.data;
    expect(done.items.map((r: { serial: string; status: string }) => `${r.serial}:${r.status}`).sort()).toEqual(['UP-1:P', 'UP-2:P']);
    // approved rows are approved once and are not deleted
    expect((await api('POST', `Order/ApprovedSku?nroOrden=${nroOrder}`, [{ id: left[0].id, serial: left[0].serial, phone: left[0].phone }])).status).toBe(400);
    expect((await api('POST', `Order/Delete?id=${left[0].id}`)).status).toBe(409);
    const bySerial = (await api('POST', 'Order/UploadSkuAssignerMin?allSerial=UP-1,UP-2,NOPE')).body.data;
    expect(bySerial.map((r: { serial: string; nroOrder: string }) => `${r.serial}@${r.nroOrder}`)).toEqual([`UP-1@${nroOrder}`, `UP-2@${nroOrder}`]);
  });
});
