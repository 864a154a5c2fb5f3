/**
 * Dates and numbers written in the console's language, with one Intl formatter per language kept for the page's
 * life. `toLocaleDateString` / `toLocaleString` (what react-admin's DateField and NumberField call) build a new
 * formatter on every call: on a long list that was the largest single cost of drawing rows (issue 34 item 6).
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

const formatOf = <F,>(cache: Map<string, F>, key: string, make: () => F): F => {
  let format = cache.get(key);
  if (!format) cache.set(key, (format = make()));
  return format;
};

/**
 * A date as react-admin's DateField writes it (the date only): a date without a time ("2026-11-03") is read in UTC,
 * so it is the same day everywhere; an empty or unreadable value gives ''.
 */
export const formatDate = (value: unknown, locale: string): string => {
  if (value == null || value === '') return '';
  const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) return '';
  const dateOnly = typeof value === 'string' && value.length <= 10;
  const format = formatOf(dateFormats, `${locale}|${dateOnly ? 'UTC' : ''}`, () =>
    new Intl.DateTimeFormat(locale, dateOnly ? { timeZone: 'UTC' } : undefined),
  );
  return format.format(date);
};

/** A number as react-admin's NumberField writes it: a numeric string is read as a number; anything else as it is. */
export const formatNumber = (value: unknown, locale: string): string => {
  if (value == null) return '';
  const number = typeof value === 'string' && value !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;
  if (typeof number !== 'number') return String(number);
  return formatOf(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(number);
};
