import { cloneElement, useCallback, useDeferredValue, useEffect, useState, type KeyboardEvent, type PointerEvent, type ReactElement, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { Box } from '@mui/material';
import { FieldTitle, useResourceContext, useTranslate } from 'react-admin';
import { COLUMN_WIDTH } from '../../../contracts/listViewLimits';
import { clampWidth, type ChosenColumn } from './columnChoice';
import { columnBounds, type ColumnKind } from './columnWidths';
import { useListColumnsState } from './useListColumns';
import { whenIdle } from '../../boot/whenIdle';

/** Pixels an arrow key moves a column's edge (with Shift: five times as many). */
export const WIDTH_STEP = 10;

/**
 * The width a key gives a column of `width` px from its resize handle: ArrowRight wider, ArrowLeft narrower (Shift: by
 * 5 steps), within the bounds; undefined for any other key (the key is not the handle's).
 */
export const widthAfterKey = (key: string, shiftKey: boolean, width: number): number | undefined => {
  const step = shiftKey ? 5 * WIDTH_STEP : WIDTH_STEP;
  if (key === 'ArrowRight') return clampWidth(width + step);
  if (key === 'ArrowLeft') return clampWidth(width - step);
  return undefined;
};

/** The handle's own events stop at it (not the sort button it belongs to in React's tree, nor the grid's keys). */
const stop = (event: SyntheticEvent) => event.stopPropagation();

/** The sort label is not the handle's box: the header cell is (it sticks, so it positions its children). */
const HEADER_SX = { '& .MuiTableSortLabel-root': { position: 'static' } };

/**
 * A column header's label with a handle on the cell's right edge: drag it to resize the column (the width is kept
 * with the user's choice), double-click it to give the column back its own width. From the keyboard the handle is a
 * focusable separator (Tab reaches it after the header's sort button): ArrowLeft / ArrowRight change the width, which
 * screen readers announce as its value. It is drawn in the header cell itself (a portal), not inside the sort
 * button: a control inside a button is neither reachable nor announced.
 */
const ResizableLabel = ({ label, source, width }: { label: ReactNode; source: string; width?: number }) => {
  const state = useListColumnsState();
  const resource = useResourceContext();
  const translate = useTranslate();
  const [cell, setCell] = useState<HTMLTableCellElement | null>(null);
  // the handle comes in a pass of its own after the header's first: its anchor finds the cell as it mounts (state set in
  // the commit), which in the commit that draws a list's rows made React draw the page again before the browser could
  // paint them
  const handled = useDeferredValue(true, false) && Boolean(state);
  const anchor = useCallback((node: HTMLSpanElement | null) => setCell(node?.closest('th') ?? null), []);
  // The width the column has now, read when the browser is idle and when the handle gets focus: read while
  // rendering, it made the browser lay the page out once per header in the middle of the first rows' render.
  const [measured, setMeasured] = useState<number>();
  const measure = useCallback(() => {
    if (cell) setMeasured(clampWidth(cell.getBoundingClientRect().width || COLUMN_WIDTH.min));
  }, [cell]);
  useEffect(() => (cell && width === undefined ? whenIdle(measure) : undefined), [cell, width, measure]);
  // the chosen width, else the one the column has
  const current = width ?? measured ?? COLUMN_WIDTH.min;
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    const now = width ?? (cell ? clampWidth(cell.getBoundingClientRect().width || COLUMN_WIDTH.min) : current);
    const next = widthAfterKey(event.key, event.shiftKey, now);
    if (next === undefined || !state) return;
    event.preventDefault();
    event.stopPropagation();
    if (next !== now) state.dispatch({ type: 'resize', source, width: next });
  };
  const start = (event: PointerEvent<HTMLSpanElement>) => {
    if (!state || event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    const cell = event.currentTarget.closest('th');
    if (!cell) return;
    const startX = event.clientX;
    const startWidth = cell.getBoundingClientRect().width;
    let width = startWidth;
    const move = (moved: globalThis.PointerEvent) => {
      width = clampWidth(startWidth + moved.clientX - startX);
      cell.style.width = cell.style.minWidth = cell.style.maxWidth = `${width}px`;
    };
    const end = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      cell.style.width = cell.style.minWidth = cell.style.maxWidth = '';
      if (Math.abs(width - startWidth) >= 1) state.dispatch({ type: 'resize', source, width });
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
  };
  const label_ = typeof label === 'string' ? translate(label, { _: label }) : label;
  return (
    <>
      <FieldTitle label={label_} source={source} resource={resource} />
      {handled && <span ref={anchor} hidden />}
      {handled && state && cell && createPortal(
        <Box
          component="span"
          role="separator"
          tabIndex={0}
          aria-orientation="vertical"
          aria-valuenow={current}
          aria-valuemin={COLUMN_WIDTH.min}
          aria-valuemax={COLUMN_WIDTH.max}
          aria-label={translate('app.listViews.columns.resize_keys', { name: typeof label_ === 'string' ? label_ : source })}
          data-resize={source}
          title={translate('app.listViews.columns.resize', { name: typeof label_ === 'string' ? label_ : source })}
          onPointerDown={start}
          onKeyDown={onKeyDown}
          onFocus={(event) => {
            stop(event);
            if (width === undefined) measure();
          }}
          onBlur={stop}
          onClick={(event) => {
            event.preventDefault();
            event.stopPropagation();
          }}
          onDoubleClick={(event) => {
            event.stopPropagation();
            state.dispatch({ type: 'resize', source, width: null });
          }}
          sx={{
            position: 'absolute',
            top: 0,
            right: 0,
            bottom: 0,
            width: 8,
            cursor: 'col-resize',
            zIndex: 1,
            touchAction: 'none',
            borderRight: '2px solid transparent',
            '&:hover, &:focus-visible': { borderRightColor: 'primary.main' },
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' },
          }}
        />,
        cell,
      )}
    </>
  );
};

/** What a column's readable bounds are made from: the kind of its values, its header's label (translated), its sort arrow. */
export interface ColumnLayout {
  kind: ColumnKind;
  label: string;
  sortable: boolean;
}

/**
 * A column element (DataTable.Col) drawn with the user's width and a resize handle on its header. With its layout,
 * a column the user has not resized is never narrower than its kind and label need (columnWidths.ts), and its
 * one-line values end in an ellipsis at its kind's widest (`--cell-max`, read by the table's `.one-line` rule).
 */
export const withColumnWidth = (entry: ChosenColumn, element: ReactElement<object>, layout?: ColumnLayout) => {
  const props = element.props as { label?: ReactNode; sx?: object };
  const bounds = layout ? columnBounds(layout.kind, layout.label, layout.sortable, entry.width) : undefined;
  const size = bounds
    ? { ...(bounds.width ? { width: bounds.width, maxWidth: bounds.maxWidth } : {}), minWidth: bounds.minWidth, '--cell-max': `${bounds.cellMax}px` }
    : entry.width
      ? { width: entry.width, minWidth: entry.width, maxWidth: entry.width }
      : {};
  return cloneElement(element as ReactElement<{ label?: ReactNode; sx?: object }>, {
    label: <ResizableLabel label={props.label} source={entry.source} width={entry.width} />,
    sx: { ...props.sx, ...HEADER_SX, ...size },
  });
};
