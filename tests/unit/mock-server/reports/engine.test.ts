// @vitest-environment node
// Report scripts on the engine itself (issue 12): values are bound as data, the report session is read-only under a
// SELECT-only role (INSERT, UPDATE, DDL and COPY are refused by the engine, not by string checks), several statements
// are refused with a clear message, and the row limit is the server's whatever is asked.
import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MAX_REPORT_ROWS } from '../../../../contracts/endpoints/reports';
import type { Db } from '../../../../mock-server/core/db/open';
import type { ApiError } from '../../../../mock-server/core/refuse';
import { inReportSession, readStatement, runReport } from '../../../../mock-server/lines/reports/engine';
import { translate } from '../../../../mock-server/shell/messages';
import { withDatabase } from '../db/dbHelpers';

let db: Db;
withDatabase((ready) => (db = ready));

const userCount = async () => Number((await db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
/** The engine's refusal of `text` run bare inside the report session (its SQLSTATE and message). */
const refusal = (text: string) =>
  inReportSession(db, (trx) => trx.withoutPlugins().executeQuery(CompiledQuery.raw(text, []))).then(
    () => 'accepted',
    (error: { code?: string; message: string }) => `${error.code}: ${error.message}`,
  );
/** A run's refusal as the caller reads it: its status and its message in both languages. */
const refusedRun = (run: Promise<unknown>) =>
  run.then(
    () => 'accepted',
    (error: ApiError) => ({ status: error.status, text: { en: translate('en', error.msg), es: translate('es', error.msg) } }),
  );

describe('binding', () => {
  it("keeps a value like '; DROP TABLE users; -- as data: it matches nothing and the table is still there", async () => {
    const before = await userCount();
    const result = await runReport(db, { script: 'select id, name from users where name = $1', values: ["'; DROP TABLE users; --"], limit: 10 });
    expect(result.rows).toEqual([]);
    const filtered = await runReport(db, {
      script: 'select id, name from users', values: [], limit: 10,
      filters: [{ column: 'name', sign: '=', value: "x'; DROP TABLE users; --", join: 'And', groupTypesDataId: 1 }],
    });
    expect(filtered.rows).toEqual([]);
    expect(await userCount()).toBe(before);
  });

  it('writes filter values as $n and joins rows left to right', () => {
    const { text, filterValues } = readStatement('select 1 as a;', 1, [
      { column: 'a', sign: '>', value: '0', join: 'And', groupTypesDataId: 3 },
      { column: 'b', sign: 'like', value: 'x', join: 'Or', groupTypesDataId: 1 },
    ]);
    expect(text).toBe('select * from (\nselect 1 as a\n) as report_rows where (report_rows."a" > $2::numeric) or report_rows."b"::text ilike $3 limit $4');
    expect(filterValues).toEqual(['0', '%x%']);
  });
});

describe('the report session (read-only transaction, SELECT-only role)', () => {
  it('refuses INSERT, UPDATE, DELETE and DDL as a read-only transaction', async () => {
    expect(await refusal("insert into roles (name, status, data_base_id) values ('x', true, 1)")).toMatch(/^25006: cannot execute INSERT in a read-only transaction/);
    expect(await refusal("update users set name = 'x'")).toMatch(/^25006: cannot execute UPDATE/);
    expect(await refusal('delete from audit')).toMatch(/^25006: cannot execute DELETE/);
    expect(await refusal('create table evil (a int)')).toMatch(/^25006: cannot execute CREATE TABLE/);
    expect(await refusal('drop table users')).toMatch(/^25006: cannot execute DROP TABLE/);
  });

  it('refuses COPY to files and programs, secrets, and taking the superuser role back', async () => {
    // PGlite: "permission denied to COPY to a file"; PostgreSQL 15: "must be superuser or have privileges of ... to COPY to a file"
    expect(await refusal("copy users (id) to '/tmp/report-leak.csv'")).toMatch(/^42501: .*COPY to a file/);
    expect(await refusal("copy (select 1) to program 'id'")).toMatch(/^42501: .*COPY to or from an external program/);
    expect(await refusal('select password_hash from users')).toMatch(/^42501: permission denied for table users/);
    expect(await refusal('select token_hash from sessions')).toMatch(/^42501: permission denied for table sessions/);
    expect(await refusal("select set_config('role', 'postgres', true)")).toMatch(/^42501: permission denied for function set_config/);
    expect(await refusal('select id, name, login from users limit 1')).toBe('accepted');
  });

  it('a script that writes is refused with the engine\'s words and writes nothing', async () => {
    const before = await userCount();
    expect(await refusedRun(runReport(db, { script: "insert into users (name) values ('x') returning id", values: [], limit: 10 }))).toMatchObject({
      status: 400, text: { en: expect.stringMatching(/^The database engine refused the script: syntax error at or near "(insert|into)"/) },
    });
    expect(await refusedRun(runReport(db, { script: "with w as (delete from users returning id) select * from w", values: [], limit: 10 }))).toMatchObject({
      status: 400, text: { en: expect.stringMatching(/data-modifying/) },
    });
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['without parameters', 'select 1; drop table users', []],
    ['with parameters', 'select $1::int as a; drop table users', [1]],
    ['a write after the query', "select 1 as a; insert into roles (name, status, data_base_id) values ('x', true, 1)", []],
  ])('several statements (%s) are refused by the engine with a clear message, none run', async (_case, script, values) => {
    const roles = (await db.selectFrom('roles').select('id').execute()).length;
    expect(await refusedRun(runReport(db, { script, values, limit: 10 }))).toMatchObject({
      status: 400,
      text: {
        en: 'The script must be one single query: the database engine found more than one statement.',
        es: 'El script debe ser una sola consulta: el motor de base de datos encontró más de una sentencia.',
      },
    });
    expect(await userCount()).toBeGreaterThan(0);
    expect((await db.selectFrom('roles').select('id').execute()).length).toBe(roles);
  });
});

describe('the row limit', () => {
  it('answers at most the limit asked, flags the rest, and never more than the server maximum', async () => {
    const ten = await runReport(db, { script: 'select g from generate_series(1, 50) g', values: [], limit: 10 });
    expect(ten.rows).toHaveLength(10);
    expect(ten).toMatchObject({ truncated: true, limit: 10 });
    const all = await runReport(db, { script: 'select g from generate_series(1, 50) g', values: [], limit: 1000 });
    expect(all).toMatchObject({ truncated: false });
    expect(all.rows).toHaveLength(50);
    const huge = await runReport(db, { script: `select g from generate_series(1, ${MAX_REPORT_ROWS + 5}) g`, values: [], limit: 10_000_000 });
    expect(huge.limit).toBe(MAX_REPORT_ROWS);
    expect(huge.rows).toHaveLength(MAX_REPORT_ROWS);
    expect(huge.truncated).toBe(true);
  });
});
