/** The point of sale's calls (spec 03 §2.5, §2.6, §7), typed from the contracts; no screen writes an endpoint path. */
import type { HttpClient } from '../../../../dataProviders/httpClient';
import { callEndpoint, type AnswerOf, type BodyOf, type QueryOf } from '../../../../dataProviders/endpointCall';
import type * as p from '../../../../contracts/endpoints/repairPointOfSale';
import type * as o from '../../../../contracts/endpoints/repairOrders';
import type { RepairOrderDataProvider } from '../calls';

const data = async <T,>(answer: Promise<{ data: T }>): Promise<T> => (await answer).data;

/**
 * Each documented call (spec 03 §7) is a method named after it, so a spec row's path leads here and to its route:
 * Workshop/GetAllByUser → getAllByUser, OrderWom/Save → orderWomSave, Parametric/GetDeparmentAll → getDeparmentAll...
 */
export const pointOfSaleCalls = (http: HttpClient) => ({
  /** Workshop/GetAllByUser?idUser: the signed-in user's points of sale (another user's id is refused with 403). */
  getAllByUser: (query: QueryOf<typeof p.workshopsByUser>) =>
    data(callEndpoint<typeof p.workshopsByUser>(http, { method: 'GET', path: 'Workshop/GetAllByUser', query })),
  /** Client/GetByDocument?document: the client, or null ('El numero de documento es invalido '). */
  getByDocument: (query: QueryOf<typeof p.clientByDocument>) =>
    data(callEndpoint<typeof p.clientByDocument>(http, { method: 'GET', path: 'Client/GetByDocument', query })),
  /** Client/Save. data.id 0: refused ('Verifica la informacion de cliente'); the envelope's message says why. */
  clientSave: (body: BodyOf<typeof p.clientSave>) => callEndpoint<typeof p.clientSave>(http, { method: 'POST', path: 'Client/Save', body }),
  /** Device/Save: id, or 0 with error and idOrderError (the open order); idClientDoa for DOA and exhibition. */
  deviceSave: (body: BodyOf<typeof p.deviceSave>) => data(callEndpoint<typeof p.deviceSave>(http, { method: 'POST', path: 'Device/Save', body })),
  /** OrderWom/Save: the new order's id, or 0 with Error. */
  orderWomSave: (body: BodyOf<typeof p.orderSave>) => data(callEndpoint<typeof p.orderSave>(http, { method: 'POST', path: 'OrderWom/Save', body })),
  /** OrderWom/GetSettings: validation.imei. */
  getSettings: () => data(callEndpoint<typeof p.settings>(http, { method: 'GET', path: 'OrderWom/GetSettings' })),
  /** OrderWom/checkWarrantyDate?imei: the manufacturer's warranty date, 0001-01-01 for none. */
  checkWarrantyDate: (query: QueryOf<typeof p.checkWarrantyDate>) =>
    data(callEndpoint<typeof p.checkWarrantyDate>(http, { method: 'GET', path: 'OrderWom/checkWarrantyDate', query })),
  /** OrderWom/GetInfoWom: the operator's nit (its fixed client for DOA and exhibition). */
  getInfoWom: () => data(callEndpoint<typeof p.infoWom>(http, { method: 'GET', path: 'OrderWom/GetInfoWom' })),
  getDeparmentAll: () => data(callEndpoint<typeof p.departments>(http, { method: 'GET', path: 'Parametric/GetDeparmentAll' })),
  getCitiesByDepartment: (query: QueryOf<typeof p.citiesByDepartment>) =>
    data(callEndpoint<typeof p.citiesByDepartment>(http, { method: 'GET', path: 'Parametric/GetCitiesByDepartment', query })),
  getTypeLineAll: () => data(callEndpoint<typeof p.lineTypes>(http, { method: 'GET', path: 'Parametric/GetTypeLineAll' })),
  getFoulTypeAll: () => data(callEndpoint<typeof p.foulTypes>(http, { method: 'GET', path: 'Parametric/GetFoulTypeAll' })),
  getBrandAll: () => data(callEndpoint<typeof p.brands>(http, { method: 'GET', path: 'Parametric/GetBrandAll' })),
  getModelByBrand: (query: QueryOf<typeof p.modelsByBrand>) =>
    data(callEndpoint<typeof p.modelsByBrand>(http, { method: 'GET', path: 'Parametric/GetModelByBrand', query })),
  /** OrderWom/GetOrdersToPointStore?workshopId: what the point hands to the carrier (8) and to the client (6, 11, 15). */
  getOrdersToPointStore: (query: QueryOf<typeof p.ordersToPointStore>) =>
    data(callEndpoint<typeof p.ordersToPointStore>(http, { method: 'GET', path: 'OrderWom/GetOrdersToPointStore', query })),
  /** OrderWom/UpdateStatusTraceability: Confirmar Recogida (7) and Confirmar Recepción en Tienda (6). */
  updateStatusTraceability: (body: BodyOf<typeof o.updateStatusTraceability>) =>
    callEndpoint<typeof o.updateStatusTraceability>(http, { method: 'POST', path: 'OrderWom/UpdateStatusTraceability', body }),
  /** OrderWom/ConfirmDeliveryOrder?idOrder&description: 6 or 15 → 12, with the proof uploaded before (ComprobanteEntrega). */
  confirmDeliveryOrder: (query: QueryOf<typeof o.confirmDeliveryOrder>) =>
    callEndpoint<typeof o.confirmDeliveryOrder>(http, { method: 'POST', path: 'OrderWom/ConfirmDeliveryOrder', query }),
});

export type PointOfSaleCalls = ReturnType<typeof pointOfSaleCalls>;
export type PointOfSaleDataProvider = RepairOrderDataProvider & PointOfSaleCalls;
export type WorkshopOption = AnswerOf<typeof p.workshopsByUser>[number];
export type OrderToPoint = AnswerOf<typeof p.ordersToPointStore>[number];
export type RepairClient = NonNullable<AnswerOf<typeof p.clientByDocument>>;
