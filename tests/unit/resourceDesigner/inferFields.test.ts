// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { asDate, inferFields, rowsFromJson, sourceOf } from '../../../src/lines/resourceDesigner/inferFields';

const rows = [
  { 'Razón social': 'Andina SAS', Correo: 'ventas@andina.co', 'Calificación': 4, Activo: 'sí', Tipo: 'Equipos', Alta: '01/02/2026', Web: 'https://andina.co', Notas: '' },
  { 'Razón social': 'Repuestos del Sur Ltda', Correo: 'info@sur.co', 'Calificación': '3,5', Activo: 'no', Tipo: 'Repuestos', Alta: '2026-03-15', Web: 'https://sur.co' },
  { 'Razón social': 'Cali Móvil', Correo: 'hola@calimovil.co', 'Calificación': 5, Activo: 'sí', Tipo: 'Equipos', Alta: '28/12/2025', Web: 'http://calimovil.co', Notas: 'Paga a 30 días' },
  { 'Razón social': 'Bogotá Cel', Correo: 'bogota@cel.co', 'Calificación': 2, Activo: true, Tipo: 'Repuestos', Alta: new Date('2026-05-01T00:00:00Z'), Web: 'https://cel.co' },
];

describe('inferring fields from sample rows', () => {
  const fields = inferFields(rows);
  const bySource = Object.fromEntries(fields.map((field) => [field.source, field]));

  it('makes one field per column, in order, with sources a definition accepts', () => {
    expect(fields.map((field) => field.source)).toEqual(['razonSocial', 'correo', 'calificacion', 'activo', 'tipo', 'alta', 'web', 'notas']);
    expect(bySource.razonSocial.label).toEqual({ es: 'Razón social', en: 'Razón social' });
  });

  it('reads kinds from the values: text, e-mail, number (decimal comma too), boolean, select, date, url', () => {
    expect(fields.map((field) => field.kind)).toEqual(['text', 'email', 'number', 'boolean', 'select', 'date', 'url', 'text']);
  });

  it('is required only where no row is empty, and gives texts room beyond the longest value', () => {
    expect(bySource.razonSocial.required).toBe(true);
    expect(bySource.notas.required).toBe(false);
    // the longest name has 22 characters: 33 rounded up to tens
    expect(bySource.razonSocial.maxLength).toBe(40);
    expect(bySource.notas.maxLength).toBe(30);
  });

  it('offers the distinct repeated values as choices', () => {
    expect(bySource.tipo.choices?.map((choice) => choice.id)).toEqual(['Equipos', 'Repuestos']);
    expect(bySource.tipo.filterable).toBe(true);
  });

  it('does not take unrepeated texts nor numbers 0/1 for a select or a boolean', () => {
    const unique = inferFields([{ Code: 'A1' }, { Code: 'B2' }, { Code: 'C3' }]);
    expect(unique[0].kind).toBe('text');
    const flags = inferFields([{ n: 1 }, { n: 0 }, { n: 1 }]);
    expect(flags[0].kind).toBe('number');
  });

  it('names sources without clashes or reserved words', () => {
    const taken = new Set<string>();
    expect(['Id', 'Nombre', 'nombre', '2026 total'].map((title) => sourceOf(title, taken))).toEqual(['fId', 'nombre', 'nombre2', 'f2026Total']);
  });

  it('reads dates as YYYY-MM-DD and refuses impossible ones', () => {
    expect(asDate('5/7/2026')).toBe('2026-07-05');
    expect(asDate('31/13/2026')).toBeUndefined();
  });

  it('accepts pasted JSON rows and says why it refuses others', () => {
    expect(rowsFromJson('[{"a":1}]')).toEqual({ rows: [{ a: 1 }] });
    expect(rowsFromJson('{"a":1}')).toEqual({ rows: [{ a: 1 }] });
    expect(rowsFromJson('[1,2]')).toEqual({ error: 'app.designer.sample.notRows' });
    expect(rowsFromJson('nope')).toEqual({ error: 'app.designer.sample.badJson' });
  });
});
