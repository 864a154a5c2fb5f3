// What the paged lists of the documented API share: the paging, search and sort rules of a list body,
// accent- and case-insensitive search, stable sorting and slicing a page.
import { fold } from '../seed/random';
import type { Schema } from '../validation';

/** The look-up page size the screens send (spec 01 §9) is the largest one accepted. */
export const MAX_PAGE_SIZE = 9_999_999;

/** pageIndex (1-based) and pageSize, both required. */
export const pagingRules = {
  pageIndex: { type: 'integer', required: true, min: 1 },
  pageSize: { type: 'integer', required: true, min: 1, max: MAX_PAGE_SIZE },
} as const satisfies Schema;

/** search: free text, optional. */
export const searchRules = {
  search: { type: 'string', maxLength: 200, default: '' },
} as const satisfies Schema;

/** sortField (one of `fields`, default id) and sortOrder (ASC or DESC, default ASC). */
export function sortRules<const F extends readonly string[]>(fields: F) {
  return {
    sortField: { type: 'string', enum: fields, default: 'id' },
    sortOrder: { type: 'string', enum: ['ASC', 'DESC'], default: 'ASC' },
  } as const satisfies Schema;
}

/** Whether any of the texts contains the search text, ignoring case and accents; an empty search matches all. */
export function matchesSearch(search: string, ...texts: string[]): boolean {
  const needle = fold(search.trim());
  return needle === '' || texts.some((text) => fold(text).includes(needle));
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** Compares texts the way a Spanish reader expects (accents and case ignored, numbers by value). */
export const compareText = (a: string, b: string): number => collator.compare(a, b);

/** A sorted copy: by `field` (texts with the Spanish collation, other values as numbers), then by id. */
export function sortRows<T extends { id: number }>(rows: readonly T[], field: keyof T & string, order: string): T[] {
  const direction = order === 'DESC' ? -1 : 1;
  const compare = (a: T, b: T): number => {
    const x = a[field];
    const y = b[field];
    if (typeof x === 'string' && typeof y === 'string') return compareText(x, y);
    return Number(x) - Number(y);
  };
  return [...rows].sort((a, b) => direction * compare(a, b) || a.id - b.id);
}

export interface Page<T> {
  items: T[];
  totalItemCount: number;
}

/** The page `pageIndex` (1-based) of `rows`, each row mapped by `view` (a copy, so nothing leaks by reference). */
export function pageOf<T, V>(rows: readonly T[], pageIndex: number, pageSize: number, view: (row: T) => V): Page<V> {
  const start = (pageIndex - 1) * pageSize;
  return { items: rows.slice(start, start + pageSize).map(view), totalItemCount: rows.length };
}
