import { defineMessages } from '../../shell/i18n/defineMessages';

/**
 * The integration console's texts (spec 02 §2.3, §8), under app.satelliteTv. The spec's own names (columns, the
 * filter modal's fields, Applyfilter, New State, Changes State, "Successful process.") are the same in both languages.
 */
const spec = {
  columns: { index: '#', id: 'Id', source: 'Source', state: 'State', internal: 'Internal', document: 'Document', name: 'Name', date: 'Date', tools: 'Tools' },
  filterFields: {
    id: 'Id', state: 'State', documentId: 'Document Id', name: 'Name', source: 'Source', transactionId: 'Transaction Id', messageId: 'Message Id', error: 'Error',
  },
  applyFilter: 'Applyfilter',
  newState: 'New State',
  changesState: 'Changes State',
  successfulProcess: 'Successful process.',
};

export const consoleMessages = defineMessages({
  en: { app: { satelliteTv: {
    loading: 'Loading…',
    empty: 'No records to show',
    pageOf: '%{from}–%{to} of %{count}',
    refresh: 'Refresh',
    cancel: 'Cancel',
    close: 'Close',
    save: 'Save',
    copy: 'Copy',
    copied: 'Copied to the clipboard',
    required: 'Required',
    errorTitle: 'Error',
    console: {
      title: 'Interfaces',
      tabs: { messages: 'Messages', configuration: 'Configuration', flow: 'Flow' },
      ...spec,
      filter: 'Filter',
      filterTitle: 'Filter messages',
      clearFilters: 'Clear filters',
      anyState: 'Any state',
      removeFilter: 'Remove filter %{name}',
      view: 'View message %{id}',
      reprocess: 'Re-process message %{id}',
      detailTitle: 'Message %{id}',
      fields: {
        transactionInternalId: 'Internal transaction', transactionId: 'Transaction Id', messageId: 'Message Id', documentId: 'Document Id',
        fileName: 'File name', type: 'Type', format: 'Format', version: 'Version',
      },
      messageBody: 'Message',
      errorBody: 'Error',
      noError: 'No error',
      history: 'State changes',
      noHistory: 'No state changes recorded',
      historyColumns: { when: 'When', who: 'Who', from: 'From', to: 'To', error: 'Error' },
      reprocessTitle: 'Re-process message %{id}',
      currentState: 'Current state: %{state}',
      errorText: 'Error',
      onlyFrom: 'Only messages in STANDBY, READ_ERROR or WRITE_ERROR can be re-processed.',
      configuration: {
        new: 'New configuration', edit: 'Edit configuration %{id}', editRow: 'Edit %{alias}', switch: 'Turn %{alias} on or off',
        fields: {
          alias: 'Alias', source: 'Source', process: 'Process', operation: 'Operation', output: 'Output', type: 'Type', format: 'Format',
          documentType: 'Document type', state: 'Active', spFlow: 'Stored procedure (flow)', sftpPathRead: 'SFTP read path',
          sftpPathWrite: 'SFTP write path', pathFile: 'File path',
        },
      },
      flow: {
        order: 'Order %{order}', lastDate: 'Last run', type: 'Type', executions: 'Executions', orderNumber: 'Order number', apply: 'Apply',
        switch: 'Turn flow %{alias} on or off', invalidOrder: 'The order number must be a whole number from 1 to 999',
      },
    },
  } } },
  es: { app: { satelliteTv: {
    loading: 'Cargando…',
    empty: 'No hay registros para mostrar',
    pageOf: '%{from}–%{to} de %{count}',
    refresh: 'Actualizar',
    cancel: 'Cancelar',
    close: 'Cerrar',
    save: 'Guardar',
    copy: 'Copiar',
    copied: 'Copiado al portapapeles',
    required: 'Obligatorio',
    errorTitle: 'Error',
    console: {
      title: 'Interfaces',
      tabs: { messages: 'Mensajes', configuration: 'Configuración', flow: 'Flujos' },
      ...spec,
      filter: 'Filtrar',
      filterTitle: 'Filtrar mensajes',
      clearFilters: 'Quitar filtros',
      anyState: 'Cualquier estado',
      removeFilter: 'Quitar el filtro %{name}',
      view: 'Ver el mensaje %{id}',
      reprocess: 'Reprocesar el mensaje %{id}',
      detailTitle: 'Mensaje %{id}',
      fields: {
        transactionInternalId: 'Transacción interna', transactionId: 'Transaction Id', messageId: 'Message Id', documentId: 'Document Id',
        fileName: 'Nombre de archivo', type: 'Tipo', format: 'Formato', version: 'Versión',
      },
      messageBody: 'Mensaje',
      errorBody: 'Error',
      noError: 'Sin error',
      history: 'Cambios de estado',
      noHistory: 'No hay cambios de estado registrados',
      historyColumns: { when: 'Cuándo', who: 'Quién', from: 'Desde', to: 'Hacia', error: 'Error' },
      reprocessTitle: 'Reprocesar el mensaje %{id}',
      currentState: 'Estado actual: %{state}',
      errorText: 'Error',
      onlyFrom: 'Solo se pueden reprocesar mensajes en STANDBY, READ_ERROR o WRITE_ERROR.',
      configuration: {
        new: 'Nueva configuración', edit: 'Editar la configuración %{id}', editRow: 'Editar %{alias}', switch: 'Activar o desactivar %{alias}',
        fields: {
          alias: 'Alias', source: 'Origen', process: 'Proceso', operation: 'Operación', output: 'Salida', type: 'Tipo', format: 'Formato',
          documentType: 'Tipo de documento', state: 'Activa', spFlow: 'Procedimiento (flujo)', sftpPathRead: 'Ruta SFTP de lectura',
          sftpPathWrite: 'Ruta SFTP de escritura', pathFile: 'Ruta de archivos',
        },
      },
      flow: {
        order: 'Orden %{order}', lastDate: 'Última ejecución', type: 'Tipo', executions: 'Ejecuciones', orderNumber: 'Número de orden', apply: 'Aplicar',
        switch: 'Activar o desactivar el flujo %{alias}', invalidOrder: 'El número de orden debe ser un entero de 1 a 999',
      },
    },
  } } },
});
