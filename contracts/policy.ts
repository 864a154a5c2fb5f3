// The authorization policy (issue 32), written once: for every route the server registers under /api (method and
// path as registered, documented calls and our own), the menu entry path(s) and flag (L list, V view, W create and
// edit, R export, D delete) it needs, or PUBLIC (no session) or SIGNED_IN (any signed-in user), plus the named
// ownership rule a handler applies to the loaded record. The server's guard (mock-server/shell/policy.ts) reads it and
// refuses to start with a route that has no entry; the app may read it too (pure data, no server code).
import { MENU_PATHS } from './menuPaths';

/** L list, V view, W create and edit, R export/report, D delete. */
export type PermissionFlag = 'l' | 'v' | 'w' | 'r' | 'd';

/** The menu entries the policy names: the app's screen paths (contracts/menuPaths.ts). */
export const M = MENU_PATHS;

/**
 * The ownership rules, each defined once on the server (mock-server/shell/policy.ts) and called by the route once the
 * record is loaded: a technician's own orders (reachableOrder), the session's warehouse for SIM pairs, the order's
 * workshop for the technician assigned, the signed-in user where a call names who acts, not yourself and not the last
 * administrator for disabling, a report assigned to the user, a menu that depends on what the request names.
 */
export type OwnershipRule =
  | 'reachableOrder' | 'sessionWarehouse' | 'orderWorkshopTechnician' | 'actingAsSelf' | 'notSelfNorLastAdministrator'
  | 'assignedReport' | 'menuOfRequest';

export type RouteRule =
  | { public: true }
  | {
      /** Any signed-in user (no menu flag). */
      signedIn?: true;
      /** The menu entry path(s): the flag on any of them lets the call through (the refusal names the first). */
      menu?: string | readonly string[];
      flag?: PermissionFlag;
      /** The session may come as ?token= (file links used as <img src>, module calls). */
      query?: true;
      /** A member of a role that requires a second factor may call it before enrolling (enrolment, sign-out). */
      enrolling?: true;
      owner?: OwnershipRule;
      /** The generic REST collections (/api/rest): the collection's menu entry, the flag by the method. */
      collection?: true;
    };

const PUBLIC: RouteRule = { public: true };
const SIGNED_IN: RouteRule = { signedIn: true };
const ENROLLING: RouteRule = { signedIn: true, enrolling: true };

