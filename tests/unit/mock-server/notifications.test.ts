// @vitest-environment node
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { SIMULATED_PROCESSING_MS } from '../../../mock-server/shell/api/notifications';
import { call, login, post, withServerForFile, type ServerForFile } from './helpers';

let server: ServerForFile['server'];
const sockets: Socket[] = [];

withServerForFile((ready) => ({ server } = ready));
// registered after the server's hooks, so it runs before the server closes (after-hooks run in reverse)
afterAll(() => sockets.forEach((s) => s.disconnect()));

interface Row {
  id: number;
  process: string;
  code: string;
  message: string;
}

const list = (userId: number, token?: string, headers?: Record<string, string>) =>
  call<{ isSuccess: boolean; message: string; data: Row[] }>(server, 'GET', `/api/ProcessBlod/GetNotificationBlod?idUser=${userId}`, { token, headers });
const disable = (id: number | string, token?: string) =>
  call(server, 'POST', `/api/ProcessBlod/DisableNotification?IdTransactionBlodFile=${id}`, { token });

describe('GET /api/ProcessBlod/GetNotificationBlod', () => {
  it("lists the user's own seeded notifications, newest first, one per process state", async () => {
    const { token, userId } = await login(server);
    const answer = await list(userId, token);
    expect(answer.status).toBe(200);
    const rows = answer.body.data;
    expect(new Set(rows.map((r) => r.process))).toEqual(new Set(['PENDING', 'PENDING...', 'COMPLETE', 'ERROR']));
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['code', 'createdAt', 'id', 'message', 'process']);
    const dates = rows.map((r) => (r as unknown as { createdAt: string }).createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("answers the seeded messages in the reader's language", async () => {
    const { token, userId } = await login(server);
    const english = (await list(userId, token, { 'Accept-Language': 'en' })).body.data;
    const spanish = (await list(userId, token, { 'Accept-Language': 'es-CO,es;q=0.9' })).body.data;
    const byCode = (rows: Row[], code: string) => rows.find((row) => row.code === code)!.message;
    expect(byCode(english, 'PED-20261030-001')).toBe('Order upload: 248 rows processed without issues.');
    expect(byCode(spanish, 'PED-20261030-001')).toBe('Cargue de pedidos: 248 registros procesados sin novedades.');
    expect(byCode(english, 'INV-20261031-014')).toBe('Inventory adjustment: row 37 has a duplicate serial (ZTE8830041). The file was not applied.');
  });

  it("needs a token, refuses another user's list with 403 and a bad idUser with 400", async () => {
    const { token } = await login(server, 'operador', 'Operador#2026');
    expect((await list(1)).status).toBe(401);
    const other = await list(1, token, { 'Accept-Language': 'es' });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('Solo puede consultar sus propias notificaciones.');
    const bad = await call(server, 'GET', '/api/ProcessBlod/GetNotificationBlod?idUser=uno', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('idUser');
  });
});

describe('POST /api/ProcessBlod/DisableNotification', () => {
  it('removes an own notification from the list', async () => {
    const { token, userId } = await login(server);
    const [first] = (await list(userId, token)).body.data;
    const answer = await disable(first.id, token);
    expect(answer.status).toBe(200);
    expect(answer.body.isSuccess).toBe(true);
    expect((await list(userId, token)).body.data.map((r) => r.id)).not.toContain(first.id);
  });

  it("answers 404 for an unknown id, 403 for another user's and 400 without an id", async () => {
    const admin = await login(server);
    const operador = await login(server, 'operador', 'Operador#2026');
    expect((await disable(999999, admin.token)).status).toBe(404);
    const [operadorsOwn] = (await list(operador.userId, operador.token)).body.data;
    expect((await disable(operadorsOwn.id, admin.token)).status).toBe(403);
    expect((await list(operador.userId, operador.token)).body.data.map((r) => r.id)).toContain(operadorsOwn.id);
    expect((await disable('', admin.token)).status).toBe(400);
    expect((await disable(operadorsOwn.id)).status).toBe(401);
  });
});

describe('POST /api/ProcessBlod/SimulateProcess', () => {
  it('creates a PENDING notification, pushes GetNotificationBlod, then completes it and pushes again', async () => {
    const { token, userId } = await login(server);
    const socket = connect(server.url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const pushes: unknown[] = [];
    socket.on('GetNotificationBlod', (payload) => pushes.push(payload));

    const answer = await post(server, '/api/ProcessBlod/SimulateProcess', { code: 'PED-TEST-01' }, token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ process: 'PENDING', code: 'PED-TEST-01' });
    const { id } = answer.body.data;
    await expect.poll(() => pushes.length).toBe(1);
    expect(pushes[0]).toBe(userId);
    expect((await list(userId, token)).body.data.find((r) => r.id === id)?.process).toBe('PENDING');

    await expect.poll(() => pushes.length, { timeout: SIMULATED_PROCESSING_MS + 3000 }).toBe(2);
    const done = (await list(userId, token)).body.data.find((r) => r.id === id)!;
    expect(done.process).toBe('COMPLETE');
    // written as a message key: each reader gets it in their language
    expect(done.message).toBe('File PED-TEST-01 was processed without issues.');
    const spanish = (await list(userId, token, { 'Accept-Language': 'es' })).body.data.find((r) => r.id === id)!;
    expect(spanish.message).toBe('El archivo PED-TEST-01 se procesó sin novedades.');
  });

  it('makes up a code when none is given, and validates the one given', async () => {
    const { token } = await login(server);
    const answer = await post(server, '/api/ProcessBlod/SimulateProcess', {}, token);
    expect(answer.body.data.code).toMatch(/^PRC-\d+$/);
    expect((await post(server, '/api/ProcessBlod/SimulateProcess', { code: 'a b<c>' }, token)).status).toBe(400);
    expect((await post(server, '/api/ProcessBlod/SimulateProcess', {})).status).toBe(401);
  });
});
