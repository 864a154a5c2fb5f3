// Sessions (bearer tokens), the requireAuth / requirePermission middlewares, permission flags,
// and the failed-login counter behind the 429.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { ApiError, refusalOf } from '../core/refuse';
import { authOf, type AuthContext } from '../core/actor';
import { timed } from '../core/timing';
import { refuseUntilEnrolled } from './twoFactorGate';
import { ReadCache } from '../core/db/readCache';
import type { Db } from '../core/db/open';
import { findUser, permissionTables, type PermissionTables } from '../core/db/records';
import type { PermissionFlag, PermissionFlags, Session, User } from '../core/types';

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const MAX_FAILED_LOGINS = 5;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins from one client (on any accounts) within the window before each answer is slowed down... */
export const CLIENT_SLOW_AFTER = 10;
/** ...and before the client is refused (429) until the oldest of them leaves the window. */
export const CLIENT_MAX_FAILED_LOGINS = 30;
/** The delay added per failure past CLIENT_SLOW_AFTER, and its ceiling. */
export const CLIENT_DELAY_STEP_MS = 250;
export const CLIENT_DELAY_MAX_MS = 2_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session for the user. Expired sessions are dropped on the way. */
export async function issueSession(db: Db, userId: number, now = Date.now()): Promise<{ token: string; session: Session }> {
  await db.deleteFrom('sessions').where('expiresAt', '<=', new Date(now).toISOString()).execute();
  const token = randomBytes(32).toString('hex');
  const session: Session = {
    id: randomUUID(),
    tokenHash: hashToken(token),
    userId,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + SESSION_TTL_MS).toISOString(),
  };
  await db.insertInto('sessions').values(session).execute();
  return { token, session };
}

export type TokenCheck = { ok: true; auth: AuthContext } | { ok: false; error: ApiError };

/** A token's session and its user, kept until one of these tables is written (a sign-out, a user saved or disabled). */
const sessions = new ReadCache<{ session: Session | undefined; user: User | undefined }>(['sessions', 'users', 'userRoles', 'userDatabases']);

/** Resolves a bearer token to its live session and active user. */
export async function checkToken(db: Db, token: string | undefined, now = Date.now()): Promise<TokenCheck> {
  if (!token) return { ok: false, error: refusalOf(401, 'auth.missingToken') };
  const tokenHash = hashToken(token);
  const found = await sessions.get(db, tokenHash, async () => {
    const session = await db.selectFrom('sessions').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();
    return { session, user: session ? await findUser(db, session.userId) : undefined };
  });
  const { session } = found;
  const user = session && Date.parse(session.expiresAt) > now ? found.user : undefined;
  if (!session || !user) return { ok: false, error: refusalOf(401, 'auth.invalidToken') };
  if (!user.status) return { ok: false, error: refusalOf(401, 'auth.inactiveUser', { login: user.login }) };
  return { ok: true, auth: { user, session } };
}

export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/** The token of a `?token=` query parameter (file links used as <img src>, which cannot send a header). */
function queryToken(req: Request): string | undefined {
  const token = req.query.token;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/**
 * 401 envelope unless the request carries a valid bearer token; sets req.auth. With `allowQueryToken`, a
 * `?token=` query parameter is accepted too (when there is no Authorization header). With `duringEnrolment`, a user who
 * must still set up a second factor gets through (the enrolment calls and sign-out); others are refused with 403.
 */
export function requireAuth(db: Db, options: { allowQueryToken?: boolean; duringEnrolment?: boolean } = {}): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req) ?? (options.allowQueryToken ? queryToken(req) : undefined);
    const result = await timed('auth', () => checkToken(db, token));
    if (!result.ok) throw result.error;
    // a member of a role that requires a second factor, without one, may only enrol and sign out (twoFactorGate.ts)
    if (!options.duringEnrolment) await refuseUntilEnrolled(db, result.auth.user.id);
    req.auth = result.auth;
    next();
  };
}

export const noFlags = (): PermissionFlags => ({ l: false, v: false, w: false, r: false, d: false });
const FLAGS: PermissionFlag[] = ['l', 'v', 'w', 'r', 'd'];

/** The user's flags per menu id: OR over the active access rows of the user's active roles. */
export function flagsByMenu(state: PermissionTables, user: User): Map<number, PermissionFlags> {
  const roleIds = new Set(state.roles.filter((r) => r.status && user.roles.includes(r.id)).map((r) => r.id));
  const result = new Map<number, PermissionFlags>();
  for (const row of state.menuAccess) {
    if (!row.status || !roleIds.has(row.role)) continue;
    const flags = result.get(row.menu) ?? noFlags();
    for (const flag of FLAGS) flags[flag] ||= row[flag];
    result.set(row.menu, flags);
  }
  return result;
}

