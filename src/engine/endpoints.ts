import type { ListEndpoint } from './types';

/**
 * The documented API's usual list call: POST { pageIndex (first page 1), pageSize, ...filters } answering
 * data { items, totalItemCount } (spec 01 §7: DataBase/List, Role/List, User/List, Menu/List...).
 */
export const pagedList = (path: string, options: Partial<Omit<ListEndpoint, 'path'>> = {}): ListEndpoint => ({
  method: 'POST',
  path,
  paging: { index: 'pageIndex', size: 'pageSize', firstPage: 1 },
  itemsPath: 'items',
  totalPath: 'totalItemCount',
  ...options,
});

/** Where the endpoints that sort take the field and the order. */
export const SORT_IN_BODY = { field: 'sortField', order: 'sortOrder' };
