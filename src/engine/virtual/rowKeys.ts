import { DataTableClasses } from 'react-admin';

/** Lists longer than this render only the rows in view (react-admin's tables render every row). */
export const VIRTUAL_ROWS_FROM = 200;

/** Whether a list page is long enough to virtualize: its page size, or the rows it holds (local lists). */
export const needsVirtualRows = (perPage: number | undefined, rows: number | undefined) =>
  (perPage ?? 0) > VIRTUAL_ROWS_FROM || (rows ?? 0) > VIRTUAL_ROWS_FROM;

/**
 * The DataTable's wrapper becomes the scroll box of a long list; its header cells already stick to the top. Its
 * cells do not wrap, so every row is as tall as the first (the virtual body measures one row, not each).
 */
export const virtualTableSx = {
  [`& .${DataTableClasses.tableWrapper}`]: { maxHeight: 'max(24rem, calc(100vh - 16rem))', overflowY: 'auto' },
  [`& .${DataTableClasses.tbody} td`]: { whiteSpace: 'nowrap' },
};
