// @vitest-environment node
// Issue 20's scale-out: two server instances on one PostgreSQL server (run by `npm run test:postgres`, which
// starts the server from Debian's package; skipped on the embedded store, where one process owns the database).
// A session opened on one works on the other, a notification written through one reaches a socket connected to
// the other (socket.io's PostgreSQL adapter), a save on one is seen by a list on the other, and a logout on one
// disconnects the session's sockets on the other. Instances that share a data folder agree on its REST collections.
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer, type MockServer } from '../../../mock-server/shell/server';
import { call, freshDataDir, login, post, removeDir, SERVER_START_TIMEOUT_MS, startServer, testDatabaseUrl } from './helpers';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)('two instances on one PostgreSQL server', () => {
  let first: Awaited<ReturnType<typeof startServer>>;
  let second: MockServer;
  let secondDir: string;
  /** a third instance on the first one's data folder (README, Scaling: instances may share one) */
  let sharing: MockServer;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    first = await startServer();
    secondDir = freshDataDir();
    // the same database as the first instance: its folder remembers which (postgresDatabases.ts)
    second = await createMockServer({ dataDir: secondDir, port: 0, databaseUrl: await testDatabaseUrl(first.dataDir) });
    sharing = await createMockServer({ dataDir: first.dataDir, port: 0, databaseUrl: await testDatabaseUrl(first.dataDir) });
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await sharing?.close();
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

  it('instances sharing a data folder agree on its REST collections: what one writes the other lists, and creates on both at once all land with distinct ids', async () => {
    const { token } = await login(first);
    const warehouses = (server: { url: string }) =>
      call<Array<{ id: number; code: string }>>(server, 'GET', '/api/rest/warehouses?range=[0,9999]', { token }).then((answer) => answer.body);
    const before = await warehouses(sharing);
    const create = (server: { url: string }, n: number) =>
      call<{ id: number }>(server, 'POST', '/api/rest/warehouses', { token, body: { code: `ESC-${String(n).padStart(3, '0')}`, name: `Bodega escalada ${n}`, city: 'Cali' } });
    const one = await create(first, 100);
    expect(one.status, one.text).toBe(201);
    expect((await warehouses(sharing)).map((w) => w.code)).toContain('ESC-100');
    // 20 creates, alternately on each instance, all at once: each waits for the file, none is lost
    const many = await Promise.all(Array.from({ length: 20 }, (_, n) => create(n % 2 ? sharing : first, 101 + n)));
    expect(many.map((answer) => answer.status)).toEqual(many.map(() => 201));
    expect(new Set(many.map((answer) => answer.body.id)).size).toBe(20);
    for (const server of [first, sharing]) expect((await warehouses(server)).length).toBe(before.length + 21);
    // and an edit on one is what the other then edits from (the record's version follows)
    const edited = await call(sharing, 'PATCH', `/api/rest/warehouses/${one.body.id}`, { token, body: { city: 'Pasto', version: 1 } });
    expect(edited.status, edited.text).toBe(200);
    const stale = await call(first, 'PATCH', `/api/rest/warehouses/${one.body.id}`, { token, body: { city: 'Neiva', version: 1 } });
    expect(stale.status).toBe(409);
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
