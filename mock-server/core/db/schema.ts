// The tables of the mock server's PostgreSQL store, as Kysely sees them (columns in camelCase: the
// CamelCasePlugin maps them to the snake_case names of the migrations).
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { CatalogueSimTables } from '../../lines/catalogue/schema';
import type { RepairOrdersDatabase } from '../../lines/repairOrders/schema';
import type { PointOfSaleDatabase } from '../../lines/repairOrders/pointOfSale/schema';
import type { SatelliteTvDatabase } from '../../lines/satelliteTv/schema';
import type { SatelliteTv2Database } from '../../lines/satelliteTv/schema2';
import type { UploadsDatabase } from '../../lines/uploads/schema';
import type { ReportsDatabase } from '../../lines/reports/schema';
import type { ResourceDesignerDatabase } from '../../lines/resourceDesigner/schema';
import type { RepairBackOfficeDatabase } from '../../lines/repairBackOffice/schema';
import type { TwoFactorDatabase } from '../../shell/twoFactorSchema';
import type { MailDatabase } from '../../shell/mail/schema';
import type { BulkDatabase } from '../../shell/bulk/schema';

/** databaseType: 0 none, 1 SQL Server, 2 MySQL Server, 3 API. */
export type DatabaseType = 0 | 1 | 2 | 3;

/** Processing state of an uploaded file, as the upload-processing host reports it (spec 01 §3). */
export type NotificationProcess = 'PENDING' | 'PENDING...' | 'COMPLETE' | 'ERROR';

/** The attachment slots of a database (spec 01 §3): one icon, or any number of files. */
export type FileTable = 'DataBasesObjectIcon' | 'DataBasesObject';

/** tableType of a permission entry: 1 report, 2 upload table. */
export type PermissionTableType = 1 | 2;

/** Every record table: 1 when created, +1 on every write. */
type Version = ColumnType<number, number | undefined, number>;
type Json = ColumnType<unknown, string, string>;

export interface CompanyTable {
  id: Generated<number>;
  logo: string;
  year: number;
  /** The product version shown on the sign-in page (not a record version: the company is read-only). */
  appVersion: string;
  createdate: string;
  email: string;
  phone: string;
  name: string;
  tenanId: string;
  twitter: string;
  facebook: string;
  instagram: string;
}

export interface DatabasesTable {
  id: Generated<number>;
  name: string;
  alias: string;
  connectionString: string;
  storage: string;
  status: boolean;
  databaseType: DatabaseType;
  urlApi: string;
  version: Version;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
  status: boolean;
  dataBaseId: number;
  /** Its members must sign in with a second factor (migrations/018_two_factor.ts). */
  requireTwoFactor: Generated<boolean>;
  version: Version;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  login: string;
  email: string;
  document: string;
  /** `scrypt$<saltHex>$<hashHex>`; never leaves the server. */
  passwordHash: string;
  status: boolean;
  /** The text "True" or "False", as the original API sends it. */
  changePassword: 'True' | 'False';
  dataBaseId: number;
  codBodega: string;
  version: Version;
}

/** The user's roles and databases, in the order they were given (`position`). */
export interface UserRolesTable {
  userId: number;
  roleId: number;
  position: number;
}

export interface UserDatabasesTable {
  userId: number;
  databaseId: number;
  position: number;
}

export interface MenusTable {
  id: Generated<number>;
  /** the entry's name in Spanish (the documented field) */
  name: string;
  /** the entry's name in English; '' for entries saved by older clients (then `name` serves both languages) */
  nameEn: string;
  /** Route of the screen; "" for a group that only holds children. */
  path: string;
  /** Name of an MUI icon (`@mui/icons-material`), e.g. "Storage". */
  icon: string;
  /** Parent menu id; 0 for a top-level entry. */
  root: number;
  status: boolean;
  /** true: an internal page of this app; false: the external product-catalogue module. */
  sourcePrime: boolean;
  dataBaseId: number;
  index: number;
  version: Version;
}

export interface MenuAccessTable {
  id: Generated<number>;
  name: string;
  role: number;
  menu: number;
  status: boolean;
  l: boolean;
  v: boolean;
  w: boolean;
  r: boolean;
  d: boolean;
  version: Version;
}

export interface PermissionEntriesTable {
  id: number;
  tableType: PermissionTableType;
  name: string;
  databaseId: number;
  version: Version;
}

export interface PermissionEntryUsersTable {
  entryId: number;
  userId: number;
  position: number;
}

export interface SessionsTable {
  id: string;
  /** sha256 (hex) of the bearer token; the token itself is never stored. */
  tokenHash: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  key: string;
  at: string;
}

export interface NotificationsTable {
  id: Generated<number>;
  idUser: number;
  process: NotificationProcess;
  code: string;
  /** the text as written (for a sender that names no message key) */
  message: string;
  /** when set, the message is rendered from it in each reader's language */
  messageKey: string | null;
  messageParams: Json | null;
  enabled: boolean;
  createdAt: string;
  version: Version;
}

export interface FilesTable {
  id: Generated<number>;
  dataBaseId: number;
  tableName: FileTable;
  /** The name the file was uploaded with (shown only; never used as a path). */
  name: string;
  /** Generated: random hex plus the extension of the accepted type. */
  storedName: string;
  /** Content type, one of the accepted ones. */
  type: string;
  size: number;
  createdAt: string;
  version: Version;
}

export interface AuditTable {
  id: Generated<number>;
  at: ColumnType<Date, string | undefined, never>;
  userId: number;
  userName: string;
  resource: string;
  recordId: string;
  action: 'create' | 'update' | 'delete' | 'state';
  changes: Json;
  /** the bulk edit that made this write (issue 34), or null */
  batchId: string | null;
  /** the write put back the values of the bulk edit batchId (its undo) */
  undo: ColumnType<boolean, boolean | undefined, boolean>;
  /** the version of the record the write made (issue 51); null for an unversioned record and for older rows */
  version: ColumnType<number | null, number | null | undefined, never>;
}

export interface Database extends CatalogueSimTables, RepairOrdersDatabase, PointOfSaleDatabase, SatelliteTvDatabase, SatelliteTv2Database, UploadsDatabase, ReportsDatabase, ResourceDesignerDatabase, RepairBackOfficeDatabase, TwoFactorDatabase, MailDatabase, BulkDatabase {
  company: CompanyTable;
  databases: DatabasesTable;
  roles: RolesTable;
  users: UsersTable;
  userRoles: UserRolesTable;
  userDatabases: UserDatabasesTable;
  menus: MenusTable;
  menuAccess: MenuAccessTable;
  permissionEntries: PermissionEntriesTable;
  permissionEntryUsers: PermissionEntryUsersTable;
  sessions: SessionsTable;
  loginFailures: LoginFailuresTable;
  notifications: NotificationsTable;
  files: FilesTable;
  audit: AuditTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewAudit = Insertable<AuditTable>;
