import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import type { NotificationDetail } from '../../../../contracts/live';
import { sessionToken, sessionUserId } from '../../auth/session';
import { holdSocketWhenIdle } from './holdSocketWhenIdle';
import { notificationsQueryKey } from './notificationsQueryKey';

/**
 * Keeps the app's socket.io connection while the signed-in layout is shown. GetNotificationBlod with the
 * user's id reloads the notification list and shows "Notification received"; a reconnection after a dropped
 * connection reloads the list (quietly). The socket.io client is loaded
 * and connected once the first screen is drawn (when the browser is idle), so it never delays it.
 */
export const useRealtimeNotifications = () => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const token = sessionToken();
  useEffect(() => {
    if (!token) return undefined;
    const onNotification = (userId: unknown, detail?: NotificationDetail) => {
      const ownId = Number(sessionUserId());
      if (Number(userId) !== ownId) return;
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey(ownId) });
      // the user's own clean-up (quiet) must not hide its own confirmation behind "Notification received"
      if (!detail?.quiet) notify('app.layout.notifications.received', { type: 'info' });
    };
    const onReconnect = () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey(Number(sessionUserId())) });
    return holdSocketWhenIdle(token, (socket, { followNotifications }) => followNotifications(socket, { onNotification, onReconnect }));
  }, [token, queryClient, notify]);
};
