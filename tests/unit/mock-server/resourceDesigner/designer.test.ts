// @vitest-environment node
// The Resource Designer's server side (issue 19): draft, publish checks, versions, restore, the menu entry and
// its grants, the published definitions, and the REST routes enforcing the published design.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, post, removeDir, SERVER_START_TIMEOUT_MS, startServer } from '../helpers';
import { suppliersDesign } from '../../resourceDesigner/suppliersDesign';
import type { ResourceDesign } from '../../../../contracts/endpoints/resourceDesigner';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: string;
let operador: string;
let id: number;

beforeAll(async () => {
  server = await startServer();
  admin = (await login(server)).token;
  operador = (await login(server, 'operador', 'Operador#2026')).token;
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await server.close();
  removeDir(server.dataDir);
}, SERVER_START_TIMEOUT_MS);

const es = { 'Accept-Language': 'es' };
const designer = (path: string, body: unknown, token = admin, headers?: Record<string, string>) => post(server, `/api/ResourceDesigner/${path}`, body, token, headers);
const rest = (method: string, path: string, body?: unknown, token = admin, headers?: Record<string, string>) =>
  call(server, method, `/api/rest${path}`, { token, body, headers });
const saveDraft = async (draft: ResourceDesign) => {
  const current = (await designer('Get', { id })).body.data;
  return designer('SaveDraft', { id, version: current.version, draft });
};

