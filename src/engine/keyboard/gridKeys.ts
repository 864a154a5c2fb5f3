/**
 * The keyboard map of the engine's tables (issue 34): from a key, its modifiers and where the focus is, the action
 * to take. Pure: the table's controller (useGridKeyboard) does the moving, selecting and opening.
 */

/** Where the focus is: row `row` of `rows` (data rows), position `col` of `cols` in that row, `page` rows in view. */
export interface GridPosition {
  row: number;
  col: number;
  rows: number;
  cols: number;
  page: number;
}

export interface KeyPress {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** What the focused position is: a plain cell, a cell edited in place, or a control of its own (checkbox, button). */
export type PositionKind = 'cell' | 'editable' | 'control';

export type GridAction =
  | { type: 'move'; row: number; col: number }
  /** move to `row` and add it (and the row left) to the selection */
  | { type: 'extend'; from: number; row: number; col: number }
  | { type: 'select' }
  | { type: 'open' }
  | { type: 'edit' }
  | { type: 'search' };

const clamp = (value: number, last: number) => Math.max(0, Math.min(last, value));

/**
 * The action of a key, or null when the key is not the table's (the browser's own, or the control's: Space and
 * Enter on a checkbox or a button do what they do anywhere).
 */
export const gridAction = (press: KeyPress, at: GridPosition, kind: PositionKind): GridAction | null => {
  const { key, shiftKey = false, ctrlKey = false, metaKey = false, altKey = false } = press;
  if (altKey || at.rows === 0) return null;
  const lastRow = at.rows - 1;
  const lastCol = Math.max(at.cols - 1, 0);
  const move = (row: number, col: number): GridAction => ({ type: 'move', row: clamp(row, lastRow), col: clamp(col, lastCol) });
  const command = ctrlKey || metaKey;
  const page = Math.max(1, at.page);
  switch (key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      if (command) return null;
      const row = clamp(at.row + (key === 'ArrowDown' ? 1 : -1), lastRow);
      return shiftKey ? { type: 'extend', from: at.row, row, col: at.col } : move(row, at.col);
    }
    case 'ArrowRight':
      return shiftKey || command ? null : move(at.row, at.col + 1);
    case 'ArrowLeft':
      return shiftKey || command ? null : move(at.row, at.col - 1);
    case 'PageDown':
      return shiftKey ? null : move(at.row + page, at.col);
    case 'PageUp':
      return shiftKey ? null : move(at.row - page, at.col);
    // the first and last rows, in the same column (with Ctrl as well, as spreadsheets have it)
    case 'Home':
      return shiftKey ? null : move(0, at.col);
    case 'End':
      return shiftKey ? null : move(lastRow, at.col);
    case 'Enter':
      if (kind === 'control' || shiftKey || command) return null;
      return kind === 'editable' ? { type: 'edit' } : { type: 'open' };
    case 'F2':
      return kind === 'editable' ? { type: 'edit' } : null;
    case ' ':
    case 'Spacebar':
      return kind === 'control' || command ? null : { type: 'select' };
    case '/':
      return command ? null : { type: 'search' };
    default:
      return null;
  }
};

/** The row ids selected after extending from row `from` to row `to` (ids by row), the rows already selected kept. */
export const extendedSelection = <Id>(selected: readonly Id[], idOf: (row: number) => Id | undefined, from: number, to: number): Id[] => {
  const result = [...selected];
  for (const row of [from, to]) {
    const id = idOf(row);
    if (id !== undefined && !result.includes(id)) result.push(id);
  }
  return result;
};
