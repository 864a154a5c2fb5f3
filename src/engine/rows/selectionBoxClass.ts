/** The class of a row's selection box before MUI's Checkbox comes (SelectionBox). */
export const SELECTION_BOX_CLASS = 'selection-box';

/**
 * What a click on a row's selection box goes to: MUI's Checkbox, or its look in the row's first pass (SelectionBox).
 * For the table's Space key (useGridKeyboard) and the early rows' click replay (src/boot/firstRows/paint.ts).
 */
export const SELECTION_BOX_TARGET = `input[type="checkbox"], .${SELECTION_BOX_CLASS}`;
