/**
 * The repair back office's calls (spec 04 §7), typed from the zod contracts and named after the documented call, so
 * a spec row greps to its caller here; no screen writes an endpoint path. The calls that name who acts (iduser,
 * idUserAdmin) send the signed-in user's id. The lines' calls share the data provider, so the OrderWom/* ones, which the
 * repair orders line also makes, carry the prefix backOffice (backOfficeCancelOrder is OrderWom/cancelOrder).
 */
import type { HttpClient } from '../../../dataProviders/httpClient';
import { callEndpoint, type BodyOf, type QueryOf } from '../../../dataProviders/endpointCall';
import type * as s from '../../../contracts/endpoints/repairBackOffice';
import type * as o from '../../../contracts/endpoints/repairBackOfficeOrders';
import type * as u from '../../../contracts/endpoints/repairBackOfficeUsers';
import type * as roles from '../../../contracts/endpoints/roles';
import type * as r from '../../../contracts/endpoints/repairOrders';
import { loadMenuAccess } from '../../auth/menuAccess';
import { flagsByPath, type Flags } from '../../auth/permissions';
import { sessionUserId } from '../../auth/session';
import type { AppDataProvider } from '../../shellCalls';

export type { StoreRow, LoanRow } from '../../../contracts/endpoints/repairBackOffice';
export type { ConsultRow, AbandonedRow } from '../../../contracts/endpoints/repairBackOfficeOrders';
export type { UserLinkRow, BackOfficeUser, LogRow, UserFilterType } from '../../../contracts/endpoints/repairBackOfficeUsers';
export type UserFilterBody = BodyOf<typeof u.userManagementGetByFilter>;
export type SaveUserBody = BodyOf<typeof u.userSaveUser>;
export type LinkSaveBody = Omit<BodyOf<typeof u.userManagementSave>, 'idUserAdmin'>;
export type OrderEdit = Omit<QueryOf<typeof o.updateDataOrder>, 'iduser'>;
export type ConsultQuery = BodyOf<typeof o.getByReportByStatus>;

const NO_FLAGS: Flags = { l: false, v: false, w: false, r: false, d: false };

/** The signed-in user's id, sent where a documented call names who acts (the server refuses another). */
const me = (): number | undefined => Number(sessionUserId()) || undefined;

