import { useMemo, useRef } from 'react';
import { Notification, NotificationContext, useNotificationContext, type NotificationPayload } from 'react-admin';

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
 * react-admin's queue, whose take removes the head it returns instead of setting the queue to what it held when
 * last drawn: react-admin's own take drops a toast added in the same commit (two calls failing together, as a
 * record and its tabs do, lost "Element does not exist").
 */
const useQueueKeepingLateToasts = () => {
  const context = useNotificationContext();
  return useMemo(
    () => ({
      ...context,
      takeNotification: () => {
        const [head] = context.notifications;
        if (head) context.setNotifications((queue) => queue.filter((toast) => toast !== head));
        return head;
      },
    }),
    [context],
  );
};

/**
 * The console's toast: react-admin's, for the spec's duration. A newer toast replaces the one shown instead of
 * waiting its 10 s behind it (a barcode scanner's results come seconds apart), unless the shown one offers Undo:
 * that one keeps its time, as closing it would commit the change.
 */
export const AppNotification = () => {
  const queue = useQueueKeepingLateToasts();
  const shown = useShownToast(queue.notifications);
  const replaceShown = queue.notifications.length > 0 && shown !== undefined && !shown.notificationOptions?.undoable;
  // The shown toast is closed by its own timer run out at once, never by forcing `open` to false: a toast replaced
  // before it was ever drawn would then never run its exit, and Notification, waiting for that exit to take the
  // next one, would show nothing more
  return (
    <NotificationContext.Provider value={queue}>
      <Notification autoHideDuration={replaceShown ? 0 : TOAST_MS} />
    </NotificationContext.Provider>
  );
};
