import { TableCell, TableRow, type SxProps, type Theme } from '@mui/material';
import { memo, type MouseEvent, type ReactNode } from 'react';
import { DataTableClasses, RecordContextProvider, useDataTableCallbacksContext, useDataTableConfigContext, type RaRecord } from 'react-admin';
import { SelectionBox } from './SelectionBox';
import type { RowClickHandler } from './useRowClick';

interface ListRowProps {
  record: RaRecord;
  index: number;
  sx?: SxProps<Theme>;
  /** the table's row click (useRowClick), undefined when rows open nothing */
  onRowClick?: RowClickHandler;
  children: ReactNode;
  'data-index'?: number;
  'aria-rowindex'?: number;
}

/**
 * A list's row: react-admin's DataTableRow as the console uses it (MUI's TableRow with its hover, react-admin's row
 * classes, the selection box when the table has bulk actions, the click given by the table), without what the
 * console never uses: the expanding rows (a store read per row) and the theme's props and styled layer around the
 * TableRow. The cells are the columns' (ListColumn), in the row's record.
 */
export const ListRow = memo(({ record, index, sx, onRowClick, children, ...rest }: ListRowProps) => {
  const { hasBulkActions = false, hover = true } = useDataTableConfigContext();
  const { handleToggleItem, isRowSelectable } = useDataTableCallbacksContext();
  const selectable = !isRowSelectable || isRowSelectable(record);
  const className = [
    DataTableClasses.row,
    index % 2 === 0 ? DataTableClasses.rowEven : DataTableClasses.rowOdd,
    selectable && DataTableClasses.selectable,
    onRowClick && DataTableClasses.clickableRow,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <RecordContextProvider value={record}>
      <TableRow className={className} hover={hover} sx={sx} onClick={onRowClick && ((event: MouseEvent) => onRowClick(record, event))} {...rest}>
        {hasBulkActions && handleToggleItem && (
          <TableCell padding="checkbox">
            <SelectionBox />
          </TableCell>
        )}
        {children}
      </TableRow>
    </RecordContextProvider>
  );
});
ListRow.displayName = 'ListRow';
