/**
 * The product catalogue's calls (spec 01 §7.4) as named methods of the data provider, typed from the zod contracts.
 * They are module calls: with a `url` query parameter on the page, that base is used and `token` added.
 */
import * as routes from '../../../contracts/routes';
import { caller, type BodyOf } from '../../../dataProviders/endpointCall';
import type { ApiRequest, HttpClient } from '../../../dataProviders/httpClient';
import type {
  BusinessOption, CatalogOption, InventoryGroupOption, ProductDetail, ProductListAnswer, ProductListRequest,
  ProductSaveRequest, ProductSettings, StockRow, productList, productSave,
} from '../../../contracts/endpoints/catalogue';
import { sessionToken } from '../../shell/auth/session';
import type { AppDataProvider } from '../../shell/shellCalls';
import { moduleOrApi } from '../../shell/apiClient';


export const catalogueCalls = (http: HttpClient) => {
  const call = caller(<T,>(request: ApiRequest) => http<T>({ ...request, base: moduleOrApi() }));
  return {
    listProducts: async (filter: ProductListRequest): Promise<ProductListAnswer> => (await call(routes.productList, { body: filter as BodyOf<typeof productList> })).data,
    getCatalogOptions: async (): Promise<CatalogOption[]> => (await call(routes.productCatalogList)).data,
    getInventoryGroupOptions: async (): Promise<InventoryGroupOption[]> => (await call(routes.productInventoryGroupList)).data,
    getBusinessOptions: async (): Promise<BusinessOption[]> => (await call(routes.productBusinessList)).data,
    getProductSettings: async (): Promise<ProductSettings> => (await call(routes.productSettingsGet)).data,
    getProductDetails: async (id: number): Promise<ProductDetail> => (await call(routes.productDetailsGet, { query: { id } })).data,
    getProductStock: async (id: number): Promise<StockRow[]> => (await call(routes.productExistence, { query: { id } })).data,
    getProductRoleValue: async (userId: number): Promise<number> => (await call(routes.productRoleByUser, { query: { userId } })).data,
    saveProduct: async (input: ProductSaveRequest): Promise<void> => {
      await call(routes.productSave, { body: input as BodyOf<typeof productSave> });
    },
  };
};

export type CatalogueCalls = ReturnType<typeof catalogueCalls>;
export type CatalogueDataProvider = AppDataProvider & CatalogueCalls;

/** A picture or sheet address with the session token (an <img> or a new tab cannot send the bearer header). */
export const withToken = (url: string): string => {
  const token = sessionToken() ?? '';
  return `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
};
