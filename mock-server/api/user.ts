// POST /api/User/changePassword?userId&currentPassword&newPassword (spec 01 §7.2): the signed-in user changes
// their own password. The values travel in the query string, as the original API takes them.
import { Router } from 'express';
import { authOf, clearFailures, lockedUntil, recordFailure, requireAuth } from '../auth';
import { ApiError, apiError, ok } from '../http';
import { t } from '../messages';
import { listMessage, missingPasswordRules } from '../passwordPolicy';
import { hashPassword, verifyPassword } from '../passwords';
import { validate, type Schema } from '../validation';
import type { ApiContext } from './context';

const changePasswordSchema = {
  userId: { type: 'integer', required: true, min: 1 },
  currentPassword: { type: 'string', required: true, trim: false, maxLength: 200 },
  newPassword: { type: 'string', required: true, trim: false, maxLength: 200 },
} satisfies Schema;

/** Wrong current passwords are counted like failed sign-ins, under their own key, so guessing is slowed too. */
const attemptsKey = (login: string) => `changePassword:${login.toLowerCase()}`;

export function userRoutes({ store, disconnectSession }: ApiContext): Router {
  const router = Router();

  router.post('/User/changePassword', requireAuth(store), async (req, res) => {
    const { userId, currentPassword, newPassword } = validate(req.query as Record<string, unknown>, changePasswordSchema);
    const { user, session } = authOf(req);
    if (userId !== user.id) throw apiError(403, 'password.otherUser');

    const state = store.state;
    const key = attemptsKey(user.login);
    const until = lockedUntil(state, key);
    if (until !== undefined) {
      const seconds = Math.max(1, Math.ceil((until - Date.now()) / 1000));
      throw new ApiError(429, { key: 'password.tooManyAttempts', params: { minutes: Math.ceil(seconds / 60) } }, undefined, {
        'Retry-After': String(seconds),
      });
    }
    if (!(await verifyPassword(currentPassword, user.passwordHash))) {
      recordFailure(state, key);
      await store.save();
      throw apiError(400, 'password.wrongCurrent', undefined, { currentPassword: { key: 'password.wrongCurrent' } });
    }

    const missing = missingPasswordRules(newPassword);
    if (missing.length > 0) {
      const message = { key: 'password.weak' as const, params: { missing: listMessage(missing) } };
      throw new ApiError(400, message, { newPassword: message });
    }
    if (newPassword === currentPassword) {
      throw apiError(400, 'password.sameAsCurrent', undefined, { newPassword: { key: 'password.sameAsCurrent' } });
    }

    user.passwordHash = await hashPassword(newPassword);
    clearFailures(state, key);
    // the other sessions of this user end: whoever knew the old password is signed out
    const ended = state.sessions.filter((s) => s.userId === user.id && s.id !== session.id);
    state.sessions = state.sessions.filter((s) => !ended.includes(s));
    await store.save();
    for (const s of ended) disconnectSession(s.id);
    ok(res, true, t(req, 'password.changed'));
  });

  return router;
}
