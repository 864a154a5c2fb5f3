// The second factor (issue 32 item 5), the product's own endpoints beside the documented Auth/Login:
// POST /api/Auth/VerifySecondFactor (public: a challenge and a code → the session), and for the signed-in user
// GET TwoFactor/Status, POST TwoFactor/BeginEnrol, TwoFactor/ConfirmEnrol, TwoFactor/Disable; an administrator's
// POST TwoFactor/ResetUser (W on Users). Secrets are kept as TOTP needs them (base32: the server computes the codes
// too); recovery codes and challenges only as hashes. Closing a reset user's sessions drops their sockets.
import { Router } from 'express';
import type { z } from 'zod';
import QRCode from 'qrcode';
import { clearFailures, lockedUntil, recordFailure } from '../auth';
import { authOf } from '../../core/actor';
import { handle, reply } from '../../core/handle';
import { records } from '../../core/records';
import { refuse, refusalOf } from '../../core/refuse';
import { verifyPassword } from '../passwords';
import { findUser } from '../../core/db/records';
import type { Db } from '../../core/db/open';
import {
  hashChallenge,
  hashRecoveryCode,
  looksLikeTotp,
  matchTotp,
  newRecoveryCodes,
  newSecret,
  otpauthUri,
} from '../twoFactor';
import { secondFactorState } from '../twoFactorGate';
import {
  twoFactorBeginEnrol,
  twoFactorConfirmEnrol,
  twoFactorDisable,
  twoFactorResetUser,
  twoFactorStatus,
  verifySecondFactor,
} from '../../../contracts/endpoints/twoFactor';
import type { ApiContext } from './context';
import { sessionAnswer, throttledClient, tooManyAttempts } from './signIn';

/**
 * Checks a code of the user's confirmed factor: a TOTP code (a time step after the last accepted one) or an unused
 * recovery code, spent at once. True when it was good (and is now used up).
 */
