// The background upload's notifications, written through the shell's notifications table as a message key and
// parameters (each reader gets them in their language) and pushed on the socket (GetNotificationBlod). The one
// place this line writes notifications.
import type { Kysely } from 'kysely';
import { records } from '../../core/records';
import type { Database } from '../../core/db/schema';
import type { BothLanguages } from './schema';
import { translate, type Msg } from '../../shell/messages';
import type { NotificationProcess } from '../../core/types';

export type UploadProgress =
  | { process: 'PENDING' | 'PENDING...'; file: string }
  | { process: 'COMPLETE'; file: string; count: number }
  | { process: 'ERROR'; file: string; reason: BothLanguages };

const messageOf = (p: UploadProgress): Msg => {
  switch (p.process) {
    case 'PENDING': return { key: 'upload.notification.pending', params: { file: p.file } };
    case 'PENDING...': return { key: 'upload.notification.processing', params: { file: p.file } };
    case 'COMPLETE': return { key: 'upload.notification.complete', params: { file: p.file, count: p.count } };
    case 'ERROR': return { key: 'upload.notification.error', params: { file: p.file, en: p.reason.en, es: p.reason.es } };
  }
};

const columnsOf = (p: UploadProgress) => {
  const msg = messageOf(p);
  return { process: p.process as NotificationProcess, message: translate('es', msg), messageKey: msg.key, messageParams: JSON.stringify(msg.params ?? {}) };
};

/** Creates the PENDING notification of a queued file; answers its id. */
export async function notifyQueued(db: Kysely<Database>, notifyUser: (id: number) => void, userId: number, code: string, file: string): Promise<number> {
  const { id } = await records.save(db, 'notifications', undefined, {
    idUser: userId, code, enabled: true, createdAt: new Date().toISOString(), ...columnsOf({ process: 'PENDING', file }),
  }, { actor: null });
  notifyUser(userId);
  return id;
}

/** Moves a notification on (PENDING... → COMPLETE or ERROR) and tells its user's sockets. */
export async function notifyProgress(db: Kysely<Database>, notifyUser: (id: number) => void, id: number, userId: number, progress: UploadProgress): Promise<void> {
  // the server's own write: versioned (a reader's stale copy is refused), not audited
  await records.save(db, 'notifications', id, columnsOf(progress), { actor: null });
  notifyUser(userId);
}
