// A formula-safe workbook of one sheet, built with the SheetJS module the caller passes in: the app (which loads
// SheetJS lazily) and the mock server (its e-mailed and downloaded reports) build their files with it.
import type * as XLSX from 'xlsx';

/** A cell as the workbook gets it: text, a number or a date (never a formula). */
export type ExportCell = string | number | Date | null;

export interface ExportTable {
  headers: string[];
  rows: ExportCell[][];
}

type SheetJs = typeof XLSX;

/** Sheet names: at most 31 characters, none of : \ / ? * [ ] (Excel refuses the file otherwise). */
export const sheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31).trim() || 'Sheet1';

/**
 * One cell object, typed by hand: text is always a text cell ('s') and never carries a formula, so a value such
 * as `=HYPERLINK(...)`, `+1`, `-2`, `@SUM(...)` or one starting with a tab or a carriage return stays the text it
 * is when the file is opened (react-admin #5249, "CSV injection").
 */
const cellOf = (value: ExportCell): XLSX.CellObject | undefined => {
  if (value === null) return undefined;
  if (typeof value === 'number') return { t: 'n', v: value };
  if (value instanceof Date) return { t: 'd', v: value, z: 'yyyy-mm-dd hh:mm' };
  return { t: 's', v: value };
};

const width = (value: ExportCell) => (value === null ? 0 : value instanceof Date ? 16 : String(value).length);

/** A workbook of one sheet: a header row (with a filter on it), the rows, columns as wide as their content. */
export const buildWorkbook = (xlsx: SheetJs, name: string, table: ExportTable): XLSX.WorkBook => {
  const sheet: XLSX.WorkSheet = {};
  const all: ExportCell[][] = [table.headers, ...table.rows];
  all.forEach((row, r) =>
    row.forEach((value, c) => {
      const cell = cellOf(value);
      if (cell) sheet[xlsx.utils.encode_cell({ r, c })] = cell;
    }),
  );
  const lastColumn = Math.max(table.headers.length - 1, 0);
  const range = { s: { r: 0, c: 0 }, e: { r: Math.max(all.length - 1, 0), c: lastColumn } };
  sheet['!ref'] = xlsx.utils.encode_range(range);
  sheet['!autofilter'] = { ref: sheet['!ref'] };
  // a loop, not Math.max(...rows): a list of 100,000 rows would overflow the call stack
  const widths = table.headers.map(() => 8);
  for (const row of all) row.forEach((value, c) => (widths[c] = Math.max(widths[c], width(value) + 2)));
  sheet['!cols'] = widths.map((wch) => ({ wch: Math.min(60, wch) }));
  const book = xlsx.utils.book_new();
  xlsx.utils.book_append_sheet(book, sheet, sheetName(name));
  return book;
};

/** The .xlsx file's bytes. */
export const workbookBytes = (xlsx: SheetJs, book: XLSX.WorkBook): ArrayBuffer =>
  xlsx.write(book, { bookType: 'xlsx', type: 'array', compression: true }) as ArrayBuffer;
