// Issue 34 item 3: the bulk edits and the audit trail's tag of the writes they made (batch_id;
// undo: the write put back a bulk edit's values). Older audit rows have neither (null, false).
import { sql, type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('bulk_batches')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('user_name', 'text', (c) => c.notNull())
      .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('changes', 'jsonb', (c) => c.notNull())
      .addColumn('rows', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('undone_at', 'timestamptz')
      .execute();
    await db.schema.alterTable('audit').addColumn('batch_id', 'uuid').execute();
    await db.schema.alterTable('audit').addColumn('undo', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  },
};
