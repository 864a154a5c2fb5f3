// @vitest-environment node
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { login, post, withServerForFile, type ServerForFile } from './helpers';

let server: ServerForFile['server'];
const sockets: Socket[] = [];

withServerForFile((ready) => ({ server } = ready));
// registered after the server's hooks, so it runs before the server closes (after-hooks run in reverse)
afterAll(() => sockets.forEach((s) => s.disconnect()));

function open(token?: string): Socket {
  const socket = connect(server.url, { auth: token ? { token } : {}, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  return socket;
}

const connectError = (socket: Socket) => new Promise<Error>((resolve) => socket.once('connect_error', resolve));
const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

describe('socket.io', () => {
  it('refuses a connection without a token, or with a bad one', async () => {
    expect((await connectError(open())).message).toBe('unauthorized');
    expect((await connectError(open('0'.repeat(64)))).message).toBe('unauthorized');
  });

  it('delivers GetNotificationBlod with the user id to that user only', async () => {
    const admin = await login(server);
    const operador = await login(server, 'operador', 'Operador#2026');
    const adminSocket = open(admin.token);
    const operadorSocket = open(operador.token);
    await Promise.all([connected(adminSocket), connected(operadorSocket)]);
    const operadorGot: unknown[] = [];
    operadorSocket.on('GetNotificationBlod', (payload) => operadorGot.push(payload));
    const received = new Promise<unknown[]>((resolve) => adminSocket.once('GetNotificationBlod', (...payload: unknown[]) => resolve(payload)));
    server.notifyUser(admin.userId);
    // the documented payload, the user id alone
    expect(await received).toEqual([admin.userId]);
    await new Promise((r) => setTimeout(r, 100));
    expect(operadorGot).toEqual([]);
  });

  it("says quietly that the user's own clean-up (Actions: dismissMyNotifications) changed their notifications", async () => {
    const { token, userId } = await login(server);
    const socket = open(token);
    await connected(socket);
    const received = new Promise<unknown[]>((resolve) => socket.once('GetNotificationBlod', (...payload: unknown[]) => resolve(payload)));
    const applied = await post(server, '/api/Actions/Apply', { item: 'dismissMyNotifications' }, token);
    expect(applied.status, applied.text).toBe(200);
    expect(await received).toEqual([userId, { quiet: true }]);
  });

  it('disconnects the sockets of a session that logs out', async () => {
    const { token } = await login(server);
    const socket = open(token);
    await connected(socket);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect((await post(server, '/api/Auth/Logout', {}, token)).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });
});
