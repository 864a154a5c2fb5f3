// @vitest-environment node
// The adjustment forms' pure rules (issue 14, spec 02 §5): the item checks shown together, one serial per unit,
// the twelve required header fields, and the payloads the screens send.
import { describe, expect, it } from 'vitest';
import {
  emptyHeader, emptyItem, integrationPayload, itemProblems, missingHeaderFields, serialList,
} from '../../../src/lines/satelliteTv/integrationForm';
import { emptyInventoryHeader, emptyInventoryItem, inventoryErrors, inventoryPayload } from '../../../src/lines/satelliteTv/inventoryForm';
import { inventoryAdjustmentSave } from '../../../contracts/endpoints/satelliteTvAdjustments';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { messagesWith } from '../../../src/shell/i18n/i18nProvider';
import { adjustmentMessages } from '../../../src/lines/satelliteTv/adjustmentMessages';

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
  it('requires no header field and no item (spec 02 §5: no rules); each line needs a product and a whole quantity, negative or not', () => {
    expect(inventoryErrors(emptyInventoryHeader(), [])).toEqual({});
    const header = emptyInventoryHeader();
    expect(inventoryErrors(header, [emptyInventoryItem(0)])).toEqual({
      'items.0.productID': 'app.satelliteTv.adjustments.inventory.productRule', 'items.0.quantity': 'app.satelliteTv.adjustments.inventory.quantityRule',
    });
    for (const quantity of ['4', '-3', ' -12 ', '0', '+2', '\u22125', '100000', '-100000']) {
      expect(inventoryErrors(header, [{ ...emptyInventoryItem(0), productID: 'P', quantity }]), quantity).toEqual({});
    }
    for (const quantity of ['1.5', '-', 'dos', '100001', '-100001', '4-']) {
      expect(Object.keys(inventoryErrors(header, [{ ...emptyInventoryItem(0), productID: 'P', quantity }])), quantity).toEqual(['items.0.quantity']);
    }
  });

  it('leaves the configuration out when none is chosen and sends a negative quantity as a number', () => {
    const payload = inventoryPayload(emptyInventoryHeader(), [{ ...emptyInventoryItem(0), productID: 'P', quantity: ' -3 ' }, { ...emptyInventoryItem(1), productID: 'Q', quantity: '\u22122' }]);
    expect(payload).not.toHaveProperty('configuration');
    expect(payload).toMatchObject({ documentId: '', productActivityLinesQuantity: 2 });
    expect(payload.items.map((i) => i.quantity)).toEqual([-3, -2]);
    expect(inventoryAdjustmentSave.body.safeParse(payload).success).toBe(true);
  });

  it('sends numbers as numbers and numbers the lines', () => {
    const header = { ...emptyInventoryHeader(), configuration: '3', documentId: ' AJ-1 ' };
    const payload = inventoryPayload(header, [{ ...emptyInventoryItem(0), productID: 'P', quantity: '4' }, { ...emptyInventoryItem(1), productID: 'Q', quantity: '1' }]);
    expect(payload).toMatchObject({ configuration: 3, documentId: 'AJ-1', productActivityLinesQuantity: 2 });
    expect(payload.items.map((i) => [i.itemLinesQuantity, i.productID, i.quantity])).toEqual([[1, 'P', 4], [2, 'Q', 1]]);
  });
});

// satelliteTvInventory.spec.ts saves an adjustment that lowers stock in Spanish only; the form's line on what it checks
// (spec 02 §5: no field required), in each language, as the new-adjustment dialog shows it
describe('the inventory adjustment form says what it checks', () => {
  it.each([
    ['en', 'New inventory adjustment', 'No field is required. Each line needs a product and a whole quantity: a positive one adds stock, a negative one lowers it.'],
    ['es', 'Nuevo ajuste de inventario', 'Ningún campo es obligatorio. Cada línea lleva un producto y una cantidad entera: positiva suma existencias, negativa las descuenta.'],
  ] as const)('in %s', (locale, title, rules) => {
    const t = polyglotI18nProvider(() => messagesWith(adjustmentMessages)[locale], locale, [], { allowMissing: true }).translate;
    expect(t('app.satelliteTv.adjustments.inventory.newTitle')).toBe(title);
    expect(t('app.satelliteTv.adjustments.inventory.rules')).toBe(rules);
  });
});
