// Each repair order file's content type and size.
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('repair_order_files')
      .addColumn('type', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('size', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
