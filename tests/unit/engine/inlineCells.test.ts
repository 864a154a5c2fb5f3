// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { definitionOf } from '../../../contracts/resourceDesign';
import {
  inlineEditableSources,
  inlineModeOf,
  inlineSaveData,
  inlineText,
  isInlineChange,
  notANumber,
  parseInlineText,
} from '../../../src/engine/inline/inlineCells';
import type { FieldDef, ResourceDef } from '../../../src/engine/types';
import stores from '../../../resources/repairBackOffice/stores.json';

const storesDef = stores as unknown as ResourceDef;
const field = (patch: Partial<FieldDef>): FieldDef => ({ source: 'x', kind: 'text', ...patch }) as FieldDef;

const designed = definitionOf({
  name: 'parcels',
  label: { es: 'Paquetes', en: 'Parcels' },
  menu: { path: '/parcels', parent: null },
  pageSize: 10,
  fields: [
    { source: 'code', kind: 'text', label: { es: 'Código', en: 'Code' }, inList: true, required: true },
    { source: 'weight', kind: 'number', label: { es: 'Peso', en: 'Weight' }, inList: true },
    { source: 'status', kind: 'select', label: { es: 'Estado', en: 'Status' }, inList: true, choices: [{ id: 'new', label: { es: 'Nuevo', en: 'New' } }] },
    { source: 'fragile', kind: 'boolean', label: { es: 'Frágil', en: 'Fragile' }, inList: true },
    { source: 'sentAt', kind: 'date', label: { es: 'Enviado', en: 'Sent' }, inList: true },
    { source: 'hub', kind: 'reference', label: { es: 'Centro', en: 'Hub' }, inList: true, reference: { resource: 'hubs', optionText: 'name' } },
    { source: 'notes', kind: 'multiline', label: { es: 'Notas', en: 'Notes' }, inList: false },
  ],
} as never) as unknown as ResourceDef;

describe('which cells are edited in place', () => {
  it("stores: name and address, the columns its definition names; never the switch's state nor the list-only names", () => {
    expect([...inlineEditableSources(storesDef, true)]).toEqual(['name', 'address']);
  });

  it('nothing without the W flag', () => {
    expect(inlineEditableSources(storesDef, false).size).toBe(0);
  });

  it('a designed resource: every column of a kind edited in place (not a reference), with no code', () => {
    expect(designed.list.inlineEdit).toBe(true);
    expect([...inlineEditableSources(designed, true)]).toEqual(['code', 'weight', 'status', 'fragile', 'sentAt']);
  });

  it('a definition that does not allow it, read-only and conditional fields, and an API with no save call: none', () => {
    const { inlineEdit: _, ...list } = storesDef.list;
    expect(inlineEditableSources({ ...storesDef, list }, true).size).toBe(0);
    const readOnly = { ...storesDef, fields: storesDef.fields.map((f) => (f.source === 'name' ? { ...f, readOnly: true } : f)) };
    expect([...inlineEditableSources(readOnly, true)]).toEqual(['address']);
    const noSave = { ...storesDef, endpoints: { ...storesDef.endpoints!, save: undefined } };
    expect(inlineEditableSources(noSave as ResourceDef, true).size).toBe(0);
  });

  it('how each kind is edited: typed, chosen, toggled', () => {
    expect(inlineModeOf(field({ kind: 'text' }))).toBe('text');
    expect(inlineModeOf(field({ kind: 'number' }))).toBe('text');
    expect(inlineModeOf(field({ kind: 'select' }))).toBe('choice');
    expect(inlineModeOf(field({ kind: 'boolean' }))).toBe('toggle');
  });
});

describe('what a typed value is, and what a save sends', () => {
  it('numbers are numbers (a comma as the decimal point), empty is null, a text that is no number is refused', () => {
    const number = field({ kind: 'number' });
    expect(parseInlineText(number, ' 12,5 ')).toBe(12.5);
    expect(parseInlineText(number, '')).toBeNull();
    expect(parseInlineText(number, 'doce')).toBe('doce');
    expect(notANumber(number, 'doce')).toBe(true);
    expect(notANumber(number, 12)).toBe(false);
  });

  it('texts stay as typed; dates are yyyy-mm-dd, empty is null', () => {
    expect(parseInlineText(field({ kind: 'text' }), '  Tienda Norte ')).toBe('  Tienda Norte ');
    expect(parseInlineText(field({ kind: 'date' }), '')).toBeNull();
    expect(inlineText(field({ kind: 'date' }), '2026-03-11T00:00:00.000Z')).toBe('2026-03-11');
    expect(inlineText(field({ kind: 'text' }), null)).toBe('');
  });

  it('the record as loaded with the one value changed and its version; unchanged saves nothing', () => {
    const record = { id: 7, name: 'Tienda Norte', address: 'Calle 1', state: 'Abierto', version: 3 };
    expect(inlineSaveData(storesDef, record, 'name', 'Tienda Sur')).toEqual({ ...record, name: 'Tienda Sur', version: 3 });
    expect(isInlineChange(record, 'name', 'Tienda Norte')).toBe(false);
    expect(isInlineChange(record, 'name', 'Tienda Sur')).toBe(true);
  });
});
