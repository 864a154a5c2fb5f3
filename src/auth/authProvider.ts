import type { AuthProvider } from 'react-admin';
import type { HttpClient } from '../../dataProviders/httpClient';
import { getResource } from '../../resources';
import { flagsByPath, isAllowed, type Flags } from './permissions';
import { forgetMenuAccess, loadMenuAccess } from './menuAccess';
import { clearSession, isAuthenticated, SESSION_KEYS, storeSession, type LoginAnswer } from './session';

/**
 * Owns the session keys: sign-in stores them, a 401 or Log Out clears them and leads to /login.
 * `canAccess` applies the menu flags (L, V, W, R, D) of the resource's menu entry; the server enforces the same.
 */
export const createAuthProvider = (http: HttpClient): AuthProvider => {
  // the user's flags come from the menu tree, shared with the sidebar (one request per session)
  const loadFlags = async (): Promise<Map<string, Flags>> => flagsByPath(await loadMenuAccess(http));
  return {
    login: async ({ username, password }: { username: string; password: string }) => {
      const answer = await http<LoginAnswer>({ method: 'POST', path: 'Auth/Login', body: { login: username, password } });
      storeSession(answer.data);
      forgetMenuAccess();
    },
    logout: async () => {
      if (isAuthenticated()) {
        // best effort: the server invalidates the token; the local session goes either way
        await http({ method: 'POST', path: 'Auth/Logout' }).catch(() => undefined);
      }
      clearSession();
      forgetMenuAccess();
      return '/login';
    },
    checkAuth: async () => {
      if (!isAuthenticated()) throw { redirectTo: '/login', message: false };
    },
    checkError: async (error: { status?: number }) => {
      if (error?.status === 401) {
        clearSession();
        throw { redirectTo: '/login', message: 'ra.notification.logged_out' };
      }
      // 403 is a refused action, not a lost session: the caller shows the server's message
    },
    getIdentity: async () => ({
      id: localStorage.getItem(SESSION_KEYS.userId) ?? '',
      fullName: localStorage.getItem(SESSION_KEYS.name) ?? '',
    }),
    canAccess: async ({ action, resource }) => {
      const menu = getResource(resource)?.permissions?.menu;
      if (!menu) return true;
      return isAllowed(await loadFlags(), menu, action);
    },
  };
};
