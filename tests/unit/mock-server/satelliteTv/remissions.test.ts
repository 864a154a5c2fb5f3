// @vitest-environment node
// Issue 15's remission and talker endpoints over HTTP: the list of 300 by 50, a new remission (§5: carrier, warehouse
// and a plate ABC123, 400 naming each field), its info, the lines' save (state 0 per invalid shipment: unknown, on
// another remission, twice in one request; the valid ones saved), the dispatch note's rows, the talker stores by 20,
// their locations and the labels PDF (read back: CONTEO 1–3, A4).
import { describe, expect, it } from 'vitest';
import { STV_REMISSIONS, stvFreeShipment } from '../../../../mock-server/lines/satelliteTv/seed2';
import { pdfPages } from '../../support/pdfPages';
import { withServerForFile, type ServerForFile } from '../helpers';
import { lineApi } from './lineApi';

let server: ServerForFile['server'];
let admin: string;
let operador: string;
withServerForFile((ready) => ({ server, admin, operador } = ready));

const api = (method: string, path: string, body?: unknown, lang = 'en', token = admin) => lineApi(server, token, method, path, body, lang);

describe('Remissions', () => {
  it('pages the 300 seeded remissions by 50, newest first, with carrier and warehouse names; finds one by plate', async () => {
    const first = await api('POST', 'Remission/GetRemission', { pageIndex: 1, pageSize: 50 });
    expect(first.body.data.totalItemCount).toBe(STV_REMISSIONS);
    expect(first.body.data.items).toHaveLength(50);
    expect(first.body.data.items[0]).toMatchObject({ id: 300, licensePlate: expect.stringMatching(/^[A-Z]{3}\d{3}$/), nameTransporter: expect.any(String), nameWareHouse: expect.any(String) });
    const plate = first.body.data.items[3].licensePlate;
    const found = await api('POST', 'Remission/GetRemission', { pageIndex: 1, pageSize: 50, search: plate.toLowerCase() });
    expect(found.body.data.items.map((r: { licensePlate: string }) => r.licensePlate)).toContain(plate);
  });

  it('creates a remission (plate upper-cased) and shows its info; refuses the §5 fields naming each one', async () => {
    const carriers = (await api('GET', 'Remission/GetTransporter')).body.data;
    const warehouses = (await api('GET', 'Remission/GetWareHouse')).body.data;
    expect(carriers.length).toBeGreaterThanOrEqual(5);
    expect(warehouses[0]).toEqual({ value: expect.any(Number), text: expect.stringMatching(/^BOD-/) });
    const saved = await api('POST', 'Remission/RemissionSave', { idTransporter: carriers[0].value, idWareHouse: warehouses[0].value, licensePlate: 'xyz789', observation: 'Frágil' });
    expect(saved.body).toMatchObject({ isSuccess: true, data: { id: STV_REMISSIONS + 1 } });
    const info = await api('GET', `Remission/GetRemissionById?id=${saved.body.data.id}`);
    expect(info.body.data).toMatchObject({ placa: 'XYZ789', remisionNo: 301, transportadora: carriers[0].text, observacion: 'Frágil', telefono: expect.any(String) });
    expect(info.body.data.direccion.length).toBeGreaterThan(5);

    const missing = await api('POST', 'Remission/RemissionSave', { licensePlate: '' }, 'es');
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['idTransporter', 'idWareHouse', 'licensePlate']);
    const badPlate = await api('POST', 'Remission/RemissionSave', { idTransporter: 1, idWareHouse: 1, licensePlate: 'AB-1234' });
    expect(badPlate.status).toBe(400);
    expect(badPlate.body.errors.licensePlate).toContain('ABC123');
    const unknown = await api('POST', 'Remission/RemissionSave', { idTransporter: 99, idWareHouse: 1, licensePlate: 'ABC123' });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors)).toEqual(['idTransporter']);
  });

  it('saves the valid lines and answers state 0 for an unknown shipment, one on another remission and one twice', async () => {
    const onOther = (await api('GET', 'Remission/GetRemissionDetailById?id=1')).body.data[0].envio;
    const [a, b] = [stvFreeShipment(500), stvFreeShipment(501)];
    const answer = await api('POST', 'Remission/SaveRemissionDetail', [
      { sending: a, boxes: 3, idRemission: 2 }, { sending: 99, boxes: 1, idRemission: 2 }, { sending: onOther, boxes: 2, idRemission: 2 },
      { sending: b, boxes: 5, idRemission: 2 }, { sending: a, boxes: 1, idRemission: 2 },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([{ id: a, state: 1 }, { id: 99, state: 0 }, { id: onOther, state: 0 }, { id: b, state: 1 }, { id: a, state: 0 }]);
    const rows = (await api('GET', 'Remission/GetRemissionDetailById?id=2')).body.data;
    expect(rows.filter((r: { envio: number }) => r.envio === a || r.envio === b)).toEqual([
      { documentoFinalTransporte: expect.stringMatching(/^GT-/), envio: a, destino: expect.any(String), direccion: expect.any(String), cajas: 3 },
      { documentoFinalTransporte: expect.stringMatching(/^GT-/), envio: b, destino: expect.any(String), direccion: expect.any(String), cajas: 5 },
    ]);
    // saved once: the same shipment again (even on its own remission) is no longer valid
    expect((await api('POST', 'Remission/SaveRemissionDetail', [{ sending: a, boxes: 3, idRemission: 2 }])).body.data).toEqual([{ id: a, state: 0 }]);
  });

  it('refuses non-numeric or missing lines naming the field, an unknown remission, and an operator without W on the detail', async () => {
    const bad = await api('POST', 'Remission/SaveRemissionDetail', [{ sending: 'abc', idRemission: 2 }]);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['0.boxes', '0.sending']);
    expect((await api('POST', 'Remission/SaveRemissionDetail', [{ sending: stvFreeShipment(600), boxes: 1, idRemission: 9999 }])).status).toBe(404);
    expect((await api('GET', 'Remission/GetRemissionById?id=9999')).status).toBe(404);
    expect((await api('POST', 'Remission/GetRemission', { pageIndex: 1, pageSize: 50 }, 'en', operador)).status).toBe(200);
  });
});

