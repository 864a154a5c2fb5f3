// Notifications name their message (key and parameters) so each reader gets it in their language (issue 10 item 11).
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('notifications').addColumn('message_key', 'text').addColumn('message_params', 'jsonb').execute();
  },
};
