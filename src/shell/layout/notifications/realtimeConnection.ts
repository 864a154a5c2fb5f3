import { io, type Socket } from 'socket.io-client';
import type { NotificationDetail } from '../../../../contracts/live';

/** The event the server emits, with the user id, when one of the user's files changed state. */
export const NOTIFICATION_EVENT = 'GetNotificationBlod';

type OpenSocket = (token: string) => Socket;

/** Same origin, default path (/socket.io), the session token in the handshake. */
const openSocket: OpenSocket = (token) => io({ auth: { token } });

interface Connection {
  token: string;
  socket: Socket;
  holders: number;
}

/**
 * The app's one real-time connection. Components hold it while mounted; it closes when the last holder lets go
 * (the layout unmounting on logout), on the next tick, so React StrictMode's unmount-and-mount of effects
 * reuses the same socket instead of opening a second one. A new token (another sign-in) gets a new socket.
 */
export const createRealtimeConnection = (open: OpenSocket = openSocket) => {
  let current: Connection | undefined;
  let closing: ReturnType<typeof setTimeout> | undefined;

  const close = () => {
    clearTimeout(closing);
    closing = undefined;
    current?.socket.disconnect();
    current = undefined;
  };

  const hold = (token: string): { socket: Socket; release: () => void } => {
    clearTimeout(closing);
    closing = undefined;
    if (current && current.token !== token) close();
    current ??= { token, socket: open(token), holders: 0 };
    const connection = current;
    connection.holders += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      connection.holders -= 1;
      if (connection === current && connection.holders === 0) closing = setTimeout(close, 0);
    };
    return { socket: connection.socket, release };
  };

  return { hold, close, isOpen: () => current !== undefined };
};

export const realtimeConnection = createRealtimeConnection();

/**
 * Listens on the socket for the user's notifications, and for its reconnections: after a dropped connection the
 * server may have written notifications nobody heard, so `onReconnect` fetches the list again (it replaces the
 * list: none is shown twice, and no "received" toast is repeated). Answers the function that stops listening.
 */
export function followNotifications(
  socket: Pick<Socket, 'on' | 'off' | 'connected'>,
  { onNotification, onReconnect }: { onNotification: (userId: unknown, detail?: NotificationDetail) => void; onReconnect: () => void },
): () => void {
  let connectedBefore = socket.connected;
  const onConnect = () => {
    if (connectedBefore) onReconnect();
    connectedBefore = true;
  };
  socket.on(NOTIFICATION_EVENT, onNotification);
  socket.on('connect', onConnect);
  return () => {
    socket.off(NOTIFICATION_EVENT, onNotification);
    socket.off('connect', onConnect);
  };
}
