/**
 * The reports' constants (spec 01 §3, §9; spec 04 §9), apart from the zod schemas of endpoints/reports.ts so that
 * the screens use them without loading zod.
 */
/** Report parameter types (spec 01 §3): 1 text, 2 numeric, 3 date, 4 boolean. */
export const PARAMETER_TYPES = [1, 2, 3, 4] as const;
/** Column data types (spec 04 §9): Texto 1, Boolean 2, Numero 3, Fecha 4. */
export const DATA_TYPES = [
  { id: 1, name: 'Texto' },
  { id: 2, name: 'Boolean' },
  { id: 3, name: 'Numero' },
  { id: 4, name: 'Fecha' },
] as const;
export const DATA_TYPE = { text: 1, boolean: 2, number: 3, date: 4 } as const;
/** Database types offered (spec 01 §3): 1 MySql, 2 SQL. */
export const DATABASE_TYPES = [{ id: 1, name: 'MySql' }, { id: 2, name: 'SQL' }] as const;
/** The viewer's default row limit (spec 04 §9) and the most the server ever answers, whatever is asked. */
export const DEFAULT_REPORT_LIMIT = 1000;
export const MAX_REPORT_ROWS = 100_000;
/** Rows a script test answers. */
export const TEST_ROWS = 20;

/** The five signs of a filter (spec 04 §9) and how rows join. */
export const FILTER_SIGNS = ['=', '>', '<', '!=', 'like'] as const;
export type FilterSign = (typeof FILTER_SIGNS)[number];
export const FILTER_JOINS = ['And', 'Or'] as const;

