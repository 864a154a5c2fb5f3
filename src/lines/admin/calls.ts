/**
 * The administration area's workflow calls (spec 01 §7.1, §7.2, §7.6) as named methods of the data provider:
 * `useDataProvider<AdminDataProvider>().getRootMenus(databaseId)`. No screen writes an endpoint path.
 * Each is called by its route (contracts/routes), typed by its contract (contracts/endpoints, as a type only).
 */
import type { Identifier } from 'react-admin';
import type { menuGet, menuGetRoot, menuSaveAccess } from '../../../contracts/endpoints/menus';
import type { permissionSaveUsers, permissionUsers } from '../../../contracts/endpoints/permissions';
import type { userListAll, usersOfDatabase } from '../../../contracts/endpoints/users';
import { caller, type AnswerOf, type BodyOf, type QueryOf } from '../../../dataProviders/endpointCall';
import * as routes from '../../../contracts/routes';
import type { HttpClient } from '../../../dataProviders/httpClient';
import type { AppDataProvider } from '../../shell/shellCalls';

export const adminCalls = (http: HttpClient) => {
  const call = caller(http);
  return {
    /** POST Menu/GetRoot {databaseId}: the root entries of a database's menu */
    getRootMenus: async (databaseId: Identifier): Promise<AnswerOf<typeof menuGetRoot>> =>
      (await call(routes.menuGetRoot, { body: { databaseId: Number(databaseId) } })).data ?? [],
    /** POST Menu/Get {id, databaseId}: the per-role access rows of a menu entry (its `items`) */
    getMenuAccessRows: async (menuId: Identifier, databaseId: Identifier): Promise<AnswerOf<typeof menuGet>['items']> =>
      (await call(routes.menuGet, { body: { id: Number(menuId), databaseId: Number(databaseId) } })).data
        ?.items ?? [],
    /** POST Menu/SaveAccess: creates or updates the row of (role, menu); answers its id */
    saveMenuAccess: async (payload: BodyOf<typeof menuSaveAccess>): Promise<AnswerOf<typeof menuSaveAccess>> =>
      (await call(routes.menuSaveAccess, { body: payload })).data,
    /** POST User/ListAll {dataBaseId}: the users not yet linked to a database */
    getAssignableUsers: async (dataBaseId: Identifier): Promise<AnswerOf<typeof userListAll>['list']> =>
      (await call(routes.userListAll, { body: { dataBaseId: Number(dataBaseId) } })).data.list ?? [],
    /** POST User/SaveExistsUsers {dataBaseId, users}: links existing users to a database */
    assignExistingUsers: async (dataBaseId: Identifier, users: Identifier[]): Promise<void> => {
      const body = { dataBaseId: Number(dataBaseId), users: users.map(Number) };
      await call(routes.userSaveExisting, { body });
    },
    /** GET User/getUserByDatabase?idDatabase: the users of a database */
    getDatabaseUsers: async (databaseId: Identifier): Promise<AnswerOf<typeof usersOfDatabase>> =>
      (await call(routes.usersOfDatabase, { query: { idDatabase: Number(databaseId) } })).data ?? [],
    /** GET Permission/UserByPermint?IdTable&TableType: the users assigned to a permission entry */
    getEntryUsers: async (entry: { id: Identifier; tableType: number }): Promise<AnswerOf<typeof permissionUsers>> => {
      const query = { IdTable: Number(entry.id), TableType: Number(entry.tableType) as TableType };
      return (await call(routes.permissionUsers, { query })).data ?? [];
    },
    /** POST Permission/SaveUserPermint: replaces a permission entry's users */
    saveEntryUsers: async (payload: BodyOf<typeof permissionSaveUsers>): Promise<void> => {
      await call(routes.permissionSaveUsers, { body: payload });
    },
  };
};

/** 1 a report, 2 an upload table: the only kinds of permission entry. */
export type TableType = QueryOf<typeof permissionUsers>['TableType'];

export type AdminCalls = ReturnType<typeof adminCalls>;

/** The data provider the administration area's screens see. */
export type AdminDataProvider = AppDataProvider & AdminCalls;
