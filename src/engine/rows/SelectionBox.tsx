import { Checkbox } from '@mui/material';
import { memo, useCallback, type MouseEvent } from 'react';
import {
  DataTableClasses,
  useDataTableCallbacksContext,
  useDataTableSelectedIdsContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Deferred } from '../../shell/components/Deferred';
import { SELECTION_BOX_CLASS } from './selectionBoxClass';

/** MUI's checkbox icons (CheckBoxOutlineBlank, CheckBox), as the row's box draws them before MUI's Checkbox comes. */
const BLANK = 'M19 5v14H5V5h14m0-2H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z';
const CHECKED = 'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';

/**
 * The look of the box before MUI's Checkbox comes (SelectionBox), for the table's sx: MUI's Checkbox as it sits in a
 * row (its 9 px around a 24 px icon, in the text's secondary color, the primary one when checked), so the row is as
 * tall and the box where it will be. Once for the table rather than styled on each row.
 */
export const SELECTION_BOX_SX = {
  [`& .${SELECTION_BOX_CLASS}`]: {
    display: 'inline-flex',
    verticalAlign: 'middle',
    padding: '9px',
    borderRadius: '50%',
    cursor: 'pointer',
    color: 'text.secondary',
    '&.checked': { color: 'primary.main' },
    '&.disabled': { color: 'action.disabled', cursor: 'default' },
    '& svg': { width: '24px', height: '24px', fill: 'currentColor' },
  },
} as const;

/**
 * A row's selection box: react-admin's SelectRowCheckbox (MUI's Checkbox, "Select this row"), drawn in a pass after
 * the row's. In the rows' own pass the box is its look alone (an icon in a span, SELECTION_BOX_SX), which a click
 * already toggles: MUI's Checkbox is five styled components and an input, ten times over in the commit that draws
 * a page of rows.
 */
export const SelectionBox = memo(() => {
  const { handleToggleItem, isRowSelectable } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const translate = useTranslate();
  const record = useRecordContext();
  const selectable = Boolean(record) && (!isRowSelectable || isRowSelectable(record!));
  const selected = selectable && Boolean(record && selectedIds?.includes(record.id));
  const toggle = useCallback(
    (event: MouseEvent) => {
      if (!selectable || !handleToggleItem || !record) return;
      handleToggleItem(record.id, event);
      event.stopPropagation();
    },
    [record, handleToggleItem, selectable],
  );
  const look = (
    <span aria-hidden className={`${SELECTION_BOX_CLASS}${selected ? ' checked' : ''}${selectable ? '' : ' disabled'}`} onClick={toggle}>
      <svg viewBox="0 0 24 24" focusable="false">
        <path d={selected ? CHECKED : BLANK} />
      </svg>
    </span>
  );
  return (
    <Deferred fallback={look}>
      <Checkbox
        // on the input, which the keyboard and screen readers reach (react-admin's sits on the span around it)
        slotProps={{ input: { 'aria-label': translate('ra.action.select_row') } }}
        color="primary"
        className={`select-item ${DataTableClasses.checkbox}`}
        checked={selected}
        onClick={toggle}
        disabled={!selectable}
      />
    </Deferred>
  );
});
SelectionBox.displayName = 'SelectionBox';
