// @vitest-environment node
// The user-management table's calls (spec 04 §7): a search by name, document or e-mail is User/getByFilter then
// UserManagement/GetByIdUser with those ids; any other filter UserManagement/GetByFilter then User/getByIdsUser.
import { describe, expect, it, vi } from 'vitest';
import { loadUserRows, joinUsers } from '../../../src/lines/repairBackOffice/users/userRows';
import type { BackOfficeUser, UserLinkRow } from '../../../src/lines/repairBackOffice/calls';

const link = (id: number, idUser: number): UserLinkRow => ({
  id, idUser, idWorkShop: 3, workShop: 'Tienda Unicentro', state: 1, totalRecords: 2, createdAt: '2026-01-10', updatedAt: '2026-03-01', version: 4,
});
const user = (id: number, name: string): BackOfficeUser => ({
  id, name, login: `${name}@x.co`, email: `${name}@x.co`, document: String(id), idRol: 2, rol: 'Operador', changePassword: 0, status: true, version: 7,
});
const filter = { type: 'all' as const, param1: '', param2: '', state: '' as const, pageIndex: 1, pageSize: 10 };

const fakeCalls = () => ({
  userGetByFilter: vi.fn(async () => [user(9, 'ana'), user(12, 'anabel')]),
  getByIdUser: vi.fn(async () => ({ items: [link(90, 9)], totalItemCount: 1 })),
  userManagementGetByFilter: vi.fn(async () => ({ items: [link(90, 9), link(120, 12)], totalItemCount: 2 })),
  getByIdsUser: vi.fn(async () => [user(12, 'anabel'), user(9, 'ana')]),
});

describe('user management rows', () => {
  it('a search by name asks User/getByFilter (Name, databaseId 5), then UserManagement/GetByIdUser with those ids', async () => {
    const calls = fakeCalls();
    const rows = await loadUserRows(calls, { ...filter, type: 'name', param1: ' ana ' });
    expect(calls.userGetByFilter).toHaveBeenCalledWith({ type: 'Name', filterValue: 'ana', databaseId: 5 });
    expect(calls.getByIdUser).toHaveBeenCalledWith([9, 12], { ...filter, type: 'name', param1: ' ana ' });
    expect(calls.userManagementGetByFilter).not.toHaveBeenCalled();
    expect(calls.getByIdsUser).not.toHaveBeenCalled();
    expect(rows).toEqual({ items: [expect.objectContaining({ id: 90, idUser: 9, name: 'ana', version: 4, userVersion: 7 })], totalItemCount: 1 });
  });

  it('document and e-mail searches are Doc and Email; none found: no link call, an empty page', async () => {
    const calls = { ...fakeCalls(), userGetByFilter: vi.fn(async () => []) };
    expect(await loadUserRows(calls, { ...filter, type: 'document', param1: '52' })).toEqual({ items: [], totalItemCount: 0 });
    expect(calls.userGetByFilter).toHaveBeenCalledWith({ type: 'Doc', filterValue: '52', databaseId: 5 });
    await loadUserRows(calls, { ...filter, type: 'email', param1: 'a@b' });
    expect(calls.userGetByFilter).toHaveBeenLastCalledWith({ type: 'Email', filterValue: 'a@b', databaseId: 5 });
    expect(calls.getByIdUser).not.toHaveBeenCalled();
  });

  it('any other filter (or an empty value) asks UserManagement/GetByFilter, then User/getByIdsUser for the users shown', async () => {
    const calls = fakeCalls();
    for (const next of [{ ...filter, type: 'store' as const, param1: 'uni' }, { ...filter, type: 'name' as const, param1: '' }]) {
      const rows = await loadUserRows(calls, next);
      expect(calls.userManagementGetByFilter).toHaveBeenLastCalledWith(next);
      expect(calls.getByIdsUser).toHaveBeenLastCalledWith([9, 12]);
      expect(rows.items.map((r) => [r.id, r.name])).toEqual([[90, 'ana'], [120, 'anabel']]);
    }
    expect(calls.userGetByFilter).not.toHaveBeenCalled();
  });

  it('a link whose user did not come back keeps its row, with blank details', () => {
    expect(joinUsers([link(5, 77)], [])[0]).toMatchObject({ id: 5, idUser: 77, name: '', rol: '', idRol: null });
  });
});
