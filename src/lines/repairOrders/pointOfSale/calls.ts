/** The point of sale's calls (spec 03 §2.5, §2.6, §7), typed from the contracts; no screen writes an endpoint path. */
import type { HttpClient } from '../../../../dataProviders/httpClient';
import { caller, type AnswerOf, type BodyOf, type QueryOf } from '../../../../dataProviders/endpointCall';
import * as routes from '../../../../contracts/routes';
import type * as p from '../../../../contracts/endpoints/repairPointOfSale';
import type * as o from '../../../../contracts/endpoints/repairOrders';
import type { RepairOrderDataProvider } from '../calls';

const data = async <T,>(answer: Promise<{ data: T }>): Promise<T> => (await answer).data;

/**
 * Each documented call (spec 03 §7) is a method named after it, so a spec row's path leads here and to its route:
 * Workshop/GetAllByUser → getAllByUser, OrderWom/Save → orderWomSave, Parametric/GetDeparmentAll → getDeparmentAll...
 */
export const pointOfSaleCalls = (http: HttpClient) => {
  const call = caller(http);
  return {
    /** Workshop/GetAllByUser?idUser: the signed-in user's points of sale (another user's id is refused with 403). */
    getAllByUser: (query: QueryOf<typeof p.workshopsByUser>) =>
      data(call(routes.workshopsByUser, { query })),
    /** Client/GetByDocument?document: the client, or null ('El numero de documento es invalido '). */
    getByDocument: (query: QueryOf<typeof p.clientByDocument>) =>
      data(call(routes.clientByDocument, { query })),
    /** Client/Save. data.id 0: refused ('Verifica la informacion de cliente'); the envelope's message says why. */
    clientSave: (body: BodyOf<typeof p.clientSave>) => call(routes.clientSave, { body }),
    /** Device/Save: id, or 0 with error and idOrderError (the open order); idClientDoa for DOA and exhibition. */
    deviceSave: (body: BodyOf<typeof p.deviceSave>) => data(call(routes.deviceSave, { body })),
    /** OrderWom/Save: the new order's id, or 0 with Error. */
    orderWomSave: (body: BodyOf<typeof p.orderSave>) => data(call(routes.orderSave, { body })),
    /** OrderWom/GetSettings: validation.imei. */
    getSettings: () => data(call(routes.settings)),
    /** OrderWom/checkWarrantyDate?imei: the manufacturer's warranty date, 0001-01-01 for none. */
    checkWarrantyDate: (query: QueryOf<typeof p.checkWarrantyDate>) =>
      data(call(routes.checkWarrantyDate, { query })),
    /** OrderWom/GetInfoWom: the operator's nit (its fixed client for DOA and exhibition). */
    getInfoWom: () => data(call(routes.infoWom)),
    getDeparmentAll: () => data(call(routes.departments)),
    getCitiesByDepartment: (query: QueryOf<typeof p.citiesByDepartment>) =>
      data(call(routes.citiesByDepartment, { query })),
    getTypeLineAll: () => data(call(routes.lineTypes)),
    getFoulTypeAll: () => data(call(routes.foulTypes)),
    getBrandAll: () => data(call(routes.brands)),
    getModelByBrand: (query: QueryOf<typeof p.modelsByBrand>) =>
      data(call(routes.modelsByBrand, { query })),
    /** OrderWom/GetOrdersToPointStore?workshopId: what the point hands to the carrier (8) and to the client (6, 11, 15). */
    getOrdersToPointStore: (query: QueryOf<typeof p.ordersToPointStore>) =>
      data(call(routes.ordersToPointStore, { query })),
    /** OrderWom/UpdateStatusTraceability: Confirmar Recogida (7) and Confirmar Recepción en Tienda (6). */
    updateStatusTraceability: (body: BodyOf<typeof o.updateStatusTraceability>) =>
      call(routes.updateStatusTraceability, { body }),
    /** OrderWom/ConfirmDeliveryOrder?idOrder&description: 6 or 15 → 12, with the proof uploaded before (ComprobanteEntrega). */
    confirmDeliveryOrder: (query: QueryOf<typeof o.confirmDeliveryOrder>) =>
      call(routes.confirmDeliveryOrder, { query }),
  };
};

export type PointOfSaleCalls = ReturnType<typeof pointOfSaleCalls>;
export type PointOfSaleDataProvider = RepairOrderDataProvider & PointOfSaleCalls;
export type WorkshopOption = AnswerOf<typeof p.workshopsByUser>[number];
export type OrderToPoint = AnswerOf<typeof p.ordersToPointStore>[number];
export type RepairClient = NonNullable<AnswerOf<typeof p.clientByDocument>>;
