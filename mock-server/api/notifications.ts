// The upload-processing notifications (spec 01 §7.3): GET /api/ProcessBlod/GetNotificationBlod?idUser=,
// POST /api/ProcessBlod/DisableNotification?IdTransactionBlodFile=, and a demo trigger,
// POST /api/ProcessBlod/SimulateProcess {code?}, that plays a file's processing so the real-time channel can be seen.
import { Router, type Request } from 'express';
import { authOf, requireAuth } from '../auth';
import { apiError, notFoundError, objectBody, ok } from '../http';
import { t } from '../messages';
import type { BlodNotification } from '../types';
import { validate, type Schema } from '../validation';
import type { ApiContext } from './context';

/** How long a simulated file stays PENDING before it turns COMPLETE. */
export const SIMULATED_PROCESSING_MS = 1500;

const listSchema = { idUser: { type: 'integer', required: true, min: 1 } } satisfies Schema;
const disableSchema = { IdTransactionBlodFile: { type: 'integer', required: true, min: 1 } } satisfies Schema;
const simulateSchema = {
  code: {
    type: 'string',
    maxLength: 40,
    check: (value: string) =>
      /^[\w.-]+$/.test(value) ? undefined : { key: 'validation.pattern', params: { field: 'code', format: 'A-Z, 0-9, . _ -' } },
  },
} satisfies Schema;

/** What the list answers per notification (the owner and the enabled flag stay on the server). */
const publicView = ({ id, process, code, message, createdAt }: BlodNotification) => ({ id, process, code, message, createdAt });

export function notificationRoutes({ store, notifyUser, later }: ApiContext): Router {
  const router = Router();
  const auth = requireAuth(store);

  router.get('/ProcessBlod/GetNotificationBlod', auth, (req, res) => {
    const { idUser } = validate({ ...req.query }, listSchema);
    if (idUser !== authOf(req).user.id) throw apiError(403, 'notification.otherUser');
    const own = store.state.notifications
      .filter((n) => n.idUser === idUser && n.enabled)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    ok(res, own.map(publicView));
  });

  router.post('/ProcessBlod/DisableNotification', auth, async (req, res) => {
    const { IdTransactionBlodFile: id } = validate({ ...req.query }, disableSchema);
    const notification = store.state.notifications.find((n) => n.id === id);
    if (!notification) throw notFoundError('notification.entity', id);
    if (notification.idUser !== authOf(req).user.id) throw apiError(403, 'notification.notOwn', { id });
    notification.enabled = false;
    await store.save();
    ok(res, id, t(req, 'notification.disabled'));
  });

  router.post('/ProcessBlod/SimulateProcess', auth, async (req, res) => {
    const input = validate(req.body === undefined ? {} : objectBody(req), simulateSchema);
    const { user } = authOf(req);
    const id = store.nextId(store.state.notifications);
    const code = input.code || `PRC-${id}`;
    const notification: BlodNotification = {
      id,
      idUser: user.id,
      process: 'PENDING',
      code,
      message: t(req, 'notification.pending', { code }),
      enabled: true,
      createdAt: new Date().toISOString(),
    };
    store.state.notifications.push(notification);
    await store.save();
    notifyUser(user.id);
    later(SIMULATED_PROCESSING_MS, () => finish(notification, req));
    ok(res, publicView(notification), t(req, 'notification.started'));
  });

  const finish = async (notification: BlodNotification, req: Request) => {
    notification.process = 'COMPLETE';
    notification.message = t(req, 'notification.complete', { code: notification.code });
    await store.save();
    notifyUser(notification.idUser);
  };

  return router;
}
