// Users (spec 01 §3, §5, §7.2, §7.6): POST /api/User/List, /User/ListAll, GET /api/User/Get?id=, POST /api/User/Save,
// /User/SaveExistsUsers, GET /api/User/getUserByDatabase?idDatabase=. Guarded by the flags on the users menu entry,
// or the same flag on the databases entry (the database detail's User tab makes these calls too).
// The signed-in user's own password change is in user.ts.
import { Router } from 'express';
import { sql } from 'kysely';
import type { z } from 'zod';
import { crudRoutes } from '../crud';
import { actorOf, authOf } from '../auth';
import { recordAudit } from '../db/audit';
import type { Db } from '../db/open';
import { allUsers, databaseName, findUser, usersLinkedTo } from '../db/records';
import { ApiError, notFoundError, objectBody, ok } from '../http';
import { t, type Msg } from '../messages';
import { listMessage, missingPasswordRules } from '../passwordPolicy';
import { hashPassword } from '../passwords';
import type { User } from '../types';
import { parse } from '../contract';
import { USER_SORT_FIELDS, USERS_MENU_PATH, userGet, userList, userListAll, userSave, userSaveExisting, usersOfDatabase } from '../../contracts/endpoints/users';
import { PERMISSIONS_MENU_PATH } from '../../contracts/endpoints/permissions';
import type { ApiContext } from './context';
import { existingDatabase } from './database';
import { compareText, matchesSearch, pageOf, sortRows } from './listing';
import { notSelfNorLastAdministrator } from '../policy';

export { PERMISSIONS_MENU_PATH, USERS_MENU_PATH };

export { USER_SORT_FIELDS };

/** A user as the API shows it: never the password hash (nor the warehouse code, which only the session carries). */
export type UserView = Omit<User, 'passwordHash' | 'codBodega'>;

export const userView = (u: User): UserView => ({
  id: u.id, name: u.name, login: u.login, email: u.email, document: u.document, status: u.status,
  changePassword: u.changePassword, dataBaseId: u.dataBaseId, roles: [...u.roles], databases: [...u.databases],
});

const unique = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);
const fieldError = (status: number, field: string, msg: Msg) => new ApiError(status, msg, { [field]: msg });

/** 409 when another user has the login or the e-mail (case-insensitive); `errors` names each clashing field. */
async function checkUnique(db: Db, id: number, login: string, email: string): Promise<void> {
  const others = db.selectFrom('users').select(['login', 'email', 'name']).where('id', '!=', id).orderBy('id');
  const errors: Record<string, Msg> = {};
  const byLogin = await others.where(sql`lower(login)`, '=', login.toLowerCase()).executeTakeFirst();
  if (byLogin) errors.login = { key: 'user.duplicateLogin', params: { login: byLogin.login, name: byLogin.name } };
  const byEmail = await others.where(sql`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
  if (byEmail) errors.email = { key: 'user.duplicateEmail', params: { email: byEmail.email, name: byEmail.name } };
  const first = errors.login ?? errors.email;
  if (first) throw new ApiError(409, first, errors);
}

/** Every role exists and belongs to one of the user's databases (400 naming the role otherwise). */
async function checkRoles(db: Db, roles: number[], databases: number[]): Promise<void> {
  for (const id of roles) {
    const role = await db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();
    if (!role) throw fieldError(400, 'roles', { key: 'user.unknownRole', params: { id } });
    if (!databases.includes(role.dataBaseId)) {
      const database = await databaseName(db, role.dataBaseId);
      throw fieldError(400, 'roles', { key: 'user.roleOutside', params: { name: role.name, id, database } });
    }
  }
}

export function usersRoutes({ db, disconnectSession }: ApiContext): Router {
  const router = Router();
  const find = (id: number) => findUser(db, id);
  const linkedTo = (dataBaseId: number) => usersLinkedTo(db, dataBaseId);

  router.post('/User/List', async (req, res) => {
    const { pageIndex, pageSize, dataBaseId, all, search, sortField, sortOrder } = parse(userList.body, objectBody(req));
    if (dataBaseId > 0) await existingDatabase(db, dataBaseId);
    const scope = all || dataBaseId === 0 ? await allUsers(db) : await linkedTo(dataBaseId);
    const matches = scope.filter((u) => matchesSearch(search, u.name, u.login, u.email, u.document));
    ok(res, pageOf(sortRows(matches, sortField, sortOrder), pageIndex, pageSize, userView));
  });

  router.post('/User/ListAll', async (req, res) => {
    const { dataBaseId } = parse(userListAll.body, objectBody(req));
    await existingDatabase(db, dataBaseId);
    const list = (await allUsers(db))
      .filter((u) => !u.databases.includes(dataBaseId))
      .sort((a, b) => compareText(a.name, b.name) || a.id - b.id)
      .map((u) => ({ id: u.id, name: u.name, login: u.login, email: u.email }));
    ok(res, { list, userSelected: (await linkedTo(dataBaseId)).map((u) => u.id) });
  });

  router.get('/User/Get', async (req, res) => {
    const { id } = parse(userGet.query, { ...req.query });
    const user = await find(id);
    if (!user) throw notFoundError('user.entity', id);
    const roleRows = user.roles.length > 0 ? await db.selectFrom('roles').select(['id', 'name']).where('id', 'in', user.roles).orderBy('id').execute() : [];
    const role = roleRows.map((r) => ({ id: r.id, name: r.name }));
    ok(res, { row: [{ ...userView(user), version: user.version }], role });
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
        path: userSave.path, input: userSave.body,
        prepare: async (input, current) => {
          const databases = unique([...input.databases, ...(input.dataBaseId > 0 ? [input.dataBaseId] : [])]);
          if (databases.length === 0) throw fieldError(400, 'databases', { key: 'user.noDatabase' });
          if (input.password !== '') {
            const missing = missingPasswordRules(input.password);
            if (missing.length > 0) throw fieldError(400, 'password', { key: 'user.weakPassword', params: { missing: listMessage(missing) } });
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

  router.post('/User/SaveExistsUsers', async (req, res) => {
    const { dataBaseId, users } = parse(userSaveExisting.body, objectBody(req));
    await existingDatabase(db, dataBaseId);
    const linked = await db.transaction().execute(async (tx) => {
      const targets = [];
      for (const id of unique(users)) {
        const user = await findUser(tx, id);
        if (!user) throw notFoundError('user.entity', id);
        targets.push(user);
      }
      const toLink = targets.filter((u) => !u.databases.includes(dataBaseId));
      for (const user of toLink) {
        const databases = unique([...user.databases, dataBaseId]);
        await tx.deleteFrom('userDatabases').where('userId', '=', user.id).execute();
        await tx.insertInto('userDatabases').values(databases.map((databaseId, position) => ({ userId: user.id, databaseId, position }))).execute();
        await tx.updateTable('users').set({ version: sql<number>`version + 1` }).where('id', '=', user.id).execute();
        await recordAudit(tx, { actor: actorOf(req), resource: 'users', recordId: user.id, action: 'update', before: { databases: user.databases }, after: { databases } });
      }
      return toLink.length;
    });
    ok(res, linked, t(req, 'success.saved'));
  });

  // the Permissions screen picks its users with this call too
  router.get('/User/getUserByDatabase', async (req, res) => {
    const { idDatabase } = parse(usersOfDatabase.query, { ...req.query });
    await existingDatabase(db, idDatabase);
    const users = (await linkedTo(idDatabase)).sort((a, b) => compareText(a.name, b.name) || a.id - b.id);
    ok(res, users.map((u) => ({ id: u.id, name: u.name })));
  });

  return router;
}
