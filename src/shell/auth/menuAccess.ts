import type { HttpClient } from '../../../dataProviders/httpClient';
import { sessionCalls } from './sessionCalls';
import { sessionToken, sessionUserId } from './session';

export type { MenuAccessEntry } from '../../../contracts/endpoints/menus';
import type { MenuAccessEntry } from '../../../contracts/endpoints/menus';

let cached: { session: string; tree: Promise<MenuAccessEntry[]> } | null = null;

/**
 * The signed-in user's menu tree, requested once per session: the sidebar, the dashboard and the permission
 * flags of canAccess all read it, and the first screen waits on it, so it must not be asked for twice.
 * A failed request is forgotten, so the next call (a retry) asks again.
 */
export const loadMenuAccess = (http: HttpClient): Promise<MenuAccessEntry[]> => {
  const userId = Number(sessionUserId());
  const session = `${userId}:${sessionToken()}`;
  if (cached?.session === session) return cached.tree;
  const tree = sessionCalls(http).getMenuAccess(userId);
  cached = { session, tree };
  tree.catch(() => {
    if (cached?.tree === tree) cached = null;
  });
  return tree;
};

/** After sign-in or Log Out: the next session asks for its own tree. */
export const forgetMenuAccess = (): void => {
  cached = null;
};
