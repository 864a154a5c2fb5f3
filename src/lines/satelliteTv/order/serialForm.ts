/**
 * The order serial's form rules (spec 02 §5: serial and phone required, the phone 10 digits) and the upload
 * template (Download Format: a real .xlsx with the Serial and Phone columns). Pure; SheetJS is passed in.
 */
import type * as XLSX from 'xlsx';
import { PHONE_PATTERN, SERIAL_TEMPLATE_COLUMNS } from '../../../../contracts/endpoints/satelliteTvOrders';

export interface SerialDraft {
  serial: string;
  phone: string;
}

/** Field → message key. */
export function serialErrors(draft: SerialDraft): Partial<Record<keyof SerialDraft, string>> {
  const errors: Partial<Record<keyof SerialDraft, string>> = {};
  const serial = draft.serial.trim();
  if (!serial) errors.serial = 'app.satelliteTv.required';
  else if (!/^[A-Za-z0-9-]{1,40}$/.test(serial)) errors.serial = 'app.satelliteTv.order.serialFormat';
  if (!draft.phone.trim()) errors.phone = 'app.satelliteTv.required';
  else if (!PHONE_PATTERN.test(draft.phone.trim())) errors.phone = 'app.satelliteTv.order.phoneFormat';
  return errors;
}

export const SERIAL_TEMPLATE_FILE = 'FormatoSeriales.xlsx';

/** The template's bytes: the header row and one example row, phones as text (no leading-zero or float surprises). */
export function serialTemplate(xlsx: typeof XLSX): ArrayBuffer {
  const sheet = xlsx.utils.aoa_to_sheet([[...SERIAL_TEMPLATE_COLUMNS]]);
  sheet['!cols'] = [{ wch: 24 }, { wch: 14 }];
  const book = xlsx.utils.book_new();
  xlsx.utils.book_append_sheet(book, sheet, 'Seriales');
  return xlsx.write(book, { bookType: 'xlsx', type: 'array', compression: true }) as ArrayBuffer;
}
