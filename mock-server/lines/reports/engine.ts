// Runs a report script on the store's own engine, read-only and bounded by the engine: a READ ONLY transaction
// under a role that may only SELECT (db/migrations/007_reports.ts), parameters and filter values bound as $n, the script
// checked by the engine to be one single query (DECLARE CURSOR through the extended protocol refuses several
// statements and anything but a query, without running it), the row limit applied here whatever the client asks.
// The time limit: PGlite ignores statement_timeout, so its host cuts the worker (pgliteHost.ts, 503); on a
// PostgreSQL server statement_timeout applies as well.
import { CompiledQuery, sql, type Kysely, type Transaction } from 'kysely';
import { DATA_TYPE, MAX_REPORT_ROWS, type FilterSign, type ResultColumn } from '../../../contracts/endpoints/reports';
import type { Database } from '../../core/db/schema';
import { QUERY_TIMEOUT_MS } from '../../core/db/pgliteHost';
import { REPORT_ROLE } from './schema';
import { refusalOf } from '../../core/refuse';
import type { ApiError } from '../../core/refuse';

/** A filter row the server has checked (column among the report's, sign among the five), with its column's type. */
export interface BoundFilter {
  column: string;
  sign: FilterSign;
  value: string;
  join: 'And' | 'Or';
  groupTypesDataId: number;
}

export interface RunRequest {
  script: string;
  /** the parameters' values in order: $1, $2... */
  values: readonly unknown[];
  filters?: readonly BoundFilter[];
  /** rows wanted; capped at MAX_REPORT_ROWS */
  limit: number;
}

export interface RunResult {
  rows: Record<string, unknown>[];
  truncated: boolean;
  limit: number;
  elapsedMs: number;
}

type Db = Kysely<Database>;

