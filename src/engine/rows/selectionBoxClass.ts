/** The class of a row's selection box before MUI's Checkbox comes (SelectionBox); the early rows' click replay finds it. */
export const SELECTION_BOX_CLASS = 'selection-box';
