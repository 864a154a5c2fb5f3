// The Mailbox's pure rules: a date in the user's language, the page size (sizes read as people do: formatBytes).

export const shownDate = (iso: string | null, locale: string) => (iso ? new Date(iso).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'medium' }) : '');

/** The page size, from the address (?perPage=), kept among the sizes offered. */
export const pageSizeOf = (value: string | null, sizes: readonly number[]) => {
  const n = Number(value);
  return sizes.includes(n) ? n : sizes[1] ?? sizes[0];
};
