// Users assigned to reports and upload tables (spec 01 §2.2 Permissions, §6, §7.6): GET /api/Permission/ListPermint,
// GET /api/Permission/UserByPermint?IdTable&TableType, POST /api/Permission/SaveUserPermint {idTable, tableType, users}.
// Guarded by the flags on the Permissions menu entry. The users to pick from: GET /api/User/getUserByDatabase (users.ts).
import { Router } from 'express';
import { sql } from 'kysely';
import { actorOf } from '../auth';
import { recordAudit } from '../db/audit';
import { databaseName, findUser } from '../db/records';
import { ApiError, notFoundError, objectBody, ok } from '../http';
import { t, type Msg } from '../messages';
import { parse } from '../contract';
import { permissionSaveUsers, permissionUsers } from '../../contracts/endpoints/permissions';
import type { ApiContext } from './context';

export function permissionRoutes({ db }: ApiContext): Router {
  const router = Router();
  const entry = async (idTable: number, tableType: number) => {
    const found = await db.selectFrom('permissionEntries').selectAll().where('id', '=', idTable).where('tableType', '=', tableType as 1 | 2).executeTakeFirst();
    if (!found) throw notFoundError('permission.entity', idTable);
    return found;
  };

  router.get('/Permission/ListPermint', async (_req, res) => {
    const rows = await db
      .selectFrom('permissionEntries as e')
      .leftJoin('databases as d', 'd.id', 'e.databaseId')
      .select(['e.id', 'e.tableType', 'e.name', 'e.databaseId', 'd.name as databaseName'])
      .orderBy('e.tableType')
      .orderBy('e.id')
      .execute();
    ok(res, rows.map((e) => ({ ...e, databaseName: e.databaseName ?? String(e.databaseId) })));
  });

  router.get('/Permission/UserByPermint', async (req, res) => {
    const { IdTable, TableType } = parse(permissionUsers.query, { ...req.query });
    const { id } = await entry(IdTable, TableType);
    const users = await db
      .selectFrom('permissionEntryUsers as p')
      .innerJoin('users as u', 'u.id', 'p.userId')
      .select(['u.id', 'u.name'])
      .where('p.entryId', '=', id)
      .orderBy('u.id')
      .execute();
    ok(res, users);
  });

  router.post('/Permission/SaveUserPermint', async (req, res) => {
    const { idTable, tableType, users } = parse(permissionSaveUsers.body, objectBody(req));
    const target = await entry(idTable, tableType);
    const ids = [...new Set(users)].sort((a, b) => a - b);
    // unknown users are named by id, users of other databases by name
    const outside: string[] = [];
    for (const id of ids) {
      const user = await findUser(db, id);
      if (!user) outside.push(`#${id}`);
      else if (!user.databases.includes(target.databaseId)) outside.push(`${user.name} (${user.login})`);
    }
    if (outside.length > 0) {
      const msg: Msg = { key: 'permission.notLinked', params: { database: await databaseName(db, target.databaseId), users: outside.join(', ') } };
      throw new ApiError(400, msg, { users: msg });
    }
    await db.transaction().execute(async (tx) => {
      const before = await tx.selectFrom('permissionEntryUsers').select('userId').where('entryId', '=', target.id).orderBy('position').execute();
      await tx.deleteFrom('permissionEntryUsers').where('entryId', '=', target.id).execute();
      if (ids.length > 0) await tx.insertInto('permissionEntryUsers').values(ids.map((userId, position) => ({ entryId: target.id, userId, position }))).execute();
      await tx.updateTable('permissionEntries').set({ version: sql<number>`version + 1` }).where('id', '=', target.id).execute();
      await recordAudit(tx, { actor: actorOf(req), resource: 'permissions', recordId: target.id, action: 'update', before: { users: before.map((u) => u.userId) }, after: { users: ids } });
    });
    ok(res, ids.length, t(req, 'success.saved'));
  });

  return router;
}
