// @vitest-environment node
// A big list's page is kept until its table is written (api/sqlListing.ts, db/readCache.ts): the same page asked
// again, or by several users at once, costs the database one query; a write shows at the very next read; a
// transaction reads its own writes, never a kept page.
import type { KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sqlPage } from '../../../../mock-server/shell/api/sqlListing';
import type { Db } from '../../../../mock-server/core/db/open';
import { withDatabase } from './dbHelpers';

let db: Db;
withDatabase((ready) => (db = ready));

/**
 * The statements answered through it (the store's own plugins, the write watch included, still apply): counted by
 * their results, which every statement has, built by Kysely or sent already compiled (the narrow search's).
 */
function counted(base: Db): { db: Db; statements: () => number } {
  let statements = 0;
  const counter: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      statements++;
      return result;
    },
  };
  return { db: base.withPlugin(counter), statements: () => statements };
}

const page = (reader: Db, search: string, pageSize = 10) =>
  sqlPage<'databases', 'name' | 'alias', { id: number; name: string }>(reader, 'databases', {
    search, searchColumns: ['name', 'alias'], sortField: 'name', sortOrder: 'DESC', textColumns: ['name', 'alias'], pageIndex: 1, pageSize,
  });
const names = (answer: { items: { name: string }[] }) => answer.items.map((row) => row.name);

// on a PostgreSQL server (npm run test:postgres) nothing is kept: other clients may write
describe.skipIf(!!process.env.TEST_DATABASE_URL)('a list page kept until its table is written', () => {
  it('the same page asked again is answered without the database; a write shows at the next read', async () => {
    const { db: reader, statements } = counted(db);
    const first = await page(reader, 'bogot');
    expect(names(first)).toEqual(['Inventario Bogotá']);
    const read = statements();
    expect(await page(reader, 'bogot')).toEqual(first);
    expect(statements()).toBe(read);
    // another table written: still kept
    await db.updateTable('company').set({ phone: '601 555 0101' }).execute();
    await page(reader, 'bogot');
    expect(statements()).toBe(read);
    // its own table written: the next read sees the change
    const id = first.items[0].id;
    await db.updateTable('databases').set({ name: 'Inventario Bogotá Norte' }).where('id', '=', id).execute();
    expect(names(await page(reader, 'bogot'))).toEqual(['Inventario Bogotá Norte']);
    expect(statements()).toBeGreaterThan(read);
    await db.updateTable('databases').set({ name: 'Inventario Bogotá' }).where('id', '=', id).execute();
    expect(names(await page(reader, 'bogot'))).toEqual(['Inventario Bogotá']);
  });

  it('identical pages asked at the same time share one query', async () => {
    const { db: reader, statements } = counted(db);
    await db.updateTable('databases').set({ storage: 'https://almacen/compartida' }).where('id', '=', 1).execute(); // nothing kept
    const answers = await Promise.all(Array.from({ length: 6 }, () => page(reader, 'inventario')));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0].totalItemCount).toBeGreaterThan(0);
    expect(statements()).toBe(1);
  });

  it('a transaction reads its own writes, and after its rollback the list shows the stored rows', async () => {
    const before = await page(db, 'bogot');
    const id = before.items[0].id;
    await db
      .transaction()
      .execute(async (tx) => {
        await tx.updateTable('databases').set({ name: 'Bogotá en curso' }).where('id', '=', id).execute();
        expect(names(await page(tx, 'bogot'))).toEqual(['Bogotá en curso']);
        throw new Error('rolled back');
      })
      .catch((error: Error) => expect(error.message).toBe('rolled back'));
    expect(names(await page(db, 'bogot'))).toEqual(['Inventario Bogotá']);
  });

  it('a page larger than the kept ones is read every time', async () => {
    const { db: reader, statements } = counted(db);
    await page(reader, 'inventario', 500);
    const read = statements();
    await page(reader, 'inventario', 500);
    expect(statements()).toBeGreaterThan(read);
  });
});
