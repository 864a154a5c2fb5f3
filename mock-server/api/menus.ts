// Menu entries of a database and their per-role permissions (spec 01 §3, §5, §6, §7.1): POST /api/Menu/List,
// /Menu/Get, /Menu/GetRoot, /Menu/Save, /Menu/SaveAccess. Guarded by the flags on the databases menu entry (the
// menus are a tab of the database detail). The signed-in user's own side menu is in menu.ts.
import { Router } from 'express';
import { requireAuth, permissionGuard } from '../auth';
import { ApiError, notFoundError, objectBody, ok } from '../http';
import { t, type Msg } from '../messages';
import type { Store } from '../store';
import type { Menu, MenuAccess } from '../types';
import { validate, type Schema } from '../validation';
import type { ApiContext } from './context';
import { DATABASES_MENU_PATH, existingDatabase } from './database';
import { pageOf, pagingRules } from './listing';

const listSchema = { ...pagingRules, dataBaseId: { type: 'integer', required: true, min: 1 } } satisfies Schema;

const getSchema = {
  id: { type: 'integer', required: true, min: 1 },
  databaseId: { type: 'integer', min: 0, default: 0 },
} satisfies Schema;

const saveSchema = {
  id: { type: 'integer', min: 0, default: 0 },
  name: { type: 'string', required: true, maxLength: 100 },
  // the English name; optional for older API clients (the Spanish name then serves both languages)
  nameEn: { type: 'string', maxLength: 100, default: '' },
  path: { type: 'string', required: true, maxLength: 200 },
  root: { type: 'integer', required: true, min: 0 },
  icon: { type: 'string', maxLength: 100, default: '' },
  status: { type: 'boolean', default: true },
  sourcePrime: { type: 'boolean', default: true },
  dataBaseId: { type: 'integer', required: true, min: 1 },
} satisfies Schema;

const flag = { type: 'boolean', default: false } as const;
const accessSchema = {
  name: { type: 'string', maxLength: 200, default: '' },
  role: { type: 'integer', required: true, min: 1 },
  menu: { type: 'integer', required: true, min: 1 },
  l: flag, v: flag, w: flag, r: flag, d: flag,
  status: { type: 'boolean', default: true },
} satisfies Schema;

export const menuView = (m: Menu): Menu => ({
  id: m.id, name: m.name, nameEn: m.nameEn ?? '', path: m.path, icon: m.icon, root: m.root, status: m.status,
  sourcePrime: m.sourcePrime, dataBaseId: m.dataBaseId, index: m.index,
});

const accessView = (store: Store, a: MenuAccess) => ({
  id: a.id, role: a.role, roleName: store.state.roles.find((r) => r.id === a.role)?.name ?? '', menu: a.menu,
  l: a.l, v: a.v, w: a.w, r: a.r, d: a.d, status: a.status,
});

const rejected = (status: number, field: string, msg: Msg) => new ApiError(status, msg, { [field]: msg });
const databaseName = (store: Store, id: number) => store.state.databases.find((db) => db.id === id)?.name ?? String(id);

