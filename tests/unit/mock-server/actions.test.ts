// @vitest-environment node
// GET /api/Actions/Get and POST /api/Actions/Apply {item} (spec 01 §7.3; meaning and shapes: contracts/endpoints/actions.ts).
import { describe, expect, it } from 'vitest';
import { call, login, post, withServerForFile, type ServerForFile } from './helpers';

let server: ServerForFile['server'];
let admin: string;
let operador: string;
withServerForFile((ready) => ({ server, admin, operador } = ready));

interface Option {
  item: string;
  label: string;
  description: string;
  needsConfirmation: boolean;
  permission: { menu: string; flag: string } | null;
}

const options = (token?: string, language = 'en') =>
  call<{ isSuccess: boolean; data: Option[] }>(server, 'GET', '/api/Actions/Get', { token, headers: { 'Accept-Language': language } });
const apply = (item: unknown, token?: string, language = 'en') =>
  post<{ isSuccess: boolean; message: string; data: { item: string; count: number }; errors?: Record<string, string> }>(
    server, '/api/Actions/Apply', item === undefined ? {} : { item }, token, { 'Accept-Language': language },
  );
const auditRows = (item: string) =>
  server.db.selectFrom('audit').selectAll().where('resource', '=', 'actions').where('recordId', '=', item).orderBy('id').execute();

describe('GET /api/Actions/Get', () => {
  it('lists what the signed-in user may apply, labelled in their language, with the permission each needs', async () => {
    const english = await options(admin);
    expect(english.status).toBe(200);
    expect(english.body.data.map((o) => o.item)).toEqual(['signOutOtherSessions', 'dismissMyNotifications', 'clearSignInLockouts']);
    expect(english.body.data[0]).toEqual({
      item: 'signOutOtherSessions',
      label: 'Sign out my other sessions',
      description: expect.stringContaining('except this one'),
      needsConfirmation: true,
      permission: null,
    });
    expect(english.body.data[2].permission).toEqual({ menu: '/system/configuration/users', flag: 'W' });
    const spanish = await options(admin, 'es-CO,es;q=0.9');
    expect(spanish.body.data[0].label).toBe('Cerrar mis otras sesiones');
  });

  it('leaves out what the user lacks the permission for (operador: no W on users), and needs a session', async () => {
    expect((await options(operador)).body.data.map((o) => o.item)).toEqual(['signOutOtherSessions', 'dismissMyNotifications']);
    expect((await options()).status).toBe(401);
  });
});

describe('POST /api/Actions/Apply', () => {
  it('refuses an unknown or missing item with 400 naming item, and no session with 401', async () => {
    const unknown = await apply('dropAllTables', admin);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ item: 'The field item must be one of: signOutOtherSessions, dismissMyNotifications, clearSignInLockouts.' });
    const missing = await apply(undefined, admin);
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors ?? {})).toEqual(['item']);
    expect((await apply('signOutOtherSessions')).status).toBe(401);
  });

  it('signOutOtherSessions closes the user\'s other sessions only, keeps this one and writes an audit row', async () => {
    const other = await login(server);
    const third = await login(server);
    const operadorSession = await login(server, 'operador', 'Operador#2026');
    const mine = await login(server);
    const answer = await apply('signOutOtherSessions', mine.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.item).toBe('signOutOtherSessions');
    // the file's own admin session is among the others too
    expect(answer.body.data.count).toBeGreaterThanOrEqual(2);
    expect(answer.body.message).toBe(`Other sessions closed: ${answer.body.data.count}.`);
    expect((await options(other.token)).status).toBe(401);
    expect((await options(third.token)).status).toBe(401);
    expect((await options(mine.token)).status).toBe(200);
    expect((await options(operadorSession.token)).status).toBe(200);
    const [row] = await auditRows('signOutOtherSessions');
    expect(row).toMatchObject({ userId: mine.userId, action: 'update' });
    expect(row.changes).toEqual([{ field: 'sessions', before: answer.body.data.count + 1, after: 1 }]);
    admin = mine.token;
  });

  it("dismissMyNotifications disables the user's enabled notifications, answering how many in their language", async () => {
    const { token, userId } = await login(server, 'operador', 'Operador#2026');
    const list = () => call(server, 'GET', `/api/ProcessBlod/GetNotificationBlod?idUser=${userId}`, { token });
    await post(server, '/api/ProcessBlod/SimulateProcess', {}, token);
    const before = (await list()).body.data.length;
    expect(before).toBeGreaterThan(0);
    const answer = await apply('dismissMyNotifications', token, 'es');
    expect(answer.body.data.count).toBe(before);
    expect(answer.body.message).toBe(`Notificaciones desactivadas: ${before}.`);
    expect((await list()).body.data).toEqual([]);
    expect((await apply('dismissMyNotifications', token)).body.data.count).toBe(0);
  });

  it('clearSignInLockouts unlocks a locked account for a user with W on users, and is 403 for one without', async () => {
    for (let i = 0; i < 5; i++) await post(server, '/api/Auth/Login', { login: 'clave.demo', password: 'wrong' });
    expect((await post(server, '/api/Auth/Login', { login: 'clave.demo', password: 'Clave#2026' })).status).toBe(429);

    const refused = await apply('clearSignInLockouts', operador);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('W');

    const answer = await apply('clearSignInLockouts', admin);
    expect(answer.status).toBe(200);
    // the account and this client
    expect(answer.body.data.count).toBe(2);
    expect((await post(server, '/api/Auth/Login', { login: 'clave.demo', password: 'Clave#2026' })).status).toBe(200);
    expect(await auditRows('clearSignInLockouts')).toHaveLength(1);
  });
});
