// The Mailbox's calls (issue 36 item 1), our own endpoints (contracts/endpoints/mailbox.ts), guarded by the
// Mailbox menu entry's flags (contracts/policy.ts): L to list, V to open a message and download its attachments.
import { Router } from 'express';
import { mailboxAttachment, mailboxGet, mailboxList } from '../../../contracts/endpoints/mailbox';
import { ANSWERED, handle } from '../../core/handle';
import { refuse } from '../../core/refuse';
import type { ApiContext } from '../api/context';
import { getMailboxMessage, listMailbox, mailboxAttachmentOf } from './mailbox';

export function mailboxRoutes({ db, mail }: ApiContext): Router {
  const router = Router();
  handle(router, mailboxList, async ({ query: { page, perPage } }) => {
    const mode = mail?.mode ?? 'smtp';
    const { items, total } = mode === 'catcher' ? await listMailbox(db, page, perPage) : { items: [], total: 0 };
    return { mode, server: mail?.server ?? null, items, total };
  });
  handle(router, mailboxGet, async ({ query: { id } }) => {
    const message = await getMailboxMessage(db, id);
    if (!message) refuse(404, 'mailbox.notFound', { id });
    return message;
  });
  handle(router, mailboxAttachment, async ({ query: { id, index }, res }) => {
    const attachment = await mailboxAttachmentOf(db, id, index);
    if (!attachment) refuse(404, 'mailbox.attachmentNotFound', { id, index });
    res.attachment(attachment.filename);
    res.type(attachment.contentType);
    res.send(attachment.content);
    return ANSWERED;
  });
  return router;
}
