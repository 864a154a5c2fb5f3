// The Mailbox's calls (issue 36 item 1), our own endpoints (contracts/endpoints/mailbox.ts), guarded by the
// Mailbox menu entry's flags (contracts/policy.ts): L to list, V to open a message and download its attachments.
import { Router } from 'express';
import { mailboxAttachment, mailboxGet, mailboxList } from '../../contracts/endpoints/mailbox';
import { ok } from '../http';
import { translate } from '../messages';
import type { ApiContext } from '../api/context';
import { LineError, lineErrorHandler, parseWith, queryOf } from '../lines/lineHttp';
import { getMailboxMessage, listMailbox, mailboxAttachmentOf } from './mailbox';

const both = (key: 'mailbox.notFound' | 'mailbox.attachmentNotFound', params: Record<string, number>) =>
  ({ en: translate('en', { key, params }), es: translate('es', { key, params }) });

export function mailboxRoutes({ db, mail }: ApiContext): Router {
  const router = Router();
  router.get(`/${mailboxList.path}`, async (req, res) => {
    const { page, perPage } = parseWith(mailboxList.query, queryOf(req));
    const mode = mail?.mode ?? 'smtp';
    const { items, total } = mode === 'catcher' ? await listMailbox(db, page, perPage) : { items: [], total: 0 };
    ok(res, { mode, server: mail?.server ?? null, items, total });
  });
  router.get(`/${mailboxGet.path}`, async (req, res) => {
    const { id } = parseWith(mailboxGet.query, queryOf(req));
    const message = await getMailboxMessage(db, id);
    if (!message) throw new LineError(404, both('mailbox.notFound', { id }));
    ok(res, message);
  });
  router.get(`/${mailboxAttachment.path}`, async (req, res) => {
    const { id, index } = parseWith(mailboxAttachment.query, queryOf(req));
    const attachment = await mailboxAttachmentOf(db, id, index);
    if (!attachment) throw new LineError(404, both('mailbox.attachmentNotFound', { id, index }));
    res.attachment(attachment.filename);
    res.type(attachment.contentType);
    res.send(attachment.content);
  });
  router.use(lineErrorHandler);
  return router;
}
