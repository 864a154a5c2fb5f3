// @vitest-environment node
// The report viewer's pure rules (issue 12): the filter rules both sides apply (spec 04 §5), parameter defaults and
// values, the 20-row page, what the chart draws, and the exported sheet (header row = the columns' aliases).
import { describe, expect, it } from 'vitest';
import { checkFilters } from '../../../contracts/reportFilters';
import { reportSheet } from '../../../contracts/reportSheet';
import { chartSpec, initialParameters, pageOf, parameterValues } from '../../../src/lines/reports/viewerRules';

const COLUMNS = ['id', 'sku', 'peso'];

describe('checkFilters', () => {
  it('answers nothing when filtering is off, and each rule in the spec order', () => {
    expect(checkFilters([], COLUMNS, false)).toBeUndefined();
    expect(checkFilters([], COLUMNS)).toEqual({ problem: 'filtersRequired', row: -1 });
    expect(checkFilters([{ column: 'id', sign: '', value: '1' }], COLUMNS)).toEqual({ problem: 'allFiltersRequired', row: 0 });
    expect(checkFilters([{ column: '', sign: '=', value: '1' }], COLUMNS)).toEqual({ problem: 'allFiltersRequired', row: 0 });
    expect(checkFilters([{ column: 'id', sign: '=', value: '  ' }], COLUMNS)).toEqual({ problem: 'valueRequired', row: 0 });
    expect(checkFilters([{ column: 'id', sign: '=', value: '1' }, { column: 'id', sign: '<', value: '9' }], COLUMNS)).toEqual({ problem: 'duplicateFilter', row: 1 });
    expect(checkFilters([{ column: 'clave', sign: '=', value: '1' }], COLUMNS)).toEqual({ problem: 'unknownColumn', row: 0 });
    expect(checkFilters([{ column: 'id', sign: '>=', value: '1' }], COLUMNS)).toEqual({ problem: 'unknownSign', row: 0 });
    for (const sign of ['=', '>', '<', '!=', 'like']) expect(checkFilters([{ column: 'sku', sign, value: 'x' }], COLUMNS)).toBeUndefined();
  });
});

describe('parameters', () => {
  const parameters = [
    { column: 'nombre', alias: 'Nombre', type: 1 }, { column: 'peso', alias: 'Peso', type: 2 },
    { column: 'desde', alias: 'Desde', type: 3 }, { column: 'activo', alias: 'Activo', type: 4 },
  ];
  it('start empty, 0, today and false, and numbers are sent as numbers', () => {
    const start = initialParameters(parameters, new Date('2026-11-23T10:00:00Z'));
    expect(start).toEqual({ nombre: '', peso: '0', desde: '2026-11-23', activo: false });
    expect(parameterValues(parameters, { ...start, peso: '2.5', activo: true })).toEqual([
      { column: 'nombre', value: '' }, { column: 'peso', value: 2.5 }, { column: 'desde', value: '2026-11-23' }, { column: 'activo', value: true },
    ]);
  });
});

describe('the page and the chart', () => {
  const rows = Array.from({ length: 45 }, (_v, i) => ({ id: i + 1, sku: `SKU-${i + 1}`, peso: (i % 7) + 0.5, fecha: `2026-0${(i % 3) + 1}-01T00:00:00.000Z` }));
  const columns = [
    { name: 'id', alias: 'Id', groupTypesDataId: 3 }, { name: 'sku', alias: 'SKU', groupTypesDataId: 1 },
    { name: 'peso', alias: 'Peso', groupTypesDataId: 3 }, { name: 'fecha', alias: 'Fecha', groupTypesDataId: 4 },
  ];
  it('pages 20 rows at a time', () => {
    expect(pageOf(rows, 0).map((r) => r.id)).toEqual(Array.from({ length: 20 }, (_v, i) => i + 1));
    expect(pageOf(rows, 2).map((r) => r.id)).toEqual([41, 42, 43, 44, 45]);
  });

  it('draws the first numeric column that is not an id, by the first text column', () => {
    const spec = chartSpec(columns, rows)!;
    expect(spec).toMatchObject({ kind: 'bar', label: { name: 'sku' }, value: { name: 'peso' } });
    expect(spec.points[0]).toEqual({ label: 'SKU-1', value: 0.5 });
    expect(spec.points).toHaveLength(45);
  });

  it('counts rows per day when there is a date but no number; no chart without either, nor without rows', () => {
    const spec = chartSpec([columns[1], columns[3]], rows)!;
    expect(spec).toMatchObject({ kind: 'line', label: { name: 'fecha' } });
    expect(spec.value).toBeUndefined();
    expect(spec.points).toEqual([{ label: '2026-01-01', value: 15 }, { label: '2026-02-01', value: 15 }, { label: '2026-03-01', value: 15 }]);
    expect(chartSpec([columns[1]], rows)).toBeUndefined();
    expect(chartSpec(columns, [])).toBeUndefined();
  });

  it('exports the aliases as the header row and typed cells; a formula-like text stays text', () => {
    const sheet = reportSheet(
      [...columns, { name: 'activo', alias: 'Activo', groupTypesDataId: 2 }],
      [{ id: 1, sku: '=HYPERLINK("http://x")', peso: '2.5', fecha: '2026-01-01T00:00:00.000Z', activo: true }],
      ['Sí', 'No'],
    );
    expect(sheet.headers).toEqual(['Id', 'SKU', 'Peso', 'Fecha', 'Activo']);
    expect(sheet.rows[0]).toEqual([1, '=HYPERLINK("http://x")', 2.5, new Date('2026-01-01T00:00:00.000Z'), 'Sí']);
  });
});
