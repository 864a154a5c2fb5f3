// @vitest-environment node
// Issue 20's scale-out: two server instances on one PostgreSQL server (run by `npm run test:postgres`, which
// starts the server from Debian's package; skipped on the embedded store, where one process owns the database).
// A session opened on one works on the other, a notification written through one reaches a socket connected to
// the other (socket.io's PostgreSQL adapter), a save on one is seen by a list on the other, and a logout on one
// disconnects the session's sockets on the other.
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer, type MockServer } from '../../../mock-server/server';
import { freshDataDir, login, post, removeDir, SERVER_START_TIMEOUT_MS, startServer, testDatabaseUrl } from './helpers';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)('two instances on one PostgreSQL server', () => {
  let first: Awaited<ReturnType<typeof startServer>>;
  let second: MockServer;
  let secondDir: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    first = await startServer();
    secondDir = freshDataDir();
    // the same database as the first instance: its folder remembers which (postgresDatabases.ts)
    second = await createMockServer({ dataDir: secondDir, port: 0, databaseUrl: await testDatabaseUrl(first.dataDir) });
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await second?.close();
    await first?.close();
    removeDir(secondDir);
    removeDir(first.dataDir);
  }, SERVER_START_TIMEOUT_MS);

  const open = (server: { url: string }, token: string) => {
    const socket = connect(server.url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    return new Promise<Socket>((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  };

  it('a session opened on one instance works on the other', async () => {
    const { token } = await login(first);
    const list = await post(second, '/api/DataBase/List', { pageIndex: 1, pageSize: 5 }, token);
    expect(list.status).toBe(200);
    expect(list.body.data.items.length).toBeGreaterThan(0);
  });

  it('a save on one instance is seen by a list on the other', async () => {
    const { token } = await login(second);
    const name = `Escalada ${Date.now()}`;
    const saved = await post(first, '/api/DataBase/Save', {
      id: 0, name, alias: `ESC${Date.now() % 100000}`, connectionString: 'Server=db;Database=escalada', urlApi: 'https://escalada.example.com/', storage: '', status: true,
    }, token);
    expect(saved.status, saved.text).toBe(200);
    const found = await post(second, '/api/DataBase/List', { pageIndex: 1, pageSize: 5, search: name }, token);
    expect(found.body.data.items.map((d: { name: string }) => d.name)).toEqual([name]);
  });

  it('a notification written through one instance reaches a socket connected to the other', async () => {
    const { token, userId } = await login(first);
    const socket = await open(second, token);
    const received = new Promise((resolve) => socket.once('GetNotificationBlod', resolve));
    const started = await post(first, '/api/ProcessBlod/SimulateProcess', {}, token);
    expect(started.status, started.text).toBe(200);
    expect(await received).toBe(userId);
    const listed = await fetch(`${second.url}/api/ProcessBlod/GetNotificationBlod?idUser=${userId}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(JSON.stringify(await listed.json())).toContain(started.body.data.code);
  });

  it('a logout on one instance disconnects the session\'s sockets on the other, and the token stops working there', async () => {
    const { token } = await login(first);
    const socket = await open(second, token);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect((await post(first, '/api/Auth/Logout', {}, token)).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect((await post(second, '/api/DataBase/List', { pageIndex: 1, pageSize: 5 }, token)).status).toBe(401);
  });
});
