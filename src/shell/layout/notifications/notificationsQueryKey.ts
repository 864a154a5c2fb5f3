import * as routes from '../../../../contracts/routes';
/** The query of the signed-in user's notifications (the bell's list; the socket's news reloads it). */
export const notificationsQueryKey = (userId: number) => [routes.notificationList.path, userId] as const;
