// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { extendedSelection, gridAction, type GridPosition } from '../../../src/engine/keyboard/gridKeys';

// a table of 1,000 rows, 6 places a row (checkbox, four cells, a button), 10 rows in view, the focus on row 5, place 2
const at = (patch: Partial<GridPosition> = {}): GridPosition => ({ row: 5, col: 2, rows: 1000, cols: 6, page: 10, ...patch });

describe('the keyboard map of the engine tables', () => {
  it('arrows move one cell, staying inside the table', () => {
    expect(gridAction({ key: 'ArrowDown' }, at(), 'cell')).toEqual({ type: 'move', row: 6, col: 2 });
    expect(gridAction({ key: 'ArrowUp' }, at(), 'cell')).toEqual({ type: 'move', row: 4, col: 2 });
    expect(gridAction({ key: 'ArrowRight' }, at(), 'cell')).toEqual({ type: 'move', row: 5, col: 3 });
    expect(gridAction({ key: 'ArrowLeft' }, at(), 'cell')).toEqual({ type: 'move', row: 5, col: 1 });
    expect(gridAction({ key: 'ArrowUp' }, at({ row: 0 }), 'cell')).toEqual({ type: 'move', row: 0, col: 2 });
    expect(gridAction({ key: 'ArrowDown' }, at({ row: 999 }), 'cell')).toEqual({ type: 'move', row: 999, col: 2 });
    expect(gridAction({ key: 'ArrowLeft' }, at({ col: 0 }), 'control')).toEqual({ type: 'move', row: 5, col: 0 });
    expect(gridAction({ key: 'ArrowRight' }, at({ col: 5 }), 'control')).toEqual({ type: 'move', row: 5, col: 5 });
  });

  it('Page Up/Down move a screenful, Home and End to the first and last rows, in the same column', () => {
    expect(gridAction({ key: 'PageDown' }, at(), 'cell')).toEqual({ type: 'move', row: 15, col: 2 });
    expect(gridAction({ key: 'PageUp' }, at(), 'cell')).toEqual({ type: 'move', row: 0, col: 2 });
    expect(gridAction({ key: 'PageDown' }, at({ row: 995 }), 'cell')).toEqual({ type: 'move', row: 999, col: 2 });
    expect(gridAction({ key: 'Home' }, at(), 'cell')).toEqual({ type: 'move', row: 0, col: 2 });
    expect(gridAction({ key: 'End' }, at(), 'cell')).toEqual({ type: 'move', row: 999, col: 2 });
    expect(gridAction({ key: 'End', ctrlKey: true }, at(), 'cell')).toEqual({ type: 'move', row: 999, col: 2 });
  });

  it('Shift+Up/Down extend the selection from the row left', () => {
    expect(gridAction({ key: 'ArrowDown', shiftKey: true }, at(), 'cell')).toEqual({ type: 'extend', from: 5, row: 6, col: 2 });
    expect(gridAction({ key: 'ArrowUp', shiftKey: true }, at(), 'control')).toEqual({ type: 'extend', from: 5, row: 4, col: 2 });
    expect(extendedSelection([9], (row) => row + 1, 5, 6)).toEqual([9, 6, 7]);
    expect(extendedSelection([6], (row) => row + 1, 5, 6)).toEqual([6, 7]);
  });

  it('Enter opens a row, or edits a cell edited in place; F2 edits; Space selects; a control keeps its own keys', () => {
    expect(gridAction({ key: 'Enter' }, at(), 'cell')).toEqual({ type: 'open' });
    expect(gridAction({ key: 'Enter' }, at(), 'editable')).toEqual({ type: 'edit' });
    expect(gridAction({ key: 'F2' }, at(), 'editable')).toEqual({ type: 'edit' });
    expect(gridAction({ key: 'F2' }, at(), 'cell')).toBeNull();
    expect(gridAction({ key: ' ' }, at(), 'cell')).toEqual({ type: 'select' });
    expect(gridAction({ key: ' ' }, at(), 'editable')).toEqual({ type: 'select' });
    // the checkbox and the row's buttons: Space and Enter are theirs (toggle, press)
    expect(gridAction({ key: ' ' }, at(), 'control')).toBeNull();
    expect(gridAction({ key: 'Enter' }, at(), 'control')).toBeNull();
  });

  it('/ goes to the search box; other keys and browser shortcuts are not the table’s', () => {
    expect(gridAction({ key: '/' }, at(), 'cell')).toEqual({ type: 'search' });
    expect(gridAction({ key: 'a' }, at(), 'cell')).toBeNull();
    expect(gridAction({ key: 'Tab' }, at(), 'cell')).toBeNull();
    expect(gridAction({ key: 'ArrowDown', altKey: true }, at(), 'cell')).toBeNull();
    expect(gridAction({ key: 'ArrowLeft', ctrlKey: true }, at(), 'cell')).toBeNull();
    expect(gridAction({ key: 'ArrowDown' }, at({ rows: 0 }), 'cell')).toBeNull();
  });
});
