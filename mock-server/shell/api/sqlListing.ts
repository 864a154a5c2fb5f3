// A paged list searched, sorted and paged by the database (the big lists: 100 000 rows and more), with the same
// rules as listing.ts: "contains" ignoring accents and case (fold_text, trigram indexes), texts in Spanish order
// (sort_key: accents and case ignored, numbers by value), ties by id ascending. Functions: migration 002.
// A search is first answered as a narrow one: one statement finds at most NARROW_LIMIT + 1 matches, counts and sorts
// them, and pages them, under a plan made once (see GENERIC_PLAN). Only a broader search (or a page past the end)
// takes the general way, where the planner chooses per search between the trigram indexes and the sort index. There
// the total is exact and costs no count when the page tells it (a last page that is not full); a big table without a
// search answers PostgreSQL's estimate (ESTIMATE_FROM); otherwise it is counted once and kept until the table is written (readCache.ts), so paging through 100 000 rows does not count
// them again for every page. A whole page (up to MAX_KEPT_PAGE_SIZE rows) is kept the same way: the same page asked
// again (the first page of a list everyone opens, a page read by several users at once) is answered from memory, or
// shares the one query already running for it, until the table is written.
import { CompiledQuery, sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../core/db/schema';
import { ReadCache } from '../../core/db/readCache';
import { GENERIC_PLAN } from '../../core/db/serverStatements';
import { fold } from '../../core/random';
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
  /** From how many estimated rows a list without a search answers the estimate (default ESTIMATE_FROM). */
  estimateFrom?: number;
}

/** `%text%` for LIKE, with LIKE's own characters escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Totals per table, search and columns. */
const totals = new Map<string, ReadCache<number>>();
const totalsOf = (table: string) => totals.get(table) ?? totals.set(table, new ReadCache<number>([table], 200)).get(table)!;

/** Pages per table, by everything the request asks (search, columns, sort, page). */
const pages = new Map<string, ReadCache<Page<unknown>>>();
const pagesOf = (table: string) => pages.get(table) ?? pages.set(table, new ReadCache<Page<unknown>>([table], 500)).get(table)!;
/** Larger pages (a look-up's 9 999 999) are read every time: 500 of them could hold the whole table many times over. */
export const MAX_KEPT_PAGE_SIZE = 100;

/**
 * From how many rows (PostgreSQL's own estimate, pg_class.reltuples) a list without a search answers that estimate
 * as its total (`totalIsEstimate`, "about N" in the pager) instead of counting: counting 50 000 rows costs ~5 ms, and
 * a write makes the next page count again. Below it, and for every search, the total is exact (as PostgREST's
 * count=estimated).
 */
export const ESTIMATE_FROM = 50_000;

/** The table's row count as the planner estimates it (kept until the table is written); undefined if never analysed. */
const estimatedRows = (db: Kysely<Database>, table: string) =>
  totalsOf(table).get(db, '\u0000estimate', async () => {
    const { rows } = await sql<{ rows: number }>`select reltuples::float8 as rows from pg_class where oid = to_regclass(${table})`.execute(db);
    return Math.round(rows[0]?.rows ?? -1);
  });

/**
 * The exact total when the page shows it: a page with rows but fewer than asked for is the last one, and an empty
 * first page means nothing matches.
 */
export function totalFromPage(rows: number, pageIndex: number, pageSize: number): number | undefined {
  if (rows === 0) return pageIndex === 1 ? 0 : undefined;
  return rows < pageSize ? (pageIndex - 1) * pageSize + rows : undefined;
}

/** The rows whose `columns` (any of them) contain `needle`, accents and case ignored (fold_text, trigram indexes). */
const matching = (columns: readonly string[], needle: string) => {
  const pattern = containsPattern(needle);
  return sql<boolean>`(${sql.join(columns.map((column) => sql`fold_text(${sql.ref(column)}) like ${pattern}`), sql` or `)})`;
};

/** The most matches a search may have to be answered as a narrow one. */
export const NARROW_LIMIT = 1000;


/** Fewer letters than a trigram: the trigram indexes cannot narrow such a search. */
const MIN_NARROW_NEEDLE = 3;

/**
 * The page of a search with at most NARROW_LIMIT matches, with its exact total; undefined when there are more (or
 * the page is past the last match).
 */
async function narrowPage<R>(db: Kysely<Database>, table: string, options: SqlListOptions<string>, needle: string, sortBy: SortBy): Promise<Page<R> | undefined> {
  const pattern = containsPattern(needle);
  const text = narrowStatement(db, table, options, sortBy);
  const values = [...options.searchColumns.map(() => pattern), options.pageSize, (options.pageIndex - 1) * options.pageSize];
  const { rows } = await db.executeQuery(CompiledQuery.raw(text, values) as CompiledQuery<R & { total: number }>);
  if (rows.length === 0) return options.pageIndex === 1 ? { items: [], totalItemCount: 0 } : undefined;
  const total = rows[0].total;
  if (total > NARROW_LIMIT) return undefined;
  return { items: rows.map(({ total: _total, ...row }) => row as unknown as R), totalItemCount: total };
}

