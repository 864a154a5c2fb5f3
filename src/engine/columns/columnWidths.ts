/**
 * How wide a generated list's columns may get (issue 47 item 1), headless: a column is never narrower than its type
 * needs to be read and its header's label on at most two lines, and a cell's value stays on one line up to its
 * type's widest, then ends in an ellipsis (the whole value on hover). The table scrolls sideways inside its card when
 * the columns need more than it has.
 */
import { COLUMN_WIDTH } from '../../../contracts/listViewLimits';

/** The kinds of value a column shows (a field's kind; `id` is a record's id). */
export type ColumnKind =
  | 'text' | 'email' | 'url' | 'number' | 'id' | 'boolean' | 'select' | 'reference' | 'date' | 'password' | 'multiline' | 'referenceArray' | 'custom';

/** The narrowest a column of each kind is read at: a name, a choice or a date on one line; a number or a check. */
const KIND_MIN: Record<ColumnKind, number> = {
  text: 140, email: 160, url: 160, multiline: 160, password: 96, number: 88, id: 72, boolean: 72, select: 112, reference: 140, date: 104,
  referenceArray: 160, custom: 112,
};

/** The widest a one-line value makes its column before it ends in an ellipsis. */
const KIND_MAX: Record<ColumnKind, number> = {
  text: 280, email: 260, url: 260, multiline: 320, password: 160, number: 160, id: 160, boolean: 96, select: 220, reference: 260, date: 160,
  referenceArray: 360, custom: 320,
};

/** A header character's advance at the table's header font (0.875 rem, medium), rounded up, in px. */
const HEADER_CHAR_PX = 8.5;
/** A small MUI table cell's padding, left and right. */
export const CELL_PADDING_PX = 32;
/** The sort arrow beside a sortable header's label, with its margins. */
const SORT_ARROW_PX = 26;

/**
 * The characters of a label's widest line once it is laid out on at most two lines, broken at the space that
 * balances them best (one word: the word).
 */
export const widestLabelLine = (label: string): number => {
  const words = label.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 0;
  let best = words.join(' ').length;
  for (let cut = 1; cut < words.length; cut++) {
    const widest = Math.max(words.slice(0, cut).join(' ').length, words.slice(cut).join(' ').length);
    best = Math.min(best, widest);
  }
  return best;
};

/** The narrowest a column is drawn at: its kind's, or its label's on two lines (with its sort arrow), within the limits. */
export const columnMinWidth = (kind: ColumnKind, label: string, sortable = false): number => {
  const labelWidth = Math.ceil(widestLabelLine(label) * HEADER_CHAR_PX) + CELL_PADDING_PX + (sortable ? SORT_ARROW_PX : 0);
  return Math.min(COLUMN_WIDTH.max, Math.max(COLUMN_WIDTH.min, KIND_MIN[kind], labelWidth));
};

/** The widest a cell's value (its padding aside) is drawn on its line before its ellipsis; never below the column's least. */
export const cellMaxWidth = (kind: ColumnKind, minWidth: number): number => Math.max(KIND_MAX[kind], minWidth) - CELL_PADDING_PX;

/** Whether the column's values are kept on one line (chips and custom displays wrap as they are drawn). */
export const isOneLineKind = (kind: ColumnKind): boolean => kind !== 'referenceArray' && kind !== 'custom';

/** The bounds of a column the user has not resized; one they resized is exactly as wide as they made it. */
export const columnBounds = (kind: ColumnKind, label: string, sortable: boolean, chosenWidth?: number) => {
  if (chosenWidth) return { width: chosenWidth, minWidth: chosenWidth, maxWidth: chosenWidth, cellMax: Math.max(0, chosenWidth - CELL_PADDING_PX) };
  const minWidth = columnMinWidth(kind, label, sortable);
  return { minWidth, cellMax: cellMaxWidth(kind, minWidth) };
};
