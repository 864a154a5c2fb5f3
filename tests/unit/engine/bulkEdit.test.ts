// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BULK_BATCH_ROWS as CONTRACT_BATCH, BULK_MAX_ROWS as CONTRACT_MAX, type BulkPreviewRow } from '../../../contracts/endpoints/bulkEdit';
import { definitionOf } from '../../../contracts/resourceDesign';
import { resourceDefinitionSchema } from '../../../contracts/resourceDefinition';
import {
  BULK_BATCH_ROWS,
  BULK_MAX_ROWS,
  bulkEditableFields,
  bulkRowsOf,
  changesOf,
  mergeApplyAnswers,
  nameRows,
  offersBulkEdit,
  previewCounts,
  previewOrder,
  selectAllPages,
  splitIntoBatches,
  toggleField,
  withPreviewVersions,
} from '../../../src/engine/bulk/bulkLogic';
import type { ResourceDef } from '../../../src/engine/types';
import { createI18nProvider } from '../../../src/shell/i18n/i18nProvider';
import stores from '../../../resources/repairBackOffice/stores.json';
import users from '../../../resources/admin/users.json';
import roles from '../../../resources/admin/roles.json';
import menus from '../../../resources/admin/menus.json';
import databases from '../../../resources/admin/databases.json';

const storesDef = stores as unknown as ResourceDef;
const usersDef = users as unknown as ResourceDef;
const sourcesOf = (def: unknown) => bulkEditableFields(def as ResourceDef).map((field) => field.source);

const designed = definitionOf({
  name: 'parcels',
  label: { es: 'Paquetes', en: 'Parcels' },
  menu: { path: '/parcels', parent: null },
  pageSize: 10,
  fields: [
    { source: 'code', kind: 'text', label: { es: 'Código', en: 'Code' }, inList: true, required: true },
    { source: 'weight', kind: 'number', label: { es: 'Peso', en: 'Weight' }, inList: true },
    { source: 'fragile', kind: 'boolean', label: { es: 'Frágil', en: 'Fragile' }, inList: true },
  ],
} as never) as unknown as ResourceDef;

const row = (id: number, patch: Partial<BulkPreviewRow> = {}): BulkPreviewRow => ({ id, label: `Row ${id}`, before: {}, after: {}, changes: true, ...patch });

describe('which fields a bulk edit sets', () => {
  it('stores: the fields its form edits (name, address, department, city), not the list-only names nor the state', () => {
    expect(bulkEditableFields(storesDef).map((field) => field.source)).toEqual(['name', 'address', 'idDepartment', 'idCity']);
    expect(offersBulkEdit(storesDef)).toBe(true);
  });

  it('the system lists offer only the flags and settings their lists name: never a name, login, e-mail or password', () => {
    // the users' change-password flag is a custom input the list names: offered (its switch needs no record)
    expect(sourcesOf(users)).toEqual(['status', 'changePassword']);
    expect(sourcesOf(roles)).toEqual(['status', 'requireTwoFactor']);
    expect(sourcesOf(menus)).toEqual(['sourcePrime', 'status']);
    expect(sourcesOf(databases)).toEqual(['storage', 'status']);
    for (const def of [users, roles, menus, databases]) {
      expect(offersBulkEdit(def as unknown as ResourceDef)).toBe(true);
      expect(resourceDefinitionSchema.safeParse(def).success).toBe(true);
    }
  });

  it('a list that names no bulk fields offers every field its form changes, but no password, confirmation or custom input', () => {
    const unnamed = { ...usersDef, list: { ...usersDef.list, bulkEdit: undefined } };
    const sources = sourcesOf(unnamed);
    expect(sources).toEqual(['name', 'login', 'email', 'document', 'databases', 'status']);
    // a password is never offered, even when a list names it
    expect(sourcesOf({ ...usersDef, list: { ...usersDef.list, bulkEdit: ['password', 'status'] } })).toEqual(['status']);
  });

  it('a designed resource offers it with no code, on every field of its design, and its definition stays valid', () => {
    expect(offersBulkEdit(designed)).toBe(true);
    expect(bulkEditableFields(designed).map((field) => field.source)).toEqual(['code', 'weight', 'fragile']);
    expect(resourceDefinitionSchema.safeParse(designed).success).toBe(true);
    expect(resourceDefinitionSchema.safeParse(stores).success).toBe(true);
  });

  it('a list that does not ask for it does not offer it', () => {
    expect(offersBulkEdit({ ...storesDef, list: { ...storesDef.list, bulkActions: ['export'] } })).toBe(false);
  });

  it('choosing the city chooses its department too, and the other way round; unchoosing drops both', () => {
    expect(toggleField(storesDef, [], 'idCity')).toEqual(['idDepartment', 'idCity']);
    expect(toggleField(storesDef, ['address'], 'idDepartment')).toEqual(['address', 'idDepartment', 'idCity']);
    expect(toggleField(storesDef, ['address', 'idDepartment', 'idCity'], 'idCity')).toEqual(['address']);
    expect(toggleField(storesDef, ['address'], 'address')).toEqual([]);
  });

  it('Commit sends the version the list showed, else the one the preview read (lists whose rows carry none)', () => {
    const preview = [row(1, { version: 4 }), row(2, { version: 7 }), row(3)];
    expect(withPreviewVersions([{ id: 1 }, { id: 2, version: 6 }, { id: 3 }], preview)).toEqual([{ id: 1, version: 4 }, { id: 2, version: 6 }, { id: 3 }]);
  });

  it('sends only the chosen fields; an emptied value clears the field (null)', () => {
    expect(changesOf(['address', 'name'], { address: 'Calle 1', name: '', idCity: 3 })).toEqual({ address: 'Calle 1', name: null });
  });
});

