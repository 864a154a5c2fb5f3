/**
 * The product catalogue's calls (spec 01 §7.4) as named methods of the data provider, typed from the zod contracts.
 * They are module calls: with a `url` query parameter on the page, that base is used and `token` added.
 */
import type { HttpClient } from '../../../dataProviders/httpClient';
import type {
  BusinessOption, CatalogOption, InventoryGroupOption, ProductDetail, ProductListAnswer, ProductListRequest,
  ProductSaveRequest, ProductSettings, StockRow,
} from '../../../contracts/endpoints/catalogue';
import { sessionToken } from '../../auth/session';
import type { AppDataProvider } from '../../shellCalls';
import { moduleOrApi } from '../../apiClient';


export const catalogueCalls = (http: HttpClient) => {
  const get = async <T,>(path: string, query?: Record<string, string | number>) => (await http<T>({ path, query, base: moduleOrApi() })).data;
  return {
    listProducts: async (filter: ProductListRequest): Promise<ProductListAnswer> =>
      (await http<ProductListAnswer>({ method: 'POST', path: 'Products/List', body: filter, base: moduleOrApi() })).data,
    getCatalogOptions: () => get<CatalogOption[]>('Products/GetCatalogList'),
    getInventoryGroupOptions: () => get<InventoryGroupOption[]>('Products/GetInventoryGroupList'),
    getBusinessOptions: () => get<BusinessOption[]>('Products/GetBusinessList'),
    getProductSettings: () => get<ProductSettings>('Products/GetSettings'),
    getProductDetails: (id: number) => get<ProductDetail>('Products/GetDetails', { id }),
    getProductStock: (id: number) => get<StockRow[]>('Products/GetExistence', { id }),
    getProductRoleValue: (userId: number) => get<number>('Products/GetRolByUser', { userId }),
    saveProduct: async (input: ProductSaveRequest): Promise<void> => {
      await http({ method: 'POST', path: 'Products/Save', body: input, base: moduleOrApi() });
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
