import { defineMessages } from '../../shell/i18n/defineMessages';

/**
 * Texts of the bulk edit offline (issue 51), under app.engine.bulk.offline. Their own slot, added when the bulk
 * editor's chunk loads (useOfflineBulk.ts), as the offline banner's are: the list's first screen carries none of them
 * (bulk/messages.ts is in the console's catalogue, loaded with the first screen).
 */
export const bulkOfflineMessages = defineMessages({
  en: {
    app: {
      engine: {
        bulk: {
          offline: {
            intro:
              'You are offline: the server cannot preview this change. It is made here on the rows read on this device and sent row by row when the connection is back; a row changed meanwhile is merged, or waits on Conflicts for your decision.',
            save: 'Save for %{smart_count} row on this device |||| Save for %{smart_count} rows on this device',
            unread:
              '%{smart_count} of the %{total} rows was not read on this device and cannot be changed offline. |||| %{smart_count} of the %{total} rows were not read on this device and cannot be changed offline.',
            none_read: 'None of these rows was read on this device: they can be changed when the connection is back.',
            confirm_title: 'Save the bulk edit on this device?',
            confirm_content:
              '%{smart_count} row changes here at once and is sent when the connection is back. The server has not checked it yet: a value it refuses waits on Conflicts. |||| %{smart_count} rows change here at once and are sent when the connection is back. The server has not checked them yet: a value it refuses waits on Conflicts.',
            saving: 'Saving on this device… %{done} of %{total} rows',
            saved:
              'Saved on this device: %{smart_count} row is sent when the connection is back. |||| Saved on this device: %{smart_count} rows are sent when the connection is back.',
          },
        },
      },
    },
  },
  es: {
    app: {
      engine: {
        bulk: {
          offline: {
            intro:
              'Sin conexión: el servidor no puede mostrar la vista previa de este cambio. Se hace aquí en las filas leídas en este dispositivo y se envía fila por fila cuando vuelva la conexión; una fila cambiada entretanto se combina, o espera su decisión en Conflictos.',
            save: 'Guardar %{smart_count} fila en este dispositivo |||| Guardar %{smart_count} filas en este dispositivo',
            unread:
              '%{smart_count} de las %{total} filas no se leyó en este dispositivo y no puede cambiarse sin conexión. |||| %{smart_count} de las %{total} filas no se leyeron en este dispositivo y no pueden cambiarse sin conexión.',
            none_read: 'Ninguna de estas filas se leyó en este dispositivo: podrán cambiarse cuando vuelva la conexión.',
            confirm_title: '¿Guardar la edición masiva en este dispositivo?',
            confirm_content:
              '%{smart_count} fila cambia aquí enseguida y se envía cuando vuelva la conexión. El servidor aún no la ha revisado: un valor que rechace espera en Conflictos. |||| %{smart_count} filas cambian aquí enseguida y se envían cuando vuelva la conexión. El servidor aún no las ha revisado: un valor que rechace espera en Conflictos.',
            saving: 'Guardando en este dispositivo… %{done} de %{total} filas',
            saved:
              'Guardado en este dispositivo: %{smart_count} fila se envía cuando vuelva la conexión. |||| Guardado en este dispositivo: %{smart_count} filas se envían cuando vuelva la conexión.',
          },
        },
      },
    },
  },
});