describe('Talker', () => {
  it('pages the stores by 20 and lists a store\'s locations, narrowed by the location typed', async () => {
    const page = await api('POST', 'Talker/GetStore', { pageIndex: 2, pageSize: 20 });
    expect(page.body.data.totalItemCount).toBe(60);
    expect(page.body.data.items).toHaveLength(20);
    expect(page.body.data.items[0]).toMatchObject({ id: 21, bodega: expect.stringContaining('Tienda DIRECTV'), cod_manual: 'TD-021' });
    const all = (await api('GET', 'Talker/GetAllLocationByIdStore?id=3')).body.data;
    expect(all.store.id).toBe(3);
    expect(all.labels.length).toBeGreaterThan(3);
    const narrowed = (await api('GET', 'Talker/GetAllLocationByIdStore?id=3&location=A-01')).body.data.labels;
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.every((l: { ubicacion: string }) => l.ubicacion.startsWith('A-01'))).toBe(true);
  });

  it('generates the labels PDF named after the store: A4 portrait, one label per location with CONTEO 1–3', async () => {
    const { labels, store } = (await api('GET', 'Talker/GetAllLocationByIdStore?id=5&location=B')).body.data;
    const file = (await api('GET', 'Talker/GetAllLocationByIdStorePDF?id=5&location=B')).body.data;
    expect(file.fileName).toMatch(/^Tienda DIRECTV .*\.pdf$/);
    expect(file.contentType).toBe('application/pdf');
    const [page] = await pdfPages(Buffer.from(file.base64, 'base64'));
    expect([Math.round(page.width), Math.round(page.height)]).toEqual([595, 842]);
    const text = page.text;
    for (const box of ['CONTEO 1', 'CONTEO 2', 'CONTEO 3', store.cod_manual]) expect(text).toContain(box);
    for (const label of labels.slice(0, 8)) expect(text).toContain(label.ubicacion);
    expect(text).not.toContain('A-01-');
    expect((await api('GET', 'Talker/GetAllLocationByIdStorePDF?id=999')).status).toBe(404);
  });
});
