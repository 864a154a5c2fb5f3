/** The page sizes a list offers (the resource's list and a record's child lists). */
/** A page long enough to scan a whole list at once; its rows render virtually (see ResourceRows). */
export const LONG_PAGE = 500;

/** The spec's page size first, two larger ones, and a long page for people who scan long lists. */
export const pageSizes = (pageSize: number) => [...new Set([pageSize, pageSize * 2, pageSize * 5, LONG_PAGE])].sort((a, b) => a - b);
