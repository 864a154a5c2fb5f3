import { TableBody } from '@mui/material';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { DataTableClasses, DataTableRow, RecordContextProvider, useDataTableDataContext, useDataTableRowSxContext } from 'react-admin';
import { rowAfterKey } from './rowKeys';

/** A small table row's height (react-admin's DataTable size "small"), before the rows are measured. */
const ROW_HEIGHT = 37;
const OVERSCAN = 12;

/** Where react-admin's DataTable scrolls when its wrapper is given a height (see `virtualTableSx`). */
const scrollerOf = (body: HTMLElement | null) => body?.closest<HTMLElement>(`.${DataTableClasses.tableWrapper}`) ?? null;

/**
 * The body of a react-admin DataTable that renders only the rows in view (and a few around them), with spacer
 * rows standing for the others: the same rows (react-admin's DataTableRow: look, row click, selection
 * checkbox), the same header. The rows are keyboard-usable, which react-admin's are not: Tab reaches the table,
 * arrows, Page Up/Down, Home and End move between rows (scrolling to them), Enter opens the row, Space selects it.
 */
const VirtualRowsBody = ({ children }: { children?: ReactNode }) => {
  const data = useDataTableDataContext() ?? [];
  const rowSx = useDataTableRowSxContext();
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [active, setActive] = useState(0);
  const focusWanted = useRef(false);
  const virtualizer = useVirtualizer({
    count: data.length,
    getScrollElement: () => scrollerOf(bodyRef.current),
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => data[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  const current = Math.min(active, Math.max(data.length - 1, 0));

  // a row moved to by the keyboard gets the focus once it is rendered
  useEffect(() => {
    if (!focusWanted.current) return;
    const row = bodyRef.current?.querySelector<HTMLElement>(`tr[data-index="${current}"]`);
    if (row) {
      row.focus({ preventScroll: true });
      focusWanted.current = false;
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    // keys typed in a row's own controls (its checkbox, its buttons) are theirs
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      event.currentTarget.click();
      return;
    }
    if (event.key === ' ') {
      event.preventDefault();
      event.currentTarget.querySelector<HTMLInputElement>('input[type="checkbox"]')?.click();
      return;
    }
    const inView = Math.floor((scrollerOf(bodyRef.current)?.clientHeight ?? ROW_HEIGHT * 10) / ROW_HEIGHT) - 1;
    const next = rowAfterKey(event.key, index, data.length, inView);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    focusWanted.current = true;
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  return (
    <TableBody ref={bodyRef} className={`datatable-body ${DataTableClasses.tbody}`}>
      {top > 0 && <tr aria-hidden style={{ height: top }} />}
      {items.map((item) => {
        const record = data[item.index];
        return (
          <RecordContextProvider value={record} key={item.key}>
            <DataTableRow
              ref={virtualizer.measureElement}
              data-index={item.index}
              aria-rowindex={item.index + 2}
              tabIndex={item.index === current ? 0 : -1}
              onFocus={(event) => event.target === event.currentTarget && setActive(item.index)}
              onKeyDown={(event: KeyboardEvent<HTMLTableRowElement>) => onKeyDown(event, item.index)}
              className={`${DataTableClasses.row} ${item.index % 2 === 0 ? DataTableClasses.rowEven : DataTableClasses.rowOdd}`}
              sx={rowSx?.(record, item.index)}
            >
              {children}
            </DataTableRow>
          </RecordContextProvider>
        );
      })}
      {bottom > 0 && <tr aria-hidden style={{ height: bottom }} />}
    </TableBody>
  );
};

// loaded on its own, when a long list first shows (lazy() wants a default export)
export default VirtualRowsBody;
