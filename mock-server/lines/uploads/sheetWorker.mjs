// Reads workbooks off the server's main thread: SheetJS takes about a second on a 50,000-row sheet, and on the main
// thread every other request would wait that long (workbook.ts sends the bytes here, checks the answer there).
// Plain JavaScript, like db/pgliteWorker.mjs, so it starts the same under tsx, vitest and a build.
// Receives { id, bytes, sheetRows }; answers { id, sheetNames, fullRef, ref, raw } or { id, error }.
import { parentPort } from 'node:worker_threads';
import * as XLSX from 'xlsx';

parentPort.on('message', ({ id, bytes, sheetRows }) => {
  try {
    const book = XLSX.read(bytes, {
      type: 'buffer', cellFormula: false, cellHTML: false, cellText: false, cellDates: false, cellStyles: false,
      sheetRows, dense: true, bookVBA: false,
    });
    const sheet = book.Sheets[book.SheetNames[0]];
    // blank rows kept, so each array's position gives its sheet row number
    const raw = sheet ? XLSX.utils.sheet_to_json(sheet, { header: 1, raw: true, defval: null, blankrows: true }) : [];
    parentPort.postMessage({ id, sheetNames: book.SheetNames, fullRef: sheet?.['!fullref'] ?? sheet?.['!ref'] ?? null, ref: sheet?.['!ref'] ?? null, raw });
  } catch {
    parentPort.postMessage({ id, error: true });
  }
});
