/** The query of the signed-in user's notifications (the bell's list; the socket's news reloads it). */
export const notificationsQueryKey = (userId: number) => ['ProcessBlod/GetNotificationBlod', userId] as const;
