import { cloneElement, type PointerEvent, type ReactElement, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { FieldTitle, useResourceContext, useTranslate } from 'react-admin';
import { clampWidth, type ChosenColumn } from './columnChoice';
import { useListColumnsState } from './useListColumns';

/** The sort label is not the handle's box: the header cell is (it sticks, so it positions its children). */
const HEADER_SX = { '& .MuiTableSortLabel-root': { position: 'static' } };

/**
 * A column header's label with a handle on the cell's right edge: drag it to resize the column (the width is kept
 * with the user's choice), double-click it to give the column back its own width. Pointer only and hidden from
 * screen readers: it sits inside the sort button, and the chooser keeps every other change reachable by keyboard.
 */
const ResizableLabel = ({ label, source }: { label: ReactNode; source: string }) => {
  const state = useListColumnsState();
  const resource = useResourceContext();
  const translate = useTranslate();
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
      {state && (
        <Box
          component="span"
          aria-hidden
          data-resize={source}
          title={translate('app.listViews.columns.resize', { name: typeof label_ === 'string' ? label_ : source })}
          onPointerDown={start}
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
            '&:hover': { borderRightColor: 'primary.main' },
          }}
        />
      )}
    </>
  );
};

/** A column element (DataTable.Col) drawn with the user's width and a resize handle on its header. */
export const withColumnWidth = (entry: ChosenColumn, element: ReactElement<object>) => {
  const props = element.props as { label?: ReactNode; sx?: object };
  return cloneElement(element as ReactElement<{ label?: ReactNode; sx?: object }>, {
    label: <ResizableLabel label={props.label} source={entry.source} />,
    sx: { ...props.sx, ...HEADER_SX, ...(entry.width ? { width: entry.width, minWidth: entry.width, maxWidth: entry.width } : {}) },
  });
};
