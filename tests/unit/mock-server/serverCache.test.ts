// @vitest-environment node
// Issue 50: the read cache on a PostgreSQL server (mock-server/core/db/serverWatch.ts), run by `npm run test:postgres`
// and `npm test`'s scale-out step. What a user notices: a change shows at once on the instance that made it, soon on
// the others, and so does a DBA's UPDATE; while an instance cannot hear the database's announcements it answers
// from the database itself, never from what it kept.
import { CamelCasePlugin, Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadCache } from '../../../mock-server/core/db/readCache';
import { listenForWrites, WatchedPostgresDialect, WRITES_CHANNEL, type WriteListener } from '../../../mock-server/core/db/serverWatch';
import { WriteWatch } from '../../../mock-server/core/db/writeWatch';
import { freshDataDir, login, post, removeDir, SERVER_START_TIMEOUT_MS, testDatabaseUrl, withTwoInstances, type TwoInstances } from './helpers';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Asks `probe` every 5 ms until it holds; the time it took (fails past `limitMs`). */
async function within(limitMs: number, probe: () => Promise<boolean>): Promise<number> {
  const start = performance.now();
  for (;;) {
    if (await probe()) return performance.now() - start;
    if (performance.now() - start > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Another client of the database (a DBA's session): its writes go through no instance. */
async function asAnotherClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe.runIf(onPostgres)('the read cache on a PostgreSQL server', () => {
  let dataDir: string;
  let url: string;
  let watch: WriteWatch;
  let listener: WriteListener;
  let db: Kysely<any>;
  const names = new ReadCache<string>(['databases']);
  let loads = 0;
  const nameOf = (id: number) =>
    names.get(db, String(id), async () => {
      loads += 1;
      return (await db.selectFrom('databases').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name as string;
    });

  beforeAll(async () => {
    dataDir = freshDataDir();
    url = await testDatabaseUrl(dataDir);
    watch = new WriteWatch();
    listener = listenForWrites({ connectionString: url }, watch, (config) => new pg.Client(config));
    db = new Kysely<any>({
      dialect: new WatchedPostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 4 }) }, watch, () => listener.close()),
      plugins: [watch, new CamelCasePlugin()],
    });
    await listener.ready;
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await db?.destroy();
    removeDir(dataDir);
  });

  it('keeps a read until its table is written: by this instance (at once), in a transaction (at its commit), by another client (on its NOTIFY)', async () => {
    expect(listener.listening()).toBe(true);
    const first = await nameOf(3);
    const loadsBefore = loads;
    expect(await nameOf(3)).toBe(first);
    expect(loads).toBe(loadsBefore);

    await db.updateTable('databases').set({ name: 'Leída otra vez' }).where('id', '=', 3).execute();
    expect(await nameOf(3)).toBe('Leída otra vez');

    await db.transaction().execute(async (tx) => {
      await tx.updateTable('databases').set({ name: 'En una transacción' }).where('id', '=', 3).execute();
      // a read outside the transaction meanwhile sees the committed name and must not stay once it commits
      expect(await nameOf(3)).toBe('Leída otra vez');
    });
    expect(await nameOf(3)).toBe('En una transacción');

    await asAnotherClient(url, (client) => client.query(`update databases set name = 'Cambiada por un DBA' where id = 3`));
    const took = await within(1000, async () => (await nameOf(3)) === 'Cambiada por un DBA');
    expect(took).toBeLessThan(1000);
  });

  it("moves a table on at its transaction's COMMIT, not only before each statement (no announcement needed)", async () => {
    // a watch with no LISTEN: only this instance's own writes move it
    const quiet = new WriteWatch();
    const own = new Kysely<any>({
      dialect: new WatchedPostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) }, quiet, async () => undefined),
      plugins: [quiet, new CamelCasePlugin()],
    });
    const cache = new ReadCache<string>(['databases']);
    const read = () => cache.get(own, '5', async () => (await own.selectFrom('databases').select('name').where('id', '=', 5).executeTakeFirstOrThrow()).name as string);
    try {
      await read();
      await own.transaction().execute(async (tx) => {
        await tx.updateTable('databases').set({ name: 'Confirmada al final' }).where('id', '=', 5).execute();
        // read outside the transaction after its UPDATE was sent: the old name, kept under the new generation
        expect(await read()).not.toBe('Confirmada al final');
      });
      expect(await read()).toBe('Confirmada al final');
    } finally {
      await own.destroy();
    }
  });

  it('while the LISTEN connection is down it answers from the database, and keeps reads again once it is back', async () => {
    expect(await nameOf(4)).toBeTruthy();
    const killed = await asAnotherClient(url, async (client) =>
      (await client.query(`select pg_terminate_backend(pid) as done from pg_stat_activity where datname = current_database() and query = 'listen ${WRITES_CHANNEL}'`)).rows,
    );
    expect(killed).toHaveLength(1);
    await within(2000, async () => !listener.listening());
    // a write nobody announces to this instance: it is seen all the same, since nothing is kept meanwhile
    await asAnotherClient(url, (client) => client.query(`update databases set name = 'Escrita sin aviso' where id = 4`));
    expect(await nameOf(4)).toBe('Escrita sin aviso');
    const loadsDown = loads;
    await nameOf(4);
    expect(loads).toBe(loadsDown + 1);

    await within(5000, async () => listener.listening());
    await nameOf(4);
    const loadsUp = loads;
    expect(await nameOf(4)).toBe('Escrita sin aviso');
    expect(loads).toBe(loadsUp);
    await asAnotherClient(url, (client) => client.query(`update databases set name = 'Avisada de nuevo' where id = 4`));
    await within(1000, async () => (await nameOf(4)) === 'Avisada de nuevo');
  });
});

describe.runIf(onPostgres)('two instances with their read caches on one PostgreSQL server', () => {
  let first: TwoInstances['first'];
  let second: TwoInstances['second'];
  withTwoInstances((ready) => ({ first, second } = ready));

  it("a save through one shows in the other's list (its page and total kept until then), and so does another client's write", async () => {
    const { token } = await login(first);
    const page = async (server: { url: string }) =>
      (await post(server, '/api/DataBase/List', { pageIndex: 1, pageSize: 10 }, token)).body.data as { totalItemCount: number; items: { id: number; name: string }[] };
    const before = await page(second);
    expect(await page(second)).toEqual(before);

    const name = `Aaa vista en la otra ${Date.now()}`;
    const saved = await post(first, '/api/DataBase/Save', { id: 0, name, alias: `VIS${Date.now() % 100000}`, connectionString: 'Server=db;Database=vista' }, token);
    expect(saved.status, saved.text).toBe(200);
    expect((await page(first)).totalItemCount).toBe(before.totalItemCount + 1);
    await within(1000, async () => (await page(second)).totalItemCount === before.totalItemCount + 1);

    const shown = before.items[0];
    await asAnotherClient(await testDatabaseUrl(first.dataDir), (client) => client.query('update databases set name = $1 where id = $2', [`${shown.name} (DBA)`, shown.id]));
    for (const server of [first, second]) {
      await within(1000, async () => (await page(server)).items.some((item) => item.name === `${shown.name} (DBA)`));
    }
  });
});
