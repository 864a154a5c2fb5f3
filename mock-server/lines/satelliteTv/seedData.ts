// The satellite-TV line's fixed master data (issue 14): warehouses, sub-inventories, parts (materials), the
// integration configurations and the DIRECTTV flows. Shared by the seed and the tests.

export const STV_WAREHOUSES = [
  ['BOD-BOG-01', 'Bodega Principal Bogotá', 'Bogotá', 'Cra 68 # 13-45'],
  ['BOD-BOG-02', 'Bodega Montevideo', 'Bogotá', 'Cl 19 # 69B-30'],
  ['BOD-MED-01', 'Bodega Medellín Guayabal', 'Medellín', 'Cra 52 # 9-120'],
  ['BOD-CAL-01', 'Bodega Cali Acopi', 'Cali', 'Cl 15 # 26-61'],
  ['BOD-BAQ-01', 'Bodega Barranquilla Vía 40', 'Barranquilla', 'Vía 40 # 73-290'],
  ['BOD-BUC-01', 'Bodega Bucaramanga', 'Bucaramanga', 'Cra 15 # 45-12'],
  ['BOD-PER-01', 'Bodega Pereira', 'Pereira', 'Av 30 de Agosto # 87-60'],
  ['BOD-CTG-01', 'Bodega Cartagena Mamonal', 'Cartagena', 'Km 5 Vía Mamonal'],
] as const;

export const STV_SUB_INVENTORIES = [
  ['DISPONIBLE', 'Disponible', 'Stock listo para despacho'],
  ['TRANSITO', 'En tránsito', 'Mercancía entre bodegas'],
  ['AVERIADO', 'Averiado', 'Equipos con daño físico'],
  ['DEVOLUCION', 'Devoluciones', 'Retornos de técnicos y clientes'],
  ['CUARENTENA', 'Cuarentena', 'Pendiente de revisión'],
  ['REPARACION', 'Reparación', 'En laboratorio'],
] as const;

export const STV_PARTS = [
  ['DTV-H25-500', 'Decodificador HD H25-500', 'Serializado'],
  ['DTV-HR44-700', 'Decodificador DVR HR44-700', 'Serializado'],
  ['DTV-C61K-700', 'Cliente inalámbrico C61K', 'Serializado'],
  ['DTV-GENIE-MINI', 'Genie Mini C41W', 'Serializado'],
  ['DTV-ANT-60', 'Antena parabólica 60 cm', 'No serializado'],
  ['DTV-ANT-76', 'Antena parabólica 76 cm', 'No serializado'],
  ['DTV-LNB-DUAL', 'LNB dual banda Ku', 'No serializado'],
  ['DTV-LNB-SWM', 'LNB SWM 5 LNB', 'No serializado'],
  ['DTV-CTRL-RC73', 'Control remoto RC73', 'No serializado'],
  ['DTV-CBL-RG6-305', 'Cable coaxial RG6 305 m', 'No serializado'],
  ['DTV-CON-F', 'Conector F compresión (100 u)', 'No serializado'],
  ['DTV-SPL-4W', 'Splitter 4 vías SWM', 'No serializado'],
  ['DTV-PWR-21V', 'Fuente de poder 21 V', 'No serializado'],
  ['DTV-CARD-ACC', 'Tarjeta de acceso condicional', 'Serializado'],
  ['DTV-SOP-PARED', 'Soporte de pared para antena', 'No serializado'],
  ['DTV-KIT-INST', 'Kit de instalación básica', 'No serializado'],
] as const;

/** [alias, source, process, operation, documentType, format] */
export const STV_CONFIGURATIONS = [
  ['Recepción de órdenes', 'DIRECTV', 'ORDERS', 'RECEIPT', 'ASN', 'XML'],
  ['Confirmación de despacho', 'WMS', 'SHIPMENT', 'SHIP_CONFIRM', 'SHC', 'JSON'],
  ['Ajuste de inventario positivo', 'WMS', 'INVENTORY', 'ADJUST_IN', 'AJP', 'JSON'],
  ['Ajuste de inventario negativo', 'WMS', 'INVENTORY', 'ADJUST_OUT', 'AJN', 'JSON'],
  ['Traslado entre bodegas', 'WMS', 'TRANSFER', 'TRANSFER', 'TRB', 'XML'],
  ['Devolución de técnico', 'FIELD', 'RETURNS', 'RETURN', 'DEV', 'XML'],
  ['Inventario cíclico', 'WMS', 'INVENTORY', 'CYCLE_COUNT', 'ICC', 'JSON'],
  ['Maestro de materiales', 'DIRECTV', 'MASTER', 'ITEM_SYNC', 'MAT', 'XML'],
  ['Recepción de seriales', 'DIRECTV', 'SERIALS', 'SERIAL_LOAD', 'SER', 'JSON'],
  ['Baja de equipos', 'WMS', 'INVENTORY', 'SCRAP', 'BAJ', 'JSON'],
  ['Ajuste por integración', 'SAP', 'INTEGRATION', 'ADJUST_INT', 'AJI', 'XML'],
  ['Confirmación de recibo', 'WMS', 'RECEIPT', 'RECEIPT_CONFIRM', 'RCC', 'XML'],
] as const;

/** [name, alias, icon] of the DIRECTTV flows. */
export const STV_FLOWS = [
  ['READ_ORDERS', 'Lectura de órdenes SFTP', 'Download'],
  ['PROCESS_ORDERS', 'Procesamiento de órdenes', 'Settings'],
  ['GENERATE_RESPONSE', 'Generación de respuestas', 'Description'],
  ['SEND_RESPONSE', 'Envío de respuestas SFTP', 'Upload'],
  ['INVENTORY_SNAPSHOT', 'Foto de inventario diaria', 'Inventory'],
  ['SERIAL_SYNC', 'Sincronización de seriales', 'Sync'],
  ['ADJUSTMENT_PUSH', 'Envío de ajustes', 'Tune'],
  ['RETRY_ERRORS', 'Reintento de errores', 'Replay'],
] as const;
