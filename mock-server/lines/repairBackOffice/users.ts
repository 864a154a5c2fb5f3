// User management (spec 04 §2.2, §3, §7): the administration area's users (one table, one password policy) with their
// link to a store and its state (1 active, 2 inactive).
// - UserManagement/GetByFilter: the links by filter type and state, 10 a page; UserManagement/GetByIdUser: the links
//   of the users a User/getByFilter found (name, document or e-mail); User/getByIdsUser: the users' details.
// - User/SaveUser?databaseId creates or edits the user in the back office's database; UserManagement/Save links it
//   (1), updates the link (2) or deletes it (3); idUserAdmin is the signed-in user. disableUser sets the link
//   inactive and the user's status off (no more sign-ins; the user's sessions end).
import { Router, type RequestHandler } from 'express';
import { sql } from 'kysely';
import { handle, reply } from '../../core/handle';
import { records } from '../../core/records';
import { refuse, refusalOf } from '../../core/refuse';
import type { Db } from '../../core/db/open';
import { requirePermission } from '../../shell/auth';
import { authOf } from '../../core/actor';
import { databaseName } from '../../core/db/records';
import type { Msg } from '../../shell/messages';
import { parse } from '../../core/contract';
import { listMessage, missingPasswordRules } from '../../shell/passwordPolicy';
import { hashPassword } from '../../shell/passwords';
import * as c from '../../../contracts/endpoints/repairBackOfficeUsers';
import { BACK_OFFICE_MENUS } from '../../../contracts/endpoints/repairBackOffice';
import { actingAsSelf, notSelfNorLastAdministrator } from '../../shell/policy';
import { missing } from '../repairOrders/http';
import { findStore } from './stores';
import { containsPattern } from '../../shell/api/sqlListing';

type Sql = ReturnType<typeof sql>;

/** The links, joined to their user (and the user's first role) for the filters only: the answer is the link's. */
const LINKS = sql`select l.id, l.user_id as id_user, l.workshop_id as id_work_shop, w.name as work_shop, l.state,
  l.created_at::text as created_at, l.updated_at::text as updated_at, l.version, u.name as user_name
  from repair_user_workshops l join users u on u.id = l.user_id join repair_workshops w on w.id = l.workshop_id
  left join user_roles ur on ur.user_id = u.id and ur.position = 0 left join roles r on r.id = ur.role_id`;

/** A user as the back office shows it: the first role is the user's role on the screen. */
const USERS = sql`select u.id, u.name, u.login, u.email, u.document, r.id as id_rol, coalesce(r.name, '') as rol,
  case when u.change_password = 'True' then 1 else 0 end as change_password, u.status, u.version
  from users u left join user_roles ur on ur.user_id = u.id and ur.position = 0 left join roles r on r.id = ur.role_id`;

const fold = (value: string) => value.trim().toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const contains = (column: Sql, value: string) => sql`fold_text(${column}) like ${containsPattern(value)}`;

/** The filter type's condition on the value (param1) or the date range (param1..param2, either may be empty). */
export function filterCondition({ type, param1, param2 }: Pick<c.UserFilterBody, 'type' | 'param1' | 'param2'>): Sql {
  const value = fold(param1);
  const range = (column: Sql) => sql.join([
    param1 ? sql`${column}::date >= ${param1}::date` : sql`true`, param2 ? sql`${column}::date <= ${param2}::date` : sql`true`,
  ], sql` and `);
  if (type !== 'all' && !type.endsWith('Date') && value === '') return sql`true`;
  switch (type) {
    case 'document': return contains(sql`u.document`, value);
    case 'name': return contains(sql`u.name`, value);
    case 'email': return contains(sql`u.email`, value);
    case 'role': return contains(sql`coalesce(r.name, '')`, value);
    case 'store': return contains(sql`w.name`, value);
    case 'creationDate': return range(sql`l.created_at`);
    case 'updateDate': return range(sql`l.updated_at`);
    default: return sql`true`;
  }
}

