// The Mailbox's pure rules: a size as people read it, a date in the user's language.

/** 512 → "512 B", 20480 → "20 KB", 3.4 MB → "3.4 MB". */
export function humanSize(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toLocaleString(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits })} ${units[unit]}`;
}

export const shownDate = (iso: string | null, locale: string) => (iso ? new Date(iso).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'medium' }) : '');

/** The page size, from the address (?perPage=), kept among the sizes offered. */
export const pageSizeOf = (value: string | null, sizes: readonly number[]) => {
  const n = Number(value);
  return sizes.includes(n) ? n : sizes[1] ?? sizes[0];
};
