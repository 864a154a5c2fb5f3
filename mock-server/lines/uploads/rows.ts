// Checking a sheet's rows with an upload type's procedure: each column found by its header, each row parsed by
// the procedure's schema (messages as the server answers a save, named by the column), then the checks against
// stored data and the other rows. Pure of HTTP: the preview and the import both use it.
import type { Kysely } from 'kysely';
import * as XLSX from 'xlsx';
import { fold } from '../../../contracts/text';
import { issueMessage } from '../../core/contract';
import type { Database } from '../../core/db/schema';
import type { StoredCell } from './schema';
import { bothOf, type Errors, type KindContext, type UploadKind } from './kinds/kind';
import type { SheetRow } from './workbook';

export interface CheckedRows<T = unknown> {
  /** valid rows: sheet row number → parsed value */
  valid: Map<number, T>;
  /** rows with errors: sheet row number → column (header, or the field when its column is missing) → message */
  errors: Map<number, Errors>;
}

const key = (text: string) => fold(text).replace(/[\s_-]+/g, '').toLowerCase();

/** Where each field's column is in the sheet (-1 when missing). */
export function columnsOf(kind: UploadKind, headers: readonly string[]): Array<{ field: string; index: number; date: boolean }> {
  const folded = headers.map(key);
  return kind.columns.map((c) => {
    const names = [c.field, ...c.headers].map(key);
    return { field: c.field, index: folded.findIndex((h) => names.includes(h)), date: !!c.date };
  });
}

const asDate = (cell: StoredCell): StoredCell => {
  if (typeof cell !== 'number') return cell;
  const d = XLSX.SSF.parse_date_code(cell);
  return d ? `${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}` : cell;
};
/** Text fields get text (a document typed as a number in Excel is still a document); an empty cell is no value. */
const asInput = (cell: StoredCell): unknown => (cell === null ? undefined : typeof cell === 'string' ? cell : String(cell));

export async function checkRows<T>(db: Kysely<Database>, kind: UploadKind<T>, headers: readonly string[], rows: readonly SheetRow[], ctx: KindContext): Promise<CheckedRows<T>> {
  const columns = columnsOf(kind, headers);
  const labelOf = new Map(columns.map((c) => [c.field, c.index >= 0 ? headers[c.index] : c.field]));
  const base = kind.base?.(ctx) ?? {};
  const parsed = new Map<number, T>();
  const errors = new Map<number, Errors>();
  for (const { row, cells } of rows) {
    // a prototype-less object: no sheet text can reach Object.prototype
    const input: Record<string, unknown> = Object.assign(Object.create(null), base);
    for (const c of columns) {
      const value = c.index >= 0 ? asInput(c.date ? asDate(cells[c.index]) : cells[c.index]) : undefined;
      if (value !== undefined) input[c.field] = value;
    }
    // reportInput (which the messages need: a missing value reads "required") makes zod several times slower on
    // 50,000 rows, so only a row that fails is parsed again with it
    const fast = kind.schema.safeParse({ ...input });
    const extra = kind.rowCheck?.(input) ?? {};
    if (fast.success && Object.keys(extra).length === 0) {
      parsed.set(row, fast.data);
      continue;
    }
    const result = fast.success ? fast : kind.schema.safeParse({ ...input }, { reportInput: true });
    const rowErrors: Errors = {};
    for (const [field, text] of Object.entries(extra)) rowErrors[labelOf.get(field) ?? field] = text;
    for (const issue of result.success ? [] : result.error.issues) {
      const field = String(issue.path[0] ?? 'row');
      const label = labelOf.get(field) ?? field;
      if (rowErrors[label]) continue;
      const msg = issueMessage(issue as Parameters<typeof issueMessage>[0]);
      rowErrors[label] = bothOf({ ...msg, params: { ...msg.params, field: label } });
    }
    errors.set(row, rowErrors);
  }
  for (const [row, fieldErrors] of await kind.crossCheck(db, parsed, ctx)) {
    parsed.delete(row);
    errors.set(row, Object.fromEntries(Object.entries(fieldErrors).map(([field, text]) => [labelOf.get(field) ?? field, text])));
  }
  return { valid: parsed, errors };
}
