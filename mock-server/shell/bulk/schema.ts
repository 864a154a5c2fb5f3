// Issue 34 item 3: the bulk edits (BulkEdit/*), one row per bulk edit with the rows it wrote (each one's values
// before and version after, what Undo needs), and the audit trail's tag of each write it made. Migration
// 020 (db/migrations/020_bulk_edit.ts).
import type { ColumnType } from 'kysely';

/** One row a bulk edit wrote: its id, its values before (the changed fields only), its version after. */
export interface BatchRow {
  id: number | string;
  before: Record<string, unknown>;
  version: number;
}

export interface BulkBatchesTable {
  id: string;
  resource: string;
  userId: number;
  userName: string;
  at: ColumnType<Date, string | undefined, never>;
  /** field → the value every row got */
  changes: ColumnType<Record<string, unknown>, string, string>;
  rows: ColumnType<BatchRow[], string, string>;
  undoneAt: ColumnType<Date | null, string | null | undefined, string | null>;
}

export interface BulkDatabase {
  bulkBatches: BulkBatchesTable;
}
