import type { AuthProvider } from 'react-admin';
import type { HttpClient } from '../../../dataProviders/httpClient';
import type { ResourceLookup } from '../../../contracts/resourceDefinition';
import { flagsByPath, isAllowed, type Flags } from './permissions';
import { forgetMenuAccess, loadMenuAccess } from './menuAccess';
import { clearSession, forgetSignInReason, isAuthenticated, markSecondFactorSetup, markSessionRefused, mustEnrolSecondFactor, rememberWhereSessionEnded, SESSION_KEYS, storeSession } from './session';
import { sessionCalls } from './sessionCalls';

/**
 * Owns the session keys: sign-in stores them, a 401 or Log Out clears them and leads to /login.
 * `canAccess` applies the menu flags (L, V, W, R, D) of the resource's menu entry (found with the injected
 * `getResource`); the server enforces the same.
 */
/** The 403 of a session that must enrol a second factor first (mock-server/shell/twoFactorGate.ts). */
const isEnrolRefusal = (error: unknown): boolean =>
  (error as { body?: { data?: { twoFactorSetupRequired?: unknown } | null } }).body?.data?.twoFactorSetupRequired === true;

/** Opens the sign-in page, which shows the enrolment for this session; never settles (the page is left). */
const goEnrol = (): Promise<void> => {
  window.location.replace('/login');
  return new Promise(() => undefined);
};

export const createAuthProvider = (http: HttpClient, getResource: ResourceLookup): AuthProvider => {
  // the user's flags come from the menu tree, shared with the sidebar (one request per session)
  const session = sessionCalls(http);
  const loadFlags = async (): Promise<Map<string, Flags>> => flagsByPath(await loadMenuAccess(http));
  return {
    login: async ({ username, password }: { username: string; password: string }) => {
      const answer = await session.signIn(username, password);
      // a second factor is asked on the sign-in page (its code step), which does not come through here
      if ('twoFactorRequired' in answer) throw new Error('app.login.two_factor.code_needed');
      storeSession(answer);
      forgetSignInReason();
      forgetMenuAccess();
    },
    logout: async () => {
      if (isAuthenticated()) {
        // best effort: the server invalidates the token; the local session goes either way
        await session.signOut().catch(() => undefined);
      }
      clearSession();
      forgetMenuAccess();
      return '/login';
    },
    checkAuth: async () => {
      if (!isAuthenticated()) throw { redirectTo: '/login', message: false };
      // a role requires a second factor the user has not set up: the sign-in page shows the enrolment (a full load:
      // react-admin's own redirect after a refused check would sign the user out)
      if (mustEnrolSecondFactor()) return goEnrol();
    },
    checkError: async (error: { status?: number }) => {
      if (error?.status === 401) {
        // the sign-in page (a chunk without react-admin's toasts) says why it is shown
        if (isAuthenticated()) {
          markSessionRefused();
          rememberWhereSessionEnded();
        }
        clearSession();
        throw { redirectTo: '/login', message: 'ra.notification.logged_out' };
      }
      // the server refuses everything but the enrolment until a second factor is set up (a role now requires it)
      if (error?.status === 403 && isEnrolRefusal(error)) {
        markSecondFactorSetup(true);
        return goEnrol();
      }
      // 403 is a refused action, not a lost session: the caller shows the server's message
    },
    getIdentity: async () => ({
      id: localStorage.getItem(SESSION_KEYS.userId) ?? '',
      fullName: localStorage.getItem(SESSION_KEYS.name) ?? '',
    }),
    canAccess: async ({ action, resource }) => {
      const menu = (await getResource(resource))?.permissions?.menu;
      if (!menu) return true;
      return isAllowed(await loadFlags(), menu, action);
    },
  };
};
