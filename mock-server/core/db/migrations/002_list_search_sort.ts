// The big lists search, sort and page in SQL. fold_text() is the server twin of seed/random.ts fold() (accents
// and case ignored) behind trigram indexes for "contains" searches; sort_key() orders texts like the Spanish
// collation the lists used in JavaScript: accents and case ignored, ñ after n, numbers by value ("9" < "10").
import { sql, type Kysely, type Migration } from 'kysely';

/** Upper- and lower-case accented letters and their plain forms (C-locale lower() only knows ASCII). */
const ACCENTED = 'ÁÉÍÓÚÀÈÌÒÙÄËÏÖÜÂÊÎÔÛÃÕÇÑáéíóúàèìòùäëïöüâêîôûãõçñ';
const PLAIN = 'AEIOUAEIOUAEIOUAEIOUAOCNaeiouaeiouaeiouaeiouaocn';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create or replace function fold_text(t text) returns text language sql immutable parallel safe
      as $$ select lower(translate(t, ${sql.lit(ACCENTED)}, ${sql.lit(PLAIN)})) $$`.execute(db);
    await sql`create or replace function sort_key(t text) returns text language plpgsql immutable parallel safe as $$
      declare
        folded text := fold_text(replace(replace(t, 'ñ', 'n{'), 'Ñ', 'n{'));
        part text;
        digits text;
        result text := '';
      begin
        for part in select m[1] from regexp_matches(folded, '(\\d+|\\D+)', 'g') as m loop
          if part ~ '^\\d' then
            digits := ltrim(part, '0');
            result := result || lpad(length(digits)::text, 2, '0') || digits;
          else
            result := result || part;
          end if;
        end loop;
        return result;
      end $$`.execute(db);
    // DataBase/Save's name clash check, one row of 100 000 instead of a full scan
    await sql`create index databases_trimmed_name_idx on databases (lower(trim(name)))`.execute(db);
    for (const column of ['name', 'alias']) {
      await sql`create index ${sql.id(`databases_${column}_fold_trgm`)} on databases using gin (fold_text(${sql.id(column)}) gin_trgm_ops)`.execute(db);
      await sql`create index ${sql.id(`databases_${column}_sort`)} on databases ((sort_key(${sql.id(column)})) collate "C", id)`.execute(db);
    }
  },
};
