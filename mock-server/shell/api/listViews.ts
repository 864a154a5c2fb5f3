// Columns the user chooses and saved views (issue 34 items 1 and 2): ListPreferences/Get|Save and
// ListViews/List|Save|Delete|SetDefault (contracts/endpoints/listViews.ts). Every call names a resource and needs the
// L flag of the menu entry that guards its list (menuOfRequest, the same entries as the live lists' rooms); sharing
// needs that entry's W flag. A view is its owner's: others see it only when it is shared with a role of theirs, and
// never change or delete it.
import { Router, type Request } from 'express';
import { sql } from 'kysely';
import {
  listPreferencesGet,
  listPreferencesSave,
  listViewsDelete,
  listViewsList,
  listViewsSave,
  listViewsSetDefault,
  MAX_VIEWS_PER_LIST,
  VIEW_NAME_MAX,
  type ListView,
  type ViewState,
} from '../../../contracts/endpoints/listViews';
import { fold } from '../../../contracts/text';
import { userFlags } from '../auth';
import { authOf } from '../../core/actor';
import { handle } from '../../core/handle';
import { refuse } from '../../core/refuse';
import type { Db } from '../../core/db/open';
import type { ListViewsDatabase } from './listViewsSchema';
import { permissionTables } from '../../core/db/records';
import { definitionOfList, menusOf } from '../live/rooms';
import { unknownViewFields } from '../../../contracts/viewFields';
import type { User } from '../../core/types';
import type { ApiContext } from './context';

const tables = (db: Db) => db.withTables<ListViewsDatabase>();

/** The menu entries of a resource's list, and the user's flags on them (404 for a resource the server does not know). */
async function listAccess(db: Db, user: User, resource: string) {
  const menus = await menusOf(db, resource);
  if (!menus) refuse(404, 'listView.unknownResource', { resource }, { field: 'resource' });
  const permissions = await permissionTables(db);
  const flags = menus.map((menu) => userFlags(permissions, user, menu));
  return { menus, permissions, canList: flags.some((f) => f.l), canShare: flags.some((f) => f.w) };
}

/** menuOfRequest: the L flag of the resource's list (403 otherwise). */
async function requireList(db: Db, req: Request, resource: string) {
  const access = await listAccess(db, authOf(req).user, resource);
  if (!access.canList) refuse(403, 'listView.noList', { resource });
  return access;
}

