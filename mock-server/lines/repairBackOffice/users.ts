// User management (spec 04 §2.2, §3, §7): the administration area's users (one table, one password policy) with their
// link to a store and its state (1 active, 2 inactive).
// - UserManagement/GetByFilter: the links by filter type and state, 10 a page; UserManagement/GetByIdUser: the links
//   of the users a User/getByFilter found (name, document or e-mail); User/getByIdsUser: the users' details.
// - User/SaveUser?databaseId creates or edits the user in the back office's database; UserManagement/Save links it
//   (1), updates the link (2) or deletes it (3); idUserAdmin is the signed-in user. disableUser sets the link
//   inactive and the user's status off (no more sign-ins; the user's sessions end).
import { Router, type RequestHandler } from 'express';
import { sql } from 'kysely';
import { parse } from '../../contract';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/open';
import { authOf, requirePermission } from '../../auth';
import { databaseName } from '../../db/records';
import { ApiError, notFoundError, objectBody, ok } from '../../http';
import type { Msg } from '../../messages';
import { listMessage, missingPasswordRules } from '../../passwordPolicy';
import { hashPassword } from '../../passwords';
import { LineError, queryOf } from '../lineHttp';
import * as c from '../../../contracts/endpoints/repairBackOfficeUsers';
import { BACK_OFFICE_MENUS } from '../../../contracts/endpoints/repairBackOffice';
import { bumpRow, fieldRefusal, say } from './http';
import { actingAsSelf } from '../../policy';
import { findStore } from './stores';
import { notSelfNorLastAdministrator } from '../../policy';
import { ENTITIES, notFound, TEXTS, userLinked } from './texts';
import { containsPattern } from '../../api/sqlListing';

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
  if (!row) throw new LineError(404, notFound(ENTITIES.link, id));
  return row;
}

const SEARCH_COLUMN: Record<'Name' | 'Doc' | 'Email', Sql> = { Name: sql`u.name`, Doc: sql`u.document`, Email: sql`u.email` };

const fieldError = (field: string, msg: Msg) => new ApiError(400, msg, { [field]: msg });

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
  throw new ApiError(409, errors.email ?? errors.login, errors);
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

