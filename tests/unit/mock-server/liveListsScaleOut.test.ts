// @vitest-environment node
// Issue 36 across instances (run by `npm run test:postgres`; skipped on the embedded store): a change written
// through one instance reaches a socket that joined the resource's room on another (socket.io's PostgreSQL adapter).
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import type { RecordsChanged, SubscribeAnswer } from '../../../contracts/live';
import { call, login, post, withTwoInstances, type TwoInstances } from './helpers';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)('live lists across two instances on one PostgreSQL server', () => {
  let first: TwoInstances['first'];
  let second: TwoInstances['second'];
  const sockets: Socket[] = [];
  withTwoInstances((ready) => ({ first, second } = ready));
  // registered after the instances' hooks, so it runs before they close (after-hooks run in reverse)
  afterAll(() => sockets.forEach((socket) => socket.disconnect()));

  it('a store saved through one instance is announced to a socket subscribed on the other', async () => {
    const watcher = await login(second);
    const socket = connect(second.url, { auth: { token: watcher.token }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const joined = await new Promise<SubscribeAnswer>((resolve) => socket.emit('subscribe', 'stores', resolve));
    expect(joined.ok).toBe(true);
    const received = new Promise<RecordsChanged>((resolve) => socket.once('RecordsChanged', resolve));

    const editor = await login(first);
    const store = (await call(first, 'GET', '/api/WorkShop/GetAll?pageIndex=1&pageSize=5', { token: editor.token })).body.data.items[0];
    const saved = await post(first, '/api/WorkShop/update', { id: store.id, name: store.name, address: `Calle Escalada ${Date.now() % 100000}`, idDepartment: store.idDepartment, idCity: store.idCity }, editor.token);
    expect(saved.status).toBe(200);
    const event = await received;
    expect(event).toMatchObject({ resource: 'stores', ids: [String(store.id)], by: { id: editor.userId }, kind: 'update' });
    // and the list read through the second instance shows it
    const list = (await call(second, 'GET', '/api/WorkShop/GetAll?pageIndex=1&pageSize=5', { token: watcher.token })).body.data.items;
    expect(list.find((s: { id: number }) => s.id === store.id).address).toMatch(/^Calle Escalada/);
  });
});