/**
 * The narrow search's statement for a table, its search columns and its sort, with the places of its values (the
 * pattern once per column, the page's size and offset): built once. Kysely's building and compiling of it cost
 * ~25 µs of the main thread's ~650 µs a search, and ~15 KB of its ~140 KB of garbage (issue 37). Marked GENERIC_PLAN
 * (core/db/serverStatements.ts): its plan is the same for every search (the trigram indexes, then a sort of at most
 * NARROW_LIMIT + 1 rows), and planning it every time cost a third of its 0.63 ms.
 */
const narrowStatements = new Map<string, string>();
function narrowStatement(db: Kysely<Database>, table: string, options: SqlListOptions<string>, sortBy: SortBy): string {
  const key = JSON.stringify([table, options.searchColumns, options.sortField, options.sortOrder, options.textColumns.includes(options.sortField)]);
  const kept = narrowStatements.get(key);
  if (kept !== undefined) return kept;
  // a single match needs no sort key (sort_key() costs 40-80 µs a row, an eighth of a one-match search)
  const { sql: text, parameters } = sql`${sql.raw(GENERIC_PLAN)}
    select * from (
      select *, count(*) over ()::int as total
      from (select * from ${sql.table(table)} where ${matching(options.searchColumns, '')} limit ${sql.lit(NARROW_LIMIT + 1)}) as found
    ) as counted
    order by ${sortBy(sql`case when total > 1 then `, sql` end`)}, id asc limit ${0} offset ${0}`.compile(db);
  if (parameters.length !== options.searchColumns.length + 2) throw new Error(`the narrow search of ${table} has ${parameters.length} values`);
  // a few per list (its sort fields and directions); bounded all the same
  if (narrowStatements.size >= 200) narrowStatements.clear();
  narrowStatements.set(key, text);
  return text;
}

/** The ORDER BY term of the sort column and direction; `around` wraps the sorted value (a CASE). */
type SortBy = (...around: [RawBuilder<unknown>, RawBuilder<unknown>] | []) => RawBuilder<unknown>;

/**
 * The page of a list searched, sorted and paged by the database. Outside a transaction the page is kept until
 * `table` is written (readCache.ts, on the embedded store and on a server alike); a transaction reads it afresh (it may have written the table).
 */
export async function sqlPage<T extends keyof Database & string, C extends string, R>(
  db: Kysely<Database>,
  table: T,
  options: SqlListOptions<C>,
): Promise<Page<R>> {
  if (options.pageSize > MAX_KEPT_PAGE_SIZE) return readPage<T, C, R>(db, table, options);
  const { search, searchColumns, sortField, sortOrder, textColumns, pageIndex, pageSize } = options;
  const key = JSON.stringify([search, searchColumns, sortField, sortOrder, textColumns, pageIndex, pageSize, options.estimateFrom]);
  return (await pagesOf(table).get(db, key, () => readPage<T, C, R>(db, table, options))) as Page<R>;
}

async function readPage<T extends keyof Database & string, C extends string, R>(
  db: Kysely<Database>,
  table: T,
  options: SqlListOptions<C>,
): Promise<Page<R>> {
  const from = db.selectFrom(table as keyof Database) as unknown as SelectQueryBuilder<Database, T, {}>;
  const needle = fold(options.search.trim());
  const direction = options.sortOrder === 'DESC' ? sql`desc` : sql`asc`;
  const sortBy: SortBy = (...around) => {
    const [before, after] = around.length ? around : [sql``, sql``];
    return options.textColumns.includes(options.sortField)
      ? sql`${before}sort_key(${sql.ref(options.sortField)})${after} collate "C" ${direction}`
      : sql`${before}${sql.ref(options.sortField)}${after} ${direction}`;
  };
  if (needle.replace(/\s/g, '').length >= MIN_NARROW_NEEDLE) {
    const narrow = await narrowPage<R>(db, table, options, needle, sortBy);
    if (narrow) return narrow;
  }
  const filtered = needle ? from.where(matching(options.searchColumns, needle)) : from;
  const rows = await filtered
    .selectAll()
    .orderBy(sortBy())
    .orderBy(sql`id asc`)
    .limit(options.pageSize)
    .offset((options.pageIndex - 1) * options.pageSize)
    .execute();
  const fromPage = totalFromPage(rows.length, options.pageIndex, options.pageSize);
  if (fromPage !== undefined) return { items: rows as R[], totalItemCount: fromPage };
  if (!needle) {
    const estimate = await estimatedRows(db, table);
    if (estimate >= (options.estimateFrom ?? ESTIMATE_FROM)) return { items: rows as R[], totalItemCount: estimate, totalIsEstimate: true };
  }
  const total = await totalsOf(table).get(db, `${options.searchColumns.join(',')}\u0000${needle}`, async () =>
    (await filtered.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow()).count,
  );
  return { items: rows as R[], totalItemCount: total };
}
