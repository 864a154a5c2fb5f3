// @vitest-environment node
// Issue 20: sign-in throttling per client as well as per account. Failed sign-ins on many different accounts from
// one client are slowed, then refused with 429 and Retry-After; an unknown login leaves no trace of what was typed.
import { describe, expect, it } from 'vitest';
import { CLIENT_DELAY_MAX_MS, CLIENT_MAX_FAILED_LOGINS, CLIENT_SLOW_AFTER, clientDelayMs, FAILED_LOGIN_WINDOW_MS } from '../../../mock-server/shell/auth';
import { post, withServerForFile, type ServerForFile } from './helpers';

let server: ServerForFile['server'];
withServerForFile((ready) => ({ server } = ready));

const failures = (key: string) =>
  server.db.selectFrom('loginFailures').select(['key', 'at']).where('key', '=', key).execute();
const clientRows = () => server.db.selectFrom('loginFailures').select(['key', 'at']).where('key', 'like', 'client:%').execute();
/** Failures recorded `minutesAgo` for the test's client, as if made by earlier attempts on other accounts. */
const backdate = async (key: string, count: number, minutesAgo = 1) => {
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  await server.db.insertInto('loginFailures').values(Array.from({ length: count }, () => ({ key, at }))).execute();
};

describe('the delay per client', () => {
  it('is none before the threshold, grows by step after it, and stops at its ceiling', () => {
    expect(clientDelayMs(0)).toBe(0);
    expect(clientDelayMs(CLIENT_SLOW_AFTER - 1)).toBe(0);
    expect(clientDelayMs(CLIENT_SLOW_AFTER)).toBeGreaterThan(0);
    expect(clientDelayMs(CLIENT_SLOW_AFTER + 1)).toBeGreaterThan(clientDelayMs(CLIENT_SLOW_AFTER));
    expect(clientDelayMs(CLIENT_MAX_FAILED_LOGINS)).toBe(CLIENT_DELAY_MAX_MS);
  });
});

describe('POST /api/Auth/Login from one client', () => {
  it('an unknown login costs a failure for the client only: no row names the login typed', async () => {
    const answer = await post(server, '/api/Auth/Login', { login: 'nadie.existe', password: 'Wrong#2026' });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Incorrect user or password.');
    expect(await failures('nadie.existe')).toEqual([]);
    expect(await clientRows()).toHaveLength(1);
  });

  it('a known login with a wrong password counts for both the account and the client', async () => {
    const before = (await clientRows()).length;
    expect((await post(server, '/api/Auth/Login', { login: 'operador', password: 'Wrong#2026' })).status).toBe(401);
    expect(await failures('operador')).toHaveLength(1);
    expect(await clientRows()).toHaveLength(before + 1);
  });

  it('past the threshold each answer is held longer; at the limit the client is refused with 429 and Retry-After, even with a right password', async () => {
    const [{ key }] = await clientRows();
    const have = (await clientRows()).length;
    await backdate(key, CLIENT_SLOW_AFTER + 2 - have);
    let started = performance.now();
    expect((await post(server, '/api/Auth/Login', { login: 'cuenta.3', password: 'Wrong#2026' })).status).toBe(401);
    expect(performance.now() - started).toBeGreaterThanOrEqual(clientDelayMs(CLIENT_SLOW_AFTER + 2) - 5);

    await backdate(key, CLIENT_MAX_FAILED_LOGINS - (await clientRows()).length, 10);
    started = performance.now();
    const refused = await post(server, '/api/Auth/Login', { login: 'admin', password: 'Admin#2026' }, undefined, { 'Accept-Language': 'es' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ isSuccess: false, data: null });
    expect(refused.body.message).toMatch(/^Demasiados intentos fallidos de inicio de sesión desde este equipo\. Espere [56] minuto\(s\)/);
    // the oldest of the last 30 failures was 10 minutes ago: about 5 minutes to wait
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(4 * 60);
    expect(retryAfter).toBeLessThanOrEqual(FAILED_LOGIN_WINDOW_MS / 1000 - 10 * 60 + 1);
    // refused at once, before any password is checked, and nothing more is written
    expect(performance.now() - started).toBeLessThan(CLIENT_DELAY_MAX_MS);
    expect(await clientRows()).toHaveLength(CLIENT_MAX_FAILED_LOGINS);
  });

  it('failures older than the window no longer count: the client signs in again', async () => {
    await server.db.updateTable('loginFailures').set({ at: new Date(Date.now() - FAILED_LOGIN_WINDOW_MS - 1000).toISOString() }).where('key', 'like', 'client:%').execute();
    const answer = await post(server, '/api/Auth/Login', { login: 'admin', password: 'Admin#2026' });
    expect(answer.status).toBe(200);
  });
});
