// The viewer's pure rules: parameter defaults, the page of rows, how a cell reads, and what the chart shows.
import type { ReportParameter, ResultColumn } from '../../../contracts/endpoints/reports';
import { DATA_TYPE } from '../../../contracts/reportConstants';

/** Report viewer page size (spec 04 §9). */
export const VIEWER_PAGE_SIZE = 20;
/** Bars or points the chart draws at most (the first ones of the result). */
export const CHART_MAX_POINTS = 50;

export type ParameterInput = string | boolean;

/** Each parameter's starting value: empty text, 0, today, false. */
export const initialParameters = (parameters: readonly ReportParameter[], today = new Date()): Record<string, ParameterInput> =>
  Object.fromEntries(parameters.map((p) => [p.column, p.type === 4 ? false : p.type === 3 ? today.toISOString().slice(0, 10) : p.type === 2 ? '0' : '']));

/** The values as the call sends them: numbers as numbers. */
export const parameterValues = (parameters: readonly ReportParameter[], values: Record<string, ParameterInput>) =>
  parameters.map((p) => {
    const value = values[p.column];
    return { column: p.column, value: p.type === 2 && typeof value === 'string' && value.trim() !== '' ? Number(value) : value ?? null };
  });

export const pageOf = <T,>(rows: readonly T[], page: number, size = VIEWER_PAGE_SIZE): T[] => rows.slice(page * size, page * size + size);

/** A cell as the table shows it: dates in the reader's locale, booleans as words. */
export function cellText(value: unknown, type: number, yesNo: [string, string], locale: string): string {
  if (value === null || value === undefined) return '';
  if (type === DATA_TYPE.boolean && typeof value === 'boolean') return value ? yesNo[0] : yesNo[1];
  if (type === DATA_TYPE.date) {
    const date = new Date(String(value));
    if (!Number.isNaN(date.getTime())) return /^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? String(value) : date.toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' });
  }
  if (type === DATA_TYPE.number && typeof value === 'number') return value.toLocaleString(locale);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export interface ChartSpec {
  kind: 'bar' | 'line';
  label: ResultColumn;
  /** undefined: the chart counts rows per date */
  value?: ResultColumn;
  points: Array<{ label: string; value: number }>;
}

const isNumber = (c: ResultColumn) => c.groupTypesDataId === DATA_TYPE.number;
const isDate = (c: ResultColumn) => c.groupTypesDataId === DATA_TYPE.date;

/**
 * The chart of a result with a numeric or a date column: the first numeric column that is not an id (else the
 * first numeric) by the first text or date column, as bars; with dates but no numbers, rows per day as a line.
 */
export function chartSpec(columns: readonly ResultColumn[], rows: readonly Record<string, unknown>[]): ChartSpec | undefined {
  if (rows.length === 0) return undefined;
  const numbers = columns.filter(isNumber);
  const date = columns.find(isDate);
  const value = numbers.find((c) => !/^id$/i.test(c.name)) ?? numbers[0];
  if (value) {
    const label = columns.find((c) => c !== value && !isNumber(c)) ?? columns.find((c) => c !== value) ?? value;
    const points = rows.slice(0, CHART_MAX_POINTS).map((row) => ({
      label: label.groupTypesDataId === DATA_TYPE.date ? String(row[label.name] ?? '').slice(0, 10) : String(row[label.name] ?? ''),
      value: Number(row[value.name] ?? 0),
    }));
    return { kind: label === date ? 'line' : 'bar', label, value, points };
  }
  if (!date) return undefined;
  const perDay = new Map<string, number>();
  for (const row of rows) {
    const day = String(row[date.name] ?? '').slice(0, 10);
    if (day) perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const points = [...perDay.entries()].sort(([a], [b]) => a.localeCompare(b)).slice(-CHART_MAX_POINTS).map(([label, n]) => ({ label, value: n }));
  return { kind: 'line', label: date, points };
}
