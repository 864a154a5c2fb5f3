// What an upload type's procedure is to the mock: the columns it reads, the schema a row must pass (the same
// contract a save of that record passes, so a row is checked as a form would check it), the checks against stored
// data and the other rows of the file, and how the valid rows are written inside the import's transaction.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../core/db/schema';
import type { BothLanguages, UploadTypeRow } from '../schema';
import type { RestStore } from '../../../shell/store';
import { translate, type Msg } from '../../../shell/messages';

export type Errors = Record<string, BothLanguages>;

export interface KindContext {
  type: UploadTypeRow;
  userId: number;
  rest: RestStore;
  today: string;
}

export interface KindColumn {
  field: string;
  /** header names accepted for it besides the field's own (compared without case, accents or spaces) */
  headers: string[];
  /** an Excel date (a serial number) is read as YYYY-MM-DD */
  date?: boolean;
}

export interface UploadKind<T = any> {
  procedure: string;
  columns: readonly KindColumn[];
  schema: z.ZodType<T>;
  /** Values every row gets before the schema reads it (e.g. the type's database). */
  base?(ctx: KindContext): Record<string, unknown>;
  /** Checks of one row's values the schema cannot say (run even when the schema refuses the row): field → message. */
  rowCheck?(input: Readonly<Record<string, unknown>>): Errors;
  /** Rows (sheet row number → parsed value) checked against stored data and each other: row → field → message. */
  crossCheck(db: Kysely<Database>, rows: ReadonlyMap<number, T>, ctx: KindContext): Promise<Map<number, Errors>>;
  /** Writes every row given (all valid), inside the caller's transaction. */
  write(tx: Kysely<Database>, rows: T[], ctx: KindContext): Promise<void>;
  /** What the result's Object column shows for a row. */
  objectOf(row: T): string;
}

export const both = (en: string, es: string): BothLanguages => ({ en, es });
/** A server message in both languages. */
export const bothOf = (msg: Msg): BothLanguages => ({ en: translate('en', msg), es: translate('es', msg) });

/** Marks every row whose `key` repeats an earlier row's, or is already stored. */
export function duplicates<T>(
  rows: ReadonlyMap<number, T>,
  field: string,
  keyOf: (row: T) => string,
  stored: ReadonlySet<string>,
  label: string,
): Map<number, Errors> {
  const out = new Map<number, Errors>();
  const seen = new Map<string, number>();
  for (const [index, row] of rows) {
    const key = keyOf(row);
    if (stored.has(key)) out.set(index, { [field]: both(`${label} "${key}" already exists.`, `${label} "${key}" ya existe.`) });
    else if (seen.has(key)) {
      const first = seen.get(key)!;
      out.set(index, { [field]: both(`${label} "${key}" repeats row ${first} of the file.`, `${label} "${key}" repite la fila ${first} del archivo.`) });
    } else seen.set(key, index);
  }
  return out;
}
