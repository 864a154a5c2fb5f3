import { DataTableClasses } from 'react-admin';

/** Lists longer than this render only the rows in view (react-admin's tables render every row). */
export const VIRTUAL_ROWS_FROM = 200;

/** Whether a list page is long enough to virtualize: its page size, or the rows it holds (local lists). */
export const needsVirtualRows = (perPage: number | undefined, rows: number | undefined) =>
  (perPage ?? 0) > VIRTUAL_ROWS_FROM || (rows ?? 0) > VIRTUAL_ROWS_FROM;

/**
 * The row a key moves to in a table of `count` rows, `page` of them in view: arrows one row, Page Up/Down a
 * screenful, Home/End the ends; null for any other key.
 */
export const rowAfterKey = (key: string, current: number, count: number, page: number): number | null => {
  const last = count - 1;
  const clamp = (index: number) => Math.max(0, Math.min(last, index));
  switch (key) {
    case 'ArrowDown':
      return clamp(current + 1);
    case 'ArrowUp':
      return clamp(current - 1);
    case 'PageDown':
      return clamp(current + Math.max(1, page));
    case 'PageUp':
      return clamp(current - Math.max(1, page));
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
};

/** The DataTable's wrapper becomes the scroll box of a long list; its header cells already stick to the top. */
export const virtualTableSx = {
  [`& .${DataTableClasses.tableWrapper}`]: { maxHeight: 'max(24rem, calc(100vh - 16rem))', overflowY: 'auto' },
  // the row the keyboard is on
  [`& .${DataTableClasses.row}:focus-visible`]: { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' },
};
