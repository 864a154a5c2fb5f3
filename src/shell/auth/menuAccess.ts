import type { HttpClient } from '../../../dataProviders/httpClient';
import { sessionCalls } from './sessionCalls';
import { sessionToken, sessionUserId } from './session';

export type { MenuAccessEntry } from '../../../contracts/endpoints/menus';
import type { MenuAccessEntry } from '../../../contracts/endpoints/menus';

/**
 * The session's tree as last answered, kept on the device (issue 51): a console opened with no connection (its files
 * kept by the service worker) still has its menu and its permissions. Only for the session that read it; forgotten
 * at sign-out. The server still checks every call.
 */
const KEPT_TREE = 'menuAccess.kept';

const keepTree = (session: string, tree: MenuAccessEntry[]) => {
  try {
    localStorage.setItem(KEPT_TREE, JSON.stringify({ session, tree }));
  } catch {
    // full or no storage: the menu is simply not kept
  }
};

/** Offline (a request that got no answer at all), the kept tree of this session; else the failure as it was. */
const keptTree = (session: string, error: unknown): MenuAccessEntry[] => {
  // the HTTP client's network failure is a status 0 (no answer)
  const answered = Number((error as { status?: unknown } | null)?.status) > 0;
  const kept = answered ? null : (JSON.parse(localStorage.getItem(KEPT_TREE) ?? 'null') as { session: string; tree: MenuAccessEntry[] } | null);
  if (kept?.session !== session) throw error;
  return kept.tree;
};

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
  const tree = sessionCalls(http).getMenuAccess(userId).then(
    (answer) => (keepTree(session, answer), answer),
    (error: unknown) => keptTree(session, error),
  );
  cached = { session, tree };
  tree.catch(() => {
    if (cached?.tree === tree) cached = null;
  });
  return tree;
};

/** After sign-in or Log Out: the next session asks for its own tree. */
export const forgetMenuAccess = (): void => {
  cached = null;
  try {
    localStorage.removeItem(KEPT_TREE);
  } catch {
    // no storage: nothing kept
  }
};
