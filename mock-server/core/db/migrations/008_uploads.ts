// Issue 13's tables: upload types (each one an upload-table entry of the Permissions screen, same id), the
// transactions of uploaded workbooks (their rows as read, for preview and import) and the blob files queued for
// background processing.
import { sql, type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('upload_types')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('alias', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('store_procedure', 'text', (c) => c.notNull())
      .addColumn('api', 'text', (c) => c.notNull())
      .addColumn('format', 'text', (c) => c.notNull())
      .addColumn('data_base_id', 'integer', (c) => c.notNull().references('databases.id'))
      .addColumn('connection_string', 'text', (c) => c.notNull())
      .addColumn('version', sql`integer not null default 1`)
      .execute();
    await sql`create unique index upload_types_code_key on upload_types (lower(code))`.execute(db);

    await db.schema
      .createTable('upload_transactions')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('upload_type_id', 'integer', (c) => c.notNull().references('upload_types.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('columns', 'jsonb', (c) => c.notNull())
      .addColumn('rows', 'jsonb', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('read_count', 'integer', (c) => c.notNull())
      .addColumn('invalid_count', 'integer', (c) => c.notNull())
      .addColumn('written', 'integer', (c) => c.notNull().defaultTo(0))
      /** the rows left out by the import, with their messages ({en, es}), for the download */
      .addColumn('left_out', 'jsonb')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('processed_at', 'text')
      .execute();
  },
};