describe('the designer', () => {
  it('is guarded by its own menu entry: the operator has no flag on it (403)', async () => {
    expect((await call(server, 'GET', '/api/ResourceDesigner/List', { token: operador })).status).toBe(403);
    expect((await designer('SaveDraft', { id: 0, draft: suppliersDesign() }, operador)).status).toBe(403);
  });

  it('saves a draft that publishes nothing yet', async () => {
    const answer = await designer('SaveDraft', { id: 0, draft: suppliersDesign() });
    expect(answer.status).toBe(200);
    id = answer.body.data.id;
    expect(answer.body.data).toMatchObject({ name: 'proveedores', publishedVersion: null, hasDraft: true });
    expect((await rest('GET', '/proveedores')).status).toBe(404);
  });

  it('refuses to publish a design the schema refuses, naming the field and why, in the caller\'s language', async () => {
    const broken = suppliersDesign();
    broken.fields[1].label.en = '';
    broken.fields[4].reference = { resource: 'nothing', optionText: 'name' };
    broken.fields.push({ ...broken.fields[0] });
    await saveDraft(broken);
    const answer = await designer('Publish', { id }, admin, es);
    expect(answer.status).toBe(400);
    expect(answer.body.errors['fields.1.label.en']).toBe('Campo email, etiqueta: falta el texto en inglés.');
    expect(answer.body.errors['fields.4.reference.resource']).toMatch(/"nothing" no existe/);
    expect(answer.body.errors['fields.5.source']).toMatch(/otro campo \(el 1\) ya usa la fuente name/);
    expect(answer.body.message).toMatch(/^El recurso no se puede publicar:/);
  });

  it('publishes: version 1, a menu entry with the design\'s grants, the definition in Published', async () => {
    await saveDraft(suppliersDesign());
    const answer = await designer('Publish', { id });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ publishedVersion: 1, hasDraft: false });
    const published = (await call(server, 'GET', '/api/ResourceDesigner/Published', { token: operador })).body.data;
    const suppliers = published.find((resource: { definition: { name: string } }) => resource.definition.name === 'proveedores');
    expect(suppliers.definition.permissions).toEqual({ menu: '/proveedores' });
    expect(suppliers.messages.es.resources.proveedores.fields.rating).toBe('Calificación');
    const menu = (await post(server, '/api/Menu/GetAccess', { id: 2 }, operador, { 'Accept-Language': 'en' })).body.data;
    const entry = menu.flatMap((group: { childrenLinks: unknown[] }) => group.childrenLinks).find((link: { link: string }) => link.link === '/proveedores');
    expect(entry).toMatchObject({ header: 'Suppliers', permissions: { l: true, v: true, w: false, r: true, d: false } });
  });

  it('enforces the published design on its REST routes: unknown fields, rules, references, flags', async () => {
    const good = { name: 'Andina Repuestos', email: 'ventas@andina.co', rating: 4, category: 'repuestos', warehouse: 1 };
    const created = await rest('POST', '/proveedores', good);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...good, id: 1, version: 1 });

    const unknown = await rest('POST', '/proveedores', { ...good, color: 'rojo' }, admin, es);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ color: 'El campo color no forma parte de este recurso.' });

    const broken = await rest('POST', '/proveedores', { ...good, email: 'no-es-correo', rating: 9, category: 'otra', warehouse: 999 }, admin, es);
    expect(broken.status).toBe(400);
    expect(broken.body.errors.email).toMatch(/^El campo Correo debe ser un correo electrónico válido/);
    expect(broken.body.errors.rating).toBe('El campo Calificación debe ser menor o igual a 5.');
    expect(broken.body.errors.category).toBe('El campo Categoría debe ser uno de: equipos, repuestos.');
    const missingRef = await rest('POST', '/proveedores', { ...good, warehouse: 999 }, admin);
    expect(missingRef.body.errors.warehouse).toBe('The field Warehouse refers to a record that does not exist (999).');

    expect((await rest('POST', '/proveedores', good, operador)).status).toBe(403);
    expect((await rest('GET', '/proveedores/1', undefined, operador)).status).toBe(200);
  });

  it('filters a text field by a part of it, literally', async () => {
    const found = await rest('GET', `/proveedores?filter=${encodeURIComponent(JSON.stringify({ name: 'andina' }))}`);
    expect(found.body.map((row: { name: string }) => row.name)).toEqual(['Andina Repuestos']);
    const pattern = await rest('GET', `/proveedores?filter=${encodeURIComponent(JSON.stringify({ name: '.*' }))}`);
    expect(pattern.status).toBe(200);
    expect(pattern.body).toEqual([]);
  });

  it('keeps a removed field\'s values in the data, and shows them again when the field returns', async () => {
    const withoutRating = suppliersDesign();
    withoutRating.fields.splice(2, 1);
    await saveDraft(withoutRating);
    expect((await designer('Publish', { id })).body.data.publishedVersion).toBe(2);
    const record = (await rest('GET', '/proveedores/1')).body;
    expect(record.rating).toBe(4);
    // the form sends the whole record back: the kept value unchanged is accepted, a new one is not
    const saved = await rest('PUT', '/proveedores/1', { ...record, name: 'Andina Repuestos SAS' });
    expect(saved.status).toBe(200);
    expect(saved.body.rating).toBe(4);
    expect((await rest('PUT', '/proveedores/1', { ...saved.body, rating: 2 })).status).toBe(400);
  });

  it('refuses a kind change the stored values cannot satisfy, with the count of breaking records', async () => {
    const asNumber = suppliersDesign();
    asNumber.fields[0] = { ...asNumber.fields[0], kind: 'number', maxLength: undefined };
    await saveDraft(asNumber);
    const answer = await designer('Publish', { id });
    expect(answer.status).toBe(400);
    expect(answer.body.errors['fields.0.kind']).toBe('1 stored record(s) hold a value of name that is not a valid number.');
  });

  it('lists the versions, compares two, and restores version 1 as a new version', async () => {
    const versions = (await designer('Versions', { id })).body.data;
    expect(versions.map((version: { number: number }) => version.number)).toEqual([2, 1]);
    const compared = (await designer('Compare', { id, from: 1, to: 2 })).body.data;
    expect(compared.difference).toEqual({ added: [], removed: ['rating'], changed: [], resource: [] });
    const restored = await designer('Restore', { id, number: 1 });
    expect(restored.body.data).toMatchObject({ publishedVersion: 3 });
    expect(restored.body.data.draft.fields.map((field: { source: string }) => field.source)).toContain('rating');
    expect((await rest('PUT', '/proveedores/1', { rating: 3 })).body.rating).toBe(3);
  });
});
