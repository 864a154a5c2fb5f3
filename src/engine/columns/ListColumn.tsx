import { TableCell, TableSortLabel, type SxProps, type Theme } from '@mui/material';
import { readPath } from '../../../dataProviders/documentedProvider';
import { createElement, memo } from 'react';
import {
  DataTable,
  DataTableClasses,
  FieldTitle,
  useDataTableCallbacksContext,
  useDataTableRenderContext,
  useDataTableSortContext,
  useRecordContext,
  useResourceContext,
  useTranslate,
  useTranslateLabel,
  type DataTableColumnProps,
  type SortPayload,
} from 'react-admin';
import { LateTooltip } from '../../shell/components/LateTooltip';

const oppositeOrder: Record<SortPayload['order'], SortPayload['order']> = { ASC: 'DESC', DESC: 'ASC' };

/**
 * react-admin's DataTableHeadCell (a column's header: its sort button, "Sort by …" on hover), its Tooltip put on a pass
 * after its first (LateTooltip): mounting, a Tooltip sets state in the commit, which in the commit that draws a list's
 * rows made React draw the page again before the browser could paint them. The same classes, texts and sorting. The
 * cells' own props (cellSx to render) are kept off the header's TableCell, which gets the rest. Like the cells (DataCell),
 * it reads no store of hidden columns: the console's columns chooser decides which columns are drawn.
 */
const HeadCell = ({ cellSx, className, cellClassName, disableSort, headerClassName, field, render, source, label, sortByOrder, ...rest }: DataTableColumnProps) => {
  const sort = useDataTableSortContext();
  const { handleSort } = useDataTableCallbacksContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const nextSortOrder = sort && sort.field === source ? oppositeOrder[sort.order] : (sortByOrder ?? 'ASC');
  const fieldLabel = translateLabel({ label: typeof label === 'string' ? label : undefined, resource, source });
  const sortLabel = translate('ra.sort.sort_by', {
    field: fieldLabel,
    field_lower_first: typeof fieldLabel === 'string' ? fieldLabel.charAt(0).toLowerCase() + fieldLabel.slice(1) : undefined,
    order: translate(`ra.sort.${nextSortOrder}`),
    _: translate('ra.action.sort'),
  });
  const title = <FieldTitle label={label} source={source} resource={resource} />;
  return (
    <TableCell className={[DataTableClasses.headerCell, className, headerClassName, `column-${source}`].filter(Boolean).join(' ')} variant="head" {...rest}>
      {handleSort && sort && !disableSort && source ? (
        <LateTooltip title={sortLabel} placement={rest.align === 'right' ? 'bottom-end' : 'bottom-start'} enterDelay={300}>
          <TableSortLabel
            active={sort.field === source}
            direction={sort.order === 'ASC' ? 'asc' : 'desc'}
            data-field={source}
            data-order={sortByOrder || 'ASC'}
            onClick={handleSort}
          >
            {title}
          </TableSortLabel>
        </LateTooltip>
      ) : (
        title
      )}
    </TableCell>
  );
};

/**
 * A row's cell of a column: react-admin's DataTableCell (MUI's TableCell with its classes: the row cell's, the column's,
 * cellSx), drawn without the styled layer of its own it wraps TableCell in, and without its read of the store of hidden
 * columns: a store subscription and two styled components for each cell, 60 on a page of the databases list, in the
 * commit that draws the rows. The console's columns chooser (src/engine/columns) decides which columns are drawn;
 * react-admin's store of hidden columns is written by its own ColumnsButton, which the console does not use.
 */
const DataCell = ({ cellSx, className, cellClassName, headerClassName, disableSort, field, render, source, label, sortByOrder, sx, children, ...rest }: DataTableColumnProps) => {
  const record = useRecordContext();
  const value = source ? readPath(record, source) : undefined;
  return (
    <TableCell
      className={[DataTableClasses.rowCell, className, cellClassName, `column-${source}`].filter(Boolean).join(' ')}
      // no sx at all on a plain cell: MUI then runs no sx function for it (sixty cells a page)
      sx={cellSx && record ? ({ ...cellSx(record), ...sx } as SxProps<Theme>) : sx}
      {...rest}
    >
      {children ?? (render ? record && render(record) : field ? createElement(field, { source }) : value != null ? String(value) : null)}
    </TableCell>
  );
};

/** A list's column: react-admin's DataTable.Col, its header drawn by HeadCell and its cells by DataCell above. */
export const ListColumn = memo((props: DataTableColumnProps) => {
  const context = useDataTableRenderContext();
  if (context === 'header') return <HeadCell {...props} />;
  return context === 'data' ? <DataCell {...props} /> : <DataTable.Col {...props} />;
});
ListColumn.displayName = 'ListColumn';
