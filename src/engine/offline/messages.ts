import { defineMessages } from '../../shell/i18n/defineMessages';

/**
 * The offline state's texts (issue 51), under app.engine.offline: the banner's, the Conflicts page's and the notice of
 * a save kept on this device. Their own slot, added when the banner's chunk loads (after the first screen), so the
 * first screen's code does not carry them (OfflineBanner.tsx `useOfflineMessages`).
 */
export const offlineMessages = defineMessages({
  en: {
    app: {
      engine: {
        offline: {
          offline: 'You are offline: what you have opened stays readable, and what you save is kept here and sent when the connection is back.',
          waiting: 'You are offline. %{smart_count} change waits to be sent when the connection is back. |||| You are offline. %{smart_count} changes wait to be sent when the connection is back.',
          sending: 'Sending %{smart_count} change saved offline… |||| Sending %{smart_count} changes saved offline…',
          setAside: '%{smart_count} change saved offline needs your decision. |||| %{smart_count} changes saved offline need your decision.',
          review: 'Review',
          queuedSave: 'Saved on this device: it is sent when the connection is back.',
          title: 'Conflicts',
          intro: 'Changes you saved offline that could not be applied as they were. Nothing of them is saved until you decide.',
          empty: 'Nothing waits for your decision: every change saved offline was applied.',
          savedAt: 'Set aside %{at}',
          conflict: 'This record changed on the server while you were offline.',
          merges: 'Your change of %{field} to “%{value}” is kept.',
          theirsKept: '%{name} changed %{field} to “%{value}” (%{at}): it stays.',
          deleted: 'This record was deleted while you were offline: your change was not applied, and the record was not created again.',
          refused: 'The server refused this change: %{message}',
          apply: 'Apply',
          sendAgain: 'Send again',
          applied: 'Your change was applied.',
          discard: 'Discard my change',
          discardTitle: 'Discard this change?',
          discardContent: 'What you changed in this record offline is lost.',
          dismiss: 'Close',
          open: 'Open the record',
          choose: 'Choose a value for each field you both changed, then Apply.',
          needsConnection: 'Applying needs the connection.',
          needsConnectionAction: 'You are offline: this is done by the server, so it waits for the connection.',
          exportNeedsConnection: 'Offline: the export reads every row from the server, so it waits for the connection.',
          signOutTitle: 'Sign out with changes not sent?',
          signOutContent: '%{smart_count} change saved offline has not been sent yet. It stays on this device, and is sent the next time you sign in here. |||| %{smart_count} changes saved offline have not been sent yet. They stay on this device, and are sent the next time you sign in here.',
        },
      },
    },
  },
  es: {
    app: {
      engine: {
        offline: {
          offline: 'Sin conexión: lo que ya abrió sigue legible, y lo que guarde se conserva aquí y se envía cuando vuelva la conexión.',
          waiting: 'Sin conexión. %{smart_count} cambio espera a enviarse cuando vuelva la conexión. |||| Sin conexión. %{smart_count} cambios esperan a enviarse cuando vuelva la conexión.',
          sending: 'Enviando %{smart_count} cambio guardado sin conexión… |||| Enviando %{smart_count} cambios guardados sin conexión…',
          setAside: '%{smart_count} cambio guardado sin conexión necesita su decisión. |||| %{smart_count} cambios guardados sin conexión necesitan su decisión.',
          review: 'Revisar',
          queuedSave: 'Guardado en este dispositivo: se envía cuando vuelva la conexión.',
          title: 'Conflictos',
          intro: 'Cambios que guardó sin conexión y que no pudieron aplicarse tal cual. Nada de ellos se guarda hasta que usted decida.',
          empty: 'Nada espera su decisión: todos los cambios guardados sin conexión se aplicaron.',
          savedAt: 'Apartado %{at}',
          conflict: 'Este registro cambió en el servidor mientras usted estaba sin conexión.',
          merges: 'Su cambio de %{field} a «%{value}» se conserva.',
          theirsKept: '%{name} cambió %{field} a «%{value}» (%{at}): se queda.',
          deleted: 'Este registro se eliminó mientras usted estaba sin conexión: su cambio no se aplicó y el registro no se volvió a crear.',
          refused: 'El servidor rechazó este cambio: %{message}',
          apply: 'Aplicar',
          sendAgain: 'Enviar de nuevo',
          applied: 'Su cambio se aplicó.',
          discard: 'Descartar mi cambio',
          discardTitle: '¿Descartar este cambio?',
          discardContent: 'Lo que cambió en este registro sin conexión se pierde.',
          dismiss: 'Cerrar',
          open: 'Abrir el registro',
          choose: 'Elija un valor para cada campo que ambos cambiaron y luego aplique.',
          needsConnection: 'Aplicar necesita la conexión.',
          needsConnectionAction: 'Sin conexión: esto lo hace el servidor, así que espera a que vuelva la conexión.',
          exportNeedsConnection: 'Sin conexión: la exportación lee todas las filas del servidor, así que espera a la conexión.',
          signOutTitle: '¿Cerrar sesión con cambios sin enviar?',
          signOutContent: '%{smart_count} cambio guardado sin conexión aún no se ha enviado. Se queda en este dispositivo y se envía la próxima vez que inicie sesión aquí. |||| %{smart_count} cambios guardados sin conexión aún no se han enviado. Se quedan en este dispositivo y se envían la próxima vez que inicie sesión aquí.',
        },
      },
    },
  },
});
