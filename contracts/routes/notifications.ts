/** The routes of contracts/endpoints/notifications.ts. */
export const notificationList = { method: 'GET', path: 'ProcessBlod/GetNotificationBlod' } as const;
export const notificationDisable = { method: 'POST', path: 'ProcessBlod/DisableNotification' } as const;
export const notificationSimulate = { method: 'POST', path: 'ProcessBlod/SimulateProcess' } as const;
