// Kysely types of issue 18's tables (migrations/015_repair_back_office.ts), merged into Database in schema.ts.
import type { ColumnType, Generated } from 'kysely';

type Stamp = ColumnType<Date, string | undefined, string | undefined>;

export interface LoanDevicesTable {
  id: Generated<number>;
  brand: string;
  idModel: number;
  model: string;
  description: string;
  imei: string;
  available: boolean;
  workshopId: number;
  version: Generated<number>;
}

export interface RepairUserWorkshopsTable {
  id: Generated<number>;
  userId: number;
  workshopId: number;
  /** 1 active, 2 inactive */
  state: number;
  createdAt: Stamp;
  updatedAt: Stamp;
  version: Generated<number>;
}

export interface BackOfficeLogsTable {
  id: Generated<number>;
  at: Stamp;
  message: string;
  statusCode: number;
  stack: string;
  isSuccess: boolean;
}

export interface RepairBackOfficeDatabase {
  loanDevices: LoanDevicesTable;
  repairUserWorkshops: RepairUserWorkshopsTable;
  backOfficeLogs: BackOfficeLogsTable;
}
