// The upload-processing notifications (spec 01 §7.3): GET /api/ProcessBlod/GetNotificationBlod?idUser=,
// POST /api/ProcessBlod/DisableNotification?IdTransactionBlodFile=, and a demo trigger,
// POST /api/ProcessBlod/SimulateProcess {code?}, that plays a file's processing so the real-time channel can be seen.
import { Router, type Request } from 'express';
import { sql } from 'kysely';
import { authOf } from '../../core/actor';
import { handle, reply } from '../../core/handle';
import { records } from '../../core/records';
import { recordNotFound, refuse } from '../../core/refuse';
import { isMessageKey, languageOf, translate, type Msg } from '../messages';
import type { BlodNotification } from '../../core/types';
import { notificationDisable, notificationList, notificationSimulate } from '../../../contracts/endpoints/notifications';
import type { ApiContext } from './context';

/** How long a simulated file stays PENDING before it turns COMPLETE. */
export const SIMULATED_PROCESSING_MS = 1500;

/**
 * What the list answers per notification (the owner and the enabled flag stay on the server), its message in the
 * reader's language when it was written as a message key.
 */
const publicView = (req: Request, { id, process, code, message, messageKey, messageParams, createdAt }: BlodNotification) => ({
  id,
  process,
  code,
  message: isMessageKey(messageKey)
    ? translate(languageOf(req), { key: messageKey, params: (typeof messageParams === 'string' ? JSON.parse(messageParams) : messageParams) ?? undefined })
    : message,
  createdAt,
});

/** A notification's message written as a key, with its parameters, and as text in Spanish for the table's readers. */
const written = (msg: Msg) => ({ message: translate('es', msg), messageKey: msg.key, messageParams: msg.params ? JSON.stringify(msg.params) : null });

export function notificationRoutes({ db, notifyUser, later }: ApiContext): Router {
  const router = Router();

  handle(router, notificationList, async ({ query: { idUser }, req }) => {
    if (idUser !== authOf(req).user.id) refuse(403, 'notification.otherUser');
    const own = await db.selectFrom('notifications').selectAll().where('idUser', '=', idUser).where('enabled', '=', true).execute();
    own.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    return own.map((row) => publicView(req, row as BlodNotification));
  });

  // the id travels in the query string; the bell sends no body
  handle(router, notificationDisable, async ({ query: { IdTransactionBlodFile: id }, req, say }) => {
    const notification = await db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
    if (!notification) throw recordNotFound('notification.entity', id);
    if (notification.idUser !== authOf(req).user.id) refuse(403, 'notification.notOwn', { id });
    // a notification's writes are the server's own: versioned, not audited (one statement)
    await records.save(db, 'notifications', id, { enabled: false }, { actor: null });
    return reply(id, say('notification.disabled'));
  });

  handle(router, notificationSimulate, async ({ body: input, req, say }) => {
    const { user } = authOf(req);
    const notification: BlodNotification = await db.transaction().execute(async (tx) => {
      // the default code names the new id: take it from the sequence first
      const { id } = (await sql<{ id: number }>`select nextval(pg_get_serial_sequence('notifications', 'id'))::int as id`.execute(tx)).rows[0];
      const code = input.code || `PRC-${id}`;
      const row = { id, idUser: user.id, process: 'PENDING' as const, code, ...written({ key: 'notification.pending', params: { code } }), enabled: true, createdAt: new Date().toISOString() };
      await tx.insertInto('notifications').values(row).execute();
      return row;
    });
    notifyUser(user.id);
    later(SIMULATED_PROCESSING_MS, () => finish(notification));
    return reply(publicView(req, notification), say('notification.started'));
  });

  const finish = async (notification: BlodNotification) => {
    const message = written({ key: 'notification.complete', params: { code: notification.code } });
    await records.save(db, 'notifications', notification.id, { process: 'COMPLETE', ...message }, { actor: null });
    notifyUser(notification.idUser);
  };

  return router;
}
