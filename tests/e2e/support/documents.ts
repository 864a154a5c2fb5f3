// Reading downloaded documents back in the e2e tests: a PDF's pages (text and size in pt) with pdfjs, an .xlsx's
// first sheet as rows with SheetJS.
import { readFileSync } from 'node:fs';
import type { Download } from '@playwright/test';
import * as XLSX from 'xlsx';
import { pdfPages } from '../../unit/support/pdfPages';

export const pdfPagesOf = async (download: Download) => pdfPages(readFileSync((await download.path())!));

export async function sheetRowsOf(download: Download): Promise<unknown[][]> {
  const book = XLSX.read(readFileSync((await download.path())!), { type: 'buffer', cellFormula: true });
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, defval: null });
}
