import { useCallback, type MouseEvent } from 'react';
import {
  useDataTableCallbacksContext,
  useGetPathForRecordCallback,
  useNavigate,
  useResourceContext,
  type RaRecord,
} from 'react-admin';

/** What a row does when clicked, given the record it shows: read once per table, not once per row. */
export type RowClickHandler = (record: RaRecord, event: MouseEvent) => void;

/**
 * A click on a row, as react-admin's DataTableRow treats it: the table's `rowClick` gives a path, a view ('edit',
 * 'show'), 'toggleSelection' or false, and the row's page is opened. Bound once for the table's body, where
 * react-admin binds it in each row (with a react-query mutation of its own for the access check, ten on a page).
 * The console draws no expanding rows, so 'expand' does nothing.
 */
export const useRowClick = (): RowClickHandler | undefined => {
  const { rowClick, handleToggleItem, isRowSelectable } = useDataTableCallbacksContext();
  const resource = useResourceContext();
  const getPathForRecord = useGetPathForRecordCallback();
  const navigate = useNavigate();
  const onClick = useCallback(
    async (record: RaRecord, event: MouseEvent) => {
      if (!resource || rowClick === false) return;
      const link = typeof rowClick === 'function' ? await rowClick(record.id, resource, record) : rowClick;
      if (link === 'expand') return;
      if (link === 'toggleSelection') {
        if (handleToggleItem && (!isRowSelectable || isRowSelectable(record))) handleToggleItem(record.id, event);
        return;
      }
      const path = await getPathForRecord({ record, resource, link });
      if (path === false || path == null) return;
      navigate(path, { state: { _scrollToTop: true } });
    },
    [resource, rowClick, handleToggleItem, isRowSelectable, getPathForRecord, navigate],
  );
  return rowClick === false ? undefined : onClick;
};
