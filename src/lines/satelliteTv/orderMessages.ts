import { defineMessages } from '../../shell/i18n/defineMessages';

/**
 * The georeferencing and order-serial texts (spec 02 §2.9, §2.10, §8), under app.satelliteTv. The spec's own names
 * (the georeferencing columns, Download Excel, Nro Pedido, the no-record toast, Assigned, Approved, Serial, Phone,
 * New Serial, Upload Serials, Download Format) are the same in both languages.
 */
const geoSpec = {
  columns: { cod_movimiento: 'CodMovimiento', zone: 'Zone', neighborhood: 'Neighborhood', codeNeighborhood: 'CodeNeighborhood', Manzana: 'Manzana', CodBarFront: 'CodBarFront' },
  download: 'Download Excel',
};
const orderSpec = {
  nroOrder: 'Nro Pedido',
  notFound: 'No se encontraron registros para la orden',
  tabs: { assigned: 'Assigned', approved: 'Approved' },
  columns: { serial: 'Serial', phone: 'Phone' },
  approve: 'Approved',
  newSerial: 'New Serial',
  uploadSerials: 'Upload Serials',
  downloadFormat: 'Download Format',
};

export const orderMessages = defineMessages({
  en: { app: { satelliteTv: {
    georeferencing: {
      ...geoSpec,
      title: 'Georeferencing',
      pending: '%{smart_count} row to download |||| %{smart_count} rows to download',
      downloaded: '%{smart_count} row downloaded in Georeferencing.xlsx |||| %{smart_count} rows downloaded in Georeferencing.xlsx',
      nothing: 'Every row has been downloaded.',
    },
    order: {
      ...orderSpec,
      title: 'Serial assignment',
      search: 'Search',
      searchHelp: 'The order number, e.g. PED-000007',
      order: 'Order',
      owner: 'Owner',
      fields: {
        dateCreation: 'Date', nroOrder: 'Order number', line: 'Internal line', quantity: 'Quantity', warehouse: 'Warehouse',
        codMovement: 'Movement code', name: 'Name', document: 'Document', email: 'E-mail', vehicle: 'Vehicle', observations: 'Observations',
      },
      held: '%{held} of %{quantity} serials',
      serialsHeld: 'Serials',
      actions: 'Actions',
      delete: 'Delete serial %{serial}',
      deleteTitle: 'Delete serial %{serial}?',
      deleteContent: 'The serial %{serial} with phone %{phone} is removed from order %{order}.',
      deleted: 'Serial %{serial} deleted',
      saved: 'Serial %{serial} assigned',
      uploaded: '%{smart_count} serial uploaded |||| %{smart_count} serials uploaded',
      approved: '%{smart_count} serial approved |||| %{smart_count} serials approved',
      approveTitle: 'Approve the assigned serials?',
      approveContent: 'The %{count} assigned serials of order %{order} move to Approved (status P).',
      nothingToApprove: 'There are no assigned serials to approve.',
      phoneFormat: '10 digits starting with 3',
      serialFormat: 'Letters, digits and dashes',
      chooseFile: 'Choose a .xlsx file',
      fileHelp: 'A sheet with the columns Serial and Phone (see Download Format).',
      upload: 'Upload',
      noFile: 'No file chosen',
      full: 'The order already holds its %{quantity} serials.',
    },
  } } },
  es: { app: { satelliteTv: {
    georeferencing: {
      ...geoSpec,
      title: 'Georreferenciación',
      pending: '%{smart_count} fila por descargar |||| %{smart_count} filas por descargar',
      downloaded: '%{smart_count} fila descargada en Georeferencing.xlsx |||| %{smart_count} filas descargadas en Georeferencing.xlsx',
      nothing: 'Todas las filas ya fueron descargadas.',
    },
    order: {
      ...orderSpec,
      title: 'Asignación de seriales',
      search: 'Buscar',
      searchHelp: 'El número del pedido, p. ej. PED-000007',
      order: 'Pedido',
      owner: 'Titular',
      fields: {
        dateCreation: 'Fecha', nroOrder: 'Número de pedido', line: 'Línea interna', quantity: 'Cantidad', warehouse: 'Bodega',
        codMovement: 'Código de movimiento', name: 'Nombre', document: 'Documento', email: 'Correo', vehicle: 'Vehículo', observations: 'Observaciones',
      },
      held: '%{held} de %{quantity} seriales',
      serialsHeld: 'Seriales',
      actions: 'Acciones',
      delete: 'Eliminar el serial %{serial}',
      deleteTitle: '¿Eliminar el serial %{serial}?',
      deleteContent: 'El serial %{serial} con teléfono %{phone} se quita del pedido %{order}.',
      deleted: 'Serial %{serial} eliminado',
      saved: 'Serial %{serial} asignado',
      uploaded: '%{smart_count} serial cargado |||| %{smart_count} seriales cargados',
      approved: '%{smart_count} serial aprobado |||| %{smart_count} seriales aprobados',
      approveTitle: '¿Aprobar los seriales asignados?',
      approveContent: 'Los %{count} seriales asignados del pedido %{order} pasan a Approved (estado P).',
      nothingToApprove: 'No hay seriales asignados para aprobar.',
      phoneFormat: '10 dígitos que empiezan por 3',
      serialFormat: 'Letras, números y guiones',
      chooseFile: 'Elegir un archivo .xlsx',
      fileHelp: 'Una hoja con las columnas Serial y Phone (ver Download Format).',
      upload: 'Cargar',
      noFile: 'Ningún archivo elegido',
      full: 'El pedido ya tiene sus %{quantity} seriales.',
    },
  } } },
});
