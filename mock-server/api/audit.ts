// POST /api/Audit/List {resource, id, pageIndex, pageSize}: a record's trail, newest first (contracts §C). Each
// resource is guarded by the V flag of the menu entry its screen hangs from; warehouses (REST) by a session only.
import { Router, type RequestHandler } from 'express';
import { requirePermission } from '../auth';
import type { Db } from '../db/open';
import { objectBody, ok } from '../http';
import { parse } from '../contract';
import { auditList, type AUDITED_RESOURCES } from '../../contracts/endpoints/audit';
import type { ApiContext } from './context';
import { DATABASES_MENU_PATH } from './database';
import { PERMISSIONS_MENU_PATH, USERS_MENU_PATH } from './users';

/** resource → the menu entry whose V flag lets a user read its trail (null: any signed-in user). */
const GUARDS: Record<(typeof AUDITED_RESOURCES)[number], string | null> = {
  databases: DATABASES_MENU_PATH,
  roles: DATABASES_MENU_PATH,
  menus: DATABASES_MENU_PATH,
  users: USERS_MENU_PATH,
  permissions: PERMISSIONS_MENU_PATH,
  warehouses: null,
};

/** menuOfRequest for Audit/List: the V flag of the menu entry of the resource the request names (GUARDS). */
function auditedResourceMenu(db: Db): RequestHandler {
  return (req, res, next) => {
    const { resource } = parse(auditList.body.pick({ resource: true }), objectBody(req));
    const menuPath = GUARDS[resource];
    if (menuPath === null) return next();
    return requirePermission(db, menuPath, 'v')(req, res, next);
  };
}

export function auditRoutes({ db }: ApiContext): Router {
  const router = Router();
  router.post('/Audit/List', auditedResourceMenu(db), async (req, res) => {
    const { resource, id, pageIndex, pageSize } = parse(auditList.body, objectBody(req));
    const trail = db.selectFrom('audit').where('resource', '=', resource).where('recordId', '=', id);
    const [rows, total] = await Promise.all([
      trail.selectAll().orderBy('id', 'desc').limit(pageSize).offset((pageIndex - 1) * pageSize).execute(),
      trail.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    ]);
    const items = rows.map((row) => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      user: { id: row.userId, name: row.userName },
      action: row.action,
      changes: row.changes,
    }));
    ok(res, { items, total: Number(total.n) });
  });
  return router;
}
