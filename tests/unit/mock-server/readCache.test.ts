// @vitest-environment node
// Reads kept until a write (mock-server/core/db/readCache.ts, writeWatch.ts): what a user notices is that a change
// takes effect at the next request, never later: a disabled user, a revoked flag, a signed-out token, a new row
// in a big list's total. And a save from a stale version never overwrites another (409), even at the same instant.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../../mock-server/shell/auth';
import { ReadCache } from '../../../mock-server/core/db/readCache';
import { DATABASES_MENU_PATH } from '../../../contracts/endpoints/databases';
import { call, login, post, withServerForFile, type ServerForFile } from './helpers';

let server: ServerForFile['server'];
let admin: string;
withServerForFile((ready) => ({ server, admin } = ready));

const list = (token: string, search = '') => post(server, '/api/DataBase/List', { pageIndex: 1, pageSize: 5, search }, token);

describe('reads kept until a write', () => {
  it('a user disabled, or signed out elsewhere, is refused at the very next request', async () => {
    const { token, userId } = await login(server, 'clave.demo', 'Clave#2026');
    const menuOf = (token: string, id: number) => post(server, '/api/Menu/GetAccess', { id }, token);
    expect((await menuOf(token, userId)).status).toBe(200);
    expect((await menuOf(token, userId)).status).toBe(200);
    await server.db.updateTable('users').set({ status: false }).where('id', '=', userId).execute();
    expect((await menuOf(token, userId)).status).toBe(401);
    await server.db.updateTable('users').set({ status: true }).where('id', '=', userId).execute();
    expect((await menuOf(token, userId)).status).toBe(200);
    await server.db.deleteFrom('sessions').where('tokenHash', '=', hashToken(token)).execute();
    expect((await menuOf(token, userId)).status).toBe(401);
  });

  it('a flag taken from a role is refused at the next request (403), given back it works again', async () => {
    expect((await list(admin)).status).toBe(200);
    const menuIds = (await server.db.selectFrom('menus').select('id').where('path', '=', DATABASES_MENU_PATH).execute()).map((m) => m.id);
    const revoke = (l: boolean) => server.db.updateTable('menuAccess').set({ l }).where('menu', 'in', menuIds).execute();
    await revoke(false);
    expect((await list(admin)).status).toBe(403);
    await revoke(true);
    expect((await list(admin)).status).toBe(200);
  });

  it("a list's total counts a row added or removed since the last page", async () => {
    const before = (await list(admin)).body.data.totalItemCount as number;
    expect((await list(admin)).body.data.totalItemCount).toBe(before);
    const saved = await post(server, '/api/DataBase/Save', { id: 0, name: 'Contada', alias: 'CONTADA', connectionString: 'Server=c' }, admin);
    expect(saved.status).toBe(200);
    expect((await list(admin)).body.data.totalItemCount).toBe(before + 1);
    await sql`delete from databases where id = ${saved.body.data}`.execute(server.db);
    expect((await list(admin)).body.data.totalItemCount).toBe(before);
  });

  it('two saves of one record from the same version at the same instant: one is saved, the other gets 409', async () => {
    const version = (await call(server, 'GET', '/api/DataBase/Get?id=7', { token: admin })).body.data.version as number;
    const answers = await Promise.all(
      ['UNO', 'DOS'].map((alias) => post(server, '/api/DataBase/Save', { id: 7, alias: `CONC_${alias}`, version }, admin)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const stored = (await call(server, 'GET', '/api/DataBase/Get?id=7', { token: admin })).body.data;
    expect(stored).toMatchObject({ version: version + 1, alias: answers[0].status === 200 ? 'CONC_UNO' : 'CONC_DOS' });
  });
});

// on a PostgreSQL server (npm run test:postgres) nothing is kept: other clients may write
describe.skipIf(!!process.env.TEST_DATABASE_URL)('ReadCache', () => {
  it('answers again without reading until one of its tables is written; not inside a transaction', async () => {
    const cache = new ReadCache<number>(['roles']);
    let reads = 0;
    const read = () => cache.get(server.db, 'k', async () => ++reads);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    await server.db.updateTable('company').set({ phone: '601 000 0000' }).execute(); // another table
    expect(await read()).toBe(1);
    await server.db.updateTable('roles').set({ name: 'Operador' }).where('id', '=', -1).execute();
    expect(await read()).toBe(2);
    await sql`update roles set name = name where id = -1`.execute(server.db); // raw SQL: any table may have changed
    expect(await read()).toBe(3);
    await server.db.transaction().execute(async (tx) => {
      expect(await cache.get(tx, 'k', async () => 100)).toBe(100);
    });
    // two identical reads at once share one load
    await server.db.deleteFrom('roles').where('id', '=', -1).execute();
    const [a, b] = await Promise.all([read(), read()]);
    expect([a, b]).toEqual([4, 4]);
  });
});
