// @vitest-environment node
// The big lists search, sort and page in SQL: the same answers as the JavaScript rules they replace
// (listing.ts: accents and case ignored, Spanish order with ñ after n and numbers by value, ties by id).
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASE_TEXT_FIELDS } from '../../../../mock-server/lines/admin/database';
import { matchesSearch, sortRows } from '../../../../mock-server/shell/api/listing';
import { NARROW_LIMIT, sqlPage, totalFromPage } from '../../../../mock-server/shell/api/sqlListing';
import type { Db } from '../../../../mock-server/core/db/open';
import { withDatabase } from './dbHelpers';

let db: Db;
withDatabase((ready) => (db = ready));

const NAMES = ['Zeta 10', 'zeta 9', 'Ñandú', 'Nube', 'Oso', 'Ágata', 'agata 2', 'Sucursal Bogotá 100', 'Sucursal Bogota 20', '100% real', 'a_b', 'Ab'];

describe('lists paged by the database', () => {
  it('sort texts like the Spanish collation and search ignoring accents and case, % and _ taken literally', async () => {
    // among the seeded databases
    const rows = NAMES.map((name, i) => ({ name, alias: `AL_${i}`, connectionString: '', storage: '', status: i % 2 === 0, databaseType: 1 as const, urlApi: '' }));
    await db.insertInto('databases').values(rows).execute();
    const all = await db.selectFrom('databases').selectAll().execute();
    const page = (search: string, sortField: 'name' | 'status', sortOrder: 'ASC' | 'DESC', pageSize = 50, pageIndex = 1) =>
      sqlPage<'databases', 'name' | 'alias' | 'status', (typeof all)[number]>(db, 'databases', {
        search, searchColumns: ['name', 'alias'], sortField, sortOrder, textColumns: ['name', 'alias'], pageIndex, pageSize,
      });
    const names = (items: { name: string }[]) => items.map((row) => row.name);

    for (const order of ['ASC', 'DESC'] as const) {
      expect(names((await page('', 'name', order)).items)).toEqual(names(sortRows(all, 'name', order)));
      expect(names((await page('', 'status', order)).items)).toEqual(names(sortRows(all, 'status', order)));
    }
    const ascending = names((await page('', 'name', 'ASC')).items);
    expect(ascending.slice(0, 3)).toEqual(['100% real', 'a_b', 'Ab']);
    expect(ascending.indexOf('zeta 9')).toBe(ascending.indexOf('Zeta 10') - 1);
    expect(ascending.indexOf('Ñandú')).toBe(ascending.indexOf('Nube') + 1);
    for (const search of ['bogota', 'BOGOTÁ', 'nandu', 'agata', '100%', '_', 'al_1']) {
      const expected = all.filter((row) => matchesSearch(search, row.name, row.alias));
      const answer = await page(search, 'name', 'ASC');
      expect(names(answer.items), search).toEqual(names(sortRows(expected, 'name', 'ASC')));
      expect(answer.totalItemCount).toBe(expected.length);
    }
    const second = await page('', 'name', 'DESC', 5, 2);
    expect(names(second.items)).toEqual(names(sortRows(all, 'name', 'DESC').slice(5, 10)));
    expect(second.totalItemCount).toBe(all.length);
  });

  it('answers a search with more matches than a narrow one the same way, pages past the end included', async () => {
    // NARROW_LIMIT + 50 matches of "lote", in both columns, beside the other databases
    const count = NARROW_LIMIT + 50;
    const rows = Array.from({ length: count }, (_, i) => ({
      name: i % 2 === 0 ? `Lote ${count - i}` : `Sucursal ${i}`, alias: i % 2 === 0 ? `LT_${i}` : `LOTE_${i}`,
      connectionString: '', storage: '', status: true, databaseType: 1 as const, urlApi: '',
    }));
    await db.insertInto('databases').values(rows).execute();
    const all = await db.selectFrom('databases').selectAll().execute();
    const page = (search: string, pageIndex: number, pageSize = 25) =>
      sqlPage<'databases', 'name' | 'alias', (typeof all)[number]>(db, 'databases', {
        search, searchColumns: ['name', 'alias'], sortField: 'name', sortOrder: 'ASC', textColumns: ['name', 'alias'], pageIndex, pageSize,
      });
    const names = (items: { name: string }[]) => items.map((row) => row.name);
    // broad ("lote": past the narrow limit) and narrow ("lote 1" and "lote 10": the numbers that begin with them)
    for (const search of ['lote', 'LOTE 1', 'lote 10']) {
      const expected = sortRows(all.filter((row) => matchesSearch(search, row.name, row.alias)), 'name', 'ASC');
      for (const pageIndex of [1, 2, Math.ceil(expected.length / 25), Math.ceil(expected.length / 25) + 1]) {
        const answer = await page(search, pageIndex);
        expect(names(answer.items), `${search} page ${pageIndex}`).toEqual(names(expected.slice((pageIndex - 1) * 25, pageIndex * 25)));
        if (answer.items.length === 0) continue;
        expect(answer.totalItemCount, `${search} page ${pageIndex}`).toBe(expected.length);
        // the same fields, whichever way the page was read
        expect(Object.keys(answer.items[0]).sort()).toEqual(Object.keys(all[0]).sort());
      }
    }
    expect(all.filter((row) => matchesSearch('lote', row.name, row.alias)).length).toBeGreaterThan(NARROW_LIMIT);
  });

  it('sorts the databases by each text column from an index, both ways, ties by id ascending', async () => {
    // values that repeat, as the seeded storages and API addresses do (100 000 rows: 29 storages, 75 % "http://")
    const rows = Array.from({ length: 60 }, (_, i) => ({
      name: `Base ${i}`, alias: `B_${i}`, connectionString: `Server=s${i % 7}`, storage: `https://st/${i % 3}`, status: true, databaseType: 3 as const, urlApi: i % 4 ? 'http://' : `https://api/${i}`,
    }));
    await db.insertInto('databases').values(rows).execute();
    const all = await db.selectFrom('databases').selectAll().execute();
    type Field = 'connectionString' | 'storage' | 'urlApi' | 'name' | 'alias';
    const REPEATING: Field[] = ['storage', 'urlApi'];
    for (const field of DATABASE_TEXT_FIELDS as Field[]) {
      for (const order of ['ASC', 'DESC'] as const) {
        const answer = await sqlPage<'databases', Field, (typeof all)[number]>(db, 'databases', {
          search: '', searchColumns: ['name', 'alias'], sortField: field, sortOrder: order, textColumns: DATABASE_TEXT_FIELDS, pageIndex: 2, pageSize: 10,
        });
        expect(answer.items.map((row) => row.id), `${field} ${order}`).toEqual(sortRows(all, field, order).slice(10, 20).map((row) => row.id));
        // sqlPage's ORDER BY (sqlListing.ts), planned with sorting forbidden: the planner still sorts if no index
        // gives this order (4 s for 100 000 rows)
        await sql`set enable_sort = off`.execute(db);
        const plan = await sql<{ 'QUERY PLAN': string }>`explain select * from databases
          order by sort_key(${sql.ref(field)}) collate "C" ${order === 'DESC' ? sql`desc` : sql`asc`}, id asc limit 10 offset 10`.execute(db);
        await sql`reset enable_sort`.execute(db);
        // an index read backwards then orders ties by id: cheap ("Incremental Sort") where values hardly repeat
        const sorts = plan.rows.map((row) => row['QUERY PLAN']).filter((line) => /Sort  \(cost/.test(line));
        expect(sorts.filter((line) => !/Incremental Sort/.test(line) || REPEATING.includes(field)), `${field} ${order}`).toEqual([]);
      }
    }
  });

  it('answers narrow searches by every sort field and direction in turn (one statement kept per sort), all fields in camelCase', async () => {
    const rows = Array.from({ length: 14 }, (_, i) => ({
      name: `Ramal Ñuñoa ${(i * 5) % 14}`, alias: `RÑ_${13 - i}`, connectionString: `Server=r${i % 4}`, storage: `https://st/${i % 3}`,
      status: i % 3 === 0, databaseType: 2 as const, urlApi: i % 2 ? 'http://' : `https://api/${i}`,
    }));
    await db.insertInto('databases').values(rows).execute();
    const all = await db.selectFrom('databases').selectAll().execute();
    type Field = 'connectionString' | 'storage' | 'urlApi' | 'name' | 'alias' | 'status' | 'id';
    // twice round: a statement kept for one sort must never answer another
    for (let round = 0; round < 2; round++) {
      for (const field of [...(DATABASE_TEXT_FIELDS as Field[]), 'status', 'id'] as Field[]) {
        for (const order of ['ASC', 'DESC'] as const) {
          for (const [search, pageIndex, pageSize] of [['ñunoa', 1, 5], ['NUÑOA 1', 1, 10], ['ñuñoa', 3, 5], ['rñ_1', 1, 3]] as const) {
            const expected = sortRows(all.filter((row) => matchesSearch(search, row.name, row.alias)), field, order);
            const answer = await sqlPage<'databases', Field, (typeof all)[number]>(db, 'databases', {
              search, searchColumns: ['name', 'alias'], sortField: field, sortOrder: order, textColumns: DATABASE_TEXT_FIELDS, pageIndex, pageSize,
            });
            const label = `${search} by ${field} ${order}, page ${pageIndex}`;
            expect(answer.items, label).toEqual(expected.slice((pageIndex - 1) * pageSize, pageIndex * pageSize));
            expect(answer.totalItemCount, label).toBe(expected.length);
          }
        }
      }
    }
  });

  it("answers a big table's total without a search as PostgreSQL's estimate, said so; a search, a last page or a small table exactly", async () => {
    await sql`analyze databases`.execute(db);
    const count = (await db.selectFrom('databases').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
    // a page size whose last page is not full (it then tells the total)
    const pageSize = [5, 6, 7].find((size) => count % size !== 0)!;
    const page = (search: string, pageIndex: number, estimateFrom?: number) =>
      sqlPage<'databases', 'name' | 'alias', { name: string }>(db, 'databases', {
        search, searchColumns: ['name', 'alias'], sortField: 'name', sortOrder: 'ASC', textColumns: ['name', 'alias'], pageIndex, pageSize, estimateFrom,
      });
    // as if the table were big: a first page counts nothing, and says its total is an estimate
    const estimated = await page('', 1, 10);
    expect(estimated).toMatchObject({ totalIsEstimate: true, totalItemCount: count });
    expect(estimated.items).toHaveLength(pageSize);
    // the last page tells the exact total itself; a search is counted; below the threshold, counted
    const last = await page('', Math.ceil(count / pageSize), 10);
    expect(last.totalIsEstimate).toBeUndefined();
    expect(last.totalItemCount).toBe(count);
    expect((await page('a', 1, 10)).totalIsEstimate).toBeUndefined();
    expect((await page('', 1)).totalIsEstimate).toBeUndefined();
    expect((await page('', 1)).totalItemCount).toBe(count);
  });

  it('takes the exact total from a page that shows it, and asks for a count otherwise', () => {
    expect(totalFromPage(3, 1, 10)).toBe(3);
    expect(totalFromPage(4, 3, 10)).toBe(24);
    expect(totalFromPage(0, 1, 10)).toBe(0);
    expect(totalFromPage(0, 2, 10)).toBeUndefined();
    expect(totalFromPage(10, 1, 10)).toBeUndefined();
  });
});
