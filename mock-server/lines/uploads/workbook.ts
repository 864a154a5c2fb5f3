// Reading an uploaded spreadsheet for real and safely (issue 13): only .xls/.xlsx by name AND by content, a zip
// whose declared uncompressed size is over the limit refused before anything is inflated, at most 100,000 rows,
// no __proto__/constructor/prototype keys in sheet names or cells, formulas read as their cached values (SheetJS
// never evaluates them; cellFormula off keeps even their text out). Refusals are thrown (refuse): nothing is written.
import { Worker } from 'node:worker_threads';
import { fileTypeFromBuffer } from 'file-type';
import * as XLSX from 'xlsx';
import { UPLOAD_MAX_INFLATED_BYTES, UPLOAD_MAX_ROWS } from '../../../contracts/endpoints/processUpload';
import type { StoredCell } from './schema';
import { textProblem } from '../../core/badBytes';
import { refusalOf } from '../../core/refuse';
import type { ApiError } from '../../core/refuse';
import type { MessageKey } from '../../shell/messages';

export interface SheetRow {
  /** the row's number in the sheet (the header is row 1) */
  row: number;
  cells: StoredCell[];
}
export interface ReadSheet {
  columns: string[];
  rows: SheetRow[];
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MB = 1024 * 1024;

const notSpreadsheet = (name: string, what: string) => refusalOf(415, 'uploads.notSpreadsheet', { name, what });

/** The sum of the uncompressed sizes the zip's central directory declares (Infinity for ZIP64 or a damaged one). */
export function declaredInflatedSize(zip: Buffer): number {
  const floor = Math.max(0, zip.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = zip.length - 22; i >= floor; i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return Infinity;
  const entries = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) return Infinity;
    const size = zip.readUInt32LE(at + 24);
    if (size === 0xffffffff) return Infinity; // ZIP64: sizes elsewhere; not something a real upload needs
    total += size;
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return total;
}

/** Checks the name and the real content; answers which reader SheetJS needs. */
export async function sniffSpreadsheet(bytes: Buffer, name: string): Promise<'xlsx' | 'xls'> {
  const extension = name.toLowerCase().match(/\.(xlsx|xls)$/)?.[1] as 'xlsx' | 'xls' | undefined;
  if (!extension) {
    throw refusalOf(415, 'uploads.onlySpreadsheets', { name });
  }
  const found = await fileTypeFromBuffer(bytes).catch(() => undefined);
  // an .xls is an OLE compound file (cfb); an .xlsx a zip that file-type recognises as xlsx
  if (found?.ext === 'xlsx' || found?.ext === 'cfb') {
    if (found.ext === 'xlsx') {
      const inflated = declaredInflatedSize(bytes);
      if (inflated > UPLOAD_MAX_INFLATED_BYTES) {
        const size = Number.isFinite(inflated) ? `${Math.ceil(inflated / MB)} MB` : 'ZIP64';
        throw refusalOf(413, 'uploads.inflatedTooLarge', { name, size, limit: UPLOAD_MAX_INFLATED_BYTES / MB });
      }
    }
    return found.ext === 'xlsx' ? 'xlsx' : 'xls';
  }
  throw found ? notSpreadsheet(name, found.mime) : refusalOf(415, 'uploads.unreadable', { name });
}

const cellText = (value: unknown): StoredCell => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
};

const forbiddenKey = (name: string, where: MessageKey, key: string) => refusalOf(400, 'uploads.reservedKey', { name, where: { key: where }, key });

/** A cell holding text no route can store (a NUL, an unpaired surrogate; badBytes.ts): the file is refused, nothing kept. */
function badCell(name: string, cell: string, column: string, text: string): ApiError | undefined {
  const problem = textProblem(text);
  if (!problem) return undefined;
  const what = problem.kind === 'nul' ? { key: 'uploads.badCell.nul' as const } : { key: 'uploads.badCell.surrogate' as const, params: { code: problem.code } };
  return refusalOf(400, 'uploads.badCell', { name, cell, column: column ? { key: 'uploads.badCell.column', params: { column } } : '', what }, { field: 'file_0' });
}

interface WorkerAnswer { id: number; error?: true; sheetNames: string[]; fullRef: string | null; ref: string | null; raw: unknown[][] }

