// Roles of a database (spec 01 §3, §5, §7.2): POST /api/Role/List, GET|POST /api/Role/Get?id=, POST /api/Role/Save.
// Guarded by the flags on the databases menu entry (the roles are a tab of the database detail).
import type { Router } from 'express';
import { sql } from 'kysely';
import type { z } from 'zod';
import { crudRoutes } from '../../core/crud';
import type { Db } from '../../core/db/open';
import { recordNotFound, refuse } from '../../core/refuse';
import type { Role } from '../../core/types';
import { roleGet, roleList, roleSave } from '../../../contracts/endpoints/roles';
import type { ApiContext } from '../../shell/api/context';
import { existingDatabase } from './database';
import { pageOf } from '../../shell/api/listing';

export const roleView = (role: Role & { requireTwoFactor?: boolean }): Role & { requireTwoFactor: boolean } => ({
  id: role.id, name: role.name, status: role.status, dataBaseId: role.dataBaseId, requireTwoFactor: role.requireTwoFactor ?? false,
});

/** The database a role belongs to: a new role's must exist (404 naming it); a role never moves (`fixed`). */
const databaseOf = (db: Db, dataBaseId: number) => existingDatabase(db, dataBaseId);

export function roleRoutes({ db }: ApiContext): Router {
  const find = (reader: Db, id: number) => reader.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();
  type Row = NonNullable<Awaited<ReturnType<typeof find>>>;
  return crudRoutes<z.infer<typeof roleSave.body>, Row, undefined, never>(db, {
    resource: 'roles', table: 'roles', entity: 'role.entity',
    find, view: roleView,
    list: {
      contract: roleList,
      answer: async (reader, { pageIndex, pageSize, dataBaseId }: z.infer<typeof roleList.body>) => {
        await existingDatabase(reader, dataBaseId);
        const rows = await reader.selectFrom('roles').selectAll().where('dataBaseId', '=', dataBaseId).orderBy('id').execute();
        return pageOf(rows, pageIndex, pageSize, roleView);
      },
    },
    // the original API has both verbs for it; the id travels in the query string either way
    get: {
      contract: roleGet,
      answer: async (reader, { id }: { id: number }) => {
        const role = await find(reader, id);
        if (!role) throw recordNotFound('role.entity', id);
        return { ...roleView(role), version: role.version };
      },
    },
    save: {
      contract: roleSave, fixed: ['dataBaseId'],
      // checked inside the write's transaction (one at a time; a bulk edit's rows too, which query nothing outside
      // it): the database exists, and two concurrent saves cannot both take the name
      check: async (tx, input, current) => {
        const database = await databaseOf(tx, input.dataBaseId);
        const clash = await tx
          .selectFrom('roles')
          .select(['id', 'name'])
          .where('id', '!=', current?.id ?? 0)
          .where('dataBaseId', '=', database.id)
          .where(sql`lower(name)`, '=', input.name.toLowerCase())
          .executeTakeFirst();
        if (clash) refuse(409, 'role.duplicateName', { database: database.name, name: clash.name, id: clash.id }, { field: 'name' });
      },
      fields: (_tx, input): Omit<Role, 'id'> & { requireTwoFactor: boolean } => ({
        name: input.name, status: input.status, dataBaseId: input.dataBaseId, requireTwoFactor: input.requireTwoFactor,
      }),
    },
  });
}
