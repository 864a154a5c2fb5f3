/**
 * The repair orders' calls (spec 03 §7, spec 04 §7), each named after its documented call and typed from its zod
 * contract; no screen writes an endpoint path. Who acts (`tech`, `iduser`...) is the signed-in user: the server
 * takes it from the session. Where a documented call covers an action, it is the one bound here (see
 * tests/unit/repairOrders/documentedCallsUsed.test.ts); an order's files go through the documented Upload/UploadFile.
 */
import type { DownloadedFile, HttpClient } from '../../../dataProviders/httpClient';
import { uploadCaller, type Uploader } from '../../../dataProviders/upload';
import { caller, type AnswerOf, type BodyOf, type QueryOf } from '../../../dataProviders/endpointCall';
import * as routes from '../../../contracts/routes';
import type * as c from '../../../contracts/endpoints/repairOrders';
import type * as f from '../../../contracts/endpoints/repairOrderFiles';
import type { AppDataProvider } from '../../shell/shellCalls';

export type OrderRow = AnswerOf<typeof c.getOrderByState>['items'][number];
/** What the order table asks for: the states (empty: all), the free text and the page. */
export interface OrderListQuery { states?: readonly string[]; search?: string; pageIndex?: number; pageSize?: number }
export type SearchField = BodyOf<typeof c.getOrderByFilterVc>['type'];

export type OrderDetails = AnswerOf<typeof f.getById>;
export type { DownloadedFile };

/** `states={ids}`: the comma list the documented calls read. */
export const stateList = (states: readonly string[] = []) => states.join(',');

/** The upload component's tables of an order (spec 03 §7): Guias, Documentos, Fotos, ComprobanteEntrega. */
export type OrderFileTable = f.OrderFileKind;

export const repairOrderCalls = (http: HttpClient, upload: Uploader) => {
  const call = caller(http);
  const uploadTo = uploadCaller(upload);
  return {
    /** GET OrderWom/getAllOrderForInfo?id: data[0] holds the order's details (the modals, the printout). */
    getAllOrderForInfo: async (query: QueryOf<typeof f.getAllOrderForInfo>): Promise<OrderDetails> =>
      (await call(routes.getAllOrderForInfo, { query })).data[0],
    /** GET OrderWom/GetById?id&workshop=0&state: the order for the repair modal. */
    getById: async (query: QueryOf<typeof f.getById>) =>
      (await call(routes.getById, { query })).data,
    /**
     * POST Upload/UploadFile?id&tableName&islocal (multipart, file_0...): the shared upload component (spec 03 §7) with
     * the order's id and one of its tables. A Guias file belongs to the guide TransferGuide/Save saved.
     */
    uploadOrderFiles: (orderId: number, tableName: OrderFileTable, files: File[]) =>
      uploadTo(routes.uploadFile, { query: { id: orderId, tableName, islocal: true }, files }),
    /** GET TransferGuide/GetByExcelReportByGuide?typeGuide: the file "Reporte Guias.xlsx". */
    getByExcelReportByGuide: async (query: QueryOf<typeof f.getByExcelReportByGuide>) =>
      (await call(routes.getByExcelReportByGuide, { query, answer: 'file' })).data,
    /** POST OrderWom/GetByExcelReportByStatus { type, param1, param2 }: the file "reporte.xlsx". */
    getByExcelReportByStatus: async (body: BodyOf<typeof f.getByExcelReportByStatus>) =>
      (await call(routes.getByExcelReportByStatus, { body, answer: 'file' })).data,
    /** GET OrderWom/GetCountByOrders?Orders={ids}: how many orders are in those states. */
    getCountByOrders: async (states: readonly string[]) =>
      (await call(routes.getCountByOrders, { query: { Orders: stateList(states) } })).data,
    /** POST OrderWom/GetOrderByState?states={ids} with the pagination body (search: ours). */
    getOrderByState: async ({ states = [], search = '', pageIndex = 1, pageSize = 10 }: OrderListQuery) =>
      (await call(routes.getOrderByState, { query: { states: stateList(states) }, body: { pageIndex, pageSize, search } })).data,
    /** POST OrderWom/getOrderByFilterVc { type, param1, param2 } (the search: 404 when nothing is found). */
    getOrderByFilterVc: async (body: BodyOf<typeof c.getOrderByFilterVc>) =>
      (await call(routes.getOrderByFilterVc, { body })).data,
    /** GET Parametric/GetAllTechnicalsByOrder?id. */
    getAllTechnicalsByOrder: async (query: QueryOf<typeof c.getAllTechnicalsByOrder>) =>
      (await call(routes.getAllTechnicalsByOrder, { query })).data,
    /** POST OrderWom/AssignTech { orderId, idTechnical }. */
    assignTech: (body: BodyOf<typeof c.assignTech>) =>
      call(routes.assignTech, { body }),
    /** POST TransferGuide/Save { type, idOrder, nroGuide }: the guide's number (its file, then status 8 or 9, follow). */
    transferGuideSave: (body: BodyOf<typeof c.transferGuideSave>) =>
      call(routes.transferGuideSave, { body }),
    /** POST OrderWom/receivedRepairStore { orderId }: arrival (7), Confirma pago (3), Regresar a Reparacion (4); the server picks by the state. */
    receivedRepairStore: (body: BodyOf<typeof c.receivedRepairStore>) =>
      call(routes.receivedRepairStore, { body }),
    /** POST OrderWom/UpdateStatusTraceability { orderId, status } (8/9: a guide and its file saved; 15: the exit order was downloaded; 11: shipped to the point). */
    updateStatusTraceability: (body: BodyOf<typeof c.updateStatusTraceability>) =>
      call(routes.updateStatusTraceability, { body }),
    /** POST OrderWom/statusToPay { orderId, price }: Enviar cotizacion. */
    statusToPay: (body: BodyOf<typeof c.statusToPay>) =>
      call(routes.statusToPay, { body }),
    /** POST OrderWom/SaveDiagnostic (the diagnostic body; tech: the signed-in user). */
    saveDiagnostic: (body: BodyOf<typeof c.saveDiagnostic>) =>
      call(routes.saveDiagnostic, { body }),
    /** POST OrderWom/SaveQualityControl (the checks as "true"/"false"). */
    saveQualityControl: (body: BodyOf<typeof c.saveQualityControl>) =>
      call(routes.saveQualityControl, { body }),
  };
};

export type RepairOrderCalls = ReturnType<typeof repairOrderCalls>;
export type RepairOrderDataProvider = AppDataProvider & RepairOrderCalls;
