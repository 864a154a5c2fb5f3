// Roles of a database (spec 01 §3, §5, §7.2): POST /api/Role/List, GET|POST /api/Role/Get?id=, POST /api/Role/Save.
// Guarded by the flags on the databases menu entry (the roles are a tab of the database detail).
import { Router, type Request } from 'express';
import { sql } from 'kysely';
import { actorOf, requireAuth, permissionGuard } from '../auth';
import { saveRecord, sendVersion, versionOf } from '../db/versions';
import { apiError, notFoundError, objectBody, ok } from '../http';
import { t } from '../messages';
import type { Role } from '../types';
import { parse } from '../contract';
import { roleGet, roleList, roleSave } from '../../contracts/endpoints/roles';
import { saveHead } from '../../contracts/endpoints/fields';
import type { ApiContext } from './context';
import { DATABASES_MENU_PATH, existingDatabase } from './database';
import { pageOf } from './listing';

export const roleView = (role: Role): Role => ({ id: role.id, name: role.name, status: role.status, dataBaseId: role.dataBaseId });

export function roleRoutes({ db }: ApiContext): Router {
  const router = Router();
  const auth = requireAuth(db);
  const can = permissionGuard(db, DATABASES_MENU_PATH);
  const find = (id: number) => db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();

  router.post('/Role/List', auth, can('l'), async (req, res) => {
    const { pageIndex, pageSize, dataBaseId } = parse(roleList.body, objectBody(req));
    await existingDatabase(db, dataBaseId);
    const rows = await db.selectFrom('roles').selectAll().where('dataBaseId', '=', dataBaseId).orderBy('id').execute();
    ok(res, pageOf(rows, pageIndex, pageSize, roleView));
  });

  // the original API has both verbs for it; the id travels in the query string either way
  const get = async (req: Request) => {
    const { id } = parse(roleGet.query, { ...req.query });
    const role = await find(id);
    if (!role) throw notFoundError('role.entity', id);
    return { ...roleView(role), version: role.version };
  };
  router.get('/Role/Get', auth, can('v'), async (req, res) => ok(res, await get(req)));
  router.post('/Role/Get', auth, can('v'), async (req, res) => ok(res, await get(req)));

  router.post('/Role/Save', auth, can('w'), async (req, res) => {
    const body = objectBody(req);
    const existingId = parse(saveHead, body).id;
    const wanted = versionOf(body);
    const existing = existingId > 0 ? await find(existingId) : undefined;
    if (existingId > 0 && !existing) throw notFoundError('role.entity', existingId);
    // An update keeps the fields the body leaves out; a role stays in the database it was created in.
    const input = parse(roleSave.body, existing ? { ...roleView(existing), ...body, dataBaseId: existing.dataBaseId } : body);
    const database = await existingDatabase(db, input.dataBaseId);
    const wantedName = input.name.toLowerCase();
    const fields: Omit<Role, 'id'> = { name: input.name, status: input.status, dataBaseId: database.id };
    const { id, version } = await db.transaction().execute(async (tx) => {
      // checked inside the write's transaction (one at a time): two concurrent saves cannot both take the name
      const clash = await tx
        .selectFrom('roles')
        .select(['id', 'name'])
        .where('id', '!=', existingId)
        .where('dataBaseId', '=', database.id)
        .where(sql`lower(name)`, '=', wantedName)
        .executeTakeFirst();
      if (clash) {
        const msg = { key: 'role.duplicateName', params: { database: database.name, name: clash.name, id: clash.id } } as const;
        throw apiError(409, msg.key, msg.params, { name: msg });
      }
      return saveRecord(tx, { table: 'roles', resource: 'roles', existing, before: existing && roleView(existing), fields, wanted, actor: actorOf(req) });
    });
    sendVersion(res, version);
    ok(res, id, t(req, 'success.saved'));
  });

  return router;
}
