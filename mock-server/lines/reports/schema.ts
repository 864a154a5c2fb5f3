// Issue 12's tables as Kysely sees them (migrations/007_reports.ts).
import type { Generated } from 'kysely';

/** The role every report script runs under (SET LOCAL ROLE inside a read-only transaction), made by migration 007. */
export const REPORT_ROLE = 'report_reader';

export interface ReportsTable {
  /** the report's entry id on the Permissions screen (table type 1) */
  id: number;
  name: string;
  alias: string;
  api: string;
  script: string;
  connectionString: string;
  dataBaseId: number;
  /** 1 MySql, 2 SQL: data only (the mock runs every script on its own engine) */
  typeBd: number;
  version: Generated<number>;
}

export interface ReportParametersTable {
  id: Generated<number>;
  reportId: number;
  column: string;
  alias: string;
  /** 1 text, 2 numeric, 3 date, 4 boolean */
  type: number;
  position: number;
}

export interface ReportColumnsTable {
  id: Generated<number>;
  reportId: number;
  name: string;
  alias: string;
  /** Texto 1, Boolean 2, Numero 3, Fecha 4 */
  groupTypesDataId: number;
  isFilter: boolean;
  isShow: boolean;
  position: number;
}

export interface ReportsDatabase {
  reports: ReportsTable;
  reportParameters: ReportParametersTable;
  reportColumns: ReportColumnsTable;
}
