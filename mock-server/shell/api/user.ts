// POST /api/User/changePassword?userId&currentPassword&newPassword (spec 01 §7.2): the signed-in user changes
// their own password. The values travel in the query string, as the original API takes them.
import { Router } from 'express';
import { clearFailures, lockedUntil, recordFailure } from '../auth';
import { authOf } from '../../core/actor';
import { handle, reply } from '../../core/handle';
import { records } from '../../core/records';
import { refuse } from '../../core/refuse';
import { listMessage, missingPasswordRules } from '../passwordPolicy';
import { hashPassword, verifyPassword } from '../passwords';
import { changePassword } from '../../../contracts/endpoints/users';
import type { ApiContext } from './context';

/** Wrong current passwords are counted like failed sign-ins, under their own key, so guessing is slowed too. */
const attemptsKey = (login: string) => `changePassword:${login.toLowerCase()}`;

export function userRoutes({ db, disconnectSession }: ApiContext): Router {
  const router = Router();

  handle(router, changePassword, async ({ query: { userId, currentPassword, newPassword }, req, actor, say }) => {
    const { user, session } = authOf(req);
    if (userId !== user.id) refuse(403, 'password.otherUser');

    const key = attemptsKey(user.login);
    const until = await lockedUntil(db, key);
    if (until !== undefined) {
      const seconds = Math.max(1, Math.ceil((until - Date.now()) / 1000));
      refuse(429, 'password.tooManyAttempts', { minutes: Math.ceil(seconds / 60) }, { headers: { 'Retry-After': String(seconds) } });
    }
    if (!(await verifyPassword(currentPassword, user.passwordHash))) {
      await recordFailure(db, key);
      refuse(400, 'password.wrongCurrent', undefined, { field: 'currentPassword' });
    }

    const missing = missingPasswordRules(newPassword);
    if (missing.length > 0) {
      refuse(400, 'user.weakPassword', { missing: listMessage(missing) }, { field: 'newPassword' });
    }
    if (newPassword === currentPassword) refuse(400, 'password.sameAsCurrent', undefined, { field: 'newPassword' });

    const passwordHash = await hashPassword(newPassword);
    const ended = await db.transaction().execute(async (tx) => {
      await records.save(tx, 'users', user.id, { passwordHash }, { actor: actor(), before: { passwordHash: user.passwordHash }, after: { passwordHash } });
      await clearFailures(tx, key);
      // the other sessions of this user end: whoever knew the old password is signed out
      return tx.deleteFrom('sessions').where('userId', '=', user.id).where('id', '!=', session.id).returning('id').execute();
    });
    for (const s of ended) disconnectSession(s.id);
    return reply(true as const, say('password.changed'));
  });

  return router;
}
