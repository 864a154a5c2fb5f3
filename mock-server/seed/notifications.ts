// Seed: a few upload-processing notifications (ProcessBlod) for the demo users, one per process state.
import { translate, type Msg } from '../shell/messages';
import type { BlodNotification, NotificationProcess } from '../core/types';

/** [user id, process, code, message, created at] */
const NOTIFICATIONS: ReadonlyArray<[number, NotificationProcess, string, Msg, string]> = [
  [1, 'COMPLETE', 'PED-20261030-001', { key: 'notification.seed.ordersLoaded', params: { count: 248 } }, '2026-10-30T14:05:00.000Z'],
  [1, 'ERROR', 'INV-20261031-014', { key: 'notification.seed.duplicateSerial', params: { row: 37, serial: 'ZTE8830041' } }, '2026-10-31T09:12:00.000Z'],
  [1, 'PENDING...', 'SIM-20261101-003', { key: 'notification.seed.simProcessing', params: { count: 1200 } }, '2026-11-01T08:40:00.000Z'],
  [1, 'PENDING', 'REM-20261101-007', { key: 'notification.seed.remissionsQueued' }, '2026-11-01T08:55:00.000Z'],
  [2, 'COMPLETE', 'PED-20261029-022', { key: 'notification.seed.ordersLoaded', params: { count: 96 } }, '2026-10-29T16:20:00.000Z'],
];

export function seedNotifications(): BlodNotification[] {
  return NOTIFICATIONS.map(([idUser, process, code, message, createdAt], i) => ({
    id: 1001 + i,
    idUser,
    process,
    code,
    // each reader gets it in their language (from the key); the text is kept for readers of the table itself
    message: translate('es', message),
    messageKey: message.key,
    messageParams: message.params ? JSON.stringify(message.params) : null,
    enabled: true,
    createdAt,
  }));
}
