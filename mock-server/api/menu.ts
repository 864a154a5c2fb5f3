// POST /api/Menu/GetAccess: the side-menu tree of the signed-in user.
import { Router } from 'express';
import { authOf, flagsByMenu, noFlags, requireAuth } from '../auth';
import { apiError, objectBody, ok } from '../http';
import type { DbState, Menu, PermissionFlags, User } from '../types';
import { validate } from '../validation';
import type { ApiContext } from './context';

export interface MenuAccessEntry {
  header: string;
  link: string;
  iconName: string;
  index: number;
  id: number;
  /** Not in the original contract: true for internal pages, false for the external catalogue module. */
  sourcePrime: boolean;
  /** Not in the original contract: the user's L/V/W/R/D flags on this entry (for canAccess). */
  permissions: PermissionFlags;
  childrenLinks: MenuAccessEntry[];
}

/**
 * Active menus the user may list (flag L), as a tree ordered by index. A group (an entry without a path) is
 * included when at least one of its children is; an entry with a path is included when the user has L on it.
 */
export function menuTree(state: DbState, user: User): MenuAccessEntry[] {
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
      header: menu.name,
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

export function menuRoutes({ store }: ApiContext): Router {
  const router = Router();
  router.post('/Menu/GetAccess', requireAuth(store), (req, res) => {
    const { id } = validate(objectBody(req), { id: { type: 'integer', required: true, min: 1 } });
    const { user } = authOf(req);
    if (id !== user.id) throw apiError(403, 'auth.otherUser');
    ok(res, menuTree(store.state, user));
  });
  return router;
}
