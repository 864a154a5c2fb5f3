// The SIM tools' server messages (spec 01 §7.7, issue 11), spread into mock-server/messages.ts.
import { defineServerMessages } from '../../core/serverMessages';

export const SIM_MESSAGES = defineServerMessages({
  'sim.codeFormat': { en: 'The field {field} is not valid: letters, digits and dashes only.', es: 'El campo {field} no es válido: solo letras, dígitos y guiones.' },
  'sim.orderNotFound': { en: 'The order {movement} does not exist.', es: 'La orden {movement} no existe.' },
  'sim.serialNotInInventory': { en: 'The serial {serial} is not in the SIM inventory.', es: 'El serial {serial} no existe en el inventario de SIM.' },
  'sim.giftMismatch': {
    en: 'The gift serial {giftSerial} does not match the serial {serial}.',
    es: 'El serial de regalo {giftSerial} no corresponde al serial {serial}.',
  },
  'sim.otherOrderWarehouse': {
    en: "The serial {serial} belongs to warehouse {pairBodega}, not to {orderBodega} (the order's).",
    es: 'El serial {serial} pertenece a la bodega {pairBodega}, no a la {orderBodega} de la orden.',
  },
  'sim.alreadyValidated': {
    en: 'The serial {serial} was already validated in order {movement} on {at}.',
    es: 'El serial {serial} ya fue validado en la orden {movement} el {at}.',
  },
  'sim.otherWarehouse': {
    en: 'The serial {serial} belongs to warehouse {pairBodega}, not to {codBodega}.',
    es: 'El serial {serial} pertenece a la bodega {pairBodega}, no a la {codBodega}.',
  },
  'sim.alreadyPrinted': { en: 'The serial {serial} was already printed on {at}.', es: 'El serial {serial} ya fue impreso el {at}.' },
});
