import { TableBody } from '@mui/material';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { DataTableClasses, useDataTableDataContext, useDataTableRowSxContext } from 'react-admin';
import { ListRow } from '../rows/ListRow';
import { useRowClick } from '../rows/useRowClick';
import { useGridScroll } from '../keyboard/useGridKeyboard';

/** A small table row's height (react-admin's DataTable size "small"), until the first drawn row is measured. */
const ROW_HEIGHT = 37;
const OVERSCAN = 6;

/** Where react-admin's DataTable scrolls when its wrapper is given a height (see `virtualTableSx`). */
const scrollerOf = (body: HTMLElement | null) => body?.closest<HTMLElement>(`.${DataTableClasses.tableWrapper}`) ?? null;

/**
 * The body of a react-admin DataTable that renders only the rows in view (and a few around them), with spacer
 * rows standing for the others: the same rows (ListRow: look, row click, selection box), the same header. The
 * table's keyboard (useGridKeyboard: arrows, pages, Home/End, Enter, Space) reaches rows not drawn through
 * GridScrollContext, which this body fills with its scroll to a row.
 */
const VirtualRowsBody = ({ children }: { children?: ReactNode }) => {
  const data = useDataTableDataContext() ?? [];
  const rowSx = useDataTableRowSxContext();
  const onRowClick = useRowClick();
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const scrollTo = useGridScroll();
  // Every row is as tall as the first drawn one (cells do not wrap: see virtualTableSx). Measuring each row as it
  // comes into view would make the virtualizer lay out all 50,000 positions again after each scroll (the bench's
  // profile: a third of a scroll's time), so the rows are measured once, and again only if that height changes.
  const [rowHeight, setRowHeight] = useState(ROW_HEIGHT);
  const virtualizer = useVirtualizer({
    count: data.length,
    getScrollElement: () => scrollerOf(bodyRef.current),
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    getItemKey: (index) => data[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;

  const measured = useRef(false);
  useLayoutEffect(() => {
    if (measured.current) return;
    const drawn = bodyRef.current?.querySelector('tr[data-index]')?.getBoundingClientRect().height;
    if (!drawn) return;
    measured.current = true;
    if (Math.abs(drawn - rowHeight) > 0.5) setRowHeight(drawn);
  });
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);

  useEffect(() => {
    scrollTo.current = (index) => virtualizer.scrollToIndex(index, { align: 'auto' });
    return () => {
      scrollTo.current = null;
    };
  }, [virtualizer, scrollTo]);

  return (
    <TableBody ref={bodyRef} className={`datatable-body ${DataTableClasses.tbody}`}>
      {top > 0 && <tr aria-hidden style={{ height: top }} />}
      {items.map((item) => {
        const record = data[item.index];
        return (
          <ListRow key={item.key} record={record} index={item.index} data-index={item.index} aria-rowindex={item.index + 2} sx={rowSx?.(record, item.index)} onRowClick={onRowClick}>
            {children}
          </ListRow>
        );
      })}
      {bottom > 0 && <tr aria-hidden style={{ height: bottom }} />}
    </TableBody>
  );
};

// loaded on its own, when a long list first shows (lazy() wants a default export)
export default VirtualRowsBody;
