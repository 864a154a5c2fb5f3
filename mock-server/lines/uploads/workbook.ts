// Reading an uploaded spreadsheet for real and safely (issue 13): only .xls/.xlsx by name AND by content, a zip
// whose declared uncompressed size is over the limit refused before anything is inflated, at most 100,000 rows,
// no __proto__/constructor/prototype keys in sheet names or cells, formulas read as their cached values (SheetJS
// never evaluates them; cellFormula off keeps even their text out). Refusals are LineErrors: nothing is written.
import { Worker } from 'node:worker_threads';
import { fileTypeFromBuffer } from 'file-type';
import * as XLSX from 'xlsx';
import { UPLOAD_MAX_INFLATED_BYTES, UPLOAD_MAX_ROWS } from '../../../contracts/endpoints/processUpload';
import type { StoredCell } from '../../db/uploadsSchema';
import { textProblem } from '../../badBytes';
import { LineError } from '../lineHttp';

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

const refusal = (status: number, en: string, es: string) => new LineError(status, { en, es });
const notSpreadsheet = (name: string, what: string) =>
  refusal(415, `The file ${name} is not a spreadsheet (.xls or .xlsx): its content is ${what}.`, `El archivo ${name} no es una hoja de cálculo (.xls o .xlsx): su contenido es ${what}.`);

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
    throw refusal(415, `Only .xls and .xlsx files are accepted (${name}).`, `Solo se aceptan archivos .xls y .xlsx (${name}).`);
  }
  const found = await fileTypeFromBuffer(bytes).catch(() => undefined);
  // an .xls is an OLE compound file (cfb); an .xlsx a zip that file-type recognises as xlsx
  if (found?.ext === 'xlsx' || found?.ext === 'cfb') {
    if (found.ext === 'xlsx') {
      const inflated = declaredInflatedSize(bytes);
      if (inflated > UPLOAD_MAX_INFLATED_BYTES) {
        const size = Number.isFinite(inflated) ? `${Math.ceil(inflated / MB)} MB` : 'ZIP64';
        throw refusal(413,
          `The file ${name} declares ${size} once uncompressed; at most ${UPLOAD_MAX_INFLATED_BYTES / MB} MB are accepted. Nothing was read.`,
          `El archivo ${name} declara ${size} descomprimido; se aceptan como máximo ${UPLOAD_MAX_INFLATED_BYTES / MB} MB. No se leyó nada.`);
      }
    }
    return found.ext === 'xlsx' ? 'xlsx' : 'xls';
  }
  throw found ? notSpreadsheet(name, found.mime) : refusal(415,
    `The file ${name} is not a spreadsheet that can be read (.xls or .xlsx), or it is damaged.`,
    `El archivo ${name} no es una hoja de cálculo legible (.xls o .xlsx), o está dañado.`);
}

const cellText = (value: unknown): StoredCell => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
};

const forbiddenKey = (name: string, where: { en: string; es: string }, key: string) =>
  refusal(400,
    `The file ${name} was refused: ${where.en} holds the reserved key "${key}".`,
    `El archivo ${name} fue rechazado: ${where.es} contiene la clave reservada "${key}".`);

/** A cell holding text no route can store (a NUL, an unpaired surrogate; badBytes.ts): the file is refused, nothing kept. */
function badCell(name: string, cell: string, column: string, text: string): LineError | undefined {
  const problem = textProblem(text);
  if (!problem) return undefined;
  const what = problem.kind === 'nul'
    ? { en: 'a NUL character (\\u0000), which text cannot hold', es: 'un carácter NUL (\\u0000), que un texto no puede contener' }
    : { en: `an incomplete character (an unpaired UTF-16 surrogate, ${problem.code})`, es: `un carácter incompleto (un sustituto UTF-16 sin pareja, ${problem.code})` };
  const en = `The file ${name} was refused: the cell ${cell}${column ? ` (column ${column})` : ''} contains ${what.en}.`;
  const es = `El archivo ${name} fue rechazado: la celda ${cell}${column ? ` (columna ${column})` : ''} contiene ${what.es}.`;
  return new LineError(400, { en, es }, { file_0: { en, es } });
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
  const damaged = () => refusal(422, `The file ${name} could not be read as a spreadsheet (damaged?).`, `El archivo ${name} no se pudo leer como hoja de cálculo (¿dañado?).`);
  const book = await readInWorker(bytes).catch(() => ({ error: true }) as const);
  if ('error' in book && book.error) throw damaged();
  const { sheetNames, fullRef, ref, raw } = book as WorkerAnswer;
  for (const sheetName of sheetNames) {
    if (FORBIDDEN_KEYS.has(sheetName.trim())) throw forbiddenKey(name, { en: 'a sheet name', es: 'un nombre de hoja' }, sheetName.trim());
  }
  if (sheetNames.length === 0) throw refusal(422, `The file ${name} has no sheet.`, `El archivo ${name} no tiene hojas.`);
  const totalRows = fullRef ? XLSX.utils.decode_range(fullRef).e.r + 1 : 0;
  if (totalRows - 1 > UPLOAD_MAX_ROWS) {
    throw refusal(413,
      `The file ${name} has ${totalRows - 1} rows; at most ${UPLOAD_MAX_ROWS.toLocaleString('en')} are accepted.`,
      `El archivo ${name} tiene ${totalRows - 1} filas; se aceptan como máximo ${UPLOAD_MAX_ROWS.toLocaleString('es')}.`);
  }
  const firstRow = ref ? XLSX.utils.decode_range(ref).s.r + 1 : 1;
  const headAt = raw.findIndex((line) => line.some((value) => cellText(value) !== null));
  const head = headAt < 0 ? [] : raw[headAt];
  const columns = head.map((value) => String(cellText(value) ?? ''));
  // the header first: a row's refusal names its column
  columns.forEach((column, c) => {
    if (FORBIDDEN_KEYS.has(column)) throw forbiddenKey(name, { en: 'a column name', es: 'un nombre de columna' }, column);
    const bad = badCell(name, `${XLSX.utils.encode_col(c)}${firstRow + headAt}`, '', column);
    if (bad) throw bad;
  });
  const rows: SheetRow[] = [];
  for (let i = headAt + 1; headAt >= 0 && i < raw.length; i++) {
    const cells = columns.map((_, c) => cellText(raw[i][c]));
    if (cells.every((cell) => cell === null)) continue;
    cells.forEach((cell, c) => {
      if (typeof cell !== 'string') return;
      if (FORBIDDEN_KEYS.has(cell)) throw forbiddenKey(name, { en: 'a cell', es: 'una celda' }, cell);
      const bad = badCell(name, `${XLSX.utils.encode_col(c)}${firstRow + i}`, columns[c], cell);
      if (bad) throw bad;
    });
    rows.push({ row: firstRow + i, cells });
  }
  if (columns.every((c) => c === '')) throw refusal(422, `The file ${name} has no header row.`, `El archivo ${name} no tiene fila de encabezados.`);
  return { columns, rows };
}
