// Users assigned to reports and upload tables (spec 01 §2.2 Permissions, §6, §7.6): GET /api/Permission/ListPermint,
// GET /api/Permission/UserByPermint?IdTable&TableType, POST /api/Permission/SaveUserPermint {idTable, tableType, users}.
// Guarded by the flags on the Permissions menu entry. The users to pick from: GET /api/User/getUserByDatabase (users.ts).
import { Router } from 'express';
import { handle, reply } from '../../core/handle';
import { records } from '../../core/records';
import { recordNotFound, refuse } from '../../core/refuse';
import { databaseName, findUser } from '../../core/db/records';
import { permissionList, permissionSaveUsers, permissionUsers } from '../../../contracts/endpoints/permissions';
import type { ApiContext } from '../../shell/api/context';

export function permissionRoutes({ db }: ApiContext): Router {
  const router = Router();
  const entry = async (idTable: number, tableType: number) => {
    const found = await db.selectFrom('permissionEntries').selectAll().where('id', '=', idTable).where('tableType', '=', tableType as 1 | 2).executeTakeFirst();
    if (!found) throw recordNotFound('permission.entity', idTable);
    return found;
  };

  handle(router, permissionList, async () => {
    const rows = await db
      .selectFrom('permissionEntries as e')
      .leftJoin('databases as d', 'd.id', 'e.databaseId')
      .select(['e.id', 'e.tableType', 'e.name', 'e.databaseId', 'd.name as databaseName'])
      .orderBy('e.tableType')
      .orderBy('e.id')
      .execute();
    return rows.map((e) => ({ ...e, databaseName: e.databaseName ?? String(e.databaseId) }));
  });

  handle(router, permissionUsers, async ({ query: { IdTable, TableType } }) => {
    const { id } = await entry(IdTable, TableType);
    const users = await db
      .selectFrom('permissionEntryUsers as p')
      .innerJoin('users as u', 'u.id', 'p.userId')
      .select(['u.id', 'u.name'])
      .where('p.entryId', '=', id)
      .orderBy('u.id')
      .execute();
    return users;
  });

  handle(router, permissionSaveUsers, async ({ body: { idTable, tableType, users }, actor, say }) => {
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
      refuse(400, 'permission.notLinked', { database: await databaseName(db, target.databaseId), users: outside.join(', ') }, { field: 'users' });
    }
    await db.transaction().execute(async (tx) => {
      const before = await tx.selectFrom('permissionEntryUsers').select('userId').where('entryId', '=', target.id).orderBy('position').execute();
      await tx.deleteFrom('permissionEntryUsers').where('entryId', '=', target.id).execute();
      if (ids.length > 0) await tx.insertInto('permissionEntryUsers').values(ids.map((userId, position) => ({ entryId: target.id, userId, position }))).execute();
      // the users are the entry's links: its version moves and its trail records them
      await records.touch(tx, 'permissionEntries', target.id, { actor: actor(), resource: 'permissions', before: { users: before.map((u) => u.userId) }, after: { users: ids } });
    });
    return reply(ids.length, say('success.saved'));
  });

  return router;
}