export async function spendCode(db: Db, userId: number, code: string, now = Date.now()): Promise<boolean> {
  const factor = await db.selectFrom('userSecondFactors').selectAll().where('userId', '=', userId).executeTakeFirst();
  if (!factor?.confirmedAt) return false;
  if (looksLikeTotp(code)) {
    const step = await matchTotp(factor.secret, code, Number(factor.lastTimeStep), now);
    if (step === undefined) return false;
    // only one request may take this step (two at once with the same code: one wins)
    const taken = await db.updateTable('userSecondFactors').set({ lastTimeStep: step })
      .where('userId', '=', userId).where('lastTimeStep', '<', step).executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1;
  }
  const spent = await db.updateTable('userRecoveryCodes').set({ usedAt: new Date(now).toISOString() })
    .where('userId', '=', userId).where('codeHash', '=', hashRecoveryCode(code)).where('usedAt', 'is', null).executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/** Closes sessions of a user (all, or all but one) and drops their sockets. */
async function closeSessions(db: Db, disconnect: (id: string) => void, userId: number, keep?: string): Promise<number> {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (keep) query = query.where('id', '<>', keep);
  const closed = await query.returning('id').execute();
  for (const { id } of closed) disconnect(id);
  return closed.length;
}

const removeFactor = async (db: Db, userId: number) => {
  await db.deleteFrom('userRecoveryCodes').where('userId', '=', userId).execute();
  const removed = await db.deleteFrom('userSecondFactors').where('userId', '=', userId).executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
};

/**
 * The user's trail records the factor turned on or off. The factor is kept beside the user's row, which keeps its
 * version (a form open on the user still saves).
 */
const factorAudit = (tx: Db, actor: { id: number; name: string }, userId: number, enabled: boolean) =>
  records.stored(tx, { actor: { id: actor.id, name: actor.name }, resource: 'users', recordId: userId, action: 'update', before: { secondFactor: !enabled }, after: { secondFactor: enabled } });

export function twoFactorRoutes({ db, disconnectSession }: ApiContext): Router {
  const router = Router();
  // the calls a user who must still enrol may make (twoFactorGate.ts)

  handle(router, verifySecondFactor, async ({ body: { challenge, code }, req }) => {
    const client = await throttledClient(db, req);
    const now = Date.now();
    const found = await db.selectFrom('twoFactorChallenges').selectAll().where('idHash', '=', hashChallenge(challenge)).executeTakeFirst();
    if (!found || Date.parse(found.expiresAt) <= now) {
      await recordFailure(db, client);
      refuse(401, 'twoFactor.challengeExpired');
    }
    const user = await findUser(db, found.userId);
    if (!user) refuse(401, 'twoFactor.challengeExpired');
    const key = user.login.toLowerCase();
    const until = await lockedUntil(db, key);
    if (until !== undefined) throw tooManyAttempts(req, user.login, until);
    if (!user.status) refuse(403, 'auth.inactiveUser', { login: user.login });

    const answer = await db.transaction().execute(async (tx) => {
      if (!(await spendCode(tx, user.id, code, now))) return undefined;
      // single use: only the request that deletes the challenge gets the session
      const taken = await tx.deleteFrom('twoFactorChallenges').where('idHash', '=', found.idHash).executeTakeFirst();
      if (Number(taken.numDeletedRows) !== 1) refuse(401, 'twoFactor.challengeExpired');
      await clearFailures(tx, key);
      return sessionAnswer(tx, user);
    });
    if (!answer) {
      // a wrong code is a failed sign-in: per account and per client
      await recordFailure(db, client);
      await recordFailure(db, key);
      refuse(401, 'twoFactor.badCode', undefined, { field: 'code' });
    }
    return answer;
  });

  handle(router, twoFactorStatus, async ({ req }) => {
    const { user } = authOf(req);
    const state = await secondFactorState(db, user.id);
    const left = await db.selectFrom('userRecoveryCodes').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('userId', '=', user.id).where('usedAt', 'is', null).executeTakeFirstOrThrow();
    return { ...state, recoveryCodesLeft: state.enabled ? Number(left.n) : 0 } satisfies z.infer<typeof twoFactorStatus.answer>;
  });

  handle(router, twoFactorBeginEnrol, async ({ req }) => {
    const { user } = authOf(req);
    const current = await db.selectFrom('userSecondFactors').select('confirmedAt').where('userId', '=', user.id).executeTakeFirst();
    if (current?.confirmedAt) refuse(409, 'twoFactor.alreadyEnabled');
    const company = await db.selectFrom('company').select('name').orderBy('id').executeTakeFirst();
    const issuer = company?.name || 'Back office';
    const secret = newSecret();
    await db.deleteFrom('userSecondFactors').where('userId', '=', user.id).execute();
    await db.insertInto('userSecondFactors').values({ userId: user.id, secret, createdAt: new Date().toISOString(), confirmedAt: null }).execute();
    const uri = otpauthUri(issuer, user.login, secret);
    const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return {
      secret, otpauthUri: uri, issuer, account: user.login,
      qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    } satisfies z.infer<typeof twoFactorBeginEnrol.answer>;
  });

  handle(router, twoFactorConfirmEnrol, async ({ body: { code }, req, say }) => {
    const { user } = authOf(req);
    const pending = await db.selectFrom('userSecondFactors').selectAll().where('userId', '=', user.id).executeTakeFirst();
    if (pending?.confirmedAt) refuse(409, 'twoFactor.alreadyEnabled');
    if (!pending) refuse(409, 'twoFactor.notStarted');
    const step = await matchTotp(pending.secret, code, 0);
    if (step === undefined) refuse(400, 'twoFactor.badEnrolCode', undefined, { field: 'code' });
    const codes = newRecoveryCodes();
    await db.transaction().execute(async (tx) => {
      const now = new Date().toISOString();
      await tx.updateTable('userSecondFactors').set({ confirmedAt: now, lastTimeStep: step }).where('userId', '=', user.id).execute();
      await tx.deleteFrom('userRecoveryCodes').where('userId', '=', user.id).execute();
      await tx.insertInto('userRecoveryCodes').values(codes.map((c) => ({ userId: user.id, codeHash: hashRecoveryCode(c), usedAt: null }))).execute();
      await factorAudit(tx, user, user.id, true);
    });
    return reply({ recoveryCodes: codes } satisfies z.infer<typeof twoFactorConfirmEnrol.answer>, say('twoFactor.enabled'));
  });

  handle(router, twoFactorDisable, async ({ body: { password, code }, req, say }) => {
    const { user, session } = authOf(req);
    const key = user.login.toLowerCase();
    const until = await lockedUntil(db, key);
    if (until !== undefined) throw tooManyAttempts(req, user.login, until);
    const state = await secondFactorState(db, user.id);
    if (!state.enabled) refuse(409, 'twoFactor.notEnabled');
    if (!password && !code) {
      refuse(400, 'twoFactor.proofRequired', undefined, { errors: { password: { key: 'twoFactor.proofRequired' }, code: { key: 'twoFactor.proofRequired' } } });
    }
    const proven = password ? await verifyPassword(password, user.passwordHash) : await spendCode(db, user.id, code!);
    if (!proven) {
      await recordFailure(db, key);
      throw password
        ? refusalOf(400, 'twoFactor.badPassword', undefined, { field: 'password' })
        : refusalOf(400, 'twoFactor.badCode', undefined, { field: 'code' });
    }
    await db.transaction().execute(async (tx) => {
      await removeFactor(tx, user.id);
      await factorAudit(tx, user, user.id, false);
    });
    // whoever else holds a session of this user is signed out; this one stays
    await closeSessions(db, disconnectSession, user.id, session.id);
    return reply(true as const, say('twoFactor.disabled'));
  });

  handle(router, twoFactorResetUser, async ({ body: { idUser }, req, say }) => {
    const { user: admin } = authOf(req);
    const target = await findUser(db, idUser);
    if (!target) refuse(404, 'error.recordNotFound', { entity: { key: 'user.entity' }, id: idUser });
    const removed = await db.transaction().execute(async (tx) => {
      const had = await removeFactor(tx, target.id);
      if (had) await factorAudit(tx, admin, target.id, false);
      return had;
    });
    if (!removed) refuse(409, 'twoFactor.notEnabled');
    await closeSessions(db, disconnectSession, target.id);
    return reply(true as const, say('twoFactor.resetUser', { login: target.login }));
  });

  return router;
}

