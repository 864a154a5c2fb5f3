import { Box } from '@mui/material';
import { cloneElement, lazy, Suspense, useEffect, useRef, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { FieldDef, ResourceDef } from '../types';
import { inlineModeOf } from './inlineCells';

// the editor's code comes the first time a cell is edited: the first screen of a list does not carry it
const InlineEditor = lazy(() => import('./InlineEditor'));

/** The DOM event that asks a cell to open its editor (the table's keyboard sends it on Enter and F2). */
export const INLINE_EDIT_EVENT = 'inline-edit';

interface InlineCellProps {
  def: ResourceDef;
  field: FieldDef;
  /** the value as the column shows it when not editing */
  children: ReactNode;
}

/**
 * A cell edited in place (issue 34): a double click (or Enter or F2 from the keyboard) opens its input; a yes/no
 * changes with one click and a choice with one choice. Clicks in it never open the row. Done, the focus goes back
 * to the cell.
 */
export const InlineCell = ({ def, field, children }: InlineCellProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [editing, setEditing] = useState(false);
  const box = useRef<HTMLElement>(null);
  const oneClick = inlineModeOf(field) !== 'text';

  const start = () => setEditing(true);
  // the table's keyboard (Enter, F2) asks through a DOM event: it knows cells, not React components
  useEffect(() => {
    const node = box.current;
    if (!node) return;
    const edit = () => setEditing(true);
    node.addEventListener(INLINE_EDIT_EVENT, edit);
    return () => node.removeEventListener(INLINE_EDIT_EVENT, edit);
  }, []);
  const close = () => {
    setEditing(false);
    const cell = box.current?.closest('td');
    if (cell) {
      if (!cell.hasAttribute('tabindex')) cell.tabIndex = -1;
      // after React has put the value back in place of the input
      requestAnimationFrame(() => cell.focus());
    }
  };
  const onClick = (event: MouseEvent) => {
    // the row's click opens the record: a click in an edited cell is the cell's
    event.stopPropagation();
    if (oneClick && !editing) start();
  };

  return (
    <Box
      ref={box}
      component="span"
      data-inline-cell={field.source}
      title={editing ? undefined : translate('app.engine.inline.hint')}
      onClick={onClick}
      onDoubleClick={(event: MouseEvent) => {
        event.stopPropagation();
        if (!editing) start();
      }}
      sx={{ display: 'block', minHeight: '1.5em', cursor: oneClick ? 'pointer' : 'text' }}
    >
      {editing && record ? (
        <Suspense fallback={children}>
          <InlineEditor def={def} field={field} record={record} onClose={close} />
        </Suspense>
      ) : (
        children
      )}
    </Box>
  );
};

/**
 * A column of the list (react-admin's DataTable.Col, as renderColumn made it) whose cells are edited in place:
 * the same header and value, the value in an InlineCell.
 */
export const withInlineCell = (def: ResourceDef, field: FieldDef, column: ReactElement<{ children?: ReactNode }>) =>
  cloneElement(column, {}, <InlineCell def={def} field={field}>{column.props.children}</InlineCell>);
