/**
 * The rows of a sample file (.xlsx or .csv) as objects keyed by the header row: SheetJS, loaded only here.
 */
import type { SampleRow } from './inferFields';

/** At most this many rows are read: enough to infer kinds, lengths and choices. */
export const MAX_SAMPLE_ROWS = 1000;

export const rowsFromFile = async (file: File): Promise<SampleRow[]> => {
  const xlsx = await import('xlsx');
  const data = new Uint8Array(await file.arrayBuffer());
  const book = xlsx.read(data, { type: 'array', cellDates: true, sheetRows: MAX_SAMPLE_ROWS + 1 });
  const sheet = book.Sheets[book.SheetNames[0]];
  if (!sheet) return [];
  return xlsx.utils.sheet_to_json<SampleRow>(sheet, { defval: null, raw: true });
};