/** The roles a view of this list may be shared with: the active roles with L on its menu entry. */
async function shareableRoles(db: Db, access: Awaited<ReturnType<typeof listAccess>>): Promise<Array<{ id: number; name: string }>> {
  const { permissions, menus } = access;
  const menuIds = new Set(permissions.menus.filter((m) => m.status && menus.includes(m.path)).map((m) => m.id));
  const roleIds = new Set(permissions.menuAccess.filter((a) => a.status && a.l && menuIds.has(a.menu)).map((a) => a.role));
  const roles = permissions.roles.filter((r) => r.status && roleIds.has(r.id));
  // roles of several databases (a list whose entry several databases have) are named with their database
  const several = new Set(roles.map((r) => r.dataBaseId)).size > 1;
  const databaseNames = several
    ? new Map((await db.selectFrom('databases').select(['id', 'name']).execute()).map((d) => [d.id, d.name]))
    : new Map<number, string>();
  return roles
    .map((r) => ({ id: r.id, name: several ? `${r.name} · ${databaseNames.get(r.dataBaseId) ?? r.dataBaseId}` : r.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

interface ViewRow {
  id: number;
  ownerId: number;
  ownerName: string;
  resource: string;
  name: string;
  state: unknown;
  updatedAt: Date | string;
}

/** The views of `resource` the user sees: their own and those shared with one of their roles. */
export async function visibleViews(db: Db, user: Pick<User, 'id' | 'roles'>, resource: string, onlyId?: number): Promise<ListView[]> {
  const t = tables(db);
  const roleIds = user.roles.length ? user.roles : [-1];
  let query = t
    .selectFrom('listViews as v')
    .innerJoin('users as u', 'u.id', 'v.ownerId')
    .select(['v.id', 'v.ownerId', 'u.name as ownerName', 'v.resource', 'v.name', 'v.state', 'v.updatedAt'])
    .where('v.resource', '=', resource)
    .where((eb) =>
      eb.or([
        eb('v.ownerId', '=', user.id),
        eb.exists(eb.selectFrom('listViewRoles as r').select('r.viewId').whereRef('r.viewId', '=', 'v.id').where('r.roleId', 'in', roleIds)),
      ]),
    );
  if (onlyId !== undefined) query = query.where('v.id', '=', onlyId);
  const rows = (await query.orderBy('v.name').orderBy('v.id').execute()) as ViewRow[];
  if (rows.length === 0) return [];
  const shares = await t
    .selectFrom('listViewRoles as r')
    .innerJoin('roles', 'roles.id', 'r.roleId')
    .select(['r.viewId', 'roles.id', 'roles.name'])
    .where('r.viewId', 'in', rows.map((r) => r.id))
    .orderBy('roles.name')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    resource: row.resource,
    name: row.name,
    owner: { id: row.ownerId, name: row.ownerName },
    mine: row.ownerId === user.id,
    sharedWith: shares.filter((s) => s.viewId === row.id).map((s) => ({ id: s.id, name: s.name })),
    state: row.state as ViewState,
    updatedAt: new Date(row.updatedAt).toISOString(),
  }));
}

async function defaultViewOf(db: Db, user: Pick<User, 'id' | 'roles'>, resource: string): Promise<number | null> {
  const row = await tables(db).selectFrom('listViewDefaults').select('viewId').where('userId', '=', user.id).where('resource', '=', resource).executeTakeFirst();
  if (!row) return null;
  // a default the user no longer sees (unshared since) is none
  return (await visibleViews(db, user, resource, row.viewId)).length ? row.viewId : null;
}

async function setDefault(db: Db, userId: number, resource: string, viewId: number | null): Promise<void> {
  const t = tables(db);
  if (viewId === null) {
    await t.deleteFrom('listViewDefaults').where('userId', '=', userId).where('resource', '=', resource).execute();
    return;
  }
  await t
    .insertInto('listViewDefaults')
    .values({ userId, resource, viewId })
    .onConflict((oc) => oc.columns(['userId', 'resource']).doUpdateSet({ viewId }))
    .execute();
}

export function listViewRoutes({ db }: ApiContext): Router {
  const router = Router();
  const t = tables(db);

  handle(router, listPreferencesGet, async ({ query: { resource }, req }) => {
    await requireList(db, req, resource);
    const row = await t.selectFrom('listPreferences').select(['columns', 'updatedAt']).where('userId', '=', authOf(req).user.id).where('resource', '=', resource).executeTakeFirst();
    return { columns: (row?.columns as never) ?? null, updatedAt: row ? new Date(row.updatedAt).toISOString() : null };
  });

  handle(router, listPreferencesSave, async ({ body: { resource, columns }, req }) => {
    await requireList(db, req, resource);
    const userId = authOf(req).user.id;
    if (columns === null) {
      await t.deleteFrom('listPreferences').where('userId', '=', userId).where('resource', '=', resource).execute();
      return { columns: null, updatedAt: null };
    }
    const updatedAt = new Date().toISOString();
    const json = JSON.stringify(columns);
    await t
      .insertInto('listPreferences')
      .values({ userId, resource, columns: sql`${json}::jsonb`, updatedAt })
      .onConflict((oc) => oc.columns(['userId', 'resource']).doUpdateSet({ columns: sql`${json}::jsonb`, updatedAt }))
      .execute();
    return { columns, updatedAt };
  });

  handle(router, listViewsList, async ({ query: { resource }, req }) => {
    const access = await requireList(db, req, resource);
    const { user } = authOf(req);
    const [views, defaultViewId, roles] = await Promise.all([visibleViews(db, user, resource), defaultViewOf(db, user, resource), shareableRoles(db, access)]);
    return { views, defaultViewId, canShare: access.canShare, roles: access.canShare ? roles : [] };
  });

  handle(router, listViewsSave, async ({ body, req }) => {
    const access = await requireList(db, req, body.resource);
    const { user } = authOf(req);
    const definition = await definitionOfList(db, body.resource);
    const unknown = definition ? unknownViewFields(definition, body.state) : [];
    if (unknown.length > 0) {
      refuse(400, unknown.length === 1 ? 'listView.unknownField' : 'listView.unknownFields', { resource: body.resource, fields: unknown.join(', ') }, { field: 'state' });
    }
    const sharedWith = [...new Set(body.sharedWith)];
    if (sharedWith.length > 0) {
      if (!access.canShare) refuse(403, 'listView.noShare', undefined, { field: 'sharedWith' });
      const offered = new Set((await shareableRoles(db, access)).map((r) => r.id));
      const unknown = sharedWith.filter((id) => !offered.has(id));
      if (unknown.length) {
        const names = unknown.map((id) => access.permissions.roles.find((r) => r.id === id)?.name ?? String(id)).join(', ');
        refuse(400, 'listView.unknownRoles', { names }, { field: 'sharedWith' });
      }
    }
    const mine = await t.selectFrom('listViews').select(['id', 'name']).where('ownerId', '=', user.id).where('resource', '=', body.resource).execute();
    if (body.id !== undefined) {
      const existing = await t.selectFrom('listViews').select(['id', 'ownerId', 'resource']).where('id', '=', body.id).executeTakeFirst();
      const seen = existing ? (await visibleViews(db, user, existing.resource, existing.id)).length > 0 : false;
      if (!existing || !seen) refuse(404, 'listView.notFound', { id: body.id });
      if (existing.ownerId !== user.id) refuse(403, 'listView.notOwner');
      if (existing.resource !== body.resource) refuse(400, 'listView.otherList', undefined, { field: 'resource' });
    } else if (mine.length >= MAX_VIEWS_PER_LIST) {
      refuse(409, 'listView.tooMany', { max: MAX_VIEWS_PER_LIST }, { field: 'name' });
    }
    const name = body.name.slice(0, VIEW_NAME_MAX);
    if (mine.some((v) => v.id !== body.id && fold(v.name) === fold(name))) refuse(400, 'listView.nameTaken', { name }, { field: 'name' });
    const state = sql`${JSON.stringify(body.state)}::jsonb`;
    const id = await db.transaction().execute(async (tx) => {
      const tt = tx.withTables<ListViewsDatabase>();
      let viewId = body.id;
      if (viewId === undefined) {
        viewId = (await tt.insertInto('listViews').values({ ownerId: user.id, resource: body.resource, name, state }).returning('id').executeTakeFirstOrThrow()).id;
      } else {
        await tt.updateTable('listViews').set({ name, state, updatedAt: new Date().toISOString() }).where('id', '=', viewId).execute();
        await tt.deleteFrom('listViewRoles').where('viewId', '=', viewId).execute();
      }
      if (sharedWith.length) await tt.insertInto('listViewRoles').values(sharedWith.map((roleId) => ({ viewId: viewId!, roleId }))).execute();
      if (body.makeDefault === true) await setDefault(tx as unknown as Db, user.id, body.resource, viewId);
      if (body.makeDefault === false) {
        await tt.deleteFrom('listViewDefaults').where('userId', '=', user.id).where('resource', '=', body.resource).where('viewId', '=', viewId).execute();
      }
      return viewId;
    });
    const [view] = await visibleViews(db, user, body.resource, id);
    return view;
  });

  handle(router, listViewsDelete, async ({ body: { id }, req }) => {
    const { user } = authOf(req);
    const existing = await t.selectFrom('listViews').select(['id', 'ownerId', 'resource']).where('id', '=', id).executeTakeFirst();
    if (!existing || !(await visibleViews(db, user, existing.resource, id)).length) refuse(404, 'listView.notFound', { id });
    await requireList(db, req, existing.resource);
    if (existing.ownerId !== user.id) refuse(403, 'listView.notOwner');
    await t.deleteFrom('listViews').where('id', '=', id).execute();
    return { id };
  });

  handle(router, listViewsSetDefault, async ({ body: { resource, id }, req }) => {
    await requireList(db, req, resource);
    const { user } = authOf(req);
    if (id !== null && !(await visibleViews(db, user, resource, id)).length) refuse(404, 'listView.notFound', { id }, { field: 'id' });
    await setDefault(db, user.id, resource, id);
    return { defaultViewId: id };
  });

  return router;
}
