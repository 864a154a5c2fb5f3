/**
 * Links between the line's pages that keep the module's `url` and `token` query parameters (spec 02: every screen
 * reads both from the query string), adding the page's own ones.
 */
import { MENU_PATHS } from '../../../../contracts/menuPaths';
export function linkKeepingModule(path: string, params: Record<string, string | number>, currentSearch: string): string {
  const current = new URLSearchParams(currentSearch);
  const next = new URLSearchParams();
  for (const key of ['url', 'token']) {
    const value = current.get(key);
    if (value) next.set(key, value);
  }
  for (const [key, value] of Object.entries(params)) next.set(key, String(value));
  return `${path}?${next.toString()}`;
}

export const REMISSION_PATH = MENU_PATHS.tvRemission;
export const DETAIL_REMISSION_PATH = MENU_PATHS.tvDetailRemission;
