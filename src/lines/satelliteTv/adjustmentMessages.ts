import { defineMessages } from '../../shell/i18n/defineMessages';

/**
 * The adjustments' texts (spec 02 §2.4, §2.5, §5, §8), under app.satelliteTv. Quoted spec texts (Guardar, the success
 * toasts, the item checks, Planilla, Pallet, Placa, Cedula, Nombre, "Este proceso es para Serializado?") are the
 * same in both languages.
 */
const spec = {
  save: 'Guardar',
  inventorySaved: 'Ajuste de inventario guardado con exito...',
  inventoryDeleted: 'Ajuste de inventario eliminado con exito...',
  integrationSaved: 'Ajsute de interface Exitos',
  integrationSavedTitle: 'Ok',
  itemChecks: {
    material: 'Se requiere Material', warehouse: 'Se requiere Bodega Destino', subInventory: 'Se requiere SubInventario', quantity: 'La cantidad debe ser mayor a cero',
  },
  serializeQuestion: 'Este proceso es para Serializado?',
};
const specFields = { documento_principal: 'Planilla', numero2: 'Pallet', texto2: 'Placa', texto1: 'Cedula', texto3: 'Nombre' };

export const adjustmentMessages = defineMessages({
  en: { app: { satelliteTv: { adjustments: {
    ...spec,
    search: 'Search',
    clearSearch: 'Clear the search',
    options: 'Options',
    new: 'New',
    refresh: 'Refresh',
    view: 'View adjustment %{id}',
    delete: 'Delete adjustment %{id}',
    deleteTitle: 'Delete inventory adjustment %{id}?',
    deleteContent: 'The adjustment and its items are removed. This cannot be undone.',
    items: 'Items',
    noItems: 'No items yet: add one.',
    addItem: 'Add item',
    removeItem: 'Remove item %{line}',
    inventory: {
      title: 'Inventory adjustment',
      newTitle: 'New inventory adjustment',
      detailTitle: 'Inventory adjustment %{id}',
      columns: {
        recordId: 'Id', messageId: 'Message Id', internalId: 'Internal Id', operation: 'Operation', process: 'Process', documentType: 'Document type',
        documentId: 'Document', createDate: 'Created', integration: 'Integration', tools: 'Tools',
      },
      fields: {
        configuration: 'Configuration', messageId: 'Message Id', internalId: 'Internal Id', documentId: 'Document Id',
        senderPartyOrganization: 'Sender organization', senderPartySubInventory: 'Sender sub-inventory',
        receiverPartyOrganization: 'Receiver organization', receiverPartySubInventory: 'Receiver sub-inventory',
        productActivityNote: 'Note', senderPartyTracker: 'Sender tracker', receiverPartyTracker: 'Receiver tracker',
      },
      itemFields: { line: 'Line', productID: 'Product', quantity: 'Quantity', itemInstanceSerialNumber: 'Serial', pairedItemInstanceSerialNumber: 'Paired serial' },
      needsItem: 'Add at least one item',
      rules: 'No field is required. Each line needs a product and a whole quantity: a positive one adds stock, a negative one lowers it.',
      productRule: 'Choose a product, or remove the line',
      quantityRule: 'A whole number from -100000 to 100000, such as 4 or -2',
    },
    integration: {
      title: 'Integration adjustment',
      newTitle: 'New integration adjustment',
      viewTitle: 'Integration adjustment %{id}',
      readOnly: 'An opened adjustment is read-only.',
      columns: { cod_movimiento: 'Id', documento_principal: 'Planilla', factura: 'Invoice', cod_bodega_origen: 'Origin warehouse', texto3: 'Nombre', IsSerialize: 'Serialized', createDate: 'Created', integracion: 'Integration', tools: 'Tools' },
      fields: {
        ...specFields,
        orderLinesOriginPartyOrganization: 'Destination warehouse', documento_adicional: 'Additional document', documento_trasnporte: 'Transport document',
        factura: 'Invoice', receiverPartySubInventory: 'Destination sub-inventory', orderLinesOriginPartySubInventory: 'Origin sub-inventory',
        cod_bodega_origen: 'Origin warehouse',
      },
      serial: 'Serialized', notSerial: 'Not serialized',
      itemFields: { cod_parte: 'Material', cod_bodega: 'Destination warehouse', subinventario: 'Sub-inventory', codestado_fisicoparte: 'Physical state', cantidad: 'Quantity', serials: 'Serial numbers' },
      serialsHint: 'One serial per unit, separated by commas or new lines',
      serialsCount: 'One serial per unit: %{expected} expected, %{given} given',
      serialTwice: 'The serial %{serial} is repeated',
      fixFields: 'Complete the required fields',
    },
  } } } },
  es: { app: { satelliteTv: { adjustments: {
    ...spec,
    search: 'Buscar',
    clearSearch: 'Limpiar la búsqueda',
    options: 'Opciones',
    new: 'Nuevo',
    refresh: 'Actualizar',
    view: 'Ver el ajuste %{id}',
    delete: 'Eliminar el ajuste %{id}',
    deleteTitle: '¿Eliminar el ajuste de inventario %{id}?',
    deleteContent: 'Se eliminan el ajuste y sus ítems. No se puede deshacer.',
    items: 'Ítems',
    noItems: 'Aún no hay ítems: agregue uno.',
    addItem: 'Agregar ítem',
    removeItem: 'Quitar el ítem %{line}',
    inventory: {
      title: 'Ajuste de Inventario',
      newTitle: 'Nuevo ajuste de inventario',
      detailTitle: 'Ajuste de inventario %{id}',
      columns: {
        recordId: 'Id', messageId: 'Id de mensaje', internalId: 'Id interno', operation: 'Operación', process: 'Proceso', documentType: 'Tipo de documento',
        documentId: 'Documento', createDate: 'Creado', integration: 'Integración', tools: 'Herramientas',
      },
      fields: {
        configuration: 'Configuración', messageId: 'Id de mensaje', internalId: 'Id interno', documentId: 'Id de documento',
        senderPartyOrganization: 'Organización que envía', senderPartySubInventory: 'Subinventario que envía',
        receiverPartyOrganization: 'Organización que recibe', receiverPartySubInventory: 'Subinventario que recibe',
        productActivityNote: 'Nota', senderPartyTracker: 'Rastreo de envío', receiverPartyTracker: 'Rastreo de recibo',
      },
      itemFields: { line: 'Línea', productID: 'Producto', quantity: 'Cantidad', itemInstanceSerialNumber: 'Serial', pairedItemInstanceSerialNumber: 'Serial pareado' },
      needsItem: 'Agregue al menos un ítem',
      rules: 'Ningún campo es obligatorio. Cada línea lleva un producto y una cantidad entera: positiva suma existencias, negativa las descuenta.',
      productRule: 'Elija un producto o quite la línea',
      quantityRule: 'Un número entero entre -100000 y 100000, como 4 o -2',
    },
    integration: {
      title: 'Ajuste de Integración',
      newTitle: 'Nuevo ajuste de integración',
      viewTitle: 'Ajuste de integración %{id}',
      readOnly: 'Un ajuste abierto es de solo lectura.',
      columns: { cod_movimiento: 'Id', documento_principal: 'Planilla', factura: 'Factura', cod_bodega_origen: 'Bodega origen', texto3: 'Nombre', IsSerialize: 'Serializado', createDate: 'Creado', integracion: 'Integración', tools: 'Herramientas' },
      fields: {
        ...specFields,
        orderLinesOriginPartyOrganization: 'Bodega destino', documento_adicional: 'Documento adicional', documento_trasnporte: 'Documento de transporte',
        factura: 'Factura', receiverPartySubInventory: 'Subinventario destino', orderLinesOriginPartySubInventory: 'Subinventario origen',
        cod_bodega_origen: 'Bodega origen',
      },
      serial: 'Serializado', notSerial: 'No serializado',
      itemFields: { cod_parte: 'Material', cod_bodega: 'Bodega destino', subinventario: 'Subinventario', codestado_fisicoparte: 'Estado físico', cantidad: 'Cantidad', serials: 'Seriales' },
      serialsHint: 'Un serial por unidad, separados por comas o saltos de línea',
      serialsCount: 'Un serial por unidad: se esperaban %{expected}, hay %{given}',
      serialTwice: 'El serial %{serial} está repetido',
      fixFields: 'Complete los campos obligatorios',
    },
  } } } },
});
