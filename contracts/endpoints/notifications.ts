/** Upload-processing notifications (spec 01 §4, §7.3), and the demo trigger ProcessBlod/SimulateProcess. */
import { z } from 'zod';
import { endpoint } from '../envelope';
import * as routes from '../routes/notifications';
import { message, recordId, text } from './fields';

export const notification = z.object({
  id: z.number().int(),
  process: z.enum(['PENDING', 'PENDING...', 'COMPLETE', 'ERROR']),
  code: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notification>;

export const notificationList = endpoint({
  ...routes.notificationList,
  query: z.object({ idUser: recordId() }),
  answer: z.array(notification),
});

export const notificationDisable = endpoint({
  ...routes.notificationDisable,
  query: z.object({ IdTransactionBlodFile: recordId() }),
  answer: z.number().int(),
});

export const notificationSimulate = endpoint({
  ...routes.notificationSimulate,
  body: z.object({ code: text(40).pipe(z.string().regex(/^[\w.-]*$/, { error: message('validation.pattern', { format: 'A-Z, 0-9, . _ -' }) })).optional() }),
  answer: notification,
});
