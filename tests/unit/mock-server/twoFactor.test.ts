// @vitest-environment node
// The second factor (issue 32 item 5): enrolment from My Account's calls, Auth/Login's challenge and
// Auth/VerifySecondFactor, recovery codes, the throttle, a role that requires it, and a reset closing sessions.
import { generate } from 'otplib';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../mock-server/shell/passwords';
import { SECURITY_USER } from '../../../mock-server/seed/people';
import { call, login, post, withServerForFile, type ServerForFile } from './helpers';

let server: ServerForFile['server'];
let admin: string;
withServerForFile((ready) => ({ server, admin } = ready));
const sockets: Socket[] = [];
afterAll(() => sockets.forEach((s) => s.disconnect()));

const PASSWORD = 'Prueba#2026';
/** The code of a secret at now + `offsetSeconds` (the server accepts the step before and after too). */
const codeAt = (secret: string, offsetSeconds = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

let made = 0;
/** A fresh user of database 1 with the Operador role (and `extraRoles`). */
async function freshUser(extraRoles: number[] = []): Promise<{ id: number; login: string }> {
  made += 1;
  const login = `dosfactores${made}`;
  const operador = await server.db.selectFrom('roles').select('id').where('dataBaseId', '=', 1).where('name', '=', 'Operador').executeTakeFirstOrThrow();
  const { id } = await server.db.insertInto('users').values({
    name: `Prueba ${made}`, login, email: `${login}@example.co`, document: `77000${made}`, passwordHash: await hashPassword(PASSWORD),
    status: true, changePassword: 'False', dataBaseId: 1, codBodega: 'BOG-001',
  }).returning('id').executeTakeFirstOrThrow();
  await server.db.insertInto('userRoles').values([operador.id, ...extraRoles].map((roleId, position) => ({ userId: id, roleId, position }))).execute();
  await server.db.insertInto('userDatabases').values({ userId: id, databaseId: 1, position: 0 }).execute();
  return { id, login };
}

const signIn = (loginName: string, password = PASSWORD, language = 'en') =>
  post(server, '/api/Auth/Login', { login: loginName, password }, undefined, { 'Accept-Language': language });
const verifyCode = (challenge: string, code: string, language = 'en') =>
  post(server, '/api/Auth/VerifySecondFactor', { challenge, code }, undefined, { 'Accept-Language': language });

/** Signs in, enrols with a first code, and answers the secret, the recovery codes and the session's token. */
async function enrolled(user: { login: string }) {
  const { token } = await login(server, user.login, PASSWORD);
  const begin = await post(server, '/api/TwoFactor/BeginEnrol', {}, token);
  expect(begin.status).toBe(200);
  const { secret } = begin.body.data;
  const enrolCode = await codeAt(secret);
  const confirm = await post(server, '/api/TwoFactor/ConfirmEnrol', { code: enrolCode }, token);
  expect(confirm.status).toBe(200);
  return { secret, token, enrolCode, recoveryCodes: confirm.body.data.recoveryCodes as string[] };
}

beforeEach(async () => {
  await server.db.deleteFrom('loginFailures').execute();
});

describe('enrolment', () => {
  it('gives a secret, an otpauth:// URI with the company as issuer and a QR code; a first code turns it on with 10 recovery codes', async () => {
    const user = await freshUser();
    const { token } = await login(server, user.login, PASSWORD);
    expect((await call(server, 'GET', '/api/TwoFactor/Status', { token })).body.data).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    const begin = await post(server, '/api/TwoFactor/BeginEnrol', {}, token);
    const { secret, otpauthUri, qrCode, issuer, account } = begin.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(issuer).toBe('Grupo Andino de Servicios S.A.S.');
    expect(account).toBe(user.login);
    const company = encodeURIComponent(issuer);
    expect(otpauthUri).toBe(`otpauth://totp/${company}:${user.login}?secret=${secret}&issuer=${company}`);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    // the secret is kept as TOTP needs it, pending until confirmed
    const row = await server.db.selectFrom('userSecondFactors').selectAll().where('userId', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ secret, confirmedAt: null });

    const wrong = await post(server, '/api/TwoFactor/ConfirmEnrol', { code: '000000' }, token, { 'Accept-Language': 'es' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.code).toMatch(/^El código no es válido/);
    const confirm = await post(server, '/api/TwoFactor/ConfirmEnrol', { code: await codeAt(secret) }, token);
    expect(confirm.status).toBe(200);
    const codes: string[] = confirm.body.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // only hashes are stored
    const stored = await server.db.selectFrom('userRecoveryCodes').select('codeHash').where('userId', '=', user.id).execute();
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]);
    expect((await call(server, 'GET', '/api/TwoFactor/Status', { token })).body.data).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    // a second enrolment waits for a reset
    expect((await post(server, '/api/TwoFactor/BeginEnrol', {}, token)).status).toBe(409);
  });
});

