// POST /api/User/changePassword?userId&currentPassword&newPassword (spec 01 §7.2): the signed-in user changes
// their own password. The values travel in the query string, as the original API takes them.
import { Router } from 'express';
import { sql } from 'kysely';
import { recordAudit } from '../db/audit';
import { actorOf, authOf, clearFailures, lockedUntil, recordFailure } from '../auth';
import { ApiError, apiError, ok } from '../http';
import { t } from '../messages';
import { listMessage, missingPasswordRules } from '../passwordPolicy';
import { hashPassword, verifyPassword } from '../passwords';
import { parse } from '../contract';
import { changePassword } from '../../contracts/endpoints/users';
import type { ApiContext } from './context';

/** Wrong current passwords are counted like failed sign-ins, under their own key, so guessing is slowed too. */
const attemptsKey = (login: string) => `changePassword:${login.toLowerCase()}`;

export function userRoutes({ db, disconnectSession }: ApiContext): Router {
  const router = Router();

  router.post('/User/changePassword', async (req, res) => {
    const { userId, currentPassword, newPassword } = parse(changePassword.query, { ...req.query });
    const { user, session } = authOf(req);
    if (userId !== user.id) throw apiError(403, 'password.otherUser');

    const key = attemptsKey(user.login);
    const until = await lockedUntil(db, key);
    if (until !== undefined) {
      const seconds = Math.max(1, Math.ceil((until - Date.now()) / 1000));
      throw new ApiError(429, { key: 'password.tooManyAttempts', params: { minutes: Math.ceil(seconds / 60) } }, undefined, {
        'Retry-After': String(seconds),
      });
    }
    if (!(await verifyPassword(currentPassword, user.passwordHash))) {
      await recordFailure(db, key);
      throw apiError(400, 'password.wrongCurrent', undefined, { currentPassword: { key: 'password.wrongCurrent' } });
    }

    const missing = missingPasswordRules(newPassword);
    if (missing.length > 0) {
      const message = { key: 'user.weakPassword' as const, params: { missing: listMessage(missing) } };
      throw new ApiError(400, message, { newPassword: message });
    }
    if (newPassword === currentPassword) {
      throw apiError(400, 'password.sameAsCurrent', undefined, { newPassword: { key: 'password.sameAsCurrent' } });
    }

    const passwordHash = await hashPassword(newPassword);
    const ended = await db.transaction().execute(async (tx) => {
      await tx.updateTable('users').set({ passwordHash, version: sql<number>`version + 1` }).where('id', '=', user.id).execute();
      await recordAudit(tx, { actor: actorOf(req), resource: 'users', recordId: user.id, action: 'update', before: { passwordHash: user.passwordHash }, after: { passwordHash } });
      await clearFailures(tx, key);
      // the other sessions of this user end: whoever knew the old password is signed out
      return tx.deleteFrom('sessions').where('userId', '=', user.id).where('id', '!=', session.id).returning('id').execute();
    });
    for (const s of ended) disconnectSession(s.id);
    ok(res, true, t(req, 'password.changed'));
  });

  return router;
}
