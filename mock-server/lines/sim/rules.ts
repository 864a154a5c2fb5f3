// The SIM rules (issue 11): which serial/gift-serial pairs may be validated against an order or printed at a
// warehouse. Pure: the routes look the rows up and record the outcome; refusals are { en, es } texts.
import type { Text } from '../lineHttp';
import { sessionWarehouseRefusal } from '../../policy';

export interface PairRow {
  serial: string;
  giftSerial: string;
  codBodega: string;
  validatedMovement: string | null;
  validatedAt: string | null;
  printedAt: string | null;
}

const when = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** Why a pair cannot be validated against an order (undefined: it can). */
export function validationRefusal(
  input: { movement: string; serial: string; giftSerial: string },
  order: { codBodega: string } | undefined,
  pair: PairRow | undefined,
  userBodega: string,
): Text | undefined {
  const { movement, serial, giftSerial } = input;
  if (!order) return { en: `The order ${movement} does not exist.`, es: `La orden ${movement} no existe.` };
  const elsewhere = sessionWarehouseRefusal(userBodega, order.codBodega);
  if (elsewhere) return elsewhere;
  if (!pair) return { en: `The serial ${serial} is not in the SIM inventory.`, es: `El serial ${serial} no existe en el inventario de SIM.` };
  if (pair.giftSerial.toUpperCase() !== giftSerial.toUpperCase()) {
    return { en: `The gift serial ${giftSerial} does not match the serial ${serial}.`, es: `El serial de regalo ${giftSerial} no corresponde al serial ${serial}.` };
  }
  if (pair.codBodega !== order.codBodega) {
    return {
      en: `The serial ${serial} belongs to warehouse ${pair.codBodega}, not to ${order.codBodega} (the order's).`,
      es: `El serial ${serial} pertenece a la bodega ${pair.codBodega}, no a la ${order.codBodega} de la orden.`,
    };
  }
  if (pair.validatedAt) {
    return {
      en: `The serial ${serial} was already validated in order ${pair.validatedMovement} on ${when(pair.validatedAt)}.`,
      es: `El serial ${serial} ya fue validado en la orden ${pair.validatedMovement} el ${when(pair.validatedAt)}.`,
    };
  }
  return undefined;
}

/** Why a pair cannot be printed at the user's warehouse (undefined: it can). */
export function printRefusal(
  input: { codBodega: string; serial: string; giftSerial: string },
  userBodega: string,
  pair: PairRow | undefined,
): Text | undefined {
  const { codBodega, serial, giftSerial } = input;
  const elsewhere = sessionWarehouseRefusal(userBodega, codBodega);
  if (elsewhere) return elsewhere;
  if (!pair) return { en: `The serial ${serial} is not in the SIM inventory.`, es: `El serial ${serial} no existe en el inventario de SIM.` };
  if (pair.giftSerial.toUpperCase() !== giftSerial.toUpperCase()) {
    return { en: `The gift serial ${giftSerial} does not match the serial ${serial}.`, es: `El serial de regalo ${giftSerial} no corresponde al serial ${serial}.` };
  }
  if (pair.codBodega !== codBodega) {
    return { en: `The serial ${serial} belongs to warehouse ${pair.codBodega}, not to ${codBodega}.`, es: `El serial ${serial} pertenece a la bodega ${pair.codBodega}, no a la ${codBodega}.` };
  }
  if (pair.printedAt) {
    return { en: `The serial ${serial} was already printed on ${when(pair.printedAt)}.`, es: `El serial ${serial} ya fue impreso el ${when(pair.printedAt)}.` };
  }
  return undefined;
}
