// The e-mailed export (spec 04 §2 item 11, issue 36): the whole report as a real .xlsx attachment (the engine's
// formula-safe workbook), with a subject and body in the user's language, queued and sent through the console's
// mail (mock-server/shell/mail). A report whose .xlsx is over MAX_ATTACHMENT_BYTES is refused with a message naming the
// limit: the .xlsx is already a zip (nothing smaller to be had by zipping it again). What each mail became is read
// back from the queue for the report screen's outbox.
import type { Kysely, Selectable } from 'kysely';
import * as XLSX from 'xlsx';
import type { OutboxEntry, ReportResult } from '../../../contracts/endpoints/reports';
import { buildWorkbook } from '../../../contracts/workbook';
import { reportSheet } from '../../../contracts/reportSheet';
import type { Database } from '../../core/db/schema';
import type { MailQueueTable } from '../../shell/mail/schema';
import { translate, type Lang, type Msg } from '../../shell/messages';
import type { OutgoingMail } from '../../shell/mail/index';
import { refuse } from '../../core/refuse';

/** The largest .xlsx the console e-mails. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

export const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
const both = (msg: Msg) => ({ en: translate('en', msg), es: translate('es', msg) });
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A text whose sentence ends with `value`: when the value ends with its own period ("10:54 a. m.", issue 47 item 8),
 * that period closes the sentence; no second one follows it.
 */
export const closedBy = (text: string, value: string): string => (value.endsWith('.') ? text.split(`${value}.`).join(value) : text);

/** The report mail: the .xlsx (refused past the limit), the subject and the body in `lang`. */
export function reportMail(
  mail: { reportId: number; reportName: string; alias: string; userId: number; to: string; lang: Lang },
  result: ReportResult,
  maxBytes = MAX_ATTACHMENT_BYTES,
  now = new Date(),
): OutgoingMail {
  const yesNo: [string, string] = mail.lang === 'es' ? ['Sí', 'No'] : ['Yes', 'No'];
  const book = buildWorkbook(XLSX, mail.reportName, reportSheet(result.columns, result.rows, yesNo));
  const bytes = XLSX.write(book, { bookType: 'xlsx', type: 'buffer', compression: true }) as Buffer;
  if (bytes.length > maxBytes) {
    refuse(413, 'mail.tooLarge', { size: megabytes(bytes.length), limit: megabytes(maxBytes) });
  }
  const date = now.toLocaleString(mail.lang === 'es' ? 'es-CO' : 'en-US', { dateStyle: 'long', timeStyle: 'short' });
  const text = closedBy(translate(mail.lang, { key: 'mail.report.body', params: { name: mail.reportName, rows: result.rows.length, date } }), date);
  const safeName = (mail.alias || `report-${mail.reportId}`).replace(/[^\w.-]+/g, '_');
  return {
    userId: mail.userId, reportId: mail.reportId, to: mail.to, lang: mail.lang, rows: result.rows.length,
    subject: translate(mail.lang, { key: 'mail.report.subject', params: { name: mail.reportName } }),
    text,
    html: text.split('\n\n').map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
    attachment: { name: `${safeName}.xlsx`, bytes },
  };
}

const iso = (value: Date | string | null) => (value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString());

export const outboxEntryOf = (row: Selectable<MailQueueTable>): OutboxEntry => ({
  id: row.id, reportId: row.reportId ?? 0, to: row.to, subject: row.subject, file: row.attachmentName ?? '', rows: row.rows,
  status: row.status, attempts: row.attempts, lastError: row.lastError,
  nextAttemptAt: row.status === 'failed' || row.status === 'queued' ? iso(row.nextAttemptAt) : null,
  createdAt: iso(row.createdAt)!, sentAt: iso(row.sentAt),
});

/** The message the send call answers when the first attempt did not go: the server's reason, and when it is retried. */
export function notSentText(row: Selectable<MailQueueTable>): { en: string; es: string } {
  const reason = row.lastError ?? '';
  if (row.status !== 'failed') return both({ key: 'mail.gaveUp', params: { reason } });
  // 24-hour time with its zone: the server's clock may not be in the reader's zone (the outbox shows it in theirs)
  const at = (lang: Lang) => new Date(row.nextAttemptAt).toLocaleTimeString(lang === 'es' ? 'es-CO' : 'en-US', {
    hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZoneName: 'short',
  });
  return { en: translate('en', { key: 'mail.willRetry', params: { reason, at: at('en') } }), es: translate('es', { key: 'mail.willRetry', params: { reason, at: at('es') } }) };
}

/** The user's e-mailed reports, newest first (100 at most). */
export async function outboxOf(db: Kysely<Database>, userId: number): Promise<OutboxEntry[]> {
  const rows = await db.selectFrom('mailQueue')
    .select(['id', 'userId', 'reportId', 'to', 'subject', 'textBody', 'htmlBody', 'attachmentName', 'rows', 'lang', 'status', 'attempts', 'nextAttemptAt', 'lastError', 'createdAt', 'sentAt'])
    .where('userId', '=', userId).where('reportId', 'is not', null).orderBy('id', 'desc').limit(100).execute();
  return rows.map((row) => outboxEntryOf({ ...row, attachment: null }));
}

/** An e-mailed report's attachment, when it is the user's. */
export async function outboxAttachment(db: Kysely<Database>, userId: number, id: number): Promise<{ name: string; bytes: Buffer } | undefined> {
  const row = await db.selectFrom('mailQueue').select(['userId', 'attachmentName', 'attachment']).where('id', '=', id).executeTakeFirst();
  return row && row.userId === userId && row.attachment && row.attachmentName ? { name: row.attachmentName, bytes: Buffer.from(row.attachment) } : undefined;
}
