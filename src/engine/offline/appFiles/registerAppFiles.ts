import { whenIdle } from '../../../boot/whenIdle';

/**
 * Asks the browser to keep the console's own files on the device (the service worker built into sw.js, issue 51), so
 * it opens and reloads with no connection. Once the first screen is drawn, never before: the worker's install
 * downloads every built file, and the first screen's requests go first. Built apps only (the dev server has no
 * sw.js), and a browser that refuses (private mode, an http:// address that is not localhost) just goes without.
 */
export function registerAppFiles(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  whenIdle(() => void navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL }).catch(() => undefined), 5000);
}