describe('signing in with a second factor', () => {
  it('Auth/Login answers a challenge and no session; the code gives the session Auth/Login gives others', async () => {
    const user = await freshUser();
    const { secret } = await enrolled(user);
    const first = await signIn(user.login);
    expect(first.status).toBe(200);
    expect(first.body.isSuccess).toBe(true);
    expect(Object.keys(first.body.data).sort()).toEqual(['challenge', 'expiresAt', 'twoFactorRequired']);
    expect(first.body.data.twoFactorRequired).toBe(true);
    const sessionsBefore = await server.db.selectFrom('sessions').select('id').where('userId', '=', user.id).execute();

    const second = await verifyCode(first.body.data.challenge, await codeAt(secret, 30));
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ login: user.login, userId: user.id, token: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(second.body.data.twoFactorSetupRequired).toBeUndefined();
    const sessionsAfter = await server.db.selectFrom('sessions').select('id').where('userId', '=', user.id).execute();
    expect(sessionsAfter).toHaveLength(sessionsBefore.length + 1);
    expect((await call(server, 'GET', '/api/TwoFactor/Status', { token: second.body.data.token })).status).toBe(200);
    // the challenge is single-use
    const again = await verifyCode(first.body.data.challenge, await codeAt(secret, 30), 'es');
    expect(again.status).toBe(401);
    expect(again.body.message).toMatch(/^El paso de inicio de sesión venció o ya se usó/);
  });

  it('refuses a wrong code (401 on the code field) and a code already used', async () => {
    const user = await freshUser();
    const { secret, enrolCode } = await enrolled(user);
    const { challenge } = (await signIn(user.login)).body.data;
    const wrong = await verifyCode(challenge, '123456');
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors.code).toMatch(/^The code is not valid/);
    // the enrolment's own code was used: not again, even when the clock has moved to the next step since
    // (the server still accepts the step before, so only "already used" can refuse it)
    expect((await verifyCode(challenge, enrolCode)).status).toBe(401);
    expect((await verifyCode(challenge, await codeAt(secret, 30))).status).toBe(200);
  });

  it('takes a recovery code once', async () => {
    const user = await freshUser();
    const { recoveryCodes } = await enrolled(user);
    const first = await signIn(user.login);
    const ok = await verifyCode(first.body.data.challenge, recoveryCodes[3].toUpperCase());
    expect(ok.status).toBe(200);
    const second = await signIn(user.login);
    expect((await verifyCode(second.body.data.challenge, recoveryCodes[3])).status).toBe(401);
    expect((await verifyCode(second.body.data.challenge, recoveryCodes[4])).status).toBe(200);
    const status = await call(server, 'GET', '/api/TwoFactor/Status', { token: ok.body.data.token });
    expect(status.body.data.recoveryCodesLeft).toBe(8);
  });

  it('lets a challenge expire after 5 minutes', async () => {
    const user = await freshUser();
    const { secret } = await enrolled(user);
    const { challenge, expiresAt } = (await signIn(user.login)).body.data;
    const lifetime = Date.parse(expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(4.5 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(5 * 60_000);
    await server.db.updateTable('twoFactorChallenges').set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).execute();
    const late = await verifyCode(challenge, await codeAt(secret, 30));
    expect(late.status).toBe(401);
    expect(late.body.message).toMatch(/expired/);
  });

  it('counts wrong codes as failed sign-ins: after 5 the account is locked, even with the right code', async () => {
    const user = await freshUser();
    const { secret } = await enrolled(user);
    const { challenge } = (await signIn(user.login)).body.data;
    for (let i = 0; i < 5; i++) expect((await verifyCode(challenge, String(100000 + i))).status).toBe(401);
    const locked = await verifyCode(challenge, await codeAt(secret, 30));
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(new RegExp(`Too many failed sign-in attempts for ${user.login}`));
    // the password alone does not clear the count either
    expect((await signIn(user.login)).status).toBe(429);
    const failures = await server.db.selectFrom('loginFailures').select('key').execute();
    expect(failures.filter((f) => f.key === user.login)).toHaveLength(5);
    expect(failures.filter((f) => f.key.startsWith('client:'))).toHaveLength(5);
  });

  it('keeps the documented answer for users without a factor (admin)', async () => {
    const answer = await signIn('admin', 'Admin#2026');
    expect(Object.keys(answer.body.data).sort()).toEqual(
      ['changePassword', 'codBodega', 'email', 'login', 'name', 'sessionId', 'status', 'token', 'transactionDate', 'userId'],
    );
  });

  it('signs in the seeded seguridad with a code of the README secret', async () => {
    const first = await signIn(SECURITY_USER.login, SECURITY_USER.password);
    expect(first.body.data.twoFactorRequired).toBe(true);
    const second = await verifyCode(first.body.data.challenge, await codeAt(SECURITY_USER.totpSecret));
    expect(second.status).toBe(200);
    expect(second.body.data.login).toBe('seguridad');
    expect(second.body.data.twoFactorSetupRequired).toBeUndefined();
  });
});

