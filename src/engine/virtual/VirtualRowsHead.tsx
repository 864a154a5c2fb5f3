import { Checkbox, TableCell, TableHead, TableRow } from '@mui/material';
import { useMemo, type ChangeEvent, type ReactNode } from 'react';
import {
  DataTableClasses,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  useDataTableSelectedIdsContext,
  useTranslate,
} from 'react-admin';

/**
 * The page's select-all checkbox, as react-admin's SelectPageCheckbox but in linear time: react-admin's compares
 * every row with every selected id (`every(… includes …)`, `filter(… some …)`), which on a page of 50,000 rows is
 * billions of comparisons a render (seconds); here the selected ids are a Set.
 */
const SelectPageCheckbox = () => {
  const data = useDataTableDataContext() ?? [];
  const selectedIds = useDataTableSelectedIdsContext() ?? [];
  const { onSelect, isRowSelectable } = useDataTableCallbacksContext();
  const translate = useTranslate();
  const selected = useMemo(() => new Set(selectedIds), [selectedIds]);
  const selectable = useMemo(() => (isRowSelectable ? data.filter((record) => isRowSelectable(record)) : data), [data, isRowSelectable]);
  const all = selected.size > 0 && selectable.length > 0 && selectable.every((record) => selected.has(record.id));
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (!onSelect) return;
    if (event.target.checked) {
      onSelect(selectedIds.concat(selectable.filter((record) => !selected.has(record.id)).map((record) => record.id)));
    } else {
      // only the ids of this page are unselected
      const page = new Set(data.map((record) => record.id));
      onSelect(selectedIds.filter((id) => !page.has(id)));
    }
  };
  const label = { 'aria-label': translate('ra.action.select_all', { _: 'Select all' }) };
  return (
    <Checkbox className="select-all" color="primary" checked={all} onChange={onChange} onClick={(event) => event.stopPropagation()} slotProps={{ input: label }} />
  );
};

/** The header of a long (virtual) list: react-admin's DataTableHead, with the linear select-all checkbox. */
export const VirtualRowsHead = ({ children }: { children?: ReactNode }) => {
  const { hasBulkActions = false } = useDataTableConfigContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  return (
    <TableHead className={DataTableClasses.thead}>
      <TableRow className={`${DataTableClasses.row} ${DataTableClasses.headerRow}`}>
        {hasBulkActions && handleToggleItem && (
          <TableCell padding="checkbox" variant="head" className={DataTableClasses.headerCell}>
            <SelectPageCheckbox />
          </TableCell>
        )}
        {children}
      </TableRow>
    </TableHead>
  );
};
