/**
 * Every documented call's route: its method and path, named once. contracts/endpoints declares each endpoint with its
 * route (`endpoint({ ...routes.menuGetRoot, body, answer })`); the app calls it by its route
 * (`call(routes.menuGetRoot, { body })`, dataProviders/endpointCall.ts). Plain data that imports nothing, so the app
 * imports it at run time without zod. A chunk carries the routes modules it calls: one module per area of
 * contracts/endpoints, so a business line's chunk carries its own; session.ts and shell.ts hold the routes called
 * from the sign-in page's chunk and the app's rather than from their area's line.
 */
export * from './actions';
export * from './audit';
export * from './bulkEdit';
export * from './catalogue';
export * from './databases';
export * from './designBundles';
export * from './listViews';
export * from './mailbox';
export * from './menus';
export * from './notifications';
export * from './permissions';
export * from './processUpload';
export * from './repairBackOffice';
export * from './repairBackOfficeOrders';
export * from './repairBackOfficeUsers';
export * from './repairOrderFiles';
export * from './repairOrders';
export * from './repairPointOfSale';
export * from './repairTechnician';
export * from './reports';
export * from './resourceDesigner';
export * from './roles';
export * from './satelliteTv';
export * from './satelliteTvAdjustments';
export * from './satelliteTvOrders';
export * from './satelliteTvRemissions';
export * from './session';
export * from './shell';
export * from './sim';
export * from './twoFactor';
export * from './uploads';
export * from './users';
