/**
 * The administration area's workflow calls (spec 01 §7.1, §7.2, §7.6) as named methods of the data provider:
 * `useDataProvider<AdminDataProvider>().getRootMenus(databaseId)`. No screen writes an endpoint path.
 * Paths, verbs, request and answer types come from the endpoint contracts (contracts/endpoints), as types only.
 */
import type { Identifier } from 'react-admin';
import type { menuGet, menuGetRoot, menuSaveAccess } from '../../../contracts/endpoints/menus';
import type { permissionSaveUsers, permissionUsers } from '../../../contracts/endpoints/permissions';
import type { userListAll, userSaveExisting, usersOfDatabase } from '../../../contracts/endpoints/users';
import { callEndpoint, type AnswerOf, type BodyOf, type QueryOf } from '../../../dataProviders/endpointCall';
import type { HttpClient } from '../../../dataProviders/httpClient';
import type { AppDataProvider } from '../../shellCalls';

export const adminCalls = (http: HttpClient) => ({
  /** POST Menu/GetRoot {databaseId}: the root entries of a database's menu */
  getRootMenus: async (databaseId: Identifier): Promise<AnswerOf<typeof menuGetRoot>> =>
    (await callEndpoint<typeof menuGetRoot>(http, { method: 'POST', path: 'Menu/GetRoot', body: { databaseId: Number(databaseId) } })).data ?? [],
  /** POST Menu/Get {id, databaseId}: the per-role access rows of a menu entry (its `items`) */
  getMenuAccessRows: async (menuId: Identifier, databaseId: Identifier): Promise<AnswerOf<typeof menuGet>['items']> =>
    (await callEndpoint<typeof menuGet>(http, { method: 'POST', path: 'Menu/Get', body: { id: Number(menuId), databaseId: Number(databaseId) } })).data
      ?.items ?? [],
  /** POST Menu/SaveAccess: creates or updates the row of (role, menu); answers its id */
  saveMenuAccess: async (payload: BodyOf<typeof menuSaveAccess>): Promise<AnswerOf<typeof menuSaveAccess>> =>
    (await callEndpoint<typeof menuSaveAccess>(http, { method: 'POST', path: 'Menu/SaveAccess', body: payload })).data,
  /** POST User/ListAll {dataBaseId}: the users not yet linked to a database */
  getAssignableUsers: async (dataBaseId: Identifier): Promise<AnswerOf<typeof userListAll>['list']> =>
    (await callEndpoint<typeof userListAll>(http, { method: 'POST', path: 'User/ListAll', body: { dataBaseId: Number(dataBaseId) } })).data.list ?? [],
  /** POST User/SaveExistsUsers {dataBaseId, users}: links existing users to a database */
  assignExistingUsers: async (dataBaseId: Identifier, users: Identifier[]): Promise<void> => {
    const body = { dataBaseId: Number(dataBaseId), users: users.map(Number) };
    await callEndpoint<typeof userSaveExisting>(http, { method: 'POST', path: 'User/SaveExistsUsers', body });
  },
  /** GET User/getUserByDatabase?idDatabase: the users of a database */
  getDatabaseUsers: async (databaseId: Identifier): Promise<AnswerOf<typeof usersOfDatabase>> =>
    (await callEndpoint<typeof usersOfDatabase>(http, { method: 'GET', path: 'User/getUserByDatabase', query: { idDatabase: Number(databaseId) } })).data ?? [],
  /** GET Permission/UserByPermint?IdTable&TableType: the users assigned to a permission entry */
  getEntryUsers: async (entry: { id: Identifier; tableType: number }): Promise<AnswerOf<typeof permissionUsers>> => {
    const query = { IdTable: Number(entry.id), TableType: Number(entry.tableType) as TableType };
    return (await callEndpoint<typeof permissionUsers>(http, { method: 'GET', path: 'Permission/UserByPermint', query })).data ?? [];
  },
  /** POST Permission/SaveUserPermint: replaces a permission entry's users */
  saveEntryUsers: async (payload: BodyOf<typeof permissionSaveUsers>): Promise<void> => {
    await callEndpoint<typeof permissionSaveUsers>(http, { method: 'POST', path: 'Permission/SaveUserPermint', body: payload });
  },
});

/** 1 a report, 2 an upload table: the only kinds of permission entry. */
export type TableType = QueryOf<typeof permissionUsers>['TableType'];

export type AdminCalls = ReturnType<typeof adminCalls>;

/** The data provider the administration area's screens see. */
export type AdminDataProvider = AppDataProvider & AdminCalls;
