import { Notification } from 'react-admin';

/** Spec 01 §9: a toast stays 10,000 ms (react-admin's default is 4,000). */
export const TOAST_MS = 10_000;

/** The console's toast: react-admin's, for the spec's duration. */
export const AppNotification = () => <Notification autoHideDuration={TOAST_MS} />;
