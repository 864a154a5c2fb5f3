// Issue 32 item 5 (a second factor, TOTP): a role may require it, a user's factor and recovery codes, and the
// challenges between the password and the code.
import { sql, type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('roles').addColumn('require_two_factor', 'boolean', (c) => c.notNull().defaultTo(false)).execute();

    await db.schema
      .createTable('user_second_factors')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      // base32, as TOTP needs it (see twoFactorSchema.ts)
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('confirmed_at', 'text')
      .addColumn('last_time_step', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('user_recovery_codes')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await sql`create index user_recovery_codes_user_idx on user_recovery_codes (user_id)`.execute(db);

    await db.schema
      .createTable('two_factor_challenges')
      .addColumn('id_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
  },
};
