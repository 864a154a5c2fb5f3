// POST /api/Menu/GetAccess: the side-menu tree of the signed-in user.
// POST /api/Menu/GetItemMenu: what the app needs to open an external-module entry (role, path, token, api, urlApi).
import { Router, type Request } from 'express';
import { bearerToken, flagsByMenu, noFlags } from '../auth';
import { authOf } from '../../core/actor';
import { handle } from '../../core/handle';
import { recordNotFound, refuse } from '../../core/refuse';
import { languageOf, type Lang } from '../messages';
import { permissionTables, type PermissionTables } from '../../core/db/records';
import type { Menu, Role, User } from '../../core/types';
import { menuGetAccess, menuGetItem, type MenuAccessEntry } from '../../../contracts/endpoints/menus';
import type { ApiContext } from './context';

export type { MenuAccessEntry };

/** An entry's name in a language: the English one when it has it, else its (Spanish) name. */
export const menuName = (menu: Pick<Menu, 'name' | 'nameEn'>, lang: Lang): string => (lang === 'en' && menu.nameEn ? menu.nameEn : menu.name);

/**
 * Active menus the user may list (flag L), as a tree ordered by index, named in the caller's language. A group (an entry without a path) is
 * included when at least one of its children is; an entry with a path is included when the user has L on it.
 */
export function menuTree(state: PermissionTables, user: User, lang: Lang = 'es'): MenuAccessEntry[] {
  const flags = flagsByMenu(state, user);
  const children = new Map<number, Menu[]>();
  for (const menu of state.menus) {
    if (!menu.status) continue;
    children.set(menu.root, [...(children.get(menu.root) ?? []), menu]);
  }
  const byIndex = (a: Menu, b: Menu) => a.index - b.index || a.id - b.id;
  const build = (menu: Menu, depth: number): MenuAccessEntry | undefined => {
    const kids =
      depth < 8 ? (children.get(menu.id) ?? []).sort(byIndex).flatMap((child) => build(child, depth + 1) ?? []) : [];
    const own = flags.get(menu.id) ?? noFlags();
    if (kids.length === 0 && !(menu.path !== '' && own.l)) return undefined;
    return {
      header: menuName(menu, lang),
      link: menu.path,
      iconName: menu.icon,
      index: menu.index,
      id: menu.id,
      sourcePrime: menu.sourcePrime,
      permissions: own,
      childrenLinks: kids,
    };
  };
  return (children.get(0) ?? []).sort(byIndex).flatMap((menu) => build(menu, 0) ?? []);
}

/** The user's active roles with an active L grant on the menu entry, lowest id first. */
export function rolesWithAccess(state: PermissionTables, user: User, menuId: number): Role[] {
  const granted = new Set(state.menuAccess.filter((row) => row.status && row.l && row.menu === menuId).map((row) => row.role));
  return state.roles.filter((role) => role.status && user.roles.includes(role.id) && granted.has(role.id)).sort((a, b) => a.id - b.id);
}

/**
 * Base address of the module's service. The mock serves the module endpoints itself, so it is this server's /api/
 * as the browser reaches it (the Origin of the call, which is the vite dev server's when proxied).
 */
function moduleBaseUrl(req: Request): string {
  const origin = req.headers.origin;
  const base = origin && /^https?:\/\/[^/\s]+$/i.test(origin) ? origin : `${req.protocol}://${req.get('host')}`;
  return `${base}/api/`;
}

/** The module (API) an entry belongs to: the first segment of its path, e.g. "Catalog". */
const moduleName = (path: string) => path.split('/').find(Boolean) ?? '';

export function menuRoutes({ db }: ApiContext): Router {
  const router = Router();
  handle(router, menuGetAccess, async ({ body: { id }, req }) => {
    const { user } = authOf(req);
    if (id !== user.id) refuse(403, 'auth.otherUser');
    return menuTree(await permissionTables(db), user, languageOf(req));
  });

  handle(router, menuGetItem, async ({ body: { id, userid }, req }) => {
    const { user } = authOf(req);
    if (userid !== user.id) refuse(403, 'auth.otherUser');
    const tables = await permissionTables(db);
    const menu = tables.menus.find((m) => m.id === id && m.status);
    if (!menu) throw recordNotFound('menu.entity', id);
    const [role] = rolesWithAccess(tables, user, menu.id);
    if (!role) refuse(403, 'menu.noAccess', { name: menu.name });
    return {
      role: role.id,
      roleName: role.name,
      path: menu.path,
      // the module authenticates with the caller's own session (the call needs one)
      token: bearerToken(req)!,
      api: moduleName(menu.path),
      urlApi: moduleBaseUrl(req),
    };
  });
  return router;
}
