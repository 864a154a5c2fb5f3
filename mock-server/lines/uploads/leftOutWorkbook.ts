// The rows an import left out as an .xlsx: the columns as uploaded, the row's number in the original sheet and
// an error column with every message of the row in the reader's language. Read back, it can be fixed and uploaded.
import * as XLSX from 'xlsx';
import type { LeftOutRow } from './schema';
import type { Lang } from '../../shell/messages';

const HEADERS: Record<Lang, { row: string; error: string }> = { en: { row: 'Row', error: 'Error' }, es: { row: 'Fila', error: 'Error' } };

export function leftOutWorkbook(columns: readonly string[], rows: readonly LeftOutRow[], lang: Lang): Buffer {
  const head = HEADERS[lang];
  const aoa = [
    [head.row, ...columns, head.error],
    ...rows.map((r) => [r.row, ...r.cells, Object.entries(r.errors).map(([column, text]) => `${column}: ${text[lang]}`).join(' ')]),
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(aoa), lang === 'es' ? 'Filas excluidas' : 'Rows left out');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
