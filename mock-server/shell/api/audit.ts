// POST /api/Audit/List {resource, id, pageIndex, pageSize}: a record's trail, newest first (contracts §C). Each
// resource is guarded by the V flag of the menu entry its screen hangs from; warehouses (REST) by a session only; a
// published design's resource by its own menu entry. Each entry names the bulk edit that made it (issue 34).
import { Router, type RequestHandler } from 'express';
import { requirePermission } from '../auth';
import { handle } from '../../core/handle';
import { refuse } from '../../core/refuse';
import type { FieldChange } from '../../core/db/audit';
import type { Db } from '../../core/db/open';
import { objectBody } from '../../core/http';
import { parse } from '../../core/contract';
import { auditList, AUDITED_RESOURCES } from '../../../contracts/endpoints/audit';
import { M } from '../../../contracts/policy';
import { runtimeDesign } from '../../lines/resourceDesigner/restCollections';
import type { ApiContext } from './context';
import { DATABASES_MENU_PATH } from '../../../contracts/endpoints/databases';
import { PERMISSIONS_MENU_PATH } from '../../../contracts/endpoints/permissions';
import { USERS_MENU_PATH } from '../../../contracts/endpoints/users';

/** resource → the menu entry whose V flag lets a user read its trail (null: any signed-in user). */
const GUARDS: Record<(typeof AUDITED_RESOURCES)[number], string | null> = {
  databases: DATABASES_MENU_PATH,
  roles: DATABASES_MENU_PATH,
  menus: DATABASES_MENU_PATH,
  users: USERS_MENU_PATH,
  permissions: PERMISSIONS_MENU_PATH,
  warehouses: null,
  stores: M.stores,
  loanPhones: M.loans,
  uploadTypes: M.uploadTypes,
};

/** Resources whose writes are recorded under another name: the loan phones' routes (LoanDevice/*) say loanDevices. */
const TRAIL_NAME: Partial<Record<(typeof AUDITED_RESOURCES)[number], string>> = { loanPhones: 'loanDevices' };

const isAudited = (resource: string): resource is (typeof AUDITED_RESOURCES)[number] => (AUDITED_RESOURCES as readonly string[]).includes(resource);

/** menuOfRequest for Audit/List: the V flag of the menu entry of the resource the request names (GUARDS, or its design's). */
function auditedResourceMenu(db: Db): RequestHandler {
  return async (req, res, next) => {
    const { resource } = parse(auditList.body.pick({ resource: true }), objectBody(req));
    const design = isAudited(resource) ? undefined : await runtimeDesign(db, resource);
    if (!isAudited(resource) && !design) {
      refuse(400, 'validation.enum', { field: 'resource', values: [...AUDITED_RESOURCES, 'a published design'].join(', ') }, { field: 'resource' });
    }
    const menuPath = design ? design.menu.path : GUARDS[resource as (typeof AUDITED_RESOURCES)[number]];
    if (menuPath === null) return next();
    return requirePermission(db, menuPath, 'v')(req, res, next);
  };
}

export function auditRoutes({ db }: ApiContext): Router {
  const router = Router();
  handle(router, auditList, async ({ body: { resource, id, pageIndex, pageSize } }) => {
    const trail = db
      .selectFrom('audit')
      .where('resource', '=', (isAudited(resource) && TRAIL_NAME[resource]) || resource)
      .where('recordId', '=', id);
    const [rows, total] = await Promise.all([
      trail.selectAll().orderBy('id', 'desc').limit(pageSize).offset((pageIndex - 1) * pageSize).execute(),
      trail.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    ]);
    const items = rows.map((row) => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      user: { id: row.userId, name: row.userName },
      action: row.action,
      changes: row.changes as FieldChange[],
      ...(row.batchId ? { batchId: row.batchId, undo: row.undo } : {}),
    }));
    return { items, total: Number(total.n) };
  }, { before: [auditedResourceMenu(db)] });
  return router;
}