describe('batches', () => {
  it("the app's bounds are the contract's", () => {
    expect([BULK_BATCH_ROWS, BULK_MAX_ROWS]).toEqual([CONTRACT_BATCH, CONTRACT_MAX]);
  });

  it('1,201 rows go in batches of 500, 500 and 201, in order', () => {
    const ids = Array.from({ length: 1201 }, (_, index) => index + 1);
    const batches = splitIntoBatches(ids);
    expect(batches.map((batch) => batch.length)).toEqual([500, 500, 201]);
    expect(batches.flat()).toEqual(ids);
    expect(splitIntoBatches([])).toEqual([]);
  });

  it('each row carries the version the user saw when it is known', () => {
    expect(bulkRowsOf([1, 2, 'a'], (id) => ({ 1: 4, a: 1 })[id as never])).toEqual([{ id: 1, version: 4 }, { id: 2 }, { id: 'a', version: 1 }]);
  });

  it('"select all" reads the list in pages of 500, at most 50,000 rows', () => {
    expect(selectAllPages(30)).toBe(1);
    expect(selectAllPages(1001)).toBe(3);
    expect(selectAllPages(80_000)).toBe(100);
  });
});

describe('the preview', () => {
  const rows = [
    row(1),
    row(2, { changes: false }),
    row(3, { errors: { idCity: 'La ciudad no es del departamento' } }),
    row(4, { conflict: { version: 3, changedBy: { id: 2, name: 'Operador' }, changedAt: null } }),
    row(5),
    row(6, { missing: true, changes: false }),
  ];

  it('counts the rows to change, unchanged, refused, changed meanwhile and gone', () => {
    expect(previewCounts(rows)).toEqual({ change: 2, unchanged: 1, refused: 1, conflict: 1, missing: 1 });
  });

  it('shows first the rows that need a look', () => {
    expect(previewOrder(rows).map((r) => r.id)).toEqual([4, 6, 3, 1, 5, 2]);
  });
});

describe('the result of several batches', () => {
  it('puts the answers together under the first batch id', () => {
    const batchId = '0b6a4f3e-8d43-4a8e-9a43-2a3c1f1f0c11';
    const result = mergeApplyAnswers([
      { batchId, applied: [{ id: 1, version: 2 }], unchanged: [2], conflicts: [{ id: 3, version: 5, changedBy: null, changedAt: null }], refused: [], missing: [] },
      { batchId, applied: [{ id: 4, version: 2 }], unchanged: [], conflicts: [], refused: [{ id: 5, errors: { name: 'x' } }], missing: [6] },
    ]);
    expect(result.batchId).toBe(batchId);
    expect(result.applied.map((r) => r.id)).toEqual([1, 4]);
    expect(result.unchanged).toEqual([2]);
    expect(result.conflicts.map((r) => r.id)).toEqual([3]);
    expect(result.refused.map((r) => r.id)).toEqual([5]);
    expect(result.missing).toEqual([6]);
  });

  it('names the rows by their label, else by id, ten at most', () => {
    const labels: Record<number, string> = { 1: 'Tienda Andino' };
    expect(nameRows([1, 2], (id) => labels[id as number])).toBe('Tienda Andino, #2');
    expect(nameRows(Array.from({ length: 12 }, (_, i) => i + 100), () => undefined)).toMatch(/#109, …$/);
  });
});

// the e2e bulk edit on a phone runs in Spanish: its list's button in English too (the dialog's English texts are
// asserted by the English e2e journey at 1366 px)
describe('the phone list\'s bulk edit button in both languages', () => {
  it('"Edit all (3)" / "Editar todos (3)"', () => {
    const editAll = (language: 'en' | 'es') => createI18nProvider(language).translate('app.engine.bulk.edit_all', { smart_count: 3 });
    expect([editAll('en'), editAll('es')]).toEqual(['Edit all (3)', 'Editar todos (3)']);
  });
});
