// The records as the server's code passes them around: the stored row (core/db/schema.ts) without its version,
// and the shapes that are no table (a user with its roles and databases, permission flags).
import type { Selectable } from 'kysely';
import type {
  DatabasesTable, FilesTable, MenuAccessTable, MenusTable, NotificationProcess, PermissionTableType, RolesTable, SessionsTable, UsersTable,
} from './db/schema';
import type { CompanyInfo } from '../../contracts/endpoints/session';

export type Company = CompanyInfo;

export type { DatabaseType, FileTable, NotificationProcess, PermissionTableType } from './db/schema';

/** A stored row as the API has always answered it: without its version. */
type Record_<T> = Omit<Selectable<T>, 'version'>;

export type DataBaseRecord = Record_<DatabasesTable>;
export type Role = Omit<Record_<RolesTable>, 'requireTwoFactor'>;
/** A user with its roles and databases (link rows, in the order they were given). */
export type User = Record_<UsersTable> & { roles: number[]; databases: number[] };
export type Menu = Record_<MenusTable>;
export type MenuAccess = Record_<MenuAccessTable>;
export type Session = Selectable<SessionsTable>;

/** Permission flags: l list, v view, w create/edit, r export/report, d delete. */
export type PermissionFlag = 'l' | 'v' | 'w' | 'r' | 'd';
export type PermissionFlags = Record<PermissionFlag, boolean>;

export interface LoginFailure {
  /** The login (or e-mail) the attempt was for, lower-cased; the user's login when it resolved to a user. */
  key: string;
  at: string;
}

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

/** An uploaded file's metadata; the bytes are in `${dataDir}/uploads/<storedName>` (`name` as uploaded, shown only). */
export type StoredFile = Record_<FilesTable>;

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