export function menuAdminRoutes({ store }: ApiContext): Router {
  const router = Router();
  const auth = requireAuth(store);
  const can = permissionGuard(store, DATABASES_MENU_PATH);
  const find = (id: number) => store.state.menus.find((m) => m.id === id);

  router.post('/Menu/List', auth, can('l'), (req, res) => {
    const { pageIndex, pageSize, dataBaseId } = validate(objectBody(req), listSchema);
    existingDatabase(store, dataBaseId);
    const rows = store.state.menus.filter((m) => m.dataBaseId === dataBaseId).sort((a, b) => a.id - b.id);
    ok(res, pageOf(rows, pageIndex, pageSize, menuView));
  });

  router.post('/Menu/Get', auth, can('v'), (req, res) => {
    const { id, databaseId } = validate(objectBody(req), getSchema);
    if (databaseId > 0) existingDatabase(store, databaseId);
    const menu = find(id);
    if (!menu) throw notFoundError('menu.entity', id);
    if (databaseId > 0 && menu.dataBaseId !== databaseId) {
      throw rejected(404, 'id', { key: 'menu.otherDatabase', params: { id, database: databaseName(store, databaseId) } });
    }
    const items = store.state.menuAccess.filter((a) => a.menu === menu.id).sort((a, b) => a.id - b.id);
    ok(res, { row: [menuView(menu)], items: items.map((a) => accessView(store, a)) });
  });

  router.post('/Menu/GetRoot', auth, can('v'), (req, res) => {
    const { databaseId } = validate(objectBody(req), { databaseId: { type: 'integer', required: true, min: 1 } });
    existingDatabase(store, databaseId);
    const roots = store.state.menus
      .filter((m) => m.dataBaseId === databaseId && m.root === 0)
      .sort((a, b) => a.index - b.index || a.id - b.id);
    ok(res, roots.map((m) => ({ id: m.id, name: m.name })));
  });

  router.post('/Menu/Save', auth, can('w'), async (req, res) => {
    const body = objectBody(req);
    const existingId = validate(body, { id: saveSchema.id }).id;
    const existing = existingId > 0 ? find(existingId) : undefined;
    if (existingId > 0 && !existing) throw notFoundError('menu.entity', existingId);
    // An update keeps the fields the body leaves out; an entry stays in the database it was created in.
    const input = validate(existing ? { ...existing, ...body, dataBaseId: existing.dataBaseId } : body, saveSchema);
    existingDatabase(store, input.dataBaseId);
    if (existing && input.root === existing.id) throw rejected(400, 'root', { key: 'menu.selfRoot' });
    if (input.root !== 0) {
      const parent = find(input.root);
      if (!parent || parent.root !== 0 || parent.dataBaseId !== input.dataBaseId) {
        throw rejected(400, 'root', { key: 'menu.badRoot', params: { root: input.root } });
      }
    }
    // a new entry, or one moved under another root, goes last among its siblings
    const siblings = store.state.menus.filter((m) => m.dataBaseId === input.dataBaseId && m.root === input.root && m.id !== existingId);
    const index = existing && existing.root === input.root ? existing.index : Math.max(0, ...siblings.map((m) => m.index)) + 1;
    const record: Menu = {
      id: existing ? existing.id : store.nextId(store.state.menus),
      name: input.name, nameEn: input.nameEn, path: input.path, icon: input.icon, root: input.root, status: input.status,
      sourcePrime: input.sourcePrime, dataBaseId: input.dataBaseId, index,
    };
    if (existing) Object.assign(existing, record);
    else store.state.menus.push(record);
    await store.save();
    ok(res, record.id, t(req, 'success.saved'));
  });

  router.post('/Menu/SaveAccess', auth, can('w'), async (req, res) => {
    const input = validate(objectBody(req), accessSchema);
    if (!(input.l || input.v || input.w || input.r || input.d)) throw rejected(400, 'flags', { key: 'access.noFlag' });
    const role = store.state.roles.find((r) => r.id === input.role);
    if (!role) throw notFoundError('role.entity', input.role);
    const menu = find(input.menu);
    if (!menu) throw notFoundError('menu.entity', input.menu);
    if (role.dataBaseId !== menu.dataBaseId) {
      throw rejected(400, 'role', {
        key: 'access.roleOtherDatabase',
        params: { role: role.name, roleDatabase: databaseName(store, role.dataBaseId), menuDatabase: databaseName(store, menu.dataBaseId), menu: menu.name },
      });
    }
    const flags = { l: input.l, v: input.v, w: input.w, r: input.r, d: input.d };
    const name = input.name || `${role.name} · ${menu.name}`;
    let row = store.state.menuAccess.find((a) => a.role === role.id && a.menu === menu.id);
    if (row) Object.assign(row, { name, ...flags, status: input.status });
    else {
      row = { id: store.nextId(store.state.menuAccess), name, role: role.id, menu: menu.id, ...flags, status: input.status };
      store.state.menuAccess.push(row);
    }
    await store.save();
    ok(res, row.id, t(req, 'success.saved'));
  });

  return router;
}
