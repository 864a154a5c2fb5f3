import { Box, useMediaQuery, type Theme } from '@mui/material';
import { useLayoutEffect, useMemo, useRef } from 'react';
import {
  BulkDeleteButton,
  DataTable,
  DataTableClasses,
  type Identifier,
  type RaRecord,
  useListContext,
  useTranslate,
} from 'react-admin';
import { RowDeleteButton, RowEditButton } from './RowButtons';
import { StateSwitchButton } from './StateSwitch';
import { XlsxBulkExportButton } from './export/XlsxExportButton';
import { columnFieldDef, columnKindOf, ONE_LINE_CELL_SX, renderColumn } from './FieldColumn';
import { fieldLabel } from './fieldRules';
import { MobileList } from './MobileList';
import type { ResourceDef } from './types';
import { LazyVirtualRowsBody } from './virtual/LazyVirtualRowsBody';
import { VirtualRowsHead } from './virtual/VirtualRowsHead';
import { needsVirtualRows, virtualTableSx } from './virtual/rowKeys';
import { openModeOf, useResourceAccess, type OpenRecord } from './useResourceAccess';
import { liveRowSx, useLiveRows } from './live/LiveRows';
import { useListColumns } from './columns/useListColumns';
import { withColumnWidth } from './columns/ColumnWidth';
import { usePinnedActionsRoom, wholeValueOnHover } from './columns/tableRoom';
import { useInlineColumns } from './inline/useInlineColumns';
import { INLINE_CELL_SX } from './inline/InlineCell';
import { GridScrollContext, useGridKeyboard } from './keyboard/useGridKeyboard';
import { BulkEditToolbar } from './bulk/BulkEditToolbar';
import { handOverFirstRows } from '../boot/firstRows/handOver';
import { Deferred } from '../shell/components/Deferred';
import { ListBody } from './rows/ListBody';
import { SELECTION_BOX_SX } from './rows/SelectionBox';

const BulkActions = ({ def }: { def: ResourceDef }) => (
  <>
    {def.list.bulkActions?.includes('export') && <XlsxBulkExportButton resource={def.name} />}
    {def.list.bulkActions?.includes('delete') && <BulkDeleteButton mutationMode="pessimistic" />}
  </>
);

interface ResourceRowsProps {
  def: ResourceDef;
  /** a path to open, or false after doing something else (e.g. opening a dialog) */
  onOpen: OpenRecord | false;
  /** row buttons and cells edited in place belong to full lists, not to tabs */
  withActions?: boolean;
  /** the selection and its bulk actions: a full list's by default; a tab's when its definition asks for bulk edit */
  withBulkActions?: boolean;
  empty?: React.ReactNode;
}

/**
 * A table wider than its card (many columns, or long labels beside the row buttons) scrolls sideways inside the card
 * instead of being cut at its edge, and the row buttons stay pinned to the right edge while it does. What the pinned
 * buttons cover is the scroller's padding for scrolling (`--pinned-actions`, usePinnedActionsRoom): a column scrolled
 * to, by the keyboard's focus or scrollIntoView, comes fully beside them, not under them.
 */
const WIDE_TABLE_SX = { [`& .${DataTableClasses.tableWrapper}`]: { overflowX: 'auto' } };
const PINNED_ACTIONS_SX = {
  [`& .${DataTableClasses.tableWrapper}`]: { overflowX: 'auto', scrollPaddingRight: 'var(--pinned-actions, 0px)' },
  '& thead th:last-of-type, & tbody td:last-of-type': { position: 'sticky', right: 0, backgroundColor: 'background.paper' },
};
/** The cell or control the keyboard is on is always outlined (issue 34). */
const KEYBOARD_FOCUS_SX = {
  '& td.row-actions': { textAlign: 'right', whiteSpace: 'nowrap' },
  '& tbody td:focus-visible, & tbody a:focus-visible, & tbody .Mui-focusVisible': {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: '-2px',
  },
};

