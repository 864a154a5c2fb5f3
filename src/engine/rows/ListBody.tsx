import { TableBody } from '@mui/material';
import { memo, type ReactNode } from 'react';
import { DataTableClasses, useDataTableDataContext, useDataTableRowSxContext } from 'react-admin';
import { ListRow } from './ListRow';
import { useRowClick } from './useRowClick';

/** A list's page of rows: react-admin's DataTableBody with the console's rows (ListRow), their click bound once here. */
export const ListBody = memo(({ children }: { children?: ReactNode }) => {
  const data = useDataTableDataContext();
  const rowSx = useDataTableRowSxContext();
  const onRowClick = useRowClick();
  return (
    <TableBody className={`datatable-body ${DataTableClasses.tbody}`}>
      {data?.map((record, index) => (
        <ListRow key={record.id ?? `row${index}`} record={record} index={index} sx={rowSx?.(record, index)} onRowClick={onRowClick}>
          {children}
        </ListRow>
      ))}
    </TableBody>
  );
});
ListBody.displayName = 'ListBody';
