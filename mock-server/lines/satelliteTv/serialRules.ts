// The order serials' refusals (spec 02 §5, §2.10; issue 15), pure: the routes look the rows up. A serial or a phone
// already on any order is refused, and so is a row beyond the order's quantity. Texts name the field.
import type { Text } from '../lineHttp';

export interface NewSerial {
  serial: string;
  phone: string;
}

export interface SerialContext {
  /** the order's quantity and how many serials it already holds */
  quantity: number;
  held: number;
  /** stored serials (upper case) → their order; stored phones → their order */
  serials: ReadonlyMap<string, string>;
  phones: ReadonlyMap<string, string>;
}

/** Refusals of the rows to add, by field ('serial', 'phone', 'quantity'; rows.N.field for a file's rows). */
export function serialRefusals(rows: readonly NewSerial[], context: SerialContext, prefix = (_i: number) => ''): Record<string, Text> {
  const errors: Record<string, Text> = {};
  const seenSerials = new Set<string>();
  const seenPhones = new Set<string>();
  rows.forEach((row, i) => {
    const at = (field: string) => `${prefix(i)}${field}`;
    const serial = row.serial.toUpperCase();
    const order = context.serials.get(serial);
    if (order) errors[at('serial')] = { en: `The serial ${row.serial} is already assigned to order ${order}.`, es: `El serial ${row.serial} ya está asignado al pedido ${order}.` };
    else if (seenSerials.has(serial)) errors[at('serial')] = { en: `The serial ${row.serial} appears twice.`, es: `El serial ${row.serial} aparece dos veces.` };
    const phoneOrder = context.phones.get(row.phone);
    if (phoneOrder) errors[at('phone')] = { en: `The phone ${row.phone} is already used on order ${phoneOrder}.`, es: `El teléfono ${row.phone} ya está usado en el pedido ${phoneOrder}.` };
    else if (seenPhones.has(row.phone)) errors[at('phone')] = { en: `The phone ${row.phone} appears twice.`, es: `El teléfono ${row.phone} aparece dos veces.` };
    seenSerials.add(serial);
    seenPhones.add(row.phone);
  });
  const room = context.quantity - context.held;
  if (rows.length > room) {
    errors.quantity = {
      en: `The order takes ${context.quantity} serials and holds ${context.held}: ${rows.length} more do not fit (at most ${Math.max(0, room)}).`,
      es: `El pedido admite ${context.quantity} seriales y tiene ${context.held}: no caben ${rows.length} más (como máximo ${Math.max(0, room)}).`,
    };
  }
  return errors;
}
