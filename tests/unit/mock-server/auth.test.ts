// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../../../mock-server/shell/auth';
import { call, leaksPassword, login, post, storedUsers, withServerForFile, type ServerForFile } from './helpers';

let server: ServerForFile['server'];

withServerForFile((ready) => ({ server } = ready));

// Every test here signs in from one address (127.0.0.1): its failures would pile up across tests past
// CLIENT_SLOW_AFTER and slow later tests down. Each test starts as a fresh client (the accounts' counters stay);
// the client throttle has its own tests (signInThrottle.test.ts).
beforeEach(async () => {
  await server.db.deleteFrom('loginFailures').where('key', 'like', 'client:%').execute();
});

describe('POST /api/Auth/Login', () => {
  it('signs the administrator in by login and answers the session data without any password', async () => {
    const answer = await post(server, '/api/Auth/Login', { login: 'admin', password: 'Admin#2026' });
    expect(answer.status).toBe(200);
    expect(answer.body.isSuccess).toBe(true);
    const data = answer.body.data;
    expect(data.token).toMatch(/^[0-9a-f]{64}$/);
    expect(data).toMatchObject({ name: 'María Fernanda Gómez', email: 'admin@grupoandino.co', userId: 1, login: 'admin', status: true });
    expect(data.changePassword).toMatch(/^(True|False)$/);
    expect(typeof data.sessionId).toBe('string');
    expect(typeof data.codBodega).toBe('string');
    expect(new Date(data.transactionDate).toISOString()).toBe(data.transactionDate);
    expect(leaksPassword(answer.text)).toBe(false);
  });

  it('accepts the e-mail instead of the login, case-insensitively', async () => {
    const answer = await post(server, '/api/Auth/Login', { login: 'Admin@GrupoAndino.co', password: 'Admin#2026' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.login).toBe('admin');
  });

  it('refuses a wrong password with 401 and a message in the language of the request', async () => {
    const en = await post(server, '/api/Auth/Login', { login: 'operador', password: 'wrong' });
    expect(en.status).toBe(401);
    expect(en.body).toEqual({ isSuccess: false, message: 'Incorrect user or password.', data: null });
    const es = await post(server, '/api/Auth/Login', { login: 'operador', password: 'wrong' }, undefined, { 'Accept-Language': 'es-CO,es;q=0.9' });
    expect(es.body.message).toBe('Usuario o contraseña incorrectos.');
  });

  it('answers 400 naming the missing field', async () => {
    const answer = await post(server, '/api/Auth/Login', { login: 'admin' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('password');
    expect(answer.body.errors).toEqual({ password: expect.stringContaining('password') });
  });

  it('refuses an inactive user with 403 (right password)', async () => {
    const inactive = (await storedUsers(server)).find((u) => !u.status)!;
    const answer = await post(server, '/api/Auth/Login', { login: inactive.login, password: 'Usuario#2026' });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toContain(inactive.login);
  });

  it('locks a login for 15 minutes after 5 failures: the 6th attempt gets 429, even with the right password', async () => {
    const target = (await storedUsers(server)).find((u) => u.status && u.id > 2)!;
    for (let i = 0; i < 5; i++) {
      expect((await post(server, '/api/Auth/Login', { login: target.login, password: `bad${i}` })).status).toBe(401);
    }
    const locked = await post(server, '/api/Auth/Login', { login: target.email, password: 'Usuario#2026' });
    expect(locked.status).toBe(429);
    expect(locked.body.isSuccess).toBe(false);
    expect(locked.body.message).toMatch(/Wait 1[45] minute\(s\), until \d/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
  });

  it('a success resets the failure counter', async () => {
    const target = (await storedUsers(server)).filter((u) => u.status && u.id > 2)[1];
    for (let i = 0; i < 4; i++) await post(server, '/api/Auth/Login', { login: target.login, password: 'bad' });
    expect((await post(server, '/api/Auth/Login', { login: target.login, password: 'Usuario#2026' })).status).toBe(200);
    for (let i = 0; i < 4; i++) await post(server, '/api/Auth/Login', { login: target.login, password: 'bad' });
    expect((await post(server, '/api/Auth/Login', { login: target.login, password: 'Usuario#2026' })).status).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const { token } = await login(server);
    expect(JSON.stringify(await server.db.selectFrom('sessions').selectAll().execute())).not.toContain(token);
  });
});

describe('public and protected endpoints', () => {
  it('GET /api/Company/Info is public', async () => {
    const answer = await call(server, 'GET', '/api/Company/Info');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ year: 2026, version: '5.0.0', createdate: '2026-11-01', name: expect.stringContaining('Grupo Andino') });
    expect(answer.body.data.logo).toMatch(/^data:image\//);
  });

  const protectedCalls: Array<[string, string, unknown?]> = [
    ['POST', '/api/Auth/Logout'],
    ['POST', '/api/Menu/GetAccess', { id: 1 }],
    ['POST', '/api/DataBase/List', { pageIndex: 1, pageSize: 10 }],
    ['GET', '/api/DataBase/Get?id=1'],
    ['POST', '/api/DataBase/Save', { name: 'X', alias: 'X', connectionString: 'Server=x' }],
    ['POST', '/api/DataBase/State', { id: 1, status: true }],
    ['GET', '/api/rest/warehouses'],
    ['POST', '/api/rest/warehouses', { code: 'X-1' }],
  ];

  it('every other endpoint answers 401 without a token, or with an unknown one', async () => {
    for (const [method, path, body] of protectedCalls) {
      for (const token of [undefined, 'f'.repeat(64)]) {
        const answer = await call(server, method, path, { body, token });
        expect(answer.status, `${method} ${path}`).toBe(401);
        expect(answer.body).toMatchObject({ isSuccess: false, data: null, message: expect.any(String) });
      }
    }
  });

  it('after Logout the token no longer works anywhere', async () => {
    const { token } = await login(server);
    expect((await post(server, '/api/DataBase/List', { pageIndex: 1, pageSize: 5 }, token)).status).toBe(200);
    const out = await post(server, '/api/Auth/Logout', {}, token);
    expect(out.status).toBe(200);
    expect(out.body.isSuccess).toBe(true);
    for (const [method, path, body] of protectedCalls) {
      expect((await call(server, method, path, { body, token })).status, `${method} ${path}`).toBe(401);
    }
  });

  it('an expired session is refused', async () => {
    const { token } = await login(server);
    await server.db.updateTable('sessions').set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where('tokenHash', '=', hashToken(token)).execute();
    expect((await post(server, '/api/DataBase/List', { pageIndex: 1, pageSize: 5 }, token)).status).toBe(401);
  });
});
