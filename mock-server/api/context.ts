// What the API modules share: the store and the real-time channel.
import type { Store } from '../store';

export interface ApiContext {
  store: Store;
  /** Disconnects the sockets opened with a session (called on logout). */
  disconnectSession(sessionId: string): void;
}
