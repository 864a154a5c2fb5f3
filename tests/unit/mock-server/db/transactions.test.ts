// @vitest-environment node
// db.transaction() through the PGlite worker is a real BEGIN ... COMMIT on the one connection: whole or nothing,
// and never interleaved with other statements.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../../mock-server/core/db/open';
import { MAX_IN_FLIGHT } from '../../../../mock-server/core/db/workerDialect';
import { withDatabase } from './dbHelpers';

let db: Db;
// On a PostgreSQL server (npm run test:postgres) the pool has many connections and reads do not wait for writers
// (MVCC, read committed): the one-connection guarantees below are the embedded database's.
const onServer = !!process.env.TEST_DATABASE_URL;
withDatabase((ready) => (db = ready));

describe('transactions', () => {
  it('leave nothing behind when the second statement fails', async () => {
    const attempt = db.transaction().execute(async (trx) => {
      await trx.insertInto('databases').values({ name: 'Mitad', alias: 'MIT', connectionString: '', storage: '', status: true, databaseType: 1, urlApi: '' }).execute();
      // a role of a database that does not exist: the foreign key refuses it
      await trx.insertInto('roles').values({ name: 'Rol', status: true, dataBaseId: 99999 }).execute();
    });
    await expect(attempt).rejects.toMatchObject({ code: '23503' });
    expect(await db.selectFrom('databases').select('id').where('name', '=', 'Mitad').execute()).toEqual([]);
  });

  it.skipIf(onServer)('do not interleave (embedded): 40 concurrent read-then-write increments all count', async () => {
    const before = (await db.selectFrom('company').select('year').executeTakeFirstOrThrow()).year;
    await Promise.all(
      Array.from({ length: 40 }, () =>
        db.transaction().execute(async (trx) => {
          const { year } = await trx.selectFrom('company').select('year').executeTakeFirstOrThrow();
          await trx.updateTable('company').set({ year: year + 1 }).execute();
        }),
      ),
    );
    expect((await db.selectFrom('company').select('year').executeTakeFirstOrThrow()).year).toBe(before + 40);
  });

  it.skipIf(onServer)('a statement outside a transaction waits for the transaction to end', async () => {
    const order: string[] = [];
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const tx = db.transaction().execute(async (trx) => {
      await trx.updateTable('company').set({ phone: 'en transacción' }).execute();
      order.push('tx wrote');
      await hold;
      await trx.updateTable('company').set({ phone: 'confirmado' }).execute();
      order.push('tx done');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const read = db.selectFrom('company').select('phone').executeTakeFirstOrThrow().then((row) => {
      order.push(`read ${row.phone}`);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([tx, read]);
    expect(order).toEqual(['tx wrote', 'tx done', 'read confirmado']);
  });

  it.skipIf(onServer)('keep arrival order with many reads in the worker at once (embedded): reads sent before a transaction see the old value, reads after it the new one', async () => {
    const phone = async () => (await db.selectFrom('company').select('phone').executeTakeFirstOrThrow()).phone;
    await db.updateTable('company').set({ phone: 'antes' }).execute();
    // more reads than the worker takes at once, on both sides of the write
    const reads = MAX_IN_FLIGHT * 2 + 3;
    const before = Array.from({ length: reads }, phone);
    const write = db.transaction().execute(async (trx) => {
      await trx.updateTable('company').set({ phone: 'durante' }).execute();
      await trx.updateTable('company').set({ phone: 'después' }).execute();
    });
    const after = Array.from({ length: reads }, phone);
    await write;
    expect(await Promise.all(before)).toEqual(Array(reads).fill('antes'));
    expect(await Promise.all(after)).toEqual(Array(reads).fill('después'));
  });

  it('report the rows an update touched (Kysely numUpdatedRows)', async () => {
    const result = await db.updateTable('databases').set({ storage: 'x' }).where('id', '<', 0).executeTakeFirst();
    expect(result.numUpdatedRows).toBe(0n);
  });
});