export const repairBackOfficeCalls = (http: HttpClient) => ({
  /** The signed-in user's flags on a menu entry (the same tree the sidebar reads; one request per session). */
  menuFlags: async (path: string): Promise<Flags> => flagsByPath(await loadMenuAccess(http)).get(path) ?? NO_FLAGS,
  /** GET OrderWom/GetSettings: validation.imei is the IMEI pattern. */
  backOfficeGetSettings: async () => (await callEndpoint<typeof s.settings>(http, { method: 'GET', path: 'OrderWom/GetSettings' })).data,

  /** GET WorkShop/GetAll: every store (the user's store options); the stores screen itself is the `stores` definition. */
  workShopGetAll: async (query: QueryOf<typeof s.storeList>) => (await callEndpoint<typeof s.storeList>(http, { method: 'GET', path: 'WorkShop/GetAll', query })).data,

  /** POST OrderWom/GetByReportByStatus { type, param1, param2 } (+ our paging). */
  backOfficeGetByReportByStatus: async (body: ConsultQuery) =>
    (await callEndpoint<typeof o.getByReportByStatus>(http, { method: 'POST', path: 'OrderWom/GetByReportByStatus', body })).data,
  /** POST OrderWom/UpdateDataOrder?Id&imei&diagnostic&observation&doa&iduser (+ our version). */
  backOfficeUpdateDataOrder: (query: OrderEdit) =>
    callEndpoint<typeof o.updateDataOrder>(http, { method: 'POST', path: 'OrderWom/UpdateDataOrder', query: { ...query, iduser: me() } }),
  /** POST OrderWom/cancelOrder?idOrder&iduser (+ our version). */
  backOfficeCancelOrder: (query: Omit<QueryOf<typeof r.cancelOrder>, 'iduser'>) =>
    callEndpoint<typeof r.cancelOrder>(http, { method: 'POST', path: 'OrderWom/cancelOrder', query: { ...query, iduser: me() } }),
  /** POST OrderWom/returnOrderState?idOrder&iduser (+ our version). */
  backOfficeReturnOrderState: (query: Omit<QueryOf<typeof r.returnOrderState>, 'iduser'>) =>
    callEndpoint<typeof r.returnOrderState>(http, { method: 'POST', path: 'OrderWom/returnOrderState', query: { ...query, iduser: me() } }),
  /** GET OrderWom/getPreState?idOrder. */
  backOfficeGetPreState: async (query: QueryOf<typeof r.getPreState>) =>
    (await callEndpoint<typeof r.getPreState>(http, { method: 'GET', path: 'OrderWom/getPreState', query })).data,

  /** GET Device/GetDeviceAbandoned: the pending and abandoned lists. */
  getDeviceAbandoned: async () => (await callEndpoint<typeof o.deviceAbandoned>(http, { method: 'GET', path: 'Device/GetDeviceAbandoned' })).data,
  /** POST OrderWom/UpdateStatusTraceability { orderId, status } (+ our version): status 16 marks a device abandoned. */
  backOfficeUpdateStatusTraceability: (body: BodyOf<typeof r.updateStatusTraceability>) =>
    callEndpoint<typeof r.updateStatusTraceability>(http, { method: 'POST', path: 'OrderWom/UpdateStatusTraceability', body }),

  /** POST UserManagement/GetByFilter: the users' links by filter type and state, a page. */
  userManagementGetByFilter: async (body: UserFilterBody) =>
    (await callEndpoint<typeof u.userManagementGetByFilter>(http, { method: 'POST', path: 'UserManagement/GetByFilter', body })).data,
  /** POST UserManagement/GetByIdUser?idUser=4,9,12 with the filter body: the links of those users, a page. */
  getByIdUser: async (idUser: readonly number[], body: UserFilterBody) =>
    (await callEndpoint<typeof u.userManagementGetByIdUser>(http, { method: 'POST', path: 'UserManagement/GetByIdUser', query: { idUser: idUser.join(',') }, body })).data,
  /** POST User/getByFilter { type: Name | Doc | Email, filterValue, databaseId }: the users found. */
  userGetByFilter: async (body: BodyOf<typeof u.userGetByFilter>) =>
    (await callEndpoint<typeof u.userGetByFilter>(http, { method: 'POST', path: 'User/getByFilter', body })).data,
  /** POST User/getByIdsUser [ids]: the users' details. */
  getByIdsUser: async (ids: BodyOf<typeof u.userGetByIdsUser>) =>
    (await callEndpoint<typeof u.userGetByIdsUser>(http, { method: 'POST', path: 'User/getByIdsUser', body: ids })).data,
  /** POST User/SaveUser?databaseId: creates (id 0) or edits the user; answers its id. */
  userSaveUser: async (databaseId: number, body: SaveUserBody) =>
    (await callEndpoint<typeof u.userSaveUser>(http, { method: 'POST', path: 'User/SaveUser', query: { databaseId }, body })).data.id,
  /** POST UserManagement/Save { operationCrudType, idUserAdmin, entity }: the user's link to a store. */
  userManagementSave: (body: LinkSaveBody) =>
    callEndpoint<typeof u.userManagementSave>(http, { method: 'POST', path: 'UserManagement/Save', body: { ...body, idUserAdmin: me() } }),
  /** POST UserManagement/disableUser?idUser (the user disabled). */
  userManagementDisableUser: (query: QueryOf<typeof u.userDisable>) => callEndpoint<typeof u.userDisable>(http, { method: 'POST', path: 'UserManagement/disableUser', query }),
  /** POST Role/List { pageIndex, pageSize, dataBaseId }. */
  roleList: async (body: BodyOf<typeof roles.roleList>) => (await callEndpoint<typeof roles.roleList>(http, { method: 'POST', path: 'Role/List', body })).data.items,

  /** POST Log/GetByFilter: a page of the log by date range. */
  logGetByFilter: async (body: BodyOf<typeof u.logList>) => (await callEndpoint<typeof u.logList>(http, { method: 'POST', path: 'Log/GetByFilter', body })).data,
});

export type RepairBackOfficeCalls = ReturnType<typeof repairBackOfficeCalls>;
export type RepairBackOfficeDataProvider = AppDataProvider & RepairBackOfficeCalls;
