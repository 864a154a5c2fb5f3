/** The repair back office's calls (spec 04 §7), typed from the zod contracts; no screen writes an endpoint path. */
import type { HttpClient } from '../../../dataProviders/httpClient';
import { callEndpoint, type BodyOf, type QueryOf } from '../../../dataProviders/endpointCall';
import type * as s from '../../../contracts/endpoints/repairBackOffice';
import type * as o from '../../../contracts/endpoints/repairBackOfficeOrders';
import type * as u from '../../../contracts/endpoints/repairBackOfficeUsers';
import type * as users from '../../../contracts/endpoints/users';
import type * as roles from '../../../contracts/endpoints/roles';
import type * as r from '../../../contracts/endpoints/repairOrders';
import { loadMenuAccess } from '../../auth/menuAccess';
import { flagsByPath, type Flags } from '../../auth/permissions';
import type { AppDataProvider } from '../../shellCalls';

export type { StoreRow, LoanRow } from '../../../contracts/endpoints/repairBackOffice';
export type { ConsultRow, AbandonedRow } from '../../../contracts/endpoints/repairBackOfficeOrders';
export type { UserLinkRow, LogRow, UserFilterType } from '../../../contracts/endpoints/repairBackOfficeUsers';
export type UserListQuery = Partial<BodyOf<typeof u.userManagementList>>;
export type UserSaveBody = BodyOf<typeof users.userSave>;
export type LinkSaveBody = BodyOf<typeof u.userManagementSave>;
export type OrderEdit = BodyOf<typeof o.updateDataOrder>;
export type ConsultQuery = BodyOf<typeof o.consultOrders>;

const NO_FLAGS: Flags = { l: false, v: false, w: false, r: false, d: false };

export const repairBackOfficeCalls = (http: HttpClient) => ({
  /** The signed-in user's flags on a menu entry (the same tree the sidebar reads; one request per session). */
  menuFlags: async (path: string): Promise<Flags> => flagsByPath(await loadMenuAccess(http)).get(path) ?? NO_FLAGS,
  imeiPattern: async () => (await callEndpoint<typeof s.settings>(http, { method: 'GET', path: 'OrderWom/GetSettings' })).data.validation.imei,

  /** Every store (the user's and the loan phone's store options); the stores screen itself is the `stores` definition. */
  stores: async (query: QueryOf<typeof s.storeList>) => (await callEndpoint<typeof s.storeList>(http, { method: 'GET', path: 'WorkShop/GetAll', query })).data,

  /** The phones that may be lent now (the technician's repair modal). */
  availableLoans: async () => (await callEndpoint<typeof s.loanAvailable>(http, { method: 'GET', path: 'LoanDevice/GetForFilter' })).data,
  lendDevice: (query: QueryOf<typeof s.lendDevice>) => callEndpoint<typeof s.lendDevice>(http, { method: 'POST', path: 'RepairOrder/loanDevice', query }),

  consultOrders: async (body: ConsultQuery) =>
    (await callEndpoint<typeof o.consultOrders>(http, { method: 'POST', path: 'RepairOrder/GetByReportByStatus', body })).data,
  updateOrderData: (body: OrderEdit) => callEndpoint<typeof o.updateDataOrder>(http, { method: 'POST', path: 'RepairOrder/UpdateDataOrder', body }),
  cancelOrder: (body: BodyOf<typeof r.cancelOrder>) => callEndpoint<typeof r.cancelOrder>(http, { method: 'POST', path: 'RepairOrder/cancelOrder', body }),
  returnOrderState: (body: BodyOf<typeof r.returnOrderState>) =>
    callEndpoint<typeof r.returnOrderState>(http, { method: 'POST', path: 'RepairOrder/returnOrderState', body }),
  abandonedDevices: async () => (await callEndpoint<typeof o.deviceAbandoned>(http, { method: 'GET', path: 'Device/GetDeviceAbandoned' })).data,
  markAbandoned: (body: BodyOf<typeof o.markAbandoned>) => callEndpoint<typeof o.markAbandoned>(http, { method: 'POST', path: 'Device/MarkAbandoned', body }),

  userLinks: async (body: BodyOf<typeof u.userManagementList>) =>
    (await callEndpoint<typeof u.userManagementList>(http, { method: 'POST', path: 'UserManagement/GetByFilter', body })).data,
  /** The administration area's user save (one store of users, one password policy): answers the user's id. */
  saveUser: async (body: UserSaveBody) => (await callEndpoint<typeof users.userSave>(http, { method: 'POST', path: 'User/Save', body })).data,
  /** The user as the administration area keeps it (databases, roles, version), before an edit. */
  getUser: async (query: QueryOf<typeof users.userGet>) =>
    (await callEndpoint<typeof users.userGet>(http, { method: 'GET', path: 'User/Get', query })).data.row[0],
  saveUserLink: (body: LinkSaveBody) => callEndpoint<typeof u.userManagementSave>(http, { method: 'POST', path: 'UserManagement/Save', body }),
  disableUser: (query: QueryOf<typeof u.userDisable>) => callEndpoint<typeof u.userDisable>(http, { method: 'POST', path: 'UserManagement/disableUser', query }),
  roles: async (body: BodyOf<typeof roles.roleList>) => (await callEndpoint<typeof roles.roleList>(http, { method: 'POST', path: 'Role/List', body })).data.items,

  logs: async (body: BodyOf<typeof u.logList>) => (await callEndpoint<typeof u.logList>(http, { method: 'POST', path: 'Log/GetByFilter', body })).data,
});

export type RepairBackOfficeCalls = ReturnType<typeof repairBackOfficeCalls>;
export type RepairBackOfficeDataProvider = AppDataProvider & RepairBackOfficeCalls;
