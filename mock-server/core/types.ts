// Shapes of the records kept in the mock server's data file (`${dataDir}/db.json`).

import type { CompanyInfo } from '../../contracts/endpoints/session';

export type Company = CompanyInfo;

/** databaseType: 0 none, 1 SQL Server, 2 MySQL Server, 3 API. */
export type DatabaseType = 0 | 1 | 2 | 3;

export interface DataBaseRecord {
  id: number;
  name: string;
  alias: string;
  connectionString: string;
  storage: string;
  status: boolean;
  databaseType: DatabaseType;
  urlApi: string;
}

export interface Role {
  id: number;
  name: string;
  status: boolean;
  dataBaseId: number;
}

export interface User {
  id: number;
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
  roles: number[];
  databases: number[];
  codBodega: string;
}

export interface Menu {
  id: number;
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
}

/** Permission flags: l list, v view, w create/edit, r export/report, d delete. */
export type PermissionFlag = 'l' | 'v' | 'w' | 'r' | 'd';
export type PermissionFlags = Record<PermissionFlag, boolean>;

export interface MenuAccess extends PermissionFlags {
  id: number;
  name: string;
  role: number;
  menu: number;
  status: boolean;
}

export interface Session {
  id: string;
  /** sha256 (hex) of the bearer token; the token itself is never stored. */
  tokenHash: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
}

export interface LoginFailure {
  /** The login (or e-mail) the attempt was for, lower-cased; the user's login when it resolved to a user. */
  key: string;
  at: string;
}

/** Processing state of an uploaded file, as the upload-processing host reports it (spec 01 §3). */
export type NotificationProcess = 'PENDING' | 'PENDING...' | 'COMPLETE' | 'ERROR';

/** A notification about an uploaded file's processing (ProcessBlod/GetNotificationBlod). */
export interface BlodNotification {
  /** The transaction id (IdTransactionBlodFile). */
  id: number;
  idUser: number;
  process: NotificationProcess;
  code: string;
  message: string;
  /** the message as a key of mock-server/shell/messages.ts and its parameters: each reader gets it in their language */
  messageKey?: string | null;
  messageParams?: string | null;
  /** false once the user disables it: it leaves the list. */
  enabled: boolean;
  createdAt: string;
}

/** The attachment slots of a database (spec 01 §3): one icon, or any number of files. */
export type FileTable = 'DataBasesObjectIcon' | 'DataBasesObject';

/** An uploaded file's metadata; the bytes are in `${dataDir}/uploads/<storedName>`. */
export interface StoredFile {
  id: number;
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
}

/** tableType of a permission entry: 1 report, 2 upload table. */
export type PermissionTableType = 1 | 2;

/** A report or upload table whose users are assigned on the Permissions screen (spec 01 §3, §7.6). */
export interface PermissionEntry {
  id: number;
  tableType: PermissionTableType;
  name: string;
  databaseId: number;
  /** Ids of the users assigned to it (each linked to `databaseId`). */
  users: number[];
}

export type RestRow = Record<string, unknown> & { id?: number | string };
