// The e-mailed export: the whole report as a real .xlsx (the engine's formula-safe workbook) written into the data
// folder's outbox/ with a small JSON envelope beside it (to, subject, file), and a row in report_outbox so the
// report screen can list and link what "was sent". Nothing leaves the machine.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import * as XLSX from 'xlsx';
import type { OutboxEntry, ReportResult } from '../../../contracts/endpoints/reports';
import { buildWorkbook } from '../../../contracts/workbook';
import { reportSheet } from '../../../contracts/reportSheet';
import type { Database } from '../../db/schema';
import type { Lang } from '../../messages';

export const OUTBOX_DIR_NAME = 'outbox';
export const outboxDir = (dataDir: string) => path.join(dataDir, OUTBOX_DIR_NAME);

const entryOf = (row: { id: number; reportId: number; to: string; subject: string; file: string; rows: number; sentAt: Date }): OutboxEntry => ({
  ...row, sentAt: row.sentAt instanceof Date ? row.sentAt.toISOString() : String(row.sentAt),
});

export async function sendToOutbox(
  db: Kysely<Database>,
  dataDir: string,
  mail: { reportId: number; reportName: string; userId: number; to: string; lang: Lang },
  result: ReportResult,
): Promise<OutboxEntry> {
  const yesNo: [string, string] = mail.lang === 'es' ? ['Sí', 'No'] : ['Yes', 'No'];
  const book = buildWorkbook(XLSX, mail.reportName, reportSheet(result.columns, result.rows, yesNo));
  const bytes = XLSX.write(book, { bookType: 'xlsx', type: 'buffer', compression: true }) as Buffer;
  const subject = `${mail.lang === 'es' ? 'Reporte' : 'Report'}: ${mail.reportName}`;
  const row = await db.insertInto('reportOutbox')
    .values({ reportId: mail.reportId, userId: mail.userId, to: mail.to, subject, file: '', rows: result.rows.length })
    .returning(['id']).executeTakeFirstOrThrow();
  const file = `report-${mail.reportId}-${row.id}.xlsx`;
  await mkdir(outboxDir(dataDir), { recursive: true });
  await writeFile(path.join(outboxDir(dataDir), file), bytes);
  const saved = await db.updateTable('reportOutbox').set({ file }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
  const entry = entryOf(saved);
  await writeFile(path.join(outboxDir(dataDir), file.replace(/\.xlsx$/, '.json')), JSON.stringify({ to: entry.to, subject, file, rows: entry.rows, sentAt: entry.sentAt }, null, 2));
  return entry;
}

export async function outboxOf(db: Kysely<Database>, userId: number): Promise<OutboxEntry[]> {
  const rows = await db.selectFrom('reportOutbox').selectAll().where('userId', '=', userId).orderBy('id', 'desc').limit(100).execute();
  return rows.map(entryOf);
}

/** The sent file's path, when it is the user's. */
export async function outboxFile(db: Kysely<Database>, dataDir: string, userId: number, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('reportOutbox').select(['file', 'userId']).where('id', '=', id).executeTakeFirst();
  return row && row.userId === userId && row.file ? path.join(outboxDir(dataDir), row.file) : undefined;
}
