// @vitest-environment node
// Issue 20: every route goes through one guard. Each documented endpoint (every contract in contracts/endpoints)
// answers 401 to a caller with no session, and 401 to a forged token, before it reads anything else; only the
// public ones (sign-in, the company's name and logo) answer without a session.
import { describe, expect, it } from 'vitest';
import { POLICY } from '../../../contracts/policy';
import { call, withServerForFile, type ServerForFile } from './helpers';

let server: ServerForFile['server'];
withServerForFile((ready) => ({ server } = ready));

interface Contract { method: string; path: string }
const modules = import.meta.glob<Record<string, unknown>>('../../../contracts/endpoints/*.ts', { eager: true });
const contracts: Contract[] = [];
for (const exported of Object.values(modules)) {
  for (const value of Object.values(exported)) {
    const c = value as Partial<Contract> | null;
    if (c && typeof c === 'object' && typeof c.method === 'string' && typeof c.path === 'string' && /^[A-Za-z]/.test(c.path)) contracts.push(c as Contract);
  }
}
// 'GET|POST': an endpoint the spec documents with both
const unique = [...new Map(contracts.flatMap((c) => c.method.split('|').map((method) => [`${method} ${c.path}`, { method, path: c.path }] as const))).values()];

/** Answer without a session by design: the policy's public entries (contracts/policy.ts). */
const PUBLIC = new Set(Object.entries(POLICY).filter(([, rule]) => 'public' in rule).map(([key]) => key.replace(' /', ' ')));

describe('one guard on every documented route', () => {
  it('finds the contracts', () => {
    expect(unique.length).toBeGreaterThan(60);
  });

  it.each(unique.filter((c) => !PUBLIC.has(`${c.method} ${c.path}`)).map((c) => [`${c.method} ${c.path}`, c] as const))('%s: 401 without a session and with a forged token', async (_, c) => {
    for (const token of [undefined, 'f'.repeat(64)]) {
      const answer = await call(server, c.method, `/api/${c.path.replace(/\{[^}]+\}/g, '1')}`, { token, body: c.method === 'GET' ? undefined : {} });
      expect(answer.status, `${c.method} ${c.path} ${token ? 'forged' : 'anonymous'}: ${answer.text.slice(0, 200)}`).toBe(401);
      expect(answer.body).toMatchObject({ isSuccess: false, data: null });
    }
  });
});
