// Test spreadsheets: real .xlsx bytes written by SheetJS, and the upload calls of issue 13 over HTTP.
import * as XLSX from 'xlsx';
import type { Answer } from '../helpers';

export type Cell = string | number | boolean | null | XLSX.CellObject;

/** An .xlsx whose first sheet holds `rows` (the first is the header). */
export function xlsx(rows: Cell[][], sheetName = 'Hoja1'): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet(rows.map((r) => r.map((c) => (c !== null && typeof c === 'object' ? null : c))));
  rows.forEach((r, ri) => r.forEach((c, ci) => {
    if (c !== null && typeof c === 'object') sheet[XLSX.utils.encode_cell({ r: ri, c: ci })] = c;
  }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** Reads an .xlsx answer back as rows of values. */
export const readBack = (bytes: ArrayBuffer | Buffer): unknown[][] => {
  const book = XLSX.read(bytes, { type: Buffer.isBuffer(bytes) ? 'buffer' : 'array' });
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, defval: null });
};

export const WAREHOUSE_HEADER = ['code', 'name', 'city', 'address', 'phone', 'active'];

export async function uploadTo(url: string, token: string, bytes: Buffer, name = 'datos.xlsx', lang = 'en'): Promise<Answer> {
  const form = new FormData();
  form.append('file_0', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(url, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}`, 'Accept-Language': lang } });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, headers: res.headers, body: body as never, text };
}
