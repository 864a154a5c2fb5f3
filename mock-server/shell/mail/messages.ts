// The texts of the e-mail (issue 36 item 1): the report mail itself, the send call's answers, the notifications
// of a retried mail, the Mailbox's refusals. In English and Spanish; listed in messages.ts.
import { defineServerMessages } from '../../core/serverMessages';

export const MAIL_MESSAGES = defineServerMessages({
  'mail.report.subject': { en: 'Report: {name}', es: 'Reporte: {name}' },
  'mail.report.body': {
    en: 'Hello,\n\nAttached is the report "{name}" ({rows} rows), exported from the back office console on {date}.\n\nThis message was sent automatically; please do not reply.',
    es: 'Hola:\n\nAdjunto encontrará el reporte "{name}" ({rows} filas), exportado desde la consola administrativa el {date}.\n\nEste mensaje se envió automáticamente; por favor no lo responda.',
  },
  'mail.willRetry': {
    en: 'The report was not sent: the mail server did not take it ({reason}). It stays queued and will be retried at {at}.',
    es: 'El reporte no se envió: el servidor de correo no lo recibió ({reason}). Queda en cola y se reintentará a las {at}.',
  },
  'mail.gaveUp': {
    en: 'The report was not sent: the mail server did not take it ({reason}), and no attempts are left.',
    es: 'El reporte no se envió: el servidor de correo no lo recibió ({reason}) y no quedan más intentos.',
  },
  'mail.tooLarge': {
    en: 'The report is too large to e-mail: its .xlsx takes {size} and the limit is {limit}. Narrow its parameters or filters and try again.',
    es: 'El reporte es demasiado grande para enviarlo por correo: su .xlsx ocupa {size} y el límite es {limit}. Acote sus parámetros o filtros e intente de nuevo.',
  },
  'mail.queueFullUser': {
    en: 'You already have {count} e-mails waiting to be sent (at most {limit}). Try again once they have gone or given up.',
    es: 'Ya tiene {count} correos esperando envío (máximo {limit}). Intente de nuevo cuando se hayan enviado o descartado.',
  },
  'mail.queueFullSystem': {
    en: 'The mail queue is full ({limit} e-mails waiting to be sent). Try again later.',
    es: 'La cola de correo está llena ({limit} correos esperando envío). Intente de nuevo más tarde.',
  },
  'mail.notification.sent': {
    en: 'The e-mail "{subject}" to {to} was sent after {attempts} attempts.',
    es: 'El correo "{subject}" para {to} se envió después de {attempts} intentos.',
  },
  'mail.notification.gaveUp': {
    en: 'The e-mail "{subject}" to {to} could not be sent after {attempts} attempts: {reason}',
    es: 'El correo "{subject}" para {to} no se pudo enviar después de {attempts} intentos: {reason}',
  },
  'mail.sentNotFound': { en: 'The sent report {id} does not exist.', es: 'El reporte enviado {id} no existe.' },
  'mailbox.notFound': { en: 'The message {id} is not in the mailbox.', es: 'El mensaje {id} no está en el buzón.' },
  'mailbox.attachmentNotFound': {
    en: 'The message {id} has no attachment number {index}.',
    es: 'El mensaje {id} no tiene el adjunto número {index}.',
  },
});
