// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { userFlags } from '../../../mock-server/shell/auth';
import type { PermissionTables } from '../../../mock-server/core/db/records';
import type { Menu, User } from '../../../mock-server/core/types';

const menu = (id: number, path: string): Menu => ({ id, path, name: path, nameEn: path, icon: '', root: 0, status: true, sourcePrime: true, index: id } as Menu);
const tables = (roleActive: boolean): PermissionTables => ({
  roles: [{ id: 1, name: 'Operador', status: roleActive, dataBaseId: 1 }, { id: 2, name: 'Lector', status: true, dataBaseId: 1 }],
  menus: [menu(10, '/databases'), menu(11, '/users')],
  menuAccess: [
    { id: 1, name: '', role: 1, menu: 10, status: true, l: true, v: true, w: true, r: false, d: false },
    { id: 2, name: '', role: 2, menu: 10, status: true, l: true, v: false, w: false, r: false, d: false },
  ],
});
const user = (roles: number[]) => ({ id: 7, roles } as User);

describe('userFlags', () => {
  it('works the flags out once per tables, roles and path, and hands out the same frozen answer', () => {
    const state = tables(true);
    const first = userFlags(state, user([1]), '/databases');
    expect(first).toEqual({ l: true, v: true, w: true, r: false, d: false });
    expect(userFlags(state, user([1]), '/databases')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(userFlags(state, user([2]), '/databases')).toEqual({ l: true, v: false, w: false, r: false, d: false });
    expect(userFlags(state, user([1]), '/users')).toEqual({ l: false, v: false, w: false, r: false, d: false });
  });

  it('answers from the new tables once they are read again (a role switched off)', () => {
    expect(userFlags(tables(true), user([1]), '/databases').w).toBe(true);
    expect(userFlags(tables(false), user([1]), '/databases').w).toBe(false);
  });
});
