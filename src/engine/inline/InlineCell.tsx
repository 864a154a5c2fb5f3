import { cloneElement, lazy, Suspense, useEffect, useRef, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { FieldDef, ResourceDef } from '../types';
import { inlineModeOf } from './inlineCells';
import { whenOnlineAgain } from '../lazyComponent';
import { onFirstScreenDrawn } from '../../boot/whenIdle';

// the editor's code is not on a list's first screen: it comes once the screen is drawn (so a cell can still be edited
// if the connection drops, issue 51), or when a cell is first edited, whichever is first
let editorCode: Promise<typeof import('./InlineEditor')> | undefined;
const loadEditor = () =>
  (editorCode ??= whenOnlineAgain(() => import('./InlineEditor')).catch((error: unknown) => {
    editorCode = undefined; // a failed download may be tried again
    throw error;
  }));
const InlineEditor = lazy(loadEditor);

/**
 * Asks a cell to open its editor (the table's keyboard does, on Enter and F2): the cell's own double click, which
 * React hears through its one listener at the root (no listener of its own per cell: a long list draws many).
 */
export const openInlineEditor = (cell: Element) =>
  cell.querySelector('[data-inline-cell]')?.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));

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
  const box = useRef<HTMLSpanElement>(null);
  const oneClick = inlineModeOf(field) !== 'text';
  useEffect(() => (editorCode ? undefined : onFirstScreenDrawn(() => void loadEditor().catch(() => undefined))), []);

  const start = () => setEditing(true);
  const close = () => {
    setEditing(false);
    const cell = box.current?.closest('td');
    if (cell) {
      if (!cell.hasAttribute('tabindex')) cell.tabIndex = -1;
      // at once, so a key pressed right after Escape or Enter is the table's (not lost on the page's body); again
      // after React has put the value back, when a closing choice list handed the focus to its removed input
      cell.focus();
      requestAnimationFrame(() => {
        if (document.activeElement === document.body) cell.focus();
      });
    }
  };
  const onClick = (event: MouseEvent) => {
    // the row's click opens the record: a click in an edited cell is the cell's
    event.stopPropagation();
    if (oneClick && !editing) start();
  };

  return (
    <span
      ref={box}
      className={oneClick ? 'inline-cell inline-cell-one-click' : 'inline-cell'}
      data-inline-cell={field.source}
      title={editing ? undefined : translate('app.engine.inline.hint')}
      onClick={onClick}
      onDoubleClick={(event: MouseEvent) => {
        event.stopPropagation();
        if (!editing) start();
      }}
    >
      {editing && record ? (
        <Suspense fallback={children}>
          <InlineEditor def={def} field={field} record={record} onClose={close} />
        </Suspense>
      ) : (
        children
      )}
    </span>
  );
};

/** How an edited-in-place cell looks: set once on the table (INLINE_CELL_SX), not by each cell (a long list draws many). */
export const INLINE_CELL_SX = {
  '& .inline-cell': { display: 'block', minHeight: '1.5em', cursor: 'text' },
  '& .inline-cell-one-click': { cursor: 'pointer' },
};

/**
 * A column of the list (react-admin's DataTable.Col, as renderColumn made it) whose cells are edited in place:
 * the same header and value, the value in an InlineCell.
 */
export const withInlineCell = (def: ResourceDef, field: FieldDef, column: ReactElement<{ children?: ReactNode }>) =>
  cloneElement(column, {}, <InlineCell def={def} field={field}>{column.props.children}</InlineCell>);
