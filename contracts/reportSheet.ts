// The sheet of a report's rows: the columns' aliases as the header row, each value typed by its column (numbers and
// dates as such, booleans as Yes/No words, the rest as text). Pure: the viewer's page export (in the browser) and
// the e-mailed export (mock server) both build their workbook from it with the engine's formula-safe buildWorkbook.
import type { ExportCell, ExportTable } from './workbook';

export interface SheetColumn {
  name: string;
  alias: string;
  /** Texto 1, Boolean 2, Numero 3, Fecha 4 */
  groupTypesDataId: number;
}

const cell = (value: unknown, type: number, yesNo: [string, string]): ExportCell => {
  if (value === null || value === undefined || value === '') return null;
  if (type === 3) {
    const n = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(n) ? n : String(value);
  }
  if (type === 4) {
    const date = new Date(String(value));
    return Number.isNaN(date.getTime()) ? String(value) : date;
  }
  if (type === 2 && typeof value === 'boolean') return value ? yesNo[0] : yesNo[1];
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

export const reportSheet = (columns: readonly SheetColumn[], rows: readonly Record<string, unknown>[], yesNo: [string, string]): ExportTable => ({
  headers: columns.map((c) => c.alias),
  rows: rows.map((row) => columns.map((c) => cell(row[c.name], c.groupTypesDataId, yesNo))),
});
