import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { sessionToken, sessionUserId } from '../../auth/session';
import { NOTIFICATION_EVENT, realtimeConnection } from './realtimeConnection';
import { notificationsQueryKey } from './useNotifications';

/** Spec 01 §9: toasts stay 10 s. */
const TOAST_MS = 10_000;

/**
 * Keeps the app's socket.io connection while the signed-in layout is shown. GetNotificationBlod with the
 * user's id reloads the notification list and shows "Notification received".
 */
export const useRealtimeNotifications = () => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const token = sessionToken();
  useEffect(() => {
    if (!token) return undefined;
    const { socket, release } = realtimeConnection.hold(token);
    const onNotification = (userId: unknown) => {
      const ownId = Number(sessionUserId());
      if (Number(userId) !== ownId) return;
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey(ownId) });
      notify('app.layout.notifications.received', { type: 'info', autoHideDuration: TOAST_MS });
    };
    socket.on(NOTIFICATION_EVENT, onNotification);
    return () => {
      socket.off(NOTIFICATION_EVENT, onNotification);
      release();
    };
  }, [token, queryClient, notify]);
};
