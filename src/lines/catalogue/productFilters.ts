/** The product list's filters as URL search parameters (so Back returns to the same page and filters). Pure. */
import type { ProductListRequest } from '../../../contracts/endpoints/catalogue';

export const PRODUCT_PAGE_SIZE = 50; // spec 01 §9

export interface ProductFilters {
  catalog: number;
  group: number;
  business: number;
  sku: string;
  part: string;
}

export const EMPTY_FILTERS: ProductFilters = { catalog: 0, group: 0, business: 0, sku: '', part: '' };

const idParam = (params: URLSearchParams, name: string) => {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : 0;
};

export const filtersFromParams = (params: URLSearchParams): ProductFilters => ({
  catalog: idParam(params, 'catalog'),
  group: idParam(params, 'group'),
  business: idParam(params, 'business'),
  sku: params.get('sku') ?? '',
  part: params.get('part') ?? '',
});

export const pageFromParams = (params: URLSearchParams): number => Math.max(1, idParam(params, 'page'));

/** New search parameters: the module's own (token, api, url...) kept, the filters and page replaced. */
export function paramsWith(current: URLSearchParams, filters: ProductFilters, page: number): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(filters)) {
    const text = String(value).trim();
    if (text === '' || text === '0') next.delete(name);
    else next.set(name, text);
  }
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

export const listRequest = (filters: ProductFilters, page: number): ProductListRequest => ({
  pageIndex: page,
  pageSize: PRODUCT_PAGE_SIZE,
  ...filters,
  sku: filters.sku.trim(),
  part: filters.part.trim(),
});

/** The detail screen of a list screen: /Catalog/components/Products → /Catalog/components/Product. */
export const detailPathOf = (listPath: string): string => listPath.replace(/Products\/?$/i, 'Product');

/** The detail link of a product: its id plus the module's token and url (spec 01 §2.2). */
export function detailLink(listPath: string, id: number, current: URLSearchParams): string {
  const params = new URLSearchParams({ id: String(id) });
  for (const name of ['token', 'url']) {
    const value = current.get(name);
    if (value) params.set(name, value);
  }
  return `${detailPathOf(listPath)}?${params}`;
}