/** The one worker that reads workbooks (created on first use; a crashed one is replaced at the next read). */
let reader: { worker: Worker; pending: Map<number, { resolve: (answer: WorkerAnswer) => void; reject: (error: Error) => void }> } | undefined;
let nextId = 0;

function readInWorker(bytes: Buffer): Promise<WorkerAnswer> {
  if (!reader) {
    // plain JavaScript: not the parent's --import hooks (tsx, the e2e watchdog), which the worker would load again
    const worker = new Worker(new URL('./sheetWorker.mjs', import.meta.url), { execArgv: [] });
    // an idle reader does not keep the process alive
    worker.unref();
    const current = { worker, pending: new Map<number, { resolve: (answer: WorkerAnswer) => void; reject: (error: Error) => void }>() };
    const fail = (error: Error) => {
      for (const { reject } of current.pending.values()) reject(error);
      current.pending.clear();
      if (reader === current) reader = undefined;
    };
    worker.on('message', (answer: WorkerAnswer) => {
      current.pending.get(answer.id)?.resolve(answer);
      current.pending.delete(answer.id);
    });
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('the workbook reader stopped')));
    reader = current;
  }
  const id = ++nextId;
  const { worker, pending } = reader;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, bytes, sheetRows: UPLOAD_MAX_ROWS + 2 });
  });
}

/** Parses the first sheet (in the reader worker): its header row (column names) and its non-blank data rows with their row numbers. */
export async function readWorkbook(bytes: Buffer, name: string): Promise<ReadSheet> {
  await sniffSpreadsheet(bytes, name);
  const damaged = () => refusalOf(422, 'uploads.damaged', { name });
  const book = await readInWorker(bytes).catch(() => ({ error: true }) as const);
  if ('error' in book && book.error) throw damaged();
  const { sheetNames, fullRef, ref, raw } = book as WorkerAnswer;
  for (const sheetName of sheetNames) {
    if (FORBIDDEN_KEYS.has(sheetName.trim())) throw forbiddenKey(name, 'uploads.where.sheetName', sheetName.trim());
  }
  if (sheetNames.length === 0) throw refusalOf(422, 'uploads.noSheet', { name });
  const totalRows = fullRef ? XLSX.utils.decode_range(fullRef).e.r + 1 : 0;
  if (totalRows - 1 > UPLOAD_MAX_ROWS) {
    const max = { maxEn: UPLOAD_MAX_ROWS.toLocaleString('en'), maxEs: UPLOAD_MAX_ROWS.toLocaleString('es') };
    throw refusalOf(413, 'uploads.tooManyRows', { name, rows: totalRows - 1, ...max });
  }
  const firstRow = ref ? XLSX.utils.decode_range(ref).s.r + 1 : 1;
  const headAt = raw.findIndex((line) => line.some((value) => cellText(value) !== null));
  const head = headAt < 0 ? [] : raw[headAt];
  const columns = head.map((value) => String(cellText(value) ?? ''));
  // the header first: a row's refusal names its column
  columns.forEach((column, c) => {
    if (FORBIDDEN_KEYS.has(column)) throw forbiddenKey(name, 'uploads.where.columnName', column);
    const bad = badCell(name, `${XLSX.utils.encode_col(c)}${firstRow + headAt}`, '', column);
    if (bad) throw bad;
  });
  const rows: SheetRow[] = [];
  for (let i = headAt + 1; headAt >= 0 && i < raw.length; i++) {
    const cells = columns.map((_, c) => cellText(raw[i][c]));
    if (cells.every((cell) => cell === null)) continue;
    cells.forEach((cell, c) => {
      if (typeof cell !== 'string') return;
      if (FORBIDDEN_KEYS.has(cell)) throw forbiddenKey(name, 'uploads.where.cell', cell);
      const bad = badCell(name, `${XLSX.utils.encode_col(c)}${firstRow + i}`, columns[c], cell);
      if (bad) throw bad;
    });
    rows.push({ row: firstRow + i, cells });
  }
  if (columns.every((c) => c === '')) throw refusalOf(422, 'uploads.noHeader', { name });
  return { columns, rows };
}
