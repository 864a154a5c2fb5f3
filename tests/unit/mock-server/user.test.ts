// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../../mock-server/core/http';
import { STAFF_PASSWORD } from '../../../mock-server/seed/index';
import { call, leaksPassword, login, post, storedUsers, withServerForFile, type ServerForFile } from './helpers';

let server: ServerForFile['server'];

withServerForFile((ready) => ({ server } = ready));

const ES = { 'Accept-Language': 'es-CO,es;q=0.9' };

const changePassword = (
  query: Record<string, string | number>,
  token?: string,
  headers?: Record<string, string>,
) => {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return call(server, 'POST', `/api/User/changePassword?${search}`, { token, headers });
};

/** A different active staff user for each test, so one test's change does not affect another. */
let nextStaff = 0;
const staffUser = async () => (await storedUsers(server)).filter((u) => u.status && u.id > 3)[nextStaff++];

describe('POST /api/User/changePassword', () => {
  it('needs a session and only changes the signed-in user’s own password', async () => {
    const anonymous = await changePassword({ userId: 1, currentPassword: 'Admin#2026', newPassword: 'Nueva#2027' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ isSuccess: false, data: null });

    const { token } = await login(server);
    const other = await changePassword({ userId: 2, currentPassword: 'Operador#2026', newPassword: 'Nueva#2027' }, token);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('You can only change the password of your own user.');
    const otherEs = await changePassword({ userId: 2, currentPassword: 'Operador#2026', newPassword: 'Nueva#2027' }, token, ES);
    expect(otherEs.body.message).toBe('Solo puede cambiar la contraseña de su propio usuario.');
    await login(server, 'operador', 'Operador#2026');
  });

  it('reads the values from the query string, not from a body', async () => {
    const user = (await staffUser());
    const { token, userId } = await login(server, user.login, STAFF_PASSWORD);
    const inBody = await post(server, '/api/User/changePassword', { userId, currentPassword: STAFF_PASSWORD, newPassword: 'Nueva#2027' }, token);
    expect(inBody.status).toBe(400);
    expect(inBody.body.message).toContain('userId');
    expect(inBody.body.errors).toMatchObject({ currentPassword: expect.any(String), newPassword: expect.any(String) });

    const missingNew = await changePassword({ userId, currentPassword: STAFF_PASSWORD }, token);
    expect(missingNew.status).toBe(400);
    expect(missingNew.body.message).toBe('The field newPassword is required.');
  });

  it('refuses a wrong current password with a clear message, in the request’s language', async () => {
    const user = (await staffUser());
    const before = user.passwordHash;
    const { token, userId } = await login(server, user.login, STAFF_PASSWORD);
    const wrong = await changePassword({ userId, currentPassword: 'Otra#2026x', newPassword: 'Nueva#2027' }, token);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ isSuccess: false, message: 'The current password is not correct.', data: null });
    expect(wrong.body.errors).toEqual({ currentPassword: 'The current password is not correct.' });
    const wrongEs = await changePassword({ userId, currentPassword: 'Otra#2026x', newPassword: 'Nueva#2027' }, token, ES);
    expect(wrongEs.body.message).toBe('La contraseña actual no es correcta.');
    expect((await storedUsers(server)).find((u) => u.id === userId)!.passwordHash).toBe(before);
  });

  it('applies the password policy and names what the new password lacks', async () => {
    const user = (await staffUser());
    const { token, userId } = await login(server, user.login, STAFF_PASSWORD);
    const weak = (newPassword: string, headers?: Record<string, string>) =>
      changePassword({ userId, currentPassword: STAFF_PASSWORD, newPassword }, token, headers);

    const short = await weak('abc');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(
      'The password must have at least 8 characters, an uppercase letter, a digit and one of the special characters !@#$%^&*.',
    );
    expect(short.body.errors.newPassword).toBe(short.body.message);
    expect((await weak('abcdefg1!')).body.message).toBe('The password must have an uppercase letter.');
    expect((await weak('ABCDEFG1!')).body.message).toBe('The password must have a lowercase letter.');
    expect((await weak('Abcdefgh1')).body.message).toBe('The password must have one of the special characters !@#$%^&*.');
    expect((await weak('Abcdefgh!', ES)).body.message).toBe('La contraseña debe tener un número.');
    expect((await weak('abcdefgh', ES)).body.message).toBe(
      'La contraseña debe tener una letra mayúscula, un número y uno de los caracteres especiales !@#$%^&*.',
    );

    const same = await weak(STAFF_PASSWORD);
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('The new password must be different from the current one.');
    // nothing of that changed the password
    await login(server, user.login, STAFF_PASSWORD);
  });

  it('stores the new password: the old one stops working, the other sessions end, no hash is sent', async () => {
    const other = await login(server, 'clave.demo', 'Clave#2026');
    const { token, userId } = await login(server, 'clave.demo', 'Clave#2026');
    const answer = await changePassword({ userId, currentPassword: 'Clave#2026', newPassword: 'Cambio#2027' }, token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ isSuccess: true, message: 'Password changed successfully', data: true });
    expect(leaksPassword(answer.text)).toBe(false);

    const stored = (await storedUsers(server)).find((u) => u.id === userId)!;
    expect(stored.passwordHash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(stored.changePassword).toBe('True');

    const oldSignIn = await post(server, '/api/Auth/Login', { login: 'clave.demo', password: 'Clave#2026' });
    expect(oldSignIn.status).toBe(401);
    const again = await login(server, 'clave.demo', 'Cambio#2027');

    // the session that changed it still works, the one opened elsewhere before does not
    expect((await post(server, '/api/Menu/GetAccess', { id: userId }, token)).status).toBe(200);
    expect((await post(server, '/api/Menu/GetAccess', { id: userId }, other.token)).status).toBe(401);

    const back = await changePassword({ userId, currentPassword: 'Cambio#2027', newPassword: 'Clave#2026' }, again.token, ES);
    expect(back.body.message).toBe('Contraseña cambiada con éxito');
  });

  it('slows down guessing: after five wrong current passwords it answers 429 for a while', async () => {
    const user = (await staffUser());
    const { token, userId } = await login(server, user.login, STAFF_PASSWORD);
    const guess = () => changePassword({ userId, currentPassword: 'Adivina#2026', newPassword: 'Nueva#2027' }, token);
    for (let i = 0; i < 5; i++) expect((await guess()).status).toBe(400);
    const locked = await changePassword({ userId, currentPassword: STAFF_PASSWORD, newPassword: 'Nueva#2027' }, token);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(locked.body.message).toMatch(/^Too many wrong current passwords/);
    // signing in is a different counter
    await login(server, user.login, STAFF_PASSWORD);
  });

  it('keeps passwords out of the request log', () => {
    expect(redactUrl('/api/User/changePassword?userId=3&currentPassword=Vieja%231&newPassword=Nueva%232')).toBe(
      '/api/User/changePassword?userId=3&currentPassword=***&newPassword=***',
    );
  });
});
