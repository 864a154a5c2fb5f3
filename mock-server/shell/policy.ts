// The one authorization guard (issue 32): every route under /api is checked against contracts/policy.ts before its
// handlers run (the session, then the menu flag), and a server with a route that has no entry does not start. The
// ownership rules that need the loaded record are defined here once and called by the routes.
import type { Request, RequestHandler, Router } from 'express';
import { sql } from 'kysely';
import { POLICY, restFlagOf, type RouteRule } from '../../contracts/policy';
import { REST_COLLECTIONS } from '../../contracts/endpoints/warehouses';
import { requireAuth, requirePermission } from './auth';
import { authOf } from '../core/actor';
import type { Db } from '../core/db/open';
import type { Msg } from './messages';
import { refusalOf, refuse } from '../core/refuse';
import type { RouterLayer } from './routeGates';
import { runtimeDesign } from '../lines/resourceDesigner/restCollections';

export { POLICY, type RouteRule };

/** Every route registered on `router` (nested routers included) as 'METHOD /path', with its layer. */
export function registeredRoutes(router: Pick<Router, 'stack'>): Array<{ key: string; route: NonNullable<RouterLayer['route']> }> {
  const found: Array<{ key: string; route: NonNullable<RouterLayer['route']> }> = [];
  const walk = (stack: RouterLayer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const methods = layer.route.methods._all ? ['ALL'] : Object.keys(layer.route.methods).filter((m) => layer.route!.methods[m]).map((m) => m.toUpperCase());
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const method of methods) for (const path of paths) found.push({ key: `${method} ${path}`, route: layer.route });
      } else if (layer.handle.stack) walk(layer.handle.stack);
    }
  };
  walk(router.stack as unknown as RouterLayer[]);
  return found;
}

/** The routes of `router` with no entry in the policy (a server with any does not start). */
export function unguardedRoutes(router: Pick<Router, 'stack'>, prefix = ''): string[] {
  return registeredRoutes(router).map(({ key }) => key.replace(' ', ` ${prefix}`)).filter((key) => !POLICY[key]);
}

/** The checks of a rule before the handlers: the session (401), then the menu flag (403). */
export function ruleGuard(db: Db, rule: RouteRule): RequestHandler[] {
  if ('public' in rule) return [];
  const guards = [requireAuth(db, { allowQueryToken: rule.query, duringEnrolment: rule.enrolling })];
  if (rule.collection) guards.push(collectionGuard(db));
  else if (rule.menu && rule.flag) guards.push(requirePermission(db, rule.menu, rule.flag));
  return guards;
}

/** A REST collection's menu flags, as the documented endpoints do; no contract nor published design: 404. */
function collectionGuard(db: Db): RequestHandler {
  return async (req, res, next) => {
    const [, collection, id] = req.path.split('/');
    const contract = Object.hasOwn(REST_COLLECTIONS, collection) ? REST_COLLECTIONS[collection] : undefined;
    const design = contract ? undefined : await runtimeDesign(db, collection);
    if (!contract && !design) throw refusalOf(404, 'error.notFound', { method: req.method, path: req.originalUrl.split('?')[0] });
    res.locals.runtimeDesign = design;
    return requirePermission(db, contract?.menu ?? design!.menu.path, restFlagOf(req.method, Boolean(id)))(req, res, next);
  };
}

const run = (handler: RequestHandler, req: Request, res: Parameters<RequestHandler>[1]) =>
  new Promise<void>((resolve, reject) => {
    Promise.resolve(handler(req, res, (error?: unknown) => (error ? reject(error) : resolve()))).catch(reject);
  });

/**
 * Puts each route's policy in front of its handlers (`prefix`: where the router is mounted under /api, e.g. '/rest').
 * Throws, naming them, when routes have no entry: a new endpoint cannot ship unguarded.
 */
