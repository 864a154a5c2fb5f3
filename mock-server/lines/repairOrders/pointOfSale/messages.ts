// The point of sale's server messages (spec 03 §5, §8), spread into mock-server/messages.ts. Texts the spec quotes
// are the same in both languages (what the original's users know).
import { defineServerMessages } from '../../../core/serverMessages';

export const POINT_OF_SALE_MESSAGES = defineServerMessages({
  'pointOfSale.noWarranty': { en: 'Imei no tiene garantia validad', es: 'Imei no tiene garantia validad' },
  'pointOfSale.doaAndExhibition': {
    en: 'A device cannot be DOA and exhibition at once.',
    es: 'Un equipo no puede ser DOA y de exhibición a la vez.',
  },
  'pointOfSale.imeiPattern': {
    en: 'The IMEI {imei} does not match the configured pattern ({pattern}).',
    es: 'El IMEI {imei} no cumple el patrón configurado ({pattern}).',
  },
  'pointOfSale.purchaseDateFuture': {
    en: 'The purchase date {date} cannot be later than today ({today}).',
    es: 'La fecha de compra {date} no puede ser posterior a hoy ({today}).',
  },
  'pointOfSale.openOrder': {
    en: 'The device with IMEI {imei} already has an open order',
    es: 'El equipo con IMEI {imei} ya tiene una orden abierta',
  },
  'pointOfSale.unknownOption': { en: 'The field {field} names {id}, which does not exist.', es: 'El campo {field} indica {id}, que no existe.' },
  'pointOfSale.cityOutside': {
    en: 'The city {city} is not in the department {department}.',
    es: 'La ciudad {city} no pertenece al departamento {department}.',
  },
  'pointOfSale.documentTaken': {
    en: 'The document {document} already belongs to another client.',
    es: 'El documento {document} ya pertenece a otro cliente.',
  },
  'pointOfSale.operatorClientLocked': {
    en: 'The operator\'s client (nit {nit}) cannot be changed here.',
    es: 'El cliente del operador (nit {nit}) no se puede modificar aquí.',
  },
  'pointOfSale.clientMissing': { en: 'The client {id} does not exist.', es: 'El cliente {id} no existe.' },
  'pointOfSale.deviceMissing': { en: 'The device {id} does not exist.', es: 'El equipo {id} no existe.' },
  'pointOfSale.notYourWorkshop': {
    en: 'The workshop {id} is not one of your points of sale.',
    es: 'El taller {id} no es uno de sus puntos de venta.',
  },
  'pointOfSale.otherUser': {
    en: 'You can only read or act as your own user ({id}).',
    es: 'Solo puede consultar o actuar como su propio usuario ({id}).',
  },
  'pointOfSale.noRepairWorkshop': { en: 'There is no open repair workshop to send the order to.', es: 'No hay un taller de reparación abierto al cual enviar la orden.' },
  'pointOfSale.doaClient': {
    en: 'A DOA order is in the name of the operator\'s client.',
    es: 'Una orden DOA va a nombre del cliente del operador.',
  },
  'pointOfSale.loanAtCreation': {
    en: 'A loan phone is lent to an order once it exists (OrderWom/loanDevice): send loanDevice false.',
    es: 'Un equipo de préstamo se presta a una orden ya creada (OrderWom/loanDevice): envíe loanDevice en false.',
  },
  'pointOfSale.orderCreated': { en: 'Order Wom{id} created.', es: 'Orden Wom{id} creada.' },
});
