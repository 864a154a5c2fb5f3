import type { AuthProvider } from 'react-admin';
import { vi } from 'vitest';

/** A successful answer of the API's envelope, as the data provider's `call` resolves it. */
export const answer = <T,>(data: T, message = '') => ({ isSuccess: true, message, data });

/** A signed-in user whose menu-entry flags allow the react-admin actions `isAllowed` says yes to. */
export const userWho = (isAllowed: (action: string) => boolean): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  canAccess: async ({ action }) => isAllowed(action),
});

/** A user who may list and view (L, V) but not create or edit (W). */
export const viewOnly = userWho((action) => ['list', 'show'].includes(action));

// ---- browser doubles, for parts that call fetch or move window.location themselves (the sign-in page) ----

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** An HTTP answer carrying a successful envelope. */
export const envelopeResponse = (data: unknown, message = '') => json(200, { isSuccess: true, message, data });
/** An HTTP refusal carrying the envelope's message. */
export const refusalResponse = (status: number, message: string) => json(status, { isSuccess: false, message, data: null });

/** window.location with replace/reload doubles (jsdom's own cannot be spied on); undone by vi.unstubAllGlobals. */
export const stubLocation = (pathname = '/login') => {
  const location = { ...window.location, pathname, replace: vi.fn(), reload: vi.fn() };
  vi.stubGlobal('location', location);
  return location;
};
