// Issue 36 item 1: the mail queue (every message the console sends, with its state and retries) and the embedded
// catcher's mailbox (each message received, raw). Migration 024 (migrations/024_mail.ts).
import type { ColumnType, Generated } from 'kysely';

export type MailStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'gave_up';

export interface MailQueueTable {
  id: Generated<number>;
  userId: number;
  /** the report e-mailed (null for another kind of mail) */
  reportId: number | null;
  to: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  attachmentName: string | null;
  attachment: Uint8Array | null;
  /** the report's rows in the attachment */
  rows: number;
  lang: string;
  status: MailStatus;
  attempts: number;
  nextAttemptAt: ColumnType<Date, string | Date, string | Date>;
  lastError: string | null;
  createdAt: ColumnType<Date, string | undefined, never>;
  sentAt: ColumnType<Date | null, string | Date | null | undefined, string | Date | null>;
}

export interface MailboxMessagesTable {
  id: Generated<number>;
  receivedAt: ColumnType<Date, string | undefined, never>;
  envelopeFrom: string;
  envelopeTo: string;
  fromText: string;
  toText: string;
  subject: string;
  size: number;
  attachmentCount: number;
  raw: Uint8Array;
}

export interface MailDatabase {
  mailQueue: MailQueueTable;
  mailboxMessages: MailboxMessagesTable;
}
