/**
 * The administration area's workflow calls (spec 01 §7.1, §7.2, §7.6) as named methods of the data provider:
 * `useDataProvider<AdminDataProvider>().getRootMenus(databaseId)`. No screen writes an endpoint path.
 * Answer types: the screens' current shapes, to be replaced by the zod endpoint contracts (contracts/endpoints)
 * without changing these signatures.
 */
import type { Identifier } from 'react-admin';
import type { HttpClient } from '../../../dataProviders/httpClient';
import type { AppDataProvider } from '../../shellCalls';
import type { AccessRow, saveAccessPayload } from './menus/accessRules';
import type { RootMenu } from './menus/useRootMenus';
import type { saveUsersPayload, UserOption } from './permissions/entryUsersRules';
import type { AssignableUser } from './users/useAssignExistingUsers';

export const adminCalls = (http: HttpClient) => ({
  /** POST Menu/GetRoot {databaseId}: the root entries of a database's menu */
  getRootMenus: async (databaseId: Identifier): Promise<RootMenu[]> =>
    (await http<RootMenu[]>({ method: 'POST', path: 'Menu/GetRoot', body: { databaseId: Number(databaseId) } })).data ?? [],
  /** POST Menu/Get {id, databaseId}: the per-role access rows of a menu entry (its `items`) */
  getMenuAccessRows: async (menuId: Identifier, databaseId: Identifier): Promise<AccessRow[]> =>
    (await http<{ items?: AccessRow[] }>({ method: 'POST', path: 'Menu/Get', body: { id: Number(menuId), databaseId: Number(databaseId) } })).data
      ?.items ?? [],
  /** POST Menu/SaveAccess: creates or updates the row of (role, menu); answers its id */
  saveMenuAccess: async (payload: ReturnType<typeof saveAccessPayload>): Promise<number> =>
    (await http<number>({ method: 'POST', path: 'Menu/SaveAccess', body: payload })).data,
  /** POST User/ListAll {dataBaseId}: the users not yet linked to a database */
  getAssignableUsers: async (dataBaseId: Identifier): Promise<AssignableUser[]> =>
    (await http<{ list?: AssignableUser[] }>({ method: 'POST', path: 'User/ListAll', body: { dataBaseId: Number(dataBaseId) } })).data.list ?? [],
  /** POST User/SaveExistsUsers {dataBaseId, users}: links existing users to a database */
  assignExistingUsers: async (dataBaseId: Identifier, users: Identifier[]): Promise<void> => {
    await http({ method: 'POST', path: 'User/SaveExistsUsers', body: { dataBaseId: Number(dataBaseId), users: users.map(Number) } });
  },
  /** GET User/getUserByDatabase?idDatabase: the users of a database */
  getDatabaseUsers: async (databaseId: Identifier): Promise<UserOption[]> =>
    (await http<UserOption[]>({ path: 'User/getUserByDatabase', query: { idDatabase: Number(databaseId) } })).data ?? [],
  /** GET Permission/UserByPermint?IdTable&TableType: the users assigned to a permission entry */
  getEntryUsers: async (entry: { id: Identifier; tableType: number }): Promise<UserOption[]> =>
    (await http<UserOption[]>({ path: 'Permission/UserByPermint', query: { IdTable: Number(entry.id), TableType: Number(entry.tableType) } })).data ?? [],
  /** POST Permission/SaveUserPermint: replaces a permission entry's users */
  saveEntryUsers: async (payload: ReturnType<typeof saveUsersPayload>): Promise<void> => {
    await http({ method: 'POST', path: 'Permission/SaveUserPermint', body: payload });
  },
});

export type AdminCalls = ReturnType<typeof adminCalls>;

/** The data provider the administration area's screens see. */
export type AdminDataProvider = AppDataProvider & AdminCalls;
