// What the two steps of a sign-in share (Auth/Login in auth.ts, Auth/VerifySecondFactor in twoFactor.ts): the
// failed sign-in throttle, the session answered, the challenge between the steps.
import type { Request } from 'express';
import { clientDelayMs, clientFailures, clientKey, CLIENT_MAX_FAILED_LOGINS, issueSession } from '../auth';
import { refusalOf } from '../../core/refuse';
import type { Db } from '../../core/db/open';
import type { ApiError } from '../../core/refuse';
import { languageOf } from '../messages';
import { CHALLENGE_TTL_MS, hashChallenge } from '../twoFactor';
import { secondFactorState } from '../twoFactorGate';
import type { User } from '../../core/types';
import type { LoginAnswer } from '../../../contracts/endpoints/session';

/**
 * The client's failure counter key, once it may try: one client trying many accounts (or codes) is slowed, then
 * refused (429), whatever the accounts.
 */
export async function throttledClient(db: Db, req: Request): Promise<string> {
  const client = clientKey(req.ip ?? req.socket.remoteAddress ?? 'unknown');
  const fromClient = await clientFailures(db, client);
  if (fromClient.count >= CLIENT_MAX_FAILED_LOGINS) {
    const seconds = Math.max(1, Math.ceil((fromClient.retryAt - Date.now()) / 1000));
    throw refusalOf(429, 'auth.tooManyFromClient', { minutes: Math.ceil(seconds / 60) }, { headers: { 'Retry-After': String(seconds) } });
  }
  const delay = clientDelayMs(fromClient.count);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  return client;
}

/** 429: the account is locked until `until`. */
export function tooManyAttempts(req: Request, login: string, until: number): ApiError {
  const seconds = Math.max(1, Math.ceil((until - Date.now()) / 1000));
  const time = new Date(until).toLocaleTimeString(languageOf(req) === 'es' ? 'es-CO' : 'en-US', { hour: '2-digit', minute: '2-digit' });
  return refusalOf(429, 'auth.tooManyAttempts', { login, minutes: Math.ceil(seconds / 60), until: time }, { headers: { 'Retry-After': String(seconds) } });
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

/** Creates a challenge for a user whose password was right; only its hash is stored. */
export async function issueChallenge(db: Db, userId: number, challenge: string, now = Date.now()): Promise<string> {
  await db.deleteFrom('twoFactorChallenges').where('expiresAt', '<=', new Date(now).toISOString()).execute();
  const expiresAt = new Date(now + CHALLENGE_TTL_MS).toISOString();
  await db.insertInto('twoFactorChallenges').values({ idHash: hashChallenge(challenge), userId, expiresAt }).execute();
  return expiresAt;
}