const stateCondition = (state: c.UserFilterBody['state']) =>
  String(state) === '1' ? sql`l.state = 1` : String(state) === '0' ? sql`l.state <> 1` : sql`true`;

/** A page of the links the condition keeps, by the user's name; each row carries the total (totalRecords). */
async function linkPage(db: Db, filter: c.UserFilterBody, extra: Sql = sql`true`) {
  const rows = await sql<c.UserLinkRow & { userName: string }>`select *, count(*) over ()::int as total_records from (${LINKS}
    where ${filterCondition(filter)} and ${stateCondition(filter.state)} and ${extra}) x
    order by user_name, id limit ${filter.pageSize} offset ${(filter.pageIndex - 1) * filter.pageSize}`.execute(db);
  return { items: rows.rows.map(({ userName: _n, ...row }) => row), totalItemCount: rows.rows[0]?.totalRecords ?? 0 };
}

async function findLink(db: Db, id: number): Promise<c.UserLinkRow> {
  const row = (await sql<c.UserLinkRow>`select *, 1 as total_records from (${LINKS} where l.id = ${id}) x`.execute(db)).rows[0];
  if (!row) throw missing('repairBackOffice.link', id);
  return row;
}

const SEARCH_COLUMN: Record<'Name' | 'Doc' | 'Email', Sql> = { Name: sql`u.name`, Doc: sql`u.document`, Email: sql`u.email` };

/** 409 when another user has the login or the e-mail (case-insensitive), as the administration area's User/Save. */
async function checkUnique(db: Db, id: number, email: string): Promise<void> {
  const other = await sql<{ login: string; email: string; name: string }>`select login, email, name from users
    where id <> ${id} and (lower(login) = ${email.toLowerCase()} or lower(email) = ${email.toLowerCase()}) order by id limit 1`.execute(db);
  const found = other.rows[0];
  if (!found) return;
  const errors: Record<string, Msg> = found.login.toLowerCase() === email.toLowerCase()
    ? { login: { key: 'user.duplicateLogin', params: { login: found.login, name: found.name } } }
    : {};
  if (found.email.toLowerCase() === email.toLowerCase()) errors.email = { key: 'user.duplicateEmail', params: { email: found.email, name: found.name } };
  const first = errors.email ?? errors.login;
  refuse(409, first.key, first.params, { errors });
}

/**
 * menuOfRequest for UserManagement/Save: the user management screen's D flag to delete a link (operationCrudType 3),
 * its W flag to link or update one (the policy, contracts/policy.ts, marks the call signedIn with this owner).
 */
export function linkOperationFlag(db: Db): RequestHandler {
  return (req, res, next) => {
    const op = (req.body as { operationCrudType?: unknown } | undefined)?.operationCrudType;
    return requirePermission(db, BACK_OFFICE_MENUS.users, op === 3 || op === '3' ? 'd' : 'w')(req, res, next);
  };
}

/** User/getByIdsUser's body is a JSON array: kept under `ids`, as handle reads a body as an object. */
const idsInBody: RequestHandler = (req, _res, next) => {
  req.body = { ids: req.body };
  next();
};

