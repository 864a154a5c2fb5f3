// POST /api/Auth/Login and POST /api/Auth/Logout.
import { Router } from 'express';
import { authOf, clearFailures, issueSession, lockedUntil, recordFailure, requireAuth } from '../auth';
import { ApiError, apiError, objectBody, ok } from '../http';
import { languageOf, t } from '../messages';
import { hashPassword, verifyPassword } from '../passwords';
import type { User } from '../types';
import { validate, type Schema } from '../validation';
import type { ApiContext } from './context';

const loginSchema = {
  login: { type: 'string', required: true, maxLength: 200 },
  password: { type: 'string', required: true, trim: false, maxLength: 200 },
} satisfies Schema;

/** A hash to verify against when the login matches nobody, so both cases take the same time. */
const dummyHash = hashPassword('not a password');

export function authRoutes({ store, disconnectSession }: ApiContext): Router {
  const router = Router();

  router.post('/Auth/Login', async (req, res) => {
    const { login, password } = validate(objectBody(req), loginSchema);
    const state = store.state;
    const wanted = login.toLowerCase();
    const user: User | undefined = state.users.find((u) => u.login.toLowerCase() === wanted || u.email.toLowerCase() === wanted);
    const key = user ? user.login.toLowerCase() : wanted;

    const until = lockedUntil(state, key);
    if (until !== undefined) {
      const seconds = Math.max(1, Math.ceil((until - Date.now()) / 1000));
      const time = new Date(until).toLocaleTimeString(languageOf(req) === 'es' ? 'es-CO' : 'en-US', { hour: '2-digit', minute: '2-digit' });
      throw new ApiError(
        429,
        { key: 'auth.tooManyAttempts', params: { login, minutes: Math.ceil(seconds / 60), until: time } },
        undefined,
        { 'Retry-After': String(seconds) },
      );
    }

    const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
    if (!user || !valid) {
      recordFailure(state, key);
      await store.save();
      throw apiError(401, 'auth.badCredentials');
    }
    if (!user.status) throw apiError(403, 'auth.inactiveUser', { login: user.login });

    clearFailures(state, key);
    const { token, session } = issueSession(state, user.id);
    await store.save();
    ok(res, {
      token,
      name: user.name,
      email: user.email,
      transactionDate: session.createdAt,
      sessionId: session.id,
      userId: user.id,
      changePassword: user.changePassword,
      status: user.status,
      login: user.login,
      codBodega: user.codBodega,
    });
  });

  router.post('/Auth/Logout', requireAuth(store), async (req, res) => {
    const { session } = authOf(req);
    store.state.sessions = store.state.sessions.filter((s) => s.id !== session.id);
    await store.save();
    disconnectSession(session.id);
    ok(res, true, t(req, 'success.logout'));
  });

  return router;
}
