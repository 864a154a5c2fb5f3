// The satellite-TV line's server messages (spec 02 §5, §7; issues 14, 15), spread into mock-server/messages.ts.
import { defineServerMessages } from '../../core/serverMessages';

export const SATELLITE_TV_MESSAGES = defineServerMessages({
  // integration console
  'satelliteTv.messageNotFound': { en: 'The integration message {id} does not exist.', es: 'El mensaje de integración {id} no existe.' },
  'satelliteTv.notReprocessable': {
    en: 'The message {id} is in state {state}: only messages in {allowed} can be re-processed.',
    es: 'El mensaje {id} está en estado {state}: solo se pueden reprocesar mensajes en {allowed}.',
  },
  'satelliteTv.notAllowedFrom': { en: 'Not allowed from {state}.', es: 'No permitido desde {state}.' },
  'satelliteTv.configurationNotFound': { en: 'The configuration {id} does not exist.', es: 'La configuración {id} no existe.' },
  'satelliteTv.flowNotFound': { en: 'The flow {id} does not exist.', es: 'El flujo {id} no existe.' },
  // adjustments
  'satelliteTv.unknownConfiguration': {
    en: 'The field configuration does not name a configuration ({id}).',
    es: 'El campo configuration no corresponde a una configuración ({id}).',
  },
  'satelliteTv.unknownProduct': { en: 'Line {line}: the product {product} does not exist.', es: 'Línea {line}: el producto {product} no existe.' },
  'satelliteTv.inventoryAdjustmentNotFound': { en: 'The inventory adjustment {id} does not exist.', es: 'El ajuste de inventario {id} no existe.' },
  'satelliteTv.integrationAdjustmentNotFound': { en: 'The integration adjustment {id} does not exist.', es: 'El ajuste de integración {id} no existe.' },
  'satelliteTv.unknownCode': { en: 'The field {field} does not name a known code ({value}).', es: 'El campo {field} no corresponde a un código conocido ({value}).' },
  'satelliteTv.serialsNotExpected': {
    en: 'The field {field} must be empty: the adjustment is not serialized.',
    es: 'El campo {field} debe estar vacío: el ajuste no es serializado.',
  },
  'satelliteTv.serialsPerUnit': {
    en: 'The field {field} needs one serial per unit: {expected} expected, {given} given.',
    es: 'El campo {field} requiere un serial por unidad: se esperaban {expected}, llegaron {given}.',
  },
  'satelliteTv.adjustmentSerialTwice': { en: 'The serial {serial} appears twice in this adjustment.', es: 'El serial {serial} aparece dos veces en este ajuste.' },
  'satelliteTv.adjustmentSerialUsed': { en: 'The serial {serial} was already used in another adjustment.', es: 'El serial {serial} ya fue usado en otro ajuste.' },
  // orders and their serials
  'satelliteTv.orderNotFound': { en: 'The order {order} does not exist.', es: 'El pedido {order} no existe.' },
  'satelliteTv.unknownOrder': { en: 'Unknown order.', es: 'Pedido desconocido.' },
  'satelliteTv.fileColumns': {
    en: 'The file needs the columns Serial and Phone (Download Format).',
    es: 'El archivo necesita las columnas Serial y Phone (Descargar formato).',
  },
  'satelliteTv.fileEmpty': { en: 'The file has no rows.', es: 'El archivo no tiene filas.' },
  'satelliteTv.rowSerial': { en: 'Row {row}: the serial is missing or not valid.', es: 'Fila {row}: el serial falta o no es válido.' },
  'satelliteTv.rowPhone': { en: 'Row {row}: the phone must have 10 digits (3001234567).', es: 'Fila {row}: el teléfono debe tener 10 dígitos (3001234567).' },
  'satelliteTv.serialRowNotFound': { en: 'The serial row {id} does not exist.', es: 'El registro de serial {id} no existe.' },
  'satelliteTv.serialApproved': { en: 'The serial {serial} is approved and cannot be deleted.', es: 'El serial {serial} está aprobado y no se puede eliminar.' },
  'satelliteTv.nothingToApprove': { en: 'There are no assigned serials to approve.', es: 'No hay seriales asignados para aprobar.' },
  'satelliteTv.emptyList': { en: 'Empty list.', es: 'Lista vacía.' },
  'satelliteTv.serialNotOnOrder': { en: 'The serial {serial} is not on order {order}.', es: 'El serial {serial} no pertenece al pedido {order}.' },
  'satelliteTv.serialAlreadyApproved': { en: 'The serial {serial} is already approved.', es: 'El serial {serial} ya está aprobado.' },
  'satelliteTv.serialTaken': { en: 'The serial {serial} is already assigned to order {order}.', es: 'El serial {serial} ya está asignado al pedido {order}.' },
  'satelliteTv.serialTwice': { en: 'The serial {serial} appears twice.', es: 'El serial {serial} aparece dos veces.' },
  'satelliteTv.phoneTaken': { en: 'The phone {phone} is already used on order {order}.', es: 'El teléfono {phone} ya está usado en el pedido {order}.' },
  'satelliteTv.phoneTwice': { en: 'The phone {phone} appears twice.', es: 'El teléfono {phone} aparece dos veces.' },
  'satelliteTv.quantityExceeded': {
    en: 'The order takes {quantity} serials and holds {held}: {count} more do not fit (at most {room}).',
    es: 'El pedido admite {quantity} seriales y tiene {held}: no caben {count} más (como máximo {room}).',
  },
  // remissions and talkers
  'satelliteTv.remissionNotFound': { en: 'The remission {id} does not exist.', es: 'La remisión {id} no existe.' },
  'satelliteTv.unknownRemission': { en: 'Unknown remission.', es: 'Remisión desconocida.' },
  'satelliteTv.storeNotFound': { en: 'The store {id} does not exist.', es: 'La bodega {id} no existe.' },
  'satelliteTv.unknownStore': { en: 'Unknown store.', es: 'Bodega desconocida.' },
  'satelliteTv.unknownCarrier': {
    en: 'The field idTransporter names no carrier ({id}).',
    es: 'El campo idTransporter no corresponde a un transportador ({id}).',
  },
  'satelliteTv.unknownWarehouse': {
    en: 'The field idWareHouse names no warehouse ({id}).',
    es: 'El campo idWareHouse no corresponde a un depósito ({id}).',
  },
});