export function guardRoutes(db: Db, router: Pick<Router, 'stack'>, prefix = ''): void {
  const missing = unguardedRoutes(router, prefix);
  if (missing.length > 0) throw new Error(`These routes have no entry in the authorization policy (contracts/policy.ts): ${missing.join(', ')}`);
  for (const { key, route } of registeredRoutes(router)) {
    const guards = ruleGuard(db, POLICY[key.replace(' ', ` ${prefix}`)]);
    const method = key.split(' ')[0].toLowerCase();
    // the first handler of this method (a route may hold several methods, each with its own handlers)
    const first = route.stack.find((layer) => method === 'all' || layer.method === undefined || layer.method === method);
    if (guards.length === 0 || !first || (first.handle as { [GUARDED]?: true })[GUARDED]) continue;
    const inner = first.handle;
    const guarded: RequestHandler = async (req, res, next) => {
      for (const guard of guards) await run(guard, req, res);
      return inner(req, res, next);
    };
    Object.defineProperty(guarded, GUARDED, { value: true });
    first.handle = guarded;
  }
}
const GUARDED = Symbol('guarded');

// ---- the ownership rules, each defined once -----------------------------------------------------------------

/** actingAsSelf: a call naming who acts (`field`) must name the signed-in user (absent: the signed-in user). */
export function actingAsSelf(req: Request, field: string, sent: number | undefined): { id: number; name: string } {
  const { user } = authOf(req);
  if (sent !== undefined && sent !== user.id) refuse(403, 'policy.actAsSelf', { field, id: user.id }, { field });
  return { id: user.id, name: user.name };
}

/** sessionWarehouse: a SIM pair is worked at the session's warehouse only (undefined: it is). */
export function sessionWarehouseRefusal(userBodega: string, codBodega: string): Msg | undefined {
  if (codBodega === userBodega) return undefined;
  return { key: 'policy.sessionWarehouse', params: { userBodega, codBodega } };
}

/** orderWorkshopTechnician: the technician assigned to an order works at the order's workshop (404 when none). */
export async function orderWorkshopTechnician(db: Db, orderId: number, technicianId: number): Promise<void> {
  const row = (await sql<{ technicianWorkshop: number | null; orderWorkshop: number | null }>`select
    (select workshop_id from repair_technicians where id = ${technicianId}) as technician_workshop,
    (select workshop_id from repair_orders where id = ${orderId}) as order_workshop`.execute(db)).rows[0];
  if (row.orderWorkshop === null) return; // the order's 404 is the route's
  if (row.technicianWorkshop === null) refuse(404, 'policy.technicianNotFound', { id: technicianId }, { field: 'idTechnical' });
  if (row.technicianWorkshop !== row.orderWorkshop) {
    refuse(403, 'policy.technicianElsewhere', { id: technicianId, workshop: row.orderWorkshop }, { field: 'idTechnical' });
  }
}

/** The role whose active members are the administrators (the seed's; "the last administrator" is counted on it). */
export const ADMINISTRATOR_ROLE = 'Administrador';

/**
 * notSelfNorLastAdministrator: nobody disables their own user (403), nor the last active administrator (409), on
 * every path that disables a user (UserManagement/disableUser, User/Save and User/SaveUser with status false, a bulk
 * edit of users). The refusal names `field`, the input that disables. Inside the write's transaction, the
 * administrators are locked: two saves at once cannot each leave the other as the last one and disable both.
 */
export async function notSelfNorLastAdministrator(db: Db, req: Request, userId: number, field = 'status'): Promise<void> {
  if (userId === authOf(req).user.id) refuse(403, 'policy.disableSelf', undefined, { field });
  const admins = (await sql<{ id: number }>`select u.id from users u where u.status and exists (select 1 from user_roles ur
    join roles r on r.id = ur.role_id where ur.user_id = u.id and r.status and r.name = ${ADMINISTRATOR_ROLE}) order by u.id for update`.execute(db)).rows.map((r) => r.id);
  if (admins.length === 1 && admins[0] === userId) refuse(409, 'policy.lastAdministrator', undefined, { field });
}
