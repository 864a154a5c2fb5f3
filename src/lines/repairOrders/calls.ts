/** The repair orders' calls (spec 03 §7), typed from the zod contracts; no screen writes an endpoint path. */
import type { HttpClient } from '../../../dataProviders/httpClient';
import { callEndpoint, type AnswerOf, type BodyOf, type QueryOf } from '../../../dataProviders/endpointCall';
import type * as c from '../../../contracts/endpoints/repairOrders';
import type { AppDataProvider } from '../../shellCalls';

export type OrderRow = AnswerOf<typeof c.orderList>['items'][number];
export type OrderListQuery = Partial<BodyOf<typeof c.orderList>>;
export type SearchField = BodyOf<typeof c.orderSearch>['field'];

export const repairOrderCalls = (http: HttpClient) => ({
  countByOrders: async () => (await callEndpoint<typeof c.countByOrders>(http, { method: 'GET', path: 'RepairOrder/GetCountByOrders' })).data,
  listOrders: async (body: OrderListQuery) =>
    (await callEndpoint<typeof c.orderList>(http, {
      method: 'POST', path: 'RepairOrder/List', body: { pageIndex: 1, pageSize: 10, search: '', states: [], ...body } as BodyOf<typeof c.orderList>,
    })).data,
  searchOrders: async (body: BodyOf<typeof c.orderSearch>) =>
    (await callEndpoint<typeof c.orderSearch>(http, { method: 'POST', path: 'RepairOrder/Search', body })).data,
  technicalsByOrder: async (query: QueryOf<typeof c.technicalsByOrder>) =>
    (await callEndpoint<typeof c.technicalsByOrder>(http, { method: 'GET', path: 'RepairOrder/GetAllTechnicalsByOrder', query })).data,
  assignTech: (body: BodyOf<typeof c.assignTech>) =>
    callEndpoint<typeof c.assignTech>(http, { method: 'POST', path: 'RepairOrder/AssignTech', body }),
  saveTransferGuide: (body: BodyOf<typeof c.transferGuideSave>) =>
    callEndpoint<typeof c.transferGuideSave>(http, { method: 'POST', path: 'TransferGuide/Save', body }),
  /** "Confirmar llegada a el taller" (7) and "Confirma pago" (3): the server picks the event by the order's state. */
  receivedRepairStore: (body: BodyOf<typeof c.receivedRepairStore>) =>
    callEndpoint<typeof c.receivedRepairStore>(http, { method: 'POST', path: 'RepairOrder/receivedRepairStore', body }),
});

export type RepairOrderCalls = ReturnType<typeof repairOrderCalls>;
export type RepairOrderDataProvider = AppDataProvider & RepairOrderCalls;
