// The texts of Actions/Get and Actions/Apply (api/actions.ts), in English and Spanish; listed in messages.ts.
import { defineServerMessages } from '../../core/serverMessages';

export const ACTION_MESSAGES = defineServerMessages({
  'action.signOutOtherSessions.label': { en: 'Sign out my other sessions', es: 'Cerrar mis otras sesiones' },
  'action.signOutOtherSessions.description': {
    en: 'Closes every session of your user except this one (other browsers and devices must sign in again).',
    es: 'Cierra todas las sesiones de su usuario excepto esta (los demás navegadores y equipos deberán iniciar sesión de nuevo).',
  },
  'action.signOutOtherSessions.done': { en: 'Other sessions closed: {count}.', es: 'Otras sesiones cerradas: {count}.' },
  'action.dismissMyNotifications.label': { en: 'Clear my notifications', es: 'Limpiar mis notificaciones' },
  'action.dismissMyNotifications.description': {
    en: 'Disables all your notifications at once, as the bell does one by one.',
    es: 'Desactiva todas sus notificaciones a la vez, como la campana lo hace una por una.',
  },
  'action.dismissMyNotifications.done': { en: 'Notifications disabled: {count}.', es: 'Notificaciones desactivadas: {count}.' },
  'action.clearSignInLockouts.label': { en: 'Unlock sign-ins', es: 'Desbloquear inicios de sesión' },
  'action.clearSignInLockouts.description': {
    en: 'Clears the failed sign-in counters: every account and device locked out or slowed down by failed attempts may sign in again.',
    es: 'Borra los contadores de inicios de sesión fallidos: toda cuenta y todo equipo bloqueado o demorado por intentos fallidos puede volver a iniciar sesión.',
  },
  'action.clearSignInLockouts.done': {
    en: 'Failed sign-in counters cleared: {count} accounts or devices.',
    es: 'Contadores de inicios de sesión fallidos borrados: {count} cuentas o equipos.',
  },
});
