// @vitest-environment node
// The satellite-TV endpoints of issue 14 over HTTP: message filters and the re-process answer, configuration and
// flow saves, inventory adjustments (save, items, delete by GET and POST; no rules but sound data: issue 33) and integration adjustments (§5 → 400
// naming each field, positive integer quantities, one serial per unit, no serial twice).
import { describe, expect, it } from 'vitest';
import { stvDocumentId } from '../../../../mock-server/lines/satelliteTv/seed';
import { call, withServerForFile, type ServerForFile } from '../helpers';
import { lineApi } from './lineApi';

let server: ServerForFile['server'];
let admin: string;
let operador: string;
withServerForFile((ready) => ({ server, admin, operador } = ready));

const api = (method: string, path: string, body?: unknown, lang = 'en', token = admin) => lineApi(server, token, method, path, body, lang);

describe('Integration messages', () => {
  it('pages 600 seeded messages by 50 and filters by state and document together', async () => {
    const all = await api('POST', 'Integration/List', { pageIndex: 1, pageSize: 50 });
    expect(all.body.data.totalItemCount).toBe(600);
    expect(all.body.data.items).toHaveLength(50);
    const standby = await api('POST', 'Integration/List', { pageIndex: 1, pageSize: 50, state: 'STANDBY' });
    expect(standby.body.data.totalItemCount).toBe(75);
    expect(standby.body.data.items.every((m: { state: string }) => m.state === 'STANDBY')).toBe(true);
    const one = await api('POST', 'Integration/List', { pageIndex: 1, pageSize: 50, state: 'STANDBY', documentId: stvDocumentId(7) });
    expect(one.body.data.items.map((m: { id: number }) => m.id)).toEqual([7]);
    const bad = await api('POST', 'Integration/List', { pageIndex: 1, pageSize: 50, state: 'DONE' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['state']);
  });

  it('re-processes a STANDBY message ("Successful process.") and shows the change in its detail; refuses an OK one clearly', async () => {
    const saved = await api('POST', 'Integration/Save', { id: 15, state: 'PENDING_PROCESS', error: 'Maestro corregido' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ isSuccess: true, message: 'Successful process.', data: { id: 15, state: 'PENDING_PROCESS' } });
    const detail = await api('GET', 'Integration/Get?id=15');
    expect(detail.body.data.row.state).toBe('PENDING_PROCESS');
    expect(detail.body.data.changes[0]).toMatchObject({ fromState: 'STANDBY', toState: 'PENDING_PROCESS', userName: expect.any(String) });
    const refused = await api('POST', 'Integration/Save', { id: 16, state: 'PENDING_PROCESS', error: '' }, 'es');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('El mensaje 16 está en estado OK: solo se pueden reprocesar mensajes en STANDBY, READ_ERROR, WRITE_ERROR.');
  });

  it('answers 401 without a session and 403 to a role without the Process entry', async () => {
    expect((await call(server, 'POST', '/api/Integration/List', { body: { pageIndex: 1, pageSize: 50 } })).status).toBe(401);
    expect((await api('POST', 'Integration/List', { pageIndex: 1, pageSize: 50 }, 'en', operador)).status).toBe(403);
  });
});

describe('Configurations and flows', () => {
  it('switches a configuration off and keeps it; creates one; refuses a missing alias naming it', async () => {
    const list = await api('POST', 'IntegraConfiguration/List', { pageIndex: 1, pageSize: 50 });
    const first = list.body.data.items[0];
    const saved = await api('POST', 'IntegraConfiguration/Save', { ...first, state: 0 });
    expect(saved.body).toMatchObject({ message: 'Successful process.', data: { id: first.id, state: 0 } });
    const created = await api('POST', 'IntegraConfiguration/Save', { ...first, id: undefined, alias: 'Nueva interfaz' });
    expect(created.body.data.id).toBeGreaterThan(12);
    const missing = await api('POST', 'IntegraConfiguration/Save', { ...first, alias: ' ' });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toEqual(['alias']);
  });

  it('lists DIRECTTV flows only and saves a flow state and order number', async () => {
    const list = await api('POST', 'Flow/List', { type: 'DIRECTTV', pageIndex: 1, pageSize: 50 });
    expect(list.body.data.totalItemCount).toBe(8);
    expect((await api('POST', 'Flow/List', { type: 'OTHER', pageIndex: 1, pageSize: 50 })).status).toBe(400);
    const saved = await api('POST', 'Flow/Save', { id: 2, orderBy: 9, state: 0 });
    expect(saved.body.data).toMatchObject({ id: 2, orderBy: 9, state: 0 });
  });
});

const inventoryAdjustment = {
  configuration: 3, documentId: 'AJ-TEST-1', senderPartyOrganization: 'BOD-BOG-01', productActivityNote: 'Conteo',
  items: [{ productID: 'DTV-ANT-60', quantity: 4 }, { productID: 'DTV-LNB-DUAL', quantity: 2 }],
};

describe('Inventory adjustments', () => {
  it('saves one with two items, finds it by search, reads its items and deletes it by POST and by GET', async () => {
    const saved = await api('POST', 'InventoryAdjustment/Save', inventoryAdjustment);
    expect(saved.body).toMatchObject({ isSuccess: true, message: 'Ajuste de inventario guardado con exito...' });
    const id = saved.body.data.recordId;
    const found = await api('POST', 'InventoryAdjustment/List', { pageIndex: 1, pageSize: 50, search: 'AJ-TEST-1' });
    expect(found.body.data.items).toEqual([expect.objectContaining({ recordId: id, documentId: 'AJ-TEST-1', operation: 'ADJUST_IN' })]);
    const items = await api('GET', `InventoryAdjustment/Get?id=${id}`);
    expect(items.body.data.map((i: { productID: string; quantity: number }) => [i.productID, i.quantity])).toEqual([['DTV-ANT-60', 4], ['DTV-LNB-DUAL', 2]]);
    const deleted = await api('POST', `InventoryAdjustment/Delete?id=${id}`);
    expect(deleted.body.message).toBe('Ajuste de inventario eliminado con exito...');
    expect((await api('GET', `InventoryAdjustment/Get?id=${id}`)).status).toBe(404);
    expect((await api('GET', 'InventoryAdjustment/Delete?id=1')).body.message).toBe('Ajuste de inventario eliminado con exito...');
  });

  it('saves one without configuration or document id, lowering stock with a negative quantity (spec 02 §5: no rules); listed with its header empty', async () => {
    const saved = await api('POST', 'InventoryAdjustment/Save', {
      productActivityNote: 'Faltante en conteo', items: [{ productID: 'DTV-ANT-60', quantity: -3 }, { productID: 'DTV-LNB-DUAL', quantity: '0' }],
    });
    expect(saved.status).toBe(200);
    const id = saved.body.data.recordId;
    const list = await api('POST', 'InventoryAdjustment/List', { pageIndex: 1, pageSize: 50, search: '' });
    expect(list.body.data.items[0]).toMatchObject({ recordId: id, documentId: '', operation: '', process: '', documentType: '' });
    const items = await api('GET', `InventoryAdjustment/Get?id=${id}`);
    expect(items.body.data.map((i: { productID: string; quantity: number }) => [i.productID, i.quantity])).toEqual([['DTV-ANT-60', -3], ['DTV-LNB-DUAL', 0]]);
    // a header alone is an adjustment too: items are added freely
    expect((await api('POST', 'InventoryAdjustment/Save', { documentId: 'AJ-TEST-EMPTY', items: [] })).status).toBe(200);
  });

  it('keeps only what keeps the data sound: a whole quantity, a product and a configuration that exist, each refusal on its field', async () => {
    for (const quantity of [1.5, 'dos', '', 100_001, -100_001]) {
      const refused = await api('POST', 'InventoryAdjustment/Save', { ...inventoryAdjustment, items: [{ productID: 'DTV-ANT-60', quantity }] });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.errors)).toEqual(['items.0.quantity']);
    }
    const unknown = await api('POST', 'InventoryAdjustment/Save', { items: [{ productID: 'DTV-ANT-60', quantity: 1 }, { productID: 'NO-SUCH-PART', quantity: -1 }] }, 'es');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ 'items.1.productID': 'Línea 2: el producto NO-SUCH-PART no existe.' });
    const noConfiguration = await api('POST', 'InventoryAdjustment/Save', { ...inventoryAdjustment, configuration: 999 });
    expect(Object.keys(noConfiguration.body.errors)).toEqual(['configuration']);
    const noProduct = await api('POST', 'InventoryAdjustment/Save', { items: [{ productID: ' ', quantity: 2 }] });
    expect(Object.keys(noProduct.body.errors)).toEqual(['items.0.productID']);
  });
});

