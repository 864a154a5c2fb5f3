// What the API modules share: the database, the data folder and the real-time channel.
import type { NotificationDetail } from '../../../contracts/live';
import type { Db } from '../../core/db/open';
import type { MailService } from '../mail/index';

export interface ApiContext {
  db: Db;
  /** The data folder (uploaded files live in its uploads/ directory). */
  dataDir: string;
  /** Disconnects the sockets opened with a session (called on logout). */
  disconnectSession(sessionId: string): void;
  /** Emits GetNotificationBlod (payload: the user id) to that user's sockets. */
  notifyUser(userId: number, detail?: NotificationDetail): void;
  /** Emits an event to every signed-in socket. */
  broadcast(event: string, payload?: unknown): void;
  /** Runs a task after a delay, unless the server closes first (simulated background processing). */
  later(delayMs: number, task: () => Promise<void> | void): void;
  /** E-mail: the queue and where mail goes (the embedded catcher or SMTP_URL); absent where no mail is sent. */
  mail?: MailService;
}
