/**
 * The technician's reads (contracts/endpoints/repairTechnician.ts), each named after its documented call and typed
 * from its contract; no screen writes a path. The technician's actions are the line's shared OrderWom/* calls
 * (../calls.ts). `tech`, `Technical`, `idTechnical`: the signed-in user's id (the server refuses any other).
 */
import type { HttpClient } from '../../../../dataProviders/httpClient';
import { caller, type AnswerOf, type BodyOf, type QueryOf } from '../../../../dataProviders/endpointCall';
import * as routes from '../../../../contracts/routes';
import type * as c from '../../../../contracts/endpoints/repairTechnician';
import type * as o from '../../../../contracts/endpoints/repairOrders';
import type * as loan from '../../../../contracts/endpoints/repairBackOffice';
import { stateList, type OrderListQuery, type RepairOrderDataProvider } from '../calls';

export type TechOrderRow = AnswerOf<typeof c.getOrderByStateAndTech>['items'][number];
export type FinalState = AnswerOf<typeof c.getAllFinalState>[number];
export type DiagnosticBody = Omit<BodyOf<typeof o.saveDiagnostic>, 'orderId' | 'version' | 'tech'>;
export type LoanOption = AnswerOf<typeof loan.loanAvailable>[number];

export const technicianCalls = (http: HttpClient) => {
  const call = caller(http);
  return {
    /** GET Parametric/GetBrandsByTechnical?Technical. */
    getBrandsByTechnical: async (query: QueryOf<typeof c.getBrandsByTechnical>) =>
      (await call(routes.getBrandsByTechnical, { query })).data,
    /** GET OrderWom/GetCountByOrdersAndTechBrand?Orders&tech&brand: one counter. */
    getCountByOrdersAndTechBrand: async ({ states, tech, brand }: { states: readonly string[]; tech?: number; brand: string }) =>
      (await call(routes.getCountByOrdersAndTechBrand, { query: { Orders: stateList(states), tech, brand } })).data,
    /** POST OrderWom/GetOrderByStateAndTech?states&tech&brand with the pagination body (search: ours). */
    getOrderByStateAndTech: async ({ states = [], search = '', pageIndex = 1, pageSize = 10, tech, brand = '' }: OrderListQuery & { tech?: number; brand?: string }) =>
      (await call(routes.getOrderByStateAndTech, { query: { states: stateList(states), tech, brand }, body: { pageIndex, pageSize, search } })).data,
    /** GET OrderWom/getOrderByTechniciansInWorkshop?idTechnical. */
    getOrderByTechniciansInWorkshop: async (query: QueryOf<typeof c.getOrderByTechniciansInWorkshop>) =>
      (await call(routes.getOrderByTechniciansInWorkshop, { query })).data,
    /** GET Parametric/GetAllFinalState?type (1 general, 2 out of warranty). */
    getAllFinalState: async (query: QueryOf<typeof c.getAllFinalState>) =>
      (await call(routes.getAllFinalState, { query })).data,
    /** The phones that may be lent now (the back office's LoanDevice/GetForFilter?idUser). */
    loanPhonesAvailable: async (query: QueryOf<typeof loan.loanAvailable>) =>
      (await call(routes.loanAvailable, { query })).data,
    /** Lends a phone to an order of line type 2 (POST OrderWom/loanDevice?idOrder&idLoanDevice with the diagnostic body; the back office's contract). */
    lendLoanPhone: (query: QueryOf<typeof loan.lendDevice>, body: BodyOf<typeof loan.lendDevice>) =>
      call(routes.lendDevice, { query, body }),
  };
};

export type TechnicianCalls = ReturnType<typeof technicianCalls>;
export type TechnicianDataProvider = RepairOrderDataProvider & TechnicianCalls;