/** 'METHOD /path' as the route is registered under /api → its rule. */
export const POLICY: Readonly<Record<string, RouteRule>> = {
  'GET /openapi.json': PUBLIC,
  'POST /Auth/Login': PUBLIC,
  'POST /Auth/Logout': ENROLLING,
  'POST /Auth/VerifySecondFactor': PUBLIC,
  'GET /TwoFactor/Status': ENROLLING,
  'POST /TwoFactor/BeginEnrol': ENROLLING,
  'POST /TwoFactor/ConfirmEnrol': ENROLLING,
  'POST /TwoFactor/Disable': ENROLLING,
  'POST /TwoFactor/ResetUser': { menu: M.users, flag: 'w' },
  'GET /Company/Info': PUBLIC,
  'POST /Menu/GetAccess': SIGNED_IN,
  'POST /Menu/GetItemMenu': SIGNED_IN,
  'GET /ProcessBlod/GetNotificationBlod': SIGNED_IN,
  'POST /ProcessBlod/DisableNotification': SIGNED_IN,
  'POST /ProcessBlod/SimulateProcess': SIGNED_IN,
  'POST /DataBase/List': { menu: M.databases, flag: 'l' },
  'GET /DataBase/Get': { menu: M.databases, flag: 'v' },
  'POST /DataBase/Save': { menu: M.databases, flag: 'w' },
  'POST /DataBase/State': { menu: M.databases, flag: 'w' },
  'POST /User/changePassword': SIGNED_IN,
  'POST /Role/List': { menu: M.databases, flag: 'l' },
  'GET /Role/Get': { menu: M.databases, flag: 'v' },
  'POST /Role/Get': { menu: M.databases, flag: 'v' },
  'POST /Role/Save': { menu: M.databases, flag: 'w' },
  'POST /User/List': { menu: [M.users, M.databases], flag: 'l' },
  'POST /User/ListAll': { menu: [M.users, M.databases], flag: 'l' },
  'GET /User/Get': { menu: [M.users, M.databases], flag: 'v' },
  'POST /User/Save': { menu: [M.users, M.databases], flag: 'w' },
  'POST /User/SaveExistsUsers': { menu: [M.users, M.databases], flag: 'w' },
  'GET /User/getUserByDatabase': { menu: [M.users, M.databases, M.permissions], flag: 'l' },
  'POST /Menu/List': { menu: M.databases, flag: 'l' },
  'POST /Menu/Get': { menu: M.databases, flag: 'v' },
  'POST /Menu/GetRoot': { menu: M.databases, flag: 'v' },
  'POST /Menu/Save': { menu: M.databases, flag: 'w' },
  'POST /Menu/SaveAccess': { menu: M.databases, flag: 'w' },
  // a database's tables: the databases screen's W (checked by the handler); a repair order's: its screens (reachableOrder)
  'POST /Upload/UploadFile': { menu: [M.databases, M.logistics, M.pointOfSale, M.technicianForm, M.technicianWorkshop], flag: 'w', owner: 'menuOfRequest' },
  'GET /Upload/Get': { menu: M.databases, flag: 'v' },
  'POST /Upload/DeleteFile': { menu: M.databases, flag: 'd' },
  'GET /Upload/File/:storedName': { menu: M.databases, flag: 'v', query: true },
  'GET /Permission/ListPermint': { menu: M.permissions, flag: 'l' },
  'GET /Permission/UserByPermint': { menu: M.permissions, flag: 'v' },
  'POST /Permission/SaveUserPermint': { menu: M.permissions, flag: 'w' },
  'POST /Audit/List': { signedIn: true, owner: 'menuOfRequest' },
  'GET /Actions/Get': SIGNED_IN,
  'POST /Actions/Apply': { signedIn: true, owner: 'menuOfRequest' },
  'POST /Products/List': { signedIn: true, query: true },
  'GET /Products/GetCatalogList': { signedIn: true, query: true },
  'GET /Products/GetInventoryGroupList': { signedIn: true, query: true },
  'GET /Products/GetBusinessList': { signedIn: true, query: true },
  'GET /Products/GetSettings': { signedIn: true, query: true },
  'GET /Products/GetDetails': { signedIn: true, query: true },
  'GET /Products/GetExistence': { signedIn: true, query: true },
  'GET /Products/GetRolByUser': { signedIn: true, query: true, owner: 'actingAsSelf' },
  'POST /Products/Save': { menu: [M.product, M.products], flag: 'w', query: true },
  'GET /Products/Image/:id/:picture': { signedIn: true, query: true },
  'GET /Products/Sheet/:id': { signedIn: true, query: true },
  'POST /SimCard/ValidateSim': { menu: M.simValidation, flag: 'w', query: true, owner: 'sessionWarehouse' },
  'POST /SimCard/ValidatePrintSim': { menu: M.simPrint, flag: 'w', query: true, owner: 'sessionWarehouse' },
  'POST /RepairOrder/Transition': { menu: [M.logistics, M.pointOfSale], flag: 'w' },
  'POST /OrderWom/UpdateStatusTraceability': { menu: [M.logistics, M.pointOfSale, M.technicianForm, M.technicianWorkshop, M.abandoned], flag: 'w', owner: 'reachableOrder' },
  'GET /OrderWom/GetCountByOrders': { menu: [M.logistics, M.pointOfSale], flag: 'v' },
  'POST /OrderWom/GetOrderByState': { menu: [M.logistics, M.pointOfSale], flag: 'l' },
  'POST /OrderWom/AssignTech': { menu: [M.logistics, M.pointOfSale], flag: 'w', owner: 'orderWorkshopTechnician' },
  'POST /TransferGuide/Save': { menu: [M.logistics, M.pointOfSale], flag: 'w', owner: 'reachableOrder' },
  'POST /OrderWom/receivedRepairStore': { menu: [M.logistics, M.pointOfSale, M.technicianForm, M.technicianWorkshop], flag: 'w', owner: 'reachableOrder' },
  'POST /OrderWom/statusToPay': { menu: [M.logistics, M.pointOfSale, M.technicianForm, M.technicianWorkshop], flag: 'w', owner: 'reachableOrder' },
  'POST /OrderWom/SaveQualityControl': { menu: [M.logistics, M.pointOfSale, M.technicianForm, M.technicianWorkshop], flag: 'w', owner: 'reachableOrder' },
  'POST /OrderWom/SaveDiagnostic': { menu: [M.logistics, M.pointOfSale, M.technicianForm, M.technicianWorkshop], flag: 'w', owner: 'reachableOrder' },
  'POST /OrderWom/ConfirmDeliveryOrder': { menu: [M.logistics, M.pointOfSale], flag: 'w', owner: 'reachableOrder' },
  'POST /OrderWom/cancelOrder': { menu: [M.logistics, M.pointOfSale, M.consult], flag: 'w', owner: 'reachableOrder' },
  'POST /OrderWom/returnOrderState': { menu: [M.logistics, M.pointOfSale, M.consult], flag: 'w', owner: 'reachableOrder' },
  'GET /OrderWom/getPreState': { menu: [M.logistics, M.pointOfSale, M.consult], flag: 'v', owner: 'reachableOrder' },
  'GET /Parametric/GetAllTechnicalsByOrder': { menu: [M.logistics, M.pointOfSale], flag: 'v' },
  'GET /Parametric/GetStateOrderAll': SIGNED_IN,
  'POST /OrderWom/getOrderByFilterVc': { menu: [M.logistics, M.pointOfSale, M.technicianForm, M.technicianWorkshop], flag: 'v', owner: 'reachableOrder' },
  'GET /RepairOrder/Files': { menu: [M.logistics, M.pointOfSale, M.technicianForm, M.technicianWorkshop], flag: 'v', owner: 'reachableOrder' },
  'GET /RepairOrder/File/:fileId': { menu: [M.logistics, M.pointOfSale, M.technicianForm, M.technicianWorkshop], flag: 'v', query: true, owner: 'reachableOrder' },
  'GET /OrderWom/getAllOrderForInfo': { menu: [M.logistics, M.pointOfSale, M.technicianForm, M.technicianWorkshop], flag: 'v', owner: 'reachableOrder' },
  'GET /OrderWom/GetById': { menu: [M.logistics, M.pointOfSale, M.technicianForm, M.technicianWorkshop], flag: 'v', owner: 'reachableOrder' },
  'GET /TransferGuide/GetByExcelReportByGuide': { menu: [M.logistics, M.pointOfSale], flag: 'l' },
  'POST /OrderWom/GetByExcelReportByStatus': { menu: [M.logistics, M.pointOfSale], flag: 'l' },
  'GET /Parametric/GetBrandsByTechnical': { menu: [M.technicianForm, M.technicianWorkshop], flag: 'l', owner: 'reachableOrder' },
  'GET /OrderWom/GetCountByOrdersAndTechBrand': { menu: [M.technicianForm, M.technicianWorkshop], flag: 'l', owner: 'reachableOrder' },
  'POST /OrderWom/GetOrderByStateAndTech': { menu: [M.technicianForm, M.technicianWorkshop], flag: 'l', owner: 'reachableOrder' },
  'GET /OrderWom/getOrderByTechniciansInWorkshop': { menu: [M.technicianForm, M.technicianWorkshop], flag: 'l', owner: 'reachableOrder' },
  'GET /Parametric/GetAllFinalState': { menu: [M.technicianForm, M.technicianWorkshop], flag: 'v', owner: 'reachableOrder' },
  'GET /Workshop/GetAllByUser': { menu: M.pointOfSale, flag: 'v' },
  'GET /Client/GetByDocument': { menu: M.pointOfSale, flag: 'v' },
  'GET /OrderWom/GetSettings': { menu: M.pointOfSale, flag: 'v' },
  'GET /OrderWom/checkWarrantyDate': { menu: M.pointOfSale, flag: 'v' },
  'GET /OrderWom/GetInfoWom': { menu: M.pointOfSale, flag: 'v' },
  'GET /Parametric/GetDeparmentAll': SIGNED_IN,
  'GET /Parametric/GetCitiesByDepartment': SIGNED_IN,
  'GET /Parametric/GetTypeLineAll': SIGNED_IN,
  'GET /Parametric/GetFoulTypeAll': SIGNED_IN,
  'GET /Parametric/GetBrandAll': SIGNED_IN,
  'GET /Parametric/GetModelByBrand': SIGNED_IN,
  'GET /OrderWom/GetOrdersToPointStore': { menu: M.pointOfSale, flag: 'l' },
  'POST /Client/Save': { menu: M.pointOfSale, flag: 'w' },
  'POST /Device/Save': { menu: M.pointOfSale, flag: 'w' },
  'POST /OrderWom/Save': { menu: M.pointOfSale, flag: 'w' },
  'POST /Integration/List': { menu: M.tvProcess, flag: 'l', query: true },
  'GET /Integration/Get': { menu: M.tvProcess, flag: 'v', query: true },
  'POST /Integration/Save': { menu: M.tvProcess, flag: 'w', query: true },
  'POST /IntegraConfiguration/List': { menu: M.tvProcess, flag: 'l', query: true },
  'POST /IntegraConfiguration/Save': { menu: M.tvProcess, flag: 'w', query: true },
  'POST /Flow/List': { menu: M.tvProcess, flag: 'l', query: true },
  'POST /Flow/Save': { menu: M.tvProcess, flag: 'w', query: true },
  'GET /Master/WareHouses': { menu: [M.tvIntegrationAdjustment, M.tvInventoryAdjustment], flag: 'l', query: true },
  'GET /Master/SubInventories': { menu: [M.tvIntegrationAdjustment, M.tvInventoryAdjustment], flag: 'l', query: true },
  'GET /Master/Parties': { menu: [M.tvIntegrationAdjustment, M.tvInventoryAdjustment], flag: 'l', query: true },
  'POST /InventoryAdjustment/List': { menu: M.tvInventoryAdjustment, flag: 'l', query: true },
  'GET /InventoryAdjustment/ConfigurationGet': { menu: M.tvInventoryAdjustment, flag: 'l', query: true },
  'GET /InventoryAdjustment/Get': { menu: M.tvInventoryAdjustment, flag: 'v', query: true },
  'POST /InventoryAdjustment/Save': { menu: M.tvInventoryAdjustment, flag: 'w', query: true },
  'GET /InventoryAdjustment/Delete': { menu: M.tvInventoryAdjustment, flag: 'd', query: true },
  'POST /InventoryAdjustment/Delete': { menu: M.tvInventoryAdjustment, flag: 'd', query: true },
  'POST /IntegrationAdjustment/List': { menu: M.tvIntegrationAdjustment, flag: 'l', query: true },
  'GET /IntegrationAdjustment/Get': { menu: M.tvIntegrationAdjustment, flag: 'v', query: true },
  'POST /IntegrationAdjustment/Save': { menu: M.tvIntegrationAdjustment, flag: 'w', query: true },
  'POST /Remission/GetRemission': { menu: [M.tvRemission, M.tvDetailRemission], flag: 'l', query: true },
  'GET /Remission/GetTransporter': { menu: [M.tvRemission, M.tvDetailRemission], flag: 'l', query: true },
  'GET /Remission/GetWareHouse': { menu: [M.tvRemission, M.tvDetailRemission], flag: 'l', query: true },
  'POST /Remission/RemissionSave': { menu: [M.tvRemission, M.tvDetailRemission], flag: 'w', query: true },
  'GET /Remission/GetRemissionById': { menu: [M.tvRemission, M.tvDetailRemission], flag: 'v', query: true },
  'GET /Remission/GetRemissionDetailById': { menu: [M.tvRemission, M.tvDetailRemission], flag: 'v', query: true },
  'POST /Remission/SaveRemissionDetail': { menu: [M.tvRemission, M.tvDetailRemission], flag: 'w', query: true },
  'POST /Talker/GetStore': { menu: [M.tvTalker, M.tvTalkerSt], flag: 'l', query: true },
  'GET /Talker/GetAllLocationByIdStore': { menu: [M.tvTalker, M.tvTalkerSt], flag: 'v', query: true },
  'GET /Talker/GetAllLocationByIdStorePDF': { menu: [M.tvTalker, M.tvTalkerSt], flag: 'r', query: true },
  'GET /Order/getGeoreferencing': { menu: M.georeferencing, flag: 'l', query: true },
  'POST /Order/DownloadedGeoreferencing': { menu: M.georeferencing, flag: 'r', query: true },
  'GET /Order/Get': { menu: M.serialAssignment, flag: 'l', query: true },
  'GET /Order/GetOrderOwner': { menu: M.serialAssignment, flag: 'l', query: true },
  'POST /Order/UploadSkuAssigner': { menu: M.serialAssignment, flag: 'l', query: true },
  'POST /Order/UploadSkuApproved': { menu: M.serialAssignment, flag: 'l', query: true },
  'POST /Order/UploadSkuAssignerMin': { menu: M.serialAssignment, flag: 'l', query: true },
  'POST /Order/Save': { menu: M.serialAssignment, flag: 'w', query: true },
  'POST /Order/Import': { menu: M.serialAssignment, flag: 'w', query: true },
  'POST /Order/Delete': { menu: M.serialAssignment, flag: 'd', query: true },
  'POST /Order/ApprovedSku': { menu: M.serialAssignment, flag: 'w', query: true },
  'POST /ProcessUploadFile/List': { signedIn: true, owner: 'menuOfRequest' },
  'GET /ProcessUploadFile/Get': { menu: M.uploadTypes, flag: 'v' },
  'POST /ProcessUploadFile/Save': { menu: M.uploadTypes, flag: 'w' },
  'POST /ProcessUploadFile/UploadFile': { signedIn: true, owner: 'menuOfRequest' },
  'POST /ProcessUploadFile/UploadFileCode': { signedIn: true, owner: 'menuOfRequest' },
  'GET /ProcessUploadFile/GetTransaction': { signedIn: true, owner: 'menuOfRequest' },
  'POST /ProcessFile/ProcessFile': { signedIn: true, owner: 'menuOfRequest' },
  'GET /ProcessUploadFile/LeftOut': { signedIn: true, query: true, owner: 'menuOfRequest' },
  'POST /ProcessBlod/UploadFile': { signedIn: true, owner: 'menuOfRequest' },
  'POST /ProcessBlod/SaveContent': { signedIn: true, owner: 'menuOfRequest' },
  'POST /Report/GetReportsConfiguration': { menu: M.reportConfiguration, flag: 'l' },
  'POST /Report/GetReportsConfigurationParameterId': { menu: M.reportConfiguration, flag: 'l' },
  'POST /Report/SaveReportConfiguration': { menu: M.reportConfiguration, flag: 'w' },
  'POST /Report/SaveReportColumns': { menu: M.reportConfiguration, flag: 'w' },
  'GET /Report/GetTypeOfData': SIGNED_IN,
  'GET /Report/GetReport': { signedIn: true, owner: 'assignedReport' },
  'GET /Report/ListByUser': SIGNED_IN,
  'POST /Report/ExecuteReport': { signedIn: true, owner: 'assignedReport' },
  'POST /Report/ExportReport': { signedIn: true, owner: 'assignedReport' },
  'GET /Report/Outbox': SIGNED_IN,
  'GET /Report/OutboxFile': { signedIn: true, query: true },
  'POST /Report/TestScript': { menu: M.reportConfiguration, flag: 'w' },
  // issue 36: the administrators' Mailbox (the embedded mail catcher's messages), guarded by its menu entry
  'GET /Mailbox/List': { menu: MENU_PATHS.mailbox, flag: 'l' },
  'GET /Mailbox/Get': { menu: MENU_PATHS.mailbox, flag: 'v' },
  'GET /Mailbox/Attachment': { menu: MENU_PATHS.mailbox, flag: 'v', query: true },
  'GET /ResourceDesigner/Options': { menu: M.designer, flag: 'l' },
  'GET /ResourceDesigner/List': { menu: M.designer, flag: 'l' },
  'POST /ResourceDesigner/Get': { menu: M.designer, flag: 'l' },
  'POST /ResourceDesigner/SaveDraft': { menu: M.designer, flag: 'w' },
  'POST /ResourceDesigner/Preview': { menu: M.designer, flag: 'w' },
  'POST /ResourceDesigner/Publish': { menu: M.designer, flag: 'w' },
  'POST /ResourceDesigner/Restore': { menu: M.designer, flag: 'w' },
  'POST /ResourceDesigner/Versions': { menu: M.designer, flag: 'l' },
  'POST /ResourceDesigner/Compare': { menu: M.designer, flag: 'l' },
  'GET /ResourceDesigner/Published': SIGNED_IN,
  // design bundles (issue 35): exporting is the entry's R (export), diff and apply its W
  'POST /ResourceDesigner/Bundle/Export': { menu: M.designer, flag: 'r' },
  'POST /ResourceDesigner/Bundle/Diff': { menu: M.designer, flag: 'w' },
  'POST /ResourceDesigner/Bundle/Apply': { menu: M.designer, flag: 'w' },
  // bulk edit (issue 34): the W flag of the menu entry of the resource the request names (Get, Undo: the bulk
  // edit's); Undo is its author's or an administrator's (mock-server/shell/bulk/routes.ts)
  'POST /BulkEdit/Preview': { signedIn: true, owner: 'menuOfRequest' },
  'POST /BulkEdit/Commit': { signedIn: true, owner: 'menuOfRequest' },
  'GET /BulkEdit/Get': { signedIn: true, owner: 'menuOfRequest' },
  'POST /BulkEdit/Undo': { signedIn: true, owner: 'menuOfRequest' },
  'GET /WorkShop/GetAll': { menu: M.stores, flag: 'l' },
  'POST /WorkShop/save': { menu: M.stores, flag: 'w' },
  'POST /WorkShop/update': { menu: M.stores, flag: 'w' },
  'POST /WorkShop/Active': { menu: M.stores, flag: 'w' },
  'POST /WorkShop/Delete': { menu: M.stores, flag: 'w' },
  'GET /LoanDevice/GetAll': { menu: M.loans, flag: 'l', owner: 'actingAsSelf' },
  'GET /LoanDevice/GetForFilter': { menu: [M.technicianWorkshop, M.loans], flag: 'w', owner: 'actingAsSelf' },
  'POST /LoanDevice/Save': { menu: M.loans, flag: 'w', owner: 'actingAsSelf' },
  'POST /LoanDevice/Update': { menu: M.loans, flag: 'w', owner: 'actingAsSelf' },
  'POST /LoanDevice/Delete': { menu: M.loans, flag: 'd' },
  'POST /OrderWom/loanDevice': { menu: [M.technicianWorkshop, M.loans], flag: 'w', owner: 'reachableOrder' },
  'POST /OrderWom/GetByReportByStatus': { menu: M.consult, flag: 'l' },
  'POST /OrderWom/UpdateDataOrder': { menu: M.consult, flag: 'w', owner: 'actingAsSelf' },
  'GET /Device/GetDeviceAbandoned': { menu: M.abandoned, flag: 'l' },
  'POST /UserManagement/GetByFilter': { menu: M.backOfficeUsers, flag: 'l' },
  'POST /UserManagement/GetByIdUser': { menu: M.backOfficeUsers, flag: 'l' },
  'POST /User/getByFilter': { menu: M.backOfficeUsers, flag: 'l' },
  'POST /User/getByIdsUser': { menu: M.backOfficeUsers, flag: 'l' },
  'POST /User/SaveUser': { menu: M.backOfficeUsers, flag: 'w', owner: 'actingAsSelf' },
  'POST /UserManagement/Save': { signedIn: true, owner: 'menuOfRequest' },
  'POST /UserManagement/disableUser': { menu: M.backOfficeUsers, flag: 'w', owner: 'notSelfNorLastAdministrator' },
  'POST /Log/GetByFilter': { menu: M.logs, flag: 'l' },
  // issue 34 items 1-2: columns chosen and saved views of any list: the L flag of the menu entry of the list the
  // request names (sharing: its W flag), checked by the routes (mock-server/shell/api/listViews.ts)
  'GET /ListPreferences/Get': { signedIn: true, owner: 'menuOfRequest' },
  'POST /ListPreferences/Save': { signedIn: true, owner: 'menuOfRequest' },
  'GET /ListViews/List': { signedIn: true, owner: 'menuOfRequest' },
  'POST /ListViews/Save': { signedIn: true, owner: 'menuOfRequest' },
  'POST /ListViews/Delete': { signedIn: true, owner: 'menuOfRequest' },
  'POST /ListViews/SetDefault': { signedIn: true, owner: 'menuOfRequest' },
  // the generic REST collections and the Resource Designer's records: each collection's menu entry
  'ALL /rest/{*path}': { collection: true },
  'ALL /rest/db': SIGNED_IN,
  'ALL /rest/db/{*rest}': SIGNED_IN,
};

/** The flag a REST request needs: D to delete, V to read one, L to list, W to write. */
export const restFlagOf = (method: string, hasId: boolean): PermissionFlag => {
  if (method === 'DELETE') return 'd';
  if (method === 'GET' || method === 'HEAD') return hasId ? 'v' : 'l';
  return 'w';
};

/** The menu path(s) and flag a documented call needs ('Products/Save' → [[...paths], 'w']), for the app's guards. */
export function callPermission(method: string, path: string): { menu: readonly string[]; flag: PermissionFlag } | 'public' | 'signedIn' | undefined {
  const rule = POLICY[`${method.toUpperCase()} /${path.replace(/^\//, '')}`];
  if (!rule) return undefined;
  if ('public' in rule) return 'public';
  if (!rule.menu || !rule.flag) return 'signedIn';
  return { menu: typeof rule.menu === 'string' ? [rule.menu] : rule.menu, flag: rule.flag };
}
