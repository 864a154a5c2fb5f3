// @vitest-environment node
// The embedded store's worker keeps statements prepared and plans them for their values, except those marked
// GENERIC_PLAN (pgliteWorker.mjs): what a caller must never notice.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { GENERIC_PLAN } from '../../../../mock-server/core/db/serverStatements';
import type { Db } from '../../../../mock-server/core/db/open';
import { withDatabase } from './dbHelpers';

let db: Db;
withDatabase((ready) => (db = ready));

const planMode = async (on: Db = db) => (await sql<{ planCacheMode: string }>`show plan_cache_mode`.execute(on)).rows[0].planCacheMode;
const generic = (on: Db = db) => sql<{ n: number }>`${sql.raw(GENERIC_PLAN)} select count(*)::int as n from databases where id > ${0}`.execute(on);

describe.skipIf(!!process.env.TEST_DATABASE_URL)('prepared statements on the embedded store', () => {
  it('plans every statement for its values, but a generic one, also after a rolled back transaction', async () => {
    expect(await planMode()).toBe('force_custom_plan');
    await generic();
    // the session stays generic for the next generic statement, and the next other statement plans for its values
    await db.selectFrom('databases').select('id').where('id', '=', 1).execute();
    expect(await planMode()).toBe('force_custom_plan');
    await generic();
    await db
      .transaction()
      .execute(async (tx) => {
        expect((await generic(tx)).rows[0].n).toBeGreaterThan(0);
        // switches the mode inside the transaction: the rollback brings back the generic mode of its BEGIN
        await tx.selectFrom('databases').select('id').where('id', '=', 1).execute();
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await db.selectFrom('databases').select('id').where('id', '=', 2).execute();
    expect(await planMode()).toBe('force_custom_plan');
  });

  it('reads a table whose columns changed after its statement was prepared', async () => {
    const read = () => db.selectFrom('roles').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    const before = await read();
    await read();
    await sql`alter table roles add column extra_note text default 'n/a'`.execute(db);
    const after = (await read()) as typeof before & { extraNote?: string };
    expect(after.extraNote).toBe('n/a');
    expect(after.id).toBe(before.id);
    await sql`alter table roles drop column extra_note`.execute(db);
    expect(Object.keys(await read()).sort()).toEqual(Object.keys(before).sort());
  });

  it('keeps answering once more texts than it keeps prepared have run', async () => {
    const existing = new Set((await db.selectFrom('databases').select('id').execute()).map((row) => row.id));
    // IN lists of every length from 1 to 320: as many statement texts
    for (let length = 1; length <= 320; length++) {
      const ids = Array.from({ length }, (_, i) => i + 1);
      const found = await db.selectFrom('databases').select('id').where('id', 'in', ids).orderBy('id').execute();
      expect(found.map((row) => row.id)).toEqual(ids.filter((id) => existing.has(id)));
    }
    const first = await db.selectFrom('databases').select('id').where('id', 'in', [1]).execute();
    expect(first.map((row) => row.id)).toEqual([1]);
  });

  it('reports a failing statement with its code, and goes on', async () => {
    const clash = db.insertInto('roles').values({ id: 1, name: 'duplicate', status: true, dataBaseId: 1 }).execute();
    await expect(clash).rejects.toMatchObject({ code: '23505' });
    expect((await db.selectFrom('roles').select('id').where('id', '=', 1).execute()).length).toBe(1);
  });
});
