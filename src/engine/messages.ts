import { defineMessages } from '../shell/i18n/defineMessages';

/** Texts of the engine's own parts (tab badges, export, save conflicts, history), under app.engine. */
export const engineMessages = defineMessages({
  en: {
    app: {
      engine: {
        // spec 01 §8: every save says so with the same text
        saved: 'Successful process.',
        // the pager when the total is the database's estimate (a big table without a search)
        page_range_about: '%{offsetBegin}-%{offsetEnd} of about %{total}',
        tabs: {
          general: 'General',
          save_first: 'Save this record first: its %{name} can be added once it exists.',
          invalid: '%{smart_count} invalid field |||| %{smart_count} invalid fields',
        },
        export: {
          yes: 'Yes',
          no: 'No',
          failed: 'The export could not be completed: %{error}',
        },
        live: {
          changed: 'Changed by %{name} at %{time}',
          deleted: 'Deleted by %{name} at %{time}',
          reload: 'Reload',
          rows: {
            create: '%{smart_count} row added by %{name} |||| %{smart_count} rows added by %{name}',
            update: '%{smart_count} row updated by %{name} |||| %{smart_count} rows updated by %{name}',
            state: '%{smart_count} row updated by %{name} |||| %{smart_count} rows updated by %{name}',
            delete: '%{smart_count} row removed by %{name} |||| %{smart_count} rows removed by %{name}',
          },
        },
        conflict: {
          title: 'Someone else saved this record',
          reload: 'Reload',
          reloading: 'Loading the current record…',
          reloaded:
            'The current record is loaded. The fields you changed keep your values: save to apply them over it, or discard your changes.',
          discard: 'Discard my changes',
          dismiss: 'Close',
          changed: '%{name} changed %{field} to “%{value}” (%{at}): it comes in with Reload.',
          both: 'You and %{name} both changed %{field}. Which value stays?',
          keepMine: 'Mine: “%{value}”',
          keepTheirs: '%{name}’s: “%{value}”',
          choose: 'Choose a value for each field you both changed, then Reload.',
        },
        history: {
          tab: 'History',
          loading: 'Loading the record’s history…',
          empty: 'No change of this record has been recorded yet.',
          error: 'The history could not be loaded: %{error}',
          retry: 'Try again',
          nothing: 'No field changed',
          empty_value: '(empty)',
          list: 'Changes of this record, newest first',
          actions: {
            create: 'Created',
            update: 'Changed',
            delete: 'Deleted',
            state: 'Status changed',
          },
        },
      },
    },
  },
  es: {
    app: {
      engine: {
        saved: 'Proceso exitoso.',
        page_range_about: '%{offsetBegin}-%{offsetEnd} de aproximadamente %{total}',
        tabs: {
          general: 'Datos generales',
          save_first: 'Guarde primero este registro: podrá agregar sus %{name} cuando exista.',
          invalid: '%{smart_count} campo inválido |||| %{smart_count} campos inválidos',
        },
        export: {
          yes: 'Sí',
          no: 'No',
          failed: 'No se pudo completar la exportación: %{error}',
        },
        live: {
          changed: 'Modificado por %{name} a las %{time}',
          deleted: 'Eliminado por %{name} a las %{time}',
          reload: 'Recargar',
          rows: {
            create: '%{smart_count} fila agregada por %{name} |||| %{smart_count} filas agregadas por %{name}',
            update: '%{smart_count} fila actualizada por %{name} |||| %{smart_count} filas actualizadas por %{name}',
            state: '%{smart_count} fila actualizada por %{name} |||| %{smart_count} filas actualizadas por %{name}',
            delete: '%{smart_count} fila eliminada por %{name} |||| %{smart_count} filas eliminadas por %{name}',
          },
        },
        conflict: {
          title: 'Otra persona guardó este registro',
          reload: 'Recargar',
          reloading: 'Cargando el registro actual…',
          reloaded:
            'El registro actual está cargado. Los campos que usted cambió conservan sus valores: guarde para aplicarlos sobre él, o descarte sus cambios.',
          discard: 'Descartar mis cambios',
          dismiss: 'Cerrar',
          changed: '%{name} cambió %{field} a «%{value}» (%{at}): llega al recargar.',
          both: 'Usted y %{name} cambiaron %{field}. ¿Qué valor se queda?',
          keepMine: 'El mío: «%{value}»',
          keepTheirs: 'El de %{name}: «%{value}»',
          choose: 'Elija un valor para cada campo que ambos cambiaron y luego recargue.',
        },
        history: {
          tab: 'Historial',
          loading: 'Cargando el historial del registro…',
          empty: 'Aún no hay cambios registrados de este registro.',
          error: 'No se pudo cargar el historial: %{error}',
          retry: 'Reintentar',
          nothing: 'Ningún campo cambió',
          empty_value: '(vacío)',
          list: 'Cambios de este registro, del más reciente al más antiguo',
          actions: {
            create: 'Creado',
            update: 'Modificado',
            delete: 'Eliminado',
            state: 'Estado cambiado',
          },
        },
      },
    },
  },
});