export function userRoutes(db: Db): Router {
  const router = Router();
  handle(router, c.userManagementGetByFilter, ({ body }) => linkPage(db, body));

  handle(router, c.userManagementGetByIdUser, async ({ query: { idUser }, body: filter }) => {
    const ids = [...new Set(idUser.split(',').map(Number))];
    if (ids.length > c.MAX_USER_IDS) refuse(400, 'repairBackOffice.tooManyIds', { max: c.MAX_USER_IDS }, { field: 'idUser' });
    return linkPage(db, filter, sql`l.user_id in (${sql.join(ids)})`);
  });

  handle(router, c.userGetByFilter, async ({ body: { type, filterValue, databaseId } }) => {
    const scope = databaseId === 0 ? sql`true` : sql`(exists (select 1 from user_databases d where d.user_id = u.id and d.database_id = ${databaseId})
      or exists (select 1 from repair_user_workshops l where l.user_id = u.id))`;
    const rows = await sql<c.BackOfficeUser>`${USERS} where ${contains(SEARCH_COLUMN[type], fold(filterValue))} and ${scope}
      order by u.name, u.id limit ${c.MAX_USER_IDS}`.execute(db);
    return rows.rows;
  });

  handle(router, c.userGetByIdsUser, async ({ raw }) => {
    const ids = parse(c.userGetByIdsUser.body, raw.ids);
    const rows = (await sql<c.BackOfficeUser>`${USERS} where u.id in (${sql.join(ids)})`.execute(db)).rows;
    const byId = new Map(rows.map((row) => [row.id, row]));
    return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
  }, { before: [idsInBody], body: 'raw' });

  handle(router, c.userSaveUser, async ({ query: { databaseId }, body, req, say }) => {
    const email = body.email.trim();
    if (body.password !== '') {
      const missingRules = missingPasswordRules(body.password);
      if (missingRules.length > 0) refuse(400, 'user.weakPassword', { missing: listMessage(missingRules) }, { field: 'password' });
    }
    const passwordHash = body.password === '' ? undefined : await hashPassword(body.password);
    const actor = actingAsSelf(req, 'idUserAdmin', undefined);
    const id = await db.transaction().execute(async (tx) => {
      const database = await tx.selectFrom('databases').select('id').where('id', '=', databaseId).executeTakeFirst();
      if (!database) throw missing('database.entity', databaseId);
      const role = await tx.selectFrom('roles').select(['id', 'name', 'dataBaseId']).where('id', '=', body.idRol).executeTakeFirst();
      if (!role) refuse(400, 'user.unknownRole', { id: body.idRol }, { field: 'idRol' });
      const roleOutside = async () => refusalOf(400, 'user.roleOutside', { name: role.name, id: role.id, database: await databaseName(tx, role.dataBaseId) }, { field: 'idRol' });
      await checkUnique(tx, body.id, email);
      const fields = {
        name: body.name, login: email, email, document: body.document,
        changePassword: (body.changePassword === 1 ? 'True' : 'False') as 'True' | 'False',
        ...(body.status === undefined ? {} : { status: body.status }),
        ...(passwordHash ? { passwordHash } : {}),
      };
      if (body.id === 0) {
        if (role.dataBaseId !== databaseId) throw await roleOutside();
        const created = await records.save(tx, 'users', undefined, { ...fields, passwordHash: passwordHash!, status: body.status ?? true, dataBaseId: databaseId, codBodega: '' }, {
          actor, after: { ...fields, passwordHash: undefined, roles: [body.idRol], databases: [databaseId] },
          effect: async (userId) => {
            await tx.insertInto('userRoles').values({ userId: Number(userId), roleId: body.idRol, position: 0 }).execute();
            await tx.insertInto('userDatabases').values({ userId: Number(userId), databaseId, position: 0 }).execute();
          },
        });
        return created.id;
      }
      const before = (await sql<c.BackOfficeUser>`${USERS} where u.id = ${body.id} for update of u`.execute(tx)).rows[0];
      if (!before) throw missing('repairBackOffice.user', body.id);
      if (before.status && body.status === false) await notSelfNorLastAdministrator(tx, req, body.id);
      const roles = (await tx.selectFrom('userRoles').select('roleId').where('userId', '=', body.id).orderBy('position').execute()).map((r) => r.roleId);
      const databases = (await tx.selectFrom('userDatabases').select('databaseId').where('userId', '=', body.id).orderBy('position').execute()).map((d) => d.databaseId);
      const nextDatabases = databases.includes(databaseId) ? databases : [...databases, databaseId];
      if (!nextDatabases.includes(role.dataBaseId)) throw await roleOutside();
      // the screen's role replaces the first one; the user's other roles stay
      const nextRoles = [body.idRol, ...roles.slice(1).filter((r) => r !== body.idRol)];
      await records.save(tx, 'users', body.id, fields, {
        actor, expectedVersion: body.version, before, after: { ...fields, passwordHash: undefined, roles: nextRoles, databases: nextDatabases },
        effect: async () => {
          await tx.deleteFrom('userRoles').where('userId', '=', body.id).execute();
          await tx.insertInto('userRoles').values(nextRoles.map((roleId, position) => ({ userId: body.id, roleId, position }))).execute();
          if (nextDatabases.length !== databases.length) await tx.insertInto('userDatabases').values({ userId: body.id, databaseId, position: databases.length }).execute();
          // a password set by someone else, or a user turned off, ends that user's other sessions
          if (passwordHash || body.status === false) await tx.deleteFrom('sessions').where('userId', '=', body.id).where('id', '!=', authOf(req).session.id).execute();
        },
      });
      return body.id;
    });
    return reply({ id }, say(body.id === 0 ? 'repairBackOffice.userSaved' : 'repairBackOffice.userUpdated'));
  });

  handle(router, c.userManagementSave, async ({ body: { operationCrudType: op, idUserAdmin, entity }, req, say }) => {
    const actor = actingAsSelf(req, 'idUserAdmin', idUserAdmin);
    if (op !== 3 && entity.idWorkShop === 0) refuse(400, 'validation.required', { field: 'idWorkShop' }, { field: 'idWorkShop' });
    const id = await db.transaction().execute(async (tx) => {
      const user = await tx.selectFrom('users').select(['id', 'status']).where('id', '=', entity.idUser).executeTakeFirst();
      if (!user) throw missing('repairBackOffice.user', entity.idUser, 'idUser');
      if (op !== 3) await findStore(tx, entity.idWorkShop).catch(() => { throw missing('repairBackOffice.store', entity.idWorkShop, 'idWorkShop'); });
      if (op === 1) {
        const taken = (await sql<{ id: number }>`select id from repair_user_workshops where user_id = ${entity.idUser}`.execute(tx)).rows[0];
        if (taken) refuse(409, 'repairBackOffice.userLinked', { id: entity.idUser });
        const link = { userId: entity.idUser, workshopId: entity.idWorkShop, state: entity.state };
        return (await records.save(tx, 'repairUserWorkshops', undefined, link, { actor, resource: 'userWorkshops', after: entity })).id;
      }
      const before = await findLink(tx, entity.id);
      if (before.idUser !== entity.idUser) throw missing('repairBackOffice.link', entity.id, 'idUser');
      if (op === 2) {
        await records.save(tx, 'repairUserWorkshops', entity.id, { workshopId: entity.idWorkShop, state: entity.state, updatedAt: sql`now()` }, {
          actor, resource: 'userWorkshops', expectedVersion: entity.version, before, after: entity,
        });
      } else {
        await records.remove(tx, 'repairUserWorkshops', entity.id, { actor, resource: 'userWorkshops', before });
      }
      return entity.id;
    });
    return reply({ id }, say(op === 1 ? 'repairBackOffice.userCreated' : op === 2 ? 'repairBackOffice.userUpdated' : 'repairBackOffice.userDeleted'));
  }, { before: [linkOperationFlag(db)] });

  handle(router, c.userDisable, async ({ query: { idUser }, req, say }) => {
    const actor = actingAsSelf(req, 'idUserAdmin', undefined);
    await db.transaction().execute(async (tx) => {
      await notSelfNorLastAdministrator(tx, req, idUser, 'idUser');
      const link = (await sql<{ id: number; state: number }>`select id, state from repair_user_workshops where user_id = ${idUser} for update`.execute(tx)).rows[0];
      if (!link) throw missing('repairBackOffice.user', idUser);
      // the link goes inactive (versioned, not audited apart: the user's audit row says so)
      await records.save(tx, 'repairUserWorkshops', link.id, { state: 2, updatedAt: sql`now()` }, { actor: null });
      await records.save(tx, 'users', idUser, { status: false }, {
        actor, before: { state: link.state }, after: { state: 2, status: false },
        effect: async () => void (await tx.deleteFrom('sessions').where('userId', '=', idUser).execute()),
      });
    });
    return reply({ idUser }, say('repairBackOffice.userDisabled'));
  });
  return router;
}
