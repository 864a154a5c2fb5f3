// The transactions of uploaded workbooks: stored once read (rows as read, for the preview, the import and the
// download), imported in ONE database transaction (all rows or none; or only the valid ones when asked), and the
// rows an import left out. A stopped server leaves the import's rows all written or none.
import type { Kysely } from 'kysely';
import type { ProcessResult, UploadPreview, UploadTransaction } from '../../../contracts/endpoints/processUpload';
import type { Database } from '../../core/db/schema';
import type { LeftOutRow, StoredCell, UploadTypeRow } from './schema';
import type { Lang } from '../../shell/messages';
import type { RestStore } from '../../shell/store';
import { refuse, refusalOf } from '../../core/refuse';
import { kindOf } from './kinds';
import type { Errors, KindContext } from './kinds/kind';
import { checkRows } from './rows';
import type { ReadSheet, SheetRow } from './workbook';

const today = () => new Date().toISOString().slice(0, 10);

export function kindFor(type: UploadTypeRow) {
  const kind = kindOf(type.storeProcedure);
  if (!kind) {
    refuse(422, 'uploads.procedureNotRun', { alias: type.alias, procedure: type.storeProcedure });
  }
  return kind;
}

const inLang = (errors: Errors, lang: Lang) => Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v[lang]]));

/** Checks the rows, stores the transaction and answers the preview in `lang`. */
export async function storePreview(db: Kysely<Database>, rest: RestStore, type: UploadTypeRow, userId: number, fileName: string, sheet: ReadSheet, lang: Lang): Promise<UploadPreview> {
  const kind = kindFor(type);
  const { errors } = await checkRows(db, kind, sheet.columns, sheet.rows, { type, userId, rest, today: today() });
  const { id } = await db
    .insertInto('uploadTransactions')
    .values({
      uploadTypeId: type.id, userId, fileName: fileName.slice(0, 255), columns: JSON.stringify(sheet.columns),
      rows: JSON.stringify(sheet.rows.map((r) => [r.row, ...r.cells])), state: 'PREVIEW', readCount: sheet.rows.length,
      invalidCount: errors.size, createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    resp: id,
    columns: sheet.columns,
    items: sheet.rows.map(({ row, cells }) => {
      const rowErrors = errors.get(row);
      return rowErrors ? { row, cells, errors: inLang(rowErrors, lang) } : { row, cells };
    }),
    summary: { read: sheet.rows.length, valid: sheet.rows.length - errors.size, invalid: errors.size },
  };
}

const notFound = (id: number) => refusalOf(404, 'uploads.notFound', { id });

export async function transactionView(db: Kysely<Database>, id: number, userId: number): Promise<UploadTransaction> {
  const t = await db.selectFrom('uploadTransactions as t').innerJoin('uploadTypes as u', 'u.id', 't.uploadTypeId')
    .select(['t.id', 't.userId', 't.fileName', 't.state', 't.readCount', 't.invalidCount', 't.written', 'u.id as typeId', 'u.alias', 'u.api', 'u.storeProcedure', 'u.format'])
    .where('t.id', '=', id).executeTakeFirst();
  if (!t || t.userId !== userId) throw notFound(id);
  return {
    id: t.id, api: t.api, idUploadFile: t.typeId, alias: t.alias, storeProcedure: t.storeProcedure, format: t.format, fileName: t.fileName,
    state: t.state, summary: { read: t.readCount, valid: t.readCount - t.invalidCount, invalid: t.invalidCount }, written: t.written,
  };
}

const objectText = (cells: readonly StoredCell[]) => cells.filter((c) => c !== null).join(' ').slice(0, 200);

/**
 * Imports a stored transaction: its rows checked again (stored data may have changed since the preview), then
 * written in the same database transaction that marks it done. With errors and not `onlyValid`, nothing is written
 * and the refusal carries every row's result.
 */
export async function importTransaction(db: Kysely<Database>, rest: RestStore, id: number, userId: number, onlyValid: boolean, lang: Lang): Promise<ProcessResult> {
  return db.transaction().execute(async (tx) => {
    const t = await tx.selectFrom('uploadTransactions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!t || t.userId !== userId) throw notFound(id);
    if (t.state === 'DONE') refuse(409, 'uploads.alreadyImported', { id, written: t.written });
    const type = await tx.selectFrom('uploadTypes').selectAll().where('id', '=', t.uploadTypeId).executeTakeFirstOrThrow();
    const kind = kindFor(type);
    const ctx: KindContext = { type, userId, rest, today: today() };
    const sheetRows: SheetRow[] = (t.rows as unknown as Array<[number, ...StoredCell[]]>).map(([row, ...cells]) => ({ row, cells }));
    const { valid, errors } = await checkRows(tx, kind, t.columns as unknown as string[], sheetRows, ctx);
    const leftOut: LeftOutRow[] = sheetRows.filter((r) => errors.has(r.row)).map((r) => ({ ...r, errors: errors.get(r.row)! }));
    const rows = sheetRows.map((r) => ({
      row: r.row,
      objeto: valid.has(r.row) ? kind.objectOf(valid.get(r.row)) : objectText(r.cells),
      error: errors.has(r.row) ? Object.entries(errors.get(r.row)!).map(([column, text]) => `${column}: ${text[lang]}`).join(' ') : '',
    }));
    if (errors.size > 0 && !onlyValid) {
      const result: ProcessResult = { written: 0, leftOut: errors.size, rows };
      refuse(422, 'uploads.rowsWithErrors', { invalid: errors.size, total: sheetRows.length }, { data: result });
    }
    const written = [...valid.values()];
    await tx.updateTable('uploadTransactions')
      .set({ state: 'DONE', written: written.length, leftOut: JSON.stringify(leftOut), processedAt: new Date().toISOString() })
      .where('id', '=', id).execute();
    // last: a store outside the database (the warehouses' file) is written only when everything else went through
    await kind.write(tx, written, ctx);
    return { written: written.length, leftOut: leftOut.length, rows };
  });
}

/** The rows left out by the import (or, before it, the rows with errors), for the download. */
export async function leftOutOf(db: Kysely<Database>, rest: RestStore, id: number, userId: number): Promise<{ columns: string[]; rows: LeftOutRow[]; fileName: string }> {
  const t = await db.selectFrom('uploadTransactions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!t || t.userId !== userId) throw notFound(id);
  const columns = t.columns as unknown as string[];
  if (t.leftOut) return { columns, rows: t.leftOut as unknown as LeftOutRow[], fileName: t.fileName };
  const type = await db.selectFrom('uploadTypes').selectAll().where('id', '=', t.uploadTypeId).executeTakeFirstOrThrow();
  const sheetRows: SheetRow[] = (t.rows as unknown as Array<[number, ...StoredCell[]]>).map(([row, ...cells]) => ({ row, cells }));
  const { errors } = await checkRows(db, kindFor(type), columns, sheetRows, { type, userId, rest, today: today() });
  return { columns, rows: sheetRows.filter((r) => errors.has(r.row)).map((r) => ({ ...r, errors: errors.get(r.row)! })), fileName: t.fileName };
}
