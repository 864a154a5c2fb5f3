// What the paged lists of the documented API share: accent- and case-insensitive search, stable sorting and
// slicing a page. The paging, search and sort fields of a list body are in contracts/endpoints/fields.ts.
import { compareText, fold } from '../../../contracts/text';

export { compareText };

/** Whether any of the texts contains the search text, ignoring case and accents; an empty search matches all. */
export function matchesSearch(search: string, ...texts: string[]): boolean {
  const needle = fold(search.trim());
  return needle === '' || texts.some((text) => fold(text).includes(needle));
}

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
  /** totalItemCount is PostgreSQL's estimate (sqlListing.ts ESTIMATE_FROM) */
  totalIsEstimate?: true;
}

/** The page `pageIndex` (1-based) of `rows`, each row mapped by `view` (a copy, so nothing leaks by reference). */
export function pageOf<T, V>(rows: readonly T[], pageIndex: number, pageSize: number, view: (row: T) => V): Page<V> {
  const start = (pageIndex - 1) * pageSize;
  return { items: rows.slice(start, start + pageSize).map(view), totalItemCount: rows.length };
}
