// What the API modules share: the store and the real-time channel.
import type { Store } from '../store';

export interface ApiContext {
  store: Store;
  /** Disconnects the sockets opened with a session (called on logout). */
  disconnectSession(sessionId: string): void;
  /** Emits GetNotificationBlod (payload: the user id) to that user's sockets. */
  notifyUser(userId: number): void;
  /** Runs a task after a delay, unless the server closes first (simulated background processing). */
  later(delayMs: number, task: () => Promise<void> | void): void;
}
