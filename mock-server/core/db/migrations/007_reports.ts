// Issue 12's tables: the reports' configuration (a report's id is its entry id on the Permissions screen, table
// type 1), their parameters and columns, and the outbox of e-mailed exports. Also the role report scripts run
// under: it may only SELECT (and not the session and password tables), so the engine itself refuses a write.
import { sql, type Kysely, type Migration } from 'kysely';

/** The role report scripts run under (db/reportsSchema.ts REPORT_ROLE). */
const REPORT_ROLE = 'report_reader';

const VERSION = sql`integer not null default 1`;

/** Grants the report role SELECT on every table, now and later, except secrets (sessions, password hashes). */
async function grantReadOnly(db: Kysely<any>): Promise<void> {
  // CREATE ROLE is cluster-wide on a PostgreSQL server: another database of the same server may have made it
  await sql.raw(`do $$ begin
    if not exists (select from pg_roles where rolname = '${REPORT_ROLE}') then create role ${REPORT_ROLE} nologin; end if;
  end $$`).execute(db);
  // SET ROLE needs membership when the server's user is not a superuser
  await sql.raw(`do $$ begin
    if not pg_has_role(current_user, '${REPORT_ROLE}', 'member') then execute format('grant ${REPORT_ROLE} to %I', current_user); end if;
  end $$`).execute(db);
  await sql.raw(`grant usage on schema public to ${REPORT_ROLE}`).execute(db);
  await sql.raw(`grant select on all tables in schema public to ${REPORT_ROLE}`).execute(db);
  // tables of lines whose migrations run after this one
  await sql.raw(`alter default privileges in schema public grant select on tables to ${REPORT_ROLE}`).execute(db);
  await sql.raw(`revoke select on sessions, login_failures from ${REPORT_ROLE}`).execute(db);
  await sql.raw(`revoke select on users from ${REPORT_ROLE}`).execute(db);
  await sql.raw(`grant select (id, name, login, email, document, status, change_password, data_base_id, cod_bodega, version) on users to ${REPORT_ROLE}`).execute(db);
  // set_config('role', ...) would let a script take the session user's role back in the middle of a query
  await sql.raw(`revoke execute on function pg_catalog.set_config(text, text, boolean) from public`).execute(db);
}

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('reports')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('alias', 'text', (c) => c.notNull())
      .addColumn('api', 'text', (c) => c.notNull())
      .addColumn('script', 'text', (c) => c.notNull())
      .addColumn('connection_string', 'text', (c) => c.notNull())
      .addColumn('data_base_id', 'integer', (c) => c.notNull().references('databases.id'))
      .addColumn('type_bd', 'integer', (c) => c.notNull())
      .addColumn('version', VERSION)
      .execute();
    await db.schema
      .createTable('report_parameters')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('report_id', 'integer', (c) => c.notNull().references('reports.id').onDelete('cascade'))
      .addColumn('column', 'text', (c) => c.notNull())
      .addColumn('alias', 'text', (c) => c.notNull())
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('report_parameters_report_idx').on('report_parameters').columns(['report_id', 'position']).execute();
    await db.schema
      .createTable('report_columns')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('report_id', 'integer', (c) => c.notNull().references('reports.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('alias', 'text', (c) => c.notNull())
      .addColumn('group_types_data_id', 'integer', (c) => c.notNull())
      .addColumn('is_filter', 'boolean', (c) => c.notNull())
      .addColumn('is_show', 'boolean', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('report_columns_report_idx').on('report_columns').columns(['report_id', 'position']).execute();
    await db.schema
      .createTable('report_outbox')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('report_id', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('to', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('file', 'text', (c) => c.notNull())
      .addColumn('rows', 'integer', (c) => c.notNull())
      .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('report_outbox_user_idx').on('report_outbox').columns(['user_id', 'id']).execute();
    await grantReadOnly(db);
  },
};
