// The Mailbox's reads: the catcher's messages newest first (the summary columns stored on receipt), one message
// parsed again from its raw bytes by mailparser (headers, text, attachments), an attachment's bytes.
import { htmlToText } from 'html-to-text';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { sql, type Kysely } from 'kysely';
import type { MailboxAttachmentInfo, MailboxMessage, MailboxRow } from '../../../contracts/endpoints/mailbox';
import type { Database } from '../../core/db/schema';

type Db = Kysely<Database>;

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

export async function listMailbox(db: Db, page: number, perPage: number): Promise<{ items: MailboxRow[]; total: number }> {
  const rows = await db.selectFrom('mailboxMessages')
    .select(['id', 'fromText', 'toText', 'subject', 'receivedAt', 'size', 'attachmentCount', sql<number>`(count(*) over ())::int`.as('total')])
    .orderBy('id', 'desc').limit(perPage).offset((page - 1) * perPage).execute();
  const total = rows[0]?.total ?? (page > 1 ? Number((await db.selectFrom('mailboxMessages').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n) : 0);
  return {
    items: rows.map((r) => ({ id: r.id, from: r.fromText, to: r.toText, subject: r.subject, receivedAt: iso(r.receivedAt), size: r.size, attachmentCount: r.attachmentCount })),
    total,
  };
}

const addresses = (value: AddressObject | AddressObject[] | undefined) => (Array.isArray(value) ? value.map((v) => v.text).join(', ') : value?.text ?? '');

/** A header's value as one line of text (address lists, dates and structured values too). */
function headerText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(headerText).join(', ');
  if (value && typeof value === 'object') {
    const v = value as { text?: string; value?: unknown; params?: Record<string, string> };
    if (typeof v.text === 'string') return v.text;
    if (typeof v.value === 'string') return [v.value, ...Object.entries(v.params ?? {}).map(([k, p]) => `${k}=${p}`)].join('; ');
    return JSON.stringify(value);
  }
  return String(value ?? '');
}

/** HTML longer than this is cut before it becomes text (the Mailbox shows text, it need not show a whole archive). */
const HTML_TO_TEXT_MAX = 2_000_000;

/**
 * The message's text, never markup: its text parts, else its HTML turned into text. mailparser converts an HTML body
 * only at the message's root or beside a text part; an HTML body inside multipart/mixed (HTML and attachments, no
 * text part) leaves its text empty.
 */
function textOf(parsed: ParsedMail): string {
  if (parsed.text?.trim() || typeof parsed.html !== 'string' || parsed.html === '') return parsed.text ?? '';
  try {
    return htmlToText(parsed.html, {
      wordwrap: false,
      limits: { maxInputLength: HTML_TO_TEXT_MAX, maxDepth: 1000 },
      selectors: [{ selector: 'script', format: 'skip' }, { selector: 'style', format: 'skip' }, { selector: 'img', format: 'skip' }],
    });
  } catch {
    return parsed.text ?? '';
  }
}

async function parsedMessage(db: Db, id: number) {
  const row = await db.selectFrom('mailboxMessages').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const parsed: ParsedMail = await simpleParser(Buffer.from(row.raw), { skipTextToHtml: true, skipImageLinks: true });
  return { row, parsed };
}

export async function getMailboxMessage(db: Db, id: number): Promise<MailboxMessage | undefined> {
  const found = await parsedMessage(db, id);
  if (!found) return undefined;
  const { row, parsed } = found;
  const attachments: MailboxAttachmentInfo[] = parsed.attachments.map((a, index) => ({
    index, filename: a.filename ?? `attachment-${index + 1}`, contentType: a.contentType, size: a.size,
  }));
  return {
    id: row.id, from: row.fromText, to: row.toText, subject: row.subject, receivedAt: iso(row.receivedAt), size: row.size,
    attachmentCount: row.attachmentCount, cc: addresses(parsed.cc), date: parsed.date ? parsed.date.toISOString() : null,
    headers: [...parsed.headers.entries()].map(([name, value]) => ({ name, value: headerText(value) })),
    text: textOf(parsed),
    attachments,
  };
}

export async function mailboxAttachmentOf(db: Db, id: number, index: number): Promise<{ filename: string; contentType: string; content: Buffer } | undefined> {
  const found = await parsedMessage(db, id);
  const attachment = found?.parsed.attachments[index];
  if (!attachment) return undefined;
  return { filename: attachment.filename ?? `attachment-${index + 1}`, contentType: attachment.contentType, content: attachment.content };
}
