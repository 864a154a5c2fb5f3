// Issue 8 §4 (speed of the big lists and saves), measured on 100 000 databases:
//  - the trigram indexes are written through at once (fastupdate off): with PostgreSQL's default, rows wait in the
//    index's "pending list" until a vacuum, which PGlite never runs, and every search reads that list whole
//    (after seeding, 1.6 MB: a filtered list took 16-20 ms instead of 1);
//  - DataBase/Save's alias clash check gets the index its expression needs (a full scan took 36-70 ms);
//  - sort_key() names the schema of fold_text(): ANALYZE runs index expressions with an empty search path and failed,
//    so the planner had no statistics at all.
import { sql, type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter function sort_key(text) set search_path = public, pg_catalog`.execute(db);
    await sql`create index if not exists databases_trimmed_alias_idx on databases (lower(trim(alias)))`.execute(db);
    for (const index of ['databases_name_fold_trgm', 'databases_alias_fold_trgm']) {
      await sql`alter index ${sql.id(index)} set (fastupdate = off)`.execute(db);
    }
    // then what the store needs after many rows went in (PGlite runs no autovacuum): the rows waiting in a GIN index's
    // pending list merged into it, and the planner's statistics from a small sample
    await sql`select gin_clean_pending_list(i.indexrelid)
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam join pg_namespace n on n.oid = c.relnamespace
      where a.amname = 'gin' and n.nspname = current_schema()`.execute(db);
    const analyze = async (tx: Kysely<any>) => {
      await sql`set local default_statistics_target = 10`.execute(tx);
      await sql`analyze`.execute(tx);
    };
    await (db.isTransaction ? analyze(db) : db.transaction().execute(analyze));
  },
};
