// POST /api/Auth/Login and POST /api/Auth/Logout. A user with a second factor gets a challenge from Auth/Login
// rather than a session; the code goes to Auth/VerifySecondFactor (api/twoFactor.ts).
import { Router } from 'express';
import { clearFailures, lockedUntil, recordFailure } from '../auth';
import { authOf } from '../../core/actor';
import { handle, reply } from '../../core/handle';
import { refuse } from '../../core/refuse';
import { hashPassword, verifyPassword } from '../passwords';
import { findUser } from '../../core/db/records';
import type { User } from '../../core/types';
import { login as loginContract, logout, type LoginChallenge } from '../../../contracts/endpoints/session';
import { newChallenge } from '../twoFactor';
import { secondFactorState } from '../twoFactorGate';
import type { ApiContext } from './context';
import { issueChallenge, sessionAnswer, throttledClient, tooManyAttempts } from './signIn';

/** A hash to verify against when the login matches nobody, so both cases take the same time. */
const dummyHash = hashPassword('not a password');

export function authRoutes(ctx: ApiContext): Router {
  const { db, disconnectSession } = ctx;
  const router = Router();

  handle(router, loginContract, async ({ body: { login, password }, req }) => {
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
      refuse(401, 'auth.badCredentials');
    }
    if (!user.status) refuse(403, 'auth.inactiveUser', { login: user.login });

    if ((await secondFactorState(db, user.id)).enabled) {
      // no session yet, and the failures stay counted until the code is right (a right password alone clears nothing)
      const challenge = newChallenge();
      const expiresAt = await issueChallenge(db, user.id, challenge);
      return { twoFactorRequired: true, challenge, expiresAt } satisfies LoginChallenge;
    }
    return db.transaction().execute(async (tx) => {
      await clearFailures(tx, key);
      return sessionAnswer(tx, user);
    });
  });

  handle(router, logout, async ({ req, say }) => {
    const { session } = authOf(req);
    await db.deleteFrom('sessions').where('id', '=', session.id).execute();
    disconnectSession(session.id);
    return reply(true as const, say('success.logout'));
  });

  return router;
}
