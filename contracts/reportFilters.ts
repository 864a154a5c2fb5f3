/**
 * The viewer's filter rules (spec 04 §5, §9), one pure function both sides apply: the app before it calls, the
 * server whatever it is sent. It answers the first broken rule as a code; each side words it (the spec's texts).
 */
import type { ReportFilter } from './endpoints/reports';
import { FILTER_SIGNS } from './reportConstants';

export type FilterProblem =
  /** "Es necesario ingresar los filtros.": filtering asked for, no rows */
  | 'filtersRequired'
  /** "Es necesario ingresar todos los filtros.": a row without its column or sign */
  | 'allFiltersRequired'
  /** "Debe ingresar un valor." */
  | 'valueRequired'
  /** "Ya se ingresó este filtro.": a column used twice */
  | 'duplicateFilter'
  /** a column that is not a filter column of the report */
  | 'unknownColumn'
  /** a sign outside = > < != like */
  | 'unknownSign';

export interface FilterCheck {
  problem: FilterProblem;
  /** the row the problem is on (-1: the whole list) */
  row: number;
}

/** The first broken rule of `filters` against the report's filter columns, or undefined when they are fine. */
export function checkFilters(filters: readonly ReportFilter[], filterColumns: readonly string[], applyFilter = true): FilterCheck | undefined {
  if (!applyFilter) return undefined;
  if (filters.length === 0) return { problem: 'filtersRequired', row: -1 };
  const seen = new Set<string>();
  for (const [row, filter] of filters.entries()) {
    if (!filter.column || !filter.sign) return { problem: 'allFiltersRequired', row };
    if ((filter.value ?? '').trim() === '') return { problem: 'valueRequired', row };
    if (seen.has(filter.column)) return { problem: 'duplicateFilter', row };
    seen.add(filter.column);
    if (!filterColumns.includes(filter.column)) return { problem: 'unknownColumn', row };
    if (!(FILTER_SIGNS as readonly string[]).includes(filter.sign)) return { problem: 'unknownSign', row };
  }
  return undefined;
}