/** Runs `work` inside the report session: a read-only transaction under the SELECT-only role, always rolled back. */
export async function inReportSession<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const rollback = new Error('report session ends');
  let result: T | undefined;
  try {
    await db.transaction().setAccessMode('read only').execute(async (trx) => {
      await sql.raw(`set local role ${REPORT_ROLE}`).execute(trx);
      await sql.raw(`set local statement_timeout = ${Number(process.env.DB_QUERY_TIMEOUT_MS) || QUERY_TIMEOUT_MS}`).execute(trx);
      result = await work(trx);
      throw rollback; // nothing a report does is ever committed
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
  return result as T;
}

/** The comparison of one filter row: the column (a checked name, quoted) against the value bound as $n. */
function condition(filter: BoundFilter, n: number): string {
  const column = `report_rows."${filter.column.replace(/"/g, '""')}"`;
  if (filter.sign === 'like') return `${column}::text ilike $${n}`;
  const cast = { [DATA_TYPE.number]: '::numeric', [DATA_TYPE.date]: '::date', [DATA_TYPE.boolean]: '::boolean' }[filter.groupTypesDataId];
  return cast ? `${column} ${filter.sign} $${n}${cast}` : `${column}::text ${filter.sign} $${n}`;
}

/** The statement that reads the report: the script as a subquery, the filters joined left to right, the limit. */
export function readStatement(script: string, paramCount: number, filters: readonly BoundFilter[]): { text: string; filterValues: string[] } {
  const body = script.trim().replace(/;\s*$/, '');
  let where = '';
  const filterValues: string[] = [];
  filters.forEach((filter, i) => {
    const n = paramCount + i + 1;
    const test = condition(filter, n);
    where = i === 0 ? test : `(${where}) ${filter.join === 'Or' ? 'or' : 'and'} ${test}`;
    filterValues.push(filter.sign === 'like' && !filter.value.includes('%') ? `%${filter.value}%` : filter.value);
  });
  const limitParam = paramCount + filters.length + 1;
  return { text: `select * from (\n${body}\n) as report_rows${where ? ` where ${where}` : ''} limit $${limitParam}`, filterValues };
}

/** How the engine's refusal reads: several statements get their own words, the rest the engine's message. */
export function scriptRefusal(error: unknown): ApiError | undefined {
  const e = error as { code?: string; message?: string; name?: string };
  if (e?.name === 'QueryTimeoutError' || e?.name === 'TransactionLostError') return undefined; // the 503 of http.ts
  if (e?.code === '57014') {
    return refusalOf(503, 'reports.timedOut');
  }
  if (typeof e?.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code)) return undefined;
  // several statements: refused by the extended protocol, or (inside the read's subquery) a ";" the parser did not expect
  if (e.message?.includes('cannot insert multiple commands') || (e.code === '42601' && /at or near ";"/.test(e.message ?? ''))) {
    return refusalOf(400, 'reports.severalStatements');
  }
  return refusalOf(400, 'reports.scriptRefused', { message: String(e.message) });
}

/** A statement with its text as written and every value bound ($1...). */
const statement = (text: string, values: readonly unknown[]) => ({ text, values });

/** Rows keep the script's own column names (no camelCase plugin). */
const run = (trx: Transaction<Database>, s: { text: string; values: readonly unknown[] }) =>
  trx.withoutPlugins().executeQuery<Record<string, unknown>>(CompiledQuery.raw(s.text, [...s.values]));

/** Runs a report script read-only; the engine's refusal becomes a 400 naming it. */
export async function runReport(db: Db, request: RunRequest): Promise<RunResult> {
  const limit = Math.min(Math.max(1, Math.trunc(request.limit) || 1), MAX_REPORT_ROWS);
  const started = performance.now();
  try {
    return await inReportSession(db, async (trx) => {
      // the engine says whether this is one query (several statements, an INSERT... are refused here), unrun.
      // Only with values: node-postgres sends a statement without values by the simple protocol, which would run
      // every statement of the text; the read below always has one (its limit), so it is never sent that way.
      if (request.values.length > 0) {
        await run(trx, statement(`declare report_check no scroll cursor for ${request.script}`, request.values));
        await run(trx, statement('close report_check', []));
      }
      const { text, filterValues } = readStatement(request.script, request.values.length, request.filters ?? []);
      const result = await run(trx, statement(text, [...request.values, ...filterValues, limit + 1]));
      const truncated = result.rows.length > limit;
      return { rows: truncated ? result.rows.slice(0, limit) : result.rows, truncated, limit, elapsedMs: Math.round(performance.now() - started) };
    });
  } catch (error) {
    throw scriptRefusal(error) ?? error;
  }
}

/** One row of nulls named like the script's columns (a left join on nothing): its columns when it answers no rows. */
export async function columnProbe(db: Db, script: string, values: readonly unknown[]): Promise<Record<string, unknown>[]> {
  const body = script.trim().replace(/;\s*$/, '');
  return inReportSession(db, async (trx) =>
    (await run(trx, statement(`select report_rows.* from (select 1) as one left join (\n${body}\n) as report_rows on true limit 1`, values))).rows);
}

/** A value as JSON carries it: big integers as numbers, dates as ISO text, bytes left out. */
export function jsonValue(value: unknown, groupTypesDataId?: number): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return '[binary]';
  if (groupTypesDataId === DATA_TYPE.number && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return value;
}

/** The type of an answered value when no column says it (a script under test, a report without columns). */
export function inferredType(value: unknown): number {
  if (typeof value === 'number' || typeof value === 'bigint') return DATA_TYPE.number;
  if (typeof value === 'boolean') return DATA_TYPE.boolean;
  if (value instanceof Date) return DATA_TYPE.date;
  return DATA_TYPE.text;
}

/** The answer's columns and rows: the configured columns shown (in order), else every column of the rows. */
export function shapeResult(rows: Record<string, unknown>[], configured: readonly ResultColumn[]): { columns: ResultColumn[]; rows: Record<string, unknown>[] } {
  const columns = configured.length > 0
    ? [...configured]
    : Object.keys(rows[0] ?? {}).map((name) => ({ name, alias: name, groupTypesDataId: inferredType(rows.find((r) => r[name] !== null)?.[name]) }));
  const types = new Map(columns.map((c) => [c.name, c.groupTypesDataId]));
  return {
    columns,
    rows: rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, jsonValue(value, types.get(key))]))),
  };
}
