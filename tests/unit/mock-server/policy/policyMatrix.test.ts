// @vitest-environment node
// Issue 32: every route of the policy × the administrator, the operator, a technician, a point-of-sale user and a
// user with no menu at all → the answer the policy and the seeded flags give: 403 when a flag is missing, otherwise
// past the guard (not 401/403; what comes after may be 400/404). Expectations are computed from the same
// permission tables the server reads, not listed by hand. And a route without an entry stops the server.
import { Router } from 'express';
import { beforeAll, describe, expect, it } from 'vitest';
import { POLICY, type RouteRule } from '../../../../contracts/policy';
import { userFlags } from '../../../../mock-server/shell/auth';
import { findUser, permissionTables } from '../../../../mock-server/core/db/records';
import { guardRoutes, unguardedRoutes } from '../../../../mock-server/shell/policy';
import { documentedApi } from '../../../../mock-server/shell/api/index';
import { businessLinesApi } from '../../../../mock-server/lines/index';
import { call, login, withServerForFile, type ServerForFile } from '../helpers';
import { madeUser } from './users';

let server: ServerForFile['server'];
let admin: string;
let operador: string;
withServerForFile((ready) => ({ server, admin, operador } = ready));

/** Calls that end the caller's session or factor: left out of the sweep (their own tests cover them). */
const SKIPPED = new Set(['POST /Auth/Logout', 'POST /TwoFactor/Disable', 'POST /TwoFactor/BeginEnrol', 'POST /TwoFactor/ConfirmEnrol']);
const routes = Object.entries(POLICY).filter(([key, rule]) => !('public' in rule) && !key.startsWith('ALL ') && !SKIPPED.has(key));

const users: Record<string, { token: string; userId: number }> = {};
beforeAll(async () => {
  users.admin = { token: admin, userId: (await login(server)).userId };
  users.operador = { token: operador, userId: (await login(server, 'operador', 'Operador#2026')).userId };
  users.tecnico1 = await login(server, 'tecnico1', 'Tecnico#2026');
  users.puntoDeVenta = await madeUser(server, 'punto.venta', { '/MobileOperator/PointSafe': 'lvw', '/system/myAccount': 'lvw' });
  users.sinMenu = await madeUser(server, 'sin.menu', {});
}, 60_000);

/** Whether the policy lets `userId` past the menu flag of `rule`. */
async function allowed(userId: number, rule: Exclude<RouteRule, { public: true }>): Promise<boolean> {
  if (!rule.menu || !rule.flag) return true;
  const tables = await permissionTables(server.db);
  const user = (await findUser(server.db, userId))!;
  const paths = typeof rule.menu === 'string' ? [rule.menu] : rule.menu;
  return paths.some((path) => userFlags(tables, user, path)[rule.flag!]);
}

describe('the route × role matrix (from contracts/policy.ts and the seeded flags)', () => {
  it('covers the routes', () => expect(routes.length).toBeGreaterThan(150));

  it.each(['admin', 'operador', 'tecnico1', 'puntoDeVenta', 'sinMenu'])('%s: 403 where the policy refuses, past the guard elsewhere', async (who) => {
    const wrong: string[] = [];
    for (const [key, rule] of routes) {
      if ('public' in rule) continue;
      const [method, path] = key.split(' ');
      const url = `/api${path.replace(/:[A-Za-z]+/g, '1').replace(/\{[^}]+\}/g, '1')}`;
      const answer = await call(server, method, url, { token: users[who].token, body: method === 'GET' ? undefined : {} });
      const expected = (await allowed(users[who].userId, rule)) ? 'past' : 403;
      const ok = expected === 403 ? answer.status === 403 : answer.status !== 401 && (rule.owner !== undefined || answer.status !== 403);
      if (!ok) wrong.push(`${key}: expected ${expected}, got ${answer.status} ${answer.text.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('anonymous: 401 on every route that is not public', async () => {
    const wrong: string[] = [];
    for (const [key] of routes) {
      const [method, path] = key.split(' ');
      const answer = await call(server, method, `/api${path.replace(/:[A-Za-z]+/g, '1')}`, { body: method === 'GET' ? undefined : {} });
      if (answer.status !== 401) wrong.push(`${key}: ${answer.status}`);
    }
    expect(wrong).toEqual([]);
  }, 60_000);
});

describe('a route without an entry in the policy does not start', () => {
  it('the check names it, and guarding the routers throws', () => {
    const ctx = { db: server.db, dataDir: server.dataDir, disconnectSession() {}, notifyUser() {}, broadcast() {}, later() {} } as never;
    expect(unguardedRoutes(documentedApi(ctx))).toEqual([]);
    expect(unguardedRoutes(businessLinesApi(ctx, server.rest))).toEqual([]);
    const router = Router();
    router.post('/Products/Save', (_req, res) => res.end());
    router.post('/Products/Rename', (_req, res) => res.end());
    expect(unguardedRoutes(router)).toEqual(['POST /Products/Rename']);
    expect(() => guardRoutes(server.db, router)).toThrow(/no entry in the authorization policy.*POST \/Products\/Rename/);
  });
});
