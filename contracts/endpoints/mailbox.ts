/**
 * The administrators' Mailbox (issue 36 item 1): what the embedded SMTP catcher received, newest first, one message
 * with its headers, text and attachments, and an attachment itself. Endpoints of our own (no documented call).
 * With SMTP_URL set mail goes to that server and nothing is kept: List answers mode 'smtp' and no messages.
 */
import { z } from 'zod';
import { endpoint } from '../envelope';
import * as routes from '../routes/mailbox';

const id = () => z.coerce.number().int().min(1);

export const MAILBOX_PAGE_SIZES = [10, 25, 50] as const;

export const mailboxRow = z.object({
  id: z.number(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  receivedAt: z.string(),
  size: z.number(),
  attachmentCount: z.number(),
});
export type MailboxRow = z.infer<typeof mailboxRow>;

export const mailboxList = endpoint({
  ...routes.mailboxList,
  summary: 'The messages the embedded SMTP catcher received, newest first (mode smtp: mail goes to SMTP_URL and nothing is kept).',
  query: z.object({ page: z.coerce.number().int().min(1).default(1), perPage: z.coerce.number().int().min(1).max(100).default(25) }),
  answer: z.object({
    mode: z.enum(['catcher', 'smtp']),
    /** the SMTP server's host:port when mode is smtp */
    server: z.string().nullable(),
    items: z.array(mailboxRow),
    total: z.number(),
  }),
});

export const mailboxAttachmentInfo = z.object({ index: z.number(), filename: z.string(), contentType: z.string(), size: z.number() });
export type MailboxAttachmentInfo = z.infer<typeof mailboxAttachmentInfo>;

export const mailboxMessage = mailboxRow.extend({
  cc: z.string(),
  date: z.string().nullable(),
  headers: z.array(z.object({ name: z.string(), value: z.string() })),
  /** the text part (or the HTML part as text): shown as text only, never as HTML */
  text: z.string(),
  attachments: z.array(mailboxAttachmentInfo),
});
export type MailboxMessage = z.infer<typeof mailboxMessage>;

export const mailboxGet = endpoint({
  ...routes.mailboxGet,
  summary: 'One received message: its headers, its text and its attachments (parsed with mailparser).',
  query: z.object({ id: id() }),
  answer: mailboxMessage,
});

export const mailboxAttachment = endpoint({
  ...routes.mailboxAttachment,
  summary: 'An attachment of a received message, as a file (a link: ?token= accepted).',
  query: z.object({ id: id(), index: z.coerce.number().int().min(0) }),
  answer: z.unknown(),
  answerKind: 'file',
});
