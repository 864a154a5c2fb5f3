// The adjustment forms' pure rules (issue 14, spec 02 §5): the item checks shown together, one serial per unit,
// the twelve required header fields, and the payloads the screens send.
import { describe, expect, it } from 'vitest';
import {
  emptyHeader, emptyItem, integrationPayload, itemProblems, missingHeaderFields, serialList,
} from '../../../src/lines/satelliteTv/integrationForm';
import { emptyInventoryHeader, emptyInventoryItem, inventoryErrors, inventoryPayload } from '../../../src/lines/satelliteTv/inventoryForm';

describe('integration adjustment items', () => {
  it('reports all four checks at once for an empty item', () => {
    expect(itemProblems(emptyItem(), false).map((p) => p.key)).toEqual(['material', 'warehouse', 'subInventory', 'quantity']);
  });

  it('refuses zero, negative and fractional quantities, and accepts a complete item', () => {
    const item = { ...emptyItem(), cod_parte: 'DTV-ANT-60', cod_bodega: 'BOD-BOG-01', subinventario: 'DISPONIBLE' };
    for (const cantidad of ['0', '-2', '1.5', 'dos']) expect(itemProblems({ ...item, cantidad }, false)).toEqual([{ key: 'quantity' }]);
    expect(itemProblems({ ...item, cantidad: '3' }, false)).toEqual([]);
  });

  it('needs one serial per unit when serialized, none repeated in the item or in the adjustment', () => {
    const item = { ...emptyItem(), cod_parte: 'DTV-H25-500', cod_bodega: 'BOD-BOG-01', subinventario: 'DISPONIBLE', cantidad: '2' };
    expect(itemProblems({ ...item, serials: 'ZA1' }, true)).toEqual([{ key: 'serialsCount', expected: 2, given: 1 }]);
    expect(itemProblems({ ...item, serials: 'za1 ZA1' }, true)).toEqual([{ key: 'serialTwice', serial: 'ZA1' }]);
    expect(itemProblems({ ...item, serials: 'ZA1, ZA2' }, true, ['za2'])).toEqual([{ key: 'serialTwice', serial: 'ZA2' }]);
    expect(itemProblems({ ...item, serials: 'ZA1\nZA2' }, true)).toEqual([]);
    expect(serialList(' za1,  ZA2;za3\n')).toEqual(['ZA1', 'ZA2', 'ZA3']);
  });
});

describe('integration adjustment header and payload', () => {
  it('lists the twelve required fields while empty', () => {
    expect(missingHeaderFields(emptyHeader())).toHaveLength(12);
    expect(missingHeaderFields({ ...emptyHeader(), factura: ' ' })).toContain('factura');
  });

  it('sets DocumentId from the Planilla and receiverPartyOrganization from the origin warehouse; serials only when serialized', () => {
    const header = { ...emptyHeader(), documento_principal: ' PL-1 ', cod_bodega_origen: 'BOD-BOG-01', IsSerialize: 'not_serial' as const };
    const item = { ...emptyItem(), cod_parte: 'P', cod_bodega: 'B', subinventario: 'S', cantidad: '2', serials: 'X1 X2' };
    const payload = integrationPayload(header, [item]);
    expect(payload).toMatchObject({ documento_principal: 'PL-1', DocumentId: 'PL-1', receiverPartyOrganization: 'BOD-BOG-01', IsSerialize: 'not_serial' });
    expect(payload.items).toEqual([{ cod_parte: 'P', cod_bodega: 'B', subinventario: 'S', codestado_fisicoparte: 'NU', cantidad: 2, serials: [] }]);
    expect(integrationPayload({ ...header, IsSerialize: 'serial' }, [item]).items[0].serials).toEqual(['X1', 'X2']);
  });
});

describe('inventory adjustment form', () => {
  it('needs a configuration, a document id, an item, and each item a product and a whole quantity above zero', () => {
    expect(inventoryErrors(emptyInventoryHeader(), [])).toEqual({
      configuration: 'app.satelliteTv.required', documentId: 'app.satelliteTv.required', items: 'app.satelliteTv.adjustments.inventory.needsItem',
    });
    const header = { ...emptyInventoryHeader(), configuration: '3', documentId: 'AJ-1' };
    expect(Object.keys(inventoryErrors(header, [{ ...emptyInventoryItem(0), quantity: '0' }]))).toEqual(['items.0.productID', 'items.0.quantity']);
    expect(inventoryErrors(header, [{ ...emptyInventoryItem(0), productID: 'P', quantity: '4' }])).toEqual({});
  });

  it('sends numbers as numbers and numbers the lines', () => {
    const header = { ...emptyInventoryHeader(), configuration: '3', documentId: ' AJ-1 ' };
    const payload = inventoryPayload(header, [{ ...emptyInventoryItem(0), productID: 'P', quantity: '4' }, { ...emptyInventoryItem(1), productID: 'Q', quantity: '1' }]);
    expect(payload).toMatchObject({ configuration: 3, documentId: 'AJ-1', productActivityLinesQuantity: 2 });
    expect(payload.items.map((i) => [i.itemLinesQuantity, i.productID, i.quantity])).toEqual([[1, 'P', 4], [2, 'Q', 1]]);
  });
});