/** The rows of a list in the list context: a table with the metadata's columns, or a simple list on phones. */
export const ResourceRows = ({ def, onOpen, withActions = true, withBulkActions = withActions, empty }: ResourceRowsProps) => {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { perPage, data } = useListContext();
  // the rows drawn before the app (src/boot/firstRows) go in the frame these come in
  useLayoutEffect(() => {
    if (data) handOverFirstRows();
  }, [data]);
  const virtual = needsVirtualRows(perPage, data?.length);
  const rowActions = withActions ? (def.list.rowActions ?? []) : [];
  const customActions = withActions ? (def.slots?.rowActions ?? []) : [];
  const stateSwitch = withActions && def.list.stateSwitch;
  const hasActions = rowActions.length + customActions.length + (stateSwitch ? 1 : 0) > 0;
  const translate = useTranslate();
  const live = useLiveRows();
  // a row opens to edit (W), else to view (V), else not at all
  const access = useResourceAccess(def.name);
  const mode = openModeOf(access);
  // cells the definition lets the user edit in place (W), and the table's keyboard (issue 34)
  const inline = useInlineColumns(def, withActions && access.canEdit);
  // the columns the user chose: shown, in their order, with their widths (issue 34 item 1)
  const columns = useListColumns(def);
  const grid = useGridKeyboard(def.list.filters?.find((filter) => filter.kind === 'search')?.source);
  usePinnedActionsRoom(grid.ref, hasActions && !isPhone, data);
  // The cells, made again only when the columns, the definition or the access change: not when the selection
  // changes, the page scrolls or the rows are refreshed, so React leaves every drawn cell as it is then (a long
  // list's selecting all redrew every cell in view before; issue 34 item 6). onOpen is read when a row's Edit is
  // clicked, through a ref: the list gives a new function each time it draws.
  const openRef = useRef(onOpen);
  openRef.current = onOpen;
  const canOpen = onOpen !== false;
  const cells = useMemo(() => {
    const open: OpenRecord | false = canOpen ? (id, record, openMode) => (openRef.current === false ? false : openRef.current(id, record, openMode)) : false;
    return [
      ...columns.map((entry) =>
        withColumnWidth(entry, inline(entry.column, renderColumn(def, entry.column)), {
          kind: columnKindOf(def, entry.column),
          label: translate(fieldLabel(def, columnFieldDef(def, entry.column))),
          sortable: typeof entry.column !== 'string' && Boolean(entry.column.sortable),
        }),
      ),
      hasActions && (
        <DataTable.Col key="row-actions" label="" cellClassName="row-actions" headerClassName="row-actions">
          {customActions.map((Action, index) => (
            <Action key={index} />
          ))}
          {rowActions.includes('edit') && <RowEditButton onOpen={open} canEdit={access.canEdit} />}
          {stateSwitch && <StateSwitchButton def={def} />}
          {rowActions.includes('delete') && <RowDeleteButton def={def} canDelete={access.canDelete} />}
        </DataTable.Col>
      ),
    ];
    // rowActions, customActions, stateSwitch and hasActions follow from def and withActions
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [columns, inline, def, withActions, canOpen, access.canEdit, access.canDelete, translate]);
  const rowClick =
    def.list.rowClick === false || onOpen === false || mode === null
      ? false
      : (id: Identifier, _: string, record: RaRecord) => onOpen(id, record, mode);
  if (isPhone) return <MobileList def={def} rowClick={rowClick} withActions={withActions} withBulkActions={withBulkActions} />;
  return (
    <GridScrollContext.Provider value={grid.scroll}>
      <Box
        ref={grid.ref}
        onKeyDown={grid.onKeyDown}
        onPointerOver={wholeValueOnHover}
        onFocus={(event) => {
          grid.onFocus(event);
          wholeValueOnHover(event);
        }}
      >
        <DataTable
          // the table is named by its list's title, for screen readers (and tests)
          aria-label={def.titles?.list ? translate(def.titles.list) : undefined}
          // a long page renders only the rows in view
          sx={{ ...(hasActions ? PINNED_ACTIONS_SX : WIDE_TABLE_SX), ...KEYBOARD_FOCUS_SX, ...INLINE_CELL_SX, ...ONE_LINE_CELL_SX, ...SELECTION_BOX_SX, ...(virtual ? virtualTableSx : {}) }}
          {...(virtual ? { body: LazyVirtualRowsBody, head: VirtualRowsHead, 'aria-rowcount': (data?.length ?? 0) + 1 } : { body: ListBody })}
          rowClick={rowClick}
          // rows another session just changed are marked a moment (issue 36)
          rowSx={(record) => liveRowSx(live, record.id)}
          bulkActionButtons={withBulkActions && def.list.bulkActions?.length ? <BulkActions def={def} /> : false}
          // folded away until rows are chosen: drawn in a pass after the rows'
          bulkActionsToolbar={
            withBulkActions && def.list.bulkActions?.includes('edit') ? (
              <Deferred>
                <BulkEditToolbar def={def}>
                  <BulkActions def={def} />
                </BulkEditToolbar>
              </Deferred>
            ) : undefined
          }
          empty={empty}
        >
          {cells}
        </DataTable>
      </Box>
    </GridScrollContext.Provider>
  );
};
