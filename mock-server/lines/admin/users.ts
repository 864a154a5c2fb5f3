// Users (spec 01 §3, §5, §7.2, §7.6): POST /api/User/List, /User/ListAll, GET /api/User/Get?id=, POST /api/User/Save,
// /User/SaveExistsUsers, GET /api/User/getUserByDatabase?idDatabase=. Guarded by the flags on the users menu entry,
// or the same flag on the databases entry (the database detail's User tab makes these calls too).
// The signed-in user's own password change is in user.ts.
import { Router } from 'express';
import { sql } from 'kysely';
import type { z } from 'zod';
import { crudRoutes } from '../../core/crud';
import { authOf } from '../../core/actor';
import { handle, reply, type AnswerOf } from '../../core/handle';
import { records } from '../../core/records';
import { recordNotFound, refuse } from '../../core/refuse';
import type { Db } from '../../core/db/open';
import { allUsers, databaseName, findUser, usersLinkedTo } from '../../core/db/records';
import type { Msg } from '../../shell/messages';
import { listMessage, missingPasswordRules } from '../../shell/passwordPolicy';
import { hashPassword } from '../../shell/passwords';
import type { User } from '../../core/types';
import { USER_SORT_FIELDS, userGet, userList, userListAll, userSave, userSaveExisting, usersOfDatabase } from '../../../contracts/endpoints/users';
import type { ApiContext } from '../../shell/api/context';
import { existingDatabase } from './database';
import { compareText, matchesSearch, pageOf, sortRows } from '../../shell/api/listing';
import { notSelfNorLastAdministrator } from '../../shell/policy';


export { USER_SORT_FIELDS };

/** A user as the API shows it: never the password hash (nor the warehouse code, which only the session carries). */
export type UserView = Omit<User, 'passwordHash' | 'codBodega'>;

export const userView = (u: User): UserView => ({
  id: u.id, name: u.name, login: u.login, email: u.email, document: u.document, status: u.status,
  changePassword: u.changePassword, dataBaseId: u.dataBaseId, roles: [...u.roles], databases: [...u.databases],
});

