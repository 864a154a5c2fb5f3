// POST /api/Auth/Login and POST /api/Auth/Logout. A user with a second factor gets a challenge from Auth/Login
// rather than a session; the code goes to Auth/VerifySecondFactor (api/twoFactor.ts).
import { Router, type Request } from 'express';
import { authOf, clearFailures, clientDelayMs, clientFailures, clientKey, CLIENT_MAX_FAILED_LOGINS, issueSession, lockedUntil, recordFailure } from '../auth';
import { ApiError, apiError, objectBody, ok } from '../http';
import { languageOf, t } from '../messages';
import { hashPassword, verifyPassword } from '../passwords';
import { findUser } from '../db/records';
import type { Db } from '../db/open';
import type { User } from '../types';
import { parse } from '../contract';
import { login as loginContract, type LoginAnswer, type LoginChallenge } from '../../contracts/endpoints/session';
import { newChallenge } from '../twoFactor';
import { secondFactorState } from '../twoFactorGate';
import type { ApiContext } from './context';
import { issueChallenge, twoFactorRoutes } from './twoFactor';

/** A hash to verify against when the login matches nobody, so both cases take the same time. */
const dummyHash = hashPassword('not a password');

/**
 * The client's failure counter key, once it may try: one client trying many accounts (or codes) is slowed, then
 * refused (429), whatever the accounts.
 */
export async function throttledClient(db: Db, req: Request): Promise<string> {
  const client = clientKey(req.ip ?? req.socket.remoteAddress ?? 'unknown');
  const fromClient = await clientFailures(db, client);
  if (fromClient.count >= CLIENT_MAX_FAILED_LOGINS) {
    const seconds = Math.max(1, Math.ceil((fromClient.retryAt - Date.now()) / 1000));
    throw new ApiError(429, { key: 'auth.tooManyFromClient', params: { minutes: Math.ceil(seconds / 60) } }, undefined, { 'Retry-After': String(seconds) });
  }
  const delay = clientDelayMs(fromClient.count);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  return client;
}

/** 429: the account is locked until `until`. */
export function tooManyAttempts(req: Request, login: string, until: number): ApiError {
  const seconds = Math.max(1, Math.ceil((until - Date.now()) / 1000));
  const time = new Date(until).toLocaleTimeString(languageOf(req) === 'es' ? 'es-CO' : 'en-US', { hour: '2-digit', minute: '2-digit' });
  return new ApiError(
    429,
    { key: 'auth.tooManyAttempts', params: { login, minutes: Math.ceil(seconds / 60), until: time } },
    undefined,
    { 'Retry-After': String(seconds) },
  );
}

/** A new session and what Auth/Login answers with it (Auth/VerifySecondFactor answers the same). */
export async function sessionAnswer(db: Db, user: User): Promise<LoginAnswer> {
  const { token, session } = await issueSession(db, user.id);
  const { required, enabled } = await secondFactorState(db, user.id);
  return {
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
    // a role requires a factor the user has not set up: this session may only enrol (twoFactorGate.ts)
    ...(required && !enabled ? { twoFactorSetupRequired: true as const } : {}),
  };
}

export function authRoutes(ctx: ApiContext): Router {
  const { db, disconnectSession } = ctx;
  const router = Router();

  router.post('/Auth/Login', async (req, res) => {
    const { login, password } = parse(loginContract.body, objectBody(req));
    const client = await throttledClient(db, req);
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
    if (until !== undefined) throw tooManyAttempts(req, login, until);

    // an unknown login verifies a hash too (same time) and leaves no trace of the login typed: only the client's count
    const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
    if (!user || !valid) {
      await recordFailure(db, client);
      if (user) await recordFailure(db, key);
      throw apiError(401, 'auth.badCredentials');
    }
    if (!user.status) throw apiError(403, 'auth.inactiveUser', { login: user.login });

    if ((await secondFactorState(db, user.id)).enabled) {
      // no session yet, and the failures stay counted until the code is right (a right password alone clears nothing)
      const challenge = newChallenge();
      const expiresAt = await issueChallenge(db, user.id, challenge);
      ok(res, { twoFactorRequired: true, challenge, expiresAt } satisfies LoginChallenge);
      return;
    }
    const answer = await db.transaction().execute(async (tx) => {
      await clearFailures(tx, key);
      return sessionAnswer(tx, user);
    });
    ok(res, answer);
  });

  router.post('/Auth/Logout', async (req, res) => {
    const { session } = authOf(req);
    await db.deleteFrom('sessions').where('id', '=', session.id).execute();
    disconnectSession(session.id);
    ok(res, true, t(req, 'success.logout'));
  });

  router.use(twoFactorRoutes(ctx));
  return router;
}
