// The console's e-mail (issue 36 item 1): nodemailer sends through SMTP_URL when it is set (e.g.
// smtp://user:pass@host:587); otherwise the embedded catcher (catcher.ts) is started and everything is sent to it,
// to be read on the administrators' Mailbox page. Messages go through the queue in the database (queue.ts).
import nodemailer, { type Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import { translate, type Msg } from '../messages';
import type { NotificationProcess } from '../../core/types';
import { startCatcher, type Catcher } from './catcher';
import { MailQueue, type QueueOptions, type QueuedMail } from './queue';

export { QueueFull, SendFailure, type OutgoingMail, type QueuedMail } from './queue';

/** Where mail goes: the embedded catcher (kept in the Mailbox) or a real SMTP server (nothing kept). */
export type MailMode = 'catcher' | 'smtp';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** How long a connection, the server's greeting and a silent socket may take before the attempt fails. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export interface MailOptions extends QueueOptions {
  /** A real SMTP server (default SMTP_URL); '' or none: the embedded catcher. */
  smtpUrl?: string;
  /** The catcher's port (default SMTP_CATCHER_PORT, else 0: a free one). */
  catcherPort?: number;
  /** The sender (default MAIL_FROM, else the console's no-reply address). */
  from?: string;
}

export interface MailService {
  mode: MailMode;
  /** the catcher's address when it runs */
  catcher?: { host: string; port: number };
  /** the SMTP server's host and port (no credentials) when SMTP_URL is set */
  server?: string;
  queue: MailQueue;
  close(): Promise<void>;
}

/** nodemailer's transport for an SMTP URL, with time limits unless the URL names its own. */
export function transportFor(smtpUrl: string): Transporter {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(TIMEOUTS)) if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
  return nodemailer.createTransport(url.toString());
}

/** MAIL_RETRY_DELAYS_MS ("30000,120000,..."): the waits between attempts; unset, empty or unreadable: the defaults. */
export const parseDelays = (text: string | undefined): number[] | undefined => {
  const parts = (text ?? '').split(',').map((part) => part.trim()).filter((part) => part !== '');
  const delays = parts.map(Number);
  return delays.length > 0 && delays.every((n) => Number.isFinite(n) && n >= 0) ? delays : undefined;
};

/** Starts the mail service: the catcher (without an SMTP URL), the transport and the queue's worker. */
export async function createMailService(
  db: Kysely<Database>,
  notifyUser: (userId: number) => void,
  options: MailOptions = {},
): Promise<MailService> {
  const smtpUrl = options.smtpUrl ?? process.env.SMTP_URL ?? '';
  const from = options.from ?? process.env.MAIL_FROM ?? 'Consola administrativa <no-reply@console.local>';
  let catcher: Catcher | undefined;
  let transport: Transporter;
  if (smtpUrl) {
    transport = transportFor(smtpUrl);
  } else {
    catcher = await startCatcher(db, options.catcherPort ?? (Number(process.env.SMTP_CATCHER_PORT) || 0));
    transport = nodemailer.createTransport({ host: catcher.host, port: catcher.port, secure: false, ignoreTLS: true, ...TIMEOUTS });
  }
  const send = async (mail: QueuedMail) => {
    await transport.sendMail({
      from, to: mail.to, subject: mail.subject, text: mail.textBody, html: mail.htmlBody,
      attachments: mail.attachment && mail.attachmentName ? [{ filename: mail.attachmentName, content: Buffer.from(mail.attachment), contentType: XLSX_TYPE }] : [],
    });
  };
  const notify = async (userId: number, process: NotificationProcess, msg: Msg, code: string) => {
    await db.insertInto('notifications').values({
      idUser: userId, code, enabled: true, createdAt: new Date().toISOString(), process,
      message: translate('es', msg), messageKey: msg.key, messageParams: JSON.stringify(msg.params ?? {}),
    }).execute();
    notifyUser(userId);
  };
  const queue = new MailQueue(db, send, notify, { retryDelaysMs: parseDelays(process.env.MAIL_RETRY_DELAYS_MS), ...options });
  queue.start();
  const serverName = smtpUrl ? (() => { const u = new URL(smtpUrl); return `${u.hostname}:${u.port || (u.protocol === 'smtps:' ? 465 : 587)}`; })() : undefined;
  return {
    mode: catcher ? 'catcher' : 'smtp',
    catcher: catcher ? { host: catcher.host, port: catcher.port } : undefined,
    server: serverName,
    queue,
    close: async () => {
      await queue.stop();
      transport.close();
      await catcher?.close();
    },
  };
}