const unique = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** 409 when another user has the login or the e-mail (case-insensitive); `errors` names each clashing field. */
async function checkUnique(db: Db, id: number, login: string, email: string): Promise<void> {
  const others = db.selectFrom('users').select(['login', 'email', 'name']).where('id', '!=', id).orderBy('id');
  const errors: Record<string, Msg> = {};
  const byLogin = await others.where(sql`lower(login)`, '=', login.toLowerCase()).executeTakeFirst();
  if (byLogin) errors.login = { key: 'user.duplicateLogin', params: { login: byLogin.login, name: byLogin.name } };
  const byEmail = await others.where(sql`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
  if (byEmail) errors.email = { key: 'user.duplicateEmail', params: { email: byEmail.email, name: byEmail.name } };
  const first = errors.login ?? errors.email;
  if (first) refuse(409, first.key, first.params, { errors });
}

/** Every role exists and belongs to one of the user's databases (400 naming the role otherwise). */
async function checkRoles(db: Db, roles: number[], databases: number[]): Promise<void> {
  for (const id of roles) {
    const role = await db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();
    if (!role) refuse(400, 'user.unknownRole', { id }, { field: 'roles' });
    if (!databases.includes(role.dataBaseId)) {
      const database = await databaseName(db, role.dataBaseId);
      refuse(400, 'user.roleOutside', { name: role.name, id, database }, { field: 'roles' });
    }
  }
}

export function usersRoutes({ db, disconnectSession }: ApiContext): Router {
  const router = Router();
  const find = (id: number) => findUser(db, id);
  const linkedTo = (dataBaseId: number) => usersLinkedTo(db, dataBaseId);

  handle(router, userList, async ({ body: { pageIndex, pageSize, dataBaseId, all, search, sortField, sortOrder } }) => {
    if (dataBaseId > 0) await existingDatabase(db, dataBaseId);
    const scope = all || dataBaseId === 0 ? await allUsers(db) : await linkedTo(dataBaseId);
    const matches = scope.filter((u) => matchesSearch(search, u.name, u.login, u.email, u.document));
    return pageOf(sortRows(matches, sortField, sortOrder), pageIndex, pageSize, userView);
  });

  handle(router, userListAll, async ({ body: { dataBaseId } }) => {
    await existingDatabase(db, dataBaseId);
    const list = (await allUsers(db))
      .filter((u) => !u.databases.includes(dataBaseId))
      .sort((a, b) => compareText(a.name, b.name) || a.id - b.id)
      .map((u) => ({ id: u.id, name: u.name, login: u.login, email: u.email }));
    return { list, userSelected: (await linkedTo(dataBaseId)).map((u) => u.id) };
  });

  handle(router, userGet, async ({ query: { id } }) => {
    const user = await find(id);
    if (!user) throw recordNotFound('user.entity', id);
    const roleRows = user.roles.length > 0 ? await db.selectFrom('roles').select(['id', 'name']).where('id', 'in', user.roles).orderBy('id').execute() : [];
    const role = roleRows.map((r) => ({ id: r.id, name: r.name }));
    return { row: [{ ...userView(user), version: user.version }], role } satisfies AnswerOf<typeof userGet>;
  });

  // the save is declared: the factory reads the contract (which checks the confirmation and a new user's
  // password), checks and bumps the version and writes the trail; the user's roles and databases are its child rows
  type Prepared = { databases: number[]; roles: number[]; passwordHash: string };
  router.use(
    crudRoutes<z.infer<typeof userSave.body>, NonNullable<Awaited<ReturnType<typeof find>>>, Prepared, never>(db, {
      resource: 'users', table: 'users', entity: 'user.entity',
      find: (reader, id) => findUser(reader, id), view: userView,
      audited: (user) => ({ ...userView(user), passwordHash: user.passwordHash, codBodega: user.codBodega }),
      save: {
        contract: userSave,
        prepare: async (input, current) => {
          const databases = unique([...input.databases, ...(input.dataBaseId > 0 ? [input.dataBaseId] : [])]);
          if (databases.length === 0) refuse(400, 'user.noDatabase', undefined, { field: 'databases' });
          if (input.password !== '') {
            const missing = missingPasswordRules(input.password);
            if (missing.length > 0) refuse(400, 'user.weakPassword', { missing: listMessage(missing) }, { field: 'password' });
          }
          const passwordHash = input.password !== '' ? await hashPassword(input.password) : current!.passwordHash;
          return { databases, roles: unique(input.roles), passwordHash };
        },
        // inside the write's transaction (one at a time): two concurrent saves cannot both take the same login
        check: async (tx, input, current, { extra, req }) => {
          if (current?.status && input.status === false) await notSelfNorLastAdministrator(tx, req, current.id);
          for (const databaseId of extra.databases) await existingDatabase(tx, databaseId);
          await checkRoles(tx, extra.roles, extra.databases);
          await checkUnique(tx, current?.id ?? 0, input.login, input.email);
        },
        fields: (_tx, input, current, { extra }) => ({
          name: input.name, login: input.login, email: input.email, document: input.document, passwordHash: extra.passwordHash,
          status: input.status, changePassword: input.changePassword as User['changePassword'],
          // the home database stays unless the user leaves it; a new user's is the tab's database or the first one
          dataBaseId: current && extra.databases.includes(current.dataBaseId) ? current.dataBaseId : input.dataBaseId || extra.databases[0],
          codBodega: current?.codBodega ?? '',
        }),
        children: async (tx, id, input, { req, extra, afterCommit }) => {
          const { roles, databases } = extra;
          await tx.deleteFrom('userRoles').where('userId', '=', id).execute();
          await tx.deleteFrom('userDatabases').where('userId', '=', id).execute();
          if (roles.length > 0) await tx.insertInto('userRoles').values(roles.map((roleId, position) => ({ userId: id, roleId, position }))).execute();
          await tx.insertInto('userDatabases').values(databases.map((databaseId, position) => ({ userId: id, databaseId, position }))).execute();
          // a password set by an administrator ends that user's other sessions (not the caller's own)
          if (input.id > 0 && input.password !== '') {
            const ended = await tx.deleteFrom('sessions').where('userId', '=', id).where('id', '!=', authOf(req).session.id).returning('id').execute();
            afterCommit(() => ended.forEach((s) => disconnectSession(s.id)));
          }
          return { roles, databases };
        },
      },
    }),
  );

  handle(router, userSaveExisting, async ({ body: { dataBaseId, users }, actor, say }) => {
    await existingDatabase(db, dataBaseId);
    const linked = await db.transaction().execute(async (tx) => {
      const targets = [];
      for (const id of unique(users)) {
        const user = await findUser(tx, id);
        if (!user) throw recordNotFound('user.entity', id);
        targets.push(user);
      }
      const toLink = targets.filter((u) => !u.databases.includes(dataBaseId));
      for (const user of toLink) {
        const databases = unique([...user.databases, dataBaseId]);
        await tx.deleteFrom('userDatabases').where('userId', '=', user.id).execute();
        await tx.insertInto('userDatabases').values(databases.map((databaseId, position) => ({ userId: user.id, databaseId, position }))).execute();
        // the databases are the user's links: its version moves and its trail records them
        await records.touch(tx, 'users', user.id, { actor: actor(), before: { databases: user.databases }, after: { databases } });
      }
      return toLink.length;
    });
    return reply(linked, say('success.saved'));
  });

  // the Permissions screen picks its users with this call too
  handle(router, usersOfDatabase, async ({ query: { idDatabase } }) => {
    await existingDatabase(db, idDatabase);
    const users = (await linkedTo(idDatabase)).sort((a, b) => compareText(a.name, b.name) || a.id - b.id);
    return users.map((u) => ({ id: u.id, name: u.name }));
  });

  return router;
}
