/** The technician's calls (contracts/endpoints/repairTechnician.ts), typed from the contracts; no screen writes a path. */
import type { HttpClient } from '../../../../dataProviders/httpClient';
import { callEndpoint, type AnswerOf, type BodyOf, type QueryOf } from '../../../../dataProviders/endpointCall';
import type * as c from '../../../../contracts/endpoints/repairTechnician';
import type * as loan from '../../../../contracts/endpoints/repairBackOffice';
import type { RepairOrderDataProvider } from '../calls';

export type TechOrderRow = AnswerOf<typeof c.ordersByStateAndTech>['items'][number];
export type TechListQuery = Partial<BodyOf<typeof c.ordersByStateAndTech>>;
export type TechCounts = AnswerOf<typeof c.countByGroups>;
export type FinalState = AnswerOf<typeof c.finalStates>[number];
export type DiagnosticBody = BodyOf<typeof c.techSaveDiagnostic>['diagnostic'];
export type QualityBody = BodyOf<typeof c.techSaveQualityControl>['quality'];
export type OrderFileView = AnswerOf<typeof c.techUploadFile>;
export type LoanOption = AnswerOf<typeof loan.loanAvailable>[number];

export const technicianCalls = (http: HttpClient) => ({
  techBrands: async () => (await callEndpoint<typeof c.brandsByTechnical>(http, { method: 'GET', path: 'RepairTechnician/GetBrandsByTechnical', query: {} })).data,
  techCounts: async (query: QueryOf<typeof c.countByGroups>) =>
    (await callEndpoint<typeof c.countByGroups>(http, { method: 'GET', path: 'RepairTechnician/GetCountByOrdersAndTechBrand', query })).data,
  techOrders: async (body: TechListQuery) =>
    (await callEndpoint<typeof c.ordersByStateAndTech>(http, {
      method: 'POST', path: 'RepairTechnician/GetOrderByStateAndTech',
      body: { pageIndex: 1, pageSize: 10, search: '', states: [], brand: '', ...body } as BodyOf<typeof c.ordersByStateAndTech>,
    })).data,
  techWorkshopOrders: async () =>
    (await callEndpoint<typeof c.ordersInWorkshop>(http, { method: 'GET', path: 'RepairTechnician/getOrderByTechniciansInWorkshop', query: {} })).data,
  techFinalStates: async (query: QueryOf<typeof c.finalStates>) =>
    (await callEndpoint<typeof c.finalStates>(http, { method: 'GET', path: 'RepairTechnician/GetAllFinalState', query })).data,
  techOrderDetails: async (query: QueryOf<typeof c.techOrderDetails>) =>
    (await callEndpoint<typeof c.techOrderDetails>(http, { method: 'GET', path: 'RepairTechnician/GetDetails', query })).data,
  techSearch: async (body: BodyOf<typeof c.techSearch>) =>
    (await callEndpoint<typeof c.techSearch>(http, { method: 'POST', path: 'RepairTechnician/Search', body })).data,
  /** Arrival (7 → 2), Confirma pago (3 → 10), Regresar a Reparacion (4 → 10): the server picks by the state. */
  techReceived: (body: BodyOf<typeof c.techReceived>) =>
    callEndpoint<typeof c.techReceived>(http, { method: 'POST', path: 'RepairTechnician/receivedRepairStore', body }),
  techShipToPoint: (body: BodyOf<typeof c.techShipToPoint>) =>
    callEndpoint<typeof c.techShipToPoint>(http, { method: 'POST', path: 'RepairTechnician/ConfirmShipToPoint', body }),
  techStatusToPay: (body: BodyOf<typeof c.techStatusToPay>) =>
    callEndpoint<typeof c.techStatusToPay>(http, { method: 'POST', path: 'RepairTechnician/statusToPay', body }),
  techSaveDiagnostic: (body: BodyOf<typeof c.techSaveDiagnostic>) =>
    callEndpoint<typeof c.techSaveDiagnostic>(http, { method: 'POST', path: 'RepairTechnician/SaveDiagnostic', body }),
  techSaveQualityControl: (body: BodyOf<typeof c.techSaveQualityControl>) =>
    callEndpoint<typeof c.techSaveQualityControl>(http, { method: 'POST', path: 'RepairTechnician/SaveQualityControl', body }),
  /** The phones that may be lent now (the back office's LoanDevice/GetForFilter). */
  loanPhonesAvailable: async () => (await callEndpoint<typeof loan.loanAvailable>(http, { method: 'GET', path: 'LoanDevice/GetForFilter' })).data,
  /** Lends a phone to an order of line type 2 (OrderWom/loanDevice). */
  lendLoanPhone: (query: QueryOf<typeof loan.lendDevice>) =>
    callEndpoint<typeof loan.lendDevice>(http, { method: 'POST', path: 'RepairOrder/loanDevice', query }),
  /** One file (multipart, file_0) into the order's Fotos or Documentos. */
  techUploadFile: (query: QueryOf<typeof c.techUploadFile>, file: File) => {
    const form = new FormData();
    form.append('file_0', file, file.name);
    return http<AnswerOf<typeof c.techUploadFile>>({ method: 'POST', path: 'RepairTechnician/UploadFile' satisfies typeof c.techUploadFile.path, query, body: form });
  },
});

export type TechnicianCalls = ReturnType<typeof technicianCalls>;
export type TechnicianDataProvider = RepairOrderDataProvider & TechnicianCalls;
