// @vitest-environment node
// Issue 50: prepared statements on a PostgreSQL server (mock-server/core/db/serverStatements.ts), run by `npm run
// test:postgres` and `npm test`'s scale-out step. The big lists' narrow search is parsed once per connection and
// may keep one plan; every other statement is planned for its values. What a caller must never notice: the answers.
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_PLAN, prepareMarkedStatements, statementName } from '../../../mock-server/core/db/serverStatements';
import { fold } from '../../../mock-server/core/random';
import { DATABASE_TEXT_FIELDS } from '../../../mock-server/lines/admin/database';
import { sqlPage } from '../../../mock-server/shell/api/sqlListing';
import { freshDataDir, removeDir, testDatabaseUrl } from './helpers';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)('prepared statements on a PostgreSQL server', () => {
  let dataDir: string;
  let db: Kysely<any>;
  const marked = (above: number) => sql<{ n: number }>`${sql.raw(GENERIC_PLAN)} select count(*)::int as n from databases where id > ${above}`;
  const unmarked = (above: number) => sql<{ n: number }>`select count(*)::int as n from databases where id > ${above}`;
  /** The statements the pool's one connection keeps prepared (pg_prepared_statements is per session). */
  const kept = async () => (await sql<{ name: string }>`select name from pg_prepared_statements order by name`.execute(db)).rows.map((row) => row.name);

  beforeAll(async () => {
    dataDir = freshDataDir();
    const pool = new pg.Pool({ connectionString: await testDatabaseUrl(dataDir), max: 1 });
    pool.on('connect', prepareMarkedStatements);
    db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
  }, 60_000);

  afterAll(async () => {
    await db?.destroy();
    removeDir(dataDir);
  });

  it('a marked statement is prepared under its name once and answers as the unmarked one, whatever its values', async () => {
    for (const above of [0, 3, 10, 1000]) {
      expect((await marked(above).execute(db)).rows).toEqual((await unmarked(above).execute(db)).rows);
    }
    const { sql: text } = marked(0).compile(db);
    // one name for all its runs and values; the unmarked statement is not kept
    expect(await kept()).toEqual([statementName(text)]);
  });

  it("the big lists' narrow search is prepared once and, after its first runs, keeps one plan for every search", async () => {
    const search = (text: string) =>
      sqlPage<'databases', string, { name: string; alias: string }>(db, 'databases', {
        search: text, searchColumns: ['name', 'alias'], sortField: 'name', sortOrder: 'DESC', textColumns: DATABASE_TEXT_FIELDS, pageIndex: 1, pageSize: 10,
      });
    for (const text of ['sql', 'api', 'dev', 'pro', 'Bog', 'med', 'cal', 'bar']) {
      const page = await search(text);
      // the same answer as planned for its values: every row found contains the text
      for (const row of page.items) expect(`${fold(row.name)} ${fold(row.alias)}`).toContain(fold(text));
    }
    const { rows } = await sql<{ generic: number; custom: number }>`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where statement like '%count(*) over ()%'`.execute(db);
    // PostgreSQL plans the first five runs for their values, then keeps the generic plan when it costs no more
    expect(rows).toEqual([{ generic: 3, custom: 5 }]);
  });

  it('a statement that fails is refused as before, and the connection goes on', async () => {
    await expect(sql`${sql.raw(GENERIC_PLAN)} select no_such_column from databases where id > ${0}`.execute(db)).rejects.toThrow(/no_such_column/);
    expect((await marked(0).execute(db)).rows[0].n).toBeGreaterThan(0);
  });
});
