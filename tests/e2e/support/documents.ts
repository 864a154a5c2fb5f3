// Reading downloaded documents back in the e2e tests: a PDF's pages (text and size in pt) with pdfjs, an .xlsx's
// first sheet as rows with SheetJS.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Download } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as XLSX from 'xlsx';

const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export async function pdfPagesOf(download: Download) {
  const pdf = await getDocument({ data: new Uint8Array(readFileSync((await download.path())!)), disableFontFace: true, standardFontDataUrl }).promise;
  const pages = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
    pages.push({ text, width: page.view[2] - page.view[0], height: page.view[3] - page.view[1] });
  }
  return pages;
}

export async function sheetRowsOf(download: Download): Promise<unknown[][]> {
  const book = XLSX.read(readFileSync((await download.path())!), { type: 'buffer', cellFormula: true });
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, defval: null });
}