/**
 * The flags already worked out per permission tables (the read cache's value, the same object until a table is
 * written), then by the user's roles and the menu path: every guarded request asks, and working them out again each
 * time went over all the access rows (issue 37).
 */
const flagsKept = new WeakMap<PermissionTables, Map<string, Readonly<PermissionFlags>>>();

/** A user's flags on the menu entry with this path (OR over the active menus with that path). Do not change them. */
export function userFlags(state: PermissionTables, user: User, menuPath: string): Readonly<PermissionFlags> {
  let kept = flagsKept.get(state);
  if (!kept) flagsKept.set(state, (kept = new Map()));
  const key = `${user.roles.join(',')}\u0000${menuPath}`;
  let flags = kept.get(key);
  if (!flags) {
    // bounded all the same: a few roles' sets and menu paths in practice
    if (kept.size >= 10_000) kept.clear();
    kept.set(key, (flags = Object.freeze(workOutFlags(state, user, menuPath))));
  }
  return flags;
}

function workOutFlags(state: PermissionTables, user: User, menuPath: string): PermissionFlags {
  const byMenu = flagsByMenu(state, user);
  const flags = noFlags();
  for (const menu of state.menus) {
    if (!menu.status || menu.path !== menuPath) continue;
    const own = byMenu.get(menu.id);
    if (own) for (const flag of FLAGS) flags[flag] ||= own[flag];
  }
  return flags;
}

/**
 * 403 envelope unless the signed-in user has `flag` on the menu entry `menuPath` (or, given several paths, on any
 * of them; the message names the first). Use after requireAuth. Routes do not call it: the policy
 * (contracts/policy.ts, mock-server/shell/policy.ts) does, and the checks that depend on what the request names.
 */
export function requirePermission(db: Db, menuPath: string | readonly string[], flag: PermissionFlag): RequestHandler {
  const paths = typeof menuPath === 'string' ? [menuPath] : menuPath;
  return async (req, _res, next) => {
    await assertFlag(db, req, paths, flag);
    next();
  };
}

/** The 403 of requirePermission, for a handler whose menus depend on what the request names. */
export async function assertFlag(db: Db, req: Request, paths: readonly string[], flag: PermissionFlag): Promise<void> {
  const { user } = authOf(req);
  const tables = await timed('permission', () => permissionTables(db));
  if (!paths.some((path) => userFlags(tables, user, path)[flag])) {
    throw refusalOf(403, 'auth.forbidden', { flag: flag.toUpperCase(), flagName: { key: `flag.${flag}` }, path: paths[0] });
  }
}

// ---- failed sign-ins ----------------------------------------------------------------------------

/** When the key is locked out, the time the lock ends; otherwise undefined. Drops failures older than the window. */
export async function lockedUntil(db: Db, key: string, now = Date.now()): Promise<number | undefined> {
  await db.deleteFrom('loginFailures').where('at', '<=', new Date(now - FAILED_LOGIN_WINDOW_MS).toISOString()).execute();
  const recent = await db.selectFrom('loginFailures').select('at').where('key', '=', key).orderBy('at', 'desc').limit(MAX_FAILED_LOGINS).execute();
  if (recent.length < MAX_FAILED_LOGINS) return undefined;
  return Date.parse(recent[MAX_FAILED_LOGINS - 1].at) + FAILED_LOGIN_WINDOW_MS;
}

/** The failure counter's key of a client (its address); accounts are keyed by their login, which has no ':'. */
export const clientKey = (address: string) => `client:${address}`;

/**
 * A client's recent failed sign-ins: how many within the window, and when the oldest of the last
 * CLIENT_MAX_FAILED_LOGINS leaves it (when a refused client may try again).
 */
export async function clientFailures(db: Db, key: string, now = Date.now()): Promise<{ count: number; retryAt: number }> {
  const since = new Date(now - FAILED_LOGIN_WINDOW_MS).toISOString();
  const recent = await db.selectFrom('loginFailures').select('at').where('key', '=', key).where('at', '>', since).orderBy('at', 'desc').limit(CLIENT_MAX_FAILED_LOGINS).execute();
  const oldest = recent.at(-1);
  return { count: recent.length, retryAt: oldest ? Date.parse(oldest.at) + FAILED_LOGIN_WINDOW_MS : now };
}

/** How long to hold the answer to a client with `count` recent failures (0 until CLIENT_SLOW_AFTER). */
export const clientDelayMs = (count: number) =>
  count < CLIENT_SLOW_AFTER ? 0 : Math.min(CLIENT_DELAY_MAX_MS, (count - CLIENT_SLOW_AFTER + 1) * CLIENT_DELAY_STEP_MS);

export async function recordFailure(db: Db, key: string, now = Date.now()): Promise<void> {
  await db.insertInto('loginFailures').values({ key, at: new Date(now).toISOString() }).execute();
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('loginFailures').where('key', '=', key).execute();
}

/** Who is making the request, for the audit trail. */
