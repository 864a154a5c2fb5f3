// The SIM rules (issue 11): which serial/gift-serial pairs may be validated against an order or printed at a
// warehouse. Pure: the routes look the rows up and record the outcome; refusals are messages (messages.json).
import type { Msg } from '../../shell/messages';
import { sessionWarehouseRefusal } from '../../shell/policy';

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
): Msg | undefined {
  const { movement, serial, giftSerial } = input;
  if (!order) return { key: 'sim.orderNotFound', params: { movement } };
  const elsewhere = sessionWarehouseRefusal(userBodega, order.codBodega);
  if (elsewhere) return elsewhere;
  if (!pair) return { key: 'sim.serialNotInInventory', params: { serial } };
  if (pair.giftSerial.toUpperCase() !== giftSerial.toUpperCase()) {
    return { key: 'sim.giftMismatch', params: { giftSerial, serial } };
  }
  if (pair.codBodega !== order.codBodega) {
    return { key: 'sim.otherOrderWarehouse', params: { serial, pairBodega: pair.codBodega, orderBodega: order.codBodega } };
  }
  if (pair.validatedAt) {
    return { key: 'sim.alreadyValidated', params: { serial, movement: String(pair.validatedMovement), at: when(pair.validatedAt) } };
  }
  return undefined;
}

/** Why a pair cannot be printed at the user's warehouse (undefined: it can). */
export function printRefusal(
  input: { codBodega: string; serial: string; giftSerial: string },
  userBodega: string,
  pair: PairRow | undefined,
): Msg | undefined {
  const { codBodega, serial, giftSerial } = input;
  const elsewhere = sessionWarehouseRefusal(userBodega, codBodega);
  if (elsewhere) return elsewhere;
  if (!pair) return { key: 'sim.serialNotInInventory', params: { serial } };
  if (pair.giftSerial.toUpperCase() !== giftSerial.toUpperCase()) {
    return { key: 'sim.giftMismatch', params: { giftSerial, serial } };
  }
  if (pair.codBodega !== codBodega) {
    return { key: 'sim.otherWarehouse', params: { serial, pairBodega: pair.codBodega, codBodega } };
  }
  if (pair.printedAt) {
    return { key: 'sim.alreadyPrinted', params: { serial, at: when(pair.printedAt) } };
  }
  return undefined;
}
