import { useRef } from 'react';
import { Notification, useNotificationContext, type NotificationPayload } from 'react-admin';

/** Spec 01 §9: a toast stays 10,000 ms (react-admin's default is 4,000). */
export const TOAST_MS = 10_000;

/**
 * The toast react-admin's Notification shows now: the one that last left the queue (it takes the queue's head to
 * show it). Kept in a ref: it changes only when the queue does, and reading it must not render again.
 */
const useShownToast = (queue: NotificationPayload[]) => {
  const shown = useRef<NotificationPayload | undefined>(undefined);
  const lastQueue = useRef(queue);
  if (lastQueue.current !== queue) {
    const taken = lastQueue.current.find((toast) => !queue.includes(toast));
    if (taken) shown.current = taken;
    lastQueue.current = queue;
  }
  return shown.current;
};

/**
 * The console's toast: react-admin's, for the spec's duration. A newer toast replaces the one shown instead of
 * waiting its 10 s behind it (a barcode scanner's results come seconds apart), unless the shown one offers Undo:
 * that one keeps its time, as closing it would commit the change.
 */
export const AppNotification = () => {
  const { notifications } = useNotificationContext();
  const shown = useShownToast(notifications);
  const replaceShown = notifications.length > 0 && shown !== undefined && !shown.notificationOptions?.undoable;
  // Notification spreads its other props onto the Snackbar after its own `open`: false closes the shown toast,
  // and when it has gone Notification takes the next one as usual
  return <Notification autoHideDuration={TOAST_MS} {...(replaceShown ? { open: false } : {})} />;
};