describe('a role that requires a second factor', () => {
  it('is saved on the role; its member without a factor may only enrol, then everything opens', async () => {
    const saved = await post(server, '/api/Role/Save', { id: 0, name: 'Exige 2FA', status: true, dataBaseId: 1, requireTwoFactor: true }, admin);
    expect(saved.status).toBe(200);
    const roleId: number = saved.body.data;
    expect((await call(server, 'GET', `/api/Role/Get?id=${roleId}`, { token: admin })).body.data.requireTwoFactor).toBe(true);
    // an update that leaves the field out keeps it
    const got = (await call(server, 'GET', `/api/Role/Get?id=${roleId}`, { token: admin })).body.data;
    await post(server, '/api/Role/Save', { id: roleId, name: 'Exige segundo factor', status: true, dataBaseId: 1, version: got.version }, admin);
    expect((await call(server, 'GET', `/api/Role/Get?id=${roleId}`, { token: admin })).body.data.requireTwoFactor).toBe(true);

    const user = await freshUser([roleId]);
    const answer = await signIn(user.login);
    expect(answer.body.data.twoFactorSetupRequired).toBe(true);
    const token: string = answer.body.data.token;
    const refused = await call(server, 'GET', '/api/Company/Info', { token });
    expect(refused.status).toBe(200); // public
    const menu = await post(server, '/api/Menu/GetAccess', { id: user.id }, token, { 'Accept-Language': 'es' });
    expect(menu.status).toBe(403);
    expect(menu.body.data).toEqual({ twoFactorSetupRequired: true });
    expect(menu.body.message).toBe('Su rol exige un segundo factor: configúrelo (aplicación de autenticación) antes de hacer cualquier otra cosa.');
    expect((await post(server, '/api/Database/List', { pageIndex: 1, pageSize: 5 }, token)).status).toBe(403);
    expect((await call(server, 'GET', '/api/TwoFactor/Status', { token })).body.data).toEqual({ enabled: false, required: true, recoveryCodesLeft: 0 });

    const { secret } = (await post(server, '/api/TwoFactor/BeginEnrol', {}, token)).body.data;
    expect((await post(server, '/api/TwoFactor/ConfirmEnrol', { code: await codeAt(secret) }, token)).status).toBe(200);
    expect((await post(server, '/api/Menu/GetAccess', { id: user.id }, token)).status).toBe(200);
    // sign-out was open all along
    expect((await post(server, '/api/Auth/Logout', {}, token)).status).toBe(200);
  });
});

