// POST /api/Auth/Login and POST /api/Auth/Logout.
import { Router } from 'express';
import { authOf, clearFailures, clientDelayMs, clientFailures, clientKey, CLIENT_MAX_FAILED_LOGINS, issueSession, lockedUntil, recordFailure, requireAuth } from '../auth';
import { ApiError, apiError, objectBody, ok } from '../http';
import { languageOf, t } from '../messages';
import { hashPassword, verifyPassword } from '../passwords';
import { findUser } from '../db/records';
import type { User } from '../types';
import { parse } from '../contract';
import { login as loginContract } from '../../contracts/endpoints/session';
import type { ApiContext } from './context';

/** A hash to verify against when the login matches nobody, so both cases take the same time. */
const dummyHash = hashPassword('not a password');

export function authRoutes({ db, disconnectSession }: ApiContext): Router {
  const router = Router();

  router.post('/Auth/Login', async (req, res) => {
    const { login, password } = parse(loginContract.body, objectBody(req));
    // one client trying many accounts is slowed, then refused, whatever the accounts
    const client = clientKey(req.ip ?? req.socket.remoteAddress ?? 'unknown');
    const fromClient = await clientFailures(db, client);
    if (fromClient.count >= CLIENT_MAX_FAILED_LOGINS) {
      const seconds = Math.max(1, Math.ceil((fromClient.retryAt - Date.now()) / 1000));
      throw new ApiError(429, { key: 'auth.tooManyFromClient', params: { minutes: Math.ceil(seconds / 60) } }, undefined, { 'Retry-After': String(seconds) });
    }
    const delay = clientDelayMs(fromClient.count);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const wanted = login.toLowerCase();
    const found = await db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb.or([eb(eb.fn('lower', ['login']), '=', wanted), eb(eb.fn('lower', ['email']), '=', wanted)]))
      .orderBy('id')
      .executeTakeFirst();
    const user: User | undefined = found ? await findUser(db, found.id) : undefined;
    const key = user ? user.login.toLowerCase() : wanted;

    const until = await lockedUntil(db, key);
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

    // an unknown login verifies a hash too (same time) and leaves no trace of the login typed: only the client's count
    const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
    if (!user || !valid) {
      await recordFailure(db, client);
      if (user) await recordFailure(db, key);
      throw apiError(401, 'auth.badCredentials');
    }
    if (!user.status) throw apiError(403, 'auth.inactiveUser', { login: user.login });

    const { token, session } = await db.transaction().execute(async (tx) => {
      await clearFailures(tx, key);
      return issueSession(tx, user.id);
    });
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

  router.post('/Auth/Logout', requireAuth(db), async (req, res) => {
    const { session } = authOf(req);
    await db.deleteFrom('sessions').where('id', '=', session.id).execute();
    disconnectSession(session.id);
    ok(res, true, t(req, 'success.logout'));
  });

  return router;
}
