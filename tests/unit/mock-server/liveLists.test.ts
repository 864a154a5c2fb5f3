// @vitest-environment node
// Issue 36, live lists: a socket joins a resource's room only when its user may list the resource (L on the
// resource's menu entry), and gets one RecordsChanged per write that changed records of it, once committed.
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import type { RecordsChanged, SubscribeAnswer } from '../../../contracts/live';
import { call, login, post, withServerForFile, type ServerForFile } from './helpers';

let server: ServerForFile['server'];
const sockets: Socket[] = [];

withServerForFile((ready) => ({ server } = ready));
afterAll(() => sockets.forEach((s) => s.disconnect()));

async function open(token: string): Promise<Socket> {
  const socket = connect(server.url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

const subscribe = (socket: Socket, resource: unknown) =>
  new Promise<SubscribeAnswer>((resolve) => socket.emit('subscribe', resource, resolve));

/** What the socket receives from now on. */
const collect = (socket: Socket) => {
  const got: RecordsChanged[] = [];
  socket.on('RecordsChanged', (event: RecordsChanged) => got.push(event));
  return got;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(read: () => T | undefined, ms = 3000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await pause(20);
  }
}

const firstStore = async (token: string) => (await call(server, 'GET', '/api/WorkShop/GetAll?pageIndex=1&pageSize=5', { token })).body.data.items[1];

describe('live lists: rooms per resource', () => {
  it('lets a user join the room of a resource they may list, with a tag of their own session', async () => {
    const admin = await login(server);
    const socket = await open(admin.token);
    const stores = await subscribe(socket, 'stores');
    expect(stores).toMatchObject({ ok: true });
    // a REST collection and a line's records (the repair orders of the logistics screen)
    expect(await subscribe(socket, 'warehouses')).toMatchObject({ ok: true });
    expect(await subscribe(socket, 'repairOrders')).toMatchObject({ ok: true });
    const other = await open((await login(server)).token);
    const again = await subscribe(other, 'stores');
    // each session its own tag
    expect(again.ok && stores.ok && again.self !== stores.self).toBe(true);
  });

  it("refuses a resource the user's flags do not let them list, and one the server does not know", async () => {
    const operador = await login(server, 'operador', 'Operador#2026');
    const socket = await open(operador.token);
    expect(await subscribe(socket, 'databases')).toMatchObject({ ok: true });
    expect(await subscribe(socket, 'stores')).toEqual({ ok: false, error: 'forbidden' });
    expect(await subscribe(socket, 'noSuchThing')).toEqual({ ok: false, error: 'unknownResource' });
    expect(await subscribe(socket, 42)).toEqual({ ok: false, error: 'unknownResource' });
  });

  it('emits one RecordsChanged per write, with the ids, who and when, to that room only', async () => {
    const watcher = await login(server);
    const editor = await login(server);
    const storesSocket = await open(watcher.token);
    const joined = await subscribe(storesSocket, 'stores');
    const databasesSocket = await open(watcher.token);
    await subscribe(databasesSocket, 'databases');
    const unsubscribed = await open(watcher.token);
    const stores = collect(storesSocket);
    const databases = collect(databasesSocket);
    const elsewhere = collect(unsubscribed);

    const store = await firstStore(editor.token);
    const before = Date.now();
    const saved = await post(server, '/api/WorkShop/update', { id: store.id, name: `${store.name} (viva)`, address: store.address, idDepartment: store.idDepartment, idCity: store.idCity }, editor.token);
    expect(saved.status).toBe(200);
    const event = await until(() => stores[0]);
    expect(event).toMatchObject({ resource: 'stores', ids: [String(store.id)], by: { id: editor.userId, name: expect.any(String) }, kind: 'update' });
    expect(Date.parse(event.at)).toBeGreaterThanOrEqual(before - 1000);
    // another session's write: not tagged as this socket's own
    expect(joined.ok && event.origin !== joined.self).toBe(true);
    await pause(300);
    expect(stores).toHaveLength(1);
    expect(databases).toEqual([]);
    expect(elsewhere).toEqual([]);
  });

  it("tags a write with the writer's own session, and announces nothing for a refused write", async () => {
    const admin = await login(server);
    const socket = await open(admin.token);
    const joined = await subscribe(socket, 'stores');
    const got = collect(socket);
    const store = await firstStore(admin.token);
    const closed = await call(server, 'POST', `/api/WorkShop/Delete?id=${store.id}`, { token: admin.token });
    expect(closed.status).toBe(200);
    const event = await until(() => got[0]);
    expect(event).toMatchObject({ ids: [String(store.id)], kind: 'state' });
    expect(joined.ok && event.origin === joined.self).toBe(true);
    // closing it again is refused (409): nothing written, nothing announced
    expect((await call(server, 'POST', `/api/WorkShop/Delete?id=${store.id}`, { token: admin.token })).status).toBe(409);
    expect((await post(server, '/api/WorkShop/update', { id: store.id }, admin.token)).status).toBe(400);
    await call(server, 'POST', `/api/Workshop/Active?id=${store.id}`, { token: admin.token });
    await until(() => got[1]);
    await pause(300);
    expect(got.map((e) => e.kind)).toEqual(['state', 'state']);
  });

  it('announces the writes of a multipart upload (the files of a database)', async () => {
    const admin = await login(server);
    const socket = await open(admin.token);
    await subscribe(socket, 'databases');
    const got = collect(socket);
    const form = new FormData();
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(256 * 1024, 32), Buffer.from('\n%%EOF\n')]);
    form.append('file_0', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'acta.pdf');
    const res = await fetch(`${server.url}/api/Upload/UploadFile?islocal=true&id=3&tableName=DataBasesObject`, {
      method: 'POST', body: form, headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(res.status).toBe(200);
    expect(await until(() => got[0])).toMatchObject({ resource: 'databases', ids: ['3'], kind: 'update' });
  });

  it("stops sending a room's changes after unsubscribe", async () => {
    const admin = await login(server);
    const socket = await open(admin.token);
    await subscribe(socket, 'stores');
    socket.emit('unsubscribe', 'stores');
    const got = collect(socket);
    await pause(50);
    const store = await firstStore(admin.token);
    await call(server, 'POST', `/api/WorkShop/Delete?id=${store.id}`, { token: admin.token });
    await call(server, 'POST', `/api/Workshop/Active?id=${store.id}`, { token: admin.token });
    await pause(300);
    expect(got).toEqual([]);
  });
});