const integration = {
  cod_bodega_origen: 'BOD-BOG-01', documento_principal: 'PL-T-1', documento_adicional: 'DA-1', documento_trasnporte: 'GT-1', factura: 'FV-1',
  numero2: '3', texto1: '1032456789', texto2: 'KLM123', texto3: 'Carlos Rodríguez', receiverPartySubInventory: 'DISPONIBLE',
  orderLinesOriginPartyOrganization: 'BOD-MED-01', orderLinesOriginPartySubInventory: 'TRANSITO', IsSerialize: 'not_serial',
  items: [{ cod_parte: 'DTV-ANT-60', cod_bodega: 'BOD-MED-01', subinventario: 'DISPONIBLE', codestado_fisicoparte: 'NU', cantidad: 5 }],
};

describe('Integration adjustments', () => {
  it('saves a complete one ("Ajsute de interface Exitos") with DocumentId and receiverPartyOrganization set by the server', async () => {
    const saved = await api('POST', 'IntegrationAdjustment/Save', integration);
    expect(saved.body).toMatchObject({ isSuccess: true, message: 'Ajsute de interface Exitos' });
    const detail = await api('GET', `IntegrationAdjustment/Get?id=${saved.body.data.cod_movimiento}`);
    expect(detail.body.data.row).toMatchObject({ DocumentId: 'PL-T-1', receiverPartyOrganization: 'BOD-BOG-01', IsSerialize: 'not_serial' });
    expect(detail.body.data.items[0]).toMatchObject({ cod_parte: 'DTV-ANT-60', cantidad: 5, name_parte: 'Antena parabólica 60 cm' });
  });

  it('refuses with 400 naming each of the twelve §5 fields that is missing', async () => {
    const refused = await api('POST', 'IntegrationAdjustment/Save', { items: integration.items }, 'es');
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual([
      'cod_bodega_origen', 'documento_adicional', 'documento_principal', 'documento_trasnporte', 'factura', 'numero2',
      'orderLinesOriginPartyOrganization', 'orderLinesOriginPartySubInventory', 'receiverPartySubInventory', 'texto1', 'texto2', 'texto3',
    ]);
  });

  it('needs one serial per unit when serialized, and refuses a serial twice (in the same save or after another)', async () => {
    const serialItem = (serials: string[], cantidad = 2) => ({ ...integration.items[0], cod_parte: 'DTV-H25-500', cantidad, serials });
    const base = { ...integration, IsSerialize: 'serial' };
    const short = await api('POST', 'IntegrationAdjustment/Save', { ...base, items: [serialItem(['ZX1'])] });
    expect(short.status).toBe(400);
    expect(short.body.errors['items.0.serials']).toBe('The field items.0.serials needs one serial per unit: 2 expected, 1 given.');
    const twice = await api('POST', 'IntegrationAdjustment/Save', { ...base, items: [serialItem(['ZX1', 'zx1'])] });
    expect(twice.body.errors['items.0.serials']).toBe('The serial ZX1 appears twice in this adjustment.');
    expect((await api('POST', 'IntegrationAdjustment/Save', { ...base, items: [serialItem(['ZX1', 'ZX2'])] })).status).toBe(200);
    const again = await api('POST', 'IntegrationAdjustment/Save', { ...base, items: [serialItem(['ZX2', 'ZX3'])] });
    expect(again.status).toBe(400);
    expect(again.body.errors['items.0.serials']).toBe('The serial ZX2 was already used in another adjustment.');
  });

  it('refuses an unknown warehouse code and a quantity that is not a positive integer', async () => {
    const refused = await api('POST', 'IntegrationAdjustment/Save', {
      ...integration, cod_bodega_origen: 'BOD-XXX', items: [{ ...integration.items[0], cantidad: 0 }],
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(['items.0.cantidad']);
    const unknown = await api('POST', 'IntegrationAdjustment/Save', { ...integration, cod_bodega_origen: 'BOD-XXX' });
    expect(Object.keys(unknown.body.errors)).toEqual(['cod_bodega_origen']);
  });

  it('serves the master data lists', async () => {
    expect((await api('GET', 'Master/WareHouses')).body.data).toHaveLength(8);
    expect((await api('GET', 'Master/SubInventories')).body.data.map((s: { id: string }) => s.id)).toContain('DISPONIBLE');
    expect((await api('GET', 'Master/Parties')).body.data).toHaveLength(16);
  });
});
