import { TableCell, TableSortLabel } from '@mui/material';
import { memo } from 'react';
import {
  DataTable,
  DataTableClasses,
  FieldTitle,
  useDataTableCallbacksContext,
  useDataTableRenderContext,
  useDataTableSortContext,
  useDataTableStoreContext,
  useResourceContext,
  useStore,
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
 * cells' own props (cellSx to render) are kept off the header's TableCell, which gets the rest.
 */
const HeadCell = ({ cellSx, className, cellClassName, disableSort, headerClassName, field, render, source, label, sortByOrder, ...rest }: DataTableColumnProps) => {
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const sort = useDataTableSortContext();
  const { handleSort } = useDataTableCallbacksContext();
  const [hiddenColumns] = useStore<string[]>(storeKey, defaultHiddenColumns);
  const resource = useResourceContext();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  if (hiddenColumns.includes(source ?? (label as string))) return null;
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

/** A list's column: react-admin's DataTable.Col, its header drawn by HeadCell above. */
export const ListColumn = memo((props: DataTableColumnProps) =>
  useDataTableRenderContext() === 'header' ? <HeadCell {...props} /> : <DataTable.Col {...props} />,
);
ListColumn.displayName = 'ListColumn';
