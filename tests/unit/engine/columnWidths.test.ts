// @vitest-environment node
// A generated list's columns keep a readable width (issue 47 item 1): from the kind of their values and their label on
// at most two lines; a value on one line ends in an ellipsis past its kind's widest; a width the user dragged wins.
import { describe, expect, it } from 'vitest';
import { COLUMN_WIDTH } from '../../../contracts/listViewLimits';
import { cellMaxWidth, columnBounds, columnMinWidth, isOneLineKind, widestLabelLine } from '../../../src/engine/columns/columnWidths';

describe('column widths', () => {
  it('lays a label on at most two lines, broken where they are most even', () => {
    expect(widestLabelLine('Estado')).toBe(6);
    expect(widestLabelLine('Canal de venta 1')).toBe('Canal de'.length);
    expect(widestLabelLine('Fecha de solicitud')).toBe('solicitud'.length);
    expect(widestLabelLine('  ')).toBe(0);
  });

  it("gives a text column room for a holder's name on one line, a date or a number less, never below the label's", () => {
    const holder = columnMinWidth('text', 'Titular', true);
    expect(holder).toBeGreaterThanOrEqual(140);
    expect(columnMinWidth('date', 'Fecha', false)).toBeLessThan(holder);
    expect(columnMinWidth('number', 'Id', false)).toBeLessThan(columnMinWidth('date', 'Fecha', false));
    // "Canal de venta 1" was drawn 77 px wide, read as "Ca / de / ve / 1"
    expect(columnMinWidth('text', 'Canal de venta 1')).toBeGreaterThan(77 * 1.5);
    // a long label on two lines, with its sort arrow, is wider than its kind asks
    const long = columnMinWidth('boolean', 'Requiere segundo factor de autenticación', true);
    expect(long).toBeGreaterThan(columnMinWidth('boolean', 'Activo', true));
    expect(long).toBeLessThanOrEqual(COLUMN_WIDTH.max);
  });

  it('ends a one-line value in an ellipsis at its kind’s widest, never narrower than the column', () => {
    expect(cellMaxWidth('text', 140)).toBeGreaterThan(cellMaxWidth('date', 104));
    expect(cellMaxWidth('boolean', 300)).toBe(300 - 32);
    expect(isOneLineKind('text')).toBe(true);
    expect(isOneLineKind('referenceArray')).toBe(false);
  });

  it('keeps the width the user dragged a column to, its value cut to it', () => {
    expect(columnBounds('text', 'Titular', true, 90)).toEqual({ width: 90, minWidth: 90, maxWidth: 90, cellMax: 58 });
    expect(columnBounds('text', 'Titular', true)).toEqual({ minWidth: columnMinWidth('text', 'Titular', true), cellMax: cellMaxWidth('text', columnMinWidth('text', 'Titular', true)) });
  });
});