describe('the live channel of a member who must enrol (issue 47 item 13)', () => {
  const socketOf = (token: string) => {
    const socket = connect(server.url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    return socket;
  };
  const subscribe = (socket: Socket, resource: string) =>
    new Promise<{ ok: boolean; error?: string }>((resolve) => socket.emit('subscribe', resource, resolve));

  it('refuses the socket until the member enrols, as HTTP does; then it connects', async () => {
    const saved = await post(server, '/api/Role/Save', { id: 0, name: 'Exige 2FA al canal', status: true, dataBaseId: 1, requireTwoFactor: true }, admin);
    const user = await freshUser([saved.body.data as number]);
    const { token } = await login(server, user.login, PASSWORD);
    const refused = await new Promise<Error & { data?: unknown }>((resolve, reject) => {
      const socket = socketOf(token);
      socket.once('connect_error', resolve);
      socket.once('connect', () => reject(new Error('the socket connected before the user enrolled')));
    });
    expect(refused.message).toBe('twoFactorSetupRequired');
    expect(refused.data).toEqual({ twoFactorSetupRequired: true });

    const { secret } = (await post(server, '/api/TwoFactor/BeginEnrol', {}, token)).body.data;
    expect((await post(server, '/api/TwoFactor/ConfirmEnrol', { code: await codeAt(secret) }, token)).status).toBe(200);
    const socket = socketOf(token);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    expect((await subscribe(socket, 'databases')).ok).toBe(true);
  });

  it('drops the socket of a member when a role of theirs starts to require it, and refuses it again', async () => {
    const saved = await post(server, '/api/Role/Save', { id: 0, name: 'Exigirá 2FA', status: true, dataBaseId: 1 }, admin);
    const roleId = saved.body.data as number;
    const user = await freshUser([roleId]);
    const { token } = await login(server, user.login, PASSWORD);
    const socket = socketOf(token);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    expect((await subscribe(socket, 'databases')).ok).toBe(true);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const version = (await call(server, 'GET', `/api/Role/Get?id=${roleId}`, { token: admin })).body.data.version;
    expect((await post(server, '/api/Role/Save', { id: roleId, name: 'Exigirá 2FA', status: true, dataBaseId: 1, requireTwoFactor: true, version }, admin)).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    // and a new socket is refused until they enrol
    const again = await new Promise<string>((resolve) => {
      const other = socketOf(token);
      other.once('connect_error', (error) => resolve(error.message));
      other.once('connect', () => resolve('connected'));
    });
    expect(again).toBe('twoFactorSetupRequired');
  });
});

describe('resetting the factor', () => {
  const open = (token: string) => {
    const socket = connect(server.url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    return new Promise<Socket>((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  };

  it('by the user, with the password: the other sessions and their sockets are closed, this one stays', async () => {
    const user = await freshUser();
    const { secret, token: other } = await enrolled(user);
    const challenge = (await signIn(user.login)).body.data.challenge;
    const mine = (await verifyCode(challenge, await codeAt(secret, 30))).body.data.token as string;
    const socket = await open(other);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const bad = await post(server, '/api/TwoFactor/Disable', { password: 'Nope#2026' }, mine);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ password: 'The password is not correct.' });
    const reset = await post(server, '/api/TwoFactor/Disable', { password: PASSWORD }, mine);
    expect(reset.status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect((await call(server, 'GET', '/api/TwoFactor/Status', { token: other })).status).toBe(401);
    expect((await call(server, 'GET', '/api/TwoFactor/Status', { token: mine })).body.data.enabled).toBe(false);
    // signing in is one step again
    expect((await signIn(user.login)).body.data.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('by the user with a recovery code, and by an administrator (all the user\'s sessions closed)', async () => {
    const user = await freshUser();
    const { recoveryCodes, token } = await enrolled(user);
    expect((await post(server, '/api/TwoFactor/Disable', { code: recoveryCodes[0] }, token)).status).toBe(200);

    const { secret, token: session } = await enrolled(user);
    expect(secret).toBeTruthy();
    const socket = await open(session);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const operador = (await login(server, 'operador', 'Operador#2026')).token;
    expect((await post(server, '/api/TwoFactor/ResetUser', { idUser: user.id }, operador)).status).toBe(403);
    const reset = await post(server, '/api/TwoFactor/ResetUser', { idUser: user.id }, admin);
    expect(reset.status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect((await call(server, 'GET', '/api/TwoFactor/Status', { token: session })).status).toBe(401);
    expect(await server.db.selectFrom('userSecondFactors').select('userId').where('userId', '=', user.id).execute()).toEqual([]);
  });
});
