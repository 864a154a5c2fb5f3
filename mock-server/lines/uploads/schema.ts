// Kysely types of issue 13's tables (migrations/008_uploads.ts), merged into Database in schema.ts.
import type { ColumnType, Generated, Selectable } from 'kysely';

type Json<T> = ColumnType<T, string, string>;
type Version = ColumnType<number, number | undefined, number>;

export interface UploadTypesTable {
  id: number;
  alias: string;
  code: string;
  storeProcedure: string;
  api: string;
  format: 'XML' | 'JSON';
  dataBaseId: number;
  connectionString: string;
  version: Version;
}

/** A cell as read from the sheet (the cached value of a formula). */
export type StoredCell = string | number | boolean | null;
/** A text in both languages. */
export interface BothLanguages {
  en: string;
  es: string;
}
export interface LeftOutRow {
  row: number;
  cells: StoredCell[];
  /** column → message */
  errors: Record<string, BothLanguages>;
}

export interface UploadTransactionsTable {
  id: Generated<number>;
  uploadTypeId: number;
  userId: number;
  fileName: string;
  columns: Json<string[]>;
  /** [sheet row number, ...cells] per data row */
  rows: Json<Array<[number, ...StoredCell[]]>>;
  state: 'PREVIEW' | 'DONE';
  readCount: number;
  invalidCount: number;
  written: Generated<number>;
  leftOut: Json<LeftOutRow[]> | null;
  createdAt: string;
  processedAt: string | null;
}

export type UploadTypeRow = Selectable<UploadTypesTable>;

export interface UploadsDatabase {
  uploadTypes: UploadTypesTable;
  uploadTransactions: UploadTransactionsTable;
}