export function userRoutes(db: Db): Router {
  const router = Router();
  router.post(`/${c.userManagementGetByFilter.path}`, (async (req, res) => {
    ok(res, await linkPage(db, parse(c.userManagementGetByFilter.body, objectBody(req))));
  }) as RequestHandler);

  router.post(`/${c.userManagementGetByIdUser.path}`, (async (req, res) => {
    const { idUser } = parse(c.userManagementGetByIdUser.query, queryOf(req));
    const filter = parse(c.userManagementGetByIdUser.body, req.body ?? {});
    const ids = [...new Set(idUser.split(',').map(Number))];
    if (ids.length > c.MAX_USER_IDS) throw fieldRefusal('idUser', { en: `At most ${c.MAX_USER_IDS} ids.`, es: `Como máximo ${c.MAX_USER_IDS} ids.` });
    ok(res, await linkPage(db, filter, sql`l.user_id in (${sql.join(ids)})`));
  }) as RequestHandler);

  router.post(`/${c.userGetByFilter.path}`, (async (req, res) => {
    const { type, filterValue, databaseId } = parse(c.userGetByFilter.body, objectBody(req));
    const scope = databaseId === 0 ? sql`true` : sql`(exists (select 1 from user_databases d where d.user_id = u.id and d.database_id = ${databaseId})
      or exists (select 1 from repair_user_workshops l where l.user_id = u.id))`;
    const rows = await sql<c.BackOfficeUser>`${USERS} where ${contains(SEARCH_COLUMN[type], fold(filterValue))} and ${scope}
      order by u.name, u.id limit ${c.MAX_USER_IDS}`.execute(db);
    ok(res, rows.rows);
  }) as RequestHandler);

  router.post(`/${c.userGetByIdsUser.path}`, (async (req, res) => {
    const ids = parse(c.userGetByIdsUser.body, req.body);
    const rows = (await sql<c.BackOfficeUser>`${USERS} where u.id in (${sql.join(ids)})`.execute(db)).rows;
    const byId = new Map(rows.map((row) => [row.id, row]));
    ok(res, [...new Set(ids)].flatMap((id) => byId.get(id) ?? []));
  }) as RequestHandler);

  router.post(`/${c.userSaveUser.path}`, (async (req, res) => {
    const { databaseId } = parse(c.userSaveUser.query, queryOf(req));
    const body = parse(c.userSaveUser.body, objectBody(req));
    const email = body.email.trim();
    if (body.password !== '') {
      const missing = missingPasswordRules(body.password);
      if (missing.length > 0) throw fieldError('password', { key: 'user.weakPassword', params: { missing: listMessage(missing) } });
    }
    const passwordHash = body.password === '' ? undefined : await hashPassword(body.password);
    const actor = actingAsSelf(req, 'idUserAdmin', undefined);
    const id = await db.transaction().execute(async (tx) => {
      const database = await tx.selectFrom('databases').select('id').where('id', '=', databaseId).executeTakeFirst();
      if (!database) throw notFoundError('database.entity', databaseId);
      const role = await tx.selectFrom('roles').select(['id', 'name', 'dataBaseId']).where('id', '=', body.idRol).executeTakeFirst();
      if (!role) throw fieldError('idRol', { key: 'user.unknownRole', params: { id: body.idRol } });
      const roleOutside = async () => fieldError('idRol', { key: 'user.roleOutside', params: { name: role.name, id: role.id, database: await databaseName(tx, role.dataBaseId) } });
      await checkUnique(tx, body.id, email);
      const fields = {
        name: body.name, login: email, email, document: body.document,
        changePassword: (body.changePassword === 1 ? 'True' : 'False') as 'True' | 'False',
        ...(body.status === undefined ? {} : { status: body.status }),
        ...(passwordHash ? { passwordHash } : {}),
      };
      if (body.id === 0) {
        if (role.dataBaseId !== databaseId) throw await roleOutside();
        const created = await tx.insertInto('users').values({ ...fields, passwordHash: passwordHash!, status: body.status ?? true, dataBaseId: databaseId, codBodega: '' })
          .returning('id').executeTakeFirstOrThrow();
        await tx.insertInto('userRoles').values({ userId: created.id, roleId: body.idRol, position: 0 }).execute();
        await tx.insertInto('userDatabases').values({ userId: created.id, databaseId, position: 0 }).execute();
        await recordAudit(tx, { actor, resource: 'users', recordId: created.id, action: 'create', after: { ...fields, passwordHash: undefined, roles: [body.idRol], databases: [databaseId] } });
        return created.id;
      }
      const before = (await sql<c.BackOfficeUser>`${USERS} where u.id = ${body.id} for update of u`.execute(tx)).rows[0];
      if (!before) throw new LineError(404, notFound(ENTITIES.user, body.id));
      if (before.status && body.status === false) await notSelfNorLastAdministrator(tx, req, body.id);
      const roles = (await tx.selectFrom('userRoles').select('roleId').where('userId', '=', body.id).orderBy('position').execute()).map((r) => r.roleId);
      const databases = (await tx.selectFrom('userDatabases').select('databaseId').where('userId', '=', body.id).orderBy('position').execute()).map((d) => d.databaseId);
      const nextDatabases = databases.includes(databaseId) ? databases : [...databases, databaseId];
      if (!nextDatabases.includes(role.dataBaseId)) throw await roleOutside();
      // the screen's role replaces the first one; the user's other roles stay
      const nextRoles = [body.idRol, ...roles.slice(1).filter((r) => r !== body.idRol)];
      await bumpRow(tx, 'users', body.id, body.version, Object.entries(fields).map(([key, value]) => sql`${sql.ref(key.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`))} = ${value}`));
      await tx.deleteFrom('userRoles').where('userId', '=', body.id).execute();
      await tx.insertInto('userRoles').values(nextRoles.map((roleId, position) => ({ userId: body.id, roleId, position }))).execute();
      if (nextDatabases.length !== databases.length) await tx.insertInto('userDatabases').values({ userId: body.id, databaseId, position: databases.length }).execute();
      // a password set by someone else, or a user turned off, ends that user's other sessions
      if (passwordHash || body.status === false) await tx.deleteFrom('sessions').where('userId', '=', body.id).where('id', '!=', authOf(req).session.id).execute();
      await recordAudit(tx, { actor, resource: 'users', recordId: body.id, action: 'update', before, after: { ...fields, passwordHash: undefined, roles: nextRoles, databases: nextDatabases } });
      return body.id;
    });
    ok(res, { id }, say(req, body.id === 0 ? TEXTS.userSaved : TEXTS.userUpdated));
  }) as RequestHandler);

  router.post(`/${c.userManagementSave.path}`, linkOperationFlag(db), (async (req, res) => {
    const { operationCrudType: op, idUserAdmin, entity } = parse(c.userManagementSave.body, objectBody(req));
    const actor = actingAsSelf(req, 'idUserAdmin', idUserAdmin);
    if (op !== 3 && entity.idWorkShop === 0) throw fieldRefusal('idWorkShop', { en: 'The field idWorkShop is required.', es: 'El campo idWorkShop es obligatorio.' });
    const id = await db.transaction().execute(async (tx) => {
      const user = await tx.selectFrom('users').select(['id', 'status']).where('id', '=', entity.idUser).executeTakeFirst();
      if (!user) throw fieldRefusal('idUser', notFound(ENTITIES.user, entity.idUser));
      if (op !== 3) await findStore(tx, entity.idWorkShop).catch(() => { throw fieldRefusal('idWorkShop', notFound(ENTITIES.store, entity.idWorkShop)); });
      if (op === 1) {
        const taken = (await sql<{ id: number }>`select id from repair_user_workshops where user_id = ${entity.idUser}`.execute(tx)).rows[0];
        if (taken) throw new LineError(409, userLinked(entity.idUser));
        const row = (await sql<{ id: number }>`insert into repair_user_workshops (user_id, workshop_id, state)
          values (${entity.idUser}, ${entity.idWorkShop}, ${entity.state}) returning id`.execute(tx)).rows[0];
        await recordAudit(tx, { actor, resource: 'userWorkshops', recordId: row.id, action: 'create', after: entity });
        return row.id;
      }
      const before = await findLink(tx, entity.id);
      if (before.idUser !== entity.idUser) throw fieldRefusal('idUser', notFound(ENTITIES.link, entity.id));
      if (op === 2) {
        await bumpRow(tx, 'repair_user_workshops', entity.id, entity.version, [
          sql`workshop_id = ${entity.idWorkShop}`, sql`state = ${entity.state}`, sql`updated_at = now()`,
        ]);
        await recordAudit(tx, { actor, resource: 'userWorkshops', recordId: entity.id, action: 'update', before, after: entity });
      } else {
        await sql`delete from repair_user_workshops where id = ${entity.id}`.execute(tx);
        await recordAudit(tx, { actor, resource: 'userWorkshops', recordId: entity.id, action: 'delete', before });
      }
      return entity.id;
    });
    ok(res, { id }, say(req, op === 1 ? TEXTS.userCreated : op === 2 ? TEXTS.userUpdated : TEXTS.userDeleted));
  }) as RequestHandler);

  router.post(`/${c.userDisable.path}`, (async (req, res) => {
    const { idUser } = parse(c.userDisable.query, queryOf(req));
    const actor = actingAsSelf(req, 'idUserAdmin', undefined);
    await db.transaction().execute(async (tx) => {
      await notSelfNorLastAdministrator(tx, req, idUser, 'idUser');
      const link = (await sql<{ id: number; state: number }>`select id, state from repair_user_workshops where user_id = ${idUser} for update`.execute(tx)).rows[0];
      if (!link) throw new LineError(404, notFound(ENTITIES.user, idUser));
      await bumpRow(tx, 'repair_user_workshops', link.id, undefined, [sql`state = 2`, sql`updated_at = now()`]);
      await sql`update users set status = false, version = version + 1 where id = ${idUser}`.execute(tx);
      await sql`delete from sessions where user_id = ${idUser}`.execute(tx);
      await recordAudit(tx, { actor, resource: 'users', recordId: idUser, action: 'update', before: { state: link.state }, after: { state: 2, status: false } });
    });
    ok(res, { idUser }, say(req, TEXTS.userDisabled));
  }) as RequestHandler);
  return router;
}
