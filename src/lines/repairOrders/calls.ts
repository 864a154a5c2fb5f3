/** The repair orders' calls (spec 03 §7), typed from the zod contracts; no screen writes an endpoint path. */
import type { HttpClient } from '../../../dataProviders/httpClient';
import { callEndpoint, type AnswerOf, type BodyOf, type QueryOf } from '../../../dataProviders/endpointCall';
import type * as c from '../../../contracts/endpoints/repairOrders';
import type * as f from '../../../contracts/endpoints/repairOrderFiles';
import type { AppDataProvider } from '../../shellCalls';

export type OrderRow = AnswerOf<typeof c.orderList>['items'][number];
export type OrderListQuery = Partial<BodyOf<typeof c.orderList>>;
export type SearchField = BodyOf<typeof c.orderSearch>['field'];

export type OrderDetails = AnswerOf<typeof f.getOrderDetails>;
export type GeneratedFile = AnswerOf<typeof f.orderReport>;

/** A multipart call of the files endpoints: the one file in field file_0, the parameters in the query. */
const withFile = (file: File) => {
  const form = new FormData();
  form.append('file_0', file, file.name);
  return form;
};

export const repairOrderCalls = (http: HttpClient) => ({
  orderDetails: async (query: QueryOf<typeof f.getOrderDetails>) =>
    (await callEndpoint<typeof f.getOrderDetails>(http, { method: 'GET', path: 'RepairOrder/GetDetails', query })).data,
  /** A guide with its file: type 1 moves the order 1 → 8, type 2 5 → 9 (TransferGuide/SaveWithFile). */
  saveGuideWithFile: (query: QueryOf<typeof f.saveGuideWithFile>, file: File) =>
    http<AnswerOf<typeof f.saveGuideWithFile>>({ method: 'POST', path: 'TransferGuide/SaveWithFile' satisfies typeof f.saveGuideWithFile.path, query, body: withFile(file) }),
  /** The exit order was downloaded: 6 → 15 (the server refuses it in any other state). */
  exitOrderDownloaded: (body: BodyOf<typeof f.exitOrderDownloaded>) =>
    callEndpoint<typeof f.exitOrderDownloaded>(http, { method: 'POST', path: 'RepairOrder/ExitOrderDownloaded', body }),
  guideReport: async (query: QueryOf<typeof f.guideReport>) =>
    (await callEndpoint<typeof f.guideReport>(http, { method: 'GET', path: 'TransferGuide/GetByExcelReportByGuide', query })).data,
  orderReport: async (body: BodyOf<typeof f.orderReport>) =>
    (await callEndpoint<typeof f.orderReport>(http, { method: 'POST', path: 'RepairOrder/GetByExcelReportByStatus', body })).data,
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
