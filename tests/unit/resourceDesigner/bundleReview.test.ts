// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BundleDiff, BundleResourceDiff } from '../../../contracts/endpoints/designBundles';
import type { DesignSummary } from '../../../contracts/endpoints/resourceDesigner';
import {
  applicableNames, hasDetails, initialSelection, namesToApply, namesToExport, notApplicableReason, readBundleText, statusTotals, textPathName, toggleAll, toggleName,
} from '../../../src/lines/resourceDesigner/bundleReview';

const resource = (name: string, status: BundleResourceDiff['status'], extra: Partial<BundleResourceDiff> = {}): BundleResourceDiff => ({
  name,
  label: { es: name, en: name },
  status,
  bundleVersion: 2,
  currentVersion: status === 'new' ? null : 1,
  records: 0,
  fields: { added: [], removed: [], changed: [] },
  resource: [],
  texts: [],
  menu: [],
  rules: [],
  missingRoles: [],
  issues: {},
  ...extra,
});

const diff: BundleDiff = {
  checksum: 'a'.repeat(64),
  exportedFrom: 'pruebas',
  exportedAt: '2026-11-27T10:00:00.000Z',
  missingRoles: ['Auditor'],
  resources: [
    resource('proveedores', 'new'),
    resource('contratos', 'changed', {
      fields: { added: [{ source: 'nit', label: { es: 'NIT', en: 'Tax id' }, properties: [], affected: 3, breaking: 0, unreadable: 0 }], removed: [], changed: [] },
    }),
    resource('sedes', 'unchanged'),
    resource('equipos', 'changed', { issues: { 'fields.serial.kind': { es: '2 registros no se pueden leer', en: '2 records cannot be read' } } }),
  ],
};

describe('reading a chosen bundle file', () => {
  it('sends any JSON object on to the server, a byte-order mark and spaces around it ignored', () => {
    expect(readBundleText('\uFEFF  {"format":"back-office-designs","formatVersion":9}\n')).toEqual({ bundle: { format: 'back-office-designs', formatVersion: 9 } });
  });

  it('refuses by itself only what is not a JSON object: empty, cut short, an array or a value', () => {
    expect(readBundleText('   ')).toEqual({ error: 'empty' });
    expect(readBundleText('{"format":"back-office-designs","designs":[')).toEqual({ error: 'notJson' });
    expect(readBundleText('[1,2]')).toEqual({ error: 'notObject' });
    expect(readBundleText('"designs"')).toEqual({ error: 'notObject' });
    expect(readBundleText('null')).toEqual({ error: 'notObject' });
  });
});

describe('which resources of a reviewed bundle may be applied', () => {
  it('new and changed ones, not unchanged ones nor those the server says cannot be applied here', () => {
    expect(applicableNames(diff)).toEqual(['proveedores', 'contratos']);
    expect(notApplicableReason(diff.resources[2])).toBe('unchanged');
    expect(notApplicableReason(diff.resources[3])).toBe('issues');
    expect(notApplicableReason(diff.resources[0])).toBeUndefined();
  });

  it('ticks every applicable one at first', () => {
    expect([...initialSelection(diff)]).toEqual(['proveedores', 'contratos']);
  });

  it('a tick toggles an applicable resource and never adds an unchanged or refused one', () => {
    let selected = initialSelection(diff);
    selected = toggleName(diff, selected, 'proveedores');
    expect(namesToApply(diff, selected)).toEqual(['contratos']);
    expect(toggleName(diff, selected, 'sedes').has('sedes')).toBe(false);
    expect(toggleName(diff, selected, 'equipos').has('equipos')).toBe(false);
    selected = toggleName(diff, selected, 'proveedores');
    expect(namesToApply(diff, selected)).toEqual(['proveedores', 'contratos']);
  });

  it('"tick all" ticks every applicable one, and unticks them when they all are', () => {
    const one = new Set(['contratos']);
    const all = toggleAll(diff, one);
    expect([...all]).toEqual(['proveedores', 'contratos']);
    expect([...toggleAll(diff, all)]).toEqual([]);
  });

  it('sends the ticked names in the bundle\'s order', () => {
    expect(namesToApply(diff, new Set(['contratos', 'proveedores', 'sedes']))).toEqual(['proveedores', 'contratos']);
  });

  it('counts new, changed and unchanged resources for the headline', () => {
    expect(statusTotals(diff)).toEqual({ new: 1, changed: 2, unchanged: 1 });
  });

  it('shows details only where there is something besides the status', () => {
    expect(hasDetails(diff.resources[0])).toBe(false);
    expect(hasDetails(diff.resources[1])).toBe(true);
    expect(hasDetails(diff.resources[3])).toBe(true);
  });
});

describe('what an export carries', () => {
  const summary = (id: number, name: string, publishedVersion: number | null): DesignSummary => ({
    id, name, label: { es: name, en: name }, publishedVersion, hasDraft: false, updatedAt: '2026-11-27T10:00:00.000Z', version: 1,
  });
  const designs = [summary(1, 'proveedores', 2), summary(2, 'borrador', null), summary(3, 'contratos', 1)];

  it('every published design when none is ticked (the server exports all of them)', () => {
    expect(namesToExport(designs, new Set())).toBeUndefined();
  });

  it('the ticked published ones, in the list\'s order; an unpublished name is never sent', () => {
    expect(namesToExport(designs, new Set(['contratos', 'borrador', 'proveedores']))).toEqual(['proveedores', 'contratos']);
    expect(namesToExport(designs, new Set(['borrador']))).toBeUndefined();
  });
});

describe('naming a changed text', () => {
  it('reads the resource label, a field label, a choice and a pattern message; another path as it is', () => {
    expect(textPathName('label')).toEqual({ key: 'resourceLabel', values: {} });
    expect(textPathName('fields.cliente.label')).toEqual({ key: 'fieldLabel', values: { field: 'cliente' } });
    expect(textPathName('fields.categoria.choices.equipos.label')).toEqual({ key: 'choice', values: { field: 'categoria', choice: 'equipos' } });
    expect(textPathName('fields.nit.pattern.message')).toEqual({ key: 'pattern', values: { field: 'nit' } });
    expect(textPathName('menu.name')).toEqual({ values: { path: 'menu.name' } });
  });
});
