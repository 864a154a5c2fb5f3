// What the store needs after many rows went in at once (seeding, a migration), since PGlite runs no autovacuum:
// the rows still waiting in a GIN index's pending list are merged into it, and the planner's statistics are made.
import { sql, type Kysely } from 'kysely';

export async function tuneAfterBulkWrite(db: Kysely<any>): Promise<void> {
  await sql`select gin_clean_pending_list(i.indexrelid)
    from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam join pg_namespace n on n.oid = c.relnamespace
    where a.amname = 'gin' and n.nspname = current_schema()`.execute(db);
  // a small sample is enough for these plans (which index, how many rows) and takes a tenth of the default's time:
  // the default samples 30 000 rows and runs sort_key() on each for its two indexes (3.5 s on 100 000 databases)
  const analyze = async (tx: Kysely<any>) => {
    await sql`set local default_statistics_target = 10`.execute(tx);
    await sql`analyze`.execute(tx);
  };
  // a migration runs in a transaction already
  await (db.isTransaction ? analyze(db) : db.transaction().execute(analyze));
}
