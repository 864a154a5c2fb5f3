// Users assigned to reports and upload tables (spec 01 §2.2 Permissions, §6, §7.6): GET /api/Permission/ListPermint,
// GET /api/Permission/UserByPermint?IdTable&TableType, POST /api/Permission/SaveUserPermint {idTable, tableType, users}.
// Guarded by the flags on the Permissions menu entry. The users to pick from: GET /api/User/getUserByDatabase (users.ts).
import { Router } from 'express';
import { requireAuth, permissionGuard } from '../auth';
import { ApiError, notFoundError, objectBody, ok } from '../http';
import { t, type Msg } from '../messages';
import type { PermissionEntry } from '../types';
import { validate, type Schema } from '../validation';
import type { ApiContext } from './context';
import { PERMISSIONS_MENU_PATH } from './users';

const TABLE_TYPES = '1 (report), 2 (upload table)';
const tableTypeRule = (field: string) =>
  ({
    type: 'integer',
    required: true,
    check: (value: number): Msg | undefined => (value === 1 || value === 2 ? undefined : { key: 'validation.enum', params: { field, values: TABLE_TYPES } }),
  }) as const;

const assignedQuery = {
  IdTable: { type: 'integer', required: true, min: 1 },
  TableType: tableTypeRule('TableType'),
} satisfies Schema;

const saveSchema = {
  idTable: { type: 'integer', required: true, min: 1 },
  tableType: tableTypeRule('tableType'),
  users: { type: 'integer[]', required: true },
} satisfies Schema;

export function permissionRoutes({ store }: ApiContext): Router {
  const router = Router();
  const auth = requireAuth(store);
  const can = permissionGuard(store, PERMISSIONS_MENU_PATH);
  const entry = (idTable: number, tableType: number): PermissionEntry => {
    const found = store.state.permissionEntries.find((e) => e.id === idTable && e.tableType === tableType);
    if (!found) throw notFoundError('permission.entity', idTable);
    return found;
  };
  const databaseName = (id: number) => store.state.databases.find((db) => db.id === id)?.name ?? String(id);

  router.get('/Permission/ListPermint', auth, can('l'), (_req, res) => {
    const rows = [...store.state.permissionEntries].sort((a, b) => a.tableType - b.tableType || a.id - b.id);
    ok(res, rows.map((e) => ({ id: e.id, tableType: e.tableType, name: e.name, databaseId: e.databaseId, databaseName: databaseName(e.databaseId) })));
  });

  router.get('/Permission/UserByPermint', auth, can('v'), (req, res) => {
    const { IdTable, TableType } = validate({ ...req.query }, assignedQuery);
    const assigned = entry(IdTable, TableType).users;
    const users = store.state.users.filter((u) => assigned.includes(u.id));
    ok(res, users.map((u) => ({ id: u.id, name: u.name })));
  });

  router.post('/Permission/SaveUserPermint', auth, can('w'), async (req, res) => {
    const { idTable, tableType, users } = validate(objectBody(req), saveSchema);
    const target = entry(idTable, tableType);
    const ids = [...new Set(users)].sort((a, b) => a - b);
    // unknown users are named by id, users of other databases by name
    const outside = ids.flatMap((id) => {
      const user = store.state.users.find((u) => u.id === id);
      if (!user) return [`#${id}`];
      return user.databases.includes(target.databaseId) ? [] : [`${user.name} (${user.login})`];
    });
    if (outside.length > 0) {
      const msg: Msg = { key: 'permission.notLinked', params: { database: databaseName(target.databaseId), users: outside.join(', ') } };
      throw new ApiError(400, msg, { users: msg });
    }
    target.users = ids;
    await store.save();
    ok(res, ids.length, t(req, 'success.saved'));
  });

  return router;
}
