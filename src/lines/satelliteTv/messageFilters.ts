/**
 * The Messages tab's filters (spec 02 §2.3) live in the page's query string beside `url`, `token` and `tab`, so a
 * filtered list can be reloaded, shared and walked back with the browser. Pure functions; no React.
 */
import { MESSAGE_STATES, SATELLITE_PAGE_SIZE } from '../../../contracts/endpoints/satelliteTv';
import type { MessageListBody } from './calls';

/** The filter modal's fields, in its order (Id, State, Document Id, Name, Source, Transaction Id, Message Id, Error). */
export const MESSAGE_FILTER_FIELDS = ['id', 'state', 'documentId', 'name', 'source', 'transactionId', 'messageId', 'error'] as const;
export type MessageFilterField = (typeof MESSAGE_FILTER_FIELDS)[number];
export type MessageFilters = Partial<Record<MessageFilterField, string>>;

const isState = (value: string): boolean => (MESSAGE_STATES as readonly string[]).includes(value);

/** The filters a query string holds (blank and invalid values dropped). */
export function filtersFromSearch(search: URLSearchParams): MessageFilters {
  const filters: MessageFilters = {};
  for (const field of MESSAGE_FILTER_FIELDS) {
    const value = search.get(field)?.trim();
    if (!value) continue;
    if (field === 'id' && !/^\d{1,9}$/.test(value)) continue;
    if (field === 'state' && !isState(value)) continue;
    filters[field] = value;
  }
  return filters;
}

/** The query string with these filters instead of the old ones; everything else (url, token, tab...) kept. */
export function searchWithFilters(search: URLSearchParams, filters: MessageFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const field of MESSAGE_FILTER_FIELDS) {
    const value = filters[field]?.trim();
    if (value) next.set(field, value);
    else next.delete(field);
  }
  return next;
}

/** Integration/List's body for a page of these filters. */
export function listBody(filters: MessageFilters, pageIndex: number): MessageListBody {
  const { id, state, ...texts } = filters;
  return {
    ...texts,
    ...(id ? { id: Number(id) } : {}),
    ...(state && isState(state) ? { state: state as MessageListBody['state'] } : {}),
    pageIndex,
    pageSize: SATELLITE_PAGE_SIZE,
  };
}
