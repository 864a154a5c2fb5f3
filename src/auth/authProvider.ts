import type { AuthProvider } from 'react-admin';
import type { HttpClient } from '../../dataProviders/httpClient';
import { clearSession, isAuthenticated, SESSION_KEYS, storeSession, type LoginAnswer } from './session';

/** Owns the session keys: sign-in stores them, a 401 or Log Out clears them and leads to /login. */
export const createAuthProvider = (http: HttpClient): AuthProvider => ({
  login: async ({ username, password }: { username: string; password: string }) => {
    const answer = await http<LoginAnswer>({ method: 'POST', path: 'Auth/Login', body: { login: username, password } });
    storeSession(answer.data);
  },
  logout: async () => {
    if (isAuthenticated()) {
      // best effort: the server invalidates the token; the local session goes either way
      await http({ method: 'POST', path: 'Auth/Logout' }).catch(() => undefined);
    }
    clearSession();
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
});
