/**
 * The technician's reads (contracts/endpoints/repairTechnician.ts), each named after its documented call and typed
 * from its contract; no screen writes a path. The technician's actions are the line's shared OrderWom/* calls
 * (../calls.ts). `tech`, `Technical`, `idTechnical`: the signed-in user's id (the server refuses any other).
 */
import type { HttpClient } from '../../../../dataProviders/httpClient';
import { callEndpoint, type AnswerOf, type BodyOf, type QueryOf } from '../../../../dataProviders/endpointCall';
import type * as c from '../../../../contracts/endpoints/repairTechnician';
import type * as o from '../../../../contracts/endpoints/repairOrders';
import type * as loan from '../../../../contracts/endpoints/repairBackOffice';
import { stateList, type OrderListQuery, type RepairOrderDataProvider } from '../calls';

export type TechOrderRow = AnswerOf<typeof c.getOrderByStateAndTech>['items'][number];
export type FinalState = AnswerOf<typeof c.getAllFinalState>[number];
export type DiagnosticBody = Omit<BodyOf<typeof o.saveDiagnostic>, 'orderId' | 'version' | 'tech'>;
export type LoanOption = AnswerOf<typeof loan.loanAvailable>[number];

export const technicianCalls = (http: HttpClient) => ({
  /** GET Parametric/GetBrandsByTechnical?Technical. */
  getBrandsByTechnical: async (query: QueryOf<typeof c.getBrandsByTechnical>) =>
    (await callEndpoint<typeof c.getBrandsByTechnical>(http, { method: 'GET', path: 'Parametric/GetBrandsByTechnical', query })).data,
  /** GET OrderWom/GetCountByOrdersAndTechBrand?Orders&tech&brand: one counter. */
  getCountByOrdersAndTechBrand: async ({ states, tech, brand }: { states: readonly string[]; tech?: number; brand: string }) =>
    (await callEndpoint<typeof c.getCountByOrdersAndTechBrand>(http, {
      method: 'GET', path: 'OrderWom/GetCountByOrdersAndTechBrand', query: { Orders: stateList(states), tech, brand },
    })).data,
  /** POST OrderWom/GetOrderByStateAndTech?states&tech&brand with the pagination body (search: ours). */
  getOrderByStateAndTech: async ({ states = [], search = '', pageIndex = 1, pageSize = 10, tech, brand = '' }: OrderListQuery & { tech?: number; brand?: string }) =>
    (await callEndpoint<typeof c.getOrderByStateAndTech>(http, {
      method: 'POST', path: 'OrderWom/GetOrderByStateAndTech', query: { states: stateList(states), tech, brand }, body: { pageIndex, pageSize, search },
    })).data,
  /** GET OrderWom/getOrderByTechniciansInWorkshop?idTechnical. */
  getOrderByTechniciansInWorkshop: async (query: QueryOf<typeof c.getOrderByTechniciansInWorkshop>) =>
    (await callEndpoint<typeof c.getOrderByTechniciansInWorkshop>(http, { method: 'GET', path: 'OrderWom/getOrderByTechniciansInWorkshop', query })).data,
  /** GET Parametric/GetAllFinalState?type (1 general, 2 out of warranty). */
  getAllFinalState: async (query: QueryOf<typeof c.getAllFinalState>) =>
    (await callEndpoint<typeof c.getAllFinalState>(http, { method: 'GET', path: 'Parametric/GetAllFinalState', query })).data,
  /** The phones that may be lent now (the back office's LoanDevice/GetForFilter?idUser). */
  loanPhonesAvailable: async (query: QueryOf<typeof loan.loanAvailable>) =>
    (await callEndpoint<typeof loan.loanAvailable>(http, { method: 'GET', path: 'LoanDevice/GetForFilter', query })).data,
  /** Lends a phone to an order of line type 2 (POST OrderWom/loanDevice?idOrder&idLoanDevice with the diagnostic body; the back office's contract). */
  lendLoanPhone: (query: QueryOf<typeof loan.lendDevice>, body: BodyOf<typeof loan.lendDevice>) =>
    callEndpoint<typeof loan.lendDevice>(http, { method: 'POST', path: 'OrderWom/loanDevice', query, body }),
});

export type TechnicianCalls = ReturnType<typeof technicianCalls>;
export type TechnicianDataProvider = RepairOrderDataProvider & TechnicianCalls;
