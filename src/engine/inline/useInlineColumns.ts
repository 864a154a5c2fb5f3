import { useCallback, useMemo, type ReactElement, type ReactNode } from 'react';
import { findField } from '../fieldRules';
import type { ColumnDef, ResourceDef } from '../types';
import { withInlineCell } from './InlineCell';
import { inlineEditableSources } from './inlineCells';

/**
 * The list's columns as the table draws them, those the definition lets this user edit in place (W) with their
 * cells edited in place: give it each column and the column element renderColumn made for it.
 */
export const useInlineColumns = (def: ResourceDef, canEdit: boolean) => {
  const editable = useMemo(() => inlineEditableSources(def, canEdit), [def, canEdit]);
  // the same function while the definition and the access stay (the list's columns are memoized on it)
  return useCallback(
    (column: string | ColumnDef, element: ReactElement<{ children?: ReactNode }>) => {
      const source = typeof column === 'string' ? column : column.source;
      const field = editable.has(source) ? findField(def, source) : undefined;
      return field ? withInlineCell(def, field, element) : element;
    },
    [def, editable],
  );
};
