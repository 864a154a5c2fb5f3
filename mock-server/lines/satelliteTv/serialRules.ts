// The order serials' refusals (spec 02 §5, §2.10; issue 15), pure: the routes look the rows up. A serial or a phone
// already on any order is refused, and so is a row beyond the order's quantity. Messages name the field.
import type { Msg } from '../../shell/messages';

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
export function serialRefusals(rows: readonly NewSerial[], context: SerialContext, prefix = (_i: number) => ''): Record<string, Msg> {
  const errors: Record<string, Msg> = {};
  const seenSerials = new Set<string>();
  const seenPhones = new Set<string>();
  rows.forEach((row, i) => {
    const at = (field: string) => `${prefix(i)}${field}`;
    const serial = row.serial.toUpperCase();
    const order = context.serials.get(serial);
    if (order) errors[at('serial')] = { key: 'satelliteTv.serialTaken', params: { serial: row.serial, order } };
    else if (seenSerials.has(serial)) errors[at('serial')] = { key: 'satelliteTv.serialTwice', params: { serial: row.serial } };
    const phoneOrder = context.phones.get(row.phone);
    if (phoneOrder) errors[at('phone')] = { key: 'satelliteTv.phoneTaken', params: { phone: row.phone, order: phoneOrder } };
    else if (seenPhones.has(row.phone)) errors[at('phone')] = { key: 'satelliteTv.phoneTwice', params: { phone: row.phone } };
    seenSerials.add(serial);
    seenPhones.add(row.phone);
  });
  const room = context.quantity - context.held;
  if (rows.length > room) {
    errors.quantity = {
      key: 'satelliteTv.quantityExceeded',
      params: { quantity: context.quantity, held: context.held, count: rows.length, room: Math.max(0, room) },
    };
  }
  return errors;
}
