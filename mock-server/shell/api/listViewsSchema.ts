// Issue 34's list preferences and saved views as Kysely sees them (migration 021).
import type { ColumnType, Generated } from 'kysely';

export interface ListPreferencesTable {
  userId: number;
  resource: string;
  columns: unknown;
  updatedAt: ColumnType<Date, string | undefined, string>;
}

export interface ListViewsTable {
  id: Generated<number>;
  ownerId: number;
  resource: string;
  name: string;
  state: unknown;
  createdAt: ColumnType<Date, string | undefined, never>;
  updatedAt: ColumnType<Date, string | undefined, string>;
}

export interface ListViewRolesTable {
  viewId: number;
  roleId: number;
}

export interface ListViewDefaultsTable {
  userId: number;
  resource: string;
  viewId: number;
}

export type ListViewsDatabase = {
  listPreferences: ListPreferencesTable;
  listViews: ListViewsTable;
  listViewRoles: ListViewRolesTable;
  listViewDefaults: ListViewDefaultsTable;
};
