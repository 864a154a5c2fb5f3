import { TableCell, TableSortLabel } from '@mui/material';
import { memo, type ReactNode } from 'react';
import {
  DataTable,
  DataTableClasses,
  FieldTitle,
  useDataTableCallbacksContext,
  useDataTableRenderContext,
  useDataTableSortContext,
  useResourceContext,
  useTranslate,
  useTranslateLabel,
  type SortPayload,
} from 'react-admin';
import { LateTooltip } from '../../shell/components/LateTooltip';

const oppositeOrder: Record<SortPayload['order'], SortPayload['order']> = { ASC: 'DESC', DESC: 'ASC' };

/**
 * react-admin's DataTableHeadCell (a column's header: its sort button, "Sort by …" on hover), its Tooltip put on a pass
 * after its first (LateTooltip): mounting, a Tooltip sets state in the commit, which in the commit that draws a list's
 * rows made React draw the page again before the browser could paint them. The same classes, texts and sorting.
 */
const HeadCell = ({ source, label, disableSort }: ListColumnProps) => {
  const sort = useDataTableSortContext();
  const { handleSort } = useDataTableCallbacksContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const nextSortOrder = sort && sort.field === source ? oppositeOrder[sort.order] : 'ASC';
  const fieldLabel = translateLabel({ label: typeof label === 'string' ? label : undefined, resource, source });
  const sortLabel = translate('ra.sort.sort_by', {
    field: fieldLabel,
    field_lower_first: typeof fieldLabel === 'string' ? fieldLabel.charAt(0).toLowerCase() + fieldLabel.slice(1) : undefined,
    order: translate(`ra.sort.${nextSortOrder}`),
    _: translate('ra.action.sort'),
  });
  const title = <FieldTitle label={label} source={source} resource={resource} />;
  return (
    <TableCell className={`${DataTableClasses.headerCell} column-${source}`} variant="head">
      {handleSort && sort && !disableSort ? (
        <LateTooltip title={sortLabel} placement="bottom-start" enterDelay={300}>
          <TableSortLabel
            active={sort.field === source}
            direction={sort.order === 'ASC' ? 'asc' : 'desc'}
            data-field={source}
            data-order="ASC"
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
 * A row's cell of a column: react-admin's DataTableCell (MUI's TableCell with the row cell's and the column's classes),
 * drawn without the styled layer of its own it wraps TableCell in: two styled components for each cell, 60 on a page
 * of the databases list, in the commit that draws the rows.
 */
const DataCell = ({ source, children }: ListColumnProps) => <TableCell className={`${DataTableClasses.rowCell} column-${source}`}>{children}</TableCell>;

/**
 * What a list's column is given (FieldColumn.tsx's renderColumn): its field, label and sorting, and its cell's content.
 * Which columns are drawn is the console's columns chooser's (src/engine/columns): react-admin's store of hidden
 * columns, which its own header and cell read (a store subscription each: 66 on a page of the databases list), is
 * written only by its ColumnsButton, which the console does not use.
 */
export interface ListColumnProps {
  source: string;
  label: string;
  disableSort?: boolean;
  children: ReactNode;
}

/** A list's column: react-admin's DataTable.Col, its header drawn by HeadCell and its cells by DataCell above. */
export const ListColumn = memo((props: ListColumnProps) => {
  const context = useDataTableRenderContext();
  if (context === 'header') return <HeadCell {...props} />;
  return context === 'data' ? <DataCell {...props} /> : <DataTable.Col {...props} />;
});
ListColumn.displayName = 'ListColumn';
