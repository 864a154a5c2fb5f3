// User management (spec 04 §2.2, §7 UserManagement/*): the administration area's users (created and edited by its
// User/Save, one password policy) with their link to a store and its state (1 active, 2 inactive). Filter by type
// and state, 10 a page; operationCrudType 1 links, 2 updates the link, 3 deletes it; disableUser sets the link
// inactive and the user's status off (no more sign-ins; the user's sessions end).
import { Router, type RequestHandler } from 'express';
import { sql } from 'kysely';
import { actorOf } from '../../auth';
import { parse } from '../../contract';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/open';
import { objectBody, ok } from '../../http';
import { LineError, queryOf } from '../lineHttp';
import * as c from '../../../contracts/endpoints/repairBackOfficeUsers';
import { bumpRow, fieldRefusal, say } from './http';
import { findStore } from './stores';
import { ENTITIES, notFound, TEXTS, userLinked } from './texts';
import { containsPattern } from '../../api/sqlListing';

type Guard = (flag: 'l' | 'v' | 'w' | 'd') => RequestHandler;

const SELECT = sql`select l.id, l.user_id as id_user, u.name, u.email, u.document, u.login, r.id as id_rol, coalesce(r.name, '') as rol,
  l.workshop_id as id_work_shop, w.name as work_shop, l.state, l.created_at::text as created_at, l.updated_at::text as updated_at,
  l.version, u.version as user_version
  from repair_user_workshops l join users u on u.id = l.user_id join repair_workshops w on w.id = l.workshop_id
  left join user_roles ur on ur.user_id = u.id and ur.position = 0 left join roles r on r.id = ur.role_id`;

type Filter = ReturnType<typeof c.userManagementList.body.parse>;
const contains = (column: ReturnType<typeof sql>, value: string) => sql`fold_text(${column}) like ${containsPattern(value)}`;

/** The filter type's condition on the value (param1) or the date range (param1..param2, either may be empty). */
export function filterCondition({ type, param1, param2 }: Pick<Filter, 'type' | 'param1' | 'param2'>) {
  const value = param1.trim().toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const range = (column: ReturnType<typeof sql>) => sql.join([
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

const stateCondition = (state: Filter['state']) =>
  String(state) === '1' ? sql`l.state = 1` : String(state) === '0' ? sql`l.state <> 1` : sql`true`;

async function findLink(db: Db, id: number): Promise<c.UserLinkRow> {
  const row = (await sql<c.UserLinkRow>`${SELECT} where l.id = ${id}`.execute(db)).rows[0];
  if (!row) throw new LineError(404, notFound(ENTITIES.link, id));
  return row;
}

export function userRoutes(db: Db, auth: RequestHandler, guard: Guard): Router {
  const router = Router();
  router.post(`/${c.userManagementList.path}`, auth, guard('l'), (async (req, res) => {
    const filter = parse(c.userManagementList.body, objectBody(req));
    const rows = await sql<c.UserLinkRow & { total: number }>`select *, count(*) over ()::int as total from (${SELECT}
      where ${filterCondition(filter)} and ${stateCondition(filter.state)}) x
      order by name, id limit ${filter.pageSize} offset ${(filter.pageIndex - 1) * filter.pageSize}`.execute(db);
    ok(res, { items: rows.rows.map(({ total: _t, ...row }) => row), totalItemCount: rows.rows[0]?.total ?? 0 });
  }) as RequestHandler);

  router.post(`/${c.userManagementSave.path}`, auth, (req, res, next) => {
    // deleting needs D, linking and updating W
    const op = (req.body as { operationCrudType?: unknown } | undefined)?.operationCrudType;
    guard(op === 3 || op === '3' ? 'd' : 'w')(req, res, next);
  }, (async (req, res) => {
    const { operationCrudType: op, entity } = parse(c.userManagementSave.body, objectBody(req));
    if (op !== 3 && entity.idWorkShop === 0) throw fieldRefusal('idWorkShop', { en: 'The field idWorkShop is required.', es: 'El campo idWorkShop es obligatorio.' });
    const id = await db.transaction().execute(async (tx) => {
      const user = await tx.selectFrom('users').select(['id', 'status']).where('id', '=', entity.idUser).executeTakeFirst();
      if (!user) throw fieldRefusal('idUser', notFound(ENTITIES.user, entity.idUser));
      if (op !== 3) await findStore(tx, entity.idWorkShop).catch(() => { throw fieldRefusal('idWorkShop', notFound(ENTITIES.store, entity.idWorkShop)); });
      const actor = actorOf(req);
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

  router.post(`/${c.userDisable.path}`, auth, guard('w'), (async (req, res) => {
    const { idUser } = parse(c.userDisable.query, queryOf(req));
    await db.transaction().execute(async (tx) => {
      const link = (await sql<{ id: number; state: number }>`select id, state from repair_user_workshops where user_id = ${idUser} for update`.execute(tx)).rows[0];
      if (!link) throw new LineError(404, notFound(ENTITIES.user, idUser));
      await bumpRow(tx, 'repair_user_workshops', link.id, undefined, [sql`state = 2`, sql`updated_at = now()`]);
      await sql`update users set status = false, version = version + 1 where id = ${idUser}`.execute(tx);
      await sql`delete from sessions where user_id = ${idUser}`.execute(tx);
      await recordAudit(tx, { actor: actorOf(req), resource: 'users', recordId: idUser, action: 'update', before: { state: link.state }, after: { state: 2, status: false } });
    });
    ok(res, { idUser }, say(req, TEXTS.userDisabled));
  }) as RequestHandler);
  return router;
}
