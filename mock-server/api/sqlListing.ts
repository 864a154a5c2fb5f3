// A paged list searched, sorted and paged by the database (the big lists: 100 000 rows and more), with the same
// rules as listing.ts: "contains" ignoring accents and case (fold_text, trigram indexes), texts in Spanish order
// (sort_key: accents and case ignored, numbers by value), ties by id ascending. Functions: migration 002.
// The total is exact and costs no count when the page tells it (a last page that is not full: a narrow search's
// only page); otherwise it is counted once and kept until the table is written (readCache.ts), so paging through
// 100 000 rows does not count them again for every page.
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { ReadCache } from '../db/readCache';
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

/** Totals per table, search and columns. */
const totals = new Map<string, ReadCache<number>>();
const totalsOf = (table: string) => totals.get(table) ?? totals.set(table, new ReadCache<number>([table], 200)).get(table)!;

/**
 * The exact total when the page shows it: a page with rows but fewer than asked for is the last one, and an empty
 * first page means nothing matches.
 */
export function totalFromPage(rows: number, pageIndex: number, pageSize: number): number | undefined {
  if (rows === 0) return pageIndex === 1 ? 0 : undefined;
  return rows < pageSize ? (pageIndex - 1) * pageSize + rows : undefined;
}

export async function sqlPage<T extends keyof Database & string, C extends string, R>(
  db: Kysely<Database>,
  table: T,
  options: SqlListOptions<C>,
): Promise<Page<R>> {
  const from = db.selectFrom(table as keyof Database) as unknown as SelectQueryBuilder<Database, T, {}>;
  const needle = fold(options.search.trim());
  const filtered = needle
    ? from.where((eb) => eb.or(options.searchColumns.map((column) => eb(sql`fold_text(${sql.ref(column)})`, 'like', containsPattern(needle)))))
    : from;
  const direction = options.sortOrder === 'DESC' ? sql`desc` : sql`asc`;
  const sortBy = options.textColumns.includes(options.sortField)
    ? sql`sort_key(${sql.ref(options.sortField)}) collate "C" ${direction}`
    : sql`${sql.ref(options.sortField)} ${direction}`;
  const rows = await filtered
    .selectAll()
    .orderBy(sortBy)
    .orderBy(sql`id asc`)
    .limit(options.pageSize)
    .offset((options.pageIndex - 1) * options.pageSize)
    .execute();
  const total =
    totalFromPage(rows.length, options.pageIndex, options.pageSize) ??
    (await totalsOf(table).get(db, `${options.searchColumns.join(',')}\u0000${needle}`, async () =>
      (await filtered.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow()).count,
    ));
  return { items: rows as R[], totalItemCount: total };
}
