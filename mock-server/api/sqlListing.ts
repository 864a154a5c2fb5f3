// A paged list searched, sorted and paged by the database (the big lists: 100 000 rows and more), with the same
// rules as listing.ts: "contains" ignoring accents and case (fold_text, trigram indexes), texts in Spanish order
// (sort_key: accents and case ignored, numbers by value), ties by id ascending. Functions: migration 002.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { fold } from '../seed/random';
import type { Page } from './listing';

export interface SqlListOptions<C extends string> {
  search: string;
  /** The columns a search looks into (any of them containing it matches). */
  searchColumns: readonly C[];
  sortField: C;
  sortOrder: string;
  /** The sortable columns that hold text (the others sort as they are). */
  textColumns: readonly string[];
  pageIndex: number;
  pageSize: number;
}

/** `%text%` for LIKE, with LIKE's own characters escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export async function sqlPage<T extends keyof Database, C extends string, R>(
  from: SelectQueryBuilder<Database, T, {}>,
  options: SqlListOptions<C>,
): Promise<Page<R>> {
  const needle = fold(options.search.trim());
  const filtered = needle
    ? from.where((eb) => eb.or(options.searchColumns.map((column) => eb(sql`fold_text(${sql.ref(column)})`, 'like', containsPattern(needle)))))
    : from;
  const direction = options.sortOrder === 'DESC' ? sql`desc` : sql`asc`;
  const sortBy = options.textColumns.includes(options.sortField)
    ? sql`sort_key(${sql.ref(options.sortField)}) collate "C" ${direction}`
    : sql`${sql.ref(options.sortField)} ${direction}`;
  const [count, rows] = await Promise.all([
    filtered.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
    filtered
      .selectAll()
      .orderBy(sortBy)
      .orderBy(sql`id asc`)
      .limit(options.pageSize)
      .offset((options.pageIndex - 1) * options.pageSize)
      .execute(),
  ]);
  return { items: rows as R[], totalItemCount: count.count };
}
