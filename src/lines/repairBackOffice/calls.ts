/**
 * The repair back office's calls (spec 04 §7), typed from the zod contracts and named after the documented call, so
 * a spec row greps to its caller here; no screen writes an endpoint path. The calls that name who acts (iduser,
 * idUserAdmin) send the signed-in user's id. The lines' calls share the data provider, so the OrderWom/* ones, which the
 * repair orders line also makes, carry the prefix backOffice (backOfficeCancelOrder is OrderWom/cancelOrder).
 */
import type { HttpClient } from '../../../dataProviders/httpClient';
import { caller, type BodyOf, type QueryOf } from '../../../dataProviders/endpointCall';
import * as routes from '../../../contracts/routes';
import type * as s from '../../../contracts/endpoints/repairBackOffice';
import type * as o from '../../../contracts/endpoints/repairBackOfficeOrders';
import type * as u from '../../../contracts/endpoints/repairBackOfficeUsers';
import type * as roles from '../../../contracts/endpoints/roles';
import type * as r from '../../../contracts/endpoints/repairOrders';
import { loadMenuAccess } from '../../shell/auth/menuAccess';
import { flagsByPath, type Flags } from '../../shell/auth/permissions';
import { sessionUserId } from '../../shell/auth/session';
import type { AppDataProvider } from '../../shell/shellCalls';

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

export const repairBackOfficeCalls = (http: HttpClient) => {
  const call = caller(http);
  return {
    /** The signed-in user's flags on a menu entry (the same tree the sidebar reads; one request per session). */
    menuFlags: async (path: string): Promise<Flags> => flagsByPath(await loadMenuAccess(http)).get(path) ?? NO_FLAGS,
    /** GET OrderWom/GetSettings: validation.imei is the IMEI pattern. */
    backOfficeGetSettings: async () => (await call(routes.settings)).data,

    /** GET WorkShop/GetAll: every store (the user's store options); the stores screen itself is the `stores` definition. */
    workShopGetAll: async (query: QueryOf<typeof s.storeList>) => (await call(routes.storeList, { query })).data,

    /** POST OrderWom/GetByReportByStatus { type, param1, param2 } (+ our paging). */
    backOfficeGetByReportByStatus: async (body: ConsultQuery) =>
      (await call(routes.getByReportByStatus, { body })).data,
    /** POST OrderWom/UpdateDataOrder?Id&imei&diagnostic&observation&doa&iduser (+ our version). */
    backOfficeUpdateDataOrder: (query: OrderEdit) =>
      call(routes.updateDataOrder, { query: { ...query, iduser: me() } }),
    /** POST OrderWom/cancelOrder?idOrder&iduser (+ our version). */
    backOfficeCancelOrder: (query: Omit<QueryOf<typeof r.cancelOrder>, 'iduser'>) =>
      call(routes.cancelOrder, { query: { ...query, iduser: me() } }),
    /** POST OrderWom/returnOrderState?idOrder&iduser (+ our version). */
    backOfficeReturnOrderState: (query: Omit<QueryOf<typeof r.returnOrderState>, 'iduser'>) =>
      call(routes.returnOrderState, { query: { ...query, iduser: me() } }),
    /** GET OrderWom/getPreState?idOrder. */
    backOfficeGetPreState: async (query: QueryOf<typeof r.getPreState>) =>
      (await call(routes.getPreState, { query })).data,

    /** GET Device/GetDeviceAbandoned: the pending and abandoned lists. */
    getDeviceAbandoned: async () => (await call(routes.deviceAbandoned)).data,
    /** POST OrderWom/UpdateStatusTraceability { orderId, status } (+ our version): status 16 marks a device abandoned. */
    backOfficeUpdateStatusTraceability: (body: BodyOf<typeof r.updateStatusTraceability>) =>
      call(routes.updateStatusTraceability, { body }),

    /** POST UserManagement/GetByFilter: the users' links by filter type and state, a page. */
    userManagementGetByFilter: async (body: UserFilterBody) =>
      (await call(routes.userManagementGetByFilter, { body })).data,
    /** POST UserManagement/GetByIdUser?idUser=4,9,12 with the filter body: the links of those users, a page. */
    getByIdUser: async (idUser: readonly number[], body: UserFilterBody) =>
      (await call(routes.userManagementGetByIdUser, { query: { idUser: idUser.join(',') }, body })).data,
    /** POST User/getByFilter { type: Name | Doc | Email, filterValue, databaseId }: the users found. */
    userGetByFilter: async (body: BodyOf<typeof u.userGetByFilter>) =>
      (await call(routes.userGetByFilter, { body })).data,
    /** POST User/getByIdsUser [ids]: the users' details. */
    getByIdsUser: async (ids: BodyOf<typeof u.userGetByIdsUser>) =>
      (await call(routes.userGetByIdsUser, { body: ids })).data,
    /** POST User/SaveUser?databaseId: creates (id 0) or edits the user; answers its id. */
    userSaveUser: async (databaseId: number, body: SaveUserBody) =>
      (await call(routes.userSaveUser, { query: { databaseId }, body })).data.id,
    /** POST UserManagement/Save { operationCrudType, idUserAdmin, entity }: the user's link to a store. */
    userManagementSave: (body: LinkSaveBody) =>
      call(routes.userManagementSave, { body: { ...body, idUserAdmin: me() } }),
    /** POST UserManagement/disableUser?idUser (the user disabled). */
    userManagementDisableUser: (query: QueryOf<typeof u.userDisable>) => call(routes.userDisable, { query }),
    /** POST Role/List { pageIndex, pageSize, dataBaseId }. */
    roleList: async (body: BodyOf<typeof roles.roleList>) => (await call(routes.roleList, { body })).data.items,

    /** POST Log/GetByFilter: a page of the log by date range. */
    logGetByFilter: async (body: BodyOf<typeof u.logList>) => (await call(routes.logList, { body })).data,
  };
};

export type RepairBackOfficeCalls = ReturnType<typeof repairBackOfficeCalls>;
export type RepairBackOfficeDataProvider = AppDataProvider & RepairBackOfficeCalls;
