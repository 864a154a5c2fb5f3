import { vi } from 'vitest';
import type { Identifier } from 'react-admin';
import { answer } from '../support/fakes';

export const DATABASES = [
  { id: 7, name: 'Inventario Bogotá', alias: 'INV_BOG' },
  { id: 8, name: 'TV Satelital', alias: 'TVS' },
  { id: 9, name: 'Facturación', alias: 'FAC' },
];
export const ROLES = [
  { id: 1, name: 'Administrador', dataBaseId: 7, status: true },
  { id: 2, name: 'Operador', dataBaseId: 7, status: true },
  { id: 3, name: 'Técnico', dataBaseId: 8, status: true },
  { id: 4, name: 'Ajeno', dataBaseId: 9, status: true },
];
export const ANA = {
  id: 5, name: 'Ana Pérez', login: 'ana', email: 'ana@grupoandino.co', document: '1020', status: true,
  changePassword: 'False', dataBaseId: 7, roles: [1, 3], databases: [7, 8],
};

const byId = <T extends { id: Identifier }>(rows: T[], id: Identifier) => rows.find((row) => String(row.id) === String(id))!;

/** A fake server with three databases, their roles and one user; `call` answers the custom endpoints. */
export const fakeProvider = (callAnswers: Record<string, unknown> = {}) => {
  const users = [{ ...ANA }];
  return {
    getList: vi.fn(async (resource: string, params: { filter: Record<string, unknown> }) => {
      const rows =
        resource === 'roles'
          ? ROLES.filter((role) => role.dataBaseId === params.filter.dataBaseId)
          : resource === 'databases'
            ? DATABASES
            : users;
      return { data: rows, total: rows.length };
    }),
    getMany: vi.fn(async (resource: string, { ids }: { ids: Identifier[] }) => ({
      data: ids.map((id) => (resource === 'databases' ? byId(DATABASES, id) : byId(users, id))),
    })),
    getOne: vi.fn(async (_: string, { id }: { id: Identifier }) => ({ data: byId(users, id) })),
    create: vi.fn(async (_: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...data, id: 99 } })),
    update: vi.fn(async (_: string, { id, data }: { id: Identifier; data: Record<string, unknown> }) => ({ data: { ...data, id } })),
    call: vi.fn(async ({ path }: { path: string }) => answer(callAnswers[path])),
  };
};

export type FakeProvider = ReturnType<typeof fakeProvider>;
