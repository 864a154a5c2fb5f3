// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  accessAction,
  canSaveAccess,
  draftForRole,
  emptyDraft,
  saveAccessPayload,
  type AccessRow,
} from '../../../src/lines/admin/menus/accessRules';

const rows: AccessRow[] = [
  { id: 11, role: 1, roleName: 'Administrador', menu: 5, l: true, v: true, w: true, r: false, d: false, status: true },
  { id: 12, role: 2, roleName: 'Operador', menu: 5, l: true, v: false, w: false, r: false, d: false, status: false },
];

describe('Assign Permissions rules (spec 01 §5)', () => {
  it('Add/Update is enabled only with a role chosen and at least one action ticked', () => {
    expect(canSaveAccess(emptyDraft())).toBe(false);
    expect(canSaveAccess({ ...emptyDraft(), l: true })).toBe(false);
    expect(canSaveAccess({ ...emptyDraft(), role: 3 })).toBe(false);
    expect(canSaveAccess({ ...emptyDraft(), role: 3, status: false })).toBe(false);
    for (const flag of ['l', 'v', 'w', 'r', 'd'] as const) {
      expect(canSaveAccess({ ...emptyDraft(), role: 3, [flag]: true })).toBe(true);
    }
  });

  it('a role with a row shows its flags and status, one without starts empty and active', () => {
    expect(draftForRole(rows, 2)).toEqual({ role: 2, l: true, v: false, w: false, r: false, d: false, status: false });
    expect(draftForRole(rows, '1')).toMatchObject({ role: '1', l: true, v: true, w: true, r: false, d: false, status: true });
    expect(draftForRole(rows, 9)).toEqual({ ...emptyDraft(), role: 9 });
    expect(draftForRole(rows, null)).toEqual(emptyDraft());
  });

  it('the button reads Add for a role without a row and Update for one with a row', () => {
    expect(accessAction(rows, 1)).toBe('update');
    expect(accessAction(rows, 9)).toBe('add');
    expect(accessAction(rows, null)).toBe('add');
  });

  it('Menu/SaveAccess gets role, menu, the five flags and status as numbers and booleans', () => {
    const draft = { ...draftForRole(rows, '2'), w: true };
    expect(saveAccessPayload(draft, { id: '5', name: 'Reportes' })).toEqual({
      name: 'Reportes',
      role: 2,
      menu: 5,
      l: true,
      v: false,
      w: true,
      r: false,
      d: false,
      status: false,
    });
  });
});
