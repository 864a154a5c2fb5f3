// An upload transaction's rows are written once and read back whole, never queried inside, so they are kept as json
// text, uncompressed (storage external): PostgreSQL no longer builds jsonb nor compresses the 5 MB of a 50,000-row
// sheet on the preview's path.
import { sql, type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table upload_transactions alter column rows type json using rows::json`.execute(db);
    await sql`alter table upload_transactions alter column rows set storage external`.execute(db);
  },
};
