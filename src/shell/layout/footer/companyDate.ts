/**
 * A company date ("2026-11-01", or a full ISO timestamp) written for the language, e.g. "November 1, 2026" or
 * "1 de noviembre de 2026". A plain date is read as that calendar day (not as UTC midnight, which could show the
 * day before); text that is not a date is returned as it is.
 */
export const formatCompanyDate = (value: string, locale: string): string => {
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  const date = plain ? new Date(Number(plain[1]), Number(plain[2]) - 1, Number(plain[3])) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
};
