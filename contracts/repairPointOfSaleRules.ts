/**
 * The point of sale's rules (spec 03 §5, §9), pure and shared by the app's forms and the mock server's checks:
 * the warranty flag, the IMEI warranty check, the MIN and mobile formats, the purchase date. No zod, no React.
 * Dates are YYYY-MM-DD texts (a calendar day, no time zone).
 */

/** A mobile phone: exactly 10 digits (spec 03 §5, §9). */
export const MOBILE_PATTERN = /^\d{10}$/;

/** MIN: exactly 10 digits, the first a 3 (spec 03 §5, §9). */
export const MIN_PATTERN = /^3\d{9}$/;

/** A calendar day as the API sends it. */
export const ISO_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** What checkWarrantyDate answers for an IMEI with no restriction (spec 03 §5). */
export const NO_WARRANTY_RESTRICTION = '0001-01-01';

/** The warranty cutoff: days after the purchase day (spec 03 §9). */
export const WARRANTY_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since 1970-01-01 of a YYYY-MM-DD day (or the day part of an ISO date); NaN when unreadable. */
export function dayNumber(isoDay: string): number {
  if (!ISO_DAY_PATTERN.test(isoDay.slice(0, 10))) return Number.NaN;
  const ms = Date.parse(`${isoDay.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(ms) ? Number.NaN : Math.floor(ms / DAY_MS);
}

/** Today as YYYY-MM-DD in the local calendar (what the user sees as today). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The warranty flag (spec 03 §5): true when no more than 365 days have passed since the purchase date, counted from
 * the day after it (the day after purchase is day 1, so the purchase day's date a year later is still day 365 of a
 * common year). A purchase after today, or an unreadable date, has no warranty.
 */
export function underWarranty(purchaseDate: string, today: string): boolean {
  const days = dayNumber(today) - dayNumber(purchaseDate);
  return days >= 0 && days <= WARRANTY_DAYS;
}

/** The purchase date may not be later than today (spec 03 §5). */
export function purchaseDateValid(purchaseDate: string, today: string): boolean {
  const day = dayNumber(purchaseDate);
  return !Number.isNaN(day) && day <= dayNumber(today);
}

/**
 * checkWarrantyDate's verdict (spec 03 §5): the order is blocked when the device is flagged under warranty and the
 * IMEI's warranty date is a real date (not 0001-01-01) that has passed.
 */
export function warrantyCheckBlocks(flaggedUnderWarranty: boolean, checkDate: string, today: string): boolean {
  if (!flaggedUnderWarranty) return false;
  const day = checkDate.slice(0, 10);
  if (day === NO_WARRANTY_RESTRICTION || Number.isNaN(dayNumber(day))) return false;
  return dayNumber(day) < dayNumber(today);
}

/** The order number as the point of sale names it ("Wom" and the order id, spec 03 §8). */
export const womOrderNumber = (orderId: number): string => `Wom${orderId}`;

/** Whether a chosen file is the typed invoice: its name, with or without the extension, case and spaces aside. */
export function isInvoiceFile(fileName: string, invoiceName: string): boolean {
  const wanted = invoiceName.trim().toLowerCase();
  if (wanted === '') return false;
  const name = fileName.trim().toLowerCase();
  const base = name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : name;
  return name === wanted || base === wanted;
}
