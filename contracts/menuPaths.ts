/**
 * Every screen path of the app (spec 01 §2.1): the menu entries' paths, written once. The seed's menus, the
 * authorization policy (contracts/policy.ts), the server's line rules and the app's lines read them from here; a
 * resource definition (JSON, resources/<line>/) names its entry by the same path, which the unit tests check.
 */
export const MENU_PATHS = {
  dashboard: '/system/dashboard',
  databases: '/system/configuration/data-bases',
  users: '/system/configuration/users',
  reportViewer: '/system/report/report-view',
  reports: '/system/report/reports',
  reportConfiguration: '/system/report/ProcessReport',
  permissions: '/system/Permissions',
  myAccount: '/system/myAccount',
  warehouses: '/warehouses',
  designer: '/system/configuration/resources',
  mailbox: '/system/mailbox',
  tvProducts: '/SatelliteTV/components/Products',
  tvProduct: '/SatelliteTV/components/Product',
  tvProcess: '/SatelliteTV/components/Process',
  tvInventoryAdjustment: '/SatelliteTV/components/InventoryAdjustment',
  tvIntegrationAdjustment: '/SatelliteTV/components/IntegrationAdjustment',
  tvRemission: '/SatelliteTV/components/Remission',
  tvDetailRemission: '/SatelliteTV/components/DetailRemission',
  tvTalker: '/SatelliteTV/components/Talker',
  tvTalkerSt: '/SatelliteTV/components/TalkerST',
  mobileDashboard: '/MobileOperator/dashboard',
  georeferencing: '/MobileOperator/Georeferencing',
  serialAssignment: '/MobileOperator/SerialAssignmentPreRecruitment',
  backOfficeUsers: '/MobileOperator/UserManagement',
  logistics: '/MobileOperator/Logistics',
  pointOfSale: '/MobileOperator/PointSafe',
  technicianForm: '/MobileOperator/TechnicalServiceForm',
  logs: '/MobileOperator/LogManagement',
  consult: '/MobileOperator/DataManagment',
  stores: '/MobileOperator/WorkShopManagement',
  abandoned: '/MobileOperator/PhoneAbandoned',
  loans: '/MobileOperator/LoanPhoneManagement',
  technicianWorkshop: '/MobileOperator/TechnicalWorkshop',
  mobileProducts: '/MobileOperator/Products',
  mobileProduct: '/MobileOperator/Product',
  repairOrderUpload: '/MobileOperator/OrderLoading',
  salesChannel: '/MobileOperator/SalesChannel',
  uploadTypes: '/App/components/ProcessUploadFile',
  uploadFile: '/App/components/UploadFile',
  newUpload: '/App/components/NewUploadFile',
  orderUpload: '/Upload/components/BoldOrderLoading',
  products: '/Catalog/components/Products',
  product: '/Catalog/components/Product',
  simPrint: '/SimCard/components/PrintSimCards',
  simValidation: '/SimCard/components/TableSimCards',
  /** The portability line's screen: the list of a resource designed in the Resource Designer (lines/resourceDesigner/seedPortability.ts). */
  portability: '/Portability/components/Portability',
} as const;

export type MenuPath = (typeof MENU_PATHS)[keyof typeof MENU_PATHS];

/**
 * Every screen path of the app's own router table (spec 01 §2.1), which a designed resource may not take: all but the
 * portability line's list, a designed resource.
 */
export const ROUTE_PATHS: readonly string[] = Object.values(MENU_PATHS).filter((path) => path !== MENU_PATHS.portability);
