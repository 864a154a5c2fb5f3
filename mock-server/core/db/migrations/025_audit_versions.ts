// Issue 51: each audit row says which version of its record the write made, so a save that starts from an older
// version can be told what changed since (records.ts, the 409). Older rows have none (null).
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('audit').addColumn('version', 'integer').execute();
  },
};
