// @vitest-environment node
// The product catalogue module (issue 11, spec 01 §7.4) over the seeded PGlite template.
import { describe, expect, it } from 'vitest';
import { PRODUCT_COUNT } from '../../../mock-server/lines/catalogue/seed';
import { call, post, withServerForFile, type ServerForFile } from './helpers';

let server: ServerForFile['server'];
let admin: string;
let operador: string;

withServerForFile((ready) => ({ server, admin, operador } = ready));

const list = (body: unknown, token = admin, lang = 'en') => post(server, `/api/Products/List?token=${token}`, body, undefined, { 'Accept-Language': lang });
const get = (path: string, token: string | undefined = admin) => call(server, 'GET', `/api/${path}`, { token });
const PNG_1PX = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('Products/List', () => {
  it('pages at least 2,000 seeded products 50 at a time, filtered by catalogue, group, business, SKU and description', async () => {
    const all = await list({ pageIndex: 1, pageSize: 50 });
    expect(all.status).toBe(200);
    expect(all.body.data.totalItemCount).toBe(PRODUCT_COUNT);
    expect(PRODUCT_COUNT).toBeGreaterThanOrEqual(2000);
    expect(all.body.data.items).toHaveLength(50);
    expect(all.body.data.items[0]).toMatchObject({ id: 1, sku: 'SKU-000001', image: '1/1' });
    const page3 = await list({ pageIndex: 3, pageSize: 50 });
    expect(page3.body.data.items[0].id).toBe(101);

    const sims = await list({ pageIndex: 1, pageSize: 50, catalog: 5 });
    expect(sims.body.data.totalItemCount).toBe(PRODUCT_COUNT / 8);
    expect(sims.body.data.items.every((p: { name: string }) => /SIM/i.test(p.name))).toBe(true);
    const narrow = await list({ pageIndex: 1, pageSize: 50, catalog: 3, group: 1, business: 2 });
    expect(narrow.body.data.totalItemCount).toBeGreaterThan(0);
    expect(narrow.body.data.totalItemCount).toBeLessThan(sims.body.data.totalItemCount);
    const sku = await list({ pageIndex: 1, pageSize: 50, sku: 'sku-000123' });
    expect(sku.body.data.items.map((p: { id: number }) => p.id)).toEqual([123]);
    const part = await list({ pageIndex: 1, pageSize: 50, part: 'garantía de 12' });
    expect(part.body.data.totalItemCount).toBeGreaterThan(0);
    expect(part.body.data.items.every((p: { description: string }) => p.description.includes('Garantía de 12 meses'))).toBe(true);
  });

  it('answers 401 without a session and 400 naming each bad field in the caller\'s language', async () => {
    expect((await post(server, '/api/Products/List', { pageIndex: 1, pageSize: 50 })).status).toBe(401);
    const bad = await list({ pageIndex: 0, pageSize: 'x' }, admin, 'es');
    expect(bad.status).toBe(400);
    expect(bad.body.isSuccess).toBe(false);
    expect(bad.body.message).toContain('El campo pageIndex debe ser mayor o igual a 1.');
    expect(Object.keys(bad.body.errors)).toEqual(['pageIndex', 'pageSize']);
    const missing = await list({}, admin, 'en');
    expect(missing.body.errors.pageIndex).toBe('The field pageIndex must be an integer.');
  });
});

describe('Products look-ups, settings, detail, stock, pictures and sheet', () => {
  it('answers the catalogue options with the documented names', async () => {
    const catalogs = await get('Products/GetCatalogList');
    expect(catalogs.body.data[0]).toEqual({ idCatelogList: 1, nameCatelogList: 'Decodificadores' });
    expect((await get('Products/GetInventoryGroupList')).body.data[0]).toEqual({ idInventoryGroup: 1, nameInventoryGroup: 'Equipos nuevos' });
    expect((await get('Products/GetBusinessList')).body.data).toHaveLength(4);
    expect((await get('Products/GetSettings')).body.data.image.url).toBe(`${server.url}/api/Products/Image/`);
    expect((await call(server, 'GET', '/api/Products/GetCatalogList')).status).toBe(401);
  });

  it('gives the detail with pictures and the sheet, stock only where it exists, and 404 for an unknown product', async () => {
    const detail = (await get('Products/GetDetails?id=10')).body.data;
    expect(detail).toMatchObject({ id: 10, sku: 'SKU-000010', unit_of_weight: expect.any(String), cod_Ean: expect.stringMatching(/^770\d{10}$/) });
    const pictures = detail.files.filter((f: { contentType: string }) => f.contentType.startsWith('image/'));
    expect(pictures.length).toBeGreaterThanOrEqual(1);
    const sheet = detail.files.find((f: { contentType: string }) => f.contentType === 'application/pdf');
    const picture = await fetch(`${pictures[0].url}?token=${admin}`);
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
    expect(await picture.text()).toContain('SKU-000010');
    expect((await fetch(pictures[0].url)).status).toBe(401);
    const pdf = await fetch(`${sheet.url}?token=${admin}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 8).toString()).toBe('%PDF-1.4');

    expect((await get('Products/GetExistence?id=7')).body.data).toEqual([]); // every seventh product has no stock
    const stock = (await get('Products/GetExistence?id=8')).body.data;
    expect(stock.length).toBeGreaterThan(0);
    expect(stock[0]).toEqual({ id: expect.any(Number), winery: expect.stringMatching(/^[A-Z]{3}-\d{3}$/), amount: expect.any(Number), subInventory: expect.any(String) });
    const unknown = await get('Products/GetDetails?id=999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('The product 999999 does not exist.');
  });
});

describe('Products/GetRolByUser and Products/Save', () => {
  it('answers 1 for the administrator and 2 for the operator, each only their own', async () => {
    expect((await get('Products/GetRolByUser?userId=1')).body.data).toBe(1);
    expect((await get('Products/GetRolByUser?userId=2', operador)).body.data).toBe(2);
    expect((await get('Products/GetRolByUser?userId=2')).status).toBe(403);
  });

  it('saves name, description and an uploaded image (shown first), requires both texts, and refuses role 2', async () => {
    const saved = await post(server, '/api/Products/Save', { id: 20, name: 'Decodificador editado', description: 'Nueva descripción', image: PNG_1PX, imageName: 'foto.png' }, admin);
    expect(saved.body).toMatchObject({ isSuccess: true, message: 'Successful process.', data: 20 });
    const detail = (await get('Products/GetDetails?id=20')).body.data;
    expect(detail).toMatchObject({ name: 'Decodificador editado', description: 'Nueva descripción' });
    expect(detail.files[0]).toMatchObject({ contentType: 'image/png', file: 'foto.png' });
    const upload = await fetch(`${detail.files[0].url}?token=${admin}`);
    expect(upload.headers.get('content-type')).toBe('image/png');

    const blank = await post(server, '/api/Products/Save', { id: 20, name: ' ', description: '' }, admin);
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ name: 'The field name is required.', description: 'The field description is required.' });
    const notImage = await post(server, '/api/Products/Save', { id: 20, name: 'a', description: 'b', image: 'data:text/plain;base64,aGk=' }, admin);
    expect(notImage.body.errors.image).toBe('The field image is not valid: it must be a PNG, JPEG, WebP or GIF image (a data: URL).');
    const role2 = await post(server, '/api/Products/Save', { id: 20, name: 'x', description: 'y' }, operador);
    expect(role2.status).toBe(403);
    expect((await get('Products/GetDetails?id=20')).body.data.name).toBe('Decodificador editado');
  });
});
